/**
 * Collects YouTube figures over time: a job on the queue refreshes the live YouTube posts that are due, then plans
 * the next run one interval later. Runs are numbered by time slot (floor(now / interval)); a slot is claimed once in
 * webhook_events (provider 'metrics-refresh'), so the chain that every start-up begins collapses into one: a run whose
 * slot is taken does nothing and plans nothing.
 */
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { PostsService } from './posts.service.js';

export const METRICS_REFRESH_JOB = defineJob('metrics.youtube-refresh', z.object({ slot: z.number().int().nonnegative() }), { expireInSeconds: 30 * 60 });

interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface MetricsRefreshOptions {
  db: Database;
  jobs: JobQueue;
  posts: PostsService;
  /** How often figures are collected (and how old a snapshot may be before it is refreshed). */
  intervalMs: number;
  /** Posts refreshed per run at most (each is one request against the API's daily quota). */
  perRun?: number;
  log: Log;
}

/** One run: claim the slot, refresh what is due, plan the next slot. Returns false when the slot was taken. */
export async function runMetricsRefresh(o: MetricsRefreshOptions, slot: number): Promise<boolean> {
  const fresh = await o.db.query(`insert into webhook_events (provider, event_id) values ('metrics-refresh', $1) on conflict do nothing returning event_id`, [String(slot)]);
  if (fresh.rows.length === 0) return false;
  try {
    const r = await o.posts.refreshDue({ olderThanMs: o.intervalMs, limit: o.perRun ?? 200 });
    if (r.stopped) o.log.warn({ ...r }, 'YouTube refresh stopped early');
    else if (r.refreshed || r.failed) o.log.info({ ...r }, 'YouTube figures refreshed');
  } catch (err) {
    o.log.error({ err }, 'YouTube refresh failed');
  } finally {
    await o.jobs.send(METRICS_REFRESH_JOB, { slot: slot + 1 }, { startAfter: new Date((slot + 1) * o.intervalMs) });
  }
  return true;
}

/** Registers the job's handler; call `kick()` once the queue has started to begin (or rejoin) the chain. */
export async function startMetricsRefresh(o: MetricsRefreshOptions) {
  await o.jobs.work(METRICS_REFRESH_JOB, async ({ slot }) => {
    await runMetricsRefresh(o, slot);
  });
  return {
    kick: () => o.jobs.send(METRICS_REFRESH_JOB, { slot: Math.floor(Date.now() / o.intervalMs) }),
  };
}
