// npm run import:creators -- file.csv [--strict] [--workspace <id>] [--map "Header=field"]... [--default-country IN] [--default-platform instagram]:
// upserts creators from a CSV file for a workspace (default: the first one) and reports rejected rows. --map maps a
// header to a field ("Header=" ignores the column), as the import page's mapping step does (docs/decisions/0017). The file is staged and applied by the same job as an upload
// to the API (docs/decisions/0013); this process works that job itself and waits for it.
import { createReadStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ZCreatorImportOptions } from '@inflow/contracts';
import { pino } from 'pino';
import { loadConfig } from '../../config.js';
import { DataDirLockedError } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { createJobQueue } from '../../jobs/queue.js';
import { startRuntime } from '../../runtime.js';
import { resolveCliWorkspace } from '../../auth/cli-workspace.js';
import { systemContext } from '../../lib/context.js';
import { createImportsService } from '../imports/imports.service.js';

const { values, positionals } = parseArgs({
  options: {
    strict: { type: 'boolean', default: false },
    workspace: { type: 'string' },
    map: { type: 'string', multiple: true },
    'default-country': { type: 'string' },
    'default-platform': { type: 'string' },
  },
  allowPositionals: true,
});
const file = positionals[0];
if (!file || !existsSync(file)) {
  console.error(file ? `File not found: ${file}` : 'Usage: npm run import:creators -- <file.csv> [--strict] [--workspace <id>]');
  process.exit(2);
}
// The same validation as the API's query string (ZCreatorImportOptions).
const options = ZCreatorImportOptions.safeParse({
  mapping: values.map ? JSON.stringify(Object.fromEntries(values.map.map((m) => [m.slice(0, m.lastIndexOf('=')).trim(), m.slice(m.lastIndexOf('=') + 1).trim() || null]))) : undefined,
  default_country: values['default-country'],
  default_platform: values['default-platform'],
});
if (!options.success || values.map?.some((m) => !m.includes('='))) {
  console.error(options.error ? options.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : '--map takes "Header=field"');
  process.exit(2);
}
const logger = pino({ level: 'warn' });
let runtime;
try {
  runtime = await startRuntime(loadConfig(), logger);
} catch (err) {
  // With the embedded database a running server holds the data folder: say so instead of a stack trace.
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const queue = runtime.deps.jobs ?? createJobQueue({ db: runtime.db, log: logger });
const imports = createImportsService({ db: runtime.db, embedder: runtime.deps.embedder, queue, log: logger });
try {
  const workspaceId = await resolveCliWorkspace(runtime.db, values.workspace);
  await imports.startWorking();
  await queue.start();
  // An import a previous run left half-applied is rolled back first (its job runs before ours).
  await imports.resume();
  const { id } = await imports.receiveCreatorsCsv(systemContext(workspaceId, 'import CLI'), createReadStream(file), {
    strict: values.strict,
    mapping: options.data.mapping,
    defaultCountry: options.data.default_country,
    defaultPlatform: options.data.default_platform,
  });
  const r = await imports.waitFor(id);
  if (r.state === 'failed') {
    console.error(r.error ?? 'the import failed; nothing was imported');
    for (const x of r.rejected) console.error(`  line ${x.line}: ${x.reason}`);
    process.exitCode = 1;
  } else {
    console.log(`${r.rows_read} rows: ${r.inserted} inserted, ${r.updated} updated, ${r.rejected.length} rejected`);
    for (const x of r.rejected) console.log(`  line ${x.line}: ${x.reason}`);
    process.exitCode = r.rejected.length ? 1 : 0;
  }
} catch (err) {
  if (err instanceof AppError) {
    console.error(err.message);
    const rejected = (err.details as { rejected?: { line: number; reason: string }[] } | undefined)?.rejected ?? [];
    for (const x of rejected) console.error(`  line ${x.line}: ${x.reason}`);
    process.exitCode = 1;
  } else throw err;
} finally {
  await imports.close();
  await queue.stop();
  await runtime.close();
}
