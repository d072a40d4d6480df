import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCreators } from '../src/db/seed/creators-generator.js';
import { creatorsToCsv } from '../src/modules/creators/csv.js';
import { start, stop } from './server-process.js';

/**
 * kill -9 of the real server process in the middle of an import on the embedded database: after the restart on the
 * same data folder, the import ends failed (rolled back) and the directory is exactly as before it started.
 */
const KEY = 'kill_test_key_0123456789_abcdefghijklmnop';
const INIT = { INIT_OWNER_EMAIL: 'ops@kill.test', INIT_OWNER_PASSWORD: 'ops-password-123', INIT_WORKSPACE_NAME: 'Kill test', INIT_API_KEY: KEY };
const ROWS = 4000;
const auth = { authorization: `Bearer ${KEY}` };

type Imp = { state: string; inserted: number; updated: number; rows_read: number; error: string | null };

describe('an import killed with SIGKILL mid-way', { timeout: 600_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inflow-import-kill-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is rolled back after the restart: nothing half-written', async () => {
    let server = await start({ DATA_DIR: dir, ...INIT });
    try {
      const get = async (id: string) => (await (await fetch(`${server.base}/api/v1/imports/${id}`, { headers: auth })).json()) as Imp;
      // The whole directory as the API lists it (every page, by name): what a half-written import would change.
      const snapshot = async () => {
        const pages: unknown[] = [];
        for (let offset = 0; ; offset += 100) {
          const res = await fetch(`${server.base}/api/v1/creators?sort=name&limit=100&offset=${offset}`, { headers: auth });
          expect(res.status).toBe(200);
          const page = (await res.json()) as { items?: unknown[]; creators?: unknown[]; total: number };
          const items = page.items ?? page.creators ?? [];
          pages.push(...items);
          if (items.length < 100) return { total: page.total, creators: JSON.stringify(pages) };
        }
      };
      const before = await snapshot();
      const csv = creatorsToCsv(
        [...generateCreators({ count: ROWS, seed: 77 })].map((c, i) => ({ ...c, handle: `kill_${i}_${c.handle}`.slice(0, 60), email: `kill.${i}@imports.test` })),
      );
      const up = await fetch(`${server.base}/api/v1/creators/import`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body: csv });
      expect(up.status).toBe(202);
      const { id } = (await up.json()) as { id: string };

      // Wait until part of it is applied, then kill the process without warning.
      let mid: Imp;
      for (;;) {
        mid = await get(id);
        if (mid.inserted > 0 || mid.state === 'completed' || mid.state === 'failed') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(mid.state).toBe('running');
      expect(mid.inserted).toBeLessThan(ROWS);
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGKILL');
      await exited;

      server = await start({ DATA_DIR: dir, ...INIT });
      let after: Imp;
      for (let i = 0; ; i++) {
        after = await get(id);
        if (after.state === 'completed' || after.state === 'failed') break;
        if (i > 3000) throw new Error(`import still ${after.state} after the restart`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(after.state).toBe('failed');
      expect(after.error).toMatch(/interrupted.*rolled back.*nothing was imported/);
      const now = await snapshot();
      expect(now.total).toBe(before.total);
      expect(now.creators).toBe(before.creators);
    } catch (err) {
      throw new Error(`${(err as Error).message}; server output: ${server.output().slice(-3000)}`, { cause: err });
    } finally {
      await stop(server.child);
    }
  });
});
