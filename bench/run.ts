/**
 * npm run bench: every speed and memory benchmark, printed as tables. Not a test: nothing here fails on a number.
 * BENCH_SKIP_LARGE=1 skips the 1,000,000-creator database; BENCH_ONLY=core,matching,imports,... runs some sections.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLocalLlm } from '../apps/server/src/ai/llm/local.js';
import { benchAgentStream } from './agent-stream.js';
import { benchCalls } from './calls-bench.js';
import { benchImports } from './imports-bench.js';
import { benchColdStart, benchCoreApi, benchDir, benchMatching, ensureBenchDb } from './db-bench.js';
import { benchMatchingQuality, matchingTarget } from './matching-bench.js';
import { ms, printTable, time } from './lib.js';
import { benchWeb } from './web-bench.js';

const sizes = process.env.BENCH_SKIP_LARGE ? [5_000] : [5_000, 1_000_000];
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const want = (s: string) => !only || only.includes(s);

async function main() {
  console.log(`Inflow benchmarks — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);

  const builds: Record<string, string | number>[] = [];
  // Only the core and matching sections read the prebuilt databases.
  // Matching builds its large catalogue itself (in bulk; see matching-bench.ts).
  for (const n of want('core') ? sizes : want('matching') ? sizes.filter((n) => n <= 20_000) : []) {
    const t0 = performance.now();
    const info = await ensureBenchDb(n);
    builds.push({
      creators: n.toLocaleString('en-US'),
      'generate + embed + insert + index (first build)': info.buildSeconds === null ? 'n/a' : `${info.buildSeconds.toFixed(1)} s`,
      'this run': `${((performance.now() - t0) / 1000).toFixed(1)} s (reused if built before)`,
    });
  }
  if (builds.length > 0) printTable('Benchmark databases (PGlite, ./data-bench)', builds);

  if (want('core')) {
    const rows = [];
    for (const n of sizes) rows.push(...(await benchCoreApi(n)));
    printTable('Core API vs raw SQL (targets at 1M: discovery p95 < 10 ms, name search p95 < 30 ms, API/raw < 1.5x)', rows);
    printTable('Cold start of the server on an existing database (target < 3 s)', [await benchColdStart(5_000)]);
  }

  if (want('matching')) {
    const rows = [];
    for (const n of sizes) if (n <= 20_000 || existsSync(path.join(benchDir(n), 'build.json'))) rows.push(await benchMatching(n));
    printTable('POST /api/v1/ai/campaign-similarity and HNSW recall (targets at 1M: p95 < 100 ms, recall@10 >= 0.95)', rows);
    const quality = [];
    const summaries = [];
    const targets = [];
    for (const n of sizes) targets.push(await matchingTarget(n));
    printTable(
      'Matching catalogues (5,000: generated creator by creator on PGlite; 1,000,000: bulk INSERT ... SELECT generate_series from 20,000 generated templates, on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else PGlite)',
      targets.map((t) => ({
        creators: t.n.toLocaleString('en-US'),
        engine: t.engine,
        'first build': t.buildSeconds === null ? 'n/a' : `${t.buildSeconds.toFixed(1)} s`,
        'bulk copy': t.bulkSeconds === null ? 'n/a' : `${t.bulkSeconds.toFixed(1)} s`,
        'index rebuild': t.indexSeconds === null ? 'n/a' : `${t.indexSeconds.toFixed(1)} s`,
      })),
    );
    for (const target of targets) {
      const q = await benchMatchingQuality(target);
      quality.push(...q.rows);
      summaries.push(q.summary);
    }
    printTable('Shortlists: expected engagements vs the best affordable set of the same size in the niche and countries (DP bound)', quality);
    printTable('Shortlist quality and speed (targets: ratio >= 0.9 median, >= 0.8 worst; p95 < 100 ms at 1M)', summaries);
  }

  if (want('extractor')) {
    const file = path.resolve(import.meta.dirname, '../../shared/eval/briefs-dev.jsonl');
    const briefs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).brief as string);
    const llm = createLocalLlm();
    const t = await time((i) => llm.extractCampaign(briefs[i % briefs.length]!), 400, 20);
    printTable('Local brief extractor (target < 20 ms per brief)', [{ briefs: briefs.length, runs: t.n, median: ms(t.median), p95: ms(t.p95) }]);
  }

  if (want('calls')) {
    const { rows, maxOk } = await benchCalls();
    printTable(`Simulated calls started at once (setup p95 stays ≤ 500 ms up to ${maxOk} at once)`, rows);
  }

  if (want('agent')) {
    const { rows } = await benchAgentStream();
    printTable('Auto Co-Pilot stream (target: first event < 100 ms; 200 clients, no lost events)', rows);
  }

  if (want('imports')) {
    printTable(
      'CSV import of 100,000 rows as a job on the embedded database, probes GET /api/v1/campaigns?limit=5 meanwhile (target: probe p95 < 500 ms); kill -9 mid-import',
      await benchImports(),
    );
  }

  if (want('web')) {
    printTable('Web bundle and page load (target: ≤ 100 KB gzip JS before first render, DOMContentLoaded < 150 ms)', await benchWeb());
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
