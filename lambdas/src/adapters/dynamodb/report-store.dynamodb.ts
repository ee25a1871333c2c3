import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { NOT_A_PAGE_KEY } from '@scout/shared/api';
import {
  completionPercentage,
  indexedWords,
  indexSearchWords,
  isReportOverdue,
  matchesSearch,
  MIN_SEARCH_WORD,
  mostSelectiveWord,
  REPORT_STATUSES,
  reportSearchWords,
  SEARCH_TOO_SHORT,
  staffReviewApplies,
  type Report,
  type ReportStatus,
} from '@scout/shared/domain';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors';
import type { AssignmentStore } from '../../reports/ports';
import { dynamoDocumentClient, tableName } from './client';
import {
  addToCounters,
  batchGetAll,
  batchWriteAll,
  decodePageKey,
  deletePartition,
  encodePageKey,
  queryAll,
  queryPage,
  updateVersioned,
} from './items';
import {
  ASSIGNMENT,
  ENTITY_TYPE_ATTRIBUTE,
  KEY_ATTRIBUTES,
  REPORT,
  REPORT_COUNTS,
  REPORT_WORD,
  REPORT_WORD_COUNTS,
  reportCountsScope,
  WORD_COUNT_ATTRIBUTE,
} from './keys';
import { listPaidReportIds, mendPaidReport, syncPaidReport } from './paid-report-index.dynamodb';
import type { ReportCounts, ReportFilter, ReportPageQuery, ReportStore, ReportWordCounts } from '../../ports';

const reportKey = (id: string) => REPORT.key({ id });

/**
 * The completion percentage is derived from the counters kept on the item: the share of cards staff marked
 * complete, or for a report the coach breaks down himself (staffReviewApplies false) the share of cards whose
 * breakdown is filled in.
 */
function toReport(item: Record<string, unknown>): Report {
  const {
    cardSeq: _seq,
    cardsComplete,
    cardsFilled,
    viewCount: _views,
    lastViewedAt: _viewed,
    lastImportBase: _base,
    lastImportClaim: _claim,
    ...report
  } = REPORT.parse(item);
  const done = staffReviewApplies(report) ? cardsComplete : cardsFilled;
  return { ...report, completionPercentage: completionPercentage(report.cardsCount, done) };
}

function reportItem(report: Report, counters: { cardSeq: number; cardsComplete: number; cardsFilled?: number }) {
  const { completionPercentage: _derived, assignedStaffIds, ...stored } = report;
  // Assigned staff are a string set (absent while none): assigning ADDs to it, and 'unassigned' reads its absence.
  const assigned = assignedStaffIds?.length ? { assignedStaffIds: new Set(assignedStaffIds) } : {};
  return REPORT.item(report, { ...stored, ...assigned, ...counters });
}

/** Where a list reads: gsi1 holds each organisation's reports, gsi2 every report; both sort by creation time. */
function listIndex(organizationId: string | null) {
  return organizationId === null
    ? { index: 'gsi2' as const, partition: REPORT.keys.gsi2.pk.build({}) }
    : { index: 'gsi1' as const, partition: REPORT.keys.gsi1.pk.build({ organizationId }) };
}

/**
 * The Query of a list: the creation window is a range of the sort key (creation time, then id; instants are
 * compared as text, which holds for the one ISO form every creation time is written in), the statuses a
 * filter. Newest first unless `oldestFirst`.
 */
