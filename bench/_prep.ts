import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config.js';
import { startRuntime } from '../apps/server/src/runtime.js';
import { benchDir } from './db-bench.js';
for (const n of [5000, 1000000]) {
  const t0 = performance.now();
  const rt = await startRuntime(loadConfig({ ...process.env, DATA_DIR: benchDir(n), SEED_CREATORS: '0', DATABASE_URL: '' }), pino({ level: 'silent' }), { seed: false });
  console.log(n, 'migrated in', ((performance.now() - t0) / 1000).toFixed(1), 's');
  await rt.db.exec('vacuum analyze creators');
  await rt.db.exec('vacuum analyze creator_search');
  console.log(n, 'vacuumed at', ((performance.now() - t0) / 1000).toFixed(1), 's');
  await rt.close();
}
