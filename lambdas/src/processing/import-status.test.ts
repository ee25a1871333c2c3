import { IMPORT_STATUSES } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { IMPORT_STATUS_RULES, isFinished, movesInto } from './import-status';

describe("an import's status", () => {
  it('has a rule and a meaning for every status', () => {
    expect(Object.keys(IMPORT_STATUS_RULES).sort()).toEqual([...IMPORT_STATUSES].sort());
    for (const status of IMPORT_STATUSES) expect(IMPORT_STATUS_RULES[status].means, status).not.toBe('');
  });

  it('moves forward through queued, indexing, processing, finishing to completed', () => {
    expect(movesInto('indexing')).toEqual(['queued', 'indexing']);
    expect(movesInto('processing')).toEqual(['indexing', 'processing']);
    expect(movesInto('finishing')).toEqual(['processing', 'finishing']);
    expect(movesInto('completed')).toEqual(['finishing']);
  });

  it('fails from any unfinished status, and a finished import never moves again', () => {
    expect(movesInto('failed')).toEqual(['queued', 'indexing', 'processing', 'finishing']);
    expect(IMPORT_STATUSES.filter(isFinished)).toEqual(['completed', 'failed']);
    for (const status of IMPORT_STATUSES) {
      expect(movesInto(status), status).not.toContain('completed');
      expect(movesInto(status), status).not.toContain('failed');
    }
  });

  it('never goes back to queued, and never skips a step forward', () => {
    expect(movesInto('queued')).toEqual([]);
    const order = ['queued', 'indexing', 'processing', 'finishing', 'completed'] as const;
    for (const [index, status] of order.entries()) {
      for (const next of IMPORT_STATUS_RULES[status].to) {
        if (next === 'failed') continue;
        expect(order.indexOf(next as (typeof order)[number]) - index, `${status} → ${next}`).toBeGreaterThanOrEqual(0);
        expect(order.indexOf(next as (typeof order)[number]) - index, `${status} → ${next}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