function listQuery(filter: ReportFilter, oldestFirst = false): QueryCommandInput {
  const { index, partition } = listIndex(filter.organizationId);
  const names: Record<string, string> = { '#pk': KEY_ATTRIBUTES[index].pk };
  const values: Record<string, unknown> = { ':pk': partition };
  let condition = '#pk = :pk';
  if (filter.createdFrom !== undefined || filter.createdTo !== undefined) names['#sk'] = KEY_ATTRIBUTES[index].sk;
  if (filter.createdFrom !== undefined) values[':from'] = filter.createdFrom;
  if (filter.createdTo !== undefined) values[':to'] = filter.createdTo;
  // A sort key is never equal to a bare instant (it goes on with #id), so BETWEEN leaves createdTo out.
  if (filter.createdFrom !== undefined && filter.createdTo !== undefined) condition += ' AND #sk BETWEEN :from AND :to';
  else if (filter.createdFrom !== undefined) condition += ' AND #sk >= :from';
  else if (filter.createdTo !== undefined) condition += ' AND #sk < :to';
  const filters: string[] = [];
  if (filter.statuses) {
    names['#status'] = 'status';
    filter.statuses.forEach((status, i) => (values[`:s${i}`] = status));
    filters.push(`#status IN (${filter.statuses.map((_, i) => `:s${i}`).join(', ')})`);
  }
  if (filter.packageType !== undefined) {
    names['#package'] = 'packageType';
    values[':package'] = filter.packageType;
    filters.push('#package = :package');
  }
  if (filter.paymentStatus !== undefined) {
    names['#payment'] = 'paymentStatus';
    values[':payment'] = filter.paymentStatus;
    filters.push('#payment = :payment');
  }
  if (filter.overdueAt !== undefined) {
    // isReportOverdue, on the stored attributes: the expiry (an ISO instant, compared as text) has passed,
    // the report is not completed and its cards are not all complete (completion below 100%).
    Object.assign(names, { '#expires': 'timerExpiresAt', '#status': 'status', '#total': 'cardsCount', '#complete': 'cardsComplete' });
    Object.assign(values, { ':now': filter.overdueAt, ':completed': 'completed', ':zero': 0 });
    filters.push(
      'attribute_type(#expires, :string) AND #expires <= :now AND #status <> :completed AND (#total = :zero OR attribute_not_exists(#complete) OR #complete < #total)',
    );
    values[':string'] = 'S';
  }
  if (filter.unassigned) {
    names['#assigned'] = 'assignedStaffIds';
    filters.push('attribute_not_exists(#assigned)');
  }
  const filterExpression = filters.length ? filters.join(' AND ') : undefined;
  return {
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: condition,
    ...(filterExpression ? { FilterExpression: filterExpression } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: oldestFirst,
  };
}

/**
 * How many reports the next Query evaluates to find `needed` more matches: as many as needed at first, then
 * as many as the share of matches seen so far suggests (a status filter leaves some out), twice as many as
 * so far while none matched; so a sparse status takes a few round trips and reads little past the page.
 */
function nextLimit(needed: number, seen: { evaluated: number; matched: number }): number {
  if (seen.evaluated === 0 || seen.matched >= seen.evaluated) return needed;
  if (seen.matched === 0) return Math.min(MAX_READ, 2 * seen.evaluated);
  return Math.min(MAX_READ, Math.ceil((needed * seen.evaluated) / seen.matched));
}

/** The most items one Query of a list evaluates. */
const MAX_READ = 1000;
/** The most index items one page of a search reads (a sparse filter on a search may answer a short page). */
const MAX_SEARCH_READ = 600;

/** An item's key attributes in the index a Query read: the ExclusiveStartKey that resumes right after it. */
function keyOf(item: Record<string, unknown>, index: 'table' | 'gsi1' | 'gsi2'): Record<string, unknown> {
  const names =
    index === 'table'
      ? [KEY_ATTRIBUTES.table.pk, KEY_ATTRIBUTES.table.sk]
      : [KEY_ATTRIBUTES.table.pk, KEY_ATTRIBUTES.table.sk, KEY_ATTRIBUTES[index].pk, KEY_ATTRIBUTES[index].sk];
  return Object.fromEntries(names.map((name) => [name, item[name]]));
}

/** Reads up to `limit` matching reports from `startKey` on, and the key the next page starts after. */
async function readReports(
  input: QueryCommandInput,
  limit: number,
  startKey: Record<string, unknown> | undefined,
): Promise<{ reports: Report[]; lastKey?: Record<string, unknown> }> {
  const index = input.IndexName as 'gsi1' | 'gsi2';
  const reports: Report[] = [];
  let from = startKey;
  const seen = { evaluated: 0, matched: 0 };
  while (reports.length < limit) {
    const needed = limit - reports.length;
    const page = await dynamoDocumentClient().send(new QueryCommand({ ...input, Limit: nextLimit(needed, seen), ExclusiveStartKey: from }));
    const items = (page.Items ?? []) as Record<string, unknown>[];
    for (const item of items.slice(0, needed)) reports.push(toReport(item));
    seen.evaluated += page.ScannedCount ?? items.length;
    seen.matched += items.length;
    // A page that ends inside the items read resumes after its last report, not after what was read past it.
    if (items.length > needed) return { reports, lastKey: keyOf(items[needed - 1] as Record<string, unknown>, index) };
    if (!page.LastEvaluatedKey) return { reports };
    from = page.LastEvaluatedKey;
  }
  return { reports, lastKey: from };
}

/** Whether a report passes a list's filters (what listQuery asks of DynamoDB, for reports read by id). */
function passesFilter(report: Report, filter: ReportFilter): boolean {
  if (filter.statuses && !filter.statuses.includes(report.status)) return false;
  if (filter.createdFrom !== undefined && report.createdAt < filter.createdFrom) return false;
  if (filter.createdTo !== undefined && report.createdAt >= filter.createdTo) return false;
  if (filter.packageType !== undefined && report.packageType !== filter.packageType) return false;
  if (filter.paymentStatus !== undefined && report.paymentStatus !== filter.paymentStatus) return false;
  if (filter.overdueAt !== undefined && !isReportOverdue(report, new Date(filter.overdueAt))) return false;
  if (filter.unassigned && (report.assignedStaffIds?.length ?? 0) > 0) return false;
  return true;
}

/** Reads reports by id (one BatchGetItem for up to 100); missing ones are left out. */
async function reportsById(ids: readonly string[]): Promise<Map<string, Report>> {
  const items = await batchGetAll(dynamoDocumentClient(), tableName(), ids.map(reportKey), 'read the reports a search found');
  return new Map(items.map(toReport).map((report) => [report.id, report]));
}

/** Where a search reads: its organisation's word partition (table keys), or every organisation's (gsi1). */
function searchIndex(organizationId: string | null, word: string) {
  const bucket = word.slice(0, 2);
  return organizationId === null
    ? { index: 'gsi1' as const, partition: REPORT_WORD.keys.gsi1.pk.build({ bucket }) }
    : { index: 'table' as const, partition: REPORT_WORD.keys.table.pk.build({ organizationId, bucket }) };
}

/** A word search's index Query: the items of the word's partition whose word starts with it. */
function wordQuery(organizationId: string | null, word: string): QueryCommandInput {
  const { index, partition } = searchIndex(organizationId, word);
  return {
    TableName: tableName(),
    ...(index === 'table' ? {} : { IndexName: index }),
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :word)',
    ExpressionAttributeNames: { '#pk': KEY_ATTRIBUTES[index].pk, '#sk': KEY_ATTRIBUTES[index].sk },
    ExpressionAttributeValues: { ':pk': partition, ':word': word },
  };
}

