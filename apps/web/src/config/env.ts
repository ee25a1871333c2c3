import { z } from 'zod';

/** The registration page the login screen links to when none is configured. */
export const DEFAULT_REGISTRATION_URL = 'https://www.strongside.ai/register';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const envSchema = z.object({
  VITE_API_URL: z.url({ protocol: /^https?$/, message: 'VITE_API_URL must be an absolute http(s) URL such as http://localhost:3001' }),
  VITE_REGISTRATION_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default(DEFAULT_REGISTRATION_URL)),
  VITE_COMMIT: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  VITE_MEDIA_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  VITE_API_GATEWAY_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  VITE_WS_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^wss?$/, message: 'VITE_WS_URL must be a ws(s) URL such as ws://127.0.0.1:3002' }).optional(),
  ),
  VITE_DEV_HOSTS: z.preprocess(emptyToUndefined, z.string().optional()),
  MODE: z.string().default('production'),
  DEV: z.boolean().default(false),
});

export interface Env {
  /** Base URL of Scout's API, without a trailing slash. */
  apiUrl: string;
  registrationUrl: string;
  /**
   * Base URL of the media storage, for the last of the three ways to a medium's URL (a direct storage
   * URL when neither presigning route answers); null when the build was not told, and then that way is closed.
   */
  mediaUrl: string | null;
  /**
   * The API Gateway's own URL, when VITE_API_URL reaches the API some other way (a custom domain or a proxy):
   * the concept, development-task and internal-user calls try it again there on a 404. Null when the
   * build was not told (VITE_API_URL is then the gateway itself, and there is nothing to retry against).
   */
  gatewayUrl: string | null;
  /** The live-events WebSocket endpoint; null when the build was not told (the pages then poll). */
  liveUrl: string | null;
  /**
   * Host names that count as dev hosts besides localhost and 127.0.0.1 (quick login when built in, the timer
   * controls, the DEV MODE chip): VITE_DEV_HOSTS, comma-separated, matched exactly.
   */
  devHosts: string[];
  /** Commit the bundle was built from; 'dev' when the build was not told. */
  commit: string;
  mode: string;
  isDev: boolean;
}

/** Parses the build environment; throws one error listing every problem. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid web app configuration: ${problems}`);
  }
  const parsed = result.data;
  return {
    apiUrl: parsed.VITE_API_URL.replace(/\/+$/, ''),
    registrationUrl: parsed.VITE_REGISTRATION_URL,
    mediaUrl: parsed.VITE_MEDIA_URL?.replace(/\/+$/, '') ?? null,
    gatewayUrl: parsed.VITE_API_GATEWAY_URL?.replace(/\/+$/, '') ?? null,
    liveUrl: parsed.VITE_WS_URL ?? null,
    devHosts: (parsed.VITE_DEV_HOSTS ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
    commit: parsed.VITE_COMMIT ?? 'dev',
    mode: parsed.MODE,
    isDev: parsed.DEV,
  };
}

/** The one place the web app reads import.meta.env. */
export const env: Env = parseEnv(import.meta.env as Record<string, unknown>);
