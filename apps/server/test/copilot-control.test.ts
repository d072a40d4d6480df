import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TAgentRun, TDeal } from '@inflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEmbeddings } from '../src/ai/embeddings/local.js';
import { simulateConversation } from '../src/ai/voice/simulated.js';
import { seedCreators, seedDemo } from '../src/db/seed/seed.js';
import { createRecordEmbedder } from '../src/modules/matching/embed-records.js';
import { authedClient, buildAppOn, buildTestApp, createTestDatabase, signedInClient, TEST_OWNER, type TestClient } from './helpers.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;

async function waitCall(api: TestClient, conversationId: string) {
  for (let i = 0; i < 600; i++) {
    const r = await api.inject(`/api/v1/outreach/call/${conversationId}/analysis`);
    if (r.statusCode === 200 && ['done', 'failed'].includes(r.json().status)) return r.json();
    await new Promise((res) => setTimeout(res, 25));
  }
  throw new Error('call did not finish');
}
async function waitRun(api: TestClient, id: string): Promise<TAgentRun> {
  for (let i = 0; i < 1200; i++) {
    const r = (await api.inject(`/api/campaign-trigger/runs/${id}`)).json() as TAgentRun;
    if (r.state === 'completed' || r.state === 'failed') return r;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('run did not end');
}
async function money(t: { db: T['db'] }, campaignId: string) {
  const { rows } = await t.db.query<{ agreed: number; n: number; reserved: number; total_budget: number; planned: number }>(
    `select coalesce((select sum(price) from deals where campaign_id = c.id and status = 'agreed'), 0)::float8 as agreed,
            (select count(*) from deals where campaign_id = c.id and status = 'agreed')::int as n,
            coalesce((select sum(amount) from budget_reservations where campaign_id = c.id and released_at is null), 0)::float8 as reserved,
            c.total_budget::float8 as total_budget, c.planned_creators as planned
     from campaigns c where c.id = $1`,
    [campaignId],
  );
  return rows[0]!;
}
async function newCampaign(api: TestClient, over: Record<string, unknown> = {}) {
  const res = await api.inject({
    method: 'POST',
    url: '/api/v1/campaigns',
    payload: { product_name: 'Ledger probe', brand_name: 'Probe', product_niche: 'fitness', total_budget: 2_000_000, currency: 'INR', planned_creators: 3, ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}
/** Entries for creators with phones, in the campaign. */
async function entries(t: T, api: TestClient, campaignId: string, n: number, where = 'true') {
  const { rows } = await t.db.query<{ id: string }>(`select id from creators where phone is not null and ${where} order by followers_count desc limit $1`, [n]);
  const res = await api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: campaignId, creator_ids: rows.map((r) => r.id) } });
  return (res.json().entries as { id: string; creator_id: string }[]).map((e) => e.id);
}

describe('deals need approval; only approval commits money', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 300, demo: true });
  });
  afterAll(() => t.close());

  it('a call’s deal is proposed, approved by a person (campaign becomes active) or rejected; money moves only on approval', async () => {
    const c = await newCampaign(t.api, { planned_creators: 5, total_budget: 5_000_000 });
    const ids = await entries(t, t.api, c.id, 40);
    const proposed: TDeal[] = [];
    for (const id of ids) {
      const call = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: id } });
      if (call.statusCode !== 200) continue;
      await waitCall(t.api, call.json().conversation_id);
      const deals = (await t.api.inject(`/api/v1/deals?campaign_id=${c.id}&status=proposed`)).json() as TDeal[];
      proposed.splice(0, proposed.length, ...deals);
      if (proposed.length >= 2) break;
    }
    expect(proposed.length).toBeGreaterThanOrEqual(2);
    // Nothing committed before approval.
    expect((await money(t, c.id)).agreed).toBe(0);
    const camp = (await t.api.inject(`/api/v1/campaigns/${c.id}`)).json();
    expect(camp.status).toBe('planning');
    expect(camp.stats.committed_spend).toBe(0);
    expect(camp.stats.proposed_spend).toBeCloseTo(proposed.reduce((s, d) => s + d.price, 0), 6);
    const entry = (await t.api.inject(`/api/v1/outreach/${proposed[0]!.outreach_id}`)).json();
    expect(entry.status).toBe('deal_proposed');
    expect(proposed[0]!.evidence).toHaveProperty('summary');
    expect(proposed[0]!.deliverables.length).toBeGreaterThan(0);

    // A member with a lower approval limit can't approve it; the owner can.
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { name: 'Mo', email: 'mo@inflow.test', password: 'member-password-1' } });
    const inv = await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/invitations`, payload: { email: 'mo@inflow.test', role: 'member' } });
    expect(inv.statusCode).toBe(201);
    const { rows: mail } = await t.db.query<{ body: string }>(`select body from account_emails where to_address = 'mo@inflow.test' and kind = 'invitation'`);
    const token = /\/invite\/([\w-]+)/.exec(mail[0]!.body)![1]!;
    const mo = await signedInClient(t.app, 'mo@inflow.test', 'member-password-1');
    await mo.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept` });
    const members = (await t.api.inject(`/api/v1/workspaces/${t.workspaceId}/members`)).json() as { user_id: string; email: string }[];
    const moId = members.find((m) => m.email === 'mo@inflow.test')!.user_id;
    await t.api.inject({ method: 'PATCH', url: `/api/v1/workspaces/${t.workspaceId}/members/${moId}`, payload: { approval_limit: proposed[0]!.price - 1 } });
    const limited = await mo.inject({ method: 'POST', url: `/api/v1/deals/${proposed[0]!.id}/approve` });
    expect(limited.statusCode).toBe(403);
    expect(limited.json().code).toBe('over_approval_limit');

    const approved = await t.api.inject({ method: 'POST', url: `/api/v1/deals/${proposed[0]!.id}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'agreed', approved_by: `API key “INIT_API_KEY”` });
    expect(approved.json().approved_at).not.toBeNull();
    expect((await money(t, c.id)).agreed).toBeCloseTo(proposed[0]!.price, 6);
    const after = (await t.api.inject(`/api/v1/campaigns/${c.id}`)).json();
    expect(after.status).toBe('active');
    expect(after.stats).toMatchObject({ deals: 1, committed_spend: proposed[0]!.price });
    expect((await t.api.inject(`/api/v1/outreach/${proposed[0]!.outreach_id}`)).json()).toMatchObject({ status: 'agreed', agreed_rate: proposed[0]!.price });
    // Twice is a conflict, not a second commitment.
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/deals/${proposed[0]!.id}/approve` })).statusCode).toBe(409);

    const rejected = await t.api.inject({ method: 'POST', url: `/api/v1/deals/${proposed[1]!.id}/reject`, payload: { reason: 'Too expensive for this creator' } });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect((await t.api.inject(`/api/v1/outreach/${proposed[1]!.outreach_id}`)).json().status).toBe('negotiating');
    const audit = (await t.api.inject('/api/v1/audit')).json() as { action: string; target_id: string }[];
    expect(audit.some((a) => a.action === 'deal.approved' && a.target_id === proposed[0]!.id)).toBe(true);
    expect(audit.some((a) => a.action === 'campaign.activated' && a.target_id === c.id)).toBe(true);

    // A budget or a creator count below what is committed is refused.
    const low = await t.api.inject({ method: 'PATCH', url: `/api/v1/campaigns/${c.id}`, payload: { total_budget: 1 } });
    expect(low.statusCode).toBe(409);
    expect(low.json().code).toBe('over_budget');
    const planned = await t.api.inject({ method: 'PATCH', url: `/api/v1/campaigns/${c.id}`, payload: { planned_creators: 1 } });
    expect(planned.statusCode).toBe(200);
    const fewer = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: ids.at(-1) } });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().code).toBe('planned_creators_reached');
    // Moving an entry to agreed by hand is not how money moves.
    const moved = await t.api.inject({ method: 'PATCH', url: `/api/v1/outreach/${ids.at(-1)}`, payload: { status: 'agreed' } });
    expect(moved.statusCode).toBe(409);
  });

  it('a campaign keeps its approval and calling-hours settings (create, PATCH, every response)', async () => {
    const c = await newCampaign(t.api, { require_approval: false, auto_approve_below: 25_000, calling_hours: { start: '11:00', end: '18:30' } });
    const got = (await t.api.inject(`/api/v1/campaigns/${c.id}`)).json();
    expect(got).toMatchObject({ require_approval: false, auto_approve_below: 25_000, calling_hours: { start: '11:00', end: '18:30' } });
    const patched = await t.api.inject({ method: 'PATCH', url: `/api/v1/campaigns/${c.id}`, payload: { require_approval: true, calling_hours: null } });
    expect(patched.json()).toMatchObject({ require_approval: true, calling_hours: null });
    const bad = await t.api.inject({ method: 'PATCH', url: `/api/v1/campaigns/${c.id}`, payload: { calling_hours: { start: '19:00', end: '10:00' } } });
    expect(bad.statusCode).toBe(400);
    const list = (await t.api.inject('/api/v1/campaigns?limit=100')).json() as { id: string; require_approval: boolean }[];
    expect(list.find((x) => x.id === c.id)!.require_approval).toBe(true);
  });

  it('a creator marked do-not-contact is never called again, by any path', async () => {
    const c1 = await newCampaign(t.api);
    const c2 = await newCampaign(t.api);
    const [e1] = await entries(t, t.api, c1.id, 1, `country = 'IN'`);
    const moved = await t.api.inject({ method: 'PATCH', url: `/api/v1/outreach/${e1}`, payload: { status: 'do_not_contact' } });
    expect(moved.json().status).toBe('do_not_contact');
    expect((await t.api.inject({ method: 'PATCH', url: `/api/v1/outreach/${e1}`, payload: { status: 'new' } })).statusCode).toBe(409);
    const [e2] = await entries(t, t.api, c2.id, 1, `country = 'IN'`);
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from calls')).rows[0]!.n;
    const call = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: e2 } });
    expect(call.statusCode).toBe(409);
    expect(call.json().code).toBe('do_not_contact');
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from calls')).rows[0]!.n).toBe(before);
  });

  it('a manual call respects the campaign’s own target countries (409, nothing placed)', async () => {
    const c = await newCampaign(t.api, { target_countries: ['US'] });
    // A creator who never opted out (earlier calls in this file may have met some who did).
    const [id] = await entries(t, t.api, c.id, 1, `country = 'IN' and id not in (select creator_id from contact_optouts)`);
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'outside_target_countries' });
    const calls = await t.db.query<{ n: number }>('select count(*)::int as n from calls where outreach_id = $1', [id]);
    expect(calls.rows[0]!.n).toBe(0);
  });

  it('calls only creators in the target countries; a run skips the others and says so', async () => {
    const c = await newCampaign(t.api, { planned_creators: 2 });
    const res = await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${c.id}`, payload: { max_creators: 4, target_countries: ['ZZ'], require_approval: true } });
    expect(res.statusCode).toBe(201);
    const run = await waitRun(t.api, res.json().id);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from calls k join outreach o on o.id = k.outreach_id where o.campaign_id = $1', [c.id]);
    expect(rows[0]!.n).toBe(0);
    expect(run.events!.some((e) => /outside the campaign's countries \(ZZ\)/.test(e.message))).toBe(true);
  });
});

describe('calling hours', () => {
  it('a manual call outside the window gets 409 naming the next window; a run skips and says so', async () => {
    // 03:00 in India.
    const t = await buildTestApp({ creators: 200, demo: true, deps: { callingHours: { start: '10:00', end: '19:00' }, clock: () => new Date('2026-11-23T21:30:00Z') } });
    try {
      // Only India (03:00 there): no creator the run may pick is inside the window.
      const c = await newCampaign(t.api, { planned_creators: 2, target_countries: ['IN'] });
      const [id] = await entries(t, t.api, c.id, 1, `country = 'IN'`);
      const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: id } });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('outside_calling_hours');
      expect(res.json().message).toMatch(/next window opens .*10:00 \(Asia\/Kolkata\)/);
      // The campaign's own window, and run settings, override the default.
      const run = await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${c.id}`, payload: { max_creators: 2, calling_hours: { start: '09:00', end: '18:00' } } });
      const done = await waitRun(t.api, run.json().id);
      expect(done.events!.some((e) => /outside calling hours \(09:00-18:00\)/.test(e.message))).toBe(true);
      const calls = await t.db.query<{ n: number }>('select count(*)::int as n from calls');
      expect(calls.rows[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('lawful calls: the simulated agent discloses itself', () => {
  it('every first agent turn says it is an AI calling for the brand, that the call is recorded, and offers to stop; opt-outs end the call', () => {
    let optOuts = 0;
    for (let i = 0; i < 300; i++) {
      const conv = simulateConversation({
        to_number: '+919800000000',
        creator: { id: `c${i}`, name: `Creator ${i}`, niche: 'fitness', followers_count: 50_000 + i * 1000, engagement_rate: 3, typical_rate: 40_000, currency: 'INR', topics: ['running'], email: null },
        campaign: { id: 'camp', product_name: 'Stride', brand_name: 'StrideLab', product_description: 'Running shoes.', key_use_cases: 'marathons', currency: 'INR' },
        negotiation: { opening_offer: 20_000, ceiling: 45_000, currency: 'INR', deliverables: 'one reel' },
      });
      const first = conv.lines[0]!;
      expect(first.role).toBe('agent');
      expect(first.text).toMatch(/an AI assistant calling on behalf of StrideLab/);
      expect(first.text).toMatch(/This call is recorded/);
      expect(first.text).toMatch(/not be called again, just say so/);
      if (conv.negotiationRecord.outcome === 'do_not_contact') {
        optOuts++;
        expect(conv.lines.at(-1)!.text).toMatch(/We won't call you again/);
        expect(conv.negotiationRecord.agreed_rate).toBeNull();
      }
    }
    expect(optOuts).toBeGreaterThan(0);
  });
});

/**
 * The budget invariant under concurrent paths: an agent run (approval off, so it commits), manual calls and
 * approvals on one campaign at once, repeated. On PostgreSQL also across app instances with their own pools.
 */
describe('one budget under concurrency', () => {
  it('the ledger’s triggers refuse, atomically, what would exceed the budget or the planned creators', async () => {
    const t = await buildTestApp({ creators: 60, demo: true });
    try {
      const c = await newCampaign(t.api, { total_budget: 100_000, planned_creators: 6 });
      const ids = await entries(t, t.api, c.id, 30);
      const { rows } = await t.db.query<{ id: string; creator_id: string }>('select id, creator_id from outreach where id = any($1::uuid[])', [ids]);
      // 30 writers at once, each committing 10% of the budget: at most 6 (the planned creators) may land.
      const results = await Promise.allSettled(
        rows.map((o) =>
          t.db.transaction(async (tx) => {
            await tx.query(
              `insert into deals (workspace_id, campaign_id, creator_id, outreach_id, status, price, currency) values ($1, $2, $3, $4, 'agreed', 10000, 'INR')`,
              [t.workspaceId, c.id, o.creator_id, o.id],
            );
          }),
        ),
      );
      const ok = results.filter((r) => r.status === 'fulfilled').length;
      expect(ok).toBe(6);
      for (const r of results) if (r.status === 'rejected') expect(String((r.reason as Error).message)).toMatch(/Too many deals|Over budget/);
      const m = await money(t, c.id);
      expect(m.n).toBe(6);
      expect(m.agreed).toBeLessThanOrEqual(100_000);
      // Reservations too: what is held plus what is committed never passes the budget.
      const held = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          t.db.query(`insert into budget_reservations (workspace_id, campaign_id, amount) values ($1, $2, 15000)`, [t.workspaceId, c.id]),
        ),
      );
      expect(held.filter((r) => r.status === 'fulfilled').length).toBe(2);
      expect((await money(t, c.id)).reserved).toBe(30_000);
    } finally {
      await t.close();
    }
  });

  it('an agent run, manual calls and approvals on one campaign at once never exceed the budget nor the planned creators (repeated)', async () => {
    const t = await buildTestApp({ creators: 400, demo: true });
    try {
      let dealsMade = 0;
      for (let trial = 0; trial < 3; trial++) {
        const c = await newCampaign(t.api, { total_budget: 400_000 + trial * 100_000, planned_creators: 2 + trial });
        await t.db.query('update campaigns set require_approval = false where id = $1', [c.id]);
        const manual = await entries(t, t.api, c.id, 8, `followers_count between 20000 and 400000 and currency = 'INR'`);
        const run = await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${c.id}`, payload: { max_creators: 6, require_approval: false, force_refresh: true } });
        expect(run.statusCode, run.body).toBe(201);
        const approvals = (async () => {
          for (let i = 0; i < 40; i++) {
            const deals = (await t.api.inject(`/api/v1/deals?campaign_id=${c.id}&status=proposed`)).json() as TDeal[];
            await Promise.all(deals.map((d) => t.api.inject({ method: 'POST', url: `/api/v1/deals/${d.id}/approve` })));
            await new Promise((r) => setTimeout(r, 30));
          }
        })();
        const calls = Promise.all(
          manual.map(async (id) => {
            const r = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: id } });
            if (r.statusCode === 200) await waitCall(t.api, r.json().conversation_id);
            else expect([409, 422], r.body).toContain(r.statusCode);
          }),
        );
        await Promise.all([calls, approvals, waitRun(t.api, run.json().id)]);
        const m = await money(t, c.id);
        expect(m.agreed).toBeLessThanOrEqual(m.total_budget);
        expect(m.n).toBeLessThanOrEqual(m.planned);
        expect(m.reserved).toBe(0);
        dealsMade += m.n;
      }
      // The trials did commit money (the invariant was exercised, not vacuous).
      expect(dealsMade).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 240_000);

  it.runIf(!!process.env.TEST_DATABASE_URL)('holds across two API instances and a worker on PostgreSQL, each with its own connection pool', async () => {
    const db = await createTestDatabase();
    const embedder = await createRecordEmbedder(db, createLocalEmbeddings());
    await seedCreators(db, embedder, { count: 300 });
    await seedDemo(db, embedder);
    const dirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'inflow-ledger-')));
    // Each instance opens its own pool on the same database, as separate processes would.
    const { openDatabase } = await import('../src/db/client.js');
    const pools = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: db.connectionString!, dataDir: 'memory', poolSize: 4 })));
    const apps = await Promise.all(
      pools.map(async (p, i) => (await buildAppOn(p, await createRecordEmbedder(p, createLocalEmbeddings()), { recordingsDir: dirs[i]!, deps: { agentWorker: i === 2 } })).app),
    );
    try {
      await apps[0]!.ready();
      await apps[0]!.services.accounts.initialize(TEST_OWNER);
      await Promise.all(apps.map((a) => a.ready()));
      const [a, b] = [authedClient(apps[0]!, TEST_OWNER.apiKey), authedClient(apps[1]!, TEST_OWNER.apiKey)];
      const fake = { db } as unknown as T;
      const c = await newCampaign(a, { total_budget: 250_000, planned_creators: 2 });
      await db.query('update campaigns set require_approval = false where id = $1', [c.id]);
      const ids = await entries(fake, a, c.id, 14);
      const run = await b.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${c.id}`, payload: { max_creators: 6, require_approval: false } });
      expect(run.statusCode).toBe(201);
      await Promise.all(
        ids.map(async (id, i) => {
          const api = i % 2 ? a : b;
          const r = await api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: id } });
          if (r.statusCode === 200) await waitCall(api, r.json().conversation_id);
        }),
      );
      await waitRun(a, run.json().id);
      const m = await money(fake, c.id);
      expect(m.agreed).toBeLessThanOrEqual(250_000);
      expect(m.n).toBeLessThanOrEqual(2);
      expect(m.reserved).toBe(0);
    } finally {
      for (const app of apps) await app.close();
      for (const p of pools) await p.close();
      await db.close();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }
  });
});
