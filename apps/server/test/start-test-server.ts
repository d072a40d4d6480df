import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTestApp, type TestAppOptions } from './helpers.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * The whole product (built SPA + API) on a random 127.0.0.1 port, with an in-memory seeded database: for browser
 * journeys. Build the SPA first (`npm run build -w @inflow/web`).
 */
export async function startTestServer(opts: TestAppOptions = {}) {
  const t = await buildTestApp({ creators: opts.creators ?? 600, demo: opts.demo ?? true, deps: { webDist, ...opts.deps } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, app: t.app, db: t.db, close: () => t.close() };
}
