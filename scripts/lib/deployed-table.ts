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
