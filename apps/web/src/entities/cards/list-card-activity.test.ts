import type { CardActivity } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { newestFirst } from './list-card-activity';

describe('card activity', () => {
  it('orders entries newest first', () => {
    const entry = (id: string, at: string): CardActivity => ({
      id,
      at,
      cardId: 'c',
      reportId: 'r',
      userId: 'u',
      userName: 'U',
      action: 'updated',
      changes: [],
    });
    expect(
      newestFirst([entry('a', '2025-10-01T00:00:00Z'), entry('b', '2025-10-03T00:00:00Z'), entry('c', '2025-10-02T00:00:00Z')]).map(
        (e) => e.id,
      ),
    ).toEqual(['b', 'c', 'a']);
  });
});
