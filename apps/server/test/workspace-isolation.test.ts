import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedClient, buildTestApp, signedInClient, type TestClient } from './helpers.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;
const PROFILE = 'name, handle, platform, niche, followers_count, engagement_rate, country, language, typical_rate, currency';
type Profile = Record<string, string | number> & { id: string; phone: string };
/** A one-row import of this creator's profile as it is, with another phone number. */
const csvWithPhone = (p: Profile, phone: string) => {
  const cols = PROFILE.split(', ');
  return `${cols.join(',')},phone\n${cols.map((c) => p[c]).join(',')},${phone}\n`;
};
type Op = { method: string; path: string; security?: unknown[] };

async function waitCall(api: TestClient, conversationId: string) {
  for (let i = 0; i < 400; i++) {
    const r = await api.inject(`/api/v1/outreach/call/${conversationId}/analysis`);
    if (r.statusCode === 200 && ['done', 'failed'].includes(r.json().status)) return r.json();
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('call did not finish');
}

/**
 * Workspace B (another person's, with its own key) against everything workspace A has: every operation of the
 * OpenAPI document is called with A's ids; none answers with A's data or changes it.
 */
describe('workspace isolation, route by route', () => {
  let t: T;
  let b: TestClient;
  const A: Record<string, string> = {};
  let profile: Profile;
  const aPhone = '+919811100077';

  beforeAll(async () => {
    t = await buildTestApp({ creators: 200, demo: true });
    const api = t.api;
    A.workspace = t.workspaceId;
    const { rows: camps } = await t.db.query<{ id: string; target_countries: string[] }>(
      `select id, target_countries from campaigns where currency = 'INR' and status in ('planning', 'active') order by created_at limit 2`,
    );
    A.campaign = camps[0]!.id;
    A.runCampaign = camps[1]!.id;
    const { rows: cr } = await t.db.query<Profile>(
      `select id, phone, ${PROFILE} from creators where phone is not null and email is not null
         and (cardinality($1::text[]) = 0 or country = any($1::text[])) order by followers_count desc limit 1`,
      [camps[0]!.target_countries],
    );
    A.creator = cr[0]!.id;
    A.directoryPhone = cr[0]!.phone;
    profile = cr[0]!;
    // A's own number for this creator (an import): B must never see it nor dial it.
    const csv = csvWithPhone(profile, aPhone);
    const imp = await api.inject({ method: 'POST', url: '/api/v1/creators/import', headers: { 'content-type': 'text/csv' }, payload: csv });
    expect(imp.statusCode, imp.body).toBe(202);
    A.import = imp.json().id;
    expect((await t.app.services.imports.waitFor(A.import!)).state).toBe('completed');
    const bulk = await api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: A.campaign, creator_ids: [A.creator] } });
    A.outreach = bulk.json().entries[0].id;
    const call = await api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: A.outreach } });
    expect(call.statusCode, call.body).toBe(200);
    A.conversation = call.json().conversation_id;
    const done = await waitCall(api, A.conversation!);
    expect(done.to_number).toBe(aPhone);
    A.callId = done.id;
    const email = await api.inject({ method: 'POST', url: '/api/v1/outreach/email', payload: { outreach_id: A.outreach } });
    A.email = email.json().id;
    const run = await api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${A.runCampaign}?max_creators=1` });
    A.run = run.json().id;
    for (let i = 0; i < 300; i++) {
      const r = (await api.inject(`/api/campaign-trigger/runs/${A.run}`)).json();
      if (r.state === 'completed' || r.state === 'failed') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    await api.inject({ method: 'POST', url: '/api/v1/ai/campaign-similarity', payload: { campaign_id: A.campaign } });
    A.brand = (await api.inject('/api/v1/brands')).json()[0].id;
    A.invitation = (await api.inject({ method: 'POST', url: `/api/v1/workspaces/${A.workspace}/invitations`, payload: { email: 'ann@a.test', role: 'member' } })).json().id;
    A.key = (await api.inject({ method: 'POST', url: `/api/v1/workspaces/${A.workspace}/api-keys`, payload: { name: 'A reporting', role: 'viewer' } })).json().id;
    A.ownerUser = (await api.inject(`/api/v1/workspaces/${A.workspace}/members`)).json()[0].user_id;
    // A's records of the later issues: a deal entered by hand (with milestones), its contract, a shortlist, a note,
    // a task and an email template.
    const deal = await api.inject({
      method: 'POST',
      url: '/api/v1/deals',
      payload: { campaign_id: A.campaign, creator_id: A.creator, outreach_id: A.outreach, price: 1000, currency: 'INR', deliverables: [{ platform: 'instagram', format: 'reel', count: 1 }] },
    });
    expect(deal.statusCode, deal.body).toBe(201);
    A.deal = deal.json().id;
    A.milestone = deal.json().milestones[0].id;
    const contract = await api.inject({ method: 'POST', url: `/api/v1/deals/${A.deal}/contract` });
    expect(contract.statusCode, contract.body).toBeLessThan(300);
    A.contract = contract.json().id;
    A.list = (await api.inject({ method: 'POST', url: '/api/v1/lists', payload: { name: 'A secret list', creator_ids: [A.creator] } })).json().id;
    A.note = (await api.inject({ method: 'POST', url: '/api/v1/notes', payload: { body: 'A private note', outreach_id: A.outreach } })).json().id;
    A.task = (await api.inject({ method: 'POST', url: '/api/v1/tasks', payload: { title: 'A private task', outreach_id: A.outreach } })).json().id;
    A.template = (await api.inject({ method: 'POST', url: '/api/v1/email/templates', payload: { name: 'A template', subject: 'A subject', body: 'A body' } })).json().id;
    for (const k of ['list', 'note', 'task', 'template']) expect(A[k], k).toBeTruthy();

    // Bob signs up, creates workspace B and a key for it.
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { name: 'Bob', email: 'bob@b.test', password: 'bob-password-1' } });
    const bob = await signedInClient(t.app, 'bob@b.test', 'bob-password-1');
    const ws = (await bob.inject({ method: 'POST', url: '/api/v1/workspaces', payload: { name: 'B' } })).json();
    const key = (await bob.inject({ method: 'POST', url: `/api/v1/workspaces/${ws.id}/api-keys`, payload: { name: 'B key', role: 'owner' } })).json();
    b = authedClient(t.app, key.key);
  });
  afterAll(() => t.close());

  /** What B sends to each operation: path params and bodies naming A's records. */
  function request(op: Op): { url: string; payload?: unknown; headers?: Record<string, string> } | null {
    const p = op.path;
    const param = (name: string): string => {
      if (p.startsWith('/api/v1/workspaces/{id}')) return { id: A.workspace!, userId: A.ownerUser!, invitationId: A.invitation!, keyId: A.key! }[name]!;
      if (p.startsWith('/api/v1/campaigns/')) return A.campaign!;
      if (p.startsWith('/api/v1/brands/')) return A.brand!;
      if (p.startsWith('/api/v1/creators/')) return A.creator!;
      if (p.startsWith('/api/v1/imports/')) return A.import!;
      if (p.startsWith('/api/campaign-trigger/runs/')) return A.run!;
      if (name === 'campaignId') return A.campaign!;
      if (name === 'token') return 'not-a-real-invitation-token-0123456789';
      if (name === 'conversationId') return A.conversation!;
      if (name === 'id' && p.startsWith('/api/v1/outreach/')) return A.outreach!;
      if (p.startsWith('/api/v1/deals/')) return A.deal!;
      if (p.startsWith('/api/v1/contracts/')) return A.contract!;
      if (p.startsWith('/api/v1/milestones/')) return A.milestone!;
      if (p.startsWith('/api/v1/lists/')) return name === 'creatorId' ? A.creator! : A.list!;
      if (p.startsWith('/api/v1/notes/')) return A.note!;
      if (p.startsWith('/api/v1/tasks/')) return A.task!;
      if (p.startsWith('/api/v1/email/templates/')) return A.template!;
      // Records this walk does not create in A (a submission, a sequence): an id that is no record of B's.
      if (p.startsWith('/api/v1/submissions/') || p.startsWith('/api/v1/posts/') || p.startsWith('/api/v1/email/sequences/')) return '5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11';
      throw new Error(`no value for {${name}} in ${p}: add it to this walk`);
    };
    // Queries that name A's records.
    const queries: Record<string, string> = { 'get /api/v1/notes': `?outreach_id=${A.outreach}` };
    const url = p.replace(/\{(\w+)\}/g, (_, n: string) => param(n)) + (queries[`${op.method} ${p}`] ?? '');
    const key = `${op.method} ${p}`;
    const bodies: Record<string, unknown> = {
      'patch /api/v1/campaigns/{id}': { status: 'paused', total_budget: 1 },
      'post /api/v1/outreach': { campaign_id: A.campaign, creator_id: A.creator },
      'patch /api/v1/outreach/{id}': { notes: 'B was here', status: 'declined' },
      'post /api/v1/outreach/bulk': { campaign_id: A.campaign, creator_ids: [A.creator] },
      'post /api/v1/outreach/call/initiate': { outreach_id: A.outreach },
      'post /api/v1/outreach/email': { outreach_id: A.outreach },
      'post /api/v1/ai/campaign-similarity': { campaign_id: A.campaign },
      'post /api/v1/ai/extract-campaign': { brief: 'A campaign for a fitness tracker, budget 5 lakh' },
      'post /api/v1/campaigns': { product_name: 'B product', brand_name: 'B brand', total_budget: 1000, currency: 'INR' },
      'post /api/v1/me/workspace': { workspace_id: A.workspace },
      'post /api/v1/workspaces': { name: 'B2' },
      'post /api/v1/workspaces/{id}/invitations': { email: 'mallory@b.test', role: 'admin' },
      'post /api/v1/workspaces/{id}/api-keys': { name: 'stolen', role: 'owner' },
      'patch /api/v1/workspaces/{id}/members/{userId}': { role: 'viewer' },
      'post /api/v1/deals': { campaign_id: A.campaign, creator_id: A.creator, price: 10, currency: 'INR', deliverables: [{ platform: 'instagram', format: 'reel', count: 1 }] },
      'post /api/v1/deals/{id}/reject': { reason: 'B' },
      'post /api/v1/email/templates': { name: 'B template', subject: 'B', body: 'B' },
      'post /api/v1/lists': { name: 'B list' },
      'post /api/v1/lists/{id}/add-to-campaign': { campaign_id: A.campaign },
      'post /api/v1/lists/{id}/creators': { creator_ids: [A.creator] },
      'patch /api/v1/lists/{id}': { name: 'B renamed it' },
      'post /api/v1/notes': { body: 'B note', outreach_id: A.outreach },
      'post /api/v1/tasks': { title: 'B task', outreach_id: A.outreach },
      'patch /api/v1/tasks/{id}': { title: 'B' },
      'patch /api/v1/email/templates/{id}': { name: 'B' },
      'post /api/v1/outreach/email/preview': { outreach_id: A.outreach },
      'post /api/v1/outreach/{id}/sequences': { steps: [{ subject: 's', body: 'b', delay_minutes: 0 }] },
      'post /api/v1/submissions/{id}/comments': { body: 'B' },
      'post /api/v1/milestones/{id}/release': {},
      'put /api/v1/deals/{id}/payout-account': { provider: 'stripe', account_id: 'acct_1StolenByWorkspaceB' },
    };
    if (key === 'post /api/v1/creators/import' || key === 'post /api/v1/imports/preview') {
      return { url, headers: { 'content-type': 'text/csv' }, payload: 'name,handle,platform,niche,followers_count,engagement_rate,country,language,phone\nX,zzz_b_only,instagram,fitness,100,1,IN,en,+919800000001\n' };
    }
    return { url, payload: bodies[key] };
  }

  // Operations that name no record of A, or that are reached without a workspace (sign-in, setup, webhooks):
  // B may use them (2xx), as long as nothing of A's comes back.
  const OPEN = new Set([
    'get /api/v1/campaigns',
    'post /api/v1/campaigns',
    'get /api/v1/creators',
    'post /api/v1/creators/import',
    'get /api/v1/brands',
    'get /api/v1/outreach',
    'post /api/v1/ai/extract-campaign',
    'get /api/v1/dashboard',
    'get /api/campaign-trigger/runs',
    'get /api/v1/me',
    'get /api/v1/workspaces',
    'post /api/v1/workspaces',
    'get /api/v1/audit',
    // The creator directory is shared (ADR 0002); what A knows of a creator (its number) is checked below.
    'get /api/v1/creators/{id}',
    'get /api/v1/creators/{id}/similar',
    // The audience-quality verdict is computed from the directory's own figures of the creator, like its profile.
    'get /api/v1/creators/{id}/audience-quality',
    'get /api/v1/creators/facets',
    // B's own history with the creator (none): what A did with it stays A's.
    'get /api/v1/creators/{id}/history',
    // B's own lists of its own records (empty), its own template and templates, outbox, shortlists, notes and tasks.
    'get /api/v1/deals',
    'get /api/v1/contract-template',
    'get /api/v1/email/templates',
    'post /api/v1/email/templates',
    'get /api/v1/outbox',
    'get /api/v1/lists',
    'post /api/v1/lists',
    'get /api/v1/tasks',
    // Exports of B's own records (the directory is shared; contact details are B's own, none) and B's own dry run.
    'get /api/v1/creators/export.csv',
    'get /api/v1/outreach/export.csv',
    'get /api/v1/deals/export.csv',
    'post /api/v1/imports/preview',
    // B's own spend against its own revenue (none): A's campaigns are not in it (the markers check).
    'get /api/v1/reports/roi',
    // The server's configured payout provider: the same for every workspace, no record of anyone's.
    'get /api/v1/payouts/provider',
  ]);
  const PUBLIC = /^(get|post) \/api\/v1\/setup$|^post \/api\/v1\/auth\/(sign-up|sign-in|sign-out|request-password-reset|reset-password|verify-email)$|^get \/api\/v1\/invitations\/\{token\}$|^post \/api\/v1\/webhooks\/|^get \/api\/v1\/public\/|^post \/api\/v1\/email\/unsubscribe$|^(get|post|put|delete) \/api\/portal\//;
  // Reached without a workspace, by a person only: an API key is refused.
  const PEOPLE_ONLY = new Set(['post /api/v1/auth/send-verification-email', 'post /api/v1/invitations/{token}/accept']);

  it('answers 404 (or 403 for workspace management) for every operation on A’s records, and leaks nothing anywhere', async () => {
    const doc = (await t.api.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const ops: Op[] = Object.entries(doc.paths).flatMap(([path, o]) => Object.entries(o).map(([method, v]) => ({ method, path, security: v.security })));
    expect(ops.length).toBeGreaterThan(40);
    const markers = [A.deal, A.contract, A.milestone, A.list, A.note, A.task, A.template, 'A secret list', 'A private note', 'A private task', A.import, A.campaign, A.runCampaign, A.outreach, A.conversation, A.callId, A.email, A.run, A.brand, A.invitation, A.key, A.ownerUser, aPhone, 'ann@a.test', 'owner@inflow.test'];
    const before = (await t.db.query('select status, notes, updated_at::text from outreach where id = $1', [A.outreach])).rows[0];
    const campaignBefore = (await t.db.query('select status, total_budget from campaigns where id = $1', [A.campaign])).rows[0];
    let checked = 0;
    for (const op of ops) {
      const key = `${op.method} ${op.path}`;
      if (PUBLIC.test(key)) {
        expect(op.security, `${key} is public and says so`).toEqual([]);
        continue;
      }
      const r = request(op)!;
      const res = await b.inject({ method: op.method.toUpperCase() as 'GET', url: r.url, payload: r.payload as Record<string, unknown>, headers: r.headers });
      for (const m of markers) expect(res.body.includes(m ?? '(missing)'), `${key} leaked ${m}`).toBe(false);
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
      if (OPEN.has(key)) expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
      else if (op.path.startsWith('/api/v1/workspaces/{id}') || key === 'post /api/v1/me/workspace' || PEOPLE_ONLY.has(key)) expect([403, 404], `${key}: ${res.body}`).toContain(res.statusCode);
      else if (op.method === 'get' || op.method === 'delete') expect(res.statusCode, `${key}: ${res.body}`).toBe(404);
      // A write naming A's records never succeeds (404 for the record, or 400/409/422 when its body is refused first).
      else expect([400, 404, 409, 422], `${key}: ${res.body}`).toContain(res.statusCode);
      checked++;
    }
    expect(checked).toBeGreaterThan(35);
    // Nothing of A's changed.
    expect((await t.db.query('select status, notes, updated_at::text from outreach where id = $1', [A.outreach])).rows[0]).toEqual(before);
    expect((await t.db.query('select status, total_budget from campaigns where id = $1', [A.campaign])).rows[0]).toEqual(campaignBefore);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from calls where outreach_id = $1', [A.outreach])).rows[0]!.n).toBe(1);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from api_keys where workspace_id = $1', [A.workspace])).rows[0]!.n).toBe(2);
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from workspace_invitations where workspace_id = $1`, [A.workspace])).rows[0]!.n).toBe(1);
  });

  it('keeps contact details per workspace: B sees and dials the directory’s number, A its own', async () => {
    const seen = (await b.inject(`/api/v1/creators/${A.creator}`)).json();
    expect(seen.phone).toBe(A.directoryPhone);
    expect((await t.api.inject(`/api/v1/creators/${A.creator}`)).json().phone).toBe(aPhone);
    const camp = (await b.inject({ method: 'POST', url: '/api/v1/campaigns', payload: { product_name: 'B launch', brand_name: 'B', total_budget: 900000, currency: 'INR' } })).json();
    const entry = (await b.inject({ method: 'POST', url: '/api/v1/outreach', payload: { campaign_id: camp.id, creator_id: A.creator } })).json();
    expect(entry.creator_phone).toBe(A.directoryPhone);
    // B's own import changes only B's record of the number.
    const csv = csvWithPhone(profile, '+919822233344');
    const imp = await b.inject({ method: 'POST', url: '/api/v1/creators/import', headers: { 'content-type': 'text/csv' }, payload: csv });
    expect(imp.statusCode).toBe(202);
    expect((await t.app.services.imports.waitFor(imp.json().id)).state).toBe('completed');
    const call = await b.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: entry.id } });
    expect(call.statusCode, call.body).toBe(200);
    expect((await waitCall(b, call.json().conversation_id)).to_number).toBe('+919822233344');
    expect((await t.api.inject(`/api/v1/creators/${A.creator}`)).json().phone).toBe(aPhone);
    const audit = (await b.inject('/api/v1/audit?action=creators.imported')).json() as { details: { contacts_changed: number } }[];
    expect(audit[0]!.details.contacts_changed).toBe(1);
  });
});

