import type { TAgentEvent, TAgentRun } from '@inflow/contracts';
import type { SqlExecutor } from '../db/client.js';
import { iso, isoOrNull, num } from '../lib/rows.js';

type Row = Record<string, unknown>;

export type AgentPhase = TAgentEvent['phase'];
export type AgentEventStatus = TAgentEvent['status'];
export type RunState = TAgentRun['state'];

export interface RunParams {
  force_refresh: boolean;
  max_creators: number;
  call_priority: 'high_match' | 'recent_activity' | 'all';
  /** Run settings (Auto Co-Pilot issue); absent on runs started before they existed. */
  max_price_per_creator?: number | null;
  require_approval?: boolean;
  auto_approve_below?: number | null;
  target_countries?: string[];
  calling_hours?: { start: string; end: string } | null;
}

export interface NewEvent {
  status: AgentEventStatus;
  phase: AgentPhase;
  message: string;
  /** Clamped to [last progress, 100]: progress never goes backwards. */
  progress: number;
  data?: Record<string, unknown>;
}

export interface RunUpdate {
  /** Only this owner may write (the run's executor); omitted for writes made before anyone owns it. */
  owner?: string;
  checkpoint?: unknown;
  state?: RunState;
  summary?: unknown;
  error?: string;
  /** Ends the run: sets finished_at and releases the lease. */
  finish?: boolean;
  /** Extends the owner's lease by this many seconds. */
  leaseSeconds?: number;
}

