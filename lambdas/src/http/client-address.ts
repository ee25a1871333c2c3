import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The header CloudFront sets to the viewer's address and source port ('198.51.100.10:46532'). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The viewer's IP from CloudFront-Viewer-Address: everything before the last colon (the port); null when malformed. */
export function viewerAddressOf(value: string | undefined): string | null {
  if (!value) return null;
  const cut = value.lastIndexOf(':');
  if (cut <= 0) return null;
  const address = value.slice(0, cut).replace(/^\[(.*)\]$/, '$1');
  return isIP(address) ? address : null;
}

/**
 * Where a request comes from. Behind Scout's API distribution API Gateway sees a CloudFront edge as the source,
 * shared by every client of that edge: per-source sign-in limits would then lock many people at once. There
 * (`trustEdge`) the viewer's address CloudFront puts in its header counts instead; elsewhere that header is
 * whatever the client sent and is ignored.
 */
export function clientAddress(event: APIGatewayProxyEventV2, options: { trustEdge: boolean }): string | null {
  if (options.trustEdge) {
    const header = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === VIEWER_ADDRESS_HEADER)?.[1];
    const viewer = viewerAddressOf(header);
    if (viewer) return viewer;
  }
  return event.requestContext.http.sourceIp || null;
}
