import { ENTITIES, KEY_ATTRIBUTES, type AccessPattern, type EntityKeys, type IndexName, type KeyTemplate } from './keys';

const code = (text: string) => `\`${text}\``;

function keyCondition(pattern: AccessPattern, pair: { pk: KeyTemplate<string>; sk: KeyTemplate<string> }, index: IndexName): string {
  const { pk, sk } = KEY_ATTRIBUTES[index];
  const partition = `${pk} = ${pair.pk.label}`;
  switch (pattern.sort) {
    case 'equals':
      return code(`${partition} AND ${sk} = ${pair.sk.label}`);
    case 'begins_with':
      return code(`${partition} AND begins_with(${sk}, ${pair.sk.prefix})`);
    case 'range':
      return `${code(`${partition} AND ${sk} BETWEEN :from AND :to`)} (${code(pair.sk.label)} bounds)`;
    case 'any':
      return `${code(partition)} (${code(sk)} ${code(pair.sk.label)})`;
  }
}

/** The item keys and the access patterns as markdown, from the entity declarations. */
export function renderAccessPatterns(): string {
  const indexes = Object.keys(KEY_ATTRIBUTES) as IndexName[];
  const keyColumns = indexes.flatMap((index) => [KEY_ATTRIBUTES[index].pk, KEY_ATTRIBUTES[index].sk]);
  const lines = [
    '| entity type | ' + keyColumns.join(' | ') + ' |',
    '|---|' + keyColumns.map(() => '---|').join(''),
    ...ENTITIES.map((entity) => {
      const cells = indexes.flatMap((index) => {
        const pair = (entity.keys as EntityKeys)[index];
        return pair ? [code(pair.pk.label), code(pair.sk.label)] : ['', ''];
      });
      return `| ${entity.type} | ${cells.join(' | ')} |`;
    }),
    '',
    'Access patterns (a Query, or a GetItem for `=` on both keys):',
    '',
    '| entity | access pattern | key condition | index |',
    '|---|---|---|---|',
    ...ENTITIES.flatMap((entity) =>
      Object.entries(entity.patterns).map(([name, pattern]) => {
        const pair = (entity.keys as EntityKeys)[pattern.index];
        if (!pair) throw new Error(`${entity.type}.${name} reads ${pattern.index}, which the entity has no keys for`);
        const description = pattern.order ? `${pattern.description}, ${pattern.order}` : pattern.description;
        return `| ${entity.type} | ${code(name)}: ${description} | ${keyCondition(pattern, pair, pattern.index)} | ${pattern.index} |`;
      }),
    ),
  ];
  return lines.join('\n');
}

/** lambdas/docs/dynamodb-table.md: the item keys and access patterns, rendered from the entity declarations. */
export function renderTableDocument(): string {
  return [
    '# The DynamoDB table: items and access patterns',
    '',
    '<!-- Rendered from src/adapters/dynamodb/keys.ts by its unit test; `pnpm --filter @scout/lambdas docs:access-patterns` rewrites it. -->',
    '',
    'Every item carries its entity type in `entityType`. Keys, by entity:',
    '',
    renderAccessPatterns(),
    '',
  ].join('\n');
}
