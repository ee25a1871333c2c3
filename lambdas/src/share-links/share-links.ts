import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SHARE_LINK_MESSAGES, shareLinkStatus, type Card, type ShareLink, type SharedCard, type SharedReport } from '@scout/shared/domain';
import { can, shareLinkViewerPrincipal } from '@scout/shared/permissions';
import { cardResource } from '../cards/card-access';
import { isReady, MEDIA_VIEW_URL_TTL_SECONDS } from '../cards/card-media';
import { cardIdOfMediaId } from '../cards/media-keys';
import type { CardStore } from '../cards/ports';
import type { Caller } from '../core/caller';
import { GoneError, NotFoundError } from '../core/errors';
import type { MediaObjects } from '../processing/ports';
import { loadReport, reportResource } from '../reports/get-report';
import type { ReportStore } from '../reports/ports';
import type { ShareLinkRecord, ShareLinkStore } from './ports';

export interface ShareLinkDeps {
  shares: ShareLinkStore;
  reports: ReportStore;
  cards: CardStore;
  objects: Pick<MediaObjects, 'readUrl'>;
  buckets: { media: string };
  now: () => Date;
}

/** 256 bits from the CSPRNG, URL-safe. */
const TOKEN_BYTES = 32;
const DAY_MS = 24 * 3600 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function view(record: ShareLinkRecord, now: Date): ShareLink {
  return {
    shareId: record.shareId,
    reportId: record.reportId,
    createdAt: record.createdAt,
    createdByName: record.createdByName,
    expiresAt: record.linkExpiresAt,
    revokedAt: record.revokedAt ?? null,
    views: record.views,
    lastViewedAt: record.lastViewedAt ?? null,
    status: shareLinkStatus({ expiresAt: record.linkExpiresAt, revokedAt: record.revokedAt }, now),
  };
}

/**
 * A link that opens the report read-only, without signing in, until it expires or is revoked. Whoever may edit
 * the report may share it. The token is answered once; only its SHA-256 is stored.
 */
export async function createShareLink(deps: ShareLinkDeps, caller: Caller, reportId: string, input: { expiresInDays: number }) {
  const report = await loadReport(deps.reports, caller, reportId, 'report:update');
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const tokenHash = hashOf(token);
  const now = deps.now();
  const record: ShareLinkRecord = {
    tokenHash,
    shareId: tokenHash.slice(0, 16),
    reportId: report.id,
    organizationId: report.organizationId,
    createdAt: now.toISOString(),
    createdBy: caller.userId,
    createdByName: caller.name,
    linkExpiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString(),
    revokedAt: null,
    views: 0,
    lastViewedAt: null,
  };
  await deps.shares.create(record);
  return { token, link: view(record, now) };
}

export async function listShareLinks(deps: ShareLinkDeps, caller: Caller, reportId: string) {
  const report = await loadReport(deps.reports, caller, reportId, 'report:update');
  const now = deps.now();
  return { links: (await deps.shares.listByReport(report.id)).map((record) => view(record, now)) };
}

export async function revokeShareLink(deps: ShareLinkDeps, caller: Caller, reportId: string, shareId: string) {
  const report = await loadReport(deps.reports, caller, reportId, 'report:update');
  const record = (await deps.shares.listByReport(report.id)).find((candidate) => candidate.shareId === shareId);
  if (!record) throw new NotFoundError('Share link not found');
  const now = deps.now();
  return { link: view(await deps.shares.revoke(record.tokenHash, now.toISOString()), now) };
}

async function allCards(cards: CardStore, reportId: string): Promise<Card[]> {
  const all: Card[] = [];
  let startKey: string | undefined;
  do {
    const page = await cards.listByReport(reportId, { limit: 500, startKey });
    all.push(...page.cards);
    startKey = page.nextKey ?? undefined;
  } while (startKey);
  return all;
}

