// npm run import:creators -- file.csv [--strict]: upserts creators from a CSV file and reports rejected rows.
import { createReadStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../../config.js';
import { AppError } from '../../http/errors.js';
import { startRuntime } from '../../runtime.js';
import { createCreatorsService } from './creators.service.js';

const { values, positionals } = parseArgs({ options: { strict: { type: 'boolean', default: false } }, allowPositionals: true });
const file = positionals[0];
if (!file || !existsSync(file)) {
  console.error(file ? `File not found: ${file}` : 'Usage: npm run import:creators -- <file.csv> [--strict]');
  process.exit(2);
}
const runtime = await startRuntime(loadConfig(), pino({ level: 'warn' }));
try {
  const service = createCreatorsService({ db: runtime.db, embedder: runtime.deps.embedder });
  const r = await service.importCsv(createReadStream(file), { strict: values.strict });
  console.log(`${r.total_rows} rows: ${r.inserted} inserted, ${r.updated} updated, ${r.rejected.length} rejected`);
  for (const x of r.rejected) console.log(`  line ${x.line}: ${x.reason}`);
  process.exitCode = r.rejected.length ? 1 : 0;
} catch (err) {
  if (err instanceof AppError) {
    console.error(err.message);
    const rejected = (err.details as { rejected?: { line: number; reason: string }[] } | undefined)?.rejected ?? [];
    for (const x of rejected) console.error(`  line ${x.line}: ${x.reason}`);
    process.exitCode = 1;
  } else throw err;
} finally {
  await runtime.close();
}
