/**
 * Where the simulated provider keeps its calls, so a call outlives the process that placed it: the database
 * (`simulated_calls`, migration 0009) in the product, memory for the provider used on its own. A call is its
 * request (the conversation is a pure function of it and the seed), its start time (the phase follows from the
 * time elapsed since) and, once it has ended, its result.
 */
import type { SqlExecutor } from '../../db/client.js';
import type { CallResult, StartCallRequest } from './voice.js';

export type SimulatedCallState = 'running' | 'done' | 'failed';

export interface SimulatedCallRecord {
  id: string;
  request: StartCallRequest;
  state: SimulatedCallState;
  /** Set once the call has ended. */
  result: CallResult | null;
  startedAt: Date;
}

export interface SimulatedCallStore {
  create(id: string, request: StartCallRequest, startedAt: Date): Promise<void>;
  get(id: string): Promise<SimulatedCallRecord | null>;
  /** Records how the call ended; only the first writer wins (false when it had already ended). */
  end(id: string, state: 'done' | 'failed', result: CallResult): Promise<boolean>;
  /** Forgets calls that ended before `before`. */
  prune(before: Date): Promise<void>;
}

export function createMemorySimulatedCallStore(): SimulatedCallStore {
  const rows = new Map<string, SimulatedCallRecord & { updatedAt: Date }>();
  const copy = <T>(v: T): T => structuredClone(v);
  return {
    async create(id, request, startedAt) {
      rows.set(id, { id, request: copy(request), state: 'running', result: null, startedAt, updatedAt: startedAt });
    },
    async get(id) {
      const r = rows.get(id);
      if (!r) return null;
      const { updatedAt: _updated, ...rec } = r;
      return copy(rec);
    },
    async end(id, state, result) {
      const r = rows.get(id);
      if (!r || r.state !== 'running') return false;
      Object.assign(r, { state, result: copy(result), updatedAt: new Date() });
      return true;
    },
    async prune(before) {
      for (const [id, r] of rows) if (r.state !== 'running' && r.updatedAt < before) rows.delete(id);
    },
  };
}

interface Row {
  conversation_id: string;
  request: StartCallRequest;
  state: SimulatedCallState;
  result: CallResult | null;
  started_at: Date | string;
}

/** The simulated provider's calls in the database: every process (and the next start) sees them. */
export function createDbSimulatedCallStore(db: SqlExecutor): SimulatedCallStore {
  return {
    async create(id, request, startedAt) {
      await db.query(
        `insert into simulated_calls (conversation_id, request, state, started_at, updated_at) values ($1, $2::jsonb, 'running', $3, $3)`,
        [id, JSON.stringify(request), startedAt.toISOString()],
      );
    },
    async get(id) {
      const { rows } = await db.query<Row>('select conversation_id, request, state, result, started_at from simulated_calls where conversation_id = $1', [id]);
      const r = rows[0];
      if (!r) return null;
      return { id: r.conversation_id, request: r.request, state: r.state, result: r.result, startedAt: new Date(r.started_at) };
    },
    async end(id, state, result) {
      const { rows } = await db.query(
        `update simulated_calls set state = $2, result = $3::jsonb, updated_at = now() where conversation_id = $1 and state = 'running' returning 1`,
        [id, state, JSON.stringify(result)],
      );
      return rows.length > 0;
    },
    async prune(before) {
      await db.query(`delete from simulated_calls where state <> 'running' and updated_at < $1`, [before.toISOString()]);
    },
  };
}