/**
 * The search word to read the index by (mostSelectiveWord): with one word long enough, that word; with
 * several, the one with the fewest index items, as the word counts of their partitions say (one
 * BatchGetItem, whatever the words' counts). A word longer than the counted starts is counted by its first
 * COUNTED_WORD_START characters (at least as many items as the word has). A count out of step only makes
 * the page read more items than it could have: every item read is checked against every search word.
 */
async function chooseLeadWord(organizationId: string | null, search: readonly string[]): Promise<string | null> {
  const words = indexSearchWords(search);
  if (words.length <= 1) return words[0] ?? null;
  const partitions = [...new Set(words.map(bucketOf))].map((bucket) => ({ organizationId, bucket }));
  const stored = await readWordCounts(partitions);
  return mostSelectiveWord(
    words.map((word) => ({
      word,
      count: stored.get(wordCountsKey({ organizationId, bucket: bucketOf(word) }).sk)?.[word.slice(0, COUNTED_WORD_START)] ?? 0,
      complete: true,
    })),
  );
}

/**
 * Up to `limit` reports matching the search and the filters, from `startKey` on: the words starting with
 * the lead search word (chooseLeadWord), read backwards (by word, then newest first). A report with several
 * such words counts at the greatest of them only, so it appears once in the whole list.
 */
async function searchReports(
  query: ReportPageQuery & { search: readonly string[] },
  lead: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
): Promise<{ reports: Report[]; lastKey?: Record<string, unknown> }> {
  const { index } = searchIndex(query.organizationId, lead);
  const reports: Report[] = [];
  let from = startKey;
  let read = 0;
  while (reports.length < limit && read < MAX_SEARCH_READ) {
    // Twice what the page lacks at first (a report with several words starting with the lead is read once
    // for each); then as many as the share of items found so far suggests (other search words and filters
    // leave some out), so a search whose lead's items mostly fail its other words takes two reads, not ten.
    const needed = limit - reports.length;
    const estimate = read === 0 ? 2 * needed : reports.length === 0 ? 2 * read : Math.ceil((1.2 * needed * read) / reports.length);
    const page = await dynamoDocumentClient().send(
      new QueryCommand({
        ...wordQuery(query.organizationId, lead),
        ScanIndexForward: false,
        Limit: Math.min(MAX_SEARCH_READ - read, Math.max(estimate, 20)),
        ExclusiveStartKey: from,
      }),
    );
    const items = (page.Items ?? []) as Record<string, unknown>[];
    read += items.length;
    const found = items
      .map((item) => ({ item, word: REPORT_WORD.parse(item) }))
      .filter(({ word }) => {
        const starting = word.words.filter((candidate) => candidate.startsWith(lead)).sort();
        return starting[starting.length - 1] === word.word && matchesSearch(word.words, query.search);
      });
    const byId = found.length ? await reportsById(found.map(({ word }) => word.reportId)) : new Map<string, Report>();
    for (const { item, word } of found) {
      const report = byId.get(word.reportId);
      if (report && passesFilter(report, query)) reports.push(report);
      if (reports.length === limit) {
        const last = items.indexOf(item);
        if (last < items.length - 1 || page.LastEvaluatedKey) return { reports, lastKey: keyOf(item, index) };
        return { reports };
      }
    }
    if (!page.LastEvaluatedKey) return { reports };
    from = page.LastEvaluatedKey;
  }
  return { reports, lastKey: from };
}

