import { z } from 'zod';

/**
 * The Lambdas' configuration, parsed once at cold start; nothing else reads process.env. Locally and in AWS
 * the same code runs: only the endpoints differ (DYNAMODB_ENDPOINT / S3_ENDPOINT point at the embedded
 * servers on the local stack and are absent in AWS).
 */
const envSchema = z.object({
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  MEDIA_BUCKET: z.string().min(1),
  UPLOAD_BUCKET: z.string().min(1),
  PROCESSING_QUEUE_URL: z.string().optional(),
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  /** The signing secret itself (local stack, tests) ... */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** ... or the Secrets Manager secret holding it (AWS). */
  JWT_SECRET_ARN: z.string().min(1).optional(),
  JWT_ISSUER: z.string().min(1).default('scout'),
  JWT_AUDIENCE: z.string().min(1).default('scout-web'),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 3600),
  /** ffmpeg and ffprobe: from PATH locally, from the Lambda layer (/opt/bin) in AWS. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /** Scratch space for clips being processed (Lambda: /tmp, sized by its ephemeral storage). */
  PROCESSING_TMP_DIR: z.string().min(1).optional(),
  /** Jobs the in-process queue runs at once when there is no SQS queue (local stack, tests). */
  PROCESSING_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** GIFs one user may make per minute (each runs ffmpeg for a few seconds). */
  GIF_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(6),
  /** Processing jobs one organisation may run at once across every worker; more wait in the queue. */
  PROCESSING_MAX_PER_ORGANIZATION: z.coerce.number().int().min(1).default(2),
  /** How long a job over its organisation's limit waits in the queue before a worker tries it again. */
  PROCESSING_DEFER_SECONDS: z.coerce.number().min(0).max(900).default(20),
  /**
   * Sign-in limits (auth/login-limits.ts): failures of an account from one source IP, of an account from
   * anywhere (slower, so one source cannot lock it for everyone) and from one source IP, within the window, then a lock.
   */
  LOGIN_ACCOUNT_SOURCE_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
  LOGIN_SOURCE_MAX_FAILURES: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Wrong access codes from one source IP within the sign-in's window before the gate's check locks it. */
  ACCESS_CODE_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** How long each instance trusts its reading of whether the gate's access code is set (settings/access-gate.ts). */
  ACCESS_GATE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** How long the gate's token, earned with the right access code, lasts (12 hours). */
  /** The API sits behind Scout's CloudFront distribution (infra sets it): the client is CloudFront-Viewer-Address. */
  TRUST_EDGE_VIEWER_ADDRESS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  ACCESS_GATE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(12 * 3600),
  /** How long each instance reuses a user's record when checking tokens (sign-out, role change, deletion). */
  TOKEN_USER_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /**
   * scrypt's cost for new password hashes, as log2(N): 17 (N=2^17, 128 MiB a hash) wherever people sign in. Each
   * hash stores its own cost, so a check reads the hash's. The test stacks lower it (14) so their hundreds of
   * sign-ins cost an eighth as much; passwordHashCostLog2 refuses less than 17 outside the local stage.
   */
  PASSWORD_HASH_COST_LOG2: z.coerce.number().int().min(12).max(20).default(17),
  /** scrypt hashes run at once per process (each takes a libuv thread and 128 MiB). */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  /**
   * The payment provider (payments function). In AWS: the Secrets Manager secret holding Stripe's keys as JSON
   * ({"secretKey": "sk_…", "webhookSecret": "whsec_…"}). Elsewhere either Stripe's keys themselves (a
   * developer's own Stripe test account) or, on the local stack, the local checkout page's address.
   */
  STRIPE_SECRET_ARN: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API address (tests point it at a closed port to stand for an outage). */
  STRIPE_API_URL: z.url().optional(),
  LOCAL_CHECKOUT_URL: z.url().optional(),
  /** The web app's origins, comma-separated: where a checkout may send the coach back to. */
  WEB_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /**
   * Administrators must set up two-step sign-in (TOTP) before they can do anything else. Default: on, except on
   * the local stack (STAGE 'local'), whose demo accounts and quick-login buttons stay one step.
   */
  MFA_REQUIRED_FOR_ADMINS: z.enum(['true', 'false']).optional(),
  // The stack's stage (infra/lib/config.ts: dev, staging, prod …; 'local' for the local stack): the dev tools run only on DEV_TOOLS_STAGES.
  STAGE: z.string().min(1).default('local'),
  /** The stages the dev tools (table and bucket browsers, test data) run on, comma-separated: the local stack's by default. */
  DEV_TOOLS_STAGES: z
    .string()
    .default('local')
    .transform((value) =>
      value
        .split(',')
        .map((stage) => stage.trim())
        .filter(Boolean),
    ),
  /** The processing queue's dead-letter queue (AWS), for the health check's dead-letter count. */
  PROCESSING_DLQ_URL: z.string().optional(),
  /** What GET /health reports as deployed: the CDK stack sets these from the commit it was built from. */
  APP_VERSION: z.string().min(1).default('0.0.0'),
  APP_COMMIT: z.string().min(1).optional(),
  APP_BUILT_AT: z.string().min(1).optional(),
  /** The stack's functions by domain (AWS, JSON {"auth": "<function name>", …, "processing": …}) for /lambdas. */
  LAMBDA_FUNCTIONS: z.string().min(2).optional(),
  /** Set by Lambda itself: the function's own name and memory (the system function lists itself from them). */
  AWS_LAMBDA_FUNCTION_NAME: z.string().min(1).optional(),
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: z.coerce.number().int().positive().optional(),
  /** The CodeBuild project that runs the pipeline (AWS); without it the local runner runs the checks here. */
  PIPELINE_PROJECT_NAME: z.string().min(1).optional(),
  /**
   * The local pipeline's stages (JSON [{"name": "Lint", "command": "pnpm lint"}, …]), run one after the other
   * from PIPELINE_WORKDIR (default: the repository root). Browser tests give a small, fast set.
   */
  PIPELINE_LOCAL_STAGES: z
    .string()
    .default(
      JSON.stringify([
        { name: 'Lint', command: 'pnpm lint' },
        { name: 'Types', command: 'pnpm typecheck' },
        { name: 'Unit tests', command: 'pnpm test:unit' },
      ]),
    )
    .transform((value, ctx) => {
      let json: unknown = null;
      try {
        json = JSON.parse(value);
      } catch {
        // reported below
      }
      const stages = z
        .array(z.object({ name: z.string().min(1).max(60), command: z.string().min(1) }))
        .min(1)
        .safeParse(json);
      if (!stages.success) {
        ctx.addIssue({ code: 'custom', message: 'PIPELINE_LOCAL_STAGES must be a JSON list of {name, command}' });
        return z.NEVER;
      }
      return stages.data;
    }),
  PIPELINE_WORKDIR: z.string().min(1).optional(),
  /** The branches POST /pipeline/trigger may deploy, comma-separated; anything else (pr/*, tags, commits) is refused. */
  PIPELINE_BRANCHES: z
    .string()
    .default('main')
    .transform((value) =>
      value
        .split(',')
        .map((branch) => branch.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().regex(/^[A-Za-z0-9._/-]+$/, 'PIPELINE_BRANCHES lists branch names')).min(1, 'PIPELINE_BRANCHES names no branch'),
    ),
  /**
   * Where live events are posted: API Gateway's WebSocket management endpoint (https://{api}.execute-api…/{stage})
   * in AWS, the local WebSocket server's address locally. Without it nothing is published (tests of one function).
   */
  WEBSOCKET_CALLBACK_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});
