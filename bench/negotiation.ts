/**
 * Negotiation bench: `npm run bench:negotiation` (node --import tsx bench/negotiation.ts [--seed N] [--campaigns N]).
 *
 * Simulates campaigns whose budget is shared across several creators. For each creator, in order, the agent
 * gets a price range from priceRange() (remaining budget, creators left, the creator's typical rate, the
 * per-creator share) and negotiates with a simulated creator (makePersona: hidden floor 60-100% of the
 * typical rate, ask 100-130%, interest, patience). Prints deal rates, prices paid relative to the ask, and
 * budget violations. Exits 1 when a target is missed: >= 80% deals where floor <= ceiling, an average price
 * >= 10% under the ask, 0 budget violations.
 *
 * Then the same through the product, with concurrent paths: on each campaign an Auto Co-Pilot run (approval off, so
 * it commits), manual calls and approvals at the same time, on the embedded database; the budget ledger's triggers
 * must keep every campaign within its budget and planned creators.
 */
import { createRng, hashSeed, makePersona, negotiate, priceRange, type NegotiationOutcomeKind } from '../apps/server/src/agent/negotiation.js';

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : def;
  if (!Number.isFinite(v)) throw new Error(`--${name} must be a number`);
  return v;
}

const SEED = arg('seed', 20250601);
const CAMPAIGNS = arg('campaigns', 40);
const NICHES = ['technology', 'fitness', 'food', 'fashion', 'travel', 'lifestyle'];

interface Row {
  campaign: number;
  typical: number;
  floor: number;
  ask: number;
  interested: boolean;
  ceiling: number;
  opening: number;
  called: boolean;
  outcome: NegotiationOutcomeKind | 'skipped_no_budget';
  agreed: number | null;
  rounds: number;
}

const rng = createRng(hashSeed('bench', SEED));
const rows: Row[] = [];
let budgetViolations = 0;
let campaignsOverBudget = 0;
let totalBudget = 0;
let totalCommitted = 0;

for (let c = 0; c < CAMPAIGNS; c++) {
  const n = rng.int(4, 8);
  // A campaign targets creators of one tier: a log-uniform base rate between 300 and 20,000, then each
  // creator's typical rate within 0.6-1.6x of it.
  const tier = Math.exp(rng.range(Math.log(300), Math.log(20_000)));
  const creators = Array.from({ length: n }, (_, i) => ({
    id: `bench-${c}-${i}`,
    typical_rate: Math.round(tier * rng.range(0.6, 1.6)),
    niche: rng.pick(NICHES),
    topics: [] as string[],
  }));
  const sumRates = creators.reduce((s, x) => s + x.typical_rate, 0);
  // Some campaigns are generous, many are tight: the budget covers 50-115% of the creators' typical rates.
  const budget = Math.round(sumRates * rng.range(0.5, 1.15));
  const perCreatorShare = budget / n;
  let remaining = budget;
  let committed = 0;
  creators.forEach((creator, i) => {
    const range = priceRange({ remainingBudget: remaining, creatorsLeft: n - i, creatorRate: creator.typical_rate, perCreatorShare });
    const persona = makePersona(creator, SEED);
    const base = {
      campaign: c,
      typical: creator.typical_rate,
      floor: persona.floor,
      ask: persona.ask,
      interested: persona.interest >= 0.25,
      ceiling: range.ceiling,
      opening: range.opening_offer,
    };
    if (range.ceiling <= 0) {
      rows.push({ ...base, called: false, outcome: 'skipped_no_budget', agreed: null, rounds: 0 });
      return;
    }
    const r = negotiate(range, persona);
    if (r.agreed_rate !== null) {
      if (r.agreed_rate > range.ceiling || r.agreed_rate < persona.floor || r.agreed_rate > remaining) budgetViolations++;
      remaining -= r.agreed_rate;
      committed += r.agreed_rate;
    }
    rows.push({ ...base, called: true, outcome: r.outcome, agreed: r.agreed_rate, rounds: r.rounds });
  });
  if (committed > budget) {
    campaignsOverBudget++;
    budgetViolations++;
  }
  totalBudget += budget;
  totalCommitted += committed;
}

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);

