import { describe, expect, it } from 'vitest';
import { SERVER_EVENT_TYPES, parseServerMessage, serverEventSchema } from './server-events';

const AT = '2026-11-23T13:30:00.000Z';

const reportUpdated = {
  type: 'report.updated',
  reportId: 'r1',
  organizationId: 'org-eagles',
  changed: ['status', 'completionPercentage'],
  status: 'in_progress',
  version: 4,
  at: AT,
};

const cardStatusChanged = {
  type: 'card.status_changed',
  reportId: 'r1',
  cardId: 'c7',
  organizationId: 'org-eagles',
  status: 'review',
  clipStatus: 'ready',
  version: 2,
  at: AT,
};

const processingProgress = {
  type: 'processing.progress',
  reportId: 'r1',
  organizationId: 'org-eagles',
  phase: 'processing',
  clipsDone: 40,
  clipsFailed: 2,
  clipsTotal: 120,
  at: '2026-11-23T14:30:00+01:00',
};

const frame = (value: unknown) => JSON.stringify(value);

describe('websocket events from the server', () => {
  it('reads each event by its type', () => {
    expect(parseServerMessage(frame(reportUpdated))).toEqual(reportUpdated);
    expect(parseServerMessage(frame(cardStatusChanged))).toEqual(cardStatusChanged);
    expect(parseServerMessage(frame(processingProgress))).toEqual(processingProgress);
    const reportDeleted = { type: 'report.deleted', reportId: 'r1', organizationId: 'org-eagles', at: AT };
    expect(parseServerMessage(frame(reportDeleted))).toEqual(reportDeleted);
    expect(SERVER_EVENT_TYPES).toEqual(['report.updated', 'report.deleted', 'card.status_changed', 'processing.progress']);
  });

  it('reads a pong, with or without the id of the ping it answers', () => {
    expect(parseServerMessage(frame({ type: 'pong', id: 'p1', at: AT }))).toEqual({ type: 'pong', id: 'p1', at: AT });
    expect(parseServerMessage(frame({ type: 'pong', at: AT }))).toEqual({ type: 'pong', at: AT });
  });

  it('keeps a card made by hand, whose clip status is null', () => {
    expect(parseServerMessage(frame({ ...cardStatusChanged, clipStatus: null }))).toMatchObject({ clipStatus: null });
  });

  it('drops fields a newer server adds instead of refusing the event', () => {
    expect(parseServerMessage(frame({ ...reportUpdated, actor: 'user-1' }))).toEqual(reportUpdated);
  });

  it('drops a frame that is not JSON, or of a type it does not know', () => {
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage(frame(null))).toBeNull();
    expect(parseServerMessage(frame({ ...reportUpdated, type: 'report.archived' }))).toBeNull();
    expect(parseServerMessage(frame({ reportId: 'r1' }))).toBeNull();
  });

  it('refuses an event with a missing or malformed field', () => {
    expect(parseServerMessage(frame({ ...reportUpdated, organizationId: undefined }))).toBeNull();
    expect(parseServerMessage(frame({ ...reportUpdated, changed: [] }))).toBeNull();
    expect(parseServerMessage(frame({ ...reportUpdated, changed: ['notAReportField'] }))).toBeNull();
    expect(parseServerMessage(frame({ ...reportUpdated, status: 'archived' }))).toBeNull();
    expect(parseServerMessage(frame({ ...reportUpdated, version: 0 }))).toBeNull();
    expect(parseServerMessage(frame({ ...reportUpdated, at: '23/11/2026' }))).toBeNull();
    expect(parseServerMessage(frame({ ...cardStatusChanged, cardId: '' }))).toBeNull();
    expect(parseServerMessage(frame({ ...cardStatusChanged, status: 'done' }))).toBeNull();
    expect(parseServerMessage(frame({ ...cardStatusChanged, clipStatus: 'playing' }))).toBeNull();
    expect(parseServerMessage(frame({ ...processingProgress, phase: 'uploading' }))).toBeNull();
    expect(parseServerMessage(frame({ ...processingProgress, clipsDone: -1 }))).toBeNull();
    expect(parseServerMessage(frame({ ...processingProgress, clipsDone: 1.5 }))).toBeNull();
  });

  it('refuses progress whose done and failed clips pass the total', () => {
    const result = serverEventSchema.safeParse({ ...processingProgress, clipsDone: 100, clipsFailed: 21 });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('clipsDone and clipsFailed together cannot pass clipsTotal');
    expect(serverEventSchema.safeParse({ ...processingProgress, clipsDone: 100, clipsFailed: 20 }).success).toBe(true);
  });
});
