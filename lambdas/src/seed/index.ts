import { createDynamoConceptStore } from '../adapters/dynamodb/concept-store.dynamodb';
import { createDynamoPaymentStore } from '../adapters/dynamodb/payment-store.dynamodb';
import { createDynamoReportGroupStore } from '../adapters/dynamodb/report-group-store.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createDynamoActivityStore, createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoOrganizationStore, createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import { createScryptPasswordHasher } from '../auth/password-hasher.scrypt';
import { seedDemoData } from './demo-data';

export { DEMO_ORGANIZATIONS, seedDemoData } from './demo-data';

/** Seeds the configured table (TABLE_NAME / DYNAMODB_ENDPOINT) with the demo data, once. */
export function seedConfiguredTable(now = new Date()): Promise<boolean> {
  const reportStore = createDynamoReportStore();
  return seedDemoData(
    {
      users: createDynamoUserStore(),
      organizations: createDynamoOrganizationStore(),
      seedReport: (seed) => reportStore.seed(seed),
      cards: createDynamoCardStore(),
      activity: createDynamoActivityStore(),
      passwords: createScryptPasswordHasher(),
      groups: createDynamoReportGroupStore(),
      payments: createDynamoPaymentStore(),
      concepts: createDynamoConceptStore(),
    },
    now,
  );
}