const called = rows.filter((r) => r.called);
const deals = rows.filter((r) => r.agreed !== null);
const feasible = called.filter((r) => r.floor <= r.ceiling);
const feasibleDeals = feasible.filter((r) => r.agreed !== null);
const feasibleInterested = feasible.filter((r) => r.interested);
const feasibleInterestedDeals = feasibleInterested.filter((r) => r.agreed !== null);
const paidVsAsk = mean(deals.map((r) => (r.agreed as number) / r.ask));
const paidVsRate = mean(deals.map((r) => (r.agreed as number) / r.typical));
const paidVsCeiling = mean(deals.map((r) => (r.agreed as number) / r.ceiling));
const dealsAboveCeiling = deals.filter((r) => (r.agreed as number) > r.ceiling).length;
const dealsBelowFloor = deals.filter((r) => (r.agreed as number) < r.floor).length;

const table: Array<[string, string]> = [
  ['seed', String(SEED)],
  ['campaigns (shared budgets)', String(CAMPAIGNS)],
  ['simulated creators', String(rows.length)],
  ['called (ceiling > 0)', String(called.length)],
  ['skipped: no budget left', String(rows.length - called.length)],
  ['deal rate, all called', `${pct(deals.length, called.length)} (${deals.length}/${called.length})`],
  ['deal rate, floor <= ceiling', `${pct(feasibleDeals.length, feasible.length)} (${feasibleDeals.length}/${feasible.length})`],
  ['  ... of which interested', `${pct(feasibleInterestedDeals.length, feasibleInterested.length)} (${feasibleInterestedDeals.length}/${feasibleInterested.length})`],
  ['deal rate, floor > ceiling', `${pct(deals.length - feasibleDeals.length, called.length - feasible.length)} (impossible by design)`],
  ['avg price paid / creator ask', `${(100 * paidVsAsk).toFixed(1)}% (${(100 * (1 - paidVsAsk)).toFixed(1)}% under the ask)`],
  ['avg price paid / typical rate', `${(100 * paidVsRate).toFixed(1)}%`],
  ['avg price paid / ceiling', `${(100 * paidVsCeiling).toFixed(1)}%`],
  ['avg offers per negotiation', mean(called.map((r) => r.rounds)).toFixed(2)],
  ['budget committed / total budget', `${pct(totalCommitted, totalBudget)}`],
  ['deals above ceiling', String(dealsAboveCeiling)],
  ['deals below creator floor', String(dealsBelowFloor)],
  ['campaigns over budget', String(campaignsOverBudget)],
  ['budget violations', String(budgetViolations)],
];

const outcomes = new Map<string, number>();
for (const r of rows) outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);

