import type { Card, Report } from '@scout/shared/domain';
import { can, type CardAction, type CardResource } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ForbiddenError, NotFoundError } from '../core/errors';
import { NOT_PERMITTED } from '../reports/get-report';
import type { CardStore, ReportStore } from '../ports';

/** A card of `report`, or one about to be created in it: what `can` checks card actions against. */
export function cardResource(report: Report): CardResource {
  return { type: 'card', reportId: report.id, organizationId: report.organizationId };
}

/**
 * The report whose cards the caller acts on. Cards the caller may not read are as good as missing: the
 * report answers 404, as a missing one does; cards they may read but not act on this way answer 403.
 */
export async function loadReportForCards(reports: ReportStore, caller: Caller, reportId: string, action: CardAction): Promise<Report> {
  const report = await reports.get(reportId);
  if (!report || !can(caller.principal, 'card:read', cardResource(report))) throw new NotFoundError('Report not found');
  if (!can(caller.principal, action, cardResource(report))) throw new ForbiddenError(NOT_PERMITTED);
  return report;
}

/**
 * A card the caller may act on: it exists, belongs to the given report (when the route names one) and the
 * caller may read its report's cards. Anything else is the same 404; a card they may read but not act on
 * this way answers 403.
 */
export async function loadCard(
  deps: { cards: CardStore; reports: ReportStore },
  caller: Caller,
  cardId: string,
  reportId?: string,
  action: CardAction = 'card:read',
): Promise<Card> {
  const card = await deps.cards.get(cardId);
  if (!card || (reportId !== undefined && card.reportId !== reportId)) throw new NotFoundError('Card not found');
  try {
    await loadReportForCards(deps.reports, caller, card.reportId, action);
  } catch (err) {
    if (err instanceof NotFoundError) throw new NotFoundError('Card not found');
    throw err;
  }
  return card;
}
