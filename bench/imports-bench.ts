/**
 * CSV imports as jobs on the embedded database (docs/decisions/0013): a 100,000-row upload to a running server
 * (`npm start`'s process, PGlite) while a probe client reads GET /api/v1/campaigns?limit=5; the probes' latency,
 * the import's duration and the server's peak RSS. Then a kill -9 in the middle of a second import, a restart on
 * the same data folder, and what the directory holds afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { generateCreators } from '../apps/server/src/db/seed/creators-generator.js';
import { creatorsToCsv } from '../apps/server/src/modules/creators/csv.js';
import { BENCH_AUTH, BENCH_INIT, ms, percentile } from './lib.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

type Server = { child: ChildProcess; base: string };

async function startServer(dataDir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      ...BENCH_INIT,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_CREATORS: '5000',
      // The probe client sends more than the default 600 requests a minute.
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_WORKSPACE_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - t0 > 180_000) throw new Error('server did not start within 180 s');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopServer(s: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill(signal);
  await exited;
}

/** Resident set size now and at its peak (VmRSS, VmHWM) of a process, in MB (Linux). */
function rss(pid: number): { now: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { now: NaN, peak: NaN };
  }
}

function writeCsv(file: string, n: number, tag: string) {
  const creators = [...generateCreators({ count: n, seed: 29 })].map((c, i) => ({ ...c, handle: `${tag}${i}_${c.handle}`.slice(0, 60), email: `${tag}.${i}@bench.test` }));
  writeFileSync(file, creatorsToCsv(creators));
}

async function upload(base: string, file: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/creators/import`, {
    method: 'POST',
    headers: { ...BENCH_AUTH, 'content-type': 'text/csv', 'content-length': String(statSync(file).size) },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (res.status !== 202) throw new Error(`import: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

type Imp = { state: string; inserted: number; updated: number; rows_read: number; rejected: unknown[]; error: string | null };
const getImport = async (base: string, id: string) => (await (await fetch(`${base}/api/v1/imports/${id}`, { headers: BENCH_AUTH })).json()) as Imp;
const creatorCount = async (base: string) =>
  ((await (await fetch(`${base}/api/v1/creators?limit=1`, { headers: BENCH_AUTH })).json()) as { total: number }).total;

export async function benchImports() {
  const dir = mkdtempSync(path.join(tmpdir(), 'inflow-bench-imports-'));
  const dataDir = path.join(dir, 'data');
  const file = path.join(dir, 'creators.csv');
  const rows: Record<string, string | number>[] = [];
  let server = await startServer(dataDir, 3950);
  try {
    writeCsv(file, ROWS, 'b');
    const size = statSync(file).size;
    const idle = rss(server.child.pid!);

    // Probes: one client, back to back with a 20 ms think time, for the whole import.
    const latencies: number[] = [];
    let failures = 0;
    const failed = new Map<string, number>();
    let importing = true;
    const probing = (async () => {
      while (importing) {
        const t0 = performance.now();
        try {
          const r = await fetch(`${server.base}/api/v1/campaigns?limit=5`, { headers: BENCH_AUTH });
          await r.arrayBuffer();
          if (r.status !== 200) {
            failures++;
            failed.set(String(r.status), (failed.get(String(r.status)) ?? 0) + 1);
          }
        } catch (err) {
          failures++;
          const reason = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
          failed.set(reason, (failed.get(reason) ?? 0) + 1);
        }
        latencies.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    let peak = idle.peak;
    const sampler = setInterval(() => (peak = Math.max(peak, rss(server.child.pid!).peak)), 250);
    const t0 = performance.now();
    const id = await upload(server.base, file);
    const accepted = performance.now() - t0;
    let imp: Imp;
    for (;;) {
      imp = await getImport(server.base, id);
      if (imp.state === 'completed' || imp.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const total = performance.now() - t0;
    importing = false;
    await probing;
    clearInterval(sampler);
    peak = Math.max(peak, rss(server.child.pid!).peak);
    latencies.sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    rows.push({
      rows: ROWS.toLocaleString('en-US'),
      file: `${(size / 1024 / 1024).toFixed(1)} MB`,
      outcome: `${imp.state}: ${imp.inserted} inserted, ${imp.updated} updated, ${imp.rejected.length} rejected`,
      '202 after (upload + staging)': `${(accepted / 1000).toFixed(1)} s`,
      'import duration (to completed)': `${(total / 1000).toFixed(1)} s`,
      probes: latencies.length,
      'probe failures': failures === 0 ? 0 : `${failures} (${[...failed].map(([k, n]) => `${k}: ${n}`).join(', ')})`,
      'probe p50': ms(percentile(latencies, 50)),
      'probe p95': ms(p95),
      'probe max': ms(latencies[latencies.length - 1] ?? NaN),
      'p95 < 500 ms': p95 < 500 ? 'yes' : 'no',
      'server RSS idle → peak': `${idle.now.toFixed(0)} → ${peak.toFixed(0)} MB`,
    });

    // The first figures are printed as soon as they exist: the kill -9 part below can still fail.
    console.log(`imports bench: ${JSON.stringify(rows[0])}`);

    // kill -9 in the middle of a second import, restart on the same folder: nothing of it may remain.
    const before = await creatorCount(server.base);
    writeCsv(file, ROWS, 'k');
    const second = await upload(server.base, file);
    let mid: Imp;
    for (;;) {
      mid = await getImport(server.base, second);
      if (mid.inserted > 5000 || mid.state === 'completed' || mid.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    await stopServer(server, 'SIGKILL');
    const r0 = performance.now();
    server = await startServer(dataDir, 3951);
    const restarted = performance.now() - r0;
    let after: Imp;
    for (;;) {
      after = await getImport(server.base, second);
      if (after.state === 'completed' || after.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const rolledBack = performance.now() - r0;
    const count = await creatorCount(server.base);
    rows.push({
      rows: ROWS.toLocaleString('en-US'),
      file: 'kill -9 mid-import',
      outcome: `killed at ${mid.inserted} applied (${mid.state}); after restart: ${after.state}, creators ${before} → ${count} (${count === before ? 'nothing half-written' : 'HALF-WRITTEN'})`,
      '202 after (upload + staging)': '',
      'import duration (to completed)': `restart ${(restarted / 1000).toFixed(1)} s, rolled back after ${(rolledBack / 1000).toFixed(1)} s`,
      probes: '',
      'probe failures': '',
      'probe p50': '',
      'probe p95': '',
      'probe max': '',
      'p95 < 500 ms': '',
      'server RSS idle → peak': '',
    });
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