/**
 * Where a page key resumes: the list's (`words` null) or the search's index, and for a search the word it
 * was read by, the one of `words` the key is bound to (else ValidationError).
 */
function resumeAt(
  after: string,
  organizationId: string | null,
  words: readonly string[] | null,
  keyBinding: (lead: string | null) => string,
): { lead: string | null; startKey: Record<string, unknown> } {
  if (words === null) {
    const list = listIndex(organizationId);
    return { lead: null, startKey: decodePageKey(after, list.partition, NOT_A_PAGE_KEY, { index: list.index, filter: keyBinding(null) }) };
  }
  for (const word of words) {
    const { index, partition } = searchIndex(organizationId, word);
    try {
      return { lead: word, startKey: decodePageKey(after, partition, NOT_A_PAGE_KEY, { index, filter: keyBinding(word) }) };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
    }
  }
  throw new ValidationError(NOT_A_PAGE_KEY);
}

/** What a page key is bound to: the query it was issued for, so another filter's, search's or order's key is refused. */
function bindingOf({ limit: _limit, after: _after, orderBy, ...query }: ReportPageQuery): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...query, orderBy: orderBy?.name ?? null }))
    .digest('base64url')
    .slice(0, 16);
}

/** The partition a list's page key must name. */
const OFFSET_PARTITION = 'ORDERED';

/** The searchable fields of a report, which its word items are built from. */
type Searchable = Pick<Report, 'id' | 'organizationId' | 'createdAt' | 'opponentName' | 'title' | 'opponentAbbreviation'>;
const SEARCHED_FIELDS = ['opponentName', 'title', 'opponentAbbreviation'] as const;

function wordItems(report: Searchable): Record<string, unknown>[] {
  const words = reportSearchWords(report);
  return indexedWords(words).map((word) =>
    REPORT_WORD.item(
      { organizationId: report.organizationId, bucket: word.slice(0, 2), word, createdAt: report.createdAt, reportId: report.id },
      { reportId: report.id, organizationId: report.organizationId, word, words },
    ),
  );
}

/**
 * Brings the report's word items from what `before` held to what `after` holds (null: no report): the words
 * no longer there are deleted, the others written anew (each carries every word of the report).
 */
async function moveWords(before: Searchable | null, after: Searchable | null): Promise<void> {
  const old = before ? wordItems(before) : [];
  const next = after ? wordItems(after) : [];
  const kept = new Set(next.map((item) => `${String(item.pk)}\n${String(item.sk)}`));
  const requests = [
    ...old
      .filter((item) => !kept.has(`${String(item.pk)}\n${String(item.sk)}`))
      .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
    ...next.map((item) => ({ PutRequest: { Item: item } })),
  ];
  await Promise.all([
    batchWriteAll(dynamoDocumentClient(), tableName(), requests, 'write the report search index'),
    moveWordCounts(before, after),
  ]);
}

/**
 * The longest word start the word counts keep. A search word is a prefix of the words it finds, so the
 * counts keep every start of an indexed word from MIN_SEARCH_WORD characters on, up to this many: a longer
 * search word is counted by its first six (as many items or more; few words share six characters and part
 * after them), and a word adds at most five counts.
 */
const COUNTED_WORD_START = 6;

/** The starts of an indexed word the counts keep: its first 2 to COUNTED_WORD_START characters. */
function countedStarts(word: string): string[] {
  const starts: string[] = [];
  for (let length = MIN_SEARCH_WORD; length <= Math.min(word.length, COUNTED_WORD_START); length++) starts.push(word.slice(0, length));
  return starts;
}

const bucketOf = (word: string) => word.slice(0, 2);

/** A partition of the search index: an organisation's (or every organisation's, null) words starting with `bucket`. */
interface IndexPartition {
  organizationId: string | null;
  bucket: string;
}

const wordCountsKey = ({ organizationId, bucket }: IndexPartition) =>
  REPORT_WORD_COUNTS.key({ scope: reportCountsScope(organizationId), bucket });

/** The partition a word counts item counts, from its sort key (`ALL#we`, `ORG#org-1#we`). */
function partitionOfCounts(sk: string): IndexPartition {
  const cut = sk.lastIndexOf('#');
  const scope = sk.slice(0, cut);
  return { organizationId: scope === reportCountsScope(null) ? null : scope.slice('ORG#'.length), bucket: sk.slice(cut + 1) };
}

/** The stored word counts of the partitions, by sort key (a partition without counts is left out). */
async function readWordCounts(partitions: readonly IndexPartition[]): Promise<Map<string, Record<string, number>>> {
  const items = await batchGetAll(dynamoDocumentClient(), tableName(), partitions.map(wordCountsKey), 'read the search word counts');
  return new Map(items.map((item) => [String(item.sk), REPORT_WORD_COUNTS.parse(item)]));
}

