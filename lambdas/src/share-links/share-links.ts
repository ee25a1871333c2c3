import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  SHARE_LINK_MESSAGES,
  shareLinkStatus,
  type Card,
  type Report,
  type ShareLink,
  type SharedCard,
  type SharedGroup,
  type SharedReport,
  type SharedReportSummary,
  type SharedView,
} from '@scout/shared/domain';
import { can, shareLinkViewerPrincipal, type ReportResource, type ShareLinkViewerPrincipal } from '@scout/shared/permissions';
import { cardResource } from '../cards/card-access';
import { MEDIA_VIEW_URL_TTL_SECONDS } from '../cards/card-media';
import { cardIdOfMediaId } from '../cards/media-keys';
import { auditActor } from '../audit/audit-trail';
import type { Caller } from '../core/caller';
import { GoneError, NotFoundError } from '../core/errors';
import { metricRulesOfOrganization } from '../metric-rules/metric-rules';
import { loadGroup } from '../report-groups/report-groups';
import { loadReport, reportResource } from '../reports/get-report';
import type { ShareLinkRecord, ShareLinkStore, ShareTarget } from './ports';
import {
  type AuditTrail,
  type CardStore,
  type MediaObjects,
  type MetricRulesStore,
  type ReportGroupStore,
  type ReportStore,
  isReady,
} from '../ports';

export interface ShareLinkDeps {
  shares: ShareLinkStore;
  reports: ReportStore;
  groups: Pick<ReportGroupStore, 'get' | 'groupOf'>;
  cards: CardStore;
  objects: Pick<MediaObjects, 'readUrl'>;
  /** The owning organisation's metric definitions go along, so the shared analytics count as its reports do. */
  metricRules: Pick<MetricRulesStore, 'get'>;
  buckets: { media: string };
  /** Creating and revoking a link are security events (share.create, share.revoke). */
  audit: AuditTrail;
  now: () => Date;
}

