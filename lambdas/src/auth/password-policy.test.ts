import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_NAMES_YOU, NEW_PASSWORD_TOO_COMMON, NEW_PASSWORD_TOO_SHORT } from '@scout/shared/domain';
import { isCommonPassword, passwordPolicyProblem } from './password-policy';

const person = { username: 'jsmith', email: 'John.Smith@eagles.example' };

describe('the rules for a new password', () => {
  it('accepts a long, personal passphrase', () => {
    expect(passwordPolicyProblem('blue kettle on the sideline', person)).toBeNull();
  });

  it('needs at least 12 characters', () => {
    expect(passwordPolicyProblem('k3ttle-blue', person)).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(passwordPolicyProblem('k3ttle-blue!', person)).toBeNull();
  });

  it('refuses the username or e-mail, or a password containing them, whatever the case', () => {
    expect(passwordPolicyProblem('JSMITH-rules-the-field', person)).toBe(NEW_PASSWORD_NAMES_YOU);
    expect(passwordPolicyProblem('john.smith@eagles.example', person)).toBe(NEW_PASSWORD_NAMES_YOU);
    expect(passwordPolicyProblem('x-John.Smith-9876', person)).toBe(NEW_PASSWORD_NAMES_YOU);
  });

  it('refuses common passwords, also with digits or symbols added around them', () => {
    expect(passwordPolicyProblem('1qaz2wsx3edc', person)).toBe(NEW_PASSWORD_TOO_COMMON);
    expect(passwordPolicyProblem('Password1234', person)).toBe(NEW_PASSWORD_TOO_COMMON);
    expect(passwordPolicyProblem('Baseball2024!', person)).toBe(NEW_PASSWORD_TOO_COMMON);
    expect(passwordPolicyProblem('123456football', person)).toBe(NEW_PASSWORD_TOO_COMMON);
  });

  it('looks words up in the shipped list, not by pattern', () => {
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('sideline-kettle')).toBe(false);
  });
});
