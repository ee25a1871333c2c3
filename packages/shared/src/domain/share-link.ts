import { z } from 'zod';

/** How long a share link may stay open, in days (the coach picks; 7 unless they do). */
export const SHARE_LINK_DAYS = [1, 3, 7, 14, 30] as const;
export const DEFAULT_SHARE_LINK_DAYS = 7;
export const MAX_SHARE_LINK_DAYS = 30;

export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

/** A share link as its owner sees it in the list (never the token: only its hash is stored). */
export const shareLinkSchema = z.object({
  shareId: z.string(),
  reportId: z.string(),
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

export const sharedReportSchema = z.object({
  report: z.object({
    id: z.string(),
    title: z.string(),
    opponentName: z.string().nullish(),
    opponentAbbreviation: z.string().nullish(),
    reportType: z.enum(['defense', 'offense']),
    location: z.enum(['home', 'away']),
    createdAt: z.string(),
    cardsCount: z.number().int(),
  }),
  cards: z.array(sharedCardSchema),
  expiresAt: z.string(),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;
