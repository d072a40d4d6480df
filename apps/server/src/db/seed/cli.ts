// npm run seed -- --creators 1000000 [--seed 42]: fills DATA_DIR's database (or DATABASE_URL) with generated creators.
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../../config.js';
import { startRuntime } from '../../runtime.js';
import { seedCreators, seedDemo } from './seed.js';

const { values } = parseArgs({
  options: { creators: { type: 'string', default: '5000' }, seed: { type: 'string', default: '42' } },
  allowPositionals: false,
});
const count = Number(values.creators);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 0 || count > 5_000_000) {
  console.error(`--creators must be a whole number between 0 and 5,000,000 (got '${values.creators}')`);
  process.exit(2);
}
if (!Number.isInteger(seed)) {
  console.error(`--seed must be a whole number (got '${values.seed}')`);
  process.exit(2);
}

const config = loadConfig();
const logger = pino({ level: 'warn' });
const runtime = await startRuntime(config, logger, { seed: false });
const embedder = runtime.deps.embedder;
try {
  const t0 = performance.now();
  let last = 0;
  const added = await seedCreators(runtime.db, embedder, {
    count,
    seed,
    batchSize: 1000,
    onProgress(done, total) {
      if (done - last >= 50_000 || done === total) {
        last = done;
        process.stdout.write(`  ${done.toLocaleString()} / ${total.toLocaleString()} creators\n`);
      }
    },
  });
  const { rows } = await runtime.db.query<{ n: number }>('select count(*)::int as n from campaigns');
  if (rows[0]!.n === 0) await seedDemo(runtime.db, embedder, seed);
  console.log(`Added ${added.toLocaleString()} creators in ${((performance.now() - t0) / 1000).toFixed(1)} s; the database now holds ${Math.max(count, added).toLocaleString()} creators or more (imported ones count too).`);
} finally {
  await runtime.close();
}
