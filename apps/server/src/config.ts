import { parseCallingHours } from './domain/calling-hours.js';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const intWithDefault = (def: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(def));

export const ZConfig = z
  .object({
    PORT: intWithDefault(3000, 0, 65535),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    CORS_ORIGINS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('')
        .transform((s) =>
          s
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        )
        .refine((list) => !list.includes('*'), 'must list origins explicitly; a wildcard is not allowed'),
    ),
    SEED_CREATORS: intWithDefault(5000, 0, 2_000_000),
    WEB_DIST: optionalString,

    LLM_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'openai-compatible']).default('local')),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,

    EMBEDDINGS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'openai-compatible']).default('local')),
    EMBEDDINGS_BASE_URL: optionalUrl,
    EMBEDDINGS_API_KEY: optionalString,
    EMBEDDINGS_MODEL: optionalString,
    EMBEDDINGS_DIMENSION: intWithDefault(64, 8, 4000),

    VOICE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['simulated', 'elevenlabs']).default('simulated')),
    SIMULATED_CALL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(600).default(6)),
    ELEVENLABS_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.elevenlabs.io')),
    ELEVENLABS_API_KEY: optionalString,
    ELEVENLABS_AGENT_ID: optionalString,
    ELEVENLABS_PHONE_NUMBER_ID: optionalString,
    ELEVENLABS_WEBHOOK_SECRET: optionalString,
    RECORDINGS_DIR: optionalString,

    /** Object storage for recordings (later contracts and uploads): a local folder, or an S3-compatible bucket every process shares. */
    STORAGE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 's3'], { error: "must be 'local' or 's3'" }).default('local')),
    S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000' }).optional()),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens')
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
        .default('false')
        .transform((v) => v === 'true' || v === '1'),
    ),

    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Inflow <outreach@inflow.local>')),
    /** Replies go to this mailbox with +<conversation token> (threading without a header match). */
    EMAIL_REPLY_ADDRESS: z.preprocess(emptyToUndefined, z.email('must be an email address').optional()),
    /** Signs the inbound-parse webhook POST /api/v1/webhooks/inbound-email. */
    INBOUND_EMAIL_WEBHOOK_SECRET: optionalString,
    SHOPIFY_WEBHOOK_SECRET: optionalString,

    /** Payouts: manual (record payments made elsewhere; offline default), stripe (Connect transfers) or razorpayx (UPI/bank payouts). */
    PAYOUT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['manual', 'stripe', 'razorpayx'], { error: "must be 'manual', 'stripe' or 'razorpayx'" }).default('manual')),
    STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_...)').optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be a webhook signing secret starting with 'whsec_'").optional()),
    STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
    RAZORPAYX_KEY_ID: z.preprocess(emptyToUndefined, z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must be a Razorpay key id (rzp_live_... or rzp_test_...)').optional()),
    RAZORPAYX_KEY_SECRET: optionalString,
    RAZORPAYX_ACCOUNT_NUMBER: z.preprocess(emptyToUndefined, z.string().regex(/^\d{6,30}$/, 'must be the RazorpayX account number (digits)').optional()),
    RAZORPAYX_WEBHOOK_SECRET: optionalString,
    RAZORPAYX_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
    /** Post metrics: with a key, live YouTube posts' figures are fetched from the YouTube Data API v3. */
    YOUTUBE_API_KEY: optionalString,
    YOUTUBE_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
    /** With YOUTUBE_API_KEY: hours between automatic refreshes of live YouTube posts (0: on request only). */
    YOUTUBE_REFRESH_HOURS: intWithDefault(6, 0, 720),
    /** A mailbox polled for replies: imap://user:pass@host:143/INBOX or imaps://… */
    IMAP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^imaps?:\/\//, 'must be an imap:// or imaps:// URL')
        .optional(),
    ),
    IMAP_POLL_SECONDS: intWithDefault(60, 5, 86_400),

    AGENT_CALL_CONCURRENCY: intWithDefault(2, 1, 20),
    EMAIL_RATE_LIMIT_PER_HOUR: intWithDefault(100, 1, 100_000),
    /** Calls are placed only in this window of the creator's local time ("00:00-24:00": any time). */
    CALLING_HOURS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('10:00-19:00')
        .transform((v, ctx) => {
          const w = parseCallingHours(v);
          if (!w) {
            ctx.addIssue({ code: 'custom', message: "must be 'HH:MM-HH:MM' with start before end, e.g. 10:00-19:00 (00:00-24:00 for any time)" });
            return z.NEVER;
          }
          return w;
        }),
    ),
    // Requests per minute (429 with Retry-After beyond them).
    RATE_LIMIT_PER_MINUTE: intWithDefault(600, 600, 1_000_000),
    RATE_LIMIT_WORKSPACE_PER_MINUTE: intWithDefault(3000, 600, 10_000_000),
    RATE_LIMIT_SIGNIN_PER_MINUTE: intWithDefault(10, 10, 10_000),
    RATE_LIMIT_CALLS_PER_MINUTE: intWithDefault(60, 1, 100_000),
    RATE_LIMIT_EMAILS_PER_MINUTE: intWithDefault(60, 1, 100_000),
    RATE_LIMIT_IMPORTS_PER_MINUTE: intWithDefault(10, 1, 10_000),
    RATE_LIMIT_RUNS_PER_MINUTE: intWithDefault(30, 1, 10_000),
    /** Open connections one client address may hold (more are closed at once). */
    MAX_CONNECTIONS_PER_CLIENT: intWithDefault(512, 257, 100_000),

    /** Where people reach the app; links in emails use it, and cookies are Secure when it is https. */
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().regex(/^https?:\/\//, 'must be an http:// or https:// URL').optional()),
    ALLOWED_HOSTS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('')
        .transform((s) =>
          s
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
        ),
    ),
    AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    INIT_OWNER_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an email address').optional()),
    INIT_OWNER_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(10, 'must be at least 10 characters').max(128).optional()),
    INIT_WORKSPACE_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(120).optional()),
    INIT_API_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{32,256}$/, 'must be 32 or more characters from A-Z a-z 0-9 _ -')
        .optional(),
    ),
  })
  .superRefine((c, ctx) => {
    if (c.LLM_PROVIDER === 'openai-compatible') {
      if (!c.LLM_BASE_URL) ctx.addIssue({ code: 'custom', path: ['LLM_BASE_URL'], message: 'is required when LLM_PROVIDER=openai-compatible' });
      if (!c.LLM_MODEL) ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_PROVIDER=openai-compatible' });
    }
    if (c.EMBEDDINGS_PROVIDER === 'openai-compatible') {
      if (!c.EMBEDDINGS_BASE_URL) ctx.addIssue({ code: 'custom', path: ['EMBEDDINGS_BASE_URL'], message: 'is required when EMBEDDINGS_PROVIDER=openai-compatible' });
      if (!c.EMBEDDINGS_MODEL) ctx.addIssue({ code: 'custom', path: ['EMBEDDINGS_MODEL'], message: 'is required when EMBEDDINGS_PROVIDER=openai-compatible' });
    }
    const init = ['INIT_OWNER_EMAIL', 'INIT_OWNER_PASSWORD', 'INIT_WORKSPACE_NAME', 'INIT_API_KEY'] as const;
    if (init.some((k) => c[k]) && !init.every((k) => c[k])) {
      for (const k of init) if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when any INIT_* variable is set' });
    }
    if (c.STORAGE_PROVIDER === 's3') {
      if (!c.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_PROVIDER=s3' });
      // Both or neither: without them the AWS SDK's own chain applies (environment, shared config, instance role).
      if (!!c.S3_ACCESS_KEY_ID !== !!c.S3_SECRET_ACCESS_KEY) {
        const [k, other] = c.S3_ACCESS_KEY_ID ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'] : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
        ctx.addIssue({ code: 'custom', path: [k], message: `is required when ${other} is set (set both, or neither to use the AWS SDK's default credentials)` });
      }
    }
    if (c.PAYOUT_PROVIDER === 'stripe' && !c.STRIPE_SECRET_KEY) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYOUT_PROVIDER=stripe' });
    if (c.PAYOUT_PROVIDER === 'razorpayx') {
      for (const k of ['RAZORPAYX_KEY_ID', 'RAZORPAYX_KEY_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER'] as const) {
        if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when PAYOUT_PROVIDER=razorpayx' });
      }
      // RazorpayX payouts settle later: only the webhook says whether each one was processed or failed.
      if (!c.RAZORPAYX_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['RAZORPAYX_WEBHOOK_SECRET'], message: 'is required when PAYOUT_PROVIDER=razorpayx (payouts settle later; the webhook reports how each ended)' });
    }
    if (c.VOICE_PROVIDER === 'elevenlabs') {
      for (const k of ['ELEVENLABS_API_KEY', 'ELEVENLABS_AGENT_ID', 'ELEVENLABS_PHONE_NUMBER_ID'] as const) {
        if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when VOICE_PROVIDER=elevenlabs' });
      }
    }
  });

export type Config = z.infer<typeof ZConfig>;

export class ConfigError extends Error {}

/** Parses the environment; fails fast with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const r = ZConfig.safeParse(env);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return r.data;
}
