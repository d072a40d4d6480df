/**
 * Matching quality and speed: over 14 campaigns of varied niches, budgets, currencies and markets, the shortlist's
 * expected engagements against the best affordable set of the same size within the campaign's niche and countries,
 * computed here by DP over every such creator in the database (an upper bound: costs rounded down on a fine grid),
 * the budget used, and POST /api/v1/ai/campaign-similarity latency.
 */
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app.js';
import { startRuntime } from '../apps/server/src/runtime.js';
import { skyline } from '../apps/server/src/modules/matching/portfolio.js';
import { rateInCampaignCurrency } from '../apps/server/src/modules/matching/scoring.js';
import { budgetInUsd } from '../apps/server/src/modules/matching/shortlist.js';
import { BENCH_AUTH, ms, percentile } from './lib.js';
import { benchConfig, claim } from './db-bench.js';

const CAMPAIGNS = [
  { product_niche: 'technology', currency: 'INR', total_budget: 1_000_000, target_countries: ['IN'], planned_creators: 10, product_name: 'PulseBuds Pro', product_description: 'wireless earbuds with noise cancelling' },
  { product_niche: 'technology', currency: 'INR', total_budget: 20_000_000, target_countries: ['IN'], planned_creators: 10, product_name: 'PulseBuds Max', product_description: 'wireless earbuds with noise cancelling' },
  { product_niche: 'fitness', currency: 'USD', total_budget: 100_000, target_countries: ['US'], planned_creators: 10, product_name: 'Tally Rope', product_description: 'smart skipping rope' },
  { product_niche: 'fitness', currency: 'USD', total_budget: 5_000, target_countries: ['US'], planned_creators: 8, product_name: 'Stride Socks', product_description: 'running socks' },
  { product_niche: 'pets', currency: 'GBP', total_budget: 20_000, target_countries: ['GB'], planned_creators: 10, product_name: 'WagBites', product_description: 'grain-free dog treats' },
  { product_niche: 'home', currency: 'INR', total_budget: 2_500_000, target_countries: ['IN'], planned_creators: 10, product_name: 'BrewNest', product_description: 'home decor and smart kettle' },
  { product_niche: 'beauty', currency: 'INR', total_budget: 500_000, target_countries: ['IN'], planned_creators: 10, product_name: 'Shadeglide', product_description: 'mineral sunscreen stick' },
  { product_niche: 'food', currency: 'EUR', total_budget: 30_000, target_countries: ['DE', 'FR'], planned_creators: 10, product_name: 'Smokeline', product_description: 'smoked hot sauce' },
  { product_niche: 'gaming', currency: 'USD', total_budget: 50_000, target_countries: ['US', 'CA'], planned_creators: 12, product_name: 'Apex Pad', product_description: 'wireless game controller' },
  { product_niche: 'travel', currency: 'AUD', total_budget: 40_000, target_countries: ['AU'], planned_creators: 6, product_name: 'Roamly Pack', product_description: 'carry-on backpack' },
  { product_niche: 'finance', currency: 'INR', total_budget: 5_000_000, target_countries: ['IN'], planned_creators: 15, product_name: 'Stackr', product_description: 'investing app for mutual funds' },
  { product_niche: 'fashion', currency: 'BRL', total_budget: 100_000, target_countries: ['BR'], planned_creators: 10, product_name: 'Loomline Denim', product_description: 'sustainable denim' },
  { product_niche: 'parenting', currency: 'USD', total_budget: 20_000, target_countries: [], planned_creators: 10, product_name: 'SnugNest', product_description: 'baby sleep sack' },
  { product_niche: 'education', currency: 'INR', total_budget: 300_000, target_countries: ['IN'], planned_creators: 20, product_name: 'CodeCamp Live', product_description: 'online coding course' },
] as const;

/** Upper bound of the best value of exactly `size` items within `budget` (fewer when no `size` fit): costs rounded down. */
function bestUpperBound(items: { value: number; cost: number }[], size: number, budget: number, steps = 20_000): number {
  const kept = skyline(items, items.map((_, i) => i), size);
  const unit = budget / steps;
  const best: Float64Array[] = [];
  for (let c = 0; c <= size; c++) best.push(new Float64Array(steps + 1).fill(c === 0 ? 0 : -Infinity));
  for (const i of kept) {
    const w = Math.floor(items[i]!.cost / unit);
    const v = items[i]!.value;
    for (let c = size; c >= 1; c--) {
      const cur = best[c]!;
      const prev = best[c - 1]!;
      for (let s = steps; s >= w; s--) if (prev[s - w]! + v > cur[s]!) cur[s] = prev[s - w]! + v;
    }
  }
  for (let c = size; c >= 1; c--) if (Number.isFinite(best[c]![steps]!)) return best[c]![steps]!;
  return 0;
}

