import { ensureBenchDb } from './db-bench.js';
const t0 = performance.now();
for (const n of [5000, 1000000]) {
  const r = await ensureBenchDb(n);
  console.log(n, r, ((performance.now() - t0) / 1000).toFixed(1), 's', process.memoryUsage().rss / 1e6, 'MB');
}
process.exit(0);
