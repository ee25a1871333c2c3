export { contractRouteEvent, toApiGatewayEvent, type ContractCall, type HttpRequestLike } from './api-gateway-event';
export { EMBEDDED_CREDENTIALS, startEmbeddedAws, type EmbeddedAws, type EmbeddedAwsOptions } from './embedded-aws';
export { ensureTable, provisionEmbeddedTable } from './provision';
