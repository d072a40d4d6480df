/**
 * CSV imports as jobs (docs/decisions/0013).
 *
 * 1. Receive: the upload is parsed as it streams (csv.ts), validated row by row and staged in `import_rows` in
 *    batches of short transactions; a structurally broken file, or with `strict` any invalid row, is a 422 and
 *    the import ends failed. Otherwise the import is queued (202) and a job is sent.
 * 2. Apply (the job): staged rows are upserted in chunks, one short transaction each, sized to take about
 *    `pacing.chunkMs` and followed by a pause, so other requests get the embedded database's one connection
 *    between chunks. Each chunk's transaction also stores, on its staged rows, what it changed (the undo log).
 * 3. All or nothing: the import becomes 'completed' (with its audit row) in one last transaction. Until then, a
 *    failure, a strict conflict, or a crash (found by the next job or start-up: an import 'running' while nobody
 *    holds the imports lock) is rolled back by walking the staged rows backwards and undoing them, chunk by chunk.
 *    Imports apply one at a time (a cluster-wide lock), so an undo never overwrites another import's work.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ZId, type TCreatorInputParsed, type TImport, type TImportAccepted, type TImportPreview, type TImportPreviewColumn } from '@inflow/contracts';
import { z } from 'zod';
import { writeAudit } from '../../auth/audit.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound, unprocessable } from '../../http/errors.js';
import { defineJob, type JobQueue, type QueueLogger } from '../../jobs/queue.js';
import type { RequestContext } from '../../lib/context.js';
import { applyCreatorRows, undoCreatorRows, type AppliedCreatorRow, type CreatorWrite } from '../creators/creators.writer.js';
import { CsvFormatError, csvCell, missingRequiredColumns, parseCreatorsCsv, readFirstRecords, type ImportOptions } from '../creators/csv.js';
import type { CreatorEmbedder } from '../matching/embed-records.js';
import { createImportsRepo, toWire, whoStarted, type ImportRecord, type Rejected } from './imports.repo.js';

export const ImportJob = defineJob('import.apply', z.object({ import_id: ZId }), { expireInSeconds: 6 * 60 * 60 });

/** Advisory lock key: one import applies (or rolls back) at a time, across processes. */
export const LOCK_IMPORTS = 727277;

export interface ImportPacing {
  /** Target duration of one chunk's transaction (ms); the chunk size adapts to it. */
  chunkMs: number;
  /**
   * After each chunk the job waits, at most this multiple of the chunk's duration, until the database has been
   * quiet for `quietMs` (requests queued behind the chunk run first; with nobody waiting the next chunk starts at once).
   */
  pauseRatio: number;
  quietMs: number;
  minRows: number;
  maxRows: number;
  /** Rows staged per transaction while an upload is received. */
  stageRows: number;
}
export const DEFAULT_IMPORT_PACING: ImportPacing = { chunkMs: 100, pauseRatio: 1, quietMs: 15, minRows: 25, maxRows: 1000, stageRows: 500 };

/** An upload that has not staged a batch for this long belongs to a process that is gone. */
const STALE_UPLOAD_SECONDS = 120;
const SWEEP_INTERVAL_MS = 60_000;

interface StagedRow {
  creator: TCreatorInputParsed;
  applied?: AppliedCreatorRow;
}

/** The job was stopped between two chunks (shutdown or a test's abort): left 'running' for recovery to roll back. */
export class ImportInterrupted extends Error {
  constructor() {
    super('import interrupted');
    this.name = 'ImportInterrupted';
  }
}
class StrictRejection extends Error {}

export interface ImportsServiceDeps {
  db: Database;
  embedder: CreatorEmbedder;
  queue: JobQueue;
  log?: QueueLogger;
  pacing?: Partial<ImportPacing>;
}

export interface ExecuteOptions {
  /** Aborting stops the job between two chunks, as a crash would (nothing rolled back until recovery). */
  signal?: AbortSignal;
  /** Called after each applied chunk with the number of chunks so far. */
  onChunk?: (chunks: number) => void;
}

