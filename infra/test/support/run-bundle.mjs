// Runs one Lambda bundle as the Lambda Node runtime would: a fresh Node process, the bundle's own module
// resolution (only what sits next to it), the event in, the handler's result out.
//   node run-bundle.mjs <bundle index.mjs> <event.json> <result.json>
// The result goes to a file, since the handler may log to stdout. The process exits when the event loop is
// empty, so work the handler leaves running (the in-process job queue) finishes before the caller reads on.
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

const [bundlePath, eventPath, resultPath] = process.argv.slice(2);
const event = JSON.parse(await readFile(eventPath, 'utf8'));
const { handler } = await import(pathToFileURL(bundlePath).href);
if (typeof handler !== 'function') throw new Error(`${bundlePath} exports no handler function`);

const context = {
  functionName: 'scout-bundle-test',
  awsRequestId: 'bundle-test-request',
  getRemainingTimeInMillis: () => 30_000,
};
const result = await handler(event, context);
await writeFile(resultPath, JSON.stringify(result ?? null));