/**
 * What a report's word items add to the word counts (`sign` 1) or take from them (-1): one for each counted
 * start of each of its indexed words, in its organisation's partition and in every organisation's.
 */
function addWordStarts(into: Map<string, IndexPartition & { deltas: Map<string, number> }>, report: Searchable, sign: 1 | -1): void {
  for (const organizationId of [report.organizationId, null]) {
    for (const word of indexedWords(reportSearchWords(report))) {
      const partition = { organizationId, bucket: bucketOf(word) };
      const key = wordCountsKey(partition).sk;
      const entry = into.get(key) ?? { ...partition, deltas: new Map<string, number>() };
      into.set(key, entry);
      for (const start of countedStarts(word)) entry.deltas.set(start, (entry.deltas.get(start) ?? 0) + sign);
    }
  }
}

/** Moves the word counts of each partition a report's words move in, from what `before` held to what `after` holds. */
async function moveWordCounts(before: Searchable | null, after: Searchable | null): Promise<void> {
  const moves = new Map<string, IndexPartition & { deltas: Map<string, number> }>();
  if (before) addWordStarts(moves, before, -1);
  if (after) addWordStarts(moves, after, 1);
  await Promise.all(
    [...moves.values()].map((partition) =>
      addToWordCounts(
        partition,
        [...partition.deltas].filter(([, delta]) => delta !== 0),
      ),
    ),
  );
}

/** The most counts one UpdateItem moves (an update expression holds at most 4 KB). */
const COUNTS_AT_ONCE = 100;

/** Adds to the partition's word counts (ADD: the counts item is made by its first write). */
async function addToWordCounts(partition: IndexPartition, deltas: readonly (readonly [string, number])[]): Promise<void> {
  for (let i = 0; i < deltas.length; i += COUNTS_AT_ONCE) {
    const chunk = deltas.slice(i, i + COUNTS_AT_ONCE);
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: wordCountsKey(partition),
        UpdateExpression: `ADD ${chunk.map((_, j) => `#c${j} :c${j}`).join(', ')} SET #type = :type`,
        ExpressionAttributeNames: {
          '#type': ENTITY_TYPE_ATTRIBUTE,
          ...Object.fromEntries(chunk.map(([start], j) => [`#c${j}`, `${WORD_COUNT_ATTRIBUTE}${start}`])),
        },
        ExpressionAttributeValues: {
          ':type': REPORT_WORD_COUNTS.type,
          ...Object.fromEntries(chunk.map(([, delta], j) => [`:c${j}`, delta])),
        },
      }),
    );
  }
}

/** How many of the partition's word items start with each counted start: its word items read (their word only). */
async function countWordItems({ organizationId, bucket }: IndexPartition): Promise<Map<string, number>> {
  const { index, partition } = searchIndex(organizationId, bucket);
  const items = await queryAll(dynamoDocumentClient(), {
    TableName: tableName(),
    ...(index === 'table' ? {} : { IndexName: index }),
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': KEY_ATTRIBUTES[index].pk, '#word': 'word' },
    ExpressionAttributeValues: { ':pk': partition },
    ProjectionExpression: '#word',
  });
  const counts = new Map<string, number>();
  for (const item of items) for (const start of countedStarts(String(item.word))) counts.set(start, (counts.get(start) ?? 0) + 1);
  return counts;
}

/**
 * Brings the partition's stored word counts (null: it has none) to what its word items say: whether they
 * differed (with dryRun nothing is written). Counts the partition never had are written only if still absent
 * (two reports of one batch may find the same partition without counts); stored ones are moved by the
 * difference (ADD), so a write's move that lands meanwhile is kept.
 */
