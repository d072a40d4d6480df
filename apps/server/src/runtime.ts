import path from 'node:path';
import type { Logger } from 'pino';
import { createEmbeddingProvider } from './ai/embeddings/index.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { createJobQueue } from './jobs/queue.js';
import { createRecordEmbedder } from './modules/matching/embed-records.js';
import { createLlmProvider } from './ai/llm/index.js';
import { createVoiceProvider } from './ai/voice/index.js';
import { createEspeakTts } from './ai/voice/tts.js';
import { createDbSimulatedCallStore } from './ai/voice/simulated-store.js';
import { createOutboxMailer, createSmtpMailer } from './modules/email/mailer.js';
import { createObjectStore, createRecordingStore } from './storage/index.js';
import type { AppDeps } from './app.js';
import { resolveAuthSecret } from './auth/secret.js';
import { createPayoutProvider } from './modules/payouts/providers/index.js';
import { createYouTubeMetrics } from './modules/posts/youtube.js';

export interface Runtime {
  db: Database;
  deps: AppDeps;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds on first start and builds the configured providers. */
export async function startRuntime(config: Config, logger: Logger, opts: { seed?: boolean } = {}): Promise<Runtime> {
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db') });
  try {
    await db.migrate();
    const embeddings = createEmbeddingProvider({
      provider: config.EMBEDDINGS_PROVIDER,
      baseUrl: config.EMBEDDINGS_BASE_URL,
      apiKey: config.EMBEDDINGS_API_KEY,
      model: config.EMBEDDINGS_MODEL,
      dimension: config.EMBEDDINGS_DIMENSION,
    });
    const embedder = await createRecordEmbedder(db, embeddings);
    if (opts.seed !== false) {
      const seeded = await seedIfEmpty(db, embedder, { creators: config.SEED_CREATORS });
      if (seeded) logger.info(seeded, 'first start: database seeded with demo data');
    }
    const llm = createLlmProvider({
      provider: config.LLM_PROVIDER,
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
    });
    // The simulated provider's calls live in the database, so a restart resumes them instead of losing them.
    const voice = createVoiceProvider(config, { simulated: { tts: createEspeakTts(), store: createDbSimulatedCallStore(db) } });
    // A local folder, or the shared S3-compatible bucket (STORAGE_PROVIDER=s3) so any process serves any recording.
    const recordings = createRecordingStore(createObjectStore(config, { area: 'recordings', localDir: config.RECORDINGS_DIR ?? path.join(config.DATA_DIR, 'recordings') }));
    // Contract PDFs and uploaded drafts: the same storage, area 'files'.
    const files = createObjectStore(config, { area: 'files', localDir: path.join(config.DATA_DIR, 'files') });
    const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL) : createOutboxMailer();
    const authSecret = await resolveAuthSecret(db, config.AUTH_SECRET);
    const listenHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    return {
      db,
      deps: {
        db,
        embedder,
        llm,
        voice,
        recordings,
        files,
        mailer,
        mailFrom: config.MAIL_FROM,
        elevenLabsWebhookSecret: config.ELEVENLABS_WEBHOOK_SECRET,
        // pg-boss: its own pool on PostgreSQL, the app's connection on PGlite. The app starts and stops it.
        jobs: createJobQueue({ db, log: logger }),
        agentCallConcurrency: config.AGENT_CALL_CONCURRENCY,
        authSecret,
        publicUrl: config.PUBLIC_URL ?? `http://${listenHost}:${config.PORT}`,
        allowedHosts: config.ALLOWED_HOSTS,
        emailsPerHour: config.EMAIL_RATE_LIMIT_PER_HOUR,
        emailReplyAddress: config.EMAIL_REPLY_ADDRESS,
        inboundWebhookSecret: config.INBOUND_EMAIL_WEBHOOK_SECRET,
        shopifyWebhookSecret: config.SHOPIFY_WEBHOOK_SECRET,
        // PAYOUT_PROVIDER: manual ledger (default), Stripe Connect transfers or RazorpayX payouts.
        payoutProvider: createPayoutProvider(config),
        paymentWebhooks: { stripe: config.STRIPE_WEBHOOK_SECRET, razorpayx: config.RAZORPAYX_WEBHOOK_SECRET },
        postMetrics: config.YOUTUBE_API_KEY ? createYouTubeMetrics({ apiKey: config.YOUTUBE_API_KEY, apiBase: config.YOUTUBE_API_BASE }) : undefined,
        metricsRefreshIntervalMs: config.YOUTUBE_REFRESH_HOURS > 0 ? config.YOUTUBE_REFRESH_HOURS * 3_600_000 : undefined,
        imapUrl: config.IMAP_URL,
        imapPollSeconds: config.IMAP_POLL_SECONDS,
        callingHours: config.CALLING_HOURS,
        rateLimits: {
          perCaller: config.RATE_LIMIT_PER_MINUTE,
          perWorkspace: config.RATE_LIMIT_WORKSPACE_PER_MINUTE,
          signin: config.RATE_LIMIT_SIGNIN_PER_MINUTE,
          calls: config.RATE_LIMIT_CALLS_PER_MINUTE,
          emails: config.RATE_LIMIT_EMAILS_PER_MINUTE,
          imports: config.RATE_LIMIT_IMPORTS_PER_MINUTE,
          runs: config.RATE_LIMIT_RUNS_PER_MINUTE,
        },
        maxConnectionsPerClient: config.MAX_CONNECTIONS_PER_CLIENT,
      },
      async close() {
        await mailer.close();
        await voice.close?.();
        await recordings.objects.close?.();
        await files.close?.();
        await db.close();
      },
    };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
