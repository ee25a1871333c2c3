import { z } from 'zod';
import {
  auditEventSchema,
  cardActivitySchema,
  cardSchema,
  CONCEPT_TYPES,
  DEVELOPMENT_TASK_STATUSES,
  IMPORT_STATUSES,
  metricRulesInputSchema,
  paymentSchema,
  PROCESSING_MODES,
  processingLogEntrySchema,
  REPORT_STATUSES,
  reportSchema,
} from '@scout/shared/domain';
import { BREAKDOWN_EXTENSIONS } from '../../processing/zip-entry-rules';
import { KEY_ATTRIBUTES, type KeyIndexName } from './table-definition';

/**
 * Every item Scout stores, declared once: its entity type, how each of its keys (pk/sk and the gsi1/gsi2 pairs)
 * is built from its fields, the zod schema of what is stored beside the keys, and the access patterns that
 * read it. The adapters build keys and parse items only through these declarations, and the access-pattern
 * table in lambdas/README.md is rendered from them (a unit test fails when the two differ).
 */

/** One field of a key: its name and how its value is written into the key. */
interface KeyField<N extends string> {
  name: N;
  write(value: string | number): string;
  /** How the field reads in the documentation, e.g. `{username, lower case}`. */
  label: string;
}

/** The field's value as it is. */
export const field = <N extends string>(name: N): KeyField<N> => ({ name, write: String, label: `{${name}}` });
/** The field in lower case (look-ups that ignore case). */
const lowerCase = <N extends string>(name: N): KeyField<N> => ({
  name,
  write: (value) => String(value).toLowerCase(),
  label: `{${name}, lower case}`,
});
/** A number zero-padded to `width` digits, so keys sort in number order. */
const padded = <N extends string>(name: N, width: number): KeyField<N> => ({
  name,
  write: (value) => String(value).padStart(width, '0'),
  label: `{${name}, ${width} digits}`,
});
/** One of a few values, each written as a fixed word. */
const oneOf = <N extends string>(name: N, words: Record<string, string>): KeyField<N> => ({
  name,
  write: (value) => {
    const word = words[String(value)];
    if (!word) throw new Error(`${name} ${String(value)} has no key word`);
    return word;
  },
  label: `{${Object.values(words).join(' or ')}}`,
});
/** A field whose documentation says what it holds. */
const described = <N extends string>(name: N, label: string): KeyField<N> => ({ name, write: String, label: `{${label}}` });

type KeyValuesOf<N extends string> = Record<N, string | number>;

export interface KeyTemplate<N extends string> {
  build(values: KeyValuesOf<N>): string;
  /** The fixed text before the first field: what a begins_with condition on this key compares. */
  readonly prefix: string;
  /** The template as documented, e.g. `USER#{id}`. */
  readonly label: string;
}

/** A key template written as a tagged template: key`USER#${field('id')}`. */
export function key<const F extends readonly KeyField<string>[]>(
  strings: TemplateStringsArray,
  ...fields: F
): KeyTemplate<F[number]['name']> {
  return {
    build: (values) =>
      strings.reduce((text, part, i) => text + part + (fields[i] ? fields[i].write(values[fields[i].name as F[number]['name']]) : ''), ''),
    prefix: strings[0] ?? '',
    label: strings.reduce((text, part, i) => text + part + (fields[i]?.label ?? ''), ''),
  };
}

export { KEY_ATTRIBUTES };
export type IndexName = KeyIndexName;

/** The attribute every item carries to say which entity it is. */
export const ENTITY_TYPE_ATTRIBUTE = 'entityType';

interface KeyPair<N extends string = string> {
  pk: KeyTemplate<N>;
  sk: KeyTemplate<N>;
}

export type EntityKeys = { table: KeyPair } & Partial<Record<'gsi1' | 'gsi2', KeyPair>>;

/** The fields a key template, or a pair of them, is built from. */
type TemplateFields<T> = T extends KeyTemplate<infer N> ? N : never;
type PairFields<P> = P extends KeyPair ? TemplateFields<P['pk']> | TemplateFields<P['sk']> : never;
type KeyValues<N extends string> = Record<N, string | number>;

/** How a pattern's Query (or GetItem) narrows the sort key. */
export type SortCondition = 'equals' | 'begins_with' | 'range' | 'any';

export interface AccessPattern {
  /** What the screen or job reads, in words. */
  description: string;
  index: IndexName;
  sort: SortCondition;
  /** How the items come back, when it matters. */
  order?: string;
}

export interface EntityDefinition<S extends z.ZodType, K extends EntityKeys> {
  type: string;
  /** What is stored beside the keys (unknown attributes are dropped on read). */
  schema: S;
  keys: K;
  patterns: Record<string, AccessPattern>;
}

/** A stored item that does not have the shape its entity declares. */
export class MalformedItemError extends Error {
  override name = 'MalformedItemError';
}

export interface Entity<S extends z.ZodType, K extends EntityKeys> extends EntityDefinition<S, K> {
  /** The item's primary key. */
  key(values: KeyValues<PairFields<K['table']>>): { pk: string; sk: string };
  /** Every key attribute of the item (table and indexes) and its entity type. */
  keyAttributes(values: KeyValues<PairFields<K[keyof K]>>): Record<string, string>;
  /** The stored attributes after the item's keys and entity type, ready for a Put. */
  item(values: KeyValues<PairFields<K[keyof K]>>, attributes: object): Record<string, unknown>;
  /** Parses a stored item: its entity type and its attributes must match the declaration. */
  parse(item: Record<string, unknown>): z.infer<S>;
}

function describeItem(item: Record<string, unknown>): string {
  return typeof item.pk === 'string' ? `${item.pk} / ${String(item.sk)}` : 'without a key';
}

