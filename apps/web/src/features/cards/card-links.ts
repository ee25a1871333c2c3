import { paths } from '../../config/paths';

/**
 * Links to the '/cards/{cardId}/…' pages carry the card's report as ?reportId=: the card API is
 * addressed through its report (/reports/{id}/cards/{cid}), and these paths do not name it.
 */
export const REPORT_ID_PARAM = 'reportId';

export function withReportId(href: string, reportId: string): string {
  return `${href}?${REPORT_ID_PARAM}=${encodeURIComponent(reportId)}`;
}

export const cardLinks = {
  activity: (cardId: string, reportId: string) => withReportId(paths.cardActivity.getHref(cardId), reportId),
  view: (cardId: string, reportId: string) => withReportId(paths.cardView.getHref(cardId), reportId),
  editView: (cardId: string, reportId: string) => withReportId(paths.cardEditView.getHref(cardId), reportId),
};
