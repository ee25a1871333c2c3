import { z } from 'zod';
import { metricRulesSchema } from './metric-rules';
import { DEFAULT_OPPONENT_OFFENSE_TAG, opponentOffenseTagSchema } from './report';

/** How long a share link may stay open, in days (the coach picks; 7 unless they do). */
export const SHARE_LINK_DAYS = [1, 3, 7, 14, 30] as const;
export const DEFAULT_SHARE_LINK_DAYS = 7;
export const MAX_SHARE_LINK_DAYS = 30;

export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

/** What a link opens: one report, or one group of linked reports (and so whichever reports the group holds). */
export const SHARE_LINK_SCOPES = ['report', 'group'] as const;
export type ShareLinkScope = (typeof SHARE_LINK_SCOPES)[number];

/** A share link as its owner sees it in the list (never the token: only its hash is stored). */
export const shareLinkSchema = z.object({
  shareId: z.string(),
  scope: z.enum(SHARE_LINK_SCOPES),
  /** The report a report link opens (null for a group link). */
  reportId: z.string().nullish(),
  /** The group a group link opens (null for a report link). */
  groupId: z.string().nullish(),
  createdAt: z.string(),
  createdByName: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullish(),
  views: z.number().int().min(0),
  lastViewedAt: z.string().nullish(),
  status: z.enum(SHARE_LINK_STATUSES),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** Words for a link that no longer opens (the shared page shows them, not an error dump). */
export const SHARE_LINK_MESSAGES = {
  notFound: 'This share link is not valid. Check that you copied all of it, or ask for a new one.',
  revoked: 'This share link was turned off by the coach who shared it. Ask them for a new one.',
  expired: (expiresAt: string) => `This share link expired on ${expiresAt.slice(0, 10)}. Ask the coach who shared it for a new one.`,
} as const;

/** The status of a link at `now`. */
export function shareLinkStatus(link: { expiresAt: string; revokedAt?: string | null }, now: Date): ShareLinkStatus {
  if (link.revokedAt) return 'revoked';
  return Date.parse(link.expiresAt) <= now.getTime() ? 'expired' : 'active';
}

/**
 * A play as a share link shows it: its breakdown and its viewable media, nothing about who made it. A medium
 * is an API path (`/shared/{token}/media/{mid}`, `?poster=true` for a video's still) that answers a redirect
 * to a short-lived storage URL: the page's URLs do not expire, storage keys stay out of the answer, and a
 * revoked link stops serving media at once.
 */
export const sharedMediaSchema = z.object({
  mediaId: z.string(),
  mediaType: z.string(),
  fileName: z.string().nullish(),
  mimeType: z.string().nullish(),
  path: z.string(),
  posterPath: z.string().nullish(),
});

export const sharedCardSchema = z.object({
  id: z.string(),
  cardNumber: z.number().int(),
  title: z.string(),
  breakdown: z.record(z.string(), z.unknown()),
  durationSeconds: z.number().nullish(),
  media: z.array(sharedMediaSchema),
});
export type SharedCard = z.infer<typeof sharedCardSchema>;

/** A report as a link shows it: what the page heads it with, nothing about who made it or its organisation. */
export const sharedReportSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  opponentName: z.string().nullish(),
  opponentAbbreviation: z.string().nullish(),
  reportType: z.enum(['defense', 'offense']),
  /** Which rows hold the opponent's offense: the shared analytics orient the plays by it. */
  opponentOffenseTag: opponentOffenseTagSchema.default(DEFAULT_OPPONENT_OFFENSE_TAG),
  location: z.enum(['home', 'away']),
  createdAt: z.string(),
  cardsCount: z.number().int(),
});
export type SharedReportSummary = z.infer<typeof sharedReportSummarySchema>;

/** What a report link opens: the report and its plays. */
export const sharedReportSchema = z.object({
  kind: z.literal('report'),
  report: sharedReportSummarySchema,
  cards: z.array(sharedCardSchema),
  expiresAt: z.string(),
  /** The owning organisation's metric definitions: the shared analytics are computed with them. */
  rules: metricRulesSchema,
});
export type SharedReport = z.infer<typeof sharedReportSchema>;

/** What a group link opens: the group's name and the reports it holds now, each with its plays, in the group's order. */
export const sharedGroupSchema = z.object({
  kind: z.literal('group'),
  group: z.object({ id: z.string(), name: z.string() }),
  reports: z.array(sharedReportSummarySchema.extend({ cards: z.array(sharedCardSchema) })),
  expiresAt: z.string(),
  /** The owning organisation's metric definitions: the shared analytics are computed with them. */
  rules: metricRulesSchema,
});
export type SharedGroup = z.infer<typeof sharedGroupSchema>;
export type SharedGroupReport = SharedGroup['reports'][number];

/** The answer of GET /shared/{token}: a report link's or a group link's, told apart by `kind`. */
export const sharedViewSchema = z.discriminatedUnion('kind', [sharedReportSchema, sharedGroupSchema]);
export type SharedView = z.infer<typeof sharedViewSchema>;