async function mendPartitionCounts(partition: IndexPartition, stored: Record<string, number> | null, dryRun: boolean): Promise<boolean> {
  const wanted = await countWordItems(partition);
  const starts = new Set([...wanted.keys(), ...Object.keys(stored ?? {})]);
  const differences = [...starts]
    .map((start) => [start, (wanted.get(start) ?? 0) - (stored?.[start] ?? 0)] as const)
    .filter(([, difference]) => difference !== 0);
  if (differences.length === 0) return false;
  if (dryRun) return true;
  if (stored) {
    await addToWordCounts(partition, differences);
    return true;
  }
  const counts = Object.fromEntries([...wanted].map(([start, count]) => [`${WORD_COUNT_ATTRIBUTE}${start}`, count]));
  try {
    await dynamoDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: REPORT_WORD_COUNTS.item({ scope: reportCountsScope(partition.organizationId), bucket: partition.bucket }, counts),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/**
 * Establishes the word counts of the report's partitions of the index that have none: how many it wrote (a
 * dry run, which has not written the report's word items, counts every such partition: the report's words
 * will be in it).
 */
async function mendMissingWordCounts(report: Searchable, dryRun: boolean): Promise<number> {
  const partitions = new Map<string, IndexPartition & { deltas: Map<string, number> }>();
  addWordStarts(partitions, report, 1);
  const stored = await readWordCounts([...partitions.values()]);
  const missing = [...partitions.entries()].filter(([sk]) => !stored.has(sk)).map(([, partition]) => partition);
  if (dryRun) return missing.length;
  const written = await Promise.all(missing.map((partition) => mendPartitionCounts(partition, null, dryRun)));
  return written.filter(Boolean).length;
}

/**
 * Writes the report's word items that are missing, or hold other words than the report has (a report stored
 * before the index existed has none): how many it wrote, or with `dryRun` would write.
 */
async function mendWords(report: Searchable, dryRun: boolean): Promise<number> {
  const wanted = wordItems(report);
  const identity = (item: Record<string, unknown>) => `${String(item.pk)}\n${String(item.sk)}\n${JSON.stringify(item.words)}`;
  const stored = await batchGetAll(
    dynamoDocumentClient(),
    tableName(),
    wanted.map((item) => ({ pk: item.pk, sk: item.sk })),
    'read the report search index',
  );
  const inStep = new Set(stored.map(identity));
  const missing = wanted.filter((item) => !inStep.has(identity(item)));
  if (!dryRun) {
    await batchWriteAll(
      dynamoDocumentClient(),
      tableName(),
      missing.map((item) => ({ PutRequest: { Item: item } })),
      'write the report search index',
    );
  }
  return missing.length;
}

const zeroCounts = (): ReportCounts => Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0])) as ReportCounts;

/**
 * Moves the report counts of the report's organisation and of all organisations. Counts that were never
 * established (see countByStatus) are left absent: the first reader establishes them.
 */
async function moveCounts(organizationId: string, deltas: Partial<Record<ReportStatus, number>>): Promise<void> {
  const changes = Object.fromEntries(Object.entries(deltas).filter(([, delta]) => delta !== 0));
  if (Object.keys(changes).length === 0) return;
  await Promise.all(
    [reportCountsScope(organizationId), reportCountsScope(null)].map((scope) =>
      addToCounters(dynamoDocumentClient(), tableName(), REPORT_COUNTS.key({ scope }), changes as Record<string, number>),
    ),
  );
}

/** The counts a status change moves: one from the old status, one to the new. */
function statusChange(from: ReportStatus | null, to: ReportStatus | null): Partial<Record<ReportStatus, number>> {
  const deltas: Partial<Record<ReportStatus, number>> = {};
  if (from) deltas[from] = (deltas[from] ?? 0) - 1;
  if (to) deltas[to] = (deltas[to] ?? 0) + 1;
  return deltas;
}

/** The fields whose change can move a report into, out of, or along the paid reports' queue. */
const PAID_QUEUE_FIELDS = ['status', 'paymentStatus', 'packageType', 'timerStartedAt', 'timerExpiresAt'] as const;

export interface ReportSeed {
  report: Report;
  cardSeq: number;
  cardsComplete: number;
  cardsFilled?: number;
}

/**
 * Reports, and their counts by status per organisation and overall, so the dashboard's summary and totals
 * need not read every report. The counts move after each write of a report (DynamoDB's transactions are not
 * available on the embedded DynamoDB, so a process dying between the two writes leaves them one off). The
 * search index's word counts move beside its word items in the same way; one left out of step only makes a
 * search of several words read more items than it could have (never find other reports), and the backfill
 * counts them again.
 */
