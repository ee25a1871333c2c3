import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '@scout/shared/api';
import { generateTemporaryPassword } from './temporary-password';

describe('generateTemporaryPassword', () => {
  it('reads out in four dash-separated groups of five unambiguous characters', () => {
    // Act
    const passwords = Array.from({ length: 200 }, generateTemporaryPassword);

    // Assess
    for (const password of passwords) {
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{5}(-[a-km-zA-HJ-NP-Z2-9]{5}){3}$/);
      expect(loginRequestSchema.safeParse({ username: 'someone', password }).success).toBe(true);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
