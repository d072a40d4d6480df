import type { AddressInfo } from 'node:net';
import { createSimulatedVoice } from '../apps/server/src/ai/voice/simulated.js';
import { createNoTts } from '../apps/server/src/ai/voice/tts.js';
import { buildTestApp } from '../apps/server/test/helpers.js';
const voice = createSimulatedVoice({ timeScale: 0.1, tts: createNoTts(), audioDir: 'memory' });
const t = await buildTestApp({ creators: 2000, demo: true, deps: { voice, agentWorker: false } });
await t.app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const { rows } = await t.db.query<{ id: string }>(`select id from campaigns where status = 'planning' and currency = 'INR' limit 1`);
const { rows: copies } = await t.db.query<{ id: string }>(
  `insert into campaigns (workspace_id, product_name, brand_name, status, total_budget, currency, planned_creators, product_niche, embedding)
   select workspace_id, product_name || g, brand_name, status, total_budget, currency, planned_creators, product_niche, embedding from campaigns, generate_series(1, 10) g where id = $1 returning id`, [rows[0]!.id]);
const agent = t.app.services.agent;
for (const c of copies.slice(0,0)) {
  let t0 = performance.now();
  const r = await agent.startOrAttach({ workspaceId: '00000000-0000-4000-8000-000000000001' }, c.id, { force_refresh: false, max_creators: 1, call_priority: 'high_match' });
  const t1 = performance.now();
  // time a trivial query
  await t.db.query('select 1');
  const t2 = performance.now();
  console.log('startOrAttach', (t1 - t0).toFixed(1), 'select1', (t2 - t1).toFixed(2));
  if (r.kind === 'started') await agent.enqueue(r.run.id);
  // wait end
  for (;;) { const x = await agent.getRunRow((r as any).run.id); if (x!.state === 'completed' || x!.state === 'failed') break; await new Promise((res) => setTimeout(res, 50)); }
}
// HTTP path
for (let i = 0; i < 5; i++) {
  const { rows: cc } = await t.db.query<{ id: string }>(`insert into campaigns (workspace_id, product_name, brand_name, status, total_budget, currency, planned_creators, product_niche, embedding)
   select workspace_id, product_name || 'x', brand_name, status, total_budget, currency, planned_creators, product_niche, embedding from campaigns where id = $1 returning id`, [rows[0]!.id]);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/campaign-trigger/trigger/${cc[0]!.id}/stream?max_creators=1`);
  const t1 = performance.now();
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  const t2 = performance.now();
  console.log('http headers', (t1 - t0).toFixed(1), 'first chunk', (t2 - t0).toFixed(1), new TextDecoder().decode(value).slice(0, 20));
  await reader.cancel();
  await new Promise((r) => setTimeout(r, 100));
}
await t.close();
