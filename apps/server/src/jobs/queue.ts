/**
 * The job queue: typed jobs (a name, a zod payload, a handler) on pg-boss 10, in both database modes.
 *
 * - PostgreSQL: pg-boss opens its own small pool from the database's connection string, so several API and
 *   worker processes share the work.
 * - PGlite (embedded): pg-boss talks to the app's one PGlite connection through its `db.executeSql` adapter.
 *   PGlite's extended-protocol `query` takes one statement, so pg-boss's multi-statement scripts (schema
 *   creation and migrations, wrapped in BEGIN ... COMMIT) go to `exec`; everything else goes to `query`.
 *
 * A job is dispatch, not the unit of durability: its handler must be safe to run twice for the same payload
 * (the agent claims its run with a lease, so a duplicate simply finds the run taken and returns).
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/client.js';

export interface JobType<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  /** How long one execution may run before the queue gives up on it (pg-boss caps this under 24 h). */
  readonly expireInSeconds: number;
}

/** Declares a job type: its queue name and the zod schema of its payload (checked on send and on receipt). */
export function defineJob<S extends z.ZodType>(name: string, payload: S, opts: { expireInSeconds?: number } = {}): JobType<z.output<S>> {
  if (!/^[\w.-]+$/.test(name)) throw new RangeError(`job name '${name}' may only use letters, digits, '_', '.' and '-'`);
  return { name, payload: payload as unknown as z.ZodType<z.output<S>>, expireInSeconds: opts.expireInSeconds ?? 15 * 60 };
}

export type JobHandler<P> = (payload: P, job: { id: string }) => Promise<void>;

export interface SendOptions {
  /** Not before this time (delayed follow-ups, retry back-off). */
  startAfter?: Date;
}

export interface WorkOptions {
  /** Jobs of this type one process runs at the same time (default 1). */
  concurrency?: number;
}

export interface JobQueue {
  readonly kind: 'pg-boss';
  /** Enqueues a job; returns its id. Throws if the payload does not match the job's schema. */
  send<P>(job: JobType<P>, payload: P, opts?: SendOptions): Promise<string>;
  /** Runs handler for jobs of this type in this process. May be called before or after start(). */
  work<P>(job: JobType<P>, handler: JobHandler<P>, opts?: WorkOptions): Promise<void>;
  start(): Promise<void>;
  /** Stops fetching, waits (bounded) for running handlers, and leaves the database open. */
  stop(): Promise<void>;
}

export interface QueueLogger {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export interface JobQueueOptions {
  db: Database;
  log?: QueueLogger;
  /** How often an idle worker asks for a new job (seconds; pg-boss's minimum is 0.5). Default 1. */
  pollingIntervalSeconds?: number;
  /** Postgres schema of pg-boss's tables. */
  schema?: string;
  /** How long stop() waits for running handlers (ms). Default 10 s. */
  stopTimeoutMs?: number;
}

type Row = Record<string, unknown>;

/** pg-boss's Db adapter over the app's database (used for PGlite, which allows one connection only). */
export function executeSqlAdapter(db: Pick<Database, 'query' | 'exec'>) {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: Row[] }> {
      if (values && values.length > 0) return db.query<Row>(text, values);
      if (isMultiStatement(text)) {
        await db.exec(text);
        return { rows: [] };
      }
      return db.query<Row>(text);
    },
  };
}

/** True when the SQL has more than one statement (a ';' before the end, outside dollar-quoted bodies). */
export function isMultiStatement(text: string): boolean {
  const withoutBodies = text.replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, '');
  return /;\s*\S/.test(withoutBodies.trim());
}

