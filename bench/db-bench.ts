/**
 * Core API and matching benchmarks on PGlite with 5,000 and 1,000,000 generated creators.
 * Databases are built once in ./data-bench/<n> (reused by later runs).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import type { TCreatorListQuery } from '@inflow/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { seedCreators, seedDemo } from '../apps/server/src/db/seed/seed.js';
import { startRuntime } from '../apps/server/src/runtime.js';
import { createCampaignsRepo } from '../apps/server/src/modules/campaigns/campaigns.repo.js';
import { createCreatorsRepo } from '../apps/server/src/modules/creators/creators.repo.js';
import { DEFAULT_WORKSPACE_ID } from '../apps/server/src/db/schema.js';
import { VECTOR_CANDIDATES } from '../apps/server/src/modules/matching/matching.service.js';
import { BENCH_AUTH, BENCH_INIT, ms, percentile, time } from './lib.js';

const ROOT = path.resolve(import.meta.dirname, '..');
export const benchDir = (n: number) => path.join(ROOT, 'data-bench', String(n));

const PLATFORMS = ['instagram', 'youtube', 'tiktok', 'twitter'] as const;
const NICHES = ['fitness', 'technology', 'beauty', 'food', 'travel', 'gaming', 'fashion', 'finance'] as const;

export function benchConfig(n: number) {
  return loadConfig({ ...process.env, DATA_DIR: benchDir(n), SEED_CREATORS: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' });
}

/** Builds (once) the benchmark database with n creators and records how long embedding + indexing took. */
export async function ensureBenchDb(n: number): Promise<{ buildSeconds: number | null }> {
  const dir = benchDir(n);
  mkdirSync(dir, { recursive: true });
  const marker = path.join(dir, 'build.json');
  if (existsSync(marker)) return JSON.parse(readFileSync(marker, 'utf8'));
  const runtime = await startRuntime(benchConfig(n), pino({ level: 'silent' }), { seed: false });
  try {
    const t0 = performance.now();
    await seedCreators(runtime.db, runtime.deps.embedder, {
      count: n,
      batchSize: 1000,
      onProgress: (done, total) => {
        if (done % 100_000 === 0 || done === total) process.stderr.write(`  building ${n}: ${done}/${total} creators\n`);
      },
    });
    const buildSeconds = (performance.now() - t0) / 1000;
    await seedDemo(runtime.db, runtime.deps.embedder);
    const info = { buildSeconds };
    writeFileSync(marker, JSON.stringify(info));
    return info;
  } finally {
    await runtime.close();
  }
}

