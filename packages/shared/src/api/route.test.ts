import { describe, expect, it } from 'vitest';
import { buildPath, matchPath, pathParameterNames, routeKey } from './route';

describe('route paths', () => {
  it('names, fills and matches path parameters', () => {
    expect(pathParameterNames('/reports/{rid}/cards/{cid}')).toEqual(['rid', 'cid']);
    expect(buildPath('/reports/{id}', { id: 'r 1/2' })).toBe('/reports/r%201%2F2');
    expect(matchPath('/reports/{id}', '/reports/r%201%2F2')).toEqual({ id: 'r 1/2' });
    expect(matchPath('/reports/{id}', '/reports/abc/cards')).toBeNull();
    expect(matchPath('/reports', '/reports/')).toEqual({});
    expect(routeKey({ method: 'GET', path: '/reports/{id}' })).toBe('GET /reports/{id}');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath('/reports/{id}', {})).toThrow('Missing path parameter "id"');
  });
});
