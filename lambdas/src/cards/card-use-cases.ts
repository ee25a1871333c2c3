import { randomUUID } from 'node:crypto';
import { isPlayBrokenDown, type BreakdownPatch, type Card, type CardStatus } from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import { activityFor, diffCards } from './card-activity';
import { loadCard, loadReportForCards } from './card-access';
import { deleteMediumObjects, type CardMediaDeps } from './card-media';
import { assertCardFits } from './card-size';
import type { ActivityStore, CardChanges, CardStore, ReportStore } from '../ports';

export interface CardDeps {
  cards: CardStore;
  reports: ReportStore;
  activity: ActivityStore;
}

export async function listCards(deps: CardDeps, caller: Caller, reportId: string, options: { limit?: number; lastKey?: string }) {
  const report = await loadReportForCards(deps.reports, caller, reportId, 'card:read');
  const page = await deps.cards.listByReport(reportId, { limit: options.limit ?? 50, startKey: options.lastKey });
  return { cards: page.cards, totalCards: report.cardsCount, hasMore: page.nextKey !== null, nextKey: page.nextKey };
}

export function getCard(deps: CardDeps, caller: Caller, reportId: string, cardId: string): Promise<Card> {
  return loadCard(deps, caller, cardId, reportId);
}

/** Drops empty values so a breakdown stores only what was tagged. */
function mergeBreakdown(current: Record<string, unknown>, patch: BreakdownPatch): Record<string, unknown> {
  const next = { ...current };
  for (const [field, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') delete next[field];
    else next[field] = value;
  }
  return next;
}

export async function createCard(
  deps: CardDeps,
  caller: Caller,
  reportId: string,
  input: { title?: string; content?: string; status?: CardStatus; breakdown?: BreakdownPatch },
  now = new Date(),
): Promise<Card> {
  const report = await loadReportForCards(deps.reports, caller, reportId, 'card:write');
  const at = now.toISOString();
  const draft = {
    id: `card-${randomUUID()}`,
    reportId,
    organizationId: report.organizationId,
    title: input.title?.trim() ?? '',
    content: input.content ?? '{}',
    status: input.status ?? 'pending',
    breakdown: mergeBreakdown({}, input.breakdown ?? {}),
    media: [],
    version: 1,
    createdAt: at,
    updatedAt: at,
    createdBy: caller.userId,
    updatedBy: caller.userId,
  };
  // Checked before the number is reserved: a card that cannot be stored must not use one up.
  assertCardFits({ ...draft, cardNumber: 999_999, title: draft.title || 'Play 999999' });
  const number = await deps.reports.nextCardNumber(reportId);
  const card: Card = { ...draft, cardNumber: number, title: draft.title || `Play ${number}` };
  await deps.cards.create(card);
  await deps.reports.adjustCardCounts(reportId, {
    total: 1,
    complete: card.status === 'complete' ? 1 : 0,
    filled: isPlayBrokenDown(card.breakdown) ? 1 : 0,
  });
  await deps.activity.append(activityFor(card, caller, 'created', [], at));
  return card;
}

export interface CardEdit {
  title?: string;
  content?: string;
  status?: CardStatus;
  breakdown?: BreakdownPatch;
  version?: number;
}

/**
 * Edits a card, conditional on the version the client read (a stale one answers 409), keeps the report's
 * completion counters in step with status changes, and records who changed what.
 */
export async function editCard(
  deps: CardDeps,
  caller: Caller,
  cardId: string,
  reportId: string | undefined,
  edit: CardEdit,
  now = new Date(),
): Promise<Card> {
  const current = await loadCard(deps, caller, cardId, reportId, 'card:write');
  const at = now.toISOString();
  const changes: CardChanges = { updatedAt: at, updatedBy: caller.userId };
  if (edit.title !== undefined) changes.title = edit.title;
  if (edit.content !== undefined) changes.content = edit.content;
  if (edit.status !== undefined) changes.status = edit.status;
  if (edit.breakdown !== undefined) changes.breakdown = mergeBreakdown(current.breakdown, edit.breakdown);
  assertCardFits({ ...current, ...changes });

  const updated = await deps.cards.update(cardId, edit.version ?? current.version, changes);
  const wasComplete = current.status === 'complete';
  const isComplete = updated.status === 'complete';
  const filled = Number(isPlayBrokenDown(updated.breakdown)) - Number(isPlayBrokenDown(current.breakdown));
  if (wasComplete !== isComplete || filled !== 0) {
    await deps.reports.adjustCardCounts(updated.reportId, { complete: wasComplete === isComplete ? 0 : isComplete ? 1 : -1, filled });
  }

  const diff = diffCards(current, updated);
  if (diff.length > 0) {
    const onlyStatus = diff.every((c) => c.field === 'status');
    const onlyBreakdown = diff.every((c) => !['title', 'content', 'status'].includes(c.field));
    const action = onlyStatus ? 'status_changed' : onlyBreakdown ? 'breakdown_updated' : 'updated';
    await deps.activity.append(activityFor(updated, caller, action, diff, at));
  }
  return updated;
}

/** Deletes a card with its media's files (their bytes given back to the organisation's storage). */
export async function deleteCard(
  deps: CardDeps & Pick<CardMediaDeps, 'objects' | 'storage' | 'buckets'>,
  caller: Caller,
  reportId: string,
  cardId: string,
) {
  const card = await loadCard(deps, caller, cardId, reportId, 'card:delete');
  await deps.cards.delete(cardId);
  for (const medium of card.media) await deleteMediumObjects(deps, card, medium);
  await deps.reports.adjustCardCounts(reportId, {
    total: -1,
    complete: card.status === 'complete' ? -1 : 0,
    filled: isPlayBrokenDown(card.breakdown) ? -1 : 0,
  });
  return { id: cardId, deleted: true as const };
}

export async function listCardActivity(deps: CardDeps, caller: Caller, cardId: string) {
  await loadCard(deps, caller, cardId);
  return { activity: await deps.activity.list(cardId) };
}
