import { paths } from '../../../config/paths';
import type { ScreenView } from '../analytics-view';

/** Each analytics view's address for a report. */
export const REPORT_VIEW_PATHS: Record<ScreenView, (reportId: string) => string> = {
  'play-concepts': paths.reportPlayConcepts.getHref,
  'lmr-hash': paths.reportLmrHash.getHref,
  'down-distance': paths.reportDownDistance.getHref,
  'formation-analysis': paths.reportFormationAnalysis.getHref,
  'special-teams': paths.reportSpecialTeams.getHref,
};