export async function benchCoreApi(n: number) {
  const runtime = await startRuntime(benchConfig(n), pino({ level: 'silent' }), { seed: false });
  const app = await buildApp({ ...runtime.deps, logger: false, webDist: null });
  await app.ready();
  await claim(app);
  const db = runtime.db;
  try {
    const creators = createCreatorsRepo(db);
    const campaigns = createCampaignsRepo(db);
    const { rows: nameRows } = await db.query<{ name: string }>('select name from creators order by id limit 200');
    const terms = nameRows.map((r) => r.name.split(' ')[0]!.slice(0, 5).toLowerCase()).filter((t) => t.length >= 3);

    const discovery = (i: number): TCreatorListQuery => ({
      platform: PLATFORMS[i % PLATFORMS.length],
      niche: NICHES[i % NICHES.length],
      min_followers: 10_000,
      max_followers: 5_000_000,
      min_engagement: 1,
      sort: 'followers',
      limit: 40,
      offset: 0,
    });
    const qs = (q: TCreatorListQuery) =>
      new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();
    const search = (i: number): TCreatorListQuery => ({ name: terms[i % terms.length], sort: 'followers', limit: 40, offset: 0 });

    const rows: Record<string, string | number>[] = [];
    const pair = async (label: string, raw: (i: number) => Promise<unknown>, api: (i: number) => Promise<{ statusCode: number }>) => {
      const r = await time(raw, 60, 5);
      const a = await time(async (i) => {
        const res = await api(i);
        if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode}`);
      }, 60, 5);
      rows.push({
        creators: n.toLocaleString('en-US'),
        query: label,
        'raw median': ms(r.median),
        'raw p95': ms(r.p95),
        'API median': ms(a.median),
        'API p95': ms(a.p95),
        'API / raw (median)': (a.median / r.median).toFixed(2) + 'x',
      });
    };
    await pair('discovery: platform+niche+followers+engagement, by followers', (i) => creators.list(discovery(i)), (i) =>
      app.inject({ url: `/api/v1/creators/?${qs(discovery(i))}`, headers: BENCH_AUTH }),
    );
    await pair('name search', (i) => creators.list(search(i)), (i) => app.inject({ url: `/api/v1/creators/?${qs(search(i))}`, headers: BENCH_AUTH }));
    await pair('GET /api/v1/campaigns/', () => campaigns.list({ workspaceId: DEFAULT_WORKSPACE_ID, limit: 20, offset: 0 }), () =>
      app.inject({ url: '/api/v1/campaigns/', headers: BENCH_AUTH }),
    );
    return rows;
  } finally {
    await app.close();
    await runtime.close();
  }
}

export async function benchMatching(n: number) {
  const runtime = await startRuntime(benchConfig(n), pino({ level: 'silent' }), { seed: false });
  const app = await buildApp({ ...runtime.deps, logger: false, webDist: null });
  await app.ready();
  await claim(app);
  const db = runtime.db;
  try {
    const { rows: camps } = await db.query<{ id: string }>('select id from campaigns order by created_at');
    const t = await time(async (i) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/ai/campaign-similarity', headers: BENCH_AUTH, payload: { campaign_id: camps[i % camps.length]!.id } });
      if (res.statusCode !== 200) throw new Error(`similarity: HTTP ${res.statusCode} ${res.body}`);
    }, 40, 3);

    // recall@10 of the HNSW index against exact search, for campaign vectors and random creator vectors: at the
    // ef_search matching uses (VECTOR_CANDIDATES) and at pgvector's default of 40.
    const { rows: queries } = await db.query<{ e: string }>(
      `(select embedding::text as e from campaigns where embedding is not null)
       union all (select embedding::text as e from creators where embedding is not null order by id limit 40)`,
    );
    // Two measures: strict (the same ids as exact search) and ANN-benchmarks' (a result counts when its distance is
    // within 1e-3 of the 10th exact distance), which does not punish returning an equally near creator.
    const recall: Record<number, { strict: number; ties: number }> = {};
    const exactTop: { ids: Set<string>; kth: number }[] = [];
    for (const q of queries) {
      const exact = await db.transaction(async (tx) => {
        await tx.exec('set local enable_indexscan = off; set local enable_bitmapscan = off');
        return (await tx.query<{ id: string; d: number }>('select id, embedding <=> $1::vector as d from creators order by embedding <=> $1::vector limit 10', [q.e])).rows;
      });
      exactTop.push({ ids: new Set(exact.map((r) => r.id)), kth: exact[exact.length - 1]!.d });
    }
    for (const ef of [40, VECTOR_CANDIDATES]) {
      let strict = 0;
      let ties = 0;
      let total = 0;
      for (const [i, q] of queries.entries()) {
        const approx = await db.transaction(async (tx) => {
          await tx.exec(`set local hnsw.ef_search = ${ef}`);
          return (await tx.query<{ id: string; d: number }>('select id, embedding <=> $1::vector as d from creators order by embedding <=> $1::vector limit 10', [q.e])).rows;
        });
        strict += approx.filter((r) => exactTop[i]!.ids.has(r.id)).length;
        ties += approx.filter((r) => r.d <= exactTop[i]!.kth + 1e-3).length;
        total += exactTop[i]!.ids.size;
      }
      recall[ef] = { strict: strict / total, ties: ties / total };
    }
    return {
      creators: n.toLocaleString('en-US'),
      'similarity median': ms(t.median),
      'similarity p95': ms(t.p95),
      [`recall@10 ef_search ${VECTOR_CANDIDATES} (as matching uses): strict / ANN-benchmarks`]: `${recall[VECTOR_CANDIDATES]!.strict.toFixed(3)} / ${recall[VECTOR_CANDIDATES]!.ties.toFixed(3)}`,
      'recall@10 ef_search 40: strict / ANN-benchmarks': `${recall[40]!.strict.toFixed(3)} / ${recall[40]!.ties.toFixed(3)}`,
      queries: queries.length,
    };
  } finally {
    await app.close();
    await runtime.close();
  }
}

/** The bench database's owner and key, as INIT_* would create them on a first start (ignored once it has an owner). */
export async function claim(app: Awaited<ReturnType<typeof buildApp>>) {
  await app.services.accounts.initialize({
    email: BENCH_INIT.INIT_OWNER_EMAIL,
    password: BENCH_INIT.INIT_OWNER_PASSWORD,
    workspaceName: BENCH_INIT.INIT_WORKSPACE_NAME,
    apiKey: BENCH_INIT.INIT_API_KEY,
  });
}

/** Time from spawning `npm start`'s server process on an existing database to a healthy /healthz. */
export async function benchColdStart(n: number, runs = 3): Promise<Record<string, string | number>> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const port = 3900 + i;
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
      env: { ...process.env, ...BENCH_INIT, NODE_ENV: 'production', DATA_DIR: benchDir(n), PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: 'ignore',
    });
    try {
      for (;;) {
        if (performance.now() - t0 > 60_000) throw new Error('server did not start within 60 s');
        try {
          const r = await fetch(`http://127.0.0.1:${port}/healthz`);
          if (r.ok) break;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      samples.push(performance.now() - t0);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
  samples.sort((a, b) => a - b);
  return { creators: n.toLocaleString('en-US'), runs, 'cold start median': ms(percentile(samples, 50)), 'cold start max': ms(samples[samples.length - 1]!) };
}
