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
import { createOutboxMailer, createSmtpMailer } from './modules/email/mailer.js';
import { createLocalRecordingStore } from './storage/recordings.js';
import type { AppDeps } from './app.js';

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
    const voice = createVoiceProvider(config, { simulated: { tts: createEspeakTts() } });
    const recordings = createLocalRecordingStore(config.RECORDINGS_DIR ?? path.join(config.DATA_DIR, 'recordings'));
    const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL) : createOutboxMailer();
    return {
      db,
      deps: {
        db,
        embedder,
        llm,
        voice,
        recordings,
        mailer,
        mailFrom: config.MAIL_FROM,
        elevenLabsWebhookSecret: config.ELEVENLABS_WEBHOOK_SECRET,
        // pg-boss: its own pool on PostgreSQL, the app's connection on PGlite. The app starts and stops it.
        jobs: createJobQueue({ db, log: logger }),
        agentCallConcurrency: config.AGENT_CALL_CONCURRENCY,
      },
      async close() {
        await mailer.close();
        await voice.close?.();
        await db.close();
      },
    };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
