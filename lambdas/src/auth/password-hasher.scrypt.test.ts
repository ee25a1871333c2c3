import { describe, expect, it } from 'vitest';
import { DEPLOYED_PASSWORD_HASH_COST_LOG2, passwordHashCostLog2 } from '../config/env';
import { createScryptPasswordHasher } from './password-hasher.scrypt';

describe('scrypt password hashes', () => {
  it('are made at the deployed cost, N=2^17, unless told otherwise', async () => {
    const stored = await createScryptPasswordHasher().hash('correct horse battery');

    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(DEPLOYED_PASSWORD_HASH_COST_LOG2).toBe(17);
  }, 60_000);

  it('record a lower cost in the hash, and a check reads the cost from the hash', async () => {
    const cheap = createScryptPasswordHasher({ costLog2: 12 });
    const stored = await cheap.hash('correct horse battery');

    expect(stored.split('$')[1]).toBe(String(2 ** 12));
    expect(await cheap.verify('correct horse battery', stored)).toBe(true);
    expect(await cheap.verify('wrong horse battery', stored)).toBe(false);
    // a hasher configured with another cost still checks the stored one by its own parameters
    expect(await createScryptPasswordHasher({ costLog2: 13 }).verify('correct horse battery', stored)).toBe(true);
  });
});

describe('the configured password hash cost', () => {
  it('may be lowered on the local stack (the test stacks use 14)', () => {
    expect(passwordHashCostLog2({ STAGE: 'local', PASSWORD_HASH_COST_LOG2: 14 })).toBe(14);
  });

  it('is refused below the deployed cost on any other stage, and kept at or above it', () => {
    expect(() => passwordHashCostLog2({ STAGE: 'prod', PASSWORD_HASH_COST_LOG2: 14 })).toThrow(
      'PASSWORD_HASH_COST_LOG2 below 17 is for the local stack only (stage prod)',
    );
    expect(passwordHashCostLog2({ STAGE: 'prod', PASSWORD_HASH_COST_LOG2: 17 })).toBe(17);
    expect(passwordHashCostLog2({ STAGE: 'dev', PASSWORD_HASH_COST_LOG2: 18 })).toBe(18);
  });
});
