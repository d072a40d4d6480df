// `npm start` serves the built SPA: build it once when apps/web/dist is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '../apps/web');
const dist = path.join(web, 'dist', 'index.html');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
const sources = [path.join(web, 'src'), path.join(web, 'index.html'), path.resolve(web, '../../packages/contracts/src')].filter(existsSync);
const stale = !existsSync(dist) || sources.some((s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs) > statSync(dist).mtimeMs);
if (stale && existsSync(path.join(web, 'index.html'))) {
  console.log('Building the web app (first start or sources changed)...');
  execSync('npm run build -w @inflow/web', { stdio: 'inherit', cwd: path.resolve(web, '../..') });
}
