import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordingSqs {
  /** A queue URL the AWS SDK sends to (its client uses the queue URL as the endpoint). */
  queueUrl: string;
  /** Message bodies received, in order. */
  messages: string[];
  stop(): Promise<void>;
}

interface SendMessageBatchRequest {
  QueueUrl: string;
  Entries: { Id: string; MessageBody: string }[];
}

/**
 * Stands in for SQS, an AWS managed service that cannot run here: it answers SendMessageBatch in SQS's JSON
 * protocol (with the MD5 of each body, which the SDK checks) and keeps the messages, so a test can hand them
 * to the processing worker bundle as the event source mapping would. Any other call answers 400.
 */
export async function startRecordingSqs(): Promise<RecordingSqs> {
  const messages: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = request.headers['x-amz-target'];
      if (target !== 'AmazonSQS.SendMessageBatch') {
        response.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
        response.end(
          JSON.stringify({ __type: 'com.amazonaws.sqs#UnsupportedOperation', message: `Not supported here: ${String(target)}` }),
        );
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SendMessageBatchRequest;
      const successful = body.Entries.map((entry) => {
        messages.push(entry.MessageBody);
        return {
          Id: entry.Id,
          MessageId: randomUUID(),
          MD5OfMessageBody: createHash('md5').update(entry.MessageBody, 'utf8').digest('hex'),
        };
      });
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify({ Successful: successful, Failed: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    queueUrl: `http://127.0.0.1:${port}/123456789012/scout-bundle-test`,
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
