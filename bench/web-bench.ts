/**
 * Web bundle and page load: the JavaScript a browser downloads before / and /dashboard render (gzip), and the time to
 * DOMContentLoaded, in headless Chromium against the real server on a bench database.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchDir } from './db-bench.js';
import { BENCH_INIT, ms, percentile } from './lib.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The entry chunk and its static imports, as index.html names them (module script + modulepreload links). */
function entryGzip(): { files: number; gzip: number } {
  const dist = path.join(ROOT, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  let gzip = 0;
  for (const src of srcs) gzip += gzipSync(readFileSync(path.join(dist, src.replace(/^\//, ''))), { level: 9 }).length;
  return { files: srcs.length, gzip };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function benchWeb(): Promise<Record<string, string | number>[]> {
  execSync('npm run build -w @inflow/web', { cwd: ROOT, stdio: 'ignore' });
  const entry = entryGzip();
  // A free port, not a fixed one: another bench's server on a fixed port would answer /healthz and serve its own build.
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    env: { ...process.env, ...BENCH_INIT, NODE_ENV: 'production', DATA_DIR: benchDir(5000), PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const userDir = mkdtempSync(path.join(tmpdir(), 'inflow-bench-chromium-'));
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('server did not start');
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const browser = await chromium.launchPersistentContext(userDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    // /dashboard is measured as a signed-in person sees it (the session cookie is shared by the context's pages).
    const signIn = await browser.request.post(`${base}/api/v1/auth/sign-in`, {
      data: { email: BENCH_INIT.INIT_OWNER_EMAIL, password: BENCH_INIT.INIT_OWNER_PASSWORD },
      headers: { Origin: base },
    });
    if (!signIn.ok()) throw new Error(`bench sign-in failed: HTTP ${signIn.status()}`);
    const rows: Record<string, string | number>[] = [];
    try {
      for (const route of ['/', '/dashboard']) {
        const dcl: number[] = [];
        let jsRaw = 0;
        let jsGzip = 0;
        let files = 0;
        for (let run = 0; run < 8; run++) {
          const page = await browser.newPage();
          const bodies: Promise<Buffer | null>[] = [];
          page.on('response', (res) => {
            if (res.request().resourceType() === 'script') bodies.push(res.body().catch(() => null));
          });
          await page.goto(base + route, { waitUntil: 'networkidle' });
          const t = await page.evaluate(() => {
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            return nav.domContentLoadedEventEnd - nav.startTime;
          });
          dcl.push(t);
          if (run === 0) {
            for (const b of await Promise.all(bodies)) {
              if (!b) continue;
              files++;
              jsRaw += b.length;
              jsGzip += gzipSync(b, { level: 9 }).length;
            }
          }
          await page.close();
        }
        dcl.sort((a, b) => a - b);
        rows.push({
          route,
          'entry + static imports (gzip)': `${entry.files} files, ${(entry.gzip / 1000).toFixed(1)} kB`,
          'all JS until network idle': `${files} files, ${(jsRaw / 1000).toFixed(1)} kB raw, ${(jsGzip / 1000).toFixed(1)} kB gzip`,
          'DOMContentLoaded median': ms(percentile(dcl, 50)),
          'DOMContentLoaded p95': ms(percentile(dcl, 95)),
        });
      }
    } finally {
      await browser.close();
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    rmSync(userDir, { recursive: true, force: true });
  }
}
