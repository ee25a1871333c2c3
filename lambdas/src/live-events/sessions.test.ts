import { describe, expect, it } from 'vitest';
import type { LiveConnection } from './ports';
import { closeConnectionsOf, createLiveSessions, type SessionDeps } from './sessions';

// The store and sender in memory; the DynamoDB store and the local WebSocket server are exercised together in
// test/live-events.test.ts.

function connection(connectionId: string, userId: string): LiveConnection {
  return {
    connectionId,
    userId,
    organizationId: 'org-eagles',
    audience: { kind: 'organization', organizationId: 'org-eagles' },
    connectedAt: '2026-11-26T10:00:00.000Z',
    expiresAt: 1_800_000_000,
  };
}

function fakes(initial: LiveConnection[], answers: Record<string, 'closed' | 'gone' | 'fails'>) {
  const records = new Map(initial.map((c) => [c.connectionId, c]));
  const closed: string[] = [];
  const deps: SessionDeps = {
    connections: {
      listByUser: async (userId) => [...records.values()].filter((c) => c.userId === userId),
      remove: async (id) => void records.delete(id),
    },
    sender: {
      async close(id) {
        const answer = answers[id] ?? 'closed';
        if (answer === 'fails') throw new Error('throttled');
        closed.push(id);
        return answer;
      },
    },
  };
  return { deps, closed, remaining: () => [...records.keys()].sort() };
}

describe("closing a user's live connections", () => {
  it('closes and forgets every connection of that user, and only theirs; one failing does not keep the others open', async () => {
    // Prepare
    const { deps, closed, remaining } = fakes(
      [connection('a-1', 'user-a'), connection('a-2', 'user-a'), connection('a-3', 'user-a'), connection('b-1', 'user-b')],
      { 'a-2': 'gone', 'a-3': 'fails' },
    );

    // Act
    const tally = await closeConnectionsOf(deps, 'user-a');

    // Assess: the failed one keeps its record (its $disconnect or the TTL forgets it).
    expect(tally).toEqual({ closed: 1, gone: 1, failed: 1 });
    expect(closed.sort()).toEqual(['a-1', 'a-2']);
    expect(remaining()).toEqual(['a-3', 'b-1']);
  });

  it('never throws through the port: a broken store fails neither the sign-out nor the edit', async () => {
    // Prepare
    const broken: SessionDeps = {
      connections: { listByUser: () => Promise.reject(new Error('DynamoDB is down')), remove: async () => undefined },
      sender: { close: async () => 'closed' },
    };

    // Act and assess
    await expect(createLiveSessions(broken).endLiveConnections('user-a')).resolves.toBeUndefined();
    await expect(createLiveSessions(null).endLiveConnections('user-a')).resolves.toBeUndefined();
  });
});