const w = Math.max(...table.map(([k]) => k.length));
console.log('\nNegotiation bench\n');
console.log(`| ${'metric'.padEnd(w)} | value`);
console.log(`|-${'-'.repeat(w)}-|------`);
for (const [k, v] of table) console.log(`| ${k.padEnd(w)} | ${v}`);
console.log('\nOutcomes:');
for (const [k, v] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(26)} ${String(v).padStart(4)}  ${pct(v, rows.length)}`);

const failures: string[] = [];
if (rows.length < 200) failures.push(`only ${rows.length} creators simulated (need >= 200)`);
if (feasibleDeals.length / feasible.length < 0.8) failures.push('deal rate where floor <= ceiling is below 80%');
if (!(paidVsAsk <= 0.9)) failures.push('average price paid is not at least 10% under the ask');
if (budgetViolations !== 0) failures.push(`${budgetViolations} budget violations`);

// ---- Concurrent paths through the product -------------------------------------------------------------------
const concurrent = await concurrentPaths(arg('concurrent-campaigns', 6));
console.log('\nConcurrent paths (Co-Pilot run + manual calls + approvals on each campaign at once, embedded database)\n');
const cw = Math.max(...concurrent.table.map(([k]) => k.length));
console.log(`| ${'metric'.padEnd(cw)} | value`);
console.log(`|-${'-'.repeat(cw)}-|------`);
for (const [k, v] of concurrent.table) console.log(`| ${k.padEnd(cw)} | ${v}`);
if (concurrent.violations !== 0) failures.push(`${concurrent.violations} budget violations under concurrent paths`);

console.log(failures.length ? `\nTARGETS MISSED: ${failures.join('; ')}` : '\nAll targets met: >= 80% deals where floor <= ceiling, >= 10% under the ask, 0 budget violations (also under concurrent paths).');
process.exitCode = failures.length ? 1 : 0;

async function concurrentPaths(campaigns: number) {
  const { buildTestApp } = await import('../apps/server/test/helpers.js');
  const { createSimulatedVoice } = await import('../apps/server/src/ai/voice/simulated.js');
  const { createNoTts } = await import('../apps/server/src/ai/voice/tts.js');
  const voice = createSimulatedVoice({ timeScale: 0.02, tts: createNoTts(), audioDir: 'memory' });
  const t = await buildTestApp({ creators: 1500, demo: true, deps: { voice } });
  const wait = async (fn: () => Promise<boolean>) => {
    for (let i = 0; i < 4000 && !(await fn()); i++) await new Promise((r) => setTimeout(r, 20));
  };
  let violations = 0;
  let calls = 0;
  let dealsAgreed = 0;
  const refused = new Set<string>();
  const paidVsAsk: number[] = [];
  try {
    for (let c = 0; c < campaigns; c++) {
      const planned = 2 + (c % 3);
      const created = await t.api.inject({
        method: 'POST',
        url: '/api/v1/campaigns',
        payload: { product_name: `Bench launch ${c}`, brand_name: 'Bench', product_niche: NICHES[c % NICHES.length], total_budget: 150_000 + 75_000 * c, currency: 'INR', planned_creators: planned },
      });
      const campaign = created.json() as { id: string; total_budget: number };
      await t.db.query('update campaigns set require_approval = (($2::int % 2) = 0) where id = $1', [campaign.id, c]);
      const { rows: cr } = await t.db.query<{ id: string }>(
        `select id from creators where phone is not null and currency = 'INR' and followers_count between 10000 and 500000 order by md5(id::text || $1) limit 10`,
        [String(c)],
      );
      const bulk = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: campaign.id, creator_ids: cr.map((x) => x.id) } });
      const entries = (bulk.json().entries as { id: string }[]).map((e) => e.id);
      const run = await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${campaign.id}`, payload: { max_creators: 6, require_approval: false } });
      const runId = (run.json() as { id: string }).id;
      let running = true;
      const approvals = (async () => {
        while (running) {
          const deals = (await t.api.inject(`/api/v1/deals?campaign_id=${campaign.id}&status=proposed`)).json() as { id: string }[];
          const res = await Promise.all(deals.map((d) => t.api.inject({ method: 'POST', url: `/api/v1/deals/${d.id}/approve` })));
          res.forEach((r, i) => r.statusCode === 409 && refused.add(deals[i]!.id));
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      await Promise.all(
        entries.map(async (id) => {
          const r = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: id } });
          if (r.statusCode !== 200) return;
          const conv = (r.json() as { conversation_id: string }).conversation_id;
          await wait(async () => ['done', 'failed'].includes((await t.api.inject(`/api/v1/outreach/call/${conv}/analysis`)).json().status));
        }),
      );
      await wait(async () => ['completed', 'failed'].includes((await t.api.inject(`/api/campaign-trigger/runs/${runId}`)).json().state));
      await new Promise((r) => setTimeout(r, 100));
      running = false;
      await approvals;
      const { rows } = await t.db.query<{ agreed: number; n: number }>(
        `select coalesce(sum(price), 0)::float8 as agreed, count(*)::int as n from deals where campaign_id = $1 and status = 'agreed'`,
        [campaign.id],
      );
      if (rows[0]!.agreed > campaign.total_budget + 0.005 || rows[0]!.n > planned) violations++;
      dealsAgreed += rows[0]!.n;
      calls += (await t.db.query<{ n: number }>('select count(*)::int as n from calls k join outreach o on o.id = k.outreach_id where o.campaign_id = $1', [campaign.id])).rows[0]!.n;
      const { rows: asks } = await t.db.query<{ price: number; ask: number | null }>(
        `select d.price, (k.negotiation->>'creator_ask')::float8 as ask from deals d join calls k on k.id = d.call_id where d.campaign_id = $1 and d.status = 'agreed'`,
        [campaign.id],
      );
      for (const a of asks) if (a.ask) paidVsAsk.push(a.price / a.ask);
    }
  } finally {
    await t.close();
  }
  const avg = mean(paidVsAsk);
  return {
    violations,
    table: [
      ['campaigns (half with approval on)', String(campaigns)],
      ['calls placed (run + manual)', String(calls)],
      ['deals agreed', String(dealsAgreed)],
      ['proposed deals the ledger refused to approve (409)', String(refused.size)],
      ['avg price paid / creator ask', Number.isFinite(avg) ? `${(100 * avg).toFixed(1)}%` : 'n/a'],
      ['campaigns over budget or over planned creators', String(violations)],
    ] as Array<[string, string]>,
  };
}
