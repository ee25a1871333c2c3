import {
  BREAKDOWN_FIELDS,
  CARD_STATUS_LABELS,
  toCamelCase,
  type BreakdownField,
  type CardActivity,
  type CardStatus,
} from '@scout/shared/domain';
import { FIELD_LABELS, formatFieldValue } from './grid-cell-values';

/** The card activity timeline's words: actions, field changes and times as a person reads them. */

export const ACTIVITY_ACTION_LABELS: Record<CardActivity['action'], string> = {
  created: 'Created the card',
  updated: 'Updated the card',
  breakdown_updated: 'Updated the breakdown',
  status_changed: 'Changed the status',
  media_added: 'Added media',
  media_removed: 'Removed media',
};

const CARD_FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  title: 'Title',
  content: 'Content',
  cardNumber: 'Card #',
};

const EMPTY = '—';

/** A changed field's name as the server records it ('down', 'yard_line', 'breakdown.yardLine') → camelCase. */
function fieldKey(field: string): string {
  return toCamelCase(field.replace(/^breakdown[.:/]/, ''));
}

function isBreakdownField(key: string): key is BreakdownField {
  return (BREAKDOWN_FIELDS as readonly string[]).includes(key);
}

/** 'someField' → 'Some field', for names Scout does not know. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function activityFieldLabel(field: string): string {
  const key = fieldKey(field);
  if (isBreakdownField(key)) return FIELD_LABELS[key];
  return CARD_FIELD_LABELS[key] ?? humanize(key);
}

export function activityValue(field: string, value: unknown): string {
  const key = fieldKey(field);
  if (value === null || value === undefined || value === '') return EMPTY;
  if (key === 'status' && typeof value === 'string' && value in CARD_STATUS_LABELS) return CARD_STATUS_LABELS[value as CardStatus];
  if (isBreakdownField(key)) return formatFieldValue(key, value) || EMPTY;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/** 'Down: — → 3', 'Status: Pending → In Progress'. */
export function describeChange(change: CardActivity['changes'][number]): string {
  return `${activityFieldLabel(change.field)}: ${activityValue(change.field, change.from)} → ${activityValue(change.field, change.to)}`;
}

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; older ones as a date. */
export function relativeTime(at: string, now: Date): string {
  const then = new Date(at);
  if (Number.isNaN(then.getTime())) return at;
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.round(hours / 24);
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return then.toLocaleDateString();
}