// JWT_SECRET / JWT_SECRET_ARN are required where tokens are signed or verified (adapters/secrets), not here:
// the processing worker handles no tokens and is given neither.

export type Env = z.infer<typeof envSchema>;

/** MFA_REQUIRED_FOR_ADMINS as set, else true on every stage but the local stack's. */
export function mfaRequiredForAdmins(config: Pick<Env, 'MFA_REQUIRED_FOR_ADMINS' | 'STAGE'>): boolean {
  return config.MFA_REQUIRED_FOR_ADMINS ? config.MFA_REQUIRED_FOR_ADMINS === 'true' : config.STAGE !== 'local';
}

/** The cost every deployed stage hashes passwords at (log2 of scrypt's N). */
export const DEPLOYED_PASSWORD_HASH_COST_LOG2 = 17;

/** PASSWORD_HASH_COST_LOG2, refused (an error at start) when it is below the deployed cost on any stage but the local stack's. */
export function passwordHashCostLog2(config: Pick<Env, 'PASSWORD_HASH_COST_LOG2' | 'STAGE'>): number {
  if (config.STAGE !== 'local' && config.PASSWORD_HASH_COST_LOG2 < DEPLOYED_PASSWORD_HASH_COST_LOG2) {
    throw new Error(
      `Invalid Lambda configuration: PASSWORD_HASH_COST_LOG2 below ${DEPLOYED_PASSWORD_HASH_COST_LOG2} is for the local stack only (stage ${config.STAGE})`,
    );
  }
  return config.PASSWORD_HASH_COST_LOG2;
}

let cached: Env | undefined;

/**
 * The log level alone, read each time it is asked for: a logger must still log while the rest of the
 * configuration is what is broken, so an invalid or missing LOG_LEVEL is 'info' rather than an error.
 */
export function logLevel(): Env['LOG_LEVEL'] {
  const parsed = envSchema.shape.LOG_LEVEL.safeParse(process.env.LOG_LEVEL);
  return parsed.success ? parsed.data : 'info';
}

/** The variables ffmpeg and ffprobe may see: where to find programs, libraries, fonts and scratch space. */
const TOOL_VARIABLES = ['PATH', 'LD_LIBRARY_PATH', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'FONTCONFIG_PATH', 'FONTCONFIG_FILE'] as const;

/**
 * The environment a child tool (ffmpeg, ffprobe) runs with: only TOOL_VARIABLES, never the function's AWS
 * credentials (AWS_*), secrets or configuration, so a file crafted to make ffmpeg leak its environment has
 * nothing worth leaking.
 */
export function toolEnvironment(): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of TOOL_VARIABLES) {
    const value = process.env[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid Lambda configuration: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}
