import { createDynamoConceptStore } from '../adapters/dynamodb/concept-store.dynamodb';
import { createDynamoPaymentStore } from '../adapters/dynamodb/payment-store.dynamodb';
import { createDynamoReportGroupStore } from '../adapters/dynamodb/report-group-store.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createDynamoActivityStore, createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoStorageUsage } from '../adapters/dynamodb/storage-usage.dynamodb';
import { createDynamoOrganizationStore, createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import { createFfmpegDemoClips } from '../adapters/ffmpeg/demo-clips.ffmpeg';
import { createS3MediaObjects } from '../adapters/s3/media-objects.s3';
import { createScryptPasswordHasher } from '../auth/password-hasher.scrypt';
import { env, passwordHashCostLog2 } from '../config/env';
import { attachDemoClips, describeDemoClips } from './demo-clips';
import { seedDemoData } from './demo-data';
import { seedRefusal } from './seed-refusal';

export { DEMO_ORGANIZATIONS, seedDemoData } from './demo-data';
export { seedRefusal } from './seed-refusal';

export interface SeedOptions {
  now?: Date;
  /**
   * Where the demo clips are made once with ffmpeg and kept (the local stack: .data/demo-clips); every seeded
   * card then gets a clip and a thumbnail in the media bucket. Omitted: the cards have no video.
   */
  clipCacheDir?: string;
  /** Where the seed says what it did with the clips. */
  log?: (line: string) => void;
}

/** Seeds the configured table (TABLE_NAME / DYNAMODB_ENDPOINT) with the demo data, once; refuses a deployed table. */
export async function seedConfiguredTable(options: SeedOptions = {}): Promise<boolean> {
  const refusal = seedRefusal(env());
  if (refusal) throw new Error(refusal);
  const now = options.now ?? new Date();
  const reportStore = createDynamoReportStore();
  const cards = createDynamoCardStore();
  const seeded = await seedDemoData(
    {
      users: createDynamoUserStore(),
      organizations: createDynamoOrganizationStore(),
      seedReport: (seed) => reportStore.seed(seed),
      cards,
      activity: createDynamoActivityStore(),
      passwords: createScryptPasswordHasher({ costLog2: passwordHashCostLog2(env()) }),
      groups: createDynamoReportGroupStore(),
      payments: createDynamoPaymentStore(),
      concepts: createDynamoConceptStore(),
    },
    now,
  );
  if (!seeded) return false;
  if (options.clipCacheDir) {
    const outcome = await attachDemoClips(
      {
        cards,
        storage: createDynamoStorageUsage(),
        objects: createS3MediaObjects(),
        mediaBucket: env().MEDIA_BUCKET,
        source: createFfmpegDemoClips({ cacheDir: options.clipCacheDir }),
        now: () => now,
      },
      seeded,
    );
    options.log?.(describeDemoClips(outcome, options.clipCacheDir));
  }
  return true;
}