/** A play as the link shows it: breakdown and ready media as the link's own paths; no people, no organisation, no keys. */
function sharedCard(token: string, card: Card): SharedCard {
  const path = (mediaId: string) => `/shared/${encodeURIComponent(token)}/media/${encodeURIComponent(mediaId)}`;
  return {
    id: card.id,
    cardNumber: card.cardNumber,
    title: card.title,
    breakdown: card.breakdown,
    durationSeconds: card.durationSeconds ?? null,
    media: card.media.filter(isReady).map((medium) => ({
      mediaId: medium.mediaId,
      mediaType: medium.mediaType,
      fileName: medium.fileName ?? null,
      mimeType: medium.mimeType ?? null,
      path: path(medium.mediaId),
      posterPath: medium.posterS3Key ? `${path(medium.mediaId)}?poster=true` : null,
    })),
  };
}

/**
 * The link's record and its report, when the link is open: looked up by the token's hash, the stored hash
 * compared in constant time; an unknown token is 404, a revoked or expired one 410, each in words for the
 * page. The report is read as the link's own principal: it opens that report and nothing else.
 */
async function openLink(deps: ShareLinkDeps, token: string) {
  const tokenHash = hashOf(token);
  const record = await deps.shares.getByTokenHash(tokenHash);
  if (!record || !timingSafeEqual(Buffer.from(record.tokenHash, 'hex'), Buffer.from(tokenHash, 'hex'))) {
    throw new NotFoundError(SHARE_LINK_MESSAGES.notFound);
  }
  const now = deps.now();
  const status = shareLinkStatus({ expiresAt: record.linkExpiresAt, revokedAt: record.revokedAt }, now);
  if (status === 'revoked') throw new GoneError(SHARE_LINK_MESSAGES.revoked);
  if (status === 'expired') throw new GoneError(SHARE_LINK_MESSAGES.expired(record.linkExpiresAt));
  const report = await deps.reports.get(record.reportId);
  const viewer = shareLinkViewerPrincipal({ kind: 'report', reportId: record.reportId, organizationId: record.organizationId });
  if (!report || !can(viewer, 'report:read', reportResource(report))) throw new NotFoundError(SHARE_LINK_MESSAGES.notFound);
  return { record, report, viewer, now };
}

/** What a share link opens; each opening is counted unless the page is only reading it again. */
export async function getSharedReport(deps: ShareLinkDeps, token: string, options: { refresh?: boolean } = {}): Promise<SharedReport> {
  const { record, report, now } = await openLink(deps, token);
  const cards = (await allCards(deps.cards, report.id)).map((card) => sharedCard(token, card));
  if (!options.refresh) await deps.shares.recordView(record.tokenHash, now.toISOString());
  return {
    report: {
      id: report.id,
      title: report.title,
      opponentName: report.opponentName ?? null,
      opponentAbbreviation: report.opponentAbbreviation ?? null,
      reportType: report.reportType,
      location: report.location,
      createdAt: report.createdAt,
      cardsCount: cards.length,
    },
    cards,
    expiresAt: record.linkExpiresAt,
  };
}

/**
 * A medium of the shared report, as a redirect to a short-lived storage URL: only a ready medium of a card of
 * that very report (a medium id names its card, and the card must belong to the link's report).
 */
export async function getSharedMedia(deps: ShareLinkDeps, token: string, mediaId: string, options: { poster?: boolean } = {}) {
  const { report, viewer } = await openLink(deps, token);
  const cardId = cardIdOfMediaId(mediaId);
  const card = cardId ? await deps.cards.get(cardId) : null;
  const medium = card?.media.find((item) => item.mediaId === mediaId && isReady(item));
  const key = options.poster ? medium?.posterS3Key : medium?.s3Key;
  if (!card || card.reportId !== report.id || !can(viewer, 'card:read', cardResource(report)) || !key) {
    throw new NotFoundError('Media not found');
  }
  return { location: await deps.objects.readUrl(deps.buckets.media, key, MEDIA_VIEW_URL_TTL_SECONDS) };
}
