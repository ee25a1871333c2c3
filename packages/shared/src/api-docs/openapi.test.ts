import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, contract } from '../api/contract';
import { defineRoute, pathParameterNames, type RouteDefinition } from '../api/route';
import { buildOpenApiDocument } from './openapi';

type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

function operationOf(document: ReturnType<typeof buildOpenApiDocument>, route: RouteDefinition): Operation {
  const item = document.paths?.[route.path] as Record<string, Operation> | undefined;
  const operation = item?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`No operation for ${route.method} ${route.path}`);
  return operation;
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(contract, { version: 'abc1234', serverUrl: 'https://api.example.com' });

  it('is OpenAPI 3.1 with one operation per contract route, named by its route id', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('abc1234');
    expect(document.servers).toEqual([{ url: 'https://api.example.com' }]);
    const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item as Record<string, Operation>));
    expect(operations).toHaveLength(ROUTE_IDS.length);
    for (const id of ROUTE_IDS) {
      const operation = operationOf(document, contract[id]);
      expect(operation.operationId).toBe(id);
      expect(operation.tags).toEqual([contract[id].domain]);
    }
    // It survives JSON (what /openapi.json serves).
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('declares every path parameter as required, and the query parameters', () => {
    for (const id of ROUTE_IDS) {
      const route = contract[id];
      const declared = (operationOf(document, route).parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort()).toEqual(pathParameterNames(route.path).sort());
      expect(declared.every((p) => p.required)).toBe(true);
    }
    const listReports = operationOf(document, contract.listReports);
    expect(listReports.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['status', 'packageType', 'sort']),
    );
  });

  it('says who may call: a Bearer token for signed-in routes, none for public ones, 403 for staff-only ones', () => {
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const id of ROUTE_IDS) {
      const route = contract[id];
      const operation = operationOf(document, route);
      const signedIn = route.auth === 'user' || route.auth === 'internal' || route.auth === 'administrator';
      expect(operation.security).toEqual(signedIn ? [{ bearerAuth: [] }] : []);
      expect(Object.keys(operation.responses)).toContain('400');
      expect('401' in operation.responses).toBe(signedIn || route.auth === 'webhook');
      expect('403' in operation.responses).toBe(route.auth === 'internal' || route.auth === 'administrator');
      expect('404' in operation.responses).toBe(pathParameterNames(route.path).length > 0);
    }
  });

  it('documents bodies and answers with their schemas, and errors with the shared error body', () => {
    const login = operationOf(document, contract.login);
    expect(JSON.stringify(login.requestBody)).toContain('"username"');
    const created = operationOf(document, contract.createReport);
    const success = Object.entries(created.responses).find(([status]) => status.startsWith('2'));
    expect(JSON.stringify(success?.[1])).toContain('"opponentName"');
    expect(created.responses['400']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(document.components?.schemas?.ApiError).toMatchObject({ required: ['statusCode', 'error', 'message'] });
  });

  it('documents a webhook route as one: no Bearer token, its signature checked', () => {
    // Prepare: a route that exists only in this test.
    const routes = {
      testWebhook: defineRoute({
        method: 'POST',
        path: '/webhooks/test-provider',
        auth: 'webhook',
        domain: 'payments',
        summary: 'A test provider tells Scout about an event.',
        params: z.object({}),
        query: z.object({}),
        body: z.object({ eventId: z.string() }),
        response: z.object({ received: z.literal(true) }),
      }),
    };

    const operation = operationOf(buildOpenApiDocument(routes), routes.testWebhook);

    expect(operation.security).toEqual([]);
    expect(JSON.stringify(operation)).toContain('not by a browser');
    expect(JSON.stringify(operation.requestBody)).toContain('"eventId"');
  });
});
