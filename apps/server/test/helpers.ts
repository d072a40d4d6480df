import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalLlm } from '../src/ai/llm/local.js';
import { createSimulatedVoice } from '../src/ai/voice/simulated.js';
import { createEspeakTts } from '../src/ai/voice/tts.js';
import { createOutboxMailer } from '../src/modules/email/mailer.js';
import { createLocalRecordingStore } from '../src/storage/recordings.js';
import pg from 'pg';
import { createLocalEmbeddings } from '../src/ai/embeddings/local.js';
import { buildApp, type AppDeps } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedCreators, seedDemo } from '../src/db/seed/seed.js';
import { createRecordEmbedder, type RecordEmbedder } from '../src/modules/matching/embed-records.js';

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openDatabase({ dataDir: 'memory' });
    await db.migrate();
    return db;
  }
  const name = `inflow_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory', poolSize: 4 });
  await db.migrate();
  const close = db.close.bind(db);
  return Object.assign(db, {
    async close() {
      await close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  });
}

export interface TestAppOptions {
  /** Generated creators to seed (0 for none). */
  creators?: number;
  /** Seed demo brands, products and campaigns. */
  demo?: boolean;
  deps?: Partial<AppDeps>;
}

/** The app on an existing database with the offline providers tests use (also what a restart test rebuilds). */
export async function buildAppOn(
  db: Database,
  embedder: RecordEmbedder,
  opts: { recordingsDir: string; timeScale?: number; deps?: Partial<AppDeps> },
) {
  const voice = opts.deps?.voice ?? createSimulatedVoice({ timeScale: opts.timeScale ?? 0.05, tts: createEspeakTts() });
  const app = await buildApp({
    db,
    embedder,
    llm: createLocalLlm(),
    voice,
    recordings: createLocalRecordingStore(opts.recordingsDir),
    mailer: createOutboxMailer(),
    logger: false,
    webDist: null,
    callPollIntervalMs: 50,
    ...opts.deps,
  });
  return { app, voice };
}

export async function buildTestApp(opts: TestAppOptions = {}) {
  const db = await createTestDatabase();
  const embedder = await createRecordEmbedder(db, createLocalEmbeddings());
  if (opts.creators) await seedCreators(db, embedder, { count: opts.creators });
  if (opts.demo) await seedDemo(db, embedder);
  const recordingsDir = mkdtempSync(path.join(tmpdir(), 'inflow-recordings-'));
  const { app, voice } = await buildAppOn(db, embedder, { recordingsDir, deps: opts.deps });
  await app.ready();
  return {
    app,
    db,
    embedder,
    voice,
    recordingsDir,
    async close() {
      await app.close();
      await voice.close?.();
      await db.close();
      rmSync(recordingsDir, { recursive: true, force: true });
    },
  };
}