function defineEntity<S extends z.ZodType, const K extends EntityKeys>(definition: EntityDefinition<S, K>): Entity<S, K> {
  const pairs = Object.entries(definition.keys) as [IndexName, KeyPair][];
  return {
    ...definition,
    key: (values) => ({ pk: definition.keys.table.pk.build(values), sk: definition.keys.table.sk.build(values) }),
    keyAttributes(values) {
      const attributes: Record<string, string> = {};
      for (const [index, pair] of pairs) {
        attributes[KEY_ATTRIBUTES[index].pk] = pair.pk.build(values);
        attributes[KEY_ATTRIBUTES[index].sk] = pair.sk.build(values);
      }
      attributes[ENTITY_TYPE_ATTRIBUTE] = definition.type;
      return attributes;
    },
    item(values, attributes) {
      return { ...this.keyAttributes(values), ...attributes };
    },
    parse(item) {
      const where = `Stored ${definition.type} item ${describeItem(item)}`;
      if (item[ENTITY_TYPE_ATTRIBUTE] !== definition.type) {
        throw new MalformedItemError(`${where} has entity type ${JSON.stringify(item[ENTITY_TYPE_ATTRIBUTE])}, not ${definition.type}`);
      }
      const parsed = definition.schema.safeParse(item);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`).join('; ');
        throw new MalformedItemError(`${where} is malformed: ${problems}`);
      }
      return parsed.data;
    },
  };
}

const numberSet = z.instanceof(Set<number>);

export const userItemSchema = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  email: z.string(),
  name: z.string(),
  passwordHash: z.string(),
  organizationId: z.string().min(1),
  role: z.string(),
  isDemoAccount: z.boolean(),
  createdAt: z.string(),
  tokenVersion: z.number().int().optional(),
  disabled: z.boolean().optional(),
  /** Bumped by every edit staff make (absent on users stored before: read as 0). */
  version: z.number().int().min(0).optional(),
  updatedAt: z.string().optional(),
  lastSignInAt: z.string().optional(),
  mustChangePassword: z.boolean().optional(),
  temporaryPasswordExpiresAt: z.string().optional(),
  mfa: z.object({ secret: z.string().min(1), enabledAt: z.string(), recoveryCodeHashes: z.array(z.string()) }).optional(),
  pendingMfaSecret: z.string().optional(),
  mfaLastStep: z.number().int().optional(),
});

/** A user as User Management lists them: the profile without the password hash or second-factor secrets. */
export const userEntryItemSchema = userItemSchema.omit({ passwordHash: true, mfa: true, pendingMfaSecret: true, mfaLastStep: true });

export const organizationItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  isInternal: z.boolean(),
  isPackagePaid: z.boolean(),
  createdAt: z.string(),
});

/**
 * A report as stored: the report without its derived completion, and the counters kept beside it (cardSeq,
 * the last card number handed out; cardsComplete; cardsFilled; views; the claim of the last import's card numbers).
 */
export const reportItemSchema = reportSchema.omit({ completionPercentage: true }).extend({
  /** A string set (an assignment ADDs its staff id), read as a sorted list. */
  assignedStaffIds: z.preprocess(
    (value) => (value instanceof Set ? [...(value as Set<string>)].sort() : (value ?? [])),
    z.array(z.string()),
  ),
  cardSeq: z.number().int().min(0).default(0),
  cardsComplete: z.number().int().min(0).default(0),
  /** Cards whose breakdown is filled in (isPlayBrokenDown): a free report's completion. */
  cardsFilled: z.number().int().min(0).default(0),
  viewCount: z.number().int().min(0).optional(),
  lastViewedAt: z.string().optional(),
  lastImportBase: z.number().int().min(0).optional(),
  lastImportClaim: z.string().optional(),
});

/** How many reports a scope (one organisation, or all of them) holds in each status. */
export const reportCountsItemSchema = z.object(
  Object.fromEntries(REPORT_STATUSES.map((status) => [status, z.number().int().default(0)])) as Record<
    (typeof REPORT_STATUSES)[number],
    z.ZodDefault<z.ZodNumber>
  >,
);

export const assignmentItemSchema = z.object({
  reportId: z.string().min(1),
  userId: z.string().min(1),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  assignedAt: z.string(),
  assignedBy: z.string(),
});

export const importItemSchema = z.object({
  reportId: z.string().min(1),
  organizationId: z.string().min(1),
  importId: z.string().min(1),
  mode: z.enum(PROCESSING_MODES),
  zipKey: z.string(),
  zipSize: z.number(),
  status: z.enum(IMPORT_STATUSES),
  step: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  clipsTotal: z.number().int().min(0),
  cardNumberBase: z.number().int().min(0).nullable(),
  breakdownFiles: z.array(z.object({ entryName: z.string(), fileName: z.string(), format: z.enum(BREAKDOWN_EXTENSIONS) })),
  inflatedBytes: z.number().min(0).default(0),
  /** Card numbers of the clips done, failed, and already counted in inflatedBytes (ADD to a set is idempotent). */
  doneClips: numberSet.optional(),
  failedClips: numberSet.optional(),
  inflatedBy: numberSet.optional(),
});

export const loginLimitItemSchema = z.object({
  failures: z.number().int().min(0).default(0),
  windowEndsAt: z.number().default(0),
  lockedUntil: z.number().optional(),
  expiresAt: z.number().optional(),
});

export const USER = defineEntity({
  type: 'User',
  schema: userItemSchema,
  keys: {
    table: { pk: key`USER#${field('id')}`, sk: key`PROFILE` },
    gsi1: { pk: key`USERNAME#${lowerCase('username')}`, sk: key`USER` },
    gsi2: { pk: key`EMAIL#${lowerCase('email')}`, sk: key`USER` },
  },
  patterns: {
    byId: { description: 'a user by id', index: 'table', sort: 'equals' },
    byUsername: { description: 'a user by username (sign-in)', index: 'gsi1', sort: 'equals' },
    byEmail: { description: 'a user by e-mail (sign-in)', index: 'gsi2', sort: 'equals' },
  },
});

/**
 * Everyone who can sign in, one item each in one partition (the profile without its password hash): User
 * Management reads a page's people from here by id, after the listing or the word index chose them.
 */
