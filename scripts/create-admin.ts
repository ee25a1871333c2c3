/**
 * Creates an administrator in a stage's table: the first one of a fresh deployed stage, or one on the local
 * stack. Prints the temporary password once; it must be changed at the first sign-in and expires in 72 hours.
 *   ./scripts/create-admin --email E --name N --stage S [--table T]   (AWS credentials and region from the environment)
 *   ./scripts/create-admin --email E --name N --local [--dynamodb-port 4567]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { useTable } from './lib/deployed-table';

const USAGE = 'Usage: ./scripts/create-admin --email E --name N (--stage S [--table T] | --local [--dynamodb-port P])';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      stage: { type: 'string' },
      table: { type: 'string' },
      local: { type: 'boolean', default: false },
      'dynamodb-port': { type: 'string', default: '4567' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!values.email || !values.name) fail(USAGE);
  if (values.local === (values.stage !== undefined)) fail(`Give either --stage or --local.\n${USAGE}`);

  await useTable(
    values.local ? { endpoint: `http://127.0.0.1:${values['dynamodb-port']}` } : { table: values.table, stage: values.stage },
    fail,
  );

  // Imported only now: the adapters read the configuration set above.
  const { createDynamoOrganizationStore, createDynamoUserStore } = await import('../lambdas/src/adapters/dynamodb/user-store.dynamodb');
  const { createScryptPasswordHasher } = await import('../lambdas/src/auth/password-hasher.scrypt');
  const { createFirstAdministrator } = await import('../lambdas/src/people/first-administrator');
  const users = createDynamoUserStore();
  try {
    const { user, temporaryPassword } = await createFirstAdministrator(
      {
        people: users,
        organizations: createDynamoOrganizationStore(),
        passwords: createScryptPasswordHasher(),
        newId: randomUUID,
        now: () => new Date(),
      },
      { email: values.email, name: values.name },
    );
    process.stdout.write(
      `Created administrator ${user.name} <${user.email}> (username ${user.username}) in table ${process.env.TABLE_NAME}.\n` +
        `Temporary password: ${temporaryPassword}\n` +
        `Sign in with it within 72 hours; Scout then asks for a new password. It is not shown again.\n`,
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/ECONNREFUSED/.test(message) || (err instanceof Error && /ECONNREFUSED/.test(String((err as { cause?: unknown }).cause))))
      fail(`No local stack answers on port ${values['dynamodb-port']}: start it with ./scripts/dev first.`);
    fail(`Could not create the administrator: ${message}`);
  }
}

void main();
