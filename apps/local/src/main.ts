import { DEMO_ACCOUNTS } from '@scout/shared/domain';
import { parseOptions } from './options';
import { startLocalStack } from './stack';

const log = (line: string) => console.log(`[scout] ${line}`);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') return;

  const stack = await startLocalStack(options, log);
  const lines = [
    '',
    'Scout is running.',
    stack.webUrl
      ? `  Web app:  ${stack.webUrl}${options.webDist ? ` (the build in ${options.webDist})` : ''}`
      : '  Web app:  not started (--no-web)',
    ...(stack.webUrl ? options.webHosts.map((host) => `            http://${host}:${new URL(stack.webUrl ?? '').port} (--web-host)`) : []),
    ...(stack.extraWebUrl ? [`            ${stack.extraWebUrl} (the build in ${options.extraWeb?.dist})`] : []),
    `  API:      ${stack.apiUrl}`,
    `  Live:     ${stack.liveUrl} (live events: the local twin of API Gateway's WebSocket API)`,
    `  Data:     ${options.dataDir} (kept between runs; --reset starts over)`,
    '',
    'Demo sign-ins (username or e-mail / password):',
    `  Internal admin   ${DEMO_ACCOUNTS.admin.username} or ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
    `  Coach (Eagles)   ${DEMO_ACCOUNTS.coach.username} or ${DEMO_ACCOUNTS.coach.email} / ${DEMO_ACCOUNTS.coach.password}`,
    `  Coach (Ridgeview) ${DEMO_ACCOUNTS.rivalCoach.username} or ${DEMO_ACCOUNTS.rivalCoach.email} / ${DEMO_ACCOUNTS.rivalCoach.password}`,
    '',
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
  log('ready');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    try {
      await stack.stop();
      log('stopped');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(`[scout] failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
