import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { LIVE_EVENTS_PROTOCOL, parseServerMessage, type ServerMessage } from '@scout/shared/events';
import { EMBEDDED_CREDENTIALS } from '../src/local/embedded-aws';
import { startLocalWebSocketServer, type LocalWebSocketServer } from '../src/local/websocket-server';
import type { WebSocketEvent, WebSocketResult } from '../src/handlers/websocket';
import type { ConnectionStore } from '../src/live-events/ports';
import type * as InvokeModuleType from './support/invoke';

type InvokeModule = typeof InvokeModuleType;

/**
 * Live events end to end on real parts: the local WebSocket server (the twin of API Gateway's WebSocket API,
 * answering the management API the AWS SDK's client posts to), the WebSocket function, connections in the
 * embedded DynamoDB, and the API's handlers publishing as they write. Browsers are `ws` clients.
 *
 * The callback URL is set before the handlers load (they configure themselves once, as a Lambda does at cold
 * start) and removed afterwards, so the other test files publish nothing.
 */

let server: LocalWebSocketServer;
let handle: ((event: WebSocketEvent) => Promise<WebSocketResult>) | null = null;
let invoke: InvokeModule['invoke'];
let tokenFor: InvokeModule['tokenFor'];
let connections: ConnectionStore;
const open: WebSocket[] = [];

beforeAll(async () => {
  server = await startLocalWebSocketServer({
    port: 0,
    accessKeyId: EMBEDDED_CREDENTIALS.accessKeyId,
    handle: (event) => (handle ? handle(event) : Promise.resolve({ statusCode: 503 })),
  });
  process.env.WEBSOCKET_CALLBACK_URL = server.callbackUrl;
  // Loaded afresh: the files of a worker share their modules (vitest.config.ts).
  vi.resetModules();
  ({ invoke, tokenFor } = await import('./support/invoke'));
  // The WebSocket function as the local stack runs it: measured for the Lambda Functions page.
  ({ websocketFunction: handle } = await import('../src/local/domain-handlers'));
  connections = (await import('../src/composition/live-events')).liveConnections();
});

afterAll(async () => {
  for (const socket of open) socket.terminate();
  await server.close();
  delete process.env.WEBSOCKET_CALLBACK_URL;
  vi.resetModules();
});

/** A browser's connection: every message it receives, and a wait for the next one that matches. */
interface Browser {
  socket: WebSocket;
  received: ServerMessage[];
  next(match: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
}

async function connect(protocols: string[]): Promise<Browser> {
  const socket = new WebSocket(server.url, protocols);
  open.push(socket);
  const received: ServerMessage[] = [];
  const waiters: { match: (message: ServerMessage) => boolean; resolve: (message: ServerMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = parseServerMessage(String(data));
    if (!message) return;
    received.push(message);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(message)) waiter.resolve(message);
      else waiters.push(waiter);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    next(match, timeoutMs = 3000) {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
        waiters.push({ match, resolve: (message) => (clearTimeout(timer), resolve(message)) });
      });
    },
  };
}

const as = async (account: 'coach' | 'rivalCoach' | 'admin') => connect([LIVE_EVENTS_PROTOCOL, await tokenFor(account)]);
const connectionsOf = async (organizationId: string) =>
  (await connections.listByAudience({ kind: 'organization', organizationId }, Math.floor(Date.now() / 1000))).map((c) => c.connectionId);

describe('opening a live-events connection', () => {
  it('is accepted with a valid token offered as a subprotocol, which the server selects, and recorded under its organisation', async () => {
    // Prepare
    const before = await connectionsOf('org-eagles');

    // Act
    const browser = await as('coach');

    // Assess
    expect(browser.socket.protocol).toBe(LIVE_EVENTS_PROTOCOL);
    const after = await connectionsOf('org-eagles');
    expect(after.length).toBe(before.length + 1);
    browser.socket.close();
    await expect.poll(async () => (await connectionsOf('org-eagles')).length).toBe(before.length);
  });

  it("is refused, and nothing recorded, with a bad token (401) or without Scout's protocol (400)", async () => {
    // Prepare
    const before = await connectionsOf('org-eagles');

    // Act and assess
    await expect(connect([LIVE_EVENTS_PROTOCOL, 'not.a.token'])).rejects.toThrow('refused: 401');
    await expect(connect(['chat', await tokenFor('coach')])).rejects.toThrow('refused: 400');
    await expect(connect([])).rejects.toThrow('refused: 400');
    expect(await connectionsOf('org-eagles')).toEqual(before);
  });

  it('answers a ping with a pong carrying its id, and drops what is not a message', async () => {
    // Prepare
    const browser = await as('coach');

    // Act
    browser.socket.send('not json');
    browser.socket.send(JSON.stringify({ type: 'ping', id: 'p-42' }));

    // Assess
    const pong = await browser.next((message) => message.type === 'pong');
    expect(pong).toMatchObject({ type: 'pong', id: 'p-42' });
    expect(browser.received.filter((message) => message.type === 'pong')).toHaveLength(1);
  });

  it('is counted as calls of the websocket function on the Lambda Functions page: connect, ping and close', async () => {
    // Prepare
    const adminToken = await tokenFor('admin');
    const websocketCalls = async () => {
      const page = await invoke('listLambdaFunctions', { token: adminToken });
      return (page.body.functions as { domain: string; invocations: number; errors: number }[]).find((fn) => fn.domain === 'websocket')!;
    };
    const before = await websocketCalls();

    // Act: a refused upgrade, then a connection that pings and closes.
    await expect(connect([LIVE_EVENTS_PROTOCOL, 'not.a.token'])).rejects.toThrow('refused: 401');
    const browser = await as('coach');
    const connected = await websocketCalls();
    browser.socket.send(JSON.stringify({ type: 'ping', id: 'counted' }));
    await browser.next((message) => message.type === 'pong');
    browser.socket.close();

    // Assess: two $connect calls (a refusal is an answer, not an error), then $default and $disconnect.
    expect(connected.invocations).toBe(before.invocations + 2);
    expect(connected.errors).toBe(before.errors);
    await expect.poll(async () => (await websocketCalls()).invocations).toBe(before.invocations + 4);
  });

  it('is forgotten when it closes', async () => {
    // Prepare
    const browser = await as('rivalCoach');
    const withIt = await connectionsOf('org-ridgeview');

    // Act
    browser.socket.close();
    await new Promise((resolve) => browser.socket.once('close', resolve));
    await expect.poll(async () => (await connectionsOf('org-ridgeview')).length).toBe(withIt.length - 1);
  });
});

