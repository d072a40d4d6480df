import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { start, stop } from './server-process.js';

describe('headless first start with INIT_*', { timeout: 400_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inflow-init-'));
  const key = 'init_key_for_scripts_0123456789_abcdefgh';
  const init = {
    DATA_DIR: dataDir,
    INIT_OWNER_EMAIL: 'ops@brand.test',
    INIT_OWNER_PASSWORD: 'ops-password-123',
    INIT_WORKSPACE_NAME: 'Brand HQ',
    INIT_API_KEY: key,
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the owner, the workspace with the demo data and the key; a restart ignores INIT_* and keeps sessions', async () => {
    const first = await start(init);
    let cookie: string;
    try {
      const anon = await fetch(`${first.base}/api/v1/campaigns/`);
      expect(anon.status).toBe(401);
      const auth = { Authorization: `Bearer ${key}` };
      const list = await fetch(`${first.base}/api/v1/campaigns/`, { headers: auth });
      expect(list.status).toBe(200);
      expect(((await list.json()) as unknown[]).length).toBeGreaterThan(5);
      const me = (await (await fetch(`${first.base}/api/v1/me`, { headers: auth })).json()) as Record<string, unknown>;
      expect(me).toMatchObject({ api_key: { name: 'INIT_API_KEY' }, workspace: { name: 'Brand HQ' }, role: 'owner' });
      const signIn = await fetch(`${first.base}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.base },
        body: JSON.stringify({ email: init.INIT_OWNER_EMAIL, password: init.INIT_OWNER_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      expect(cookie).toContain('inflow.session_token=');
    } finally {
      await stop(first.child);
    }

    // Same data folder, other INIT_* values: ignored without error; the generated auth secret was kept.
    const second = await start({ ...init, INIT_OWNER_EMAIL: 'someone@else.test', INIT_API_KEY: 'another_key_0123456789_abcdefghijklmn' });
    try {
      expect((await fetch(`${second.base}/api/v1/campaigns/`, { headers: { Authorization: 'Bearer another_key_0123456789_abcdefghijklmn' } })).status).toBe(401);
      expect((await fetch(`${second.base}/api/v1/campaigns/`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(200);
      const me = (await (await fetch(`${second.base}/api/v1/me`, { headers: { cookie } })).json()) as { user: { email: string } };
      expect(me.user.email).toBe('ops@brand.test');
    } finally {
      await stop(second.child);
    }
  });

  it('refuses a bad INIT_API_KEY at start-up with a message naming it', async () => {
    await expect(start({ ...init, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'inflow-init-bad-')), INIT_API_KEY: 'short' })).rejects.toThrow(/INIT_API_KEY/);
  });
});