export const USER_ENTRY = defineEntity({
  type: 'UserEntry',
  schema: userEntryItemSchema,
  keys: { table: { pk: key`PEOPLE`, sk: key`USER#${field('id')}` } },
  patterns: {
    byId: { description: "a page's people by id (User Management, Internal Users)", index: 'table', sort: 'equals' },
    every: { description: 'every person, a batch at a time by key (the backfill after an upgrade)', index: 'table', sort: 'begins_with' },
  },
});

/** What a person's listing and word items carry beside their keys, so filters need not read the person. */
const personIndexItemSchema = z.object({
  userId: z.string().min(1),
  organizationId: z.string().min(1),
  userType: z.enum(['internal', 'external']),
  disabled: z.boolean(),
});

/** A person's place in the lists: their name (lower case, accents removed), then their id. */
const personSortKey = key`${described('nameKey', 'name, lower case')}#${field('userId')}`;

/**
 * User Management's lists by name: two items per person, one under status ANY and one under their own status
 * (ACTIVE or DISABLED), each listed for everyone (table keys), for their type (gsi1) and for their
 * organisation (gsi2). So every filter of organisation, type and status reads one partition a page at a time,
 * whatever the number of people. Every write of a person writes their items anew.
 */
export const USER_LISTING = defineEntity({
  type: 'UserListing',
  schema: personIndexItemSchema,
  keys: {
    table: { pk: key`PEOPLE#${described('status', 'ANY, ACTIVE or DISABLED')}`, sk: personSortKey },
    gsi1: { pk: key`PEOPLE#${described('status', 'ANY, ACTIVE or DISABLED')}#TYPE#${field('userType')}`, sk: personSortKey },
    gsi2: { pk: key`PEOPLE#${described('status', 'ANY, ACTIVE or DISABLED')}#ORG#${field('organizationId')}`, sk: personSortKey },
  },
  patterns: {
    all: {
      description: 'everyone who can sign in, a page at a time (status as a partition)',
      index: 'table',
      sort: 'any',
      order: 'name order',
    },
    byType: { description: 'internal staff or coaches, a page at a time', index: 'gsi1', sort: 'any', order: 'name order' },
    byOrganization: {
      description: "an organisation's people, a page at a time (Internal Users: organisation internal)",
      index: 'gsi2',
      sort: 'any',
      order: 'name order',
    },
  },
});

/**
 * User Management's search index: one item per word of a person's name, username and e-mail (searchWords), in
 * the partition of the word's first two characters. A search reads the words starting with its longest word
 * (begins_with on the sort key), filters by the other words, organisation, type and status on the item, and
 * reads the people it keeps by id. Every write of a person writes their words anew.
 */
export const USER_WORD = defineEntity({
  type: 'UserWord',
  schema: personIndexItemSchema.extend({
    word: z.string(),
    /** Every searchable word of the person, so other search words are checked without reading them. */
    words: z.array(z.string()),
  }),
  keys: {
    table: {
      pk: key`USERWORDS#${described('bucket', 'first two characters of word')}`,
      sk: key`${field('word')}#${described('nameKey', 'name, lower case')}#${field('userId')}`,
    },
  },
  patterns: {
    search: {
      description: 'people with a word starting with a search word (User Management, the staff pickers)',
      index: 'table',
      sort: 'begins_with',
      order: 'by word, then name',
    },
  },
});

/**
 * A username or an e-mail address held by one user: written (conditionally) before the user, so two people
 * can never hold the same one. A claim whose holder no longer uses it is taken over.
 */
export const LOGIN_NAME = defineEntity({
  type: 'LoginName',
  schema: z.object({ userId: z.string().min(1) }),
  keys: { table: { pk: key`LOGINNAME#${oneOf('kind', { username: 'USERNAME', email: 'EMAIL' })}#${lowerCase('value')}`, sk: key`CLAIM` } },
  patterns: { byValue: { description: 'the user holding a username or an e-mail address', index: 'table', sort: 'equals' } },
});

/** Each user also has a membership item in the organisation's partition, so its people are one Query away. */
export const MEMBERSHIP = defineEntity({
  type: 'Membership',
  schema: z.object({ userId: z.string().min(1) }),
  keys: { table: { pk: key`ORG#${field('organizationId')}`, sk: key`USER#${field('userId')}` } },
  patterns: {
    members: { description: "an organisation's people", index: 'table', sort: 'begins_with' },
  },
});

export const ORGANIZATION = defineEntity({
  type: 'Organization',
  schema: organizationItemSchema,
  keys: {
    table: { pk: key`ORG#${field('id')}`, sk: key`PROFILE` },
    gsi1: { pk: key`ORGANIZATIONS`, sk: key`${field('id')}` },
  },
  patterns: {
    byId: { description: 'an organisation by id', index: 'table', sort: 'equals' },
    all: { description: 'every organisation (the organisation picker of User Management)', index: 'gsi1', sort: 'any' },
  },
});

/** The sort key of the report lists: the creation time first, so a date range is a key range. */
const reportListSortKey = key`${field('createdAt')}#${field('id')}`;

export const REPORT = defineEntity({
  type: 'Report',
  schema: reportItemSchema,
  keys: {
    table: { pk: key`REPORT#${field('id')}`, sk: key`REPORT` },
    gsi1: { pk: key`ORG#${field('organizationId')}#REPORTS`, sk: reportListSortKey },
    gsi2: { pk: key`REPORTS`, sk: reportListSortKey },
  },
  patterns: {
    byId: { description: 'a report by id', index: 'table', sort: 'equals' },
    byOrganization: {
      description: "an organisation's reports, created in a date range (status as a filter)",
      index: 'gsi1',
      sort: 'range',
      order: 'newest first',
    },
    all: {
      description: 'every report, created in a date range (staff; status as a filter)',
      index: 'gsi2',
      sort: 'range',
      order: 'newest first',
    },
  },
});

/**
 * A paid report's place in the paid-reports queue, kept in the report's partition (deleting the report takes
 * it along) and written by every report write that changes whether it is paid or when its timer runs out.
 * `queue` orders the work: open reports (0) before completed ones (1), each by timer expiry (least time left
 * first, those run out at the top), reports without a running timer (~) last.
 */
