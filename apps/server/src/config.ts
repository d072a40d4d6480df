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

    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Inflow <outreach@inflow.local>')),

    AGENT_CALL_CONCURRENCY: intWithDefault(2, 1, 20),
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
