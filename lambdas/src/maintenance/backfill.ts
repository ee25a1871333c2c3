import { BACKFILL_BATCH_DEFAULT, NOT_A_PAGE_KEY, type BackfillStep } from '@scout/shared/api';
import { can } from '@scout/shared/permissions';
import { auditActor } from '../audit/audit-trail';
import { assertPermittedAudited } from '../audit/denied';
import type { Caller } from '../core/caller';
import { ValidationError } from '../core/errors';
import { decodeCursor, encodeCursor } from '../core/page';
import type { AuditTrail, BackfillPart, PeopleStore, ReportStore } from '../ports';

/**
 * The backfill after an upgrade: objects stored before an index existed (reports before the search's word
 * index and the paid reports' queue, people before User Management's listing and word index) get the index items their writes would have made, and the search index's word counts are counted again. It runs part by part
 * (BackfillPart), one bounded batch per call; each call answers the key the next resumes from, so a run that
 * stops (a timeout, a crash, Ctrl-C) goes on where it was. Each object's own store decides what it lacks, so
 * a second run writes nothing.
 */

export const BACKFILL_ADMINISTRATORS_ONLY = 'Only administrators can run the backfill.';

/** What a resume key is bound to, so a list's page key is refused here and this key by a list. */
const RESUME_KEY_BINDING = 'backfill';

/** How many of a batch's objects are mended at once. */
const MENDING_AT_ONCE = 8;

/** The reports part: every organisation's reports, newest first by key, each mended by the report store. */
export function reportIndexBackfill(reports: ReportStore): BackfillPart {
  return {
    name: 'reports',
    writes: ['reportWords', 'paidReports', 'reportWordCounts'],
    async mendPage({ limit, lastKey, dryRun }) {
      const page = await reports.listPage({ organizationId: null, limit, ...(lastKey ? { after: lastKey } : {}) });
      const written = { reportWords: 0, paidReports: 0, reportWordCounts: 0 };
      for (let i = 0; i < page.reports.length; i += MENDING_AT_ONCE) {
        const mended = await Promise.all(
          page.reports.slice(i, i + MENDING_AT_ONCE).map((report) => reports.mendIndexes(report, { dryRun })),
        );
        for (const repairs of mended) {
          written.reportWords += repairs.reportWords;
          written.paidReports += repairs.paidReports;
          written.reportWordCounts += repairs.reportWordCounts;
        }
      }
      return { scanned: page.reports.length, written, nextKey: page.nextKey };
    },
  };
}

/**
 * The word counts part (after 'reports', which establishes the counts of the partitions that had none): every
 * stored word counts item by key, each counted again from its partition's word items and mended where it
 * differs (a write that stopped between its word items and its counts).
 */
export function reportWordCountsBackfill(reports: Pick<ReportStore, 'wordCountsPage' | 'mendWordCounts'>): BackfillPart {
  return {
    name: 'wordCounts',
    writes: ['reportWordCounts'],
    async mendPage({ limit, lastKey, dryRun }) {
      const page = await reports.wordCountsPage({ limit, ...(lastKey ? { lastKey } : {}) });
      let written = 0;
      for (let i = 0; i < page.items.length; i += MENDING_AT_ONCE) {
        const mended = await Promise.all(
          page.items.slice(i, i + MENDING_AT_ONCE).map((counts) => reports.mendWordCounts(counts, { dryRun })),
        );
        written += mended.filter(Boolean).length;
      }
      return { scanned: page.items.length, written: { reportWordCounts: written }, nextKey: page.nextKey };
    },
  };
}

