// Type declarations for the embedded servers, which ship none.
declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Creates the configured buckets (and their CORS rules) without listening. */
    configureBuckets(): Promise<void>;
    /** The request handler, for a server of one's own. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    /** S3's event notification, emitted after each object written or removed. */
    on(
      event: 'event',
      listener: (notification: { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[] }) => void,
    ): this;
  }
}
