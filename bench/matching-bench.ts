/**
 * Matching quality and speed: over 14 campaigns of varied niches, budgets, currencies and markets, the shortlist's
 * expected engagements against the best affordable set of the same size within the campaign's niche and countries,
 * computed here by DP over every such creator in the database (an upper bound: costs rounded down on a fine grid),
 * the budget used, and POST /api/v1/ai/campaign-similarity latency.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig, type Config } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';
import { seedCreators } from '../apps/server/src/db/seed/seed.js';
import { startRuntime } from '../apps/server/src/runtime.js';
import { skyline } from '../apps/server/src/modules/matching/portfolio.js';
import { rateInCampaignCurrency } from '../apps/server/src/modules/matching/scoring.js';
import { budgetInUsd } from '../apps/server/src/modules/matching/shortlist.js';
import { BENCH_AUTH, ms, percentile } from './lib.js';
import { benchConfig, benchDir, claim, ensureBenchDb } from './db-bench.js';

/** Catalogues up to this size are generated creator by creator (seedCreators); larger ones in bulk from templates. */
const ROW_BY_ROW_MAX = 20_000;
/** Distinct generated creators a bulk catalogue is varied from. */
const TEMPLATES = 20_000;

export interface MatchingTarget {
  n: number;
  engine: 'PGlite' | 'PostgreSQL';
  config: Config;
  /** Seconds the first build took (null when it was built by an older version). */
  buildSeconds: number | null;
  bulkSeconds: number | null;
  indexSeconds: number | null;
}

/**
 * The database the matching bench runs on: PGlite in ./data-bench for small catalogues; for large ones PostgreSQL
 * (database inflow_bench_<n> on BENCH_DATABASE_URL, else TEST_DATABASE_URL) when either is set, else PGlite in
 * ./data-bench/<n>-bulk. Large catalogues are built in bulk: TEMPLATES creators are generated and embedded as the
 * seed does, then copied with INSERT ... SELECT generate_series, each copy varied (followers, views, rate and
 * engagement jittered; a new handle and name; the vector nudged), with the indexes dropped and rebuilt after.
 */
