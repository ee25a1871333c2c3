import type { Card } from '@scout/shared/domain';

/** Whether the card has a medium the server is still working on (the card is read again until it is done). */
export function hasMediaInProgress(card: Pick<Card, 'media'>): boolean {
  return card.media.some((medium) => medium.status === 'processing');
}
