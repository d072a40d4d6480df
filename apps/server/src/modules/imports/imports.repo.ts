import type { TImport } from '@inflow/contracts';
import type { SqlExecutor } from '../../db/client.js';
import type { Actor } from '../../lib/context.js';
import { iso, isoOrNull } from '../../lib/rows.js';

export type Rejected = { line: number; reason: string };

/**
 * `imports.state` in the database: the wire's four states plus 'receiving' (the upload is still being staged),
 * which the API shows as 'queued'.
 */
export type ImportDbState = 'receiving' | TImport['state'];

export interface ImportRecord {
  id: string;
  workspace_id: string;
  state: ImportDbState;
  strict: boolean;
  rows_read: number;
  accepted: number;
  inserted: number;
  updated: number;
  rejected: Rejected[];
  error: string | null;
  /** Who started it, as `{ actor, ip }` JSON (the audit row is written when the job completes). */
  created_by: string | null;
  created_at: string;
  finished_at: string | null;
}

export function toWire(r: ImportRecord): TImport {
  return {
    id: r.id,
    kind: 'creators',
    state: r.state === 'receiving' ? 'queued' : r.state,
    strict: r.strict,
    rows_read: r.rows_read,
    accepted: r.accepted,
    inserted: r.inserted,
    updated: r.updated,
    rejected: r.rejected,
    error: r.error,
    created_at: iso(r.created_at),
    finished_at: isoOrNull(r.finished_at),
  };
}

export function whoStarted(r: ImportRecord): { actor: Actor | null; ip?: string; workspaceId: string } {
  try {
    const who = JSON.parse(r.created_by ?? 'null') as { actor?: Actor; ip?: string | null } | null;
    return { actor: who?.actor ?? null, ip: who?.ip ?? undefined, workspaceId: r.workspace_id };
  } catch {
    return { actor: null, workspaceId: r.workspace_id };
  }
}

const COLS = 'id, workspace_id, state, strict, rows_read, accepted, inserted, updated, rejected, error, created_by, created_at, finished_at';

