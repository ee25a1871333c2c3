import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { invoke, tokenFor } from './support/invoke';

const secret = () => process.env.JWT_SECRET as string;

const validClaims = {
  name: 'Jordan Miller',
  email: 'coach@eaglesfootball.example',
  accountId: 'org-eagles',
  accountName: 'Eagles Football',
  role: 'coach',
  showDemoData: true,
  tv: 0,
};

function sign(overrides: jwt.SignOptions = {}, claims: object = validClaims, key = secret()): string {
  return jwt.sign(claims, key, {
    algorithm: 'HS256',
    subject: 'user-coach',
    issuer: 'scout',
    audience: 'scout-web',
    expiresIn: 600,
    ...overrides,
  });
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function listWith(token: string) {
  return invoke('listReports', { token });
}

describe('token verification on protected routes', () => {
  it('accepts a token Scout signed', async () => {
    expect((await listWith(sign())).statusCode).toBe(200);
  });

  it('rejects a tampered token', async () => {
    const [header, , signature] = (await tokenFor('coach')).split('.');
    const forged = base64url({
      ...validClaims,
      sub: 'user-admin',
      role: 'admin',
      accountId: 'internal',
      exp: 4102444800,
      iss: 'scout',
      aud: 'scout-web',
    });

    const response = await listWith(`${header}.${forged}.${signature}`);

    expect(response.statusCode).toBe(401);
    expect(response.body.message).toBe('Invalid or expired token');
  });

  it('rejects an unsigned token (alg: none)', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...validClaims, sub: 'user-admin', role: 'admin', exp: 4102444800, iss: 'scout', aud: 'scout-web' })}.`;

    expect((await listWith(unsigned)).statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const expired = sign({ expiresIn: -10 });

    expect((await listWith(expired)).statusCode).toBe(401);
  });

  it('rejects a token without an expiry', async () => {
    const noExpiry = jwt.sign(validClaims, secret(), { algorithm: 'HS256', subject: 'user-coach', issuer: 'scout', audience: 'scout-web' });

    expect((await listWith(noExpiry)).statusCode).toBe(401);
  });

  it('rejects a token for another issuer or audience, or signed with another key or algorithm', async () => {
    expect((await listWith(sign({ issuer: 'someone-else' }))).statusCode).toBe(401);
    expect((await listWith(sign({ audience: 'another-app' }))).statusCode).toBe(401);
    expect((await listWith(sign({}, validClaims, 'a-different-secret-of-at-least-32-chars!!'))).statusCode).toBe(401);
    expect((await listWith(sign({ algorithm: 'HS512' }))).statusCode).toBe(401);
  });

  it('rejects a malformed Authorization header', async () => {
    expect((await listWith('not-a-jwt')).statusCode).toBe(401);
  });
});
