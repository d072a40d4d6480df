import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ZId, type TAgentEvent, type TAgentRun, type TTriggerQuery } from '@inflow/contracts';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { defineJob, type JobQueue } from '../jobs/queue.js';
import type { RequestContext } from '../lib/context.js';
import type { CallsService } from '../modules/calls/calls.service.js';
import type { MatchingService } from '../modules/matching/matching.service.js';
import { createOutreachRepo } from '../modules/outreach/outreach.repo.js';
import { executeRun, type RunResult } from './run.js';
import { createRunsRepo, isTerminalState, toWireRun, type RunParams, type RunRow } from './runs.repo.js';
import { createEventHub, type SseConnection, type SubscribeOptions } from './stream.js';

/** One job per run execution; the run row, not the job, is what survives a crash. */
export const AgentRunJob = defineJob('agent.run', z.object({ run_id: ZId }), { expireInSeconds: 12 * 60 * 60 });

export interface AgentLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface AgentServiceDeps {
  db: Database;
  matching: Pick<MatchingService, 'shortlist'>;
  calls: Pick<CallsService, 'initiate' | 'waitForEnd'>;
  queue: JobQueue;
  log?: AgentLogger;
  /** Calls one run places at the same time (AGENT_CALL_CONCURRENCY). */
  callConcurrency?: number;
  /** Runs one process executes at the same time. */
  runConcurrency?: number;
  /** How long a process's claim on a run lasts without a heartbeat (another process takes over after it). */
  leaseSeconds?: number;
  /** How often streams read the events table for events written by other processes. */
  streamPollMs?: number;
  /** How often runs nobody executes (lease lapsed, job lost) are queued again. */
  sweepIntervalMs?: number;
}

