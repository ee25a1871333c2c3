import { createDynamoSettingsStore } from '../adapters/dynamodb/settings-store.dynamodb';
import { jwtSecret } from '../adapters/secrets/jwt-secret';
import { env } from '../config/env';
import { createAccessGate } from '../settings/access-gate';

const config = env();

/**
 * The restricted-environment gate every API function checks (http-handler's `gate` option), one per instance:
 * its reading of "is a code set" is cached for ACCESS_GATE_CACHE_SECONDS, its tokens last ACCESS_GATE_TTL_SECONDS.
 */
export const accessGate = createAccessGate({
  settings: createDynamoSettingsStore(),
  secret: jwtSecret,
  now: () => new Date(),
  cacheSeconds: config.ACCESS_GATE_CACHE_SECONDS,
  ttlSeconds: config.ACCESS_GATE_TTL_SECONDS,
});

/** What every API function's HTTP handler takes: the gate, and whether CloudFront names the client. */
export const edgeOptions = { gate: accessGate, trustEdgeViewerAddress: config.TRUST_EDGE_VIEWER_ADDRESS };
