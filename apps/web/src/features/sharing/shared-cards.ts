import { isThumbnailImage, type Card, type SharedReport } from '@scout/shared/domain';

/**
 * A shared report's plays in the shape the film room and the breakdown readers take: each medium's URL is the
 * API path of the link (it redirects to storage). Fields a share link does not carry are left empty.
 */
export function sharedCardsAsCards(shared: SharedReport, apiUrl: string): Card[] {
  return shared.cards.map((card) => ({
    id: card.id,
    reportId: shared.report.id,
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
    createdAt: shared.report.createdAt,
    updatedAt: shared.report.createdAt,
  }));
}

/** The picture of a play's tile: its thumbnail (or first image). */
export function sharedThumbnail(card: Card): string | null {
  return card.media.find((medium) => medium.url && isThumbnailImage(medium))?.url ?? null;
}
