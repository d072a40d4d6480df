import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const web = path.join(root, 'apps/web');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** The journeys run against the built SPA: build it when it is missing or older than its sources. */
export default function setup() {
  const built = path.join(web, 'dist/index.html');
  // The build configuration counts as a source: a change of runtime (apps/web/preact-aliases.ts) changes the output.
  const config = ['index.html', 'vite.config.ts', 'preact-aliases.ts'].map((f) => statSync(path.join(web, f)).mtimeMs);
  const sources = Math.max(newestMtime(path.join(web, 'src')), ...config);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('[e2e] building the web app (apps/web/dist is missing or stale)...');
  // Vitest runs with NODE_ENV=test; the journeys must exercise the production build.
  execFileSync('npm', ['run', 'build', '-w', '@inflow/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