export function createDynamoReportStore(): ReportStore & { seed(seed: ReportSeed): Promise<void> } {
  const client = dynamoDocumentClient;
  return {
    async get(id) {
      const result = await client().send(new GetCommand({ TableName: tableName(), Key: reportKey(id) }));
      return result.Item ? toReport(result.Item) : null;
    },

    async listPage(query) {
      const binding = bindingOf(query);
      const { limit, after, orderBy, search, ...filter } = query;
      const words = search ? indexSearchWords(search) : [];
      if (search && words.length === 0) throw new ValidationError(SEARCH_TOO_SHORT);
      // A page key of a search of several words is bound to the word it was read by too: a later page reads
      // that word's index wherever the counts have moved since (another word's key would be refused).
      const keyBinding = (lead: string | null) => (lead !== null && words.length > 1 ? `${binding}#${lead}` : binding);
      const keyed = after && !orderBy ? resumeAt(after, filter.organizationId, search ? words : null, keyBinding) : undefined;
      if (filter.statuses?.length === 0) return { reports: [], nextKey: null };
      const lead = search ? (keyed?.lead ?? (await chooseLeadWord(filter.organizationId, search))) : null;
      const read = (count: number, from: Record<string, unknown> | undefined) =>
        lead !== null && search ? searchReports({ ...query, search }, lead, count, from) : readReports(listQuery(filter), count, from);
      if (!orderBy) {
        const page = await read(limit, keyed?.startKey);
        return { reports: page.reports, nextKey: encodePageKey(page.lastKey, keyBinding(lead)) };
      }
      // Another order: the first `max` matches are read and ordered, and a page key is a position in them.
      const offset = after ? Number(decodePageKey(after, OFFSET_PARTITION, NOT_A_PAGE_KEY, { index: 'table', filter: binding }).sk) : 0;
      if (!Number.isInteger(offset) || offset < 0) throw new ValidationError(NOT_A_PAGE_KEY);
      const ordered = (await read(orderBy.max, undefined)).reports.sort(orderBy.compare);
      const end = offset + limit;
      return {
        reports: ordered.slice(offset, end),
        nextKey: end < ordered.length ? encodePageKey({ pk: OFFSET_PARTITION, sk: String(end) }, binding) : null,
      };
    },

    async count(filter) {
      if (filter.statuses?.length === 0) return 0;
      const input = listQuery(filter);
      let total = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client().send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: startKey }));
        total += page.Count ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return total;
    },

    /**
     * Reads the counts item of the scope. The first time a scope is asked for (a new table, or reports written
     * before counts were kept), its counts are established from one read of the reports' statuses.
     */
    async countByStatus(organizationId) {
      const key = REPORT_COUNTS.key({ scope: reportCountsScope(organizationId) });
      const stored = await client().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
      if (stored.Item) return REPORT_COUNTS.parse(stored.Item);
      const counts = zeroCounts();
      const { index, partition } = listIndex(organizationId);
      const statuses = await queryAll(client(), {
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': KEY_ATTRIBUTES[index].pk, '#status': 'status' },
        ExpressionAttributeValues: { ':pk': partition },
        ProjectionExpression: '#status',
      });
      for (const item of statuses) {
        const status = item.status as ReportStatus;
        if (status in counts) counts[status] += 1;
      }
      try {
        await client().send(
          new PutCommand({
            TableName: tableName(),
            Item: REPORT_COUNTS.item({ scope: reportCountsScope(organizationId) }, counts),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return counts;
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
      const established = await client().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
      return REPORT_COUNTS.parse(established.Item ?? {});
    },

    async listPaid(query) {
      const ids = await listPaidReportIds(query);
      const reports = await Promise.all(ids.items.map((id) => this.get(id)));
      // A report deleted between the two reads is left out.
      return { items: reports.filter((report): report is Report => report !== null), nextKey: ids.nextKey };
    },

    async listAll() {
      const { index, partition } = listIndex(null);
      const items = await queryAll(client(), {
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${KEY_ATTRIBUTES[index].pk} = :pk`,
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
      });
      return items.map(toReport);
    },

    async create(report) {
      try {
        await client().send(
          new PutCommand({
            TableName: tableName(),
            Item: reportItem(report, { cardSeq: 0, cardsComplete: 0, cardsFilled: 0 }),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) throw new ConflictError('A report with this id already exists');
        throw err;
      }
      await Promise.all([moveCounts(report.organizationId, statusChange(null, report.status)), moveWords(null, report)]);
      await syncPaidReport(null, report, report.id);
    },

    /** Demo data: a report with its counters as they would be after its cards were created. */
    async seed({ report, cardSeq, cardsComplete, cardsFilled }) {
      const result = await client().send(
        new PutCommand({
          TableName: tableName(),
          Item: reportItem(report, { cardSeq, cardsComplete, cardsFilled: cardsFilled ?? 0 }),
          ReturnValues: 'ALL_OLD',
        }),
      );
      const replaced = result.Attributes ? toReport(result.Attributes) : null;
      if (replaced) await moveCounts(replaced.organizationId, statusChange(replaced.status, null));
      await Promise.all([moveCounts(report.organizationId, statusChange(null, report.status)), moveWords(replaced, report)]);
      await syncPaidReport(replaced, report, report.id);
    },

    async update(id, expectedVersion, changes) {
      // A status change moves the counts, a change of a searched field the search index: what they move from
      // is read first, and the write only goes ahead if it is still that (and the version the expected one).
      // A change of what makes a report paid, or of its timer, moves its place in the paid reports' queue:
      // that is read first too.
      const searched = SEARCHED_FIELDS.filter((field) => changes[field] !== undefined);
      let before: Report | null = null;
      const movesQueue = PAID_QUEUE_FIELDS.some((name) => changes[name] !== undefined);
      if (changes.status !== undefined || movesQueue || searched.length > 0) {
        const current = await client().send(new GetCommand({ TableName: tableName(), Key: reportKey(id), ConsistentRead: true }));
        before = current.Item ? toReport(current.Item) : null;
      }
      const unchanged: Record<string, unknown> = {};
      if (before) unchanged.status = before.status;
      if (before) for (const field of searched) unchanged[field] = before[field];
      const updated = toReport(
        await updateVersioned(client(), {
          table: tableName(),
          key: reportKey(id),
          expectedVersion,
          changes,
          entity: 'report',
          ...(Object.keys(unchanged).length ? { unchanged } : {}),
        }),
      );
      if (before && before.status !== updated.status) await moveCounts(updated.organizationId, statusChange(before.status, updated.status));
      if (before && SEARCHED_FIELDS.some((field) => before[field] !== updated[field])) await moveWords(before, updated);
      if (before) await syncPaidReport(before, updated, id);
      return updated;
    },

    async delete(id) {
      // The report item goes first, and only the call that removed it moves the counts.
      const removed = await client().send(new DeleteCommand({ TableName: tableName(), Key: reportKey(id), ReturnValues: 'ALL_OLD' }));
      await deletePartition(client(), tableName(), reportKey(id).pk);
      // Only what the counts need is read, so a malformed report can still be deleted (it was never counted).
      const counted = REPORT.schema.pick({ organizationId: true, status: true }).safeParse(removed.Attributes);
      if (counted.success) await moveCounts(counted.data.organizationId, statusChange(counted.data.status, null));
      const searched = REPORT.schema
        .pick({ id: true, organizationId: true, createdAt: true, opponentName: true, title: true, opponentAbbreviation: true })
        .safeParse(removed.Attributes);
      if (searched.success) await moveWords(searched.data, null);
    },

    async mendIndexes(report, { dryRun }) {
      // The counts are established from the word items, so after those are mended.
      const words = mendWords(report, dryRun).then(async (reportWords) => ({
        reportWords,
        reportWordCounts: await mendMissingWordCounts(report, dryRun),
      }));
      const [mended, paid] = await Promise.all([words, mendPaidReport(report, dryRun)]);
      return { ...mended, paidReports: paid ? 1 : 0 };
    },

    async wordCountsPage({ limit, lastKey }) {
      const partition = REPORT_WORD_COUNTS.keys.table.pk.build({});
      const page = await queryPage(
        client(),
        { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition } },
        { index: 'table', partition, limit, ...(lastKey ? { lastKey } : {}), filter: 'word-counts' },
      );
      return {
        items: page.items.map((item) => ({ ...partitionOfCounts(String(item.sk)), counts: REPORT_WORD_COUNTS.parse(item) })),
        nextKey: page.nextKey,
      };
    },

    mendWordCounts: ({ organizationId, bucket, counts }: ReportWordCounts, { dryRun }) =>
      mendPartitionCounts({ organizationId, bucket }, counts, dryRun),

    async recordView(id, at) {
      const result = await addToCounters(client(), tableName(), reportKey(id), { viewCount: 1 }, { lastViewedAt: at });
      if (!result) throw new NotFoundError('Report not found');
      return { viewCount: Number(result.viewCount), lastViewedAt: String(result.lastViewedAt) };
    },
    async nextCardNumber(id) {
      const result = await addToCounters(client(), tableName(), reportKey(id), { cardSeq: 1 });
      if (!result) throw new NotFoundError('Report not found');
      return Number(result.cardSeq);
    },
    async adjustCardCounts(id, delta) {
      const deltas: Record<string, number> = {};
      if (delta.total) deltas.cardsCount = delta.total;
      if (delta.complete) deltas.cardsComplete = delta.complete;
      if (delta.filled) deltas.cardsFilled = delta.filled;
      if (Object.keys(deltas).length === 0) return null;
      const stored = await addToCounters(client(), tableName(), reportKey(id), deltas, {}, 'ALL_NEW');
      return stored ? toReport(stored) : null;
    },
  };
}

export function createDynamoAssignmentStore(): AssignmentStore {
  return {
    async list(reportId) {
      const items = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': ASSIGNMENT.keys.table.pk.build({ reportId }), ':prefix': ASSIGNMENT.keys.table.sk.prefix },
      });
      return items.map((item) => ASSIGNMENT.parse(item));
    },
    /**
     * The assignment, then the staff id on the report (its list's assignee and 'unassigned' filter). Two writes
     * (the embedded DynamoDB has no transactions); both are idempotent, so assigning again mends a half-done one.
     */
    async put(assignment) {
      await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: ASSIGNMENT.item(assignment, assignment) }));
      await dynamoDocumentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: reportKey(assignment.reportId),
          UpdateExpression: 'ADD #assigned :staff',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#assigned': 'assignedStaffIds' },
          ExpressionAttributeValues: { ':staff': new Set([assignment.userId]) },
        }),
      );
    },
  };
}