export type StartOrAttach =
  | { kind: 'no_campaign' }
  | { kind: 'started'; run: RunRow; first: TAgentEvent }
  | { kind: 'attached'; run: RunRow }
  | { kind: 'refused'; message: string };

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export function createAgentService(deps: AgentServiceDeps) {
  const { db, queue, log } = deps;
  const repo = createRunsRepo(db);
  const outreach = createOutreachRepo(db);
  const hub = createEventHub({ repo, pollIntervalMs: deps.streamPollMs ?? 400, onError: (err) => log?.warn({ err }, 'agent stream poll failed') });
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseSeconds = deps.leaseSeconds ?? 30;
  const executing = new Map<string, { ctrl: AbortController; done: Promise<RunResult> }>();
  const streams = new Set<SseConnection>();
  let sweeper: NodeJS.Timeout | null = null;
  let closing = false;

  async function execute(runId: string): Promise<RunResult | 'busy'> {
    if (closing || executing.has(runId)) return 'busy';
    const ctrl = new AbortController();
    const done = executeRun(
      {
        repo,
        matching: deps.matching,
        calls: deps.calls,
        outreach,
        publish: (e) => hub.publish(e),
        owner,
        leaseSeconds,
        callConcurrency: deps.callConcurrency ?? 2,
        log,
      },
      runId,
      ctrl.signal,
    );
    executing.set(runId, { ctrl, done });
    try {
      return await done;
    } finally {
      executing.delete(runId);
    }
  }

  /** A run whose job could not be queued ends at once, saying why, instead of waiting forever. */
  async function failUnqueued(runId: string, err: unknown) {
    log?.error({ err, runId }, 'could not queue an agent run');
    const reason = `The Co-Pilot could not be started: the job queue refused the run (${(err as Error).message}).`;
    try {
      const { event } = await repo.appendEvent(
        runId,
        { status: 'failed', phase: 'done', progress: 0, message: reason, data: { reason } },
        { state: 'failed', error: reason, finish: true },
      );
      hub.publish(event);
    } catch (e) {
      log?.error({ err: e, runId }, 'could not record that an agent run failed to queue');
    }
  }

  /** Queues a run for execution by any worker; a failure to queue ends the run with a 'failed' event. */
  async function enqueue(runId: string): Promise<void> {
    try {
      await queue.send(AgentRunJob, { run_id: runId });
    } catch (err) {
      await failUnqueued(runId, err);
    }
  }

  /**
   * At start-up (and periodically): queues again every run that nobody executes: released at a shutdown,
   * or whose owner stopped renewing its lease (a crash), or queued but never picked up. The run resumes
   * from its checkpoint. Returns how many were queued.
   */
  async function resumeInterrupted(): Promise<number> {
    if (closing) return 0;
    const ids = (await repo.orphaned(60)).filter((id) => !executing.has(id));
    for (const id of ids) await enqueue(id);
    if (ids.length) log?.info({ runs: ids }, 'resuming interrupted agent runs');
    return ids.length;
  }

  function closeStreams() {
    for (const s of [...streams]) s.end();
  }

  return {
    hub,
    owner,
    enqueue,
    resumeInterrupted,
    closeStreams,

    /**
     * The stream's entry point. Attaches to the campaign's active run; when `reconnect` is set (the client
     * sent Last-Event-ID) and none is active, to the latest run, so a client that lost its connection reads
     * the end of its own run instead of starting another. Otherwise starts a run: the run row and its
     * first event are written here, in the request, so the first event does not wait for a worker.
     */
    async startOrAttach(
      ctx: RequestContext,
      campaignId: string,
      params: TTriggerQuery & Partial<Omit<RunParams, 'force_refresh' | 'max_creators' | 'call_priority'>> & { max_creators_set?: boolean },
      opts: { reconnect?: boolean } = {},
    ): Promise<StartOrAttach> {
      let campaign: { product_name: string } | null = null;
      for (let attempt = 0; attempt < 3; attempt++) {
        const active = await repo.active(ctx.workspaceId, campaignId);
        if (active) return { kind: 'attached', run: active };
        campaign ??= await repo.campaignName(ctx.workspaceId, campaignId);
        if (!campaign) return { kind: 'no_campaign' };
        if (opts.reconnect) {
          const latest = await repo.latest(ctx.workspaceId, campaignId);
          if (latest) return { kind: 'attached', run: latest };
        }
        // Refused with a reason: a campaign that is not running, or one whose budget or creators are already spoken for.
        const budget = await repo.campaign(ctx.workspaceId, campaignId);
        if (budget) {
          if (['paused', 'completed', 'archived'].includes(budget.status)) {
            return { kind: 'refused', message: `The campaign is ${budget.status}: the Co-Pilot only runs for campaigns in planning or active.` };
          }
          if (budget.total_budget - budget.committed < 1) {
            return { kind: 'refused', message: `The budget of ${budget.total_budget} ${budget.currency} is already committed or proposed; there is nothing left to offer new creators.` };
          }
          if (budget.deals >= budget.planned_creators) {
            return { kind: 'refused', message: `The campaign already has ${budget.deals} deals (agreed or proposed) for the ${budget.planned_creators} creators it planned.` };
          }
        }
        const stillNeeded = budget ? Math.max(1, budget.planned_creators - budget.deals) : params.max_creators;
        const maxCreators = params.max_creators_set ? params.max_creators : Math.min(10, stillNeeded);
        const runParams: RunParams = {
          force_refresh: params.force_refresh,
          max_creators: maxCreators,
          call_priority: params.call_priority,
          max_price_per_creator: params.max_price_per_creator ?? null,
          require_approval: params.require_approval ?? true,
          auto_approve_below: params.auto_approve_below ?? null,
          target_countries: params.target_countries ?? [],
          calling_hours: params.calling_hours ?? null,
        };
        const who = maxCreators === 1 ? 'one creator' : `up to ${maxCreators} creators`;
        try {
          const { run, event } = await repo.create({
            workspaceId: ctx.workspaceId,
            campaignId,
            params: runParams,
            first: {
              status: 'started',
              phase: 'matching',
              progress: 0,
              message: `Auto Co-Pilot started for ${campaign.product_name}: it will find, call and negotiate with ${who}, within the budget.`,
              data: { params: runParams },
            },
          });
          hub.publish(event);
          return { kind: 'started', run, first: event };
        } catch (err) {
          // Another request started a run for this campaign at the same moment: attach to it.
          if (!isUniqueViolation(err)) throw err;
        }
      }
      throw new Error('could not start or find the active agent run');
    },

    /** The campaign's active run, else its latest one (to replay); never starts a run (a GET must not). */
    async attach(ctx: RequestContext, campaignId: string): Promise<{ kind: 'attached'; run: RunRow } | { kind: 'no_campaign' } | { kind: 'no_run' }> {
      const run = (await repo.active(ctx.workspaceId, campaignId)) ?? (await repo.latest(ctx.workspaceId, campaignId));
      if (run) return { kind: 'attached', run };
      return (await repo.campaignName(ctx.workspaceId, campaignId)) ? { kind: 'no_run' } : { kind: 'no_campaign' };
    },

    subscribe: (runId: string, opts: SubscribeOptions) => hub.subscribe(runId, opts),
    eventsAfter: (runId: string, afterSeq: number, limit?: number) => repo.events(runId, afterSeq, limit),
    isTerminal: (run: RunRow) => isTerminalState(run.state),
    getRunRow: (id: string) => repo.getById(id),

    async getRun(ctx: RequestContext, id: string): Promise<TAgentRun> {
      const run = await repo.get(ctx.workspaceId, id);
      if (!run) throw notFound('Agent run not found');
      return toWireRun(run, await repo.events(run.id, 0, 100_000));
    },

    async listRuns(ctx: RequestContext, opts: { campaignId?: string; limit: number }): Promise<TAgentRun[]> {
      if (opts.campaignId && !(await repo.campaignName(ctx.workspaceId, opts.campaignId))) throw notFound('Campaign not found');
      return (await repo.list(ctx.workspaceId, opts)).map((r) => toWireRun(r));
    },

    /** Executes a run in this process (the job handler); returns how it ended here. */
    execute,

    /** Work agent jobs in this process, and keep picking up runs nobody executes. */
    async startWorking(opts: { sweepIntervalMs?: number } = {}) {
      await queue.work(AgentRunJob, async ({ run_id }) => void (await execute(run_id)), { concurrency: deps.runConcurrency ?? 4 });
      const every = opts.sweepIntervalMs ?? deps.sweepIntervalMs ?? 10_000;
      sweeper = setInterval(() => {
        resumeInterrupted().catch((err: unknown) => log?.warn({ err }, 'agent run sweep failed'));
      }, every);
      sweeper.unref();
    },

    /** Open SSE responses, so a shutdown can end them (they would otherwise hold the server open). */
    trackStream(conn: SseConnection) {
      streams.add(conn);
      conn.onClose(() => streams.delete(conn));
    },

    /** Stops executing: running runs record where they are and are handed back (resumed at the next start). */
    async close() {
      closing = true;
      if (sweeper) clearInterval(sweeper);
      for (const { ctrl } of executing.values()) ctrl.abort();
      await Promise.allSettled([...executing.values()].map((e) => e.done));
      closeStreams();
      hub.close();
    },
  };
}
export type AgentService = ReturnType<typeof createAgentService>;
