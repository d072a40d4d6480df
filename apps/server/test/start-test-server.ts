import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTestApp, TEST_OWNER, type TestAppOptions } from './helpers.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * The whole product (built SPA + API) on a random 127.0.0.1 port, with an in-memory seeded database: for browser
 * journeys. Build the SPA first (`npm run build -w @inflow/web`). With `owner: false` nobody has claimed it yet.
 */
export async function startTestServer(opts: TestAppOptions = {}) {
  const t = await buildTestApp({ creators: opts.creators ?? 600, demo: opts.demo ?? true, owner: opts.owner, deps: { webDist, ...opts.deps } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app: t.app,
    db: t.db,
    owner: { email: TEST_OWNER.email, password: TEST_OWNER.password, name: TEST_OWNER.email.split('@')[0]! },
    apiKey: TEST_OWNER.apiKey,
    workspaceId: t.workspaceId,
    /** Mail to people with accounts (invitations, resets, verification), newest first. */
    async outbox() {
      const { rows } = await t.db.query<{ to: string; subject: string; text: string; created_at: string }>(
        'select to_address as "to", subject, body as text, created_at::text from account_emails order by created_at desc',
      );
      return rows;
    },
    close: () => t.close(),
  };
}
