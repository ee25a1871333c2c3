export { contractRouteEvent, toApiGatewayEvent, type ContractCall, type HttpRequestLike } from './api-gateway-event';
export { EMBEDDED_CREDENTIALS, startEmbeddedAws, type EmbeddedAws, type EmbeddedAwsOptions } from './embedded-aws';
export { ensureTable, provisionEmbeddedTable } from './provision';
// The local API server answers its own errors (unknown route, malformed path, body too large) as the handlers do.
export { errorResponse, mapError } from '../http/error-mapper';
export { PayloadTooLargeError } from '../core/errors';
// Film processing runs in the local stack's process; what a stop interrupted is queued again when it starts.
export { resumeUnfinishedImports } from './resume-imports';
// The local S3's object-created events, queued as S3's event rule queues them in AWS.
export { queueObjectCreated } from './object-created';
// Stripe has no local twin: the local stack serves a checkout page for the local payment provider's sessions.
export { localCheckoutView, payLocalCheckout, type LocalCheckoutView } from '../adapters/payments/local-checkout';
// API Gateway's WebSocket API has no local twin: this server speaks its events and its management API.
export { startLocalWebSocketServer, type LocalWebSocketServer } from './websocket-server';
// A WebSocket client (ws) for the benchmarks, which stand for browsers.
export { WebSocket as WebSocketClient } from 'ws';
