// `npm start` (and the other runtime scripts) run the built SPA and the compiled server: build each once when it is
// missing or older than its sources. A production tree (built, then `npm prune --omit=dev`) is never rebuilt.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const contracts = path.join(root, 'packages/contracts/src');

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let t = 0;
  for (const e of readdirSync(p, { withFileTypes: true })) t = Math.max(t, newest(path.join(p, e.name)));
  return t;
}
const stale = (output, sources) => !existsSync(output) || sources.some((s) => newest(s) > statSync(output).mtimeMs);

const only = process.argv[2];
const web = path.join(root, 'apps/web');
if (only !== '--server' && existsSync(path.join(web, 'index.html')) && stale(path.join(web, 'dist/index.html'), [path.join(web, 'src'), path.join(web, 'index.html'), contracts])) {
  console.log('Building the web app (first start or sources changed)...');
  execSync('npm run build -w @inflow/web', { stdio: 'inherit', cwd: root });
}
const server = path.join(root, 'apps/server');
if (existsSync(path.join(server, 'src')) && stale(path.join(server, 'dist/main.js'), [path.join(server, 'src'), contracts])) {
  console.log('Compiling the server (first start or sources changed)...');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