export const PAID_REPORT = defineEntity({
  type: 'PaidReport',
  schema: z.object({ reportId: z.string().min(1), organizationId: z.string().min(1), queue: z.string().min(1) }),
  keys: {
    table: { pk: key`REPORT#${field('reportId')}`, sk: key`PAID` },
    gsi1: {
      pk: key`ORG#${field('organizationId')}#PAIDREPORTS`,
      sk: key`${described('queue', '0 open or 1 completed, #, timer expiry or ~')}#${field('reportId')}`,
    },
    gsi2: { pk: key`PAIDREPORTS`, sk: key`${described('queue', '0 open or 1 completed, #, timer expiry or ~')}#${field('reportId')}` },
  },
  patterns: {
    byOrganization: {
      description: "an organisation's paid reports, a page at a time (open ones' running timers: a key range)",
      index: 'gsi1',
      sort: 'range',
      order: 'open first, least time left first',
    },
    all: {
      description: "every organisation's paid reports (staff), a page at a time",
      index: 'gsi2',
      sort: 'range',
      order: 'open first, least time left first',
    },
  },
});

/**
 * Report counts by status, one item for each organisation and one for all of them: the dashboard's summary
 * and unfiltered totals read these instead of every report.
 */
export const REPORT_COUNTS = defineEntity({
  type: 'ReportCounts',
  schema: reportCountsItemSchema,
  keys: { table: { pk: key`REPORTCOUNTS#${described('scope', 'ORG#organizationId, or ALL')}`, sk: key`COUNTS` } },
  patterns: { byScope: { description: "an organisation's (or every) report count by status", index: 'table', sort: 'equals' } },
});

/**
 * The report list's search index: one item per word of a report's opponent name, title and abbreviation
 * (reportSearchWords), in the partition of the word's first two characters, for its organisation (table keys)
 * and for every organisation (gsi1). A search reads the partition of its most selective word (the one with
 * the fewest items) with begins_with on the sort key: the words starting with it, each word's reports newest
 * last in key order (read backwards: newest first). Every write of a report that changes those fields writes
 * its words anew.
 */
export const REPORT_WORD = defineEntity({
  type: 'ReportWord',
  schema: z.object({
    reportId: z.string(),
    organizationId: z.string(),
    word: z.string(),
    /** Every searchable word of the report, so other search words are checked without reading the report. */
    words: z.array(z.string()),
  }),
  keys: {
    table: {
      pk: key`REPORTWORDS#ORG#${field('organizationId')}#${described('bucket', 'first two characters of word')}`,
      sk: key`${field('word')}#${field('createdAt')}#${field('reportId')}`,
    },
    gsi1: {
      pk: key`REPORTWORDS#ALL#${described('bucket', 'first two characters of word')}`,
      sk: key`${field('word')}#${field('createdAt')}#${field('reportId')}`,
    },
  },
  patterns: {
    searchOrganization: {
      description: "an organisation's reports with a word starting with a search word (the report list's search)",
      index: 'table',
      sort: 'begins_with',
      order: 'by word, then newest first',
    },
    searchAll: {
      description: 'every report with a word starting with a search word (staff search)',
      index: 'gsi1',
      sort: 'begins_with',
      order: 'by word, then newest first',
    },
  },
});

/** The attribute of a word counts item that holds one word start's count: `w:` and the start, e.g. `w:fal`. */
export const WORD_COUNT_ATTRIBUTE = 'w:';

/**
 * How many word items of the report search index start with each word start (its first 2 to
 * COUNTED_WORD_START characters), one item for each partition of the index (an organisation's, or every
 * organisation's, and the two characters every word there starts with): a search of several words reads the
 * counts of its words in one BatchGetItem to read the index by the rarest. Every write that moves word items
 * moves these counts (ADD); the backfill counts each partition's word items again and mends what differs. All
 * in one partition, so the backfill pages through them by key.
 */
export const REPORT_WORD_COUNTS = defineEntity({
  type: 'ReportWordCounts',
  schema: z.record(z.string(), z.unknown()).transform((item) =>
    Object.fromEntries(
      Object.entries(item)
        .filter(([name, value]) => name.startsWith(WORD_COUNT_ATTRIBUTE) && typeof value === 'number')
        .map(([name, value]) => [name.slice(WORD_COUNT_ATTRIBUTE.length), value as number]),
    ),
  ),
  keys: {
    table: {
      pk: key`REPORTWORDCOUNTS`,
      sk: key`${described('scope', 'ORG#organizationId, or ALL')}#${described('bucket', 'first two characters of word')}`,
    },
  },
  patterns: {
    byPartition: {
      description: "how many of a search index partition's word items start with each word start (a search of several words)",
      index: 'table',
      sort: 'equals',
    },
    every: { description: 'every word counts item, a page at a time (the backfill)', index: 'table', sort: 'any' },
  },
});

/** The scope of the report counts: one organisation's reports, or every organisation's. */
export const reportCountsScope = (organizationId: string | null) => (organizationId === null ? 'ALL' : `ORG#${organizationId}`);

export const ASSIGNMENT = defineEntity({
  type: 'Assignment',
  schema: assignmentItemSchema,
  keys: {
    table: { pk: key`REPORT#${field('reportId')}`, sk: key`ASSIGN#${field('userId')}` },
    gsi1: { pk: key`ASSIGNEE#${field('userId')}`, sk: key`REPORT#${field('reportId')}` },
  },
  patterns: {
    byReport: { description: "a report's staff assignments", index: 'table', sort: 'begins_with' },
    byAssignee: { description: 'how many reports a member of staff is assigned to (Internal Users)', index: 'gsi1', sort: 'any' },
  },
});

/** Imports and the processing log live in the report's partition, so deleting the report takes them along. */
export const IMPORT = defineEntity({
  type: 'Import',
  schema: importItemSchema,
  keys: { table: { pk: key`REPORT#${field('reportId')}`, sk: key`IMPORT#${field('importId')}` } },
  patterns: { byId: { description: "a report's processing run by id", index: 'table', sort: 'equals' } },
});

