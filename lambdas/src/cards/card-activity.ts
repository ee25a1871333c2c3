import { randomUUID } from 'node:crypto';
import type { Card, CardActivity } from '@scout/shared/domain';
import type { Caller } from '../core/caller';

type Change = CardActivity['changes'][number];

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Field-level differences between two versions of a card, breakdown fields named on their own. */
export function diffCards(before: Card, after: Card): Change[] {
  const changes: Change[] = [];
  for (const field of ['title', 'content', 'status'] as const) {
    if (!same(before[field], after[field])) changes.push({ field, from: before[field], to: after[field] });
  }
  const keys = new Set([...Object.keys(before.breakdown), ...Object.keys(after.breakdown)]);
  for (const key of keys) {
    if (!same(before.breakdown[key], after.breakdown[key])) {
      changes.push({ field: key, from: before.breakdown[key] ?? null, to: after.breakdown[key] ?? null });
    }
  }
  return changes;
}

export function activityFor(
  card: Card,
  caller: Pick<Caller, 'userId' | 'name'>,
  action: CardActivity['action'],
  changes: Change[],
  at: string,
): CardActivity {
  return {
    id: randomUUID(),
    cardId: card.id,
    reportId: card.reportId,
    at,
    userId: caller.userId,
    userName: caller.name,
    action,
    changes,
  };
}