export async function benchMatchingQuality(n: number) {
  const runtime = await startRuntime(benchConfig(n), pino({ level: 'silent' }), { seed: false });
  const app = await buildApp({ ...runtime.deps, logger: false, webDist: null });
  await app.ready();
  await claim(app);
  const db = runtime.db;
  const rows: Record<string, string | number>[] = [];
  const latencies: number[] = [];
  try {
    for (const c of CAMPAIGNS) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/campaigns/',
        headers: BENCH_AUTH,
        payload: { ...c, target_countries: [...c.target_countries], brand_name: 'Bench', target_audience: '', key_use_cases: '' },
      });
      if (created.statusCode !== 201) throw new Error(`create campaign: ${created.statusCode} ${created.body}`);
      const id = created.json().id as string;
      type Body = { expected_engagements: number; budget_used_pct: number; shortlist_size: number; matches: { shortlisted: boolean; neighbour_niche: boolean; expected_engagements: number }[] };
      let body: Body | null = null;
      for (let i = 0; i < 6; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/v1/ai/campaign-similarity', headers: BENCH_AUTH, payload: { campaign_id: id } });
        const dt = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`similarity: ${res.statusCode} ${res.body}`);
        if (i > 0) latencies.push(dt); // the first run embeds the campaign and warms caches
        body = res.json();
      }
      // Every creator of the niche and countries whose rate alone fits, one account per person (the best value).
      const { rows: pool } = await db.query<{ name: string; country: string; ee: number; typical_rate: number; currency: string }>(
        `select name, country, expected_engagements as ee, typical_rate, currency from creators
         where niche = $1 and ($2::text[] = '{}' or country = any($2::text[])) and rate_usd > 0 and rate_usd <= $3`,
        [c.product_niche, [...c.target_countries], budgetInUsd(c) * 1.001],
      );
      const person = new Map<string, { value: number; cost: number }>();
      for (const r of pool) {
        const cost = rateInCampaignCurrency({ typical_rate: r.typical_rate, currency: r.currency }, c.currency);
        if (cost > c.total_budget) continue;
        const key = `${r.name.toLowerCase()}|${r.country}`;
        const prev = person.get(key);
        if (!prev || r.ee / cost > prev.value / prev.cost) person.set(key, { value: r.ee, cost });
      }
      // A shortlist may hold 1 in 10 from a neighbouring niche; its own-niche picks are compared with the best set of
      // as many own-niche creators (with the whole budget, so the bound is generous).
      const picks = body!.matches.filter((m) => m.shortlisted);
      const own = picks.filter((m) => !m.neighbour_niche);
      const ownValue = own.reduce((sum, m) => sum + m.expected_engagements, 0);
      const bound = bestUpperBound([...person.values()], Math.max(1, own.length), c.total_budget);
      rows.push({
        creators: n.toLocaleString('en-US'),
        campaign: `${c.product_niche} ${c.currency} ${c.total_budget.toLocaleString('en-US')} ${c.target_countries.join('+') || 'anywhere'} x${c.planned_creators}`,
        candidates: person.size,
        shortlist: `${body!.shortlist_size}/${c.planned_creators}`,
        'budget used': `${body!.budget_used_pct}%`,
        'expected engagements': Math.round(body!.expected_engagements).toLocaleString('en-US'),
        'neighbour picks': picks.length - own.length,
        'own-niche engagements': Math.round(ownValue).toLocaleString('en-US'),
        'best own-niche set (DP bound)': Math.round(bound).toLocaleString('en-US'),
        ratio: bound > 0 ? (ownValue / bound).toFixed(3) : 'n/a',
      });
    }
    latencies.sort((a, b) => a - b);
    const ratios = rows.map((r) => Number(r.ratio)).filter(Number.isFinite).sort((a, b) => a - b);
    const summary = {
      creators: n.toLocaleString('en-US'),
      campaigns: CAMPAIGNS.length,
      'ratio median': ratios[ratios.length >> 1]!.toFixed(3),
      'ratio worst': ratios[0]!.toFixed(3),
      'similarity median': ms(percentile(latencies, 50)),
      'similarity p95': ms(percentile(latencies, 95)),
      requests: latencies.length,
    };
    return { rows, summary };
  } finally {
    await app.close();
    await runtime.close();
  }
}