/** 256 bits from the CSPRNG, URL-safe. */
const TOKEN_BYTES = 32;
const DAY_MS = 24 * 3600 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function view(record: ShareLinkRecord, now: Date): ShareLink {
  return {
    shareId: record.shareId,
    scope: record.scope,
    reportId: record.scope === 'report' ? record.reportId : null,
    groupId: record.scope === 'group' ? record.groupId : null,
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
 * What the caller may share: a report (whoever may edit it) or a group of linked reports (whoever may edit the
 * group); another organisation's is 404, as a missing one. Answers the link's target and organisation.
 */
async function shareable(
  deps: ShareLinkDeps,
  caller: Caller,
  target: ShareTarget,
): Promise<{ target: ShareTarget; organizationId: string; title: string }> {
  if (target.scope === 'report') {
    const report = await loadReport(deps.reports, caller, target.reportId, 'report:update');
    return { target: { scope: 'report', reportId: report.id }, organizationId: report.organizationId, title: report.title };
  }
  const group = await loadGroup(deps, caller, target.groupId);
  return { target: { scope: 'group', groupId: group.id }, organizationId: group.organizationId, title: group.name };
}

/** A share link's audit event: named by its link id (never its token), labelled with what it opens. */
function recordShareEvent(
  deps: ShareLinkDeps,
  caller: Caller,
  kind: 'share.create' | 'share.revoke',
  record: ShareLinkRecord,
  title: string,
): Promise<void> {
  return deps.audit.record({
    kind,
    outcome: 'success',
    actor: auditActor(caller),
    target: { type: 'shareLink', id: record.shareId, label: title },
    sourceIp: caller.sourceIp,
    detail: {
      scope: record.scope,
      [record.scope === 'report' ? 'reportId' : 'groupId']: record.scope === 'report' ? record.reportId : record.groupId,
      organizationId: record.organizationId,
      expiresAt: record.linkExpiresAt,
    },
  });
}

/**
 * A link that opens the report or group read-only, without signing in, until it expires or is revoked. The
 * token is answered once; only its SHA-256 is stored.
 */
export async function createShareLink(deps: ShareLinkDeps, caller: Caller, to: ShareTarget, input: { expiresInDays: number }) {
  const { target, organizationId, title } = await shareable(deps, caller, to);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const tokenHash = hashOf(token);
  const now = deps.now();
  const record: ShareLinkRecord = {
    ...target,
    tokenHash,
    shareId: tokenHash.slice(0, 16),
    organizationId,
    createdAt: now.toISOString(),
    createdBy: caller.userId,
    createdByName: caller.name,
    linkExpiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString(),
    revokedAt: null,
    views: 0,
    lastViewedAt: null,
  };
  await deps.shares.create(record);
  await recordShareEvent(deps, caller, 'share.create', record, title);
  return { token, link: view(record, now) };
}

export async function listShareLinks(deps: ShareLinkDeps, caller: Caller, to: ShareTarget) {
  const { target } = await shareable(deps, caller, to);
  const now = deps.now();
  return { links: (await deps.shares.listByTarget(target)).map((record) => view(record, now)) };
}

export async function revokeShareLink(deps: ShareLinkDeps, caller: Caller, to: ShareTarget, shareId: string) {
  const { target, title } = await shareable(deps, caller, to);
  const record = (await deps.shares.listByTarget(target)).find((candidate) => candidate.shareId === shareId);
  if (!record) throw new NotFoundError('Share link not found');
  const now = deps.now();
  const revoked = await deps.shares.revoke(record.tokenHash, now.toISOString());
  await recordShareEvent(deps, caller, 'share.revoke', revoked, title);
  return { link: view(revoked, now) };
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
 * The link's record and its principal, when the link is open: looked up by the token's hash, the stored hash
 * compared in constant time; an unknown token is 404, a revoked or expired one 410, each in words for the page.
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
  const viewer = shareLinkViewerPrincipal(
    record.scope === 'report'
      ? { kind: 'report', reportId: record.reportId, organizationId: record.organizationId }
      : { kind: 'group', groupId: record.groupId, organizationId: record.organizationId },
  );
  return { record, viewer, now };
}

/** A report as `can` judges it for a link: with the group it is linked in now (a report taken out of the group is no longer the group's). */
async function linkedResource(deps: ShareLinkDeps, report: Report): Promise<ReportResource> {
  return { ...reportResource(report), groupId: await deps.groups.groupOf(report.id) };
}

/** The report, if the link opens it (read as the link's own principal). */
async function readableReport(deps: ShareLinkDeps, viewer: ShareLinkViewerPrincipal, reportId: string): Promise<Report | null> {
  const report = await deps.reports.get(reportId);
  return report && can(viewer, 'report:read', await linkedResource(deps, report)) ? report : null;
}

function summaryOf(report: Report, cardsCount: number): SharedReportSummary {
  return {
    id: report.id,
    title: report.title,
    opponentName: report.opponentName ?? null,
    opponentAbbreviation: report.opponentAbbreviation ?? null,
    reportType: report.reportType,
    opponentOffenseTag: report.opponentOffenseTag,
    location: report.location,
    createdAt: report.createdAt,
    cardsCount,
  };
}

async function sharedCardsOf(deps: ShareLinkDeps, token: string, reportId: string): Promise<SharedCard[]> {
  return (await allCards(deps.cards, reportId)).map((card) => sharedCard(token, card));
}

/**
 * What a group link opens: the group's name and the reports it holds now, in its order, each as the link's
 * principal may read it (a report taken out of the group, or deleted, is left out).
 */
async function sharedGroup(deps: ShareLinkDeps, token: string, viewer: ShareLinkViewerPrincipal, groupId: string) {
  const group = await deps.groups.get(groupId);
  if (!group) throw new NotFoundError(SHARE_LINK_MESSAGES.notFound);
  const reports = (await Promise.all(group.reportIds.map((id) => readableReport(deps, viewer, id)))).filter((r): r is Report => r !== null);
  const withCards = await Promise.all(
    reports.map(async (report) => {
      const cards = await sharedCardsOf(deps, token, report.id);
      return { ...summaryOf(report, cards.length), cards };
    }),
  );
  return { group: { id: group.id, name: group.name }, reports: withCards };
}

/** What a share link opens; each opening is counted unless the page is only reading it again. */
export async function getSharedReport(deps: ShareLinkDeps, token: string, options: { refresh?: boolean } = {}): Promise<SharedView> {
  const { record, viewer, now } = await openLink(deps, token);
  const rules = await metricRulesOfOrganization(deps, record.organizationId);
  let answer: SharedView;
  if (record.scope === 'group') {
    const opened: Omit<SharedGroup, 'kind' | 'expiresAt' | 'rules'> = await sharedGroup(deps, token, viewer, record.groupId);
    answer = { kind: 'group', ...opened, expiresAt: record.linkExpiresAt, rules };
  } else {
    const report = await readableReport(deps, viewer, record.reportId);
    if (!report) throw new NotFoundError(SHARE_LINK_MESSAGES.notFound);
    const cards = await sharedCardsOf(deps, token, report.id);
    answer = {
      kind: 'report',
      report: summaryOf(report, cards.length),
      cards,
      expiresAt: record.linkExpiresAt,
      rules,
    } satisfies SharedReport;
  }
  if (!options.refresh) await deps.shares.recordView(record.tokenHash, now.toISOString());
  return answer;
}

/**
 * A medium the link opens, as a redirect to a short-lived storage URL: only a ready medium of a card of a report
 * the link opens (a medium id names its card; the card's report must be the link's report, or for a group link
 * a report the group holds now).
 */
export async function getSharedMedia(deps: ShareLinkDeps, token: string, mediaId: string, options: { poster?: boolean } = {}) {
  const { viewer } = await openLink(deps, token);
  const cardId = cardIdOfMediaId(mediaId);
  const card = cardId ? await deps.cards.get(cardId) : null;
  const report = card ? await deps.reports.get(card.reportId) : null;
  const medium = card?.media.find((item) => item.mediaId === mediaId && isReady(item));
  const key = options.poster ? medium?.posterS3Key : medium?.s3Key;
  const groupId = report ? await deps.groups.groupOf(report.id) : null;
  if (!report || !key || !can(viewer, 'card:read', { ...cardResource(report), groupId })) {
    throw new NotFoundError('Media not found');
  }
  return { location: await deps.objects.readUrl(deps.buckets.media, key, MEDIA_VIEW_URL_TTL_SECONDS) };
}
