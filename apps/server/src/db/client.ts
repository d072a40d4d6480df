import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema } from './schema.js';
import { lockDataDir } from './data-dir-lock.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface SqlExecutor {
  /** Parameterised single statement. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** One or more statements without parameters. */
  exec(text: string): Promise<void>;
}

/** The one database interface the app uses: drizzle for queries, a raw executor for the few things drizzle can't say. */
export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs fn in one transaction: all of its writes land, or none. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /** Runs fn while holding a cluster-wide lock (PostgreSQL advisory lock; PGlite is single-process already). */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Milliseconds since the database last finished a statement or transaction, 0 while one runs. The embedded
   * database has one connection: background work (imports) waits for a quiet moment before its next chunk.
   * PostgreSQL serves connections in parallel and always answers Infinity.
   */
  idleFor(): number;
  /** Set for PostgreSQL: lets the job queue use its own pool. */
  readonly connectionString?: string;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Advisory lock keys of start-up steps that only one process may run at a time. */
export const LOCK_MIGRATE = 727274;
export const LOCK_SEED = 727275;

export { DataDirLockedError } from './data-dir-lock.js';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, the embedded database is not used. */
  databaseUrl?: string;
  /** Folder of the embedded database, or 'memory' for an in-memory one (tests). */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  let dataPath: string | undefined;
  if (dataDir !== 'memory') {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    // PGlite must never be opened by two processes at once: a second one was seen to spin forever.
    const unlock = lockDataDir(dir);
    release = async () => unlock();
    dataPath = path.join(dir, 'pgdata');
  }
  const client = await PGlite.create({ dataDir: dataPath, extensions: { vector, pg_trgm } });
  // Every use of the one connection (ours, drizzle's, better-auth's) goes through these three methods.
  let inflight = 0;
  let lastEnded = performance.now();
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      inflight++;
      return original(...args).finally(() => {
        inflight--;
        lastEnded = performance.now();
      });
    };
  }
  const locks = new Map<number, Promise<unknown>>();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async query<T>(text: string, params?: unknown[]) {
      const r = await client.query<T>(text, params);
      return { rows: r.rows };
    },
    async exec(text: string) {
      await client.exec(text);
    },
    transaction<T>(fn: (tx: SqlExecutor) => Promise<T>) {
      return client.transaction(async (tx) =>
        fn({
          async query<R>(text: string, params?: unknown[]) {
            const r = await tx.query<R>(text, params);
            return { rows: r.rows };
          },
          async exec(text: string) {
            await tx.exec(text);
          },
        }),
      );
    },
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    idleFor: () => (inflight > 0 ? 0 : performance.now() - lastEnded),
    // The data folder lock keeps other processes out; within this one, callers of a key take turns.
    withLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
      const prev = locks.get(key) ?? Promise.resolve();
      const run = prev.then(fn, fn);
      locks.set(key, run.catch(() => undefined));
      return run;
    },
    async close() {
      await client.close();
      await release?.();
    },
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server ends (restart, failover, an administrator's terminate) is dropped from the pool
  // and replaced on next use; without a listener pg would raise it as an uncaught error and end the process.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`, { code: 'INFLOW_PG_IDLE' });
  });
  // Fail at start-up, with the reason, when the server can't be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // A session-level advisory lock held on one dedicated connection while fn uses the pool.
  const withLock = async <T>(key: number, fn: () => Promise<T>): Promise<T> => {
    const c = await pool.connect();
    try {
      await c.query('select pg_advisory_lock($1)', [key]);
      return await fn();
    } finally {
      await c.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      c.release();
    }
  };
  return {
    kind: 'postgres',
    db,
    connectionString,
    async query<T>(text: string, params?: unknown[]) {
      const r = await pool.query(text, params as unknown[]);
      return { rows: r.rows as T[] };
    },
    async exec(text: string) {
      await pool.query(text);
    },
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>) {
      const c = await pool.connect();
      try {
        await c.query('begin');
        const result = await fn({
          async query<R>(text: string, params?: unknown[]) {
            const r = await c.query(text, params as unknown[]);
            return { rows: r.rows as R[] };
          },
          async exec(text: string) {
            await c.query(text);
          },
        });
        await c.query('commit');
        return result;
      } catch (err) {
        await c.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        c.release();
      }
    },
    async migrate() {
      // Several API and worker processes may start at once: one migrates, the others wait.
      await withLock(LOCK_MIGRATE, () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }));
    },
    withLock,
    idleFor: () => Infinity,
    async close() {
      await pool.end();
    },
  };
}
