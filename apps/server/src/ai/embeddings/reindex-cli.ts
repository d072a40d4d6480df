// npm run reindex: re-embeds every creator and campaign with the configured provider, resizing the vector columns if needed.
import { pino } from 'pino';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import path from 'node:path';
import { createEmbeddingProvider } from './index.js';
import { reindexAll } from './reindex.js';

const config = loadConfig();
const log = pino({ level: 'info' });
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db') });
try {
  await db.migrate();
  const provider = createEmbeddingProvider({
    provider: config.EMBEDDINGS_PROVIDER,
    baseUrl: config.EMBEDDINGS_BASE_URL,
    apiKey: config.EMBEDDINGS_API_KEY,
    model: config.EMBEDDINGS_MODEL,
    dimension: config.EMBEDDINGS_DIMENSION,
  });
  const r = await reindexAll(db, provider, (done, total) => {
    if (done % 50_000 < 1000 || done === total) log.info(`${done} / ${total} creators embedded`);
  });
  log.info(r, 'reindex finished');
} finally {
  await db.close();
}