export const PROCESSING_LOG = defineEntity({
  type: 'ProcessingLog',
  schema: processingLogEntrySchema,
  // Time first so a query reads the log in order; the random tail keeps same-millisecond entries apart.
  keys: { table: { pk: key`REPORT#${field('reportId')}`, sk: key`LOG#${field('at')}#${field('tail')}` } },
  patterns: { byReport: { description: "a report's processing log", index: 'table', sort: 'begins_with', order: 'oldest first' } },
});

/**
 * A card is its own partition (the card, then its activity), so reads by id are strongly consistent; gsi1
 * lists a report's cards in number order.
 */
export const CARD = defineEntity({
  type: 'Card',
  schema: cardSchema,
  keys: {
    table: { pk: key`CARD#${field('id')}`, sk: key`CARD` },
    gsi1: { pk: key`REPORT#${field('reportId')}#CARDS`, sk: key`${padded('cardNumber', 10)}` },
  },
  patterns: {
    byId: { description: 'a card by id', index: 'table', sort: 'equals' },
    byReport: { description: "a report's cards, a page at a time", index: 'gsi1', sort: 'any', order: 'card number order' },
    byNumber: { description: "a report's card by its number (which media key names)", index: 'gsi1', sort: 'equals' },
  },
});

export const reportGroupItemSchema = z.object({
  id: z.string().min(1),
  organizationId: z.string().min(1),
  name: z.string(),
  reportIds: z.array(z.string().min(1)),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
  version: z.number().int().min(1),
});

/** A group of linked reports (one organisation's); gsi1 lists an organisation's groups, gsi2 every group. */
export const REPORT_GROUP = defineEntity({
  type: 'ReportGroup',
  schema: reportGroupItemSchema,
  keys: {
    table: { pk: key`GROUP#${field('id')}`, sk: key`GROUP` },
    gsi1: { pk: key`ORG#${field('organizationId')}#GROUPS`, sk: key`${field('createdAt')}#${field('id')}` },
    gsi2: { pk: key`GROUPS`, sk: key`${field('createdAt')}#${field('id')}` },
  },
  patterns: {
    byId: { description: 'a group of linked reports by id', index: 'table', sort: 'equals' },
    byOrganization: {
      description: "an organisation's groups of linked reports (the rollup)",
      index: 'gsi1',
      sort: 'any',
      order: 'newest first',
    },
    all: { description: 'every group of linked reports (staff)', index: 'gsi2', sort: 'any', order: 'newest first' },
  },
});

/**
 * Which group a report is in, kept in the report's partition: one item per report, so a report is in at most
 * one group (a conditional put refuses a second) and deleting the report takes it along.
 */
export const REPORT_GROUP_LINK = defineEntity({
  type: 'ReportGroupLink',
  schema: z.object({ reportId: z.string().min(1), groupId: z.string().min(1) }),
  keys: { table: { pk: key`REPORT#${field('reportId')}`, sk: key`GROUP` } },
  patterns: { byReport: { description: 'the group a report is linked in', index: 'table', sort: 'equals' } },
});

/**
 * What an organisation stores (media and their posters, clips, thumbnails, GIFs): bytes and objects, moved by
 * every write and delete of a medium. Created by the first change.
 */
export const STORAGE_USAGE = defineEntity({
  type: 'StorageUsage',
  schema: z.object({ bytes: z.number().default(0), objects: z.number().int().default(0) }),
  keys: { table: { pk: key`ORG#${field('organizationId')}`, sk: key`STORAGE` } },
  patterns: { byOrganization: { description: "an organisation's stored bytes and objects", index: 'table', sort: 'equals' } },
});

/**
 * An organisation's upload reservations: bytes promised to uploads whose URLs were signed and whose processing
 * has not started, each until `expiresAt` (epoch seconds). One item, written with a version condition, so two
 * signings at once cannot both take the last of the quota.
 */
export const STORAGE_RESERVATIONS = defineEntity({
  type: 'StorageReservations',
  schema: z.object({
    version: z.number().int().default(0),
    uploads: z.record(z.string(), z.object({ bytes: z.number(), expiresAt: z.number() })).default({}),
  }),
  keys: { table: { pk: key`ORG#${field('organizationId')}`, sk: key`RESERVATIONS` } },
  patterns: { byOrganization: { description: "an organisation's bytes reserved for uploads under way", index: 'table', sort: 'equals' } },
});

/** An organisation's stored bytes and objects of one report (beside its total). */
export const STORAGE_BY_REPORT = defineEntity({
  type: 'StorageByReport',
  schema: z.object({ reportId: z.string().min(1), bytes: z.number().default(0), objects: z.number().int().default(0) }),
  keys: { table: { pk: key`ORG#${field('organizationId')}`, sk: key`STORAGE#REPORT#${field('reportId')}` } },
  patterns: {
    byOrganization: { description: "an organisation's storage by report (the storage page)", index: 'table', sort: 'begins_with' },
  },
});

/** An organisation's stored bytes and objects of one kind of medium (video, thumbnail, gif, image …). */
export const STORAGE_BY_KIND = defineEntity({
  type: 'StorageByKind',
  schema: z.object({ kind: z.string().min(1), bytes: z.number().default(0), objects: z.number().int().default(0) }),
  keys: { table: { pk: key`ORG#${field('organizationId')}`, sk: key`STORAGE#KIND#${field('kind')}` } },
  patterns: {
    byOrganization: { description: "an organisation's storage by kind of medium (the storage page)", index: 'table', sort: 'begins_with' },
  },
});

const shareLinkFields = z.object({
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  shareId: z.string().min(1),
  organizationId: z.string().min(1),
  createdAt: z.string(),
  createdBy: z.string(),
  createdByName: z.string(),
  linkExpiresAt: z.string(),
  revokedAt: z.string().nullish(),
  views: z.number().int().min(0).default(0),
  lastViewedAt: z.string().nullish(),
  expiresAt: z.number().optional(),
});

