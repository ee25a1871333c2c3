import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract, ENROLL_MFA_TO_CONTINUE, type RouteId } from '@scout/shared/api';
import type * as authHandlers from '../src/handlers/auth';
import { auditTrail } from '../src/composition/audit';
import { totpCode, totpStep } from '../src/auth/totp';
import { contractRouteEvent, type ContractCall } from '../src/local';
import { invoke } from './support/invoke';
import { newUser } from './support/users';

/**
 * Two-step sign-in (TOTP): enrolment, the sign-in's second step with a code or a recovery code, turning it off,
 * and the stage rule that administrators must have it. Each test uses a user and source address of its own.
 */

const codeAt = (secret: string, offsetSteps = 0) => totpCode(secret, totpStep(new Date()) + offsetSteps);

function recorded() {
  return vi.spyOn(auditTrail, 'record');
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function signIn(user: { username: string; password: string }, sourceIp: string) {
  return invoke('login', { body: { username: user.username, password: user.password }, sourceIp });
}

/** A user with two-step sign-in on: their secret, recovery codes and the step the confirming code used. */
async function enrolledUser(sourceIp: string) {
  const user = await newUser();
  const token = (await signIn(user, sourceIp)).body.token as string;
  const started = await invoke('startMfaEnrollment', { token, sourceIp });
  const secret = started.body.secret as string;
  const confirmed = await invoke('confirmMfaEnrollment', { token, body: { code: codeAt(secret) }, sourceIp });
  return { user, token, secret, started, confirmed, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe('enrolling in two-step sign-in', () => {
  it('hands out a secret and its otpauth URL, then turns on with a right code: 10 recovery codes and a working token', async () => {
    const events = recorded();
    const user = await newUser();
    const token = (await signIn(user, '203.0.113.10')).body.token as string;

    const before = await invoke('getMfaStatus', { token });
    const started = await invoke('startMfaEnrollment', { token, sourceIp: '203.0.113.10' });
    const secret = started.body.secret as string;
    const wrong = await invoke('confirmMfaEnrollment', { token, body: { code: codeAt(secret, 5) }, sourceIp: '203.0.113.10' });
    const confirmed = await invoke('confirmMfaEnrollment', { token, body: { code: codeAt(secret) }, sourceIp: '203.0.113.10' });
    const after = await invoke('getMfaStatus', { token: confirmed.body.token as string });

    expect(before.body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    expect(started.statusCode).toBe(200);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauthUrl).toBe(
      `otpauth://totp/Scout:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Scout&algorithm=SHA1&digits=6&period=30`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe('That code is not right. Enter the newest code from your authenticator app.');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(after.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const enroll = events.mock.calls.map(([event]) => event).find((event) => event.kind === 'auth.mfa.enroll');
    expect(enroll).toMatchObject({
      outcome: 'success',
      actor: { userId: user.id },
      target: { type: 'user', id: user.id },
      sourceIp: '203.0.113.10',
    });
    // Never the secret or a code in any event.
    const logged = JSON.stringify(events.mock.calls);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain((confirmed.body.recoveryCodes as string[])[0]);
  });

  it('cannot be started again while on', async () => {
    const { token } = await enrolledUser('203.0.113.11');

    const again = await invoke('startMfaEnrollment', { token });

    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe('Two-step sign-in is already on. Turn it off first to set it up again.');
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for a code after the password; a challenge is never a session; each code and recovery code works once', async () => {
    const events = recorded();
    const { user, secret, recoveryCodes } = await enrolledUser('203.0.113.20');

    const first = await signIn(user, '203.0.113.20');
    const challenge = first.body.challenge as string;
    const challengeAsSession = await invoke('getOrganizationDetails', { token: challenge });
    const reusedStep = await invoke('completeMfaLogin', { body: { challenge, code: codeAt(secret) }, sourceIp: '203.0.113.20' });
    const withCode = await invoke('completeMfaLogin', { body: { challenge, code: codeAt(secret, 1) }, sourceIp: '203.0.113.20' });
    const sameCodeAgain = await invoke('completeMfaLogin', { body: { challenge, code: codeAt(secret, 1) }, sourceIp: '203.0.113.20' });

    expect(first.statusCode).toBe(200);
    expect(first.body).toEqual({ mfaRequired: true, challenge: expect.any(String) });
    expect(challengeAsSession.statusCode).toBe(401);
    expect(reusedStep.statusCode).toBe(401);
    expect(withCode.statusCode).toBe(200);
    expect(withCode.body).toMatchObject({ id: user.id, token: expect.any(String) });
    expect((await invoke('getOrganizationDetails', { token: withCode.body.token as string })).statusCode).toBe(200);
    expect(sameCodeAgain.statusCode).toBe(401);

    const second = (await signIn(user, '203.0.113.20')).body.challenge as string;
    const recovery = await invoke('completeMfaLogin', { body: { challenge: second, code: recoveryCodes[0]!.toUpperCase() } });
    const recoveryAgain = await invoke('completeMfaLogin', {
      body: { challenge: second, code: recoveryCodes[0]! },
      sourceIp: '203.0.113.21',
    });
    const status = await invoke('getMfaStatus', { token: recovery.body.token as string });

    expect(recovery.statusCode).toBe(200);
    expect(recoveryAgain.statusCode).toBe(401);
    expect(recoveryAgain.body.message).toBe(
      'That code is not right. Enter the newest code from your authenticator app, or a recovery code.',
    );
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    const failures = events.mock.calls.map(([event]) => event).filter((event) => event.kind === 'auth.mfa.failure');
    expect(failures).toHaveLength(3);
    expect(failures.at(-1)).toMatchObject({
      outcome: 'failure',
      actor: { userId: null },
      target: { type: 'user', id: user.id },
      sourceIp: '203.0.113.21',
    });
    expect(JSON.stringify(failures)).not.toContain(recoveryCodes[0]!);
  });

  it('refuses a session token as a challenge, and a forged or expired-looking one', async () => {
    const user = await newUser();
    const sessionToken = (await signIn(user, '203.0.113.22')).body.token as string;

    const asChallenge = await invoke('completeMfaLogin', { body: { challenge: sessionToken, code: '123456' } });
    const forged = await invoke('completeMfaLogin', { body: { challenge: 'not-a-token', code: '123456' } });

    expect(asChallenge.statusCode).toBe(401);
    expect(asChallenge.body.message).toBe('Your sign-in has expired. Please sign in again.');
    expect(forged.statusCode).toBe(401);
  });

  it('counts wrong codes toward the sign-in lock', async () => {
    const { user, secret } = await enrolledUser('203.0.113.23');
    const challenge = (await signIn(user, '203.0.113.23')).body.challenge as string;

    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await invoke('completeMfaLogin', { body: { challenge, code: '000000' }, sourceIp: '203.0.113.23' }));
    const rightCode = await invoke('completeMfaLogin', { body: { challenge, code: codeAt(secret, 1) }, sourceIp: '203.0.113.23' });

    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(rightCode.statusCode).toBe(429);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password or a code; a wrong one is refused in words and recorded; then sign-in is one step again', async () => {
    const events = recorded();
    const { user, token } = await enrolledUser('203.0.113.30');

    const nothing = await invoke('disableMfa', { token, body: {} });
    const wrong = await invoke('disableMfa', { token, body: { currentPassword: 'not-it' }, sourceIp: '203.0.113.30' });
    const off = await invoke('disableMfa', { token, body: { currentPassword: user.password }, sourceIp: '203.0.113.30' });
    const signInAfter = await signIn(user, '203.0.113.30');

    expect(nothing.statusCode).toBe(400);
    expect(nothing.body.message).toBe('Enter a code from your authenticator app or your current password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe('That code or password is not right.');
    expect(off.body).toEqual({ enabled: false });
    expect(signInAfter.body.token).toEqual(expect.any(String));
    const kinds = events.mock.calls.map(([event]) => event.kind);
    expect(kinds).toContain('auth.mfa.disable');
    expect(events.mock.calls.map(([event]) => event).find((event) => event.kind === 'auth.mfa.disable')).toMatchObject({
      actor: { userId: user.id },
      target: { type: 'user', id: user.id },
      sourceIp: '203.0.113.30',
    });
  });
});

describe('on a stage that requires it of administrators (MFA_REQUIRED_FOR_ADMINS)', () => {
  const previous = process.env.MFA_REQUIRED_FOR_ADMINS;
  afterEach(() => {
    if (previous === undefined) delete process.env.MFA_REQUIRED_FOR_ADMINS;
    else process.env.MFA_REQUIRED_FOR_ADMINS = previous;
    vi.resetModules();
  });

  async function freshAuthFunction() {
    process.env.MFA_REQUIRED_FOR_ADMINS = 'true';
    vi.resetModules();
    const fresh: typeof authHandlers = await import('../src/handlers/auth');
    return async (routeId: RouteId, call: ContractCall = {}) => {
      const result = (await fresh.handler(contractRouteEvent(contract[routeId], call))) as APIGatewayProxyStructuredResultV2;
      return { statusCode: result.statusCode ?? 200, body: JSON.parse(result.body ?? '{}') as Record<string, unknown> };
    };
  }

  it('an administrator without it gets a token good only for enrolling; after enrolling, a full one; and cannot turn it off', async () => {
    const call = await freshAuthFunction();
    const admin = await newUser({ role: 'admin', organizationId: 'internal' });

    const signedIn = await call('login', { body: { username: admin.username, password: admin.password } });
    const restricted = signedIn.body.token as string;
    const elsewhere = await call('getOrganizationDetails', { token: restricted });
    const started = await call('startMfaEnrollment', { token: restricted });
    const secret = started.body.secret as string;
    const confirmed = await call('confirmMfaEnrollment', { token: restricted, body: { code: codeAt(secret) } });
    const full = confirmed.body.token as string;
    const afterwards = await call('getOrganizationDetails', { token: full });
    const turnOff = await call('disableMfa', { token: full, body: { currentPassword: admin.password } });

    expect(signedIn.body.mustEnrollMfa).toBe(true);
    expect(JSON.parse(Buffer.from(restricted.split('.')[1]!, 'base64url').toString()).restriction).toBe('enrollMfa');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body.message).toBe(ENROLL_MFA_TO_CONTINUE);
    expect(started.statusCode).toBe(200);
    expect(confirmed.statusCode).toBe(200);
    expect(afterwards.statusCode).toBe(200);
    expect(turnOff.statusCode).toBe(400);
    expect(turnOff.body.message).toBe('Administrators must keep two-step sign-in on for this stage.');
  });

  it('a coach there still signs in with one step', async () => {
    const call = await freshAuthFunction();
    const coach = await newUser();

    const signedIn = await call('login', { body: { username: coach.username, password: coach.password } });

    expect(signedIn.body.mustEnrollMfa).toBeUndefined();
    expect((await call('getOrganizationDetails', { token: signedIn.body.token as string })).statusCode).toBe(200);
  });
});
