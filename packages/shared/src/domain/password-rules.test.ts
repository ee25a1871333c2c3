import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_NAMES_YOU, NEW_PASSWORD_TOO_SHORT, newPasswordProblem } from './password-rules';

const person = { username: 'al', email: 'al@eagles.example' };

describe('newPasswordProblem (the rules the web app mirrors)', () => {
  it('wants 12 characters or more', () => {
    expect(newPasswordProblem('a'.repeat(11), person)).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(newPasswordProblem('river lantern', person)).toBeNull();
  });

  it('looks for the e-mail but not for names too short to mean anything (a 2-letter username)', () => {
    expect(newPasswordProblem('Al@Eagles.example!', person)).toBe(NEW_PASSWORD_NAMES_YOU);
    expect(newPasswordProblem('always rally', person)).toBeNull();
  });
});
