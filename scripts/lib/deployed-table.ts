import { execFileSync } from 'node:child_process';

/** The stage's table, from the stateful stack's TableName output (infra/lib/scout-app.ts names it Scout-<stage>-Stateful). */
export function deployedTable(stage: string, fail: (message: string) => never): string {
  if (!/^[A-Za-z0-9-]+$/.test(stage)) fail(`"${stage}" is not a stage name.`);
  const stack = `Scout-${stage}-Stateful`;
  try {
    const output = execFileSync(
      'aws',
      [
        'cloudformation',
        'describe-stacks',
        '--stack-name',
        stack,
        '--query',
        "Stacks[0].Outputs[?OutputKey=='TableName'].OutputValue",
        '--output',
        'text',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    ).trim();
    if (!output || output === 'None') fail(`The stack ${stack} has no TableName output. Is the stage deployed?`);
    return output;
  } catch (err) {
    const detail = err instanceof Error && 'stderr' in err ? String((err as { stderr: unknown }).stderr).trim() : String(err);
    return fail(
      `Could not read the table of stage "${stage}" from the stack ${stack} (${detail}). Give it with --table, or check the AWS CLI and credentials.`,
    );
  }
}

/**
 * Points the Lambda code's configuration at one table, before its adapters are imported: a DynamoDB endpoint
 * (the local stack's, or any other; the embedded servers' credentials unless some are set) with `table` or
 * scout-local, or a deployed stage's table (`table`, else the stack's output) with the environment's AWS
 * credentials. The buckets are named only because the configuration asks for them.
 */
export async function useTable(
  target: { endpoint?: string; table?: string; stage?: string },
  fail: (message: string) => never,
): Promise<void> {
  if (target.endpoint !== undefined) {
    const { EMBEDDED_CREDENTIALS } = await import('../../lambdas/src/local/embedded-aws');
    process.env.AWS_REGION ??= 'us-east-1';
    process.env.AWS_ACCESS_KEY_ID ??= EMBEDDED_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY ??= EMBEDDED_CREDENTIALS.secretAccessKey;
    process.env.DYNAMODB_ENDPOINT = target.endpoint;
    process.env.TABLE_NAME = target.table ?? 'scout-local';
  } else {
    process.env.TABLE_NAME = target.table ?? deployedTable(target.stage ?? '', fail);
    delete process.env.DYNAMODB_ENDPOINT;
  }
  process.env.MEDIA_BUCKET ??= 'unused';
  process.env.UPLOAD_BUCKET ??= 'unused';
  process.env.LOG_LEVEL ??= 'warn';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
}