export function createImportsService(deps: ImportsServiceDeps) {
  const { db, embedder, queue, log } = deps;
  const pacing: ImportPacing = { ...DEFAULT_IMPORT_PACING, ...deps.pacing };
  const repo = createImportsRepo(db);
  const background = new Set<Promise<unknown>>();
  let closing = false;
  let sweepTimer: NodeJS.Timeout | undefined;

  function inBackground(p: Promise<unknown>) {
    const tracked = p.catch((err: unknown) => log?.warn({ err }, 'import housekeeping failed')).finally(() => background.delete(tracked));
    background.add(tracked);
  }

  /** Deletes an import's staged rows in short statements. */
  async function purge(id: string) {
    for (;;) {
      const t0 = performance.now();
      if ((await repo.purgeSome(id, 1000)) === 0) return;
      await yieldToOthers(performance.now() - t0);
    }
  }

  const toWrite = (c: TCreatorInputParsed): CreatorWrite => ({
    ...c,
    channel_name: c.channel_name || c.name,
    // A CSV row says nothing of the audience: unknown, never made up (docs/decisions/0017).
    audience: null,
  });

  /** Lets other work use the database after a chunk: until it has been quiet for a moment, at most took × pauseRatio. */
  async function yieldToOthers(took: number) {
    const until = performance.now() + took * pacing.pauseRatio;
    for (;;) {
      const idle = db.idleFor();
      const left = until - performance.now();
      if (idle >= pacing.quietMs || left <= 0) return;
      await sleep(Math.min(left, Math.max(1, pacing.quietMs - idle)));
    }
  }

  /** Undoes whatever the import applied, last row first, and ends it as failed with `error`. */
  async function rollBack(imp: ImportRecord, error: string) {
    let cursor = 2 ** 31 - 1;
    let kept = 0;
    for (;;) {
      const rows = await repo.previousRows<StagedRow>(imp.id, cursor, 500);
      if (rows.length === 0) break;
      const t0 = performance.now();
      await db.transaction(async (tx) => {
        const applied = rows.filter((r) => r.data.applied).map((r) => ({ line: r.line, undo: r.data.applied! }));
        if (applied.length > 0) kept += (await undoCreatorRows(tx, imp.workspace_id, applied)).kept;
        await repo.deleteRows(
          tx,
          imp.id,
          rows.map((r) => r.line),
        );
      });
      cursor = rows[rows.length - 1]!.line;
      await yieldToOthers(performance.now() - t0);
    }
    const note = kept > 0 ? ` (${kept} creator(s) it added were kept because they are already in use)` : '';
    await repo.fail(imp.id, `${error}${note}`);
  }

  async function apply(imp: ImportRecord, opts: ExecuteOptions) {
    let cursor = 0;
    let size = Math.min(100, pacing.maxRows);
    let chunks = 0;
    let contactsChanged = 0;
    for (;;) {
      if (closing || opts.signal?.aborted) throw new ImportInterrupted();
      const rows = await repo.nextRows<StagedRow>(imp.id, cursor, size);
      if (rows.length === 0) break;
      const writes = rows.map((r) => ({ line: r.line, c: toWrite(r.data.creator) }));
      // Embedding happens outside the transaction (a remote provider may take a while).
      const vectors = await embedder.embedCreators(writes.map((w) => w.c));
      writes.forEach((w, i) => (w.c.embedding = vectors?.[i] ?? null));
      const t0 = performance.now();
      await db.transaction(async (tx) => {
        const res = await applyCreatorRows(tx, imp.workspace_id, writes);
        if (imp.strict && res.rejected.length > 0) throw new StrictRejection(JSON.stringify(res.rejected));
        await repo.markApplied(tx, imp.id, res.applied, { inserted: res.inserted, updated: res.updated, rejected: res.rejected });
        contactsChanged += res.contactsChanged;
      });
      const took = performance.now() - t0;
      cursor = rows[rows.length - 1]!.line;
      chunks++;
      // Aim each transaction at chunkMs: grow at most 2x, shrink as far as needed.
      size = Math.round(Math.min(pacing.maxRows, Math.max(pacing.minRows, Math.min(size * 2, (size * pacing.chunkMs) / Math.max(took, 1)))));
      opts.onChunk?.(chunks);
      await yieldToOthers(took);
    }
    const done = await db.transaction(async (tx) => {
      const r = await repo.complete(tx, imp.id);
      await writeAudit(tx, whoStarted(r), {
        action: 'creators.imported',
        targetType: 'import',
        targetId: r.id,
        details: { inserted: r.inserted, updated: r.updated, rejected: r.rejected.length, contacts_changed: contactsChanged, total_rows: r.rows_read },
      });
      return r;
    });
    await purge(imp.id);
    return done;
  }

  /** The job: applies a queued import, or rolls back one left 'running' by a process that stopped. */
  async function execute(id: string, opts: ExecuteOptions = {}): Promise<void> {
    await db.withLock(LOCK_IMPORTS, async () => {
      const imp = await repo.get(id);
      if (!imp) return;
      if (imp.state === 'running') {
        // Whoever ran it held the lock we now hold: it stopped mid-way.
        log?.warn({ importId: id }, 'rolling back an import interrupted by a stop or crash');
        await rollBack(imp, 'the import was interrupted (the server stopped) and has been rolled back; nothing was imported');
        await purge(id);
        return;
      }
      if (imp.state === 'completed' || imp.state === 'failed') return purge(id);
      if (imp.state !== 'queued' || !(await repo.setState(id, ['queued'], 'running'))) return;
      try {
        await apply({ ...imp, state: 'running' }, opts);
      } catch (err) {
        if (err instanceof ImportInterrupted) {
          log?.warn({ importId: id }, 'import stopped between two chunks; it is rolled back when imports are next recovered');
          throw err;
        }
        let error: string;
        if (err instanceof StrictRejection) {
          const rejected = JSON.parse(err.message) as Rejected[];
          await db.query(`update imports set rejected = rejected || $2::jsonb where id = $1`, [id, JSON.stringify(rejected)]);
          error = `${rejected.length} row(s) conflict with the directory (strict mode); nothing was imported`;
        } else {
          log?.error({ err, importId: id }, 'import failed; rolling it back');
          error = `the import failed (${err instanceof Error ? err.message : String(err)}); nothing was imported`;
        }
        await rollBack(imp, error);
        await purge(id);
      }
    });
  }

  return {
    /**
     * Receives a creators CSV: parses and validates it as it streams, stages the accepted rows and queues the job.
     * A broken file, or with strict any invalid row, is a 422 (nothing staged remains, nothing applied).
     */
    async receiveCreatorsCsv(
      ctx: RequestContext,
      input: string | Buffer | NodeJS.ReadableStream,
      opts: { strict?: boolean } & ImportOptions = {},
    ): Promise<TImportAccepted> {
      const strict = !!opts.strict;
      const id = await repo.create(ctx.workspaceId, strict, JSON.stringify({ actor: ctx.actor, ip: ctx.ip ?? null }));
      let rowsRead = 0;
      let accepted = 0;
      let rejectedCount = 0;
      try {
        await parseCreatorsCsv(input, {
          mapping: opts.mapping,
          defaultCountry: opts.defaultCountry,
          defaultPlatform: opts.defaultPlatform,
          batchSize: pacing.stageRows,
          onBatch: async ({ rows, rejected }) => {
            rowsRead += rows.length + rejected.length;
            accepted += rows.length;
            rejectedCount += rejected.length;
            // In strict mode nothing more is staged once a row is invalid; reading goes on to list every invalid row.
            const stage = strict && rejectedCount > 0 ? [] : rows.map((r) => ({ line: r.line, data: { creator: r.creator } }));
            const t0 = performance.now();
            await db.transaction((tx) => repo.stage(tx, id, stage, { rowsRead, accepted, rejected }));
            await yieldToOthers(performance.now() - t0);
          },
        });
      } catch (err) {
        const message = err instanceof CsvFormatError ? `CSV file is not valid: ${err.message}` : 'the upload could not be read';
        await repo.fail(id, message);
        inBackground(purge(id));
        if (err instanceof CsvFormatError) throw unprocessable(message);
        throw err;
      }
      if (strict && rejectedCount > 0) {
        const message = `${rejectedCount} row(s) are invalid; nothing was imported`;
        await repo.fail(id, message);
        inBackground(purge(id));
        const imp = await repo.get(id);
        throw unprocessable(message, { import_id: id, rejected: imp?.rejected ?? [] });
      }
      await repo.setState(id, ['receiving'], 'queued');
      await queue.send(ImportJob, { import_id: id });
      return { id, state: 'queued' };
    },

    async get(ctx: RequestContext, id: string): Promise<TImport> {
      const imp = await repo.get(id, ctx.workspaceId);
      if (!imp) throw notFound('Import not found');
      return toWire(imp);
    },

    /** The rejected rows of an import as CSV (line, reason), every cell through the formula neutraliser. */
    async errorsCsv(ctx: RequestContext, id: string): Promise<string> {
      const imp = await repo.get(id, ctx.workspaceId);
      if (!imp) throw notFound('Import not found');
      const lines = ['line,reason'];
      if (imp.error) lines.push(`${csvCell('')},${csvCell(imp.error)}`);
      for (const r of [...imp.rejected].sort((a, b) => a.line - b.line)) lines.push(`${csvCell(r.line)},${csvCell(r.reason)}`);
      return `${lines.join('\n')}\n`;
    },

    /**
     * Dry run: the same parser, mapping and default country as the import, nothing written. Returns how each column is
     * read, the first rows as they would be stored, and the rejected rows by line.
     */
    async preview(open: () => string | Buffer | NodeJS.ReadableStream, opts: ImportOptions & { rows?: number } = {}): Promise<TImportPreview> {
      const want = opts.rows ?? 20;
      let columns: TImportPreviewColumn[] = [];
      const out: TImportPreview['rows'] = [];
      const rejected: TImportPreview['rejected'] = [];
      let accepted = 0;
      let rejectedCount = 0;
      // Samples come from a first quick read, so that the mapping step has them even when the header is incomplete.
      const samples = (await readFirstRecords(open(), 6).catch(() => [])).slice(1);
      try {
        const r = await parseCreatorsCsv(open(), {
          mapping: opts.mapping,
          defaultCountry: opts.defaultCountry,
          defaultPlatform: opts.defaultPlatform,
          batchSize: 500,
          onHeader: (cols) => (columns = cols),
          onBatch: async (batch) => {
            accepted += batch.rows.length;
            rejectedCount += batch.rejected.length;
            for (const x of batch.rejected) if (rejected.length < 500) rejected.push({ line: x.line, reason: x.reason });
            if (out.length >= want) return;
            const merged = [
              ...batch.rows.map((x) => ({ line: x.line, creator: previewCreator(x.creator), error: null, notes: x.notes ?? [] })),
              ...batch.rejected.map((x) => ({ line: x.line, creator: null, error: x.reason, notes: [] })),
            ].sort((a, b) => a.line - b.line);
            for (const m of merged) if (out.length < want) out.push({ line: m.line, creator: m.creator, error: m.error, notes: m.notes });
          },
        });
        return {
          columns: withSamples(columns, samples),
          missing_required: [],
          file_error: null,
          total_rows: r.total_rows,
          accepted,
          rejected_count: rejectedCount,
          rows: out,
          rejected,
        };
      } catch (err) {
        if (!(err instanceof CsvFormatError)) throw err;
        // A missing required column is the mapping step's business: the columns are still described.
        return {
          columns: withSamples(columns, samples),
          missing_required: err.missingColumns ? missingRequiredColumns(columns, opts.defaultCountry, opts.defaultPlatform) : [],
          file_error: err.missingColumns ? null : err.message,
          total_rows: 0,
          accepted: 0,
          rejected_count: 0,
          rows: [],
          rejected: [],
        };
      }
    },

    execute,

    /** Polls until the import is completed or failed (CLI, tests). */
    async waitFor(id: string, opts: { pollMs?: number; timeoutMs?: number } = {}): Promise<TImport> {
      const deadline = Date.now() + (opts.timeoutMs ?? 6 * 60 * 60 * 1000);
      for (;;) {
        const imp = await repo.get(id);
        if (!imp) throw notFound('Import not found');
        if (imp.state === 'completed' || imp.state === 'failed') return toWire(imp);
        if (Date.now() > deadline) throw new AppError(504, 'timeout', `import ${id} did not finish in time`);
        await sleep(opts.pollMs ?? 200);
      }
    },

    /** Rolls back, here and now, every import left 'running' by a job that stopped. Returns how many. */
    async rollBackInterrupted(): Promise<number> {
      let n = 0;
      for (const imp of await repo.withState(['running'])) {
        await execute(imp.id);
        n++;
      }
      return n;
    },

    /** Registers the job in this process. */
    async startWorking() {
      await queue.work(ImportJob, async ({ import_id }) => {
        await execute(import_id).catch((err: unknown) => {
          if (!(err instanceof ImportInterrupted)) throw err;
        });
      });
    },

    /**
     * At start-up (queue started): imports interrupted by a stop or crash get a job (it rolls them back), queued ones
     * whose job was lost get one, cut-off uploads end as failed; then the same sweep runs every minute for the last two.
     */
    async resume(): Promise<number> {
      const pending = await repo.withState(['running', 'queued']);
      for (const imp of pending) await queue.send(ImportJob, { import_id: imp.id });
      const sweep = async () => {
        for (const id of await repo.failStaleUploads(STALE_UPLOAD_SECONDS)) await purge(id);
        for (const id of await repo.withLeftovers()) await queue.send(ImportJob, { import_id: id });
      };
      inBackground(sweep());
      sweepTimer ??= setInterval(() => {
        if (!closing) inBackground(sweep());
      }, SWEEP_INTERVAL_MS).unref();
      return pending.length;
    },

    /** Stops applying at the next chunk boundary (the import is rolled back at the next start) and ends housekeeping. */
    async close() {
      closing = true;
      clearInterval(sweepTimer);
      await Promise.all([...background]);
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;

function withSamples(columns: TImportPreviewColumn[], rows: string[][]): TImportPreviewColumn[] {
  return columns.map((c) => ({ ...c, samples: rows.map((r) => r[c.index] ?? '').filter((v) => v !== '').slice(0, 3) }));
}

function previewCreator(c: TCreatorInputParsed): NonNullable<TImportPreview['rows'][number]['creator']> {
  return {
    name: c.name,
    handle: c.handle,
    channel_name: c.channel_name ?? null,
    platform: c.platform,
    niche: c.niche,
    topics: c.topics,
    bio: c.bio,
    followers_count: c.followers_count,
    engagement_rate: c.engagement_rate,
    avg_views: c.avg_views,
    email: c.email,
    phone: c.phone,
    country: c.country,
    language: c.language,
    profile_image: c.profile_image,
    typical_rate: c.typical_rate,
    currency: c.currency,
  };
}