export function createImportsRepo(db: SqlExecutor) {
  return {
    async create(workspaceId: string, strict: boolean, createdBy: string): Promise<string> {
      const { rows } = await db.query<{ id: string }>(
        `insert into imports (workspace_id, kind, state, strict, created_by) values ($1, 'creators', 'receiving', $2, $3) returning id`,
        [workspaceId, strict, createdBy],
      );
      return rows[0]!.id;
    },
    async get(id: string, workspaceId?: string): Promise<ImportRecord | null> {
      const { rows } = workspaceId
        ? await db.query<ImportRecord>(`select ${COLS} from imports where id = $1 and workspace_id = $2`, [id, workspaceId])
        : await db.query<ImportRecord>(`select ${COLS} from imports where id = $1`, [id]);
      return rows[0] ?? null;
    },
    /** Stages a batch of validated rows and records the progress of the upload, in one short transaction. */
    async stage(
      tx: SqlExecutor,
      id: string,
      rows: { line: number; data: unknown }[],
      progress: { rowsRead: number; accepted: number; rejected: Rejected[] },
    ) {
      if (rows.length > 0) {
        await tx.query(`insert into import_rows (import_id, line, data) select $1, l, d from unnest($2::int[], $3::jsonb[]) as x(l, d)`, [
          id,
          rows.map((r) => r.line),
          rows.map((r) => JSON.stringify(r.data)),
        ]);
      }
      await tx.query(`update imports set rows_read = $2, accepted = $3, rejected = rejected || $4::jsonb, updated_at = now() where id = $1`, [
        id,
        progress.rowsRead,
        progress.accepted,
        JSON.stringify(progress.rejected),
      ]);
    },
    /** The next staged rows after `afterLine`, in file order. */
    async nextRows<T>(id: string, afterLine: number, limit: number): Promise<{ line: number; data: T }[]> {
      const { rows } = await db.query<{ line: number; data: T }>(
        'select line, data from import_rows where import_id = $1 and line > $2 order by line limit $3',
        [id, afterLine, limit],
      );
      return rows;
    },
    /** Staged rows before `beforeLine`, last first (a rollback walks the staging table backwards). */
    async previousRows<T>(id: string, beforeLine: number, limit: number): Promise<{ line: number; data: T }[]> {
      const { rows } = await db.query<{ line: number; data: T }>(
        'select line, data from import_rows where import_id = $1 and line < $2 order by line desc limit $3',
        [id, beforeLine, limit],
      );
      return rows;
    },
    /** Records, with the rows, what applying them changed (their undo) and the import's progress. */
    async markApplied(
      tx: SqlExecutor,
      id: string,
      applied: { line: number; undo: unknown }[],
      progress: { inserted: number; updated: number; rejected: Rejected[] },
    ) {
      if (applied.length > 0) {
        await tx.query(
          `update import_rows r set data = r.data || jsonb_build_object('applied', x.a)
           from unnest($2::int[], $3::jsonb[]) as x(l, a) where r.import_id = $1 and r.line = x.l`,
          [id, applied.map((a) => a.line), applied.map((a) => JSON.stringify(a.undo))],
        );
      }
      await tx.query(
        `update imports set inserted = inserted + $2, updated = updated + $3, rejected = rejected || $4::jsonb, updated_at = now() where id = $1`,
        [id, progress.inserted, progress.updated, JSON.stringify(progress.rejected)],
      );
    },
    async deleteRows(tx: SqlExecutor, id: string, lines: number[]) {
      await tx.query('delete from import_rows where import_id = $1 and line = any($2::int[])', [id, lines]);
    },
    /** Deletes up to `limit` staged rows of the import; returns how many. */
    async purgeSome(id: string, limit: number): Promise<number> {
      const { rows } = await db.query<{ line: number }>(
        `delete from import_rows where import_id = $1 and line in (select line from import_rows where import_id = $1 order by line limit $2) returning line`,
        [id, limit],
      );
      return rows.length;
    },
    async setState(id: string, from: ImportDbState[], to: ImportDbState): Promise<boolean> {
      const { rows } = await db.query(`update imports set state = $3, updated_at = now() where id = $1 and state = any($2::text[]) returning id`, [id, from, to]);
      return rows.length > 0;
    },
    /** Ends an import that wrote nothing to the directory. */
    async fail(id: string, error: string) {
      await db.query(
        `update imports set state = 'failed', error = $2, inserted = 0, updated = 0, finished_at = now(), updated_at = now() where id = $1`,
        [id, error],
      );
    },
    async complete(tx: SqlExecutor, id: string): Promise<ImportRecord> {
      const { rows } = await tx.query<ImportRecord>(
        `update imports set state = 'completed', finished_at = now(), updated_at = now() where id = $1 returning ${COLS}`,
        [id],
      );
      return rows[0]!;
    },
    async withState(states: ImportDbState[]): Promise<ImportRecord[]> {
      const { rows } = await db.query<ImportRecord>(`select ${COLS} from imports where state = any($1::text[]) order by created_at`, [states]);
      return rows;
    },
    /** Uploads cut off (their process died while staging): nothing was applied; they end as failed. */
    async failStaleUploads(olderThanSeconds: number): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        `update imports set state = 'failed', error = 'the upload was interrupted before it was staged; nothing was imported',
           finished_at = now(), updated_at = now()
         where state = 'receiving' and updated_at < now() - make_interval(secs => $1) returning id`,
        [olderThanSeconds],
      );
      return rows.map((r) => r.id);
    },
    /** Finished imports that still have staged rows (a purge cut off by a restart). */
    async withLeftovers(): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        `select i.id from imports i where i.state in ('completed', 'failed') and exists (select 1 from import_rows r where r.import_id = i.id)`,
      );
      return rows.map((r) => r.id);
    },
  };
}
export type ImportsRepo = ReturnType<typeof createImportsRepo>;
