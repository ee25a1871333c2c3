import { CARD_STATUS_LABELS, type CardStatus } from '@scout/shared/domain';

/** Words of the card pages that more than one place uses. */
export const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes. Leave this card without saving?';

export function statusChangedMessage(cardNumber: number, status: CardStatus): string {
  return `Card #${cardNumber} is now ${CARD_STATUS_LABELS[status]}`;
}

export function deletedMessage(cardNumber: number): string {
  return `Card #${cardNumber} deleted`;
}

/** Shown on '/cards/{cardId}/…' pages when the card's report cannot be found out. */
export const OPEN_FROM_REPORT = 'Open this card from its report';