/** A share link as stored: a report link names its report, a group link its group (links made before groups could be shared have no scope: report links). */
export const shareLinkItemSchema = z.preprocess(
  (item) => (item && typeof item === 'object' && !('scope' in item) ? { ...item, scope: 'report' } : item),
  z.discriminatedUnion('scope', [
    shareLinkFields.extend({ scope: z.literal('report'), reportId: z.string().min(1) }),
    shareLinkFields.extend({ scope: z.literal('group'), groupId: z.string().min(1) }),
  ]),
);

/**
 * A share link, keyed by the SHA-256 of its token (the token itself is never stored), and listed under the
 * report or group it opens (`targetId`: the report's id or the group's). `expiresAt` is the link's expiry
 * (epoch seconds) plus 30 days: DynamoDB's TTL clears old links.
 */
export const SHARE_LINK = defineEntity({
  type: 'ShareLink',
  schema: shareLinkItemSchema,
  keys: {
    table: { pk: key`SHARE#${field('tokenHash')}`, sk: key`SHARE` },
    gsi1: {
      pk: key`${oneOf('scope', { report: 'REPORT', group: 'GROUP' })}#${described('targetId', 'reportId or groupId')}#SHARES`,
      sk: key`${field('createdAt')}#${field('shareId')}`,
    },
  },
  patterns: {
    byTokenHash: { description: 'a share link by the hash of its token (opening it)', index: 'table', sort: 'equals' },
    byTarget: { description: "a report's or a group's share links", index: 'gsi1', sort: 'any', order: 'newest first' },
  },
});

export const CARD_ACTIVITY = defineEntity({
  type: 'CardActivity',
  schema: cardActivitySchema,
  keys: { table: { pk: key`CARD#${field('cardId')}`, sk: key`ACTIVITY#${field('at')}#${field('id')}` } },
  patterns: { byCard: { description: "a card's activity", index: 'table', sort: 'begins_with', order: 'newest first' } },
});

/**
 * Failed sign-ins of an account (a user's id, or the name typed when no user has it) or from a source IP.
 * These items carry the TTL attribute; readers compare the times themselves.
 */
export const LOGIN_LIMIT = defineEntity({
  type: 'LoginLimit',
  schema: loginLimitItemSchema,
  keys: {
    table: {
      pk: key`LOGINLIMIT#${oneOf('kind', { accountSource: 'ACCOUNTSOURCE', account: 'ACCOUNT', source: 'SOURCE' })}#${field('id')}`,
      sk: key`LIMIT`,
    },
  },
  patterns: {
    byKey: {
      description: 'failed sign-ins of an account, of an account from one source IP, or from a source IP',
      index: 'table',
      sort: 'equals',
    },
  },
});

/**
 * An organisation's processing jobs running now, as leases (`leases`: lease id → expiry in epoch seconds),
 * versioned so that two workers cannot take its last slot together.
 */
export const PROCESSING_SLOTS = defineEntity({
  type: 'ProcessingSlots',
  schema: z.object({ version: z.number().int().default(0), leases: z.record(z.string(), z.number()).default({}) }),
  keys: { table: { pk: key`ORG#${field('organizationId')}`, sk: key`PROCESSING#SLOTS` } },
  patterns: { byOrganization: { description: "an organisation's processing jobs running now", index: 'table', sort: 'equals' } },
});

/**
 * Requests of one kind by one subject (a user's GIFs) within one fixed window (`window`: its start in epoch
 * seconds). Carries the TTL attribute, so DynamoDB drops windows that are over.
 */
export const RATE_LIMIT = defineEntity({
  type: 'RateLimit',
  schema: z.object({ hits: z.number().int().min(0).default(0) }),
  keys: { table: { pk: key`RATELIMIT#${field('name')}#${field('subject')}`, sk: key`WINDOW#${field('window')}` } },
  patterns: { byWindow: { description: 'requests of one kind by one subject in one window', index: 'table', sort: 'equals' } },
});

/**
 * A browser's open live-events connection (WebSocket), listed under its audience: `ORG#{organizationId}` for
 * an organisation's members, `INTERNAL` for staff, who receive every organisation's events. Carries the TTL
 * attribute (`expiresAt`, when API Gateway will have closed it at the latest); readers skip expired ones.
 */
export const LIVE_CONNECTION = defineEntity({
  type: 'LiveConnection',
  schema: z.object({
    connectionId: z.string().min(1),
    userId: z.string().min(1),
    organizationId: z.string().min(1),
    audienceKey: z.string().min(1),
    connectedAt: z.string(),
    expiresAt: z.number().int(),
  }),
  keys: {
    table: { pk: key`LIVE#${field('connectionId')}`, sk: key`CONNECTION` },
    gsi1: {
      pk: key`LIVE#${described('audienceKey', 'ORG#organizationId or INTERNAL')}`,
      sk: key`${field('connectedAt')}#${field('connectionId')}`,
    },
    gsi2: { pk: key`LIVE#USER#${field('userId')}`, sk: key`${field('connectedAt')}#${field('connectionId')}` },
  },
  patterns: {
    byConnection: { description: 'a live connection by id (its close forgets it)', index: 'table', sort: 'equals' },
    byUser: {
      description: "a user's live connections (their sessions ending closes them)",
      index: 'gsi2',
      sort: 'any',
    },
    byAudience: {
      description: "the open live connections of an organisation, or of staff (an event's fan-out)",
      index: 'gsi1',
      sort: 'any',
    },
  },
});

