/**
 * Simulated calls under load: call setup latency (POST /api/v1/outreach/call/initiate) as more calls are started at once,
 * and the memory each active call holds. Calls are long (60 s) so that every started call is still active when measured.
 */
import { createSimulatedVoice } from '../apps/server/src/ai/voice/simulated.js';
import { createNoTts } from '../apps/server/src/ai/voice/tts.js';
import { buildTestApp } from '../apps/server/test/helpers.js';
import { ms, percentile } from './lib.js';

const LEVELS = [10, 25, 50, 100, 200, 400];
const TARGET_P95_MS = 500;

function heapNow(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  // external already includes arrayBuffers.
  return m.heapUsed + m.external;
}

export async function benchCalls() {
  const total = LEVELS.reduce((a, b) => a + b, 0);
  // No TTS here: the recording is made after a call ends, and these calls are measured while they run.
  const voice = createSimulatedVoice({ timeScale: 10, tts: createNoTts() });
  const t = await buildTestApp({ creators: total + 200, demo: true, deps: { voice, callPollIntervalMs: 1000 } });
  const rows: Record<string, string | number>[] = [];
  let maxOk = 0;
  try {
    // A budget that covers every call: this measures the telephony path, not the budget guard.
    const { rows: camp } = await t.db.query<{ id: string }>(
      `update campaigns set total_budget = 1e12, planned_creators = 1000 where id = (select id from campaigns where status = 'planning' limit 1) returning id`,
    );
    const { rows: creators } = await t.db.query<{ id: string }>('select id from creators where phone is not null limit $1', [total]);
    // More entries than the bulk endpoint takes at once.
    const ids: string[] = [];
    for (let i = 0; i < creators.length; i += 100) {
      const r = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: camp[0]!.id, creator_ids: creators.slice(i, i + 100).map((c) => c.id) } });
      ids.push(...r.json().entries.map((e: { id: string }) => e.id));
    }
    let next = 0;
    let active = 0;
    const baseline = heapNow();
    for (const level of LEVELS) {
      const batch = ids.slice(next, next + level);
      next += level;
      const latencies = await Promise.all(
        batch.map(async (id) => {
          const t0 = performance.now();
          const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: id } });
          if (res.statusCode !== 200) throw new Error(`initiate: HTTP ${res.statusCode} ${res.body}`);
          return performance.now() - t0;
        }),
      );
      active += level;
      latencies.sort((a, b) => a - b);
      const p95 = percentile(latencies, 95);
      const perCall = (heapNow() - baseline) / active;
      rows.push({
        'calls started at once': level,
        'active calls': active,
        'setup median': ms(percentile(latencies, 50)),
        'setup p95': ms(p95),
        // Below ~100 calls the per-call share is smaller than the garbage collector's noise.
        'memory per active call': active >= 100 ? `${(perCall / 1024).toFixed(1)} KiB` : 'n/a (below GC noise)',
        'p95 ≤ 500 ms': p95 <= TARGET_P95_MS ? 'yes' : 'no',
      });
      if (p95 <= TARGET_P95_MS) maxOk = level;
      else break;
    }
  } finally {
    await t.close();
  }
  return { rows, maxOk };
}