describe('events go to the organisation and to staff, never to another organisation', () => {
  it('a card status change reaches the coach and the admin at once; the rival coach receives nothing', async () => {
    // Prepare: a report with a card of the coach's, three browsers watching
    const coachToken = await tokenFor('coach');
    const report = await invoke('createReport', { token: coachToken, body: { title: 'Live events', opponentName: 'Harbor Hawks' } });
    const reportId = report.body.id as string;
    const card = await invoke('createCard', { token: coachToken, params: { id: reportId }, body: { title: 'Opening drive' } });
    const cardId = card.body.id as string;
    const [coach, admin, rival] = [await as('coach'), await as('admin'), await as('rivalCoach')];

    // Act
    const started = Date.now();
    const changed = await invoke('updateCardStatus', { token: coachToken, params: { cid: cardId }, body: { status: 'complete' } });
    expect(changed.statusCode).toBe(200);

    // Assess: the card's status, to both watchers, within the call
    const isTheCard = (message: ServerMessage) => message.type === 'card.status_changed' && message.cardId === cardId;
    const [toCoach, toAdmin] = await Promise.all([coach.next(isTheCard), admin.next(isTheCard)]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(toCoach).toMatchObject({ type: 'card.status_changed', reportId, cardId, organizationId: 'org-eagles', status: 'complete' });
    expect(toAdmin).toEqual(toCoach);
    // The report's completion moved with it
    const reportChange = await admin.next((message) => message.type === 'report.updated' && message.reportId === reportId);
    expect(reportChange).toMatchObject({ changed: ['cardsCount', 'completionPercentage'], cardsCount: 1 });

    // Act: the report is deleted
    await invoke('deleteReport', { token: coachToken, params: { id: reportId } });

    // Assess: its deletion reaches the coach; nothing of the Eagles ever reached the rival
    await coach.next((message) => message.type === 'report.deleted' && message.reportId === reportId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rival.received.filter((message) => message.type !== 'pong')).toEqual([]);
  });

  it("a film's progress reaches the organisation as each clip is done and as the import moves on, counted by the import itself", async () => {
    // Prepare: a report with a running import of three clips, the processing worker's import store, the coach watching
    const { createDynamoImportStore } = await import('../src/adapters/dynamodb/import-store.dynamodb');
    const { publishingImportStore } = await import('../src/live-events/publishing-stores');
    const { liveEvents } = await import('../src/composition/live-events');
    const imports = publishingImportStore(createDynamoImportStore(), liveEvents);
    const coachToken = await tokenFor('coach');
    const report = await invoke('createReport', { token: coachToken, body: { title: 'Live progress', opponentName: 'Harbor Hawks' } });
    const reportId = report.body.id as string;
    await imports.createIfAbsent({
      reportId,
      organizationId: 'org-eagles',
      importId: 'imp-live',
      mode: 'videos-only',
      zipKey: `uploads/${reportId}/film.zip`,
      zipSize: 1000,
      status: 'processing',
      step: 'Cutting clips',
      error: null,
      createdAt: new Date().toISOString(),
      createdBy: 'user-coach',
      startedAt: new Date().toISOString(),
      finishedAt: null,
      clipsTotal: 3,
      cardNumberBase: 0,
      breakdownFiles: [],
      inflatedBytes: 0,
    });
    const [coach, rival] = [await as('coach'), await as('rivalCoach')];
    const progress = (match: (message: Extract<ServerMessage, { type: 'processing.progress' }>) => boolean) => (message: ServerMessage) =>
      message.type === 'processing.progress' && message.reportId === reportId && match(message);

    // Act: a clip done, a clip failed, then the import finishing
    await imports.recordClipDone(reportId, 'imp-live', 1, { failed: false, inflatedBytes: 500 });
    await imports.recordClipDone(reportId, 'imp-live', 2, { failed: true, inflatedBytes: 0 });
    await imports.setReportImport(reportId, { importId: 'imp-live', status: 'finishing', error: null });

    // Assess
    expect(await coach.next(progress((message) => message.clipsDone + message.clipsFailed === 1))).toMatchObject({
      organizationId: 'org-eagles',
      phase: 'processing',
      clipsDone: 1,
      clipsFailed: 0,
      clipsTotal: 3,
    });
    expect(await coach.next(progress((message) => message.clipsFailed === 1 && message.phase === 'processing'))).toMatchObject({
      clipsDone: 1,
    });
    expect(await coach.next(progress((message) => message.phase === 'finishing'))).toMatchObject({
      clipsDone: 1,
      clipsFailed: 1,
      clipsTotal: 3,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rival.received.filter((message) => message.type !== 'pong')).toEqual([]);
    await invoke('deleteReport', { token: coachToken, params: { id: reportId } });
  });

  it('a connection API Gateway reports gone is forgotten when an event finds it', async () => {
    // Prepare: a recorded connection whose browser is long gone (no socket has its id)
    await connections.put({
      connectionId: 'gone-connection=',
      userId: 'user-coach',
      organizationId: 'org-eagles',
      audience: { kind: 'organization', organizationId: 'org-eagles' },
      connectedAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const coachToken = await tokenFor('coach');
    const report = await invoke('createReport', { token: coachToken, body: { title: 'Gone connection', opponentName: 'Harbor Hawks' } });
    expect(await connectionsOf('org-eagles')).toContain('gone-connection=');

    // Act: any change of the Eagles is published
    await invoke('updateReport', {
      token: coachToken,
      params: { id: report.body.id as string },
      body: { title: 'Gone connection, renamed' },
    });

    // Assess
    expect(await connectionsOf('org-eagles')).not.toContain('gone-connection=');
    await invoke('deleteReport', { token: coachToken, params: { id: report.body.id as string } });
  });
});

describe("a user's connections close when their sessions end", () => {
  const NEW_PASSWORD = 'tailgate lantern 77';

  /** A coach made by an administrator, past their temporary password (whose token may not open a connection). */
  async function newCoach(): Promise<{ id: string; token: string }> {
    const t = randomUUID().slice(0, 8);
    const made = await invoke('createUser', {
      token: await tokenFor('admin'),
      body: { username: `live-${t}`, email: `live-${t}@people.example`, name: `Lee Live ${t}`, organization_id: 'org-eagles' },
    });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
    const user = made.body.user as { id: string; username: string };
    const temporary = await invoke('login', { body: { username: user.username, password: made.body.temporaryPassword as string } });
    const changed = await invoke('changePassword', {
      token: temporary.body.token as string,
      body: { currentPassword: made.body.temporaryPassword as string, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    return { id: user.id, token: changed.body.token as string };
  }

  const closing = (browser: Browser) =>
    new Promise<{ code: number; reason: string }>((resolve) =>
      browser.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );

  it('on sign-out: their connection is closed with 1008 and forgotten, while another user stays connected', async () => {
    // Prepare
    const coach = await newCoach();
    const [theirs, other] = [await connect([LIVE_EVENTS_PROTOCOL, coach.token]), await as('rivalCoach')];
    expect(await connections.listByUser(coach.id)).toHaveLength(1);
    const closed = closing(theirs);

    // Act
    const signedOut = await invoke('logout', { token: coach.token });

    // Assess
    expect(signedOut.statusCode).toBe(200);
    expect(await closed).toEqual({ code: 1008, reason: 'Session ended' });
    expect(await connections.listByUser(coach.id)).toEqual([]);
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    other.socket.send(JSON.stringify({ type: 'ping', id: 'still-here' }));
    await other.next((message) => message.type === 'pong' && message.id === 'still-here');
  });

  it('when staff disable them: every connection of theirs is closed with 1008, another user stays connected', async () => {
    // Prepare: the coach on two devices
    const coach = await newCoach();
    const devices = [await connect([LIVE_EVENTS_PROTOCOL, coach.token]), await connect([LIVE_EVENTS_PROTOCOL, coach.token])];
    const other = await as('coach');
    const closed = devices.map(closing);

    // Act
    const disabled = await invoke('setUserDisabled', {
      token: await tokenFor('admin'),
      params: { id: coach.id },
      body: { disabled: true },
    });

    // Assess
    expect(disabled.statusCode, JSON.stringify(disabled.body)).toBe(200);
    expect((await Promise.all(closed)).map(({ code }) => code)).toEqual([1008, 1008]);
    expect(await connections.listByUser(coach.id)).toEqual([]);
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    // Nor can the disabled coach's token open a new one.
    await expect(connect([LIVE_EVENTS_PROTOCOL, coach.token])).rejects.toThrow('refused: 401');
  });
});
