import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, contract, findRouteByKey, routesByDomain, routesOfDomain } from './contract';
import { ROUTE_DOMAINS, routeKey } from './route';

describe('the contract, merged from one module per domain', () => {
  it('keeps every route of every domain module: no route id is declared twice', () => {
    const declared = ROUTE_DOMAINS.flatMap((domain) => Object.keys(routesByDomain[domain]));

    expect(declared).toHaveLength(ROUTE_IDS.length);
    expect(new Set(declared)).toEqual(new Set(ROUTE_IDS));
  });

  it("serves each domain module's routes from the function of that domain", () => {
    for (const domain of ROUTE_DOMAINS) {
      expect(routesOfDomain(domain).sort(), domain).toEqual(Object.keys(routesByDomain[domain]).sort());
    }
  });

  it('gives every route its own method and path, found again by its key', () => {
    const keys = ROUTE_IDS.map((id) => routeKey(contract[id]));

    expect(new Set(keys).size).toBe(keys.length);
    for (const id of ROUTE_IDS) expect(findRouteByKey(routeKey(contract[id]))).toBe(id);
  });

  it('keeps the route paths clients and API Gateway already use', () => {
    expect(routeKey(contract.login)).toBe('POST /api/v2/login');
    expect(routeKey(contract.getCard)).toBe('GET /reports/{id}/cards/{cid}');
    expect(routeKey(contract.updateCardStatus)).toBe('PUT /cards/{cid}/status');
    expect(routeKey(contract.hudlLegacyUpload)).toBe('POST /hudl-legacy-upload');
    expect(routeKey(contract.convertToGif)).toBe('POST /convert-to-gif');
    expect(routeKey(contract.health)).toBe('GET /health');
  });

  it('accepts the flags clients send, though the server decides from the token', () => {
    expect(contract.listReports.query.parse({ isInternalUser: 'true' })).toEqual({ isInternalUser: true });
    expect(contract.getReport.query.parse({ internal: '1' })).toEqual({ internal: true });
    expect(contract.getCard.query.parse({ includeMedia: 'true', includeBreakdown: 'false', generateUrls: 'true' })).toEqual({
      includeMedia: true,
      includeBreakdown: false,
      generateUrls: true,
    });
  });
});