export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const { db, log } = opts;
  const pollingIntervalSeconds = Math.max(0.5, opts.pollingIntervalSeconds ?? 1);
  const boss = new PgBoss({
    ...(db.connectionString ? { connectionString: db.connectionString, max: 4 } : { db: executeSqlAdapter(db) }),
    schema: opts.schema ?? 'pgboss',
    application_name: 'inflow-jobs',
    // No cron schedules are used; maintenance (expiry, archiving) stays on.
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (err: unknown) => log?.error({ err }, 'job queue error'));

  type Registration = { job: JobType<unknown>; handler: JobHandler<unknown>; concurrency: number };
  const registrations: Registration[] = [];
  const workerIds = new Map<string, string[]>();
  const queues = new Map<string, Promise<void>>();
  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';
  let starting: Promise<void> | null = null;

  function ensureQueue(job: JobType<unknown>): Promise<void> {
    let p = queues.get(job.name);
    if (!p) {
      p = (async () => {
        const existing = await boss.getQueue(job.name);
        if (!existing) await boss.createQueue(job.name, { name: job.name, policy: 'standard', retryLimit: 0, expireInSeconds: job.expireInSeconds });
      })();
      p.catch(() => queues.delete(job.name));
      queues.set(job.name, p);
    }
    return p;
  }

  async function register(r: Registration) {
    await ensureQueue(r.job);
    const ids = workerIds.get(r.job.name) ?? [];
    // pg-boss 10 runs one job at a time per worker: concurrency means several workers on the queue.
    for (let i = 0; i < r.concurrency; i++) {
      const id = await boss.work<unknown>(r.job.name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const j of jobs) {
          const parsed = r.job.payload.safeParse(j.data);
          if (!parsed.success) {
            // A malformed payload can never succeed: fail it with the reason instead of retrying.
            throw new Error(`job ${r.job.name} ${j.id} has an invalid payload: ${z.prettifyError(parsed.error)}`);
          }
          await r.handler(parsed.data, { id: j.id });
        }
      });
      ids.push(id);
    }
    workerIds.set(r.job.name, ids);
  }

  async function ready() {
    if (state === 'started') return;
    if (state === 'starting' && starting) return starting;
    throw new Error(state === 'stopped' ? 'the job queue is stopped' : 'the job queue is not started');
  }

  return {
    kind: 'pg-boss',
    async send<P>(job: JobType<P>, payload: P, sendOpts: SendOptions = {}): Promise<string> {
      const data = job.payload.parse(payload);
      await ready();
      await ensureQueue(job as JobType<unknown>);
      const id = await boss.send(job.name, data as object, {
        id: randomUUID(),
        retryLimit: 0,
        expireInSeconds: job.expireInSeconds,
        ...(sendOpts.startAfter ? { startAfter: sendOpts.startAfter } : {}),
      });
      if (!id) throw new Error(`the job queue did not accept a ${job.name} job`);
      // A local worker picks it up now instead of at its next poll; other processes see it at theirs.
      for (const w of workerIds.get(job.name) ?? []) boss.notifyWorker(w);
      return id;
    },
    async work<P>(job: JobType<P>, handler: JobHandler<P>, workOpts: WorkOptions = {}) {
      const r: Registration = {
        job: job as JobType<unknown>,
        handler: handler as JobHandler<unknown>,
        concurrency: Math.max(1, Math.floor(workOpts.concurrency ?? 1)),
      };
      registrations.push(r);
      if (state === 'started') await register(r);
    },
    start() {
      if (state === 'started') return Promise.resolve();
      if (starting) return starting;
      if (state === 'stopped') return Promise.reject(new Error('the job queue was stopped and cannot be restarted'));
      state = 'starting';
      starting = (async () => {
        await boss.start();
        for (const r of registrations) await register(r);
        state = 'started';
      })();
      return starting;
    },
    async stop() {
      if (state === 'new' || state === 'stopped') {
        state = 'stopped';
        return;
      }
      if (starting) await starting.catch(() => undefined);
      state = 'stopped';
      await boss.stop({ graceful: true, wait: true, close: true, timeout: opts.stopTimeoutMs ?? 10_000 });
    },
  };
}
