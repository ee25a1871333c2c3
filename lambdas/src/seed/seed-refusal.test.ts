import { describe, expect, it } from 'vitest';
import { seedRefusal } from './seed-refusal';

describe('seeding the demo data', () => {
  it('is allowed into an embedded DynamoDB on this machine (local stack, tests)', () => {
    expect(seedRefusal({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:4567', STAGE: 'local' })).toBeNull();
    expect(seedRefusal({ DYNAMODB_ENDPOINT: 'http://localhost:4567', STAGE: 'local' })).toBeNull();
  });

  it("is refused into a deployed stage's table (AWS's own endpoint), in words that point at create-admin", () => {
    const refusal = seedRefusal({ DYNAMODB_ENDPOINT: undefined, STAGE: 'prod' });

    expect(refusal).toContain('Refusing to seed demo data into stage "prod"');
    expect(refusal).toContain('./scripts/create-admin');
  });

  it('is refused into a DynamoDB on another host, whatever the stage is called', () => {
    expect(seedRefusal({ DYNAMODB_ENDPOINT: 'https://dynamodb.us-east-1.amazonaws.com', STAGE: 'local' })).not.toBeNull();
  });
});