/** A payment for a report (kept when the report is deleted: it is the organisation's financial record). */
export const PAYMENT = defineEntity({
  type: 'Payment',
  schema: paymentSchema.extend({ checkoutSessionId: z.string().nullish(), createdBy: z.string() }),
  keys: {
    table: { pk: key`PAYMENT#${field('paymentId')}`, sk: key`PAYMENT` },
    gsi1: { pk: key`ORG#${field('organizationId')}#PAYMENTS`, sk: key`${field('createdAt')}#${field('paymentId')}` },
    gsi2: { pk: key`PAYMENTS`, sk: key`${field('createdAt')}#${field('paymentId')}` },
  },
  patterns: {
    byId: { description: 'a payment by id (its receipt; the webhook finds it from the checkout metadata)', index: 'table', sort: 'equals' },
    byOrganization: {
      description: "an organisation's payments (billing; a report's payments are read from them)",
      index: 'gsi1',
      sort: 'any',
      order: 'newest first',
    },
    all: { description: 'every payment (staff billing)', index: 'gsi2', sort: 'any', order: 'newest first' },
  },
});

/** A payment provider's webhook event already handled (by the provider's event id); cleared by TTL after 30 days. */
export const PAYMENT_EVENT = defineEntity({
  type: 'PaymentEvent',
  schema: z.object({ eventId: z.string().min(1), type: z.string(), outcome: z.string(), at: z.string(), expiresAt: z.number().optional() }),
  keys: { table: { pk: key`PAYMENTEVENT#${field('eventId')}`, sk: key`EVENT` } },
  patterns: { byId: { description: 'whether a webhook event was already handled', index: 'table', sort: 'equals' } },
});

export const conceptItemSchema = z.object({
  id: z.string().min(1),
  organizationId: z.string().min(1),
  name: z.string().min(1),
  conceptType: z.enum(CONCEPT_TYPES),
  description: z.string().default(''),
  exampleCardId: z.string().nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
  version: z.number().int().min(1),
});

/** A play concept of an organisation's library; gsi1 lists the organisation's concepts in name order. */
export const CONCEPT = defineEntity({
  type: 'Concept',
  schema: conceptItemSchema,
  keys: {
    table: { pk: key`CONCEPT#${field('id')}`, sk: key`CONCEPT` },
    gsi1: { pk: key`ORG#${field('organizationId')}#CONCEPTS`, sk: key`${lowerCase('name')}#${field('id')}` },
  },
  patterns: {
    byId: { description: 'a concept by id', index: 'table', sort: 'equals' },
    byOrganization: {
      description: "an organisation's concepts library (type as a filter)",
      index: 'gsi1',
      sort: 'any',
      order: 'name order',
    },
  },
});

/**
 * A concept's name, claimed in its organisation's partition: a conditional put refuses a second concept of
 * the same name (ignoring case). A claim whose concept is gone counts as free.
 */
export const CONCEPT_NAME = defineEntity({
  type: 'ConceptName',
  schema: z.object({ conceptId: z.string().min(1) }),
  keys: { table: { pk: key`ORG#${field('organizationId')}`, sk: key`CONCEPTNAME#${lowerCase('name')}` } },
  patterns: { byName: { description: "the concept holding a name in an organisation's library", index: 'table', sort: 'equals' } },
});

export const conceptTagItemSchema = z.object({
  conceptId: z.string().min(1),
  cardId: z.string().min(1),
  reportId: z.string().min(1),
  cardNumber: z.number().int().min(1),
  organizationId: z.string().min(1),
  taggedAt: z.string(),
  taggedBy: z.string(),
});

/**
 * A card tagged with a concept, kept in the card's partition (deleting the card, or its report, takes its tags
 * along); gsi1 lists a concept's cards report by report, in card number order.
 */
export const CONCEPT_TAG = defineEntity({
  type: 'ConceptTag',
  schema: conceptTagItemSchema,
  keys: {
    table: { pk: key`CARD#${field('cardId')}`, sk: key`CONCEPT#${field('conceptId')}` },
    gsi1: { pk: key`CONCEPT#${field('conceptId')}#CARDS`, sk: key`${field('reportId')}#${padded('cardNumber', 10)}` },
  },
  patterns: {
    byCard: { description: "a card's concepts", index: 'table', sort: 'begins_with' },
    byConcept: {
      description: 'the cards tagged with a concept, a page at a time (and their count)',
      index: 'gsi1',
      sort: 'any',
      order: 'report, then card number',
    },
  },
});

export const developmentTaskItemSchema = z.object({
  id: z.string().min(1),
  organizationId: z.string().min(1),
  title: z.string().min(1),
  description: z.string().default(''),
  status: z.enum(DEVELOPMENT_TASK_STATUSES),
  assigneeId: z.string().nullable().default(null),
  assigneeName: z.string().nullable().default(null),
  reportId: z.string().nullable().default(null),
  dueDate: z.string().nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
  createdByName: z.string().default(''),
  version: z.number().int().min(1),
});

/** A development task of internal staff; gsi1 lists an organisation's tasks (default 'internal'), newest first. */
export const DEVELOPMENT_TASK = defineEntity({
  type: 'DevelopmentTask',
  schema: developmentTaskItemSchema,
  keys: {
    table: { pk: key`DEVTASK#${field('id')}`, sk: key`DEVTASK` },
    gsi1: { pk: key`ORG#${field('organizationId')}#DEVTASKS`, sk: key`${field('createdAt')}#${field('id')}` },
  },
  patterns: {
    byId: { description: 'a development task by id', index: 'table', sort: 'equals' },
    byOrganization: {
      description: "an organisation's development tasks (assignee and status as filters)",
      index: 'gsi1',
      sort: 'any',
      order: 'newest first',
    },
  },
});

/** A service setting staff change without a deploy (the package catalogue, the gate's access code hash), by name. */
export const SETTING = defineEntity({
  type: 'Setting',
  schema: z.object({
    name: z.string().min(1),
    value: z.unknown(),
    updatedAt: z.string(),
    updatedBy: z.string(),
    updatedByName: z.string().optional(),
  }),
  keys: { table: { pk: key`SETTINGS`, sk: key`SETTING#${field('name')}` } },
  patterns: { byName: { description: 'a service setting by name', index: 'table', sort: 'equals' } },
});

/**
 * An organisation's metric definitions (success shares by down, explosive thresholds), kept in its partition;
 * absent until an administrator sets them (Scout's defaults apply). `version` guards a save against a stale one.
 */
