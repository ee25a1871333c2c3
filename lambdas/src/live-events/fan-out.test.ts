import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '@scout/shared/events';
import { fanOut, createLiveEventPublisher } from './fan-out';
import { tokenOfProtocols } from './connections';
import type { Audience, ConnectionSender, ConnectionStore, LiveConnection } from './ports';

const NOW = new Date('2026-11-26T10:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

function connection(connectionId: string, audience: Audience, expiresAt = nowSeconds + 3600): LiveConnection {
  const organizationId = audience.kind === 'organization' ? audience.organizationId : 'org-scout';
  return { connectionId, userId: `user-${connectionId}`, organizationId, audience, connectedAt: NOW.toISOString(), expiresAt };
}

/** The store's contract in memory (the DynamoDB adapter is tested on the embedded DynamoDB in test/live-events.test.ts). */
function memoryStore(initial: LiveConnection[]): ConnectionStore & { ids(): string[] } {
  const all = new Map(initial.map((c) => [c.connectionId, c]));
  const same = (a: Audience, b: Audience) =>
    a.kind === b.kind && (a.kind === 'internal' || (b.kind === 'organization' && a.organizationId === b.organizationId));
  return {
    put: async (c) => void all.set(c.connectionId, c),
    remove: async (id) => void all.delete(id),
    listByAudience: async (audience, at) => [...all.values()].filter((c) => same(c.audience, audience) && c.expiresAt > at),
    listByUser: async (userId) => [...all.values()].filter((c) => c.userId === userId),
    ids: () => [...all.keys()].sort(),
  };
}

/** A sender that records what it was given: some connections are gone, one fails. */
function recordingSender(gone: string[] = [], failing: string[] = []): ConnectionSender & { sent: Map<string, string[]> } {
  const sent = new Map<string, string[]>();
  return {
    sent,
    async send(id, frame) {
      if (failing.includes(id)) throw new Error('throttled');
      if (gone.includes(id)) return 'gone';
      sent.set(id, [...(sent.get(id) ?? []), frame]);
      return 'sent';
    },
    close: async () => 'closed',
  };
}

const statusChanged: ServerEvent = {
  type: 'card.status_changed',
  reportId: 'r1',
  cardId: 'c1',
  organizationId: 'org-eagles',
  status: 'review',
  clipStatus: null,
  version: 3,
  at: NOW.toISOString(),
};

describe('fanning an event out', () => {
  it("goes to the event's organisation and to staff, never to another organisation or an expired connection", async () => {
    // Prepare
    const connections = memoryStore([
      connection('eagles-1', { kind: 'organization', organizationId: 'org-eagles' }),
      connection('eagles-2', { kind: 'organization', organizationId: 'org-eagles' }),
      connection('eagles-old', { kind: 'organization', organizationId: 'org-eagles' }, nowSeconds - 1),
      connection('ridgeview-1', { kind: 'organization', organizationId: 'org-ridgeview' }),
      connection('staff-1', { kind: 'internal' }),
    ]);
    const sender = recordingSender();

    // Act
    const result = await fanOut({ connections, sender, now: () => NOW }, statusChanged);

    // Assess
    expect(result).toEqual({ sent: 3, gone: 0 });
    expect([...sender.sent.keys()].sort()).toEqual(['eagles-1', 'eagles-2', 'staff-1']);
    expect(JSON.parse(sender.sent.get('staff-1')?.[0] ?? '')).toEqual(statusChanged);
  });

  it('forgets connections reported gone, and one failing connection does not keep the event from the others', async () => {
    // Prepare
    const connections = memoryStore([
      connection('gone-1', { kind: 'organization', organizationId: 'org-eagles' }),
      connection('failing-1', { kind: 'internal' }),
      connection('ok-1', { kind: 'internal' }),
    ]);
    const sender = recordingSender(['gone-1'], ['failing-1']);

    // Act
    const result = await fanOut({ connections, sender, now: () => NOW }, statusChanged);

    // Assess
    expect(result).toEqual({ sent: 1, gone: 1 });
    expect(connections.ids()).toEqual(['failing-1', 'ok-1']);
  });

  it('the publisher never throws: a failing store loses the event, not the write', async () => {
    // Prepare
    const broken: ConnectionStore = {
      put: async () => undefined,
      remove: async () => undefined,
      listByAudience: () => Promise.reject(new Error('DynamoDB is down')),
      listByUser: async () => [],
    };
    const publisher = createLiveEventPublisher({ connections: broken, sender: recordingSender(), now: () => NOW });

    // Act and assess
    await expect(publisher.publish(statusChanged)).resolves.toBeUndefined();
    await expect(createLiveEventPublisher(null).publish(statusChanged)).resolves.toBeUndefined();
  });
});

describe('the token a browser offers as a subprotocol', () => {
  it("is the value beside Scout's protocol", () => {
    expect(tokenOfProtocols('scout-live-v1, eyJhbGciOi.eyJzdWIi.c2ln')).toBe('eyJhbGciOi.eyJzdWIi.c2ln');
    expect(tokenOfProtocols('eyJhbGciOi.eyJzdWIi.c2ln,scout-live-v1')).toBe('eyJhbGciOi.eyJzdWIi.c2ln');
  });

  it("is missing without Scout's protocol, or with nothing beside it", () => {
    expect(tokenOfProtocols(undefined)).toBeNull();
    expect(tokenOfProtocols('chat, eyJhbGciOi.eyJzdWIi.c2ln')).toBeNull();
    expect(tokenOfProtocols('scout-live-v1')).toBeNull();
  });
});
