import { describe, expect, it } from 'vitest';
import { ROUTE_DOMAINS, ROUTE_IDS, contract } from '@scout/shared/api';
import { domainHandlers } from '../src/local/domain-handlers';

describe('the API contract and the Lambda handlers', () => {
  it('has exactly one handler for every contract route, in the function of its domain', () => {
    for (const id of ROUTE_IDS) {
      const implementers = ROUTE_DOMAINS.filter((domain) => id in domainHandlers[domain].routes);
      expect(implementers, `route ${id}`).toEqual([contract[id].domain]);
    }
  });

  it('has no handler for a route the contract does not declare', () => {
    const implemented = ROUTE_DOMAINS.flatMap((domain) => Object.keys(domainHandlers[domain].routes));
    expect(implemented.sort()).toEqual([...ROUTE_IDS].sort());
  });
});
