import type { MediaTools, ProcessingSlots, ZipReader } from './ports';
import type { ActivityStore, CardStore, ImportStore, JobQueue, MediaObjects, ReportStore, StorageUsage } from '../ports';

/** Everything the processing use cases touch, given by each function's composition (composition/). */
export interface ProcessingDeps {
  reports: ReportStore;
  cards: CardStore;
  /** Cards' activity: an upload checked on its object-created event is recorded there. */
  activity: ActivityStore;
  imports: ImportStore;
  zips: ZipReader;
  objects: MediaObjects;
  tools: MediaTools;
  queue: JobQueue;
  /** The organisation's storage counters, moved by every medium stored. */
  storage: StorageUsage;
  buckets: { uploads: string; media: string };
  /** Scratch folder for clips being worked on. */
  tmpDir: string;
  now: () => Date;
  /** One organisation's jobs run at most `maxPerOrganization` at once; a job past it waits `deferSeconds` in the queue. */
  slots: ProcessingSlots;
  organizationLimit: { maxPerOrganization: number; deferSeconds: number; leaseSeconds: number };
}