/** The users part: everyone's directory entry by key (indexed or not), each person mended by the people store. */
export function peopleIndexBackfill(people: Pick<PeopleStore, 'directoryPage' | 'mendIndexes'>): BackfillPart {
  return {
    name: 'users',
    writes: ['userListings', 'userWords'],
    async mendPage({ limit, lastKey, dryRun }) {
      const page = await people.directoryPage({ limit, ...(lastKey ? { lastKey } : {}) });
      const written = { userListings: 0, userWords: 0 };
      for (let i = 0; i < page.items.length; i += MENDING_AT_ONCE) {
        const mended = await Promise.all(page.items.slice(i, i + MENDING_AT_ONCE).map((user) => people.mendIndexes(user, { dryRun })));
        for (const repairs of mended) {
          written.userListings += repairs.userListings;
          written.userWords += repairs.userWords;
        }
      }
      return { scanned: page.items.length, written, nextKey: page.nextKey };
    },
  };
}

/** Where a run resumes: a part, and the part's own key (absent: the part's first batch). */
interface ResumePoint {
  part: BackfillPart;
  key?: string;
}

function resumeKey(part: string, key: string | null): string | null {
  return encodeCursor(key === null ? { part } : { part, key }, RESUME_KEY_BINDING);
}

function resumePoint(parts: readonly BackfillPart[], lastKey: string | undefined): ResumePoint {
  const first = parts[0];
  if (!first) throw new Error('The backfill has no parts');
  if (lastKey === undefined) return { part: first };
  let position: Record<string, string>;
  try {
    position = decodeCursor(lastKey, ['part', 'key'], NOT_A_PAGE_KEY, RESUME_KEY_BINDING);
  } catch {
    position = decodeCursor(lastKey, ['part'], NOT_A_PAGE_KEY, RESUME_KEY_BINDING);
  }
  const part = parts.find((candidate) => candidate.name === position.part);
  if (!part) throw new ValidationError(NOT_A_PAGE_KEY);
  return position.key === undefined ? { part } : { part, key: position.key };
}

/**
 * One batch of the backfill from `lastKey` (the previous batch's nextKey; absent: from the start): up to
 * `limit` objects of one part, their missing index items written (or with dryRun only counted). nextKey is
 * null once the last part's last batch is done.
 */
export async function backfillStep(
  parts: readonly BackfillPart[],
  request: { lastKey?: string; limit?: number; dryRun?: boolean },
): Promise<BackfillStep> {
  const dryRun = request.dryRun ?? false;
  const { part, key } = resumePoint(parts, request.lastKey);
  const page = await part.mendPage({ limit: request.limit ?? BACKFILL_BATCH_DEFAULT, dryRun, ...(key ? { lastKey: key } : {}) });
  const written = Object.fromEntries(part.writes.map((kind) => [kind, page.written[kind] ?? 0]));
  const next = parts[parts.indexOf(part) + 1];
  const nextKey = page.nextKey !== null ? resumeKey(part.name, page.nextKey) : next ? resumeKey(next.name, null) : null;
  return { part: part.name, scanned: page.scanned, written, dryRun, nextKey };
}

export interface BackfillDeps {
  parts: readonly BackfillPart[];
  audit: AuditTrail;
}

/**
 * POST /maintenance/backfill (administrators): one batch, as backfillStep; the trail keeps who ran it and
 * what it wrote (a refused caller is kept as 'denied').
 */
export async function runBackfill(
  deps: BackfillDeps,
  caller: Caller,
  request: { lastKey?: string; limit?: number; dryRun?: boolean },
): Promise<BackfillStep> {
  const target = { type: 'system', id: 'indexes', label: 'Indexes' } as const;
  await assertPermittedAudited(deps.audit, caller, can(caller.principal, 'administrator:access'), {
    kind: 'maintenance.backfill',
    target,
    message: BACKFILL_ADMINISTRATORS_ONLY,
  });
  const step = await backfillStep(deps.parts, request);
  await deps.audit.record({
    kind: 'maintenance.backfill',
    outcome: 'success',
    actor: auditActor(caller),
    target,
    sourceIp: caller.sourceIp,
    detail: { part: step.part, scanned: step.scanned, dryRun: step.dryRun, done: step.nextKey === null, ...step.written },
  });
  return step;
}
