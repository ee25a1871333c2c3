import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent } from '../local/api-gateway-event';
import { clientAddress, viewerAddressOf } from './client-address';

const eventFrom = (sourceIp: string, headers: Record<string, string>) =>
  toApiGatewayEvent({ method: 'GET', path: '/reports', rawQueryString: '', headers, sourceIp }, 'GET /reports', {});

describe('the client address', () => {
  it('reads the viewer from CloudFront-Viewer-Address, IPv4 and IPv6, without the port', () => {
    expect(viewerAddressOf('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(viewerAddressOf('2001:db8::8a2e:370:7334:46532')).toBe('2001:db8::8a2e:370:7334');
    expect(viewerAddressOf('not an address:80')).toBeNull();
    expect(viewerAddressOf(undefined)).toBeNull();
  });

  it('is the viewer behind Scout’s distribution, and the connection’s source anywhere else', () => {
    // Prepare: CloudFront's edge connects; the header names the client.
    const event = eventFrom('130.176.1.1', { 'CloudFront-Viewer-Address': '203.0.113.7:5555' });

    // Act + Assess: trusted behind the edge; a header a client sets directly means nothing.
    expect(clientAddress(event, { trustEdge: true })).toBe('203.0.113.7');
    expect(clientAddress(event, { trustEdge: false })).toBe('130.176.1.1');
    expect(clientAddress(eventFrom('130.176.1.1', { 'cloudfront-viewer-address': 'garbage' }), { trustEdge: true })).toBe('130.176.1.1');
  });
});
