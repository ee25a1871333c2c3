import type { Card } from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import { NotFoundError } from '../core/errors';
import { getReport } from '../reports/get-report';
import type { ReportStore } from '../reports/ports';
import type { CardStore } from './ports';

/**
 * A card the caller may see: it exists, belongs to the given report (when the route names one) and its
 * report is visible to the caller. Anything else is the same 404.
 */
export async function loadCard(
  deps: { cards: CardStore; reports: ReportStore },
  caller: Caller,
  cardId: string,
  reportId?: string,
): Promise<Card> {
  const card = await deps.cards.get(cardId);
  if (!card || (reportId !== undefined && card.reportId !== reportId)) throw new NotFoundError('Card not found');
  try {
    await getReport(deps.reports, caller, card.reportId);
  } catch (err) {
    if (err instanceof NotFoundError) throw new NotFoundError('Card not found');
    throw err;
  }
  return card;
}