describe('no dialling or mailing of arbitrary targets', () => {
  let t: T;
  let entry: { id: string; creator_phone: string; creator_email: string };
  beforeAll(async () => {
    t = await buildTestApp({ creators: 100, demo: true });
    const { rows: camp } = await t.db.query<{ id: string; target_countries: string[] }>(
      `select id, target_countries from campaigns where currency = 'INR' and status in ('planning', 'active') limit 1`,
    );
    const { rows: cr } = await t.db.query<{ id: string }>(
      'select id from creators where phone is not null and email is not null and (cardinality($1::text[]) = 0 or country = any($1::text[])) limit 1',
      [camp[0]!.target_countries],
    );
    const e = await t.api.inject({ method: 'POST', url: '/api/v1/outreach', payload: { campaign_id: camp[0]!.id, creator_id: cr[0]!.id } });
    entry = e.json();
  });
  afterAll(() => t.close());
  const calls = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from calls')).rows[0]!.n;

  it('refuses a phone_number that is not the one on record with 422, placing nothing', async () => {
    const before = await calls();
    for (const phone of ['+882161234567', '+14155550100']) {
      const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: entry.id, phone_number: phone } });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('phone_not_on_record');
    }
    expect(await calls()).toBe(before);
    const ok = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: entry.id, phone_number: entry.creator_phone } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toContain(entry.creator_phone);
    const audit = (await t.api.inject('/api/v1/audit?action=call.placed')).json() as { target_id: string; details: { to_number: string } }[];
    expect(audit[0]).toMatchObject({ target_id: entry.id, details: { to_number: entry.creator_phone } });
  });

  it('refuses an email to an address that is not on the creator’s record, and limits emails per workspace', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from emails')).rows[0]!.n;
    const bad = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/email', payload: { outreach_id: entry.id, to: 'victim@elsewhere.test' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('address_not_on_record');
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from emails')).rows[0]!.n).toBe(before);
    const ok = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/email', payload: { outreach_id: entry.id, to: entry.creator_email.toUpperCase() } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().to).toBe(entry.creator_email);

    const limited = await buildTestApp({ creators: 50, demo: true, deps: { emailsPerHour: 2 } });
    try {
      const { rows: camp } = await limited.db.query<{ id: string }>(`select id from campaigns where status in ('planning', 'active') limit 1`);
      const { rows: cr } = await limited.db.query<{ id: string }>('select id from creators where email is not null limit 1');
      const e = (await limited.api.inject({ method: 'POST', url: '/api/v1/outreach', payload: { campaign_id: camp[0]!.id, creator_id: cr[0]!.id } })).json();
      const send = () => limited.api.inject({ method: 'POST', url: '/api/v1/outreach/email', payload: { outreach_id: e.id } });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
