/**
 * The formatters, made once: toLocaleString with options builds an Intl formatter on every call, and the report
 * page overview's two dates took half a second of its main thread under a 4× CPU slowdown, on every render.
 */
let dateTimeFormat: Intl.DateTimeFormat | null = null;
let dayFormat: Intl.DateTimeFormat | null = null;

/** A date and time as people read it ('Nov 23, 2026, 7:03 PM'); '—' for none; an unreadable value as it came. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(date);
}

/** A day as people read it ('Nov 23, 2026'); '—' for none. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  dayFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return dayFormat.format(date);
}
