import { paths } from '../../../config/paths';
import type { ScreenView } from '../analytics-view';

/** Each analytics view's address for a group of reports. */
export const GROUP_VIEW_PATHS: Record<ScreenView, (groupId: string) => string> = {
  'play-concepts': paths.groupPlayConcept.getHref,
  'lmr-hash': paths.groupHash.getHref,
  'down-distance': paths.groupDownDistance.getHref,
  'formation-analysis': paths.groupFormationAnalysis.getHref,
  'special-teams': paths.groupSpecialTeams.getHref,
};