export async function matchingTarget(n: number): Promise<MatchingTarget> {
  if (n <= ROW_BY_ROW_MAX) {
    const info = await ensureBenchDb(n);
    return { n, engine: 'PGlite', config: benchConfig(n), buildSeconds: info.buildSeconds, bulkSeconds: null, indexSeconds: null };
  }
  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const dir = `${benchDir(n)}-bulk${server ? '-pg' : ''}`;
  mkdirSync(dir, { recursive: true });
  let databaseUrl = '';
  if (server) {
    const name = `inflow_bench_${n}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({ ...process.env, DATA_DIR: dir, SEED_CREATORS: '0', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const engine = server ? 'PostgreSQL' : 'PGlite';
  const marker = path.join(dir, 'build.json');
  if (existsSync(marker)) return { n, engine, config, ...JSON.parse(readFileSync(marker, 'utf8')) };
  const runtime = await startRuntime(config, pino({ level: 'silent' }), { seed: false });
  try {
    const t0 = performance.now();
    const { bulkSeconds, indexSeconds } = await buildBulkCatalogue(runtime.db, runtime.deps.embedder, n);
    const info = { buildSeconds: (performance.now() - t0) / 1000, bulkSeconds, indexSeconds };
    writeFileSync(marker, JSON.stringify(info));
    return { n, engine, config, ...info };
  } finally {
    await runtime.close();
  }
}

async function buildBulkCatalogue(db: Database, embedder: Parameters<typeof seedCreators>[1], n: number) {
  const log = (m: string) => process.stderr.write(`  matching bench ${n.toLocaleString('en-US')}: ${m}\n`);
  const { rows: have } = await db.query<{ n: number }>('select count(*)::int as n from creators');
  if (have[0]!.n >= n) return { bulkSeconds: null, indexSeconds: null };
  await db.exec('truncate creators cascade');
  log(`generating and embedding ${TEMPLATES.toLocaleString('en-US')} template creators`);
  await seedCreators(db, embedder, { count: TEMPLATES, batchSize: 1000 });
  // Indexes are rebuilt once after the copy (far faster than maintaining them row by row).
  const { rows: indexes } = await db.query<{ name: string; ddl: string }>(
    `select indexname as name, indexdef as ddl from pg_indexes where tablename = 'creators'
     and indexname not in (select conname from pg_constraint where conrelid = 'creators'::regclass)`,
  );
  for (const i of indexes) await db.exec(`drop index if exists "${i.name}"`);
  await db.exec('alter table creators disable trigger creators_search_sync');
  const copies = Math.ceil((n - TEMPLATES) / TEMPLATES);
  log(`copying ${(n - TEMPLATES).toLocaleString('en-US')} varied creators (INSERT ... SELECT generate_series, ${copies} copies)`);
  const t0 = performance.now();
  await db.exec('select setseed(0.42)');
  // f: size factor 0.55x-1.8x; the rate follows size (with its own jitter), engagement and views vary a little.
  await db.query(
    `insert into creators (name, handle, channel_name, platform, niche, topics, bio, followers_count, engagement_rate, avg_views,
       country, language, profile_image, typical_rate, currency, audience, last_active_at, timezone, embedding)
     select t.name || ' ' || to_char(g, 'FM000'), t.handle || '_' || g, t.channel_name, t.platform, t.niche, t.topics, t.bio,
       greatest(100, round(t.followers_count * f))::int,
       round((t.engagement_rate * exp((random() - 0.5) * 0.3))::numeric, 2)::float8,
       round(t.avg_views * f * exp((random() - 0.5) * 0.3))::int,
       t.country, t.language, t.profile_image,
       round((t.typical_rate * power(f, 0.9) * exp((random() - 0.5) * 0.4))::numeric, 0)::float8, t.currency, t.audience,
       t.last_active_at, t.timezone,
       (select array_agg(x + (random() - 0.5)::real * 0.02::real order by i) from unnest(t.embedding::real[]) with ordinality u(x, i))::vector
     from (select *, row_number() over (order by id) as rn from creators) t cross join generate_series(1, $1::int) g
       cross join lateral (select exp((random() - 0.5) * 1.2) as f where g is not null and t.id is not null) r
     where (g - 1) * $3::int + t.rn <= $2::int`,
    [copies, n - TEMPLATES, TEMPLATES],
  );
  await db.exec(`insert into creator_search (id, followers_count, search_text)
    select id, followers_count, lower(name || ' ' || channel_name || ' ' || handle) from creators on conflict (id) do nothing`);
  await db.exec('alter table creators enable trigger creators_search_sync');
  const bulkSeconds = (performance.now() - t0) / 1000;
  log(`copied in ${bulkSeconds.toFixed(1)} s; rebuilding ${indexes.length} indexes`);
  const t1 = performance.now();
  await db.exec(`set maintenance_work_mem = '1GB'`);
  for (const i of indexes) {
    const t = performance.now();
    await db.exec(i.ddl);
    log(`  ${i.name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  await db.exec('reset maintenance_work_mem');
  await db.exec('vacuum analyze creators');
  await db.exec('vacuum analyze creator_search');
  return { bulkSeconds, indexSeconds: (performance.now() - t1) / 1000 };
}

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

export async function benchMatchingQuality(target: MatchingTarget) {
  const n = target.n;
  const runtime = await startRuntime(target.config, pino({ level: 'silent' }), { seed: false });
  const app = await buildApp({ ...runtime.deps, logger: false, webDist: null });
  await app.ready();
  await claim(app);
  const db = runtime.db;
  const rows: Record<string, string | number>[] = [];
  const latencies: number[] = [];
  // The 2 cores may be shared: the 1-minute load average at each timed request goes with the latencies.
  const loads: number[] = [];
  try {
    // Every campaign is matched (and timed) first, the DP bounds come after: a bound reads every creator of the niche
    // (tens of thousands of rows at 1M), and the harness's own garbage collection and cache churn must not land on the
    // timed requests of the next campaign.
    type Body = { expected_engagements: number; budget_used_pct: number; shortlist_size: number; matches: { shortlisted: boolean; neighbour_niche: boolean; expected_engagements: number }[] };
    const bodies: Body[] = [];
    for (const c of CAMPAIGNS) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/campaigns/',
        headers: BENCH_AUTH,
        payload: { ...c, target_countries: [...c.target_countries], brand_name: 'Bench', target_audience: '', key_use_cases: '' },
      });
      if (created.statusCode !== 201) throw new Error(`create campaign: ${created.statusCode} ${created.body}`);
      const id = created.json().id as string;
      let body: Body | null = null;
      for (let i = 0; i < 6; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/v1/ai/campaign-similarity', headers: BENCH_AUTH, payload: { campaign_id: id } });
        const dt = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`similarity: ${res.statusCode} ${res.body}`);
        if (i > 0) {
          latencies.push(dt); // the first run embeds the campaign and warms caches
          loads.push(loadavg()[0]!);
        }
        body = res.json();
      }
      bodies.push(body!);
    }
    for (const [k, c] of CAMPAIGNS.entries()) {
      const body = bodies[k]!;
      // Every creator of the niche and countries whose rate alone fits. Accounts of one person are all kept: the
      // bound relaxes "one person at most once", so it stays an upper bound whichever account the shortlist kept.
      const { rows: pool } = await db.query<{ ee: number; typical_rate: number; currency: string }>(
        `select expected_engagements as ee, typical_rate, currency from creators
         where niche = $1 and ($2::text[] = '{}' or country = any($2::text[])) and rate_usd > 0 and rate_usd <= $3`,
        [c.product_niche, [...c.target_countries], budgetInUsd(c) * 1.001],
      );
      const items: { value: number; cost: number }[] = [];
      for (const r of pool) {
        const cost = rateInCampaignCurrency({ typical_rate: r.typical_rate, currency: r.currency }, c.currency);
        if (cost <= c.total_budget) items.push({ value: r.ee, cost });
      }
      // A shortlist may hold 1 in 10 from a neighbouring niche; its own-niche picks are compared with the best set of
      // as many own-niche creators (with the whole budget, so the bound is generous).
      const picks = body.matches.filter((m) => m.shortlisted);
      const own = picks.filter((m) => !m.neighbour_niche);
      const ownValue = own.reduce((sum, m) => sum + m.expected_engagements, 0);
      const bound = bestUpperBound(items, Math.max(1, own.length), c.total_budget);
      rows.push({
        creators: n.toLocaleString('en-US'),
        engine: target.engine,
        campaign: `${c.product_niche} ${c.currency} ${c.total_budget.toLocaleString('en-US')} ${c.target_countries.join('+') || 'anywhere'} x${c.planned_creators}`,
        candidates: items.length,
        shortlist: `${body.shortlist_size}/${c.planned_creators}`,
        'budget used': `${body.budget_used_pct}%`,
        'expected engagements': Math.round(body.expected_engagements).toLocaleString('en-US'),
        'neighbour picks': picks.length - own.length,
        'own-niche engagements': Math.round(ownValue).toLocaleString('en-US'),
        'best own-niche set (DP bound)': Math.round(bound).toLocaleString('en-US'),
        ratio: bound > 0 ? (ownValue / bound).toFixed(3) : 'n/a',
      });
    }
    latencies.sort((a, b) => a - b);
    loads.sort((a, b) => a - b);
    const ratios = rows.map((r) => Number(r.ratio)).filter(Number.isFinite).sort((a, b) => a - b);
    const summary = {
      creators: n.toLocaleString('en-US'),
      engine: target.engine,
      campaigns: CAMPAIGNS.length,
      'ratio median': ratios[ratios.length >> 1]!.toFixed(3),
      'ratio worst': ratios[0]!.toFixed(3),
      'similarity median': ms(percentile(latencies, 50)),
      'similarity p95': ms(percentile(latencies, 95)),
      requests: latencies.length,
      'load average (1 min) median / max': `${percentile(loads, 50).toFixed(1)} / ${loads[loads.length - 1]!.toFixed(1)}`,
    };
    return { rows, summary };
  } finally {
    await app.close();
    await runtime.close();
  }
}