export interface RunRow {
  id: string;
  workspace_id: string;
  campaign_id: string;
  state: RunState;
  phase: AgentPhase;
  progress: number;
  params: RunParams;
  checkpoint: unknown;
  summary: Record<string, unknown> | null;
  error: string | null;
  owner: string | null;
  lease_expires_at: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** The run is owned by another process now (our lease lapsed and it was taken over). */
export class LeaseLostError extends Error {
  constructor(runId: string) {
    super(`agent run ${runId} is no longer owned by this process`);
    this.name = 'LeaseLostError';
  }
}

export const isTerminalState = (s: string) => s === 'completed' || s === 'failed';
export const isTerminalEvent = (e: Pick<TAgentEvent, 'status'>) => e.status === 'completed' || e.status === 'failed';

export function mapEvent(r: Row): TAgentEvent {
  return {
    seq: num(r.seq),
    run_id: r.run_id as string,
    message: r.message as string,
    progress: num(r.progress),
    status: r.status as AgentEventStatus,
    phase: r.phase as AgentPhase,
    timestamp: iso(r.created_at),
    data: (r.data as TAgentEvent['data']) ?? {},
  };
}

function mapRunRow(r: Row): RunRow {
  return {
    id: r.id as string,
    workspace_id: r.workspace_id as string,
    campaign_id: r.campaign_id as string,
    state: r.state as RunState,
    phase: r.phase as AgentPhase,
    progress: num(r.progress),
    params: r.params as RunParams,
    checkpoint: r.checkpoint ?? null,
    summary: (r.summary as Record<string, unknown> | null) ?? null,
    error: (r.error as string | null) ?? null,
    owner: (r.owner as string | null) ?? null,
    lease_expires_at: isoOrNull(r.lease_expires_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    finished_at: isoOrNull(r.finished_at),
  };
}

export function toWireRun(r: RunRow, events?: TAgentEvent[]): TAgentRun {
  return {
    id: r.id,
    campaign_id: r.campaign_id,
    state: r.state,
    phase: r.phase,
    progress: r.progress,
    params: r.params,
    summary: r.summary,
    error: r.error,
    created_at: r.created_at,
    updated_at: r.updated_at,
    finished_at: r.finished_at,
    ...(events ? { events } : {}),
  };
}

const RUN_COLUMNS = `id, workspace_id, campaign_id, state, phase, progress, params, checkpoint, summary, error, owner, lease_expires_at,
  created_at, updated_at, finished_at`;

/** Runs and their event log. Every event is committed before anyone is told about it. */
export function createRunsRepo(db: SqlExecutor & { transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> }) {
  /**
   * The one place events are written: bumps the run (progress clamped so it never goes backwards, phase,
   * optional checkpoint/state/summary) and inserts the event with the next sequence number, in one
   * transaction. The run row's lock orders concurrent writers, so sequence numbers commit in order.
   */
  async function appendEvent(tx: SqlExecutor, runId: string, ev: NewEvent, u: RunUpdate = {}): Promise<{ event: TAgentEvent; run: RunRow }> {
    const params: unknown[] = [runId, Math.min(100, Math.max(0, ev.progress)), ev.phase];
    const sets = ['progress = greatest(progress, $2)', 'phase = $3', 'updated_at = now()'];
    const add = (sql: (p: string) => string, v: unknown) => {
      params.push(v);
      sets.push(sql(`$${params.length}`));
    };
    if (u.checkpoint !== undefined) add((p) => `checkpoint = ${p}::jsonb`, JSON.stringify(u.checkpoint));
    if (u.state) add((p) => `state = ${p}`, u.state);
    if (u.summary !== undefined) add((p) => `summary = ${p}::jsonb`, JSON.stringify(u.summary));
    if (u.error !== undefined) add((p) => `error = ${p}`, u.error);
    if (u.finish) sets.push('finished_at = now()', 'owner = null', 'lease_expires_at = null');
    else if (u.leaseSeconds) add((p) => `lease_expires_at = now() + make_interval(secs => ${p})`, u.leaseSeconds);
    let where = 'id = $1';
    if (u.owner !== undefined) {
      params.push(u.owner);
      where += ` and owner = $${params.length}`;
    }
    const { rows } = await tx.query<Row>(`update agent_runs set ${sets.join(', ')} where ${where} returning ${RUN_COLUMNS}`, params);
    if (!rows[0]) throw new LeaseLostError(runId);
    const run = mapRunRow(rows[0]);
    const { rows: ins } = await tx.query<Row>(
      `insert into agent_events (workspace_id, run_id, seq, message, progress, status, phase, data)
       values ($1, $2, (select coalesce(max(seq), 0) + 1 from agent_events where run_id = $2), $3, $4, $5, $6, $7::jsonb)
       returning seq, run_id, message, progress, status, phase, data, created_at`,
      [run.workspace_id, runId, ev.message, run.progress, ev.status, ev.phase, JSON.stringify(ev.data ?? {})],
    );
    return { event: mapEvent(ins[0]!), run };
  }

  return {
    appendEvent: (runId: string, ev: NewEvent, u?: RunUpdate) => db.transaction((tx) => appendEvent(tx, runId, ev, u)),

    /** Creates a queued run and its first event together. Throws (23505) if the campaign has an active run. */
    async create(input: { workspaceId: string; campaignId: string; params: RunParams; first: NewEvent }): Promise<{ run: RunRow; event: TAgentEvent }> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into agent_runs (workspace_id, campaign_id, state, phase, progress, params) values ($1, $2, 'queued', $3, 0, $4::jsonb) returning id`,
          [input.workspaceId, input.campaignId, input.first.phase, JSON.stringify(input.params)],
        );
        return appendEvent(tx, rows[0]!.id, input.first);
      });
    },

    async get(workspaceId: string, id: string): Promise<RunRow | null> {
      const { rows } = await db.query<Row>(`select ${RUN_COLUMNS} from agent_runs where workspace_id = $1 and id = $2`, [workspaceId, id]);
      return rows[0] ? mapRunRow(rows[0]) : null;
    },

    async getById(id: string): Promise<RunRow | null> {
      const { rows } = await db.query<Row>(`select ${RUN_COLUMNS} from agent_runs where id = $1`, [id]);
      return rows[0] ? mapRunRow(rows[0]) : null;
    },

    async active(workspaceId: string, campaignId: string): Promise<RunRow | null> {
      const { rows } = await db.query<Row>(
        `select ${RUN_COLUMNS} from agent_runs where workspace_id = $1 and campaign_id = $2 and state in ('queued', 'running')`,
        [workspaceId, campaignId],
      );
      return rows[0] ? mapRunRow(rows[0]) : null;
    },

    async latest(workspaceId: string, campaignId: string): Promise<RunRow | null> {
      const { rows } = await db.query<Row>(
        `select ${RUN_COLUMNS} from agent_runs where workspace_id = $1 and campaign_id = $2 order by created_at desc, id limit 1`,
        [workspaceId, campaignId],
      );
      return rows[0] ? mapRunRow(rows[0]) : null;
    },

    async list(workspaceId: string, opts: { campaignId?: string; limit: number }): Promise<RunRow[]> {
      const params: unknown[] = [workspaceId, opts.limit];
      let where = 'workspace_id = $1';
      if (opts.campaignId) {
        params.push(opts.campaignId);
        where += ' and campaign_id = $3';
      }
      const { rows } = await db.query<Row>(`select ${RUN_COLUMNS} from agent_runs where ${where} order by created_at desc, id limit $2`, params);
      return rows.map(mapRunRow);
    },

    /** Events after a sequence number, in order. */
    async events(runId: string, afterSeq = 0, limit = 1000): Promise<TAgentEvent[]> {
      const { rows } = await db.query<Row>(
        `select seq, run_id, message, progress, status, phase, data, created_at from agent_events
         where run_id = $1 and seq > $2 order by seq limit $3`,
        [runId, afterSeq, limit],
      );
      return rows.map(mapEvent);
    },

    /**
     * Takes the run for this process when it is queued, unowned (released at a shutdown) or its owner's lease
     * lapsed. Returns the run and the state it had before, or null if someone holds it or it ended.
     * (A process never claims a run it is executing itself: the service keeps one execution per run.)
     */
    async claim(runId: string, owner: string, leaseSeconds: number): Promise<{ run: RunRow; previousState: RunState } | null> {
      const { rows } = await db.query<Row>(
        `with prev as (select id, state from agent_runs where id = $1 for update)
         update agent_runs r set owner = $2, lease_expires_at = now() + make_interval(secs => $3), state = 'running', updated_at = now()
         from prev
         where r.id = prev.id and r.state in ('queued', 'running')
           and (r.owner is null or r.lease_expires_at is null or r.lease_expires_at < now())
         returning ${RUN_COLUMNS.split(',').map((c) => `r.${c.trim()}`).join(', ')}, prev.state as previous_state`,
        [runId, owner, leaseSeconds],
      );
      return rows[0] ? { run: mapRunRow(rows[0]), previousState: rows[0].previous_state as RunState } : null;
    },

    async renewLease(runId: string, owner: string, leaseSeconds: number): Promise<boolean> {
      const { rows } = await db.query(
        `update agent_runs set lease_expires_at = now() + make_interval(secs => $3) where id = $1 and owner = $2 and state = 'running' returning id`,
        [runId, owner, leaseSeconds],
      );
      return rows.length > 0;
    },

    /** Gives the run up without ending it (shutdown): the next process to start resumes it at once. */
    async release(runId: string, owner: string): Promise<void> {
      await db.query(`update agent_runs set owner = null, lease_expires_at = null, updated_at = now() where id = $1 and owner = $2`, [runId, owner]);
    },

    /**
     * Runs nobody is executing: running with no owner or a lapsed lease, or queued for longer than
     * `queuedForSeconds` (their job was lost). Touches the queued ones so they are not picked again at once.
     */
    async orphaned(queuedForSeconds: number): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        `update agent_runs set updated_at = now()
         where (state = 'running' and (owner is null or lease_expires_at is null or lease_expires_at < now()))
            or (state = 'queued' and updated_at < now() - make_interval(secs => $1))
         returning id`,
        [queuedForSeconds],
      );
      return rows.map((r) => r.id);
    },

    // ---- what a run needs to know about its campaign ----

    async campaignName(workspaceId: string, campaignId: string): Promise<{ id: string; product_name: string } | null> {
      const { rows } = await db.query<{ id: string; product_name: string }>('select id, product_name from campaigns where workspace_id = $1 and id = $2', [
        workspaceId,
        campaignId,
      ]);
      return rows[0] ?? null;
    },

    async campaign(workspaceId: string, campaignId: string): Promise<CampaignBudget | null> {
      const { rows } = await db.query<Row>(
        // A run plans with proposed deals counted as spent: approving them must not find the budget already promised.
        `select c.id, c.product_name, c.brand_name, c.total_budget, c.currency, c.planned_creators, c.status,
                coalesce((select sum(d.price) from deals d where d.campaign_id = c.id and d.status in ('agreed', 'proposed')), 0)::float8 as committed,
                (select count(*) from deals d where d.campaign_id = c.id and d.status in ('agreed', 'proposed'))::int as deals,
                coalesce((select sum(amount) from budget_reservations r where r.campaign_id = c.id and r.released_at is null), 0)::float8 as reserved
         from campaigns c where c.workspace_id = $1 and c.id = $2`,
        [workspaceId, campaignId],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        id: r.id as string,
        product_name: r.product_name as string,
        brand_name: r.brand_name as string,
        total_budget: num(r.total_budget),
        currency: r.currency as string,
        planned_creators: num(r.planned_creators),
        committed: num(r.committed),
        deals: num(r.deals),
        status: r.status as string,
        reserved: num(r.reserved),
      };
    },

    /** The deal a call brought, if any. */
    async dealForCall(callId: string): Promise<{ id: string; status: string } | null> {
      const { rows } = await db.query<{ id: string; status: string }>('select id, status from deals where call_id = $1 order by created_at desc limit 1', [callId]);
      return rows[0] ?? null;
    },

    /** Creators called for this campaign since `sinceDays` ago, and those who already agreed (ever). */
    async contacted(campaignId: string, sinceDays: number): Promise<{ recentlyCalled: Set<string>; agreed: Set<string> }> {
      const { rows } = await db.query<{ creator_id: string; agreed: boolean; recent: boolean }>(
        `select o.creator_id, o.status in ('agreed', 'deal_proposed', 'do_not_contact') or exists (
                  select 1 from contact_optouts x where x.workspace_id = o.workspace_id and x.creator_id = o.creator_id) as agreed,
                exists (select 1 from calls k where k.outreach_id = o.id and k.started_at > now() - make_interval(days => $2)) as recent
         from outreach o where o.campaign_id = $1`,
        [campaignId, sinceDays],
      );
      return {
        recentlyCalled: new Set(rows.filter((r) => r.recent).map((r) => r.creator_id)),
        agreed: new Set(rows.filter((r) => r.agreed).map((r) => r.creator_id)),
      };
    },

    /** The newest call on an outreach entry started at or after a moment (a call whose start we did not get to record). */
    async callSince(outreachId: string, since: string): Promise<{ id: string; ceiling: number | null; opening_offer: number | null } | null> {
      const { rows } = await db.query<{ id: string; negotiation: { ceiling?: number; opening_offer?: number } | null }>(
        'select id, negotiation from calls where outreach_id = $1 and started_at >= $2 order by started_at desc limit 1',
        [outreachId, since],
      );
      const r = rows[0];
      if (!r) return null;
      return { id: r.id, ceiling: r.negotiation?.ceiling ?? null, opening_offer: r.negotiation?.opening_offer ?? null };
    },

    /** How the rate discussion of a call went, when the provider reported it. */
    async callNegotiation(callId: string): Promise<{ outcome?: string; creator_ask?: number | null; ceiling?: number } | null> {
      const { rows } = await db.query<{ negotiation: { outcome?: string; creator_ask?: number | null; ceiling?: number } | null }>(
        'select negotiation from calls where id = $1',
        [callId],
      );
      return rows[0]?.negotiation ?? null;
    },
  };
}

export interface CampaignBudget {
  id: string;
  product_name: string;
  brand_name: string;
  total_budget: number;
  currency: string;
  planned_creators: number;
  /** Sum of agreed and proposed deals (a run plans as if proposed deals will be approved). */
  committed: number;
  /** Agreed and proposed deals. */
  deals: number;
  status: string;
  /** Ceilings held by calls in progress on this campaign, by any path. */
  reserved: number;
}
export type RunsRepo = ReturnType<typeof createRunsRepo>;
