import path from 'node:path';
import type { Logger } from 'pino';
import { createEmbeddingProvider } from './ai/embeddings/index.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { createRecordEmbedder, type RecordEmbedder } from './modules/matching/embed-records.js';

export interface Runtime {
  db: Database;
  deps: { db: Database; embedder: RecordEmbedder };
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
    return {
      db,
      deps: { db, embedder },
      async close() {
        await db.close();
      },
    };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
