/**
 * What a webhook route's implementation gets: the request exactly as its sender signed it. It verifies the
 * signature (through a port) before it parses the body with the route's body schema.
 */
export interface WebhookRequest {
  /** The body's bytes as received (decoded from base64 when API Gateway encoded them); empty without a body. */
  rawBody: Buffer;
  /** Every header, its name lowercased. */
  headers: Readonly<Record<string, string>>;
}
