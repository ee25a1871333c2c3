import { paths } from '../../../config/paths';
import type { AnalyticsView } from '../analytics-view';

/** Each analytics view's address for a group of reports. */
export const GROUP_VIEW_PATHS: Record<AnalyticsView, (groupId: string) => string> = {
  'play-concepts': paths.groupPlayConcept.getHref,
  'lmr-hash': paths.groupHash.getHref,
  'down-distance': paths.groupDownDistance.getHref,
  'formation-analysis': paths.groupFormationAnalysis.getHref,
};
