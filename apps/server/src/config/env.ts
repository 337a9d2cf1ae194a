import path from 'node:path';

import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Every setting of the server, from the environment; documented in the README's table. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the app: links in emails and the allowed continue URLs use it. */
  APP_ORIGIN: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: bool.default(false),
  /** Seconds between SIGTERM (health at 503, still serving) and no longer accepting connections. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** Most seconds a shutdown waits for requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  WEB_DIST: optionalString,

  JWT_PRIVATE_KEY: optionalString,
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Seconds a just-rotated refresh token is still accepted (two tabs refreshing at once); 0: never. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(6),
  COOKIE_SECURE: bool.default(true),
  SIGN_IN_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins per IP across all accounts per 15 minutes (password spraying). */
  SIGN_IN_FAILURES_PER_15_MINUTES_PER_IP: z.coerce.number().int().min(1).default(50),
  SIGN_UPS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Password-reset and verification emails asked for per IP per hour. */
  AUTH_EMAILS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Comment writes (new, reply, edit, delete, resolve, reopen) per user per minute. */
  COMMENT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LIVE_KEEPALIVE_SECONDS: z.coerce.number().min(0.1).max(300).default(15),
  /** Mention emails one person's comments may send per day. */
  MENTION_EMAILS_PER_DAY: z.coerce.number().int().min(1).default(50),

  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Planning Workspace <no-reply@localhost>'),

  PERSONAL_BOARD_LIMIT: z.coerce.number().int().min(0).default(3),
  /** Days a board stays in the trash before the housekeeping job deletes it for good. */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Days every revision is kept; older ones are compacted to one per field per day. */
  REVISION_FULL_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Minutes between housekeeping runs (trash purge, revision compaction); 0 turns the job off. */
  HOUSEKEEPING_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),

  /** Documents (PDF, DOCX) made at once, one worker thread each; unset: cores - 1, at least 2. */
  EXPORT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Documents waiting for a worker before more are refused with 503. */
  EXPORT_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(16),
  /** Seconds one document may take before it is stopped. */
  EXPORT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Megabytes of JavaScript heap each document worker may use. */
  EXPORT_WORKER_HEAP_MB: z.coerce.number().int().min(64).max(16_384).default(512),

  AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_000).default(2000),
  AI_MAX_INPUT_CHARS: z.coerce.number().int().min(1000).default(60_000),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(70_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AI_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_DISPLAY_NAME: optionalString,
  /** Tests only: lets openid-client talk to an issuer on plain http (a local test provider). */
  OIDC_ALLOW_INSECURE_HTTP: bool.default(false),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  APP_ORIGIN: string;
  DATA_DIR: string;
  WEB_DIST: string;
  /** What the server logs at start as a warning: settings several processes must share but left to defaults. */
  startWarnings: string[];
}

/** On a shared PostgreSQL every process must agree on the token issuer and the signing key. */
function sharedSettingsWarnings(e: Env, appOrigin: string): string[] {
  if (!e.DATABASE_URL) return [];
  const warnings: string[] = [];
  if (!e.APP_ORIGIN) {
    warnings.push(
      `APP_ORIGIN is not set: using ${appOrigin}. Every server process on this DATABASE_URL must share one APP_ORIGIN (the ID tokens' issuer and the origin of email links).`,
    );
  }
  if (!e.JWT_PRIVATE_KEY) {
    warnings.push(
      'JWT_PRIVATE_KEY is not set: using the key in DATA_DIR. Every server process on this DATABASE_URL must share one signing key, or tokens fail on the others.',
    );
  }
  return warnings;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws one readable list of everything that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.AI_PROVIDER !== 'offline' && !e.AI_MODEL)
    problems.push('AI_MODEL is required when AI_PROVIDER is not offline');
  if ((e.AI_PROVIDER === 'openai' || e.AI_PROVIDER === 'anthropic') && !e.AI_API_KEY)
    problems.push(`AI_API_KEY is required for AI_PROVIDER=${e.AI_PROVIDER}`);
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL)
    problems.push('AI_BASE_URL is required for AI_PROVIDER=openai-compatible');
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET))
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID is required with OIDC_ISSUER');
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);

  const appRoot = path.resolve(import.meta.dirname, '../../..');
  const appOrigin = (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    ...e,
    APP_ORIGIN: appOrigin,
    startWarnings: sharedSettingsWarnings(e, appOrigin),
    DATA_DIR: path.resolve(e.DATA_DIR),
    WEB_DIST: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(appRoot, 'web/dist'),
  };
}
