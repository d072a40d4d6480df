import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TAgentEvent, TAgentRun } from '@inflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, createTestDatabase, TEST_OWNER } from '../../test/helpers.js';
import { createLocalEmbeddings } from '../ai/embeddings/local.js';
import type { Database } from '../db/client.js';
import { DEFAULT_WORKSPACE_ID } from '../db/schema.js';
import { seedCreators, seedDemo } from '../db/seed/seed.js';
import { createRecordEmbedder, type RecordEmbedder } from '../modules/matching/embed-records.js';
import { readSse } from './sse-client.js';

/** One server process on a shared database: closing it and building another is a restart. */
async function startServer(db: Database, embedder: RecordEmbedder, recordingsDir: string, timeScale: number, agentWorker = true) {
  const { app, voice } = await buildAppOn(db, embedder, { recordingsDir, timeScale, deps: { agentWorker } });
  // The first server claims the instance as INIT_* would; later ones find the owner and leave it.
  await app.services.accounts.initialize(TEST_OWNER);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    base,
    async stop() {
      await app.close();
      await voice.close?.();
    },
  };
}

const auth = { authorization: `Bearer ${TEST_OWNER.apiKey}` };
const streamOf = (base: string, campaignId: string) => `${base}/api/campaign-trigger/trigger/${campaignId}/stream`;
/** Starts a run with POST (a GET never does); returns its id. */
async function trigger(base: string, campaignId: string, query: string) {
  const res = await fetch(`${base}/api/campaign-trigger/trigger/${campaignId}?${query}`, { method: 'POST', headers: auth });
  expect(res.status).toBe(201);
  return ((await res.json()) as TAgentRun).id;
}

