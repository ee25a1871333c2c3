import { isThumbnailImage, type Card, type SharedCard, type SharedReportSummary, type SharedView } from '@scout/shared/domain';
import { gameLabelsOf } from '../../entities/report-groups/group-games';

/**
 * A shared report's plays in the shape the film room and the breakdown readers take: each medium's URL is the
 * API path of the link (it redirects to storage). Fields a share link does not carry are left empty.
 */
export function sharedCardsAsCards(report: SharedReportSummary, cards: readonly SharedCard[], apiUrl: string): Card[] {
  return cards.map((card) => ({
    id: card.id,
    reportId: report.id,
    organizationId: 'shared',
    cardNumber: card.cardNumber,
    title: card.title,
    content: '{}',
    status: 'complete',
    breakdown: card.breakdown,
    durationSeconds: card.durationSeconds ?? null,
    media: card.media.map((medium) => ({
      mediaId: medium.mediaId,
      s3Key: '',
      mediaType: medium.mediaType,
      fileName: medium.fileName ?? null,
      mimeType: medium.mimeType ?? null,
      url: `${apiUrl}${medium.path}`,
      posterUrl: medium.posterPath ? `${apiUrl}${medium.posterPath}` : null,
    })),
    version: 1,
    createdAt: report.createdAt,
    updatedAt: report.createdAt,
  }));
}

/** One report a link opens, as the shared page shows it: a game with its label and its plays. */
export interface SharedGame {
  reportId: string;
  /** 'HAR Nov 1', as the group's pages head a game. */
  label: string;
  report: SharedReportSummary;
  cards: Card[];
}

/** The reports a link opens, as games: a report link's one, or a group link's in the group's order. */
export function sharedGames(shared: SharedView, apiUrl: string): SharedGame[] {
  const reports =
    shared.kind === 'report'
      ? [{ report: shared.report, cards: shared.cards }]
      : shared.reports.map(({ cards, ...report }) => ({ report, cards }));
  const labels = gameLabelsOf(reports.map(({ report }) => report));
  return reports.map(({ report, cards }, i) => ({
    reportId: report.id,
    label: labels[i] ?? report.title,
    report,
    cards: sharedCardsAsCards(report, cards, apiUrl),
  }));
}

/** The games the page shows: the one chosen (by report id), or every game when none (or an unknown one) is. */
export function chosenGames(games: readonly SharedGame[], reportId: string | null): readonly SharedGame[] {
  const chosen = games.find((game) => game.reportId === reportId);
  return chosen ? [chosen] : games;
}

/** The picture of a play's tile: its thumbnail (or first image). */
export function sharedThumbnail(card: Card): string | null {
  return card.media.find((medium) => medium.url && isThumbnailImage(medium))?.url ?? null;
}
