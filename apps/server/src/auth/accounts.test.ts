import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authedClient,
  buildTestApp,
  clientWith,
  cookieHeader,
  signedInClient,
  TEST_OWNER,
  type TestClient,
} from '../../test/helpers.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;

async function outbox(t: T, to: string) {
  const { rows } = await t.db.query<{ subject: string; body: string; kind: string }>(
    'select subject, body, kind from account_emails where to_address = $1 order by created_at desc',
    [to],
  );
  return rows;
}
const linkIn = (body: string, path: string) => {
  const m = new RegExp(`https?://[^\\s]+${path}[^\\s]*`).exec(body);
  if (!m) throw new Error(`no ${path} link in: ${body}`);
  return new URL(m[0]);
};

describe('accounts: sign-up, sign-in, sessions, passwords', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 30, demo: true, deps: { signInLimits: { perAccount: 3, perIp: 1000 } } });
  });
  afterAll(() => t.close());

  it('answers 401 JSON without a caller, and the init key reads the demo workspace', async () => {
    const anon = await t.app.inject({ url: '/api/v1/campaigns/' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ code: 'unauthenticated' });
    const ok = await t.api.inject({ url: '/api/v1/campaigns/' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().length).toBeGreaterThan(5);
    const me = (await t.api.inject('/api/v1/me')).json();
    expect(me).toMatchObject({ user: null, api_key: { name: 'INIT_API_KEY' }, workspace: { id: t.workspaceId, name: 'Demo workspace' }, role: 'owner' });
    expect(me.workspaces).toEqual([{ id: t.workspaceId, name: 'Demo workspace', role: 'owner' }]);
    // Wrong or malformed keys are 401 with a reason.
    expect((await authedClient(t.app, 'x'.repeat(40)).inject('/api/v1/me')).json()).toMatchObject({ code: 'invalid_api_key' });
    expect((await t.app.inject({ url: '/api/v1/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    // The API docs need a caller too; the health check does not.
    expect((await t.app.inject('/api/docs/json')).statusCode).toBe(401);
    expect((await t.api.inject('/api/docs/json')).statusCode).toBe(200);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('signs a user in with a session cookie (httpOnly, SameSite) and shows who they are', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: TEST_OWNER.email, password: TEST_OWNER.password },
      headers: { origin: 'http://localhost' },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'inflow.session_token')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(session.secure).toBeFalsy();
    const me = (await clientWith(t.app, { cookie: cookieHeader(res) }).inject('/api/v1/me')).json();
    expect(me).toMatchObject({ user: { email: TEST_OWNER.email }, api_key: null, role: 'owner', workspace: { id: t.workspaceId } });
    // Sign-out ends the session.
    const client = clientWith(t.app, { cookie: cookieHeader(res), origin: 'http://localhost' });
    expect((await client.inject({ method: 'POST', url: '/api/v1/auth/sign-out' })).statusCode).toBe(204);
    expect((await client.inject('/api/v1/me')).statusCode).toBe(401);
  });

  it('stores passwords as scrypt hashes, never in clear', async () => {
    const { rows } = await t.db.query<{ password: string }>(`select a.password from accounts a join users u on u.id = a.user_id where u.email = $1`, [TEST_OWNER.email]);
    expect(rows[0]!.password).not.toContain(TEST_OWNER.password);
    expect(rows[0]!.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
  });

  it('rejects wrong passwords with one message and locks an account after repeated failures', async () => {
    const email = 'lock@inflow.test';
    const up = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { name: 'Lock', email, password: 'right-password-1' } });
    expect(up.statusCode).toBe(201);
    const attempt = (password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password } });
    for (let i = 0; i < 3; i++) {
      const r = await attempt('wrong-password-1');
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 'invalid_credentials', message: 'Email or password is incorrect' });
    }
    // Locked now, even with the right password; an unknown account answers like a wrong password.
    const locked = await attempt('right-password-1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: 'nobody@inflow.test', password: 'whatever-123' } })).json().code).toBe(
      'invalid_credentials',
    );
    const audit = (await t.api.inject('/api/v1/audit?action=auth.sign_in_failed')).statusCode;
    expect(audit).toBe(200);
  });

  it('locks sign-ins per IP address across accounts', async () => {
    const s = await buildTestApp({ creators: 0, deps: { signInLimits: { perAccount: 100, perIp: 4 } } });
    try {
      for (let i = 0; i < 4; i++) {
        const r = await s.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: `u${i}@inflow.test`, password: 'nope-nope-1' } });
        expect(r.statusCode).toBe(401);
      }
      const r = await s.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: TEST_OWNER.email, password: TEST_OWNER.password } });
      expect(r.statusCode).toBe(429);
      // Another address is not affected.
      const other = await s.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        remoteAddress: '10.1.2.3',
        payload: { email: TEST_OWNER.email, password: TEST_OWNER.password },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('validates sign-up input and refuses a second account with the same email', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { name: 'X', email: 'not-an-email', password: 'short' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/email/);
    expect(bad.json().message).toMatch(/password/);
    const dup = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { name: 'X', email: TEST_OWNER.email, password: 'another-password' } });
    expect(dup.statusCode).toBe(409);
    // A new user has no workspace: the app asks them to create one.
    const up = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { name: 'New', email: 'new@inflow.test', password: 'new-password-1' } });
    const client = clientWith(t.app, { cookie: cookieHeader(up), origin: 'http://localhost' });
    const me = await client.inject('/api/v1/me');
    expect(me.statusCode).toBe(403);
    expect(me.json().code).toBe('no_workspace');
    expect(me.json().details.user).toMatchObject({ email: 'new@inflow.test', name: 'New' });
    const ws = await client.inject({ method: 'POST', url: '/api/v1/workspaces', payload: { name: 'New brand' } });
    expect(ws.statusCode).toBe(201);
    expect((await client.inject('/api/v1/me')).json()).toMatchObject({ role: 'owner', workspace: { name: 'New brand' } });
  });

  it('resets a password through the emailed link (outbox), ending old sessions', async () => {
    const email = 'reset@inflow.test';
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { name: 'Reset', email, password: 'old-password-1' } });
    const old = await signedInClient(t.app, email, 'old-password-1');
    const req = await t.app.inject({ method: 'POST', url: '/api/v1/auth/request-password-reset', payload: { email } });
    expect(req.statusCode).toBe(202);
    // Same answer for an unknown address: nothing reveals who has an account.
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/auth/request-password-reset', payload: { email: 'ghost@inflow.test' } });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(req.json());
    const mail = (await outbox(t, email)).find((m) => m.kind === 'password_reset')!;
    const link = linkIn(mail.body, '/reset-password');
    const token = link.searchParams.get('token')!;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token: 'x'.repeat(30), password: 'new-password-1' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'new-password-1' } })).statusCode).toBe(204);
    expect((await old.inject('/api/v1/workspaces')).statusCode).toBe(401);
    await signedInClient(t.app, email, 'new-password-1');
    // Single use.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'other-password-1' } })).statusCode).toBe(400);
  });

  it('verifies an email address with a POST from the emailed link', async () => {
    const email = 'verify@inflow.test';
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { name: 'Verify', email, password: 'verify-password-1' } });
    const mail = (await outbox(t, email)).find((m) => m.kind === 'email_verification')!;
    const token = linkIn(mail.body, '/verify-email').searchParams.get('token')!;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } })).statusCode).toBe(204);
    const { rows } = await t.db.query<{ email_verified: boolean }>('select email_verified from users where email = $1', [email]);
    expect(rows[0]!.email_verified).toBe(true);
  });
});

