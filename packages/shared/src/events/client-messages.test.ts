import { describe, expect, it } from 'vitest';
import { parseClientMessage } from './client-messages';

describe('websocket messages from the browser', () => {
  it('reads a ping, with or without an id', () => {
    expect(parseClientMessage('{"type":"ping","id":"p1"}')).toEqual({ type: 'ping', id: 'p1' });
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ type: 'ping' });
  });

  it('drops anything else: not JSON, an unknown type, a bad id', () => {
    expect(parseClientMessage('ping')).toBeNull();
    expect(parseClientMessage('{"type":"subscribe","reportId":"r1"}')).toBeNull();
    expect(parseClientMessage('{"type":"ping","id":""}')).toBeNull();
    expect(parseClientMessage(JSON.stringify({ type: 'ping', id: 'x'.repeat(65) }))).toBeNull();
    expect(parseClientMessage('[]')).toBeNull();
  });
});