describe('Auto Co-Pilot across a restart', () => {
  let db: Database;
  let embedder: RecordEmbedder;
  let recordingsDir: string;
  let campaignIds: string[];

  const runOf = async (base: string, id: string) => (await (await fetch(`${base}/api/campaign-trigger/runs/${id}`, { headers: auth })).json()) as TAgentRun;
  async function waitForEnd(base: string, id: string) {
    for (let i = 0; i < 600; i++) {
      const run = await runOf(base, id);
      if (run.state === 'completed' || run.state === 'failed') return run;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`run ${id} did not end`);
  }
  function expectIntactLog(events: TAgentEvent[]) {
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    for (let i = 1; i < events.length; i++) expect(events[i]!.progress).toBeGreaterThanOrEqual(events[i - 1]!.progress);
    expect(events.filter((e) => e.status === 'completed' || e.status === 'failed')).toHaveLength(1);
    expect(['completed', 'failed']).toContain(events.at(-1)!.status);
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    embedder = await createRecordEmbedder(db, createLocalEmbeddings());
    await seedCreators(db, embedder, { count: 400 });
    await seedDemo(db, embedder);
    recordingsDir = mkdtempSync(path.join(tmpdir(), 'inflow-agent-restart-'));
    // Runs only start on campaigns that are running (planning or active).
    const { rows } = await db.query<{ id: string }>(`select id from campaigns where currency = 'INR' and status in ('planning', 'active') order by created_at`);
    campaignIds = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await db.close();
    rmSync(recordingsDir, { recursive: true, force: true });
  });

  it('a run interrupted by a shutdown resumes from its checkpoint: no call repeated, no event lost', async () => {
    const campaignId = campaignIds[0]!;
    // Slower calls than elsewhere, so the restart lands while calls are in progress.
    const first = await startServer(db, embedder, recordingsDir, 0.2);
    const seen: TAgentEvent[] = [];
    await trigger(first.base, campaignId, 'max_creators=5');
    const reading = readSse<TAgentEvent>(streamOf(first.base, campaignId), {
      headers: auth,
      onEvent: (e) => seen.push(e),
    });
    while (!seen.some((e) => e.status === 'calling')) await new Promise((r) => setTimeout(r, 20));
    await first.stop();
    const cut = await reading;
    // The stream was ended by the shutdown, not by a final event.
    expect(cut.ended).toBe(true);
    const runId = seen[0]!.run_id!;

    const { rows } = await db.query<{ state: string; owner: string | null; checkpoint: { plan: unknown[] } | null }>(
      'select state, owner, checkpoint from agent_runs where id = $1',
      [runId],
    );
    expect(rows[0]).toMatchObject({ state: 'running', owner: null });
    expect(rows[0]!.checkpoint!.plan.length).toBeGreaterThan(0);

    const second = await startServer(db, embedder, recordingsDir, 0.05);
    try {
      expect(await second.app.services.agent.resumeInterrupted()).toBe(1);
      // The client reconnects where it stopped, on the new server.
      const rest = await readSse<TAgentEvent>(streamOf(second.base, campaignId), {
        headers: { ...auth, 'last-event-id': String(seen.at(-1)!.seq) },
      });
      const run = await waitForEnd(second.base, runId);
      const all = [...seen, ...rest.events];
      expect(all).toEqual(run.events);
      expectIntactLog(all);
      expect(all.some((e) => e.status === 'warning' && /shutting down/.test(e.message))).toBe(true);
      expect(all.some((e) => e.status === 'info' && /^Picked up again after an interruption/.test(e.message))).toBe(true);

      // Every announced creator was called at most once and has exactly one outcome in the log.
      const announced = all.find((e) => e.status === 'creators_found')!.data.creator_details!.map((d) => d.id);
      const { rows: calls } = await db.query<{ creator_id: string; n: number; status: string[] }>(
        `select o.creator_id, count(*)::int as n, array_agg(k.status) as status from calls k join outreach o on o.id = k.outreach_id
         where o.campaign_id = $1 and k.started_at >= $2 group by o.creator_id`,
        [campaignId, run.created_at],
      );
      for (const c of calls) {
        expect(announced).toContain(c.creator_id);
        expect(c.n).toBe(1);
      }
      for (const id of announced) {
        const outcomes = all.filter((e) => e.data.creator_id === id && ['deal', 'no_deal', 'warning', 'info'].includes(e.status) && e.status !== 'calling');
        expect(outcomes.filter((e) => e.status === 'deal' || e.status === 'no_deal' || /^(Not calling|Could not call)/.test(e.message))).toHaveLength(1);
      }
      const { rows: budget } = await db.query<{ committed: number; total: number }>(
        `select coalesce((select sum(agreed_rate) from outreach where campaign_id = c.id and status = 'agreed'), 0)::float8 as committed,
                c.total_budget as total from campaigns c where c.id = $1`,
        [campaignId],
      );
      expect(budget[0]!.committed).toBeLessThanOrEqual(budget[0]!.total);
    } finally {
      await second.stop();
    }
  });

  it('a run whose owner died (lease lapsed) is taken over and finished', async () => {
    const campaignId = campaignIds[1]!;
    const { rows } = await db.query<{ id: string }>(
      `insert into agent_runs (workspace_id, campaign_id, state, phase, progress, params, owner, lease_expires_at)
       values ($1, $2, 'running', 'matching', 5, $3::jsonb, 'gone-host:4242:deadbeef', now() - interval '1 minute') returning id`,
      [DEFAULT_WORKSPACE_ID, campaignId, JSON.stringify({ force_refresh: false, max_creators: 2, call_priority: 'high_match' })],
    );
    const runId = rows[0]!.id;
    await db.query(
      `insert into agent_events (workspace_id, run_id, seq, message, progress, status, phase) values ($1, $2, 1, 'Auto Co-Pilot started.', 0, 'started', 'matching'),
         ($1, $2, 2, 'Matching creators.', 5, 'matching', 'matching')`,
      [DEFAULT_WORKSPACE_ID, runId],
    );
    const server = await startServer(db, embedder, recordingsDir, 0.05);
    try {
      // Attaching while nobody executes it: the stream waits, the sweep at start-up hands it to a worker.
      const reading = readSse<TAgentEvent>(streamOf(server.base, campaignId), { headers: auth });
      expect(await server.app.services.agent.resumeInterrupted()).toBe(1);
      const res = await reading;
      const run = await waitForEnd(server.base, runId);
      expect(res.events).toEqual(run.events);
      expectIntactLog(res.events);
      expect(res.events[2]!.message).toMatch(/^Picked up again after an interruption: starting the search for creators over/);
      expect(res.events[2]!.progress).toBe(5);
      // A run that is being executed is not taken twice.
      expect(await server.app.services.agent.resumeInterrupted()).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('streams a run executed by another process (API-only server, worker elsewhere)', async () => {
    const campaignId = campaignIds[2]!;
    const api = await startServer(db, embedder, recordingsDir, 0.05, false);
    const worker = await startServer(db, embedder, recordingsDir, 0.05, true);
    try {
      await trigger(api.base, campaignId, 'max_creators=2');
      const res = await readSse<TAgentEvent>(streamOf(api.base, campaignId), { headers: auth });
      const run = await waitForEnd(api.base, res.events[0]!.run_id!);
      expect(res.events).toEqual(run.events);
      expectIntactLog(res.events);
      expect(run.state).toBe('completed');
      const { rows } = await db.query<{ owner: string | null }>('select owner from agent_runs where id = $1', [run.id]);
      expect(rows[0]!.owner).toBeNull();
    } finally {
      await api.stop();
      await worker.stop();
    }
  });
});
