import { describe, expect, it } from 'vitest';
import { MalformedPathError, buildPath, matchPath, pathParameterNames, requiresSessionToken, routeKey } from './route';

describe('route paths', () => {
  it('names, fills and matches path parameters', () => {
    expect(pathParameterNames('/reports/{rid}/cards/{cid}')).toEqual(['rid', 'cid']);
    expect(buildPath('/reports/{id}', { id: 'r 1/2' })).toBe('/reports/r%201%2F2');
    expect(matchPath('/reports/{id}', '/reports/r%201%2F2')).toEqual({ id: 'r 1/2' });
    expect(matchPath('/reports/{id}', '/reports/abc/cards')).toBeNull();
    expect(matchPath('/reports', '/reports/')).toEqual({});
    expect(routeKey({ method: 'GET', path: '/reports/{id}' })).toBe('GET /reports/{id}');
  });

  it('tells a malformed escape in a parameter (400) from a path of another shape (no match)', () => {
    expect(() => matchPath('/reports/{id}', '/reports/%E0%A4%A')).toThrow(MalformedPathError);
    expect(() => matchPath('/reports/{id}', '/reports/%')).toThrow('malformed %-escape');
    expect(matchPath('/reports', '/reports/%E0%A4%A')).toBeNull();
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath('/reports/{id}', {})).toThrow('Missing path parameter "id"');
  });
});

describe('route auth kinds', () => {
  it('asks for a session token on user, internal and administrator routes only', () => {
    expect(requiresSessionToken({ auth: 'user' })).toBe(true);
    expect(requiresSessionToken({ auth: 'internal' })).toBe(true);
    expect(requiresSessionToken({ auth: 'administrator' })).toBe(true);
    expect(requiresSessionToken({ auth: 'public' })).toBe(false);
    expect(requiresSessionToken({ auth: 'webhook' })).toBe(false);
  });
});
