import { describe, expect, it } from 'vitest';
import { renderAccessPatterns, renderTableDocument } from './access-patterns';

describe('the table documentation (lambdas/docs/dynamodb-table.md)', () => {
  it('is the one rendered from the key declarations', async () => {
    // A difference fails here; `pnpm --filter @scout/lambdas docs:access-patterns` writes the document anew.
    await expect(renderTableDocument()).toMatchFileSnapshot('../../../docs/dynamodb-table.md');
  });

  it('names every entity, each of its keys and each access pattern', () => {
    const table = renderAccessPatterns();

    expect(table).toContain(
      '| Report | `REPORT#{id}` | `REPORT` | `ORG#{organizationId}#REPORTS` | `{createdAt}#{id}` | `REPORTS` | `{createdAt}#{id}` |',
    );
    expect(table).toContain('| Card | `CARD#{id}` | `CARD` | `REPORT#{reportId}#CARDS` | `{cardNumber, 10 digits}` |');
    expect(table).toContain(
      '| User | `byUsername`: a user by username (sign-in) | `gsi1pk = USERNAME#{username, lower case} AND gsi1sk = USER` | gsi1 |',
    );
    expect(table).toContain('`pk = REPORT#{reportId} AND begins_with(sk, ASSIGN#)`');
    expect(table).toContain('`gsi1pk = ORG#{organizationId}#REPORTS AND gsi1sk BETWEEN :from AND :to`');
  });
});
