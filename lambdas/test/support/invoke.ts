import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { contract, type RouteId } from '@scout/shared/api';
import { DEMO_ACCOUNTS } from '@scout/shared/domain';
import { domainHandlers } from '../../src/local/domain-handlers';
import { contractRouteEvent, type ContractCall } from '../../src/local';

export type InvokeOptions = ContractCall;

export interface InvokeResult {
  statusCode: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** Calls a route's Lambda handler with the event API Gateway would send for it. */
export async function invoke(routeId: RouteId, options: InvokeOptions = {}): Promise<InvokeResult> {
  const route = contract[routeId];
  const result = (await domainHandlers[route.domain].handler(contractRouteEvent(route, options))) as APIGatewayProxyStructuredResultV2;
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
  return { statusCode: result.statusCode ?? 200, body: result.body ? JSON.parse(result.body) : {}, headers };
}

const tokens = new Map<string, string>();

/** Signs in as a demo account once per test file and returns its token. */
export async function tokenFor(account: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const cached = tokens.get(account);
  if (cached) return cached;
  const { username, password } = DEMO_ACCOUNTS[account];
  const response = await invoke('login', { body: { username, password } });
  if (response.statusCode !== 200) throw new Error(`Demo login failed: ${JSON.stringify(response.body)}`);
  const token = response.body.token as string;
  tokens.set(account, token);
  return token;
}
