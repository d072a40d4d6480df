import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalLlm } from '../src/ai/llm/local.js';
import { createSimulatedVoice } from '../src/ai/voice/simulated.js';
import { createDbSimulatedCallStore } from '../src/ai/voice/simulated-store.js';
import { createEspeakTts } from '../src/ai/voice/tts.js';
import { createOutboxMailer } from '../src/modules/email/mailer.js';
import { createLocalRecordingStore } from '../src/storage/recordings.js';
import pg from 'pg';
import { createLocalEmbeddings } from '../src/ai/embeddings/local.js';
import { buildApp, type AppDeps } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedCreators, seedDemo } from '../src/db/seed/seed.js';
import { createRecordEmbedder, type RecordEmbedder } from '../src/modules/matching/embed-records.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEFAULT_WORKSPACE_ID } from '../src/db/schema.js';

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
  /** Create the owner of the demo workspace and an owner API key (default true); false leaves the instance unclaimed. */
  owner?: boolean;
  deps?: Partial<AppDeps>;
}

export const TEST_RATE_LIMITS = { perCaller: 1e6, perWorkspace: 1e6, signin: 1e4, calls: 1e4, emails: 1e4, imports: 1e4, runs: 1e4 };

/** The seeded owner of every test app (as INIT_* would create it). */
export const TEST_OWNER = {
  email: 'owner@inflow.test',
  password: 'owner-password-123',
  workspaceName: 'Demo workspace',
  apiKey: 'test_owner_key_0123456789abcdefghijklmnop',
};

type Injectable = { inject(opts: InjectOptions): Promise<LightMyRequestResponse> };

/** A client of the app that sends these headers (an API key, a session cookie, ...) on every request. */
export interface TestClient {
  inject(opts: InjectOptions | string): Promise<LightMyRequestResponse>;
  readonly headers: Record<string, string>;
}

export function clientWith(app: Injectable, headers: Record<string, string>): TestClient {
  return {
    headers,
    inject(opts) {
      const o: InjectOptions = typeof opts === 'string' ? { url: opts } : opts;
      return app.inject({ ...o, headers: { ...headers, ...(o.headers as Record<string, string> | undefined) } });
    },
  };
}

/** The one way tests call the API as someone: `Authorization: Bearer <key>`. */
export const authedClient = (app: Injectable, apiKey: string) => clientWith(app, { authorization: `Bearer ${apiKey}` });

/** Signs in with email and password; the client then sends the session cookie and a same-origin Origin. */
export async function signedInClient(app: Injectable, email: string, password: string): Promise<TestClient> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password }, headers: { origin: 'http://localhost' } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return clientWith(app, { cookie: cookieHeader(res), origin: 'http://localhost' });
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(res: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(previous.split(/;\s*/).filter(Boolean).map((c) => [c.split('=')[0]!, c] as const));
  for (const c of res.cookies) jar.set(c.name, `${c.name}=${c.value}`);
  return [...jar.values()].join('; ');
}

/** A new workspace owned by the test owner, with its own owner API key: for isolation tests. */
export async function createWorkspaceWithKey(api: TestClient, name: string, role = 'owner') {
  const ws = await api.inject({ method: 'POST', url: '/api/v1/workspaces', payload: { name } });
  if (ws.statusCode !== 201) throw new Error(`create workspace: ${ws.statusCode} ${ws.body}`);
  const { id } = ws.json() as { id: string };
  const key = await api.inject({ method: 'POST', url: `/api/v1/workspaces/${id}/api-keys`, payload: { name: `${name} key`, role } });
  if (key.statusCode !== 201) throw new Error(`create key: ${key.statusCode} ${key.body}`);
  return { workspaceId: id, apiKey: (key.json() as { key: string }).key };
}

/** The app on an existing database with the offline providers tests use (also what a restart test rebuilds). */
export async function buildAppOn(
  db: Database,
  embedder: RecordEmbedder,
  opts: { recordingsDir: string; timeScale?: number; deps?: Partial<AppDeps> },
) {
  const voice = opts.deps?.voice ?? createSimulatedVoice({ timeScale: opts.timeScale ?? 0.05, tts: createEspeakTts(), store: createDbSimulatedCallStore(db) });
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
    authSecret: 'test-auth-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    // Tests send thousands of requests a minute with one key; the limits themselves are tested with their defaults
    // (test/hardening.test.ts) and with small values.
    rateLimits: TEST_RATE_LIMITS,
    shutdownGraceMs: 0,
    // Tests run at any hour; calling hours are tested with explicit windows and clocks (calls.test.ts, agent tests).
    callingHours: { start: '00:00', end: '24:00' },
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
  if (opts.owner !== false) await app.services.accounts.initialize(TEST_OWNER);
  return {
    app,
    /** The API as the demo workspace's owner (its API key). */
    api: authedClient(app, TEST_OWNER.apiKey),
    owner: TEST_OWNER,
    workspaceId: DEFAULT_WORKSPACE_ID,
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