export const METRIC_RULES = defineEntity({
  type: 'MetricRules',
  schema: metricRulesInputSchema.extend({
    organizationId: z.string().min(1),
    version: z.number().int().min(1),
    updatedAt: z.string(),
    updatedBy: z.string(),
    updatedByName: z.string(),
  }),
  keys: { table: { pk: key`ORG#${field('organizationId')}`, sk: key`METRICRULES` } },
  patterns: {
    byOrganization: {
      description: "an organisation's metric definitions (every report, group and printout of it)",
      index: 'table',
      sort: 'equals',
    },
  },
});

const pipelineStageItemSchema = z.object({
  name: z.string(),
  status: z.enum(['pending', 'running', 'passed', 'failed', 'skipped']),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  exitCode: z.number().int().nullable(),
  logTail: z.string(),
});

/** A pipeline build (staff's Pipeline page) with its stages; the partition lists builds newest last by id. */
export const PIPELINE_BUILD = defineEntity({
  type: 'PipelineBuild',
  schema: z.object({
    id: z.string().min(1),
    branch: z.string(),
    commit: z.string(),
    triggeredBy: z.string(),
    status: z.enum(['building', 'testing', 'deploying', 'deployed', 'passed', 'failed']),
    runner: z.enum(['local', 'codebuild']),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    stages: z.array(pipelineStageItemSchema),
    externalId: z.string().nullable(),
  }),
  keys: { table: { pk: key`PIPELINE`, sk: key`BUILD#${described('id', 'build id, time-ordered')}` } },
  patterns: {
    byId: { description: 'a pipeline build by id', index: 'table', sort: 'equals' },
    latest: { description: 'the latest pipeline builds', index: 'table', sort: 'begins_with', order: 'newest first' },
  },
});

/**
 * The pipeline's one-build-at-a-time claim: written with a condition (absent, or expired) by a trigger and
 * deleted when its build finishes. A claim left by a stopped process expires after a few hours.
 */
export const PIPELINE_CLAIM = defineEntity({
  type: 'PipelineClaim',
  schema: z.object({ buildId: z.string().min(1), claimedAt: z.string(), expiresAtMs: z.number().int() }),
  keys: { table: { pk: key`PIPELINE`, sk: key`CLAIM` } },
  patterns: { current: { description: 'the running pipeline build, if any', index: 'table', sort: 'equals' } },
});

/** An audit event as stored: the event and its TTL (`expiresAt`, AUDIT_RETENTION_DAYS after it happened). */
export const auditEventItemSchema = auditEventSchema.extend({ expiresAt: z.number().int().optional() });

/** The sort key of every audit list: the time first, so a date range is a key range, newest first when read backwards. */
const auditSortKey = key`${field('at')}#${field('id')}`;

/**
 * A security event of the audit trail (kept AUDIT_RETENTION_DAYS by the TTL). The table partition is the
 * month it happened in, so the unfiltered trail reads month by month, newest first, and no partition grows
 * without end; gsi1 lists one kind, gsi2 one actor (anonymous sign-in attempts under ANONYMOUS), each by time.
 */
export const AUDIT_EVENT = defineEntity({
  type: 'AuditEvent',
  schema: auditEventItemSchema,
  keys: {
    table: { pk: key`AUDIT#${described('month', 'yyyy-mm of at')}`, sk: auditSortKey },
    gsi1: { pk: key`AUDIT#KIND#${field('kind')}`, sk: auditSortKey },
    gsi2: { pk: key`AUDIT#ACTOR#${described('actor', 'actor.userId, or ANONYMOUS')}`, sk: auditSortKey },
  },
  patterns: {
    byMonth: {
      description: 'the audit trail of a month, in a date range (filters in memory)',
      index: 'table',
      sort: 'range',
      order: 'newest first',
    },
    byKind: { description: 'the audit events of one kind, in a date range', index: 'gsi1', sort: 'range', order: 'newest first' },
    byActor: {
      description: "the audit events of one actor (a user's id), in a date range",
      index: 'gsi2',
      sort: 'range',
      order: 'newest first',
    },
  },
});

/**
 * A copy of an audit event under its target's id (written beside the event when the target has one), so the
 * trail of one user, report or share link is a key range too (both GSIs already serve kind and actor).
 */
export const AUDIT_BY_TARGET = defineEntity({
  type: 'AuditByTarget',
  schema: auditEventItemSchema,
  keys: { table: { pk: key`AUDIT#TARGET#${described('targetId', 'target.id')}`, sk: auditSortKey } },
  patterns: {
    byTarget: { description: 'the audit events of one target, in a date range', index: 'table', sort: 'range', order: 'newest first' },
  },
});

/** Every entity, in the order the documentation lists them. */
export const ENTITIES = [
  USER,
  USER_ENTRY,
  USER_LISTING,
  USER_WORD,
  LOGIN_NAME,
  MEMBERSHIP,
  ORGANIZATION,
  REPORT,
  REPORT_COUNTS,
  REPORT_WORD,
  REPORT_WORD_COUNTS,
  PAID_REPORT,
  ASSIGNMENT,
  IMPORT,
  PROCESSING_LOG,
  CARD,
  CARD_ACTIVITY,
  REPORT_GROUP,
  REPORT_GROUP_LINK,
  CONCEPT,
  CONCEPT_NAME,
  CONCEPT_TAG,
  DEVELOPMENT_TASK,
  STORAGE_USAGE,
  STORAGE_RESERVATIONS,
  STORAGE_BY_REPORT,
  STORAGE_BY_KIND,
  SHARE_LINK,
  PAYMENT,
  PAYMENT_EVENT,
  SETTING,
  METRIC_RULES,
  LOGIN_LIMIT,
  RATE_LIMIT,
  PROCESSING_SLOTS,
  LIVE_CONNECTION,
  PIPELINE_BUILD,
  PIPELINE_CLAIM,
  AUDIT_EVENT,
  AUDIT_BY_TARGET,
] as const;