describe('accounts: workspaces, roles, invitations, API keys', () => {
  let t: T;
  let owner: TestClient;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 30, demo: true });
    owner = await signedInClient(t.app, TEST_OWNER.email, TEST_OWNER.password);
  });
  afterAll(() => t.close());

  async function newUser(email: string) {
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { name: email.split('@')[0], email, password: 'member-password-1' } });
    return signedInClient(t.app, email, 'member-password-1');
  }
  async function invite(role: string, email: string) {
    const res = await owner.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/invitations`, payload: { email, role } });
    expect(res.statusCode, res.body).toBe(201);
    const mail = (await outbox(t, email))[0]!;
    return linkIn(mail.body, '/invite/').pathname.split('/').pop()!;
  }

  it('invites by email link; the invited person accepts with the role; the preview shows no secrets', async () => {
    const token = await invite('member', 'mia@inflow.test');
    const preview = await t.app.inject(`/api/v1/invitations/${token}`);
    expect(preview.json()).toMatchObject({ workspace_name: 'Demo workspace', email: 'mia@inflow.test', role: 'member', status: 'pending' });
    const mia = await newUser('mia@inflow.test');
    // Someone else can't use it.
    const eve = await newUser('eve@inflow.test');
    expect((await eve.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept` })).statusCode).toBe(403);
    const accepted = await mia.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ role: 'member', workspace: { id: t.workspaceId } });
    expect((await mia.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept` })).statusCode).toBe(410);
    expect((await mia.inject('/api/v1/me')).json()).toMatchObject({ role: 'member', workspace: { id: t.workspaceId } });
    // A member runs campaigns but can't manage keys or members.
    expect((await mia.inject('/api/v1/campaigns')).statusCode).toBe(200);
    expect((await mia.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/api-keys`, payload: { name: 'k', role: 'viewer' } })).statusCode).toBe(403);
    expect((await mia.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/invitations`, payload: { email: 'x@inflow.test', role: 'viewer' } })).statusCode).toBe(403);
    expect((await mia.inject(`/api/v1/workspaces/${t.workspaceId}/api-keys`)).statusCode).toBe(403);
    expect((await mia.inject('/api/v1/audit')).statusCode).toBe(403);
    const members = (await owner.inject(`/api/v1/workspaces/${t.workspaceId}/members`)).json() as { user_id: string; email: string }[];
    const miaId = members.find((m) => m.email === 'mia@inflow.test')!.user_id;
    expect((await mia.inject({ method: 'PATCH', url: `/api/v1/workspaces/${t.workspaceId}/members/${miaId}`, payload: { role: 'admin' } })).statusCode).toBe(403);
  });

  it('changes roles and approval limits (audited); removing a member ends their sessions at once', async () => {
    await invite('viewer', 'vic@inflow.test');
    const token = linkIn((await outbox(t, 'vic@inflow.test'))[0]!.body, '/invite/').pathname.split('/').pop()!;
    const vic = await newUser('vic@inflow.test');
    await vic.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept` });
    const members = (await owner.inject(`/api/v1/workspaces/${t.workspaceId}/members`)).json() as { user_id: string; email: string; role: string }[];
    const vicId = members.find((m) => m.email === 'vic@inflow.test')!.user_id;
    const ownerId = members.find((m) => m.email === TEST_OWNER.email)!.user_id;
    // A viewer reads but writes nothing.
    expect((await vic.inject('/api/v1/campaigns')).statusCode).toBe(200);
    const write = await vic.inject({ method: 'POST', url: '/api/v1/campaigns', payload: { product_name: 'X', brand_name: 'Y', total_budget: 1000, currency: 'INR' } });
    expect(write.statusCode).toBe(403);
    const up = await owner.inject({ method: 'PATCH', url: `/api/v1/workspaces/${t.workspaceId}/members/${vicId}`, payload: { role: 'member', approval_limit: 50000 } });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ role: 'member', approval_limit: 50000 });
    expect((await vic.inject('/api/v1/me')).json()).toMatchObject({ role: 'member', approval_limit: 50000 });
    // The last owner can't be demoted or removed.
    expect((await owner.inject({ method: 'PATCH', url: `/api/v1/workspaces/${t.workspaceId}/members/${ownerId}`, payload: { role: 'admin' } })).statusCode).toBe(409);
    expect((await owner.inject({ method: 'DELETE', url: `/api/v1/workspaces/${t.workspaceId}/members/${ownerId}` })).statusCode).toBe(409);
    expect((await owner.inject({ method: 'DELETE', url: `/api/v1/workspaces/${t.workspaceId}/members/${vicId}` })).statusCode).toBe(204);
    expect((await vic.inject('/api/v1/campaigns')).statusCode).toBe(401);
    const audit = (await owner.inject('/api/v1/audit')).json() as { action: string; target_id: string; actor_label: string }[];
    expect(audit.find((a) => a.action === 'member.role_changed' && a.target_id === vicId)).toMatchObject({ actor_label: TEST_OWNER.email });
    expect(audit.find((a) => a.action === 'member.removed' && a.target_id === vicId)).toBeTruthy();
    expect(audit.some((a) => a.action === 'auth.sign_in')).toBe(true);
  });

  it('API keys: shown once, stored hashed, role-bound, last use recorded, revocation immediate', async () => {
    const created = await owner.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/api-keys`, payload: { name: 'Reporting', role: 'viewer' } });
    expect(created.statusCode).toBe(201);
    const { id, key } = created.json() as { id: string; key: string };
    const { rows } = await t.db.query<{ key_hash: string }>('select key_hash from api_keys where id = $1', [id]);
    expect(rows[0]!.key_hash).not.toContain(key);
    expect(JSON.stringify((await owner.inject(`/api/v1/workspaces/${t.workspaceId}/api-keys`)).json())).not.toContain(key);
    const viewer = authedClient(t.app, key);
    expect((await viewer.inject('/api/v1/campaigns')).statusCode).toBe(200);
    const listed = ((await owner.inject(`/api/v1/workspaces/${t.workspaceId}/api-keys`)).json() as { id: string; last_used_at: string | null }[]).find((k) => k.id === id)!;
    expect(listed.last_used_at).not.toBeNull();
    expect((listed as unknown as { created_by_email: string }).created_by_email).toBe(TEST_OWNER.email);
    // A viewer key gets 403 on every write of the API (walked from the OpenAPI document).
    const doc = (await t.api.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    let writes = 0;
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (method === 'get' || method === 'head') continue;
        if (Array.isArray(op.security) && op.security.length === 0) continue; // public: sign-in, setup, webhooks
        const url = p.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-0000000000aa');
        const res = await viewer.inject({ method: method.toUpperCase() as 'POST', url, payload: {} });
        expect(res.statusCode, `${method} ${p}`).toBe(403);
        writes++;
      }
    }
    expect(writes).toBeGreaterThan(15);
    // An admin can't mint an owner key; revocation works at once.
    expect((await owner.inject({ method: 'DELETE', url: `/api/v1/workspaces/${t.workspaceId}/api-keys/${id}` })).statusCode).toBe(204);
    expect((await viewer.inject('/api/v1/campaigns')).statusCode).toBe(401);
  });

  it('scripts: an owner key creates a workspace (its user becomes owner) and manages that workspace’s keys', async () => {
    const ws = await t.api.inject({ method: 'POST', url: '/api/v1/workspaces', payload: { name: 'Client B' } });
    expect(ws.statusCode).toBe(201);
    const { id } = ws.json() as { id: string; name: string };
    expect(ws.json()).toEqual({ id, name: 'Client B' });
    const k = await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${id}/api-keys`, payload: { name: 'B script', role: 'admin' } });
    expect(k.statusCode).toBe(201);
    const { id: keyId, key } = k.json() as { id: string; key: string };
    const b = authedClient(t.app, key);
    expect((await b.inject('/api/v1/me')).json()).toMatchObject({ workspace: { id, name: 'Client B' }, role: 'admin' });
    expect((await t.api.inject({ method: 'DELETE', url: `/api/v1/workspaces/${id}/api-keys/${keyId}` })).statusCode).toBe(204);
    expect((await b.inject('/api/v1/me')).statusCode).toBe(401);
    // The owner (a person) sees both workspaces and switches between them.
    const list = (await owner.inject('/api/v1/workspaces')).json() as { id: string }[];
    expect(list.map((w) => w.id)).toEqual(expect.arrayContaining([t.workspaceId, id]));
    const switched = await owner.inject({ method: 'POST', url: '/api/v1/me/workspace', payload: { workspace_id: id } });
    expect(switched.statusCode).toBe(200);
    const after = clientWith(t.app, { ...owner.headers, cookie: cookieHeader(switched, owner.headers.cookie) });
    expect((await after.inject('/api/v1/me')).json()).toMatchObject({ workspace: { id } });
    expect((await after.inject('/api/v1/campaigns')).json()).toEqual([]);
    // A member key can't create workspaces; a key can't act in another workspace by header.
    const member = await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/api-keys`, payload: { name: 'm', role: 'member' } });
    const m = authedClient(t.app, (member.json() as { key: string }).key);
    expect((await m.inject({ method: 'POST', url: '/api/v1/workspaces', payload: { name: 'Nope' } })).statusCode).toBe(403);
    expect((await m.inject(`/api/v1/workspaces/${id}/api-keys`)).statusCode).toBe(404);
    expect((await m.inject({ url: '/api/v1/campaigns', headers: { 'x-workspace-id': id } })).statusCode).toBe(403);
    // A person who isn't a member of a workspace can't pick it by header.
    const eve = await newUser('eve2@inflow.test');
    expect((await eve.inject({ url: '/api/v1/me', headers: { 'x-workspace-id': id } })).statusCode).toBe(403);
  });
});

describe('first start without INIT_*: the first visitor creates the owner', () => {
  it('offers setup once, then never again', async () => {
    const t = await buildTestApp({ creators: 0, demo: true, owner: false });
    try {
      expect((await t.app.inject('/api/v1/setup')).json()).toEqual({ needs_owner: true, workspace_name: 'Demo workspace' });
      const body = { name: 'First Owner', email: 'first@inflow.test', password: 'first-password-1' };
      const [a, b] = await Promise.all([
        t.app.inject({ method: 'POST', url: '/api/v1/setup', payload: body }),
        t.app.inject({ method: 'POST', url: '/api/v1/setup', payload: { ...body, email: 'second@inflow.test' } }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const winner = a.statusCode === 201 ? a : b;
      const me = (await clientWith(t.app, { cookie: cookieHeader(winner) }).inject('/api/v1/me')).json();
      expect(me).toMatchObject({ role: 'owner', workspace: { id: t.workspaceId } });
      expect((await clientWith(t.app, { cookie: cookieHeader(winner) }).inject('/api/v1/campaigns')).json().length).toBeGreaterThan(5);
      expect((await t.app.inject('/api/v1/setup')).json()).toEqual({ needs_owner: false, workspace_name: null });
      expect((await t.app.services.accounts.initialize(TEST_OWNER))).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('origin and content safety', () => {
  let t: T;
  let owner: TestClient;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 0, demo: true });
    owner = await signedInClient(t.app, TEST_OWNER.email, TEST_OWNER.password);
  });
  afterAll(() => t.close());
  const campaign = { product_name: 'CSRF probe', brand_name: 'Probe', total_budget: 1000, currency: 'INR' };

  it('refuses writes with the session cookie from another origin, or with no origin at all', async () => {
    const cookie = owner.headers.cookie!;
    const foreign = await t.app.inject({ method: 'POST', url: '/api/v1/campaigns', headers: { cookie, origin: 'http://evil.example' }, payload: campaign });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('cross_origin');
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/campaigns', headers: { cookie }, payload: campaign });
    expect(none.statusCode).toBe(403);
    const sameSite = await t.app.inject({ method: 'POST', url: '/api/v1/campaigns', headers: { cookie, 'sec-fetch-site': 'same-origin' }, payload: campaign });
    expect(sameSite.statusCode).toBe(201);
    expect((await owner.inject({ method: 'POST', url: '/api/v1/campaigns', payload: campaign })).statusCode).toBe(201);
    // Sign-in from a foreign page is refused too (login CSRF).
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', headers: { origin: 'http://evil.example' }, payload: { email: TEST_OWNER.email, password: TEST_OWNER.password } });
    expect(login.statusCode).toBe(403);
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from campaigns where product_name = 'CSRF probe'`);
    expect(rows[0]!.n).toBe(2);
  });

  it('answers 415 for a body of the wrong type on every kind of route', async () => {
    const plain = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(campaign) });
    expect(plain.statusCode).toBe(415);
    const form = await t.api.inject({ method: 'POST', url: '/api/v1/outreach', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(form.statusCode).toBe(415);
    const csvAsPlain = await t.api.inject({ method: 'POST', url: '/api/v1/creators/import', headers: { 'content-type': 'text/plain' }, payload: 'name,handle\nA,a' });
    expect(csvAsPlain.statusCode).toBe(415);
    const jsonToCsv = await t.api.inject({ method: 'POST', url: '/api/v1/creators/import', payload: { a: 1 } });
    expect(jsonToCsv.statusCode).toBe(415);
    expect(jsonToCsv.json().message).toContain('text/csv');
    // A request without a body needs no content type.
    expect((await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/00000000-0000-4000-8000-0000000000aa` })).statusCode).toBe(404);
  });

  it('lets an allowed origin call the API (CORS preflight advertises every method the API uses), no other', async () => {
    const s = await buildTestApp({ creators: 0, deps: { corsOrigins: ['http://partner.example'] } });
    try {
      const pre = await s.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/campaigns/x',
        headers: { origin: 'http://partner.example', 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('http://partner.example');
      for (const m of ['GET', 'POST', 'PATCH', 'DELETE']) expect(String(pre.headers['access-control-allow-methods'])).toContain(m);
      expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      const write = await s.api.inject({ method: 'POST', url: '/api/v1/campaigns', headers: { origin: 'http://partner.example' }, payload: campaign });
      expect(write.statusCode).toBe(201);
      const other = await s.app.inject({ method: 'OPTIONS', url: '/api/v1/campaigns', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await s.close();
    }
  });

  it('answers only for its own host names (no DNS rebinding)', async () => {
    const res = await t.api.inject({ url: '/api/v1/campaigns', headers: { host: 'attacker.example:3000' } });
    expect(res.statusCode).toBe(421);
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      expect((await t.api.inject({ url: '/api/v1/campaigns', headers: { host } })).statusCode, host).toBe(200);
    }
    const spa = await t.app.inject({ url: '/dashboard', headers: { host: 'attacker.example' } });
    expect(spa.statusCode).toBe(421);
  });
});
