/**
 * Auto Co-Pilot stream: time to the first event of a new run (the 'started' event is written and sent in the
 * request itself), and fan-out: 200 clients attached to one run, each checked event by event against the
 * stored log (lost, duplicated or out-of-order events), with how late the final event reached them.
 *
 * The server runs in a child process, as it does for real: the clients must not share its event loop (PGlite
 * and the run's matching work run on the server's main thread and would delay the clients' reads).
 * Standalone: node --import tsx bench/agent-stream.ts
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { TAgentEvent, TAgentRun } from '@inflow/contracts';
import { readSse } from '../apps/server/src/agent/sse-client.js';
import { ms, percentile, printTable } from './lib.js';

const STARTS = 20;
const WARMUP = 3;
const CLIENTS = 200;
const SERVER_ROLE = 'INFLOW_AGENT_BENCH_SERVER';

interface ServerInfo {
  base: string;
  /** Campaigns for the start-latency runs, one each. */
  copies: string[];
  /** The campaign the fan-out run is started on. */
  fanout: string;
  /** The owner API key of the bench server. */
  apiKey: string;
}

/** Child process: a server on an in-memory database with generated creators and short simulated calls. */
async function serve() {
  const { createSimulatedVoice } = await import('../apps/server/src/ai/voice/simulated.js');
  const { createNoTts } = await import('../apps/server/src/ai/voice/tts.js');
  const { buildTestApp } = await import('../apps/server/test/helpers.js');
  // Short calls without speech synthesis: the stream is measured, not the voice provider.
  const voice = createSimulatedVoice({ timeScale: 0.1, tts: createNoTts(), audioDir: 'memory' });
  const t = await buildTestApp({ creators: 2000, demo: true, deps: { voice } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { rows: tmpl } = await t.db.query<{ id: string }>(`select id from campaigns where status = 'planning' and currency = 'INR' order by created_at limit 1`);
  // One campaign per start, so every start is a new run (a second request would attach instead).
  const { rows: copies } = await t.db.query<{ id: string }>(
    `insert into campaigns (workspace_id, brand_id, product_id, product_name, brand_name, status, total_budget, currency, planned_creators,
       product_description, target_audience, key_use_cases, campaign_goal, product_niche, embedding)
     select workspace_id, brand_id, product_id, product_name || ' #' || g, brand_name, status, total_budget, currency, planned_creators,
       product_description, target_audience, key_use_cases, campaign_goal, product_niche, embedding
     from campaigns, generate_series(1, $2) g where id = $1 returning id`,
    [tmpl[0]!.id, STARTS + WARMUP],
  );
  const info: ServerInfo = {
    base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    apiKey: t.owner.apiKey,
    copies: copies.map((c) => c.id),
    fanout: tmpl[0]!.id,
  };
  process.send!(info);
  process.on('message', async (m) => {
    if (m !== 'stop') return;
    await t.close();
    process.exit(0);
  });
}

function startServer(): Promise<{ info: ServerInfo; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, [SERVER_ROLE]: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`)));
    child.once('message', (info) => {
      resolve({
        info: info as ServerInfo,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.send('stop');
          }),
      });
    });
  });
}

export async function benchAgentStream(): Promise<{ rows: Record<string, string | number>[] }> {
  const server = await startServer();
  const { base, copies, fanout, apiKey } = server.info;
  const rows: Record<string, string | number>[] = [];
  const headers = { authorization: `Bearer ${apiKey}` };
  const streamUrl = (id: string) => `${base}/api/campaign-trigger/trigger/${id}/stream`;
  /** Runs start with POST; the stream attaches to them. */
  const trigger = async (id: string, q: string) => {
    const res = await fetch(`${base}/api/campaign-trigger/trigger/${id}?${q}`, { method: 'POST', headers });
    if (res.status !== 201) throw new Error(`trigger: HTTP ${res.status} ${await res.text()}`);
  };
  const waitForEnd = async (runId: string): Promise<TAgentRun> => {
    for (;;) {
      const run = (await (await fetch(`${base}/api/campaign-trigger/runs/${runId}`, { headers })).json()) as TAgentRun;
      if (run.state === 'completed' || run.state === 'failed') return run;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  try {
    // 1. Time to first event: POST /trigger sent -> the run's first `data:` line parsed from its stream, a new run each time.
    const firsts: number[] = [];
    for (let i = 0; i < copies.length; i++) {
      const t0 = performance.now();
      let at = 0;
      await trigger(copies[i]!, 'max_creators=1');
      const res = await readSse<TAgentEvent>(streamUrl(copies[i]!), {
        headers,
        until: (ev) => {
          at = performance.now();
          return ev.length >= 1;
        },
      });
      if (res.events[0]?.status !== 'started') throw new Error(`unexpected first event: ${JSON.stringify(res.events[0] ?? res.body)}`);
      if (i >= WARMUP) firsts.push(at - t0);
      // The next start does not compete with this run's matching and calls.
      await waitForEnd(res.events[0].run_id!);
    }
    firsts.sort((a, b) => a - b);
    rows.push({
      measure: `time to first event of a new run (${firsts.length} starts)`,
      median: ms(percentile(firsts, 50)),
      p95: ms(percentile(firsts, 95)),
      result: percentile(firsts, 95) < 100 ? 'ok (p95 < 100 ms)' : 'p95 over the 100 ms target',
    });

    // 2. Fan-out: 200 clients on one run, connected at once once it has started.
    await trigger(fanout, 'max_creators=5');
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const t0 = performance.now();
        let first = 0;
        let finalAt = 0;
        const res = await readSse<TAgentEvent>(streamUrl(fanout), {
          headers,
          onEvent: (e) => {
            first ||= performance.now() - t0;
            if (e.status === 'completed' || e.status === 'failed') finalAt = Date.now();
          },
        });
        return { res, first, finalAt };
      }),
    );
    const runIds = new Set(clients.map((c) => c.res.events[0]?.run_id));
    if (runIds.size !== 1) throw new Error(`clients saw ${runIds.size} runs; expected one`);
    const run = await waitForEnd([...runIds][0]!);
    const stored = run.events!;
    let complete = 0;
    let lost = 0;
    let duplicated = 0;
    let misordered = 0;
    const lags: number[] = [];
    const firstTimes: number[] = [];
    for (const c of clients) {
      const seqs = c.res.events.map((e) => e.seq);
      const got = new Set(seqs);
      lost += stored.filter((e) => !got.has(e.seq)).length;
      duplicated += seqs.length - got.size;
      misordered += seqs.some((s, i) => i > 0 && s <= seqs[i - 1]!) ? 1 : 0;
      if (c.res.ended && isDeepStrictEqual(c.res.events, stored)) complete++;
      firstTimes.push(c.first);
      if (c.finalAt) lags.push(c.finalAt - Date.parse(stored.at(-1)!.timestamp));
    }
    firstTimes.sort((a, b) => a - b);
    lags.sort((a, b) => a - b);
    rows.push({
      measure: `${CLIENTS} clients on one run (${stored.length} events, ${run.state})`,
      median: `first event ${ms(percentile(firstTimes, 50))}; final event ${ms(percentile(lags, 50))} after it was written`,
      p95: `first event ${ms(percentile(firstTimes, 95))}; final event ${ms(percentile(lags, 95))} after it was written`,
      result: `${complete}/${CLIENTS} clients got the whole log, in order; lost ${lost}, duplicated ${duplicated}, out of order ${misordered}`,
    });
  } finally {
    await server.stop();
  }
  return { rows };
}

if (process.env[SERVER_ROLE] === '1') {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchAgentStream().then(
    ({ rows }) => {
      printTable('Auto Co-Pilot stream (target: first event < 100 ms; 200 clients, no lost events)', rows);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
