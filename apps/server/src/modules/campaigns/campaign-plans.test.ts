import { ZCampaignUpdate, type TCampaign } from '@inflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedClient, buildTestApp, createWorkspaceWithKey, type TestClient } from '../../../test/helpers.js';
import { mapNiches } from './niche-map.js';

const base = {
  product_name: 'Kingfisher Ultra Laps',
  brand_name: 'United Breweries',
  product_description: 'A premium lager for race weekends',
  target_audience: 'Urban adults 25-40 who follow motorsport',
  key_use_cases: 'Race-day watch parties',
  campaign_goal: 'Awareness before the Grand Prix',
  total_budget: 2_000_000,
};

const BRIEF = `Hi team — Kingfisher Ultra Laps by United Breweries. 25 creators, ₹60K–80K each, Instagram reels and YouTube shorts.
Niche: Premium Beer, Lifestyle & Motorsport Integration. Mumbai, Delhi and Bengaluru. Live 1 March to 31 March; content due 20 Feb.`;

describe('niche mapping', () => {
  it('maps free text to the canonical niches matching uses, in the order the text names them', () => {
    expect(mapNiches('Premium Beer, Lifestyle & Motorsport Integration')).toEqual(['food', 'lifestyle', 'automotive']);
    expect(mapNiches('technology')).toEqual(['technology']);
    expect(mapNiches('Tech & Gadgets')).toEqual(['technology']);
    expect(mapNiches('Beauty x Fashion')).toEqual(['beauty', 'fashion']);
    expect(mapNiches('Fitness/Health')).toEqual(['fitness', 'health']);
    expect(mapNiches('  ')).toEqual([]);
    expect(mapNiches('zzqx qwerty')).toEqual([]);
    // Deterministic: the same words always give the same list.
    expect(mapNiches('Premium Beer, Lifestyle & Motorsport Integration')).toEqual(mapNiches('premium beer, lifestyle & motorsport integration'));
  });
});

describe('campaign plans API', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let creatorIds: string[];
  const create = async (extra: Record<string, unknown> = {}, client: TestClient = t.api) => {
    const res = await client.inject({ method: 'POST', url: '/api/v1/campaigns/', payload: { ...base, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TCampaign;
  };
  const patch = (id: string, payload: Record<string, unknown>, client: TestClient = t.api) =>
    client.inject({ method: 'PATCH', url: `/api/v1/campaigns/${id}`, payload });
  const del = (id: string, client: TestClient = t.api) => client.inject({ method: 'DELETE', url: `/api/v1/campaigns/${id}` });
  const listIds = async (query = '') =>
    ((await t.api.inject({ url: `/api/v1/campaigns/?limit=100${query}` })).json() as TCampaign[]).map((c) => c.id);

  beforeAll(async () => {
    t = await buildTestApp({ creators: 300 });
    creatorIds = (await t.db.query<{ id: string }>('select id from creators order by id limit 3')).rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  it('accepts a free-text product_niche (201), keeps the text and returns the mapped niches', async () => {
    const c = await create({ product_niche: 'Premium Beer, Lifestyle & Motorsport Integration' });
    expect(c.product_niche).toBe('Premium Beer, Lifestyle & Motorsport Integration');
    expect(c.niches).toEqual(['food', 'lifestyle', 'automotive']);
    expect(c.niche).toBe('food');
    // Stored alongside, not only computed for the response.
    const { rows } = await t.db.query<{ niches: string[] }>('select niches from campaigns where id = $1', [c.id]);
    expect(rows[0]!.niches).toEqual(['food', 'lifestyle', 'automotive']);

    // A new text is mapped again; niches chosen by the caller win; a niche outside the list is refused.
    const remapped = await patch(c.id, { product_niche: 'Skincare for Gen Z' });
    expect(remapped.json()).toMatchObject({ product_niche: 'Skincare for Gen Z', niche: 'beauty', niches: ['beauty'] });
    const chosen = await patch(c.id, { product_niche: 'Something only we say', niches: ['travel', 'food'] });
    expect(chosen.json()).toMatchObject({ niche: 'travel', niches: ['travel', 'food'] });
    // An empty list goes back to the mapping of the text.
    const auto = await patch(c.id, { niches: [] });
    expect(auto.json()).toMatchObject({ product_niche: 'Something only we say', niche: '', niches: [] });
    expect((await patch(c.id, { product_niche: 'Tech & Gadgets', niches: ['travel'] })).json().niches).toEqual(['travel']);
    expect((await patch(c.id, { niches: [] })).json().niches).toEqual(['technology']);
    const bad = await patch(c.id, { niches: ['cooking'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('niches');
    // A text that names no niche is kept, with no niche for matching.
    const none = await create({ product_niche: 'Zzqx' });
    expect(none).toMatchObject({ product_niche: 'Zzqx', niche: '', niches: [] });
  });

  it('matching works on the stored niche, not on the free text', async () => {
    // The text alone would read as food (beer first); the user chose automotive for matching.
    const c = await create({ product_niche: 'Premium Beer, Lifestyle & Motorsport Integration', niches: ['automotive'], planned_creators: 4, total_budget: 5_000_000 });
    expect(c).toMatchObject({ niche: 'automotive', niches: ['automotive'] });
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/ai/campaign-similarity', payload: { campaign_id: c.id, match_threshold: 0 } });
    expect(res.statusCode, res.body).toBe(200);
    const shortlisted = (res.json().matches as { niche: string; shortlisted: boolean; neighbour_niche: boolean }[]).filter((m) => m.shortlisted);
    expect(shortlisted.length).toBeGreaterThan(0);
    for (const m of shortlisted) expect(m.neighbour_niche || m.niche === 'automotive', m.niche).toBe(true);
    expect(shortlisted.some((m) => m.niche === 'automotive')).toBe(true);
  });

  it('stores the brief and the whole plan, and returns them (end_date and the spec endDate)', async () => {
    const c = await create({
      brief: BRIEF,
      product_niche: 'Premium Beer, Lifestyle & Motorsport Integration',
      planned_creators: 25,
      platforms: ['instagram', 'youtube'],
      min_followers: 50_000,
      max_followers: 500_000,
      target_countries: ['in'],
      target_cities: ['Mumbai', 'Delhi', 'Bengaluru'],
      target_languages: ['en', 'hi'],
      deliverables: [
        { platform: 'instagram', format: 'reel', count: 2 },
        { platform: 'youtube', format: 'short', count: 1 },
      ],
      start_date: '2027-03-01',
      end_date: '2027-03-31',
      content_due_date: '2027-02-20',
      currency: 'INR',
    });
    const got = (await t.api.inject({ url: `/api/v1/campaigns/${c.id}` })).json() as TCampaign;
    expect(got).toMatchObject({
      brief: BRIEF,
      planned_creators: 25,
      platforms: ['instagram', 'youtube'],
      min_followers: 50_000,
      max_followers: 500_000,
      target_countries: ['IN'],
      target_cities: ['Mumbai', 'Delhi', 'Bengaluru'],
      target_languages: ['en', 'hi'],
      deliverables: [
        { platform: 'instagram', format: 'reel', count: 2 },
        { platform: 'youtube', format: 'short', count: 1 },
      ],
      start_date: '2027-03-01',
      end_date: '2027-03-31',
      endDate: '2027-03-31',
      content_due_date: '2027-02-20',
    });
    // A campaign made without a brief has an empty one, never a missing field.
    expect((await create()).brief).toBe('');
  });

  it('refuses a plan that cannot be right, naming the field, and writes nothing', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from campaigns')).rows[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ start_date: '2027-04-01', end_date: '2027-03-01' }, 'start_date'],
      [{ deliverables: [{ platform: 'instagram', format: 'billboard', count: 1 }] }, 'deliverables'],
      [{ deliverables: [{ platform: 'instagram', format: 'reel', count: 0 }] }, 'deliverables'],
      [{ target_cities: [''] }, 'target_cities'],
      [{ content_due_date: '20 Feb' }, 'content_due_date'],
      [{ brief: 'x'.repeat(20_001) }, 'brief'],
      [{ status: 'archived' }, 'status'],
    ];
    for (const [extra, field] of cases) {
      const res = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns/', payload: { ...base, ...extra } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from campaigns')).rows[0]!.n).toBe(before);
  });

  it('PATCHes every field of the update schema, each one stored, returned and audited', async () => {
    const c = await create({ brief: 'first brief', product_niche: 'fitness' });
    // One new value per updatable field; a field added to the schema without a value here fails the test.
    const values: Record<string, unknown> = {
      product_name: 'Laps Zero',
      brand_name: 'UB Group',
      product_description: 'An alcohol-free lager',
      target_audience: 'Adults 21-35',
      key_use_cases: 'Track days',
      campaign_goal: 'Trial',
      product_niche: 'Premium Beer, Lifestyle & Motorsport Integration',
      total_budget: 3_500_000,
      currency: 'USD',
      planned_creators: 12,
      status: 'paused',
      start_date: '2027-05-01',
      end_date: '2027-06-30',
      require_approval: false,
      auto_approve_below: 25_000,
      calling_hours: { start: '10:00', end: '18:00' },
      target_countries: ['GB', 'IN'],
      target_languages: ['en'],
      platforms: ['tiktok'],
      min_followers: 10_000,
      max_followers: 90_000,
      brief: 'The corrected brief, pasted again',
      target_cities: ['London'],
      deliverables: [{ platform: 'tiktok', format: 'video', count: 3 }],
      content_due_date: '2027-04-20',
      niches: ['automotive'],
    };
    const fields = Object.keys(ZCampaignUpdate.shape);
    expect(fields.filter((f) => !(f in values)), 'fields without a test value').toEqual([]);
    for (const field of fields) {
      const res = await patch(c.id, { [field]: values[field] });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(200);
      const got = (await t.api.inject({ url: `/api/v1/campaigns/${c.id}` })).json() as Record<string, unknown>;
      expect(got[field], field).toEqual(values[field]);
      const audit = await t.db.query<{ details: { changes: Record<string, { to: unknown }> } }>(
        `select details from audit_log where target_id = $1 and action = 'campaign.updated' order by id desc limit 1`,
        [c.id],
      );
      expect(audit.rows[0]?.details.changes[field]?.to, `audit of ${field}`).toEqual(values[field]);
    }
    // The spec's endDate follows end_date.
    expect((await t.api.inject({ url: `/api/v1/campaigns/${c.id}` })).json().endDate).toBe('2027-06-30');
    // Clearing what may be cleared.
    const cleared = await patch(c.id, { start_date: null, end_date: null, content_due_date: null, min_followers: null, deliverables: [], target_cities: [] });
    expect(cleared.json()).toMatchObject({ start_date: null, end_date: null, endDate: null, content_due_date: null, min_followers: null, deliverables: [], target_cities: [] });
    // Dates out of order against the stored ones: 400 naming the field.
    await patch(c.id, { end_date: '2027-06-30' });
    const order = await patch(c.id, { start_date: '2027-07-01' });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toContain('start_date');
  });

  it('refuses (409) a budget or creator count below what agreed deals and calls already hold', async () => {
    const c = await create({ total_budget: 500_000, planned_creators: 5 });
    for (const [i, price] of [200_000, 150_000].entries()) {
      const o = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/', payload: { campaign_id: c.id, creator_id: creatorIds[i] } });
      expect(o.statusCode, o.body).toBe(201);
      await t.db.query(
        `insert into deals (workspace_id, campaign_id, creator_id, outreach_id, status, price, currency) values ($1, $2, $3, $4, 'agreed', $5, 'INR')`,
        [t.workspaceId, c.id, creatorIds[i], o.json().id, price],
      );
    }
    const low = await patch(c.id, { total_budget: 300_000 });
    expect(low.statusCode).toBe(409);
    expect(low.json().code).toBe('over_budget');
    expect(low.json().message).toMatch(/total_budget cannot go below .*350,000/);
    const few = await patch(c.id, { planned_creators: 1 });
    expect(few.statusCode).toBe(409);
    expect(few.json().code).toBe('too_many_deals');
    expect(few.json().message).toContain('2 creators with an agreed deal');
    // Nothing changed; down to exactly what is committed is allowed.
    const got = (await t.api.inject({ url: `/api/v1/campaigns/${c.id}` })).json();
    expect(got).toMatchObject({ total_budget: 500_000, planned_creators: 5 });
    expect((await patch(c.id, { total_budget: 350_000, planned_creators: 2 })).statusCode).toBe(200);
  });

  it('DELETE archives: 204, hidden from the list unless asked for, restorable, audited', async () => {
    const keep = await create({ product_name: 'Keeper' });
    const gone = await create({ product_name: 'Goner', status: 'active' });
    expect(await listIds()).toContain(gone.id);

    const res = await del(gone.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const got = (await t.api.inject({ url: `/api/v1/campaigns/${gone.id}` })).json();
    expect(got.status).toBe('archived');
    expect(await listIds()).not.toContain(gone.id);
    expect(await listIds()).toContain(keep.id);
    expect(await listIds('&include_archived=true')).toEqual(expect.arrayContaining([gone.id, keep.id]));
    expect(await listIds('&status=archived')).toEqual(expect.arrayContaining([gone.id]));
    expect(await listIds('&status=archived')).not.toContain(keep.id);
    // The dashboard counts only campaigns in use.
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from campaigns where status <> 'archived'`);
    expect((await t.api.inject({ url: '/api/v1/dashboard' })).json().total_campaigns).toBe(rows[0]!.n);
    // Deleting again changes nothing.
    expect((await del(gone.id)).statusCode).toBe(204);
    const audit = await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log where target_id = $1 and action = 'campaign.archived'`, [gone.id]);
    expect(audit.rows[0]!.n).toBe(1);

    const restored = await t.api.inject({ method: 'POST', url: `/api/v1/campaigns/${gone.id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().status).toBe('active');
    expect(await listIds()).toContain(gone.id);

    expect((await del('5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11')).statusCode).toBe(404);
    expect((await del('not-a-uuid')).statusCode).toBe(400);
  });

  it('an archived campaign starts no run and holds no budget for a call (database guard)', async () => {
    const c = await create();
    expect((await del(c.id)).statusCode).toBe(204);
    const run = await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${c.id}` });
    expect(run.statusCode).toBe(409);
    await expect(
      t.db.query(`insert into agent_runs (workspace_id, campaign_id, state, phase, progress, params) values ($1, $2, 'queued', 'matching', 0, '{}'::jsonb)`, [
        t.workspaceId,
        c.id,
      ]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'campaign_archived' });
    await expect(
      t.db.query(`insert into budget_reservations (workspace_id, campaign_id, amount) values ($1, $2, 1000)`, [t.workspaceId, c.id]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'campaign_archived' });
  });

  it('DELETE is refused (409) while an Auto Co-Pilot run is active, and archiving by PATCH too', async () => {
    const c = await create({
      product_name: 'Run Shoes',
      product_description: 'Lightweight running shoes',
      product_niche: 'fitness',
      total_budget: 3_000_000,
      planned_creators: 3,
    });
    const started = await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${c.id}?max_creators=3` });
    expect([200, 201], started.body).toContain(started.statusCode);
    const runId = started.json().id as string;

    const refused = await del(c.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'run_active' });
    expect(refused.json().message).toMatch(/Auto Co-Pilot is running/);
    expect((await patch(c.id, { status: 'archived' })).statusCode).toBe(409);
    expect((await t.api.inject({ url: `/api/v1/campaigns/${c.id}` })).json().status).not.toBe('archived');

    for (let i = 0; i < 600; i++) {
      const { state } = (await t.api.inject({ url: `/api/campaign-trigger/runs/${runId}` })).json();
      if (state === 'completed' || state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Its calls have ended with the run: now it can go.
    expect((await del(c.id)).statusCode).toBe(204);
  });

  it('DELETE is refused (409) while a call of the campaign is in progress', async () => {
    const c = await create();
    const o = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/', payload: { campaign_id: c.id, creator_id: creatorIds[2] } });
    expect(o.statusCode, o.body).toBe(201);
    const { rows } = await t.db.query<{ id: string }>(
      `insert into calls (workspace_id, outreach_id, provider, conversation_id, to_number, status) values ($1, $2, 'simulated', $3, '+919812345678', 'in-progress') returning id`,
      [t.workspaceId, o.json().id, `conv-${c.id}`],
    );
    const refused = await del(c.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'call_active' });
    await t.db.query(`update calls set status = 'done', ended_at = now() where id = $1`, [rows[0]!.id]);
    expect((await del(c.id)).statusCode).toBe(204);
  });

  it('DELETE and a Co-Pilot start at once: either the run starts and DELETE is refused, or the campaign is archived and no run exists', async () => {
    for (let i = 0; i < 3; i++) {
      const c = await create({ product_niche: 'fitness', planned_creators: 2, total_budget: 2_000_000 });
      const [run, gone] = await Promise.all([
        t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${c.id}?max_creators=2` }),
        del(c.id),
      ]);
      const { rows } = await t.db.query<{ id: string; state: string }>('select id, state from agent_runs where campaign_id = $1', [c.id]);
      const status = (await t.api.inject({ url: `/api/v1/campaigns/${c.id}` })).json().status;
      if (gone.statusCode === 204) {
        expect(status).toBe('archived');
        expect(run.statusCode).toBe(409);
        expect(rows).toEqual([]);
      } else {
        expect(gone.statusCode).toBe(409);
        expect([200, 201]).toContain(run.statusCode);
        expect(status).not.toBe('archived');
        expect(rows).toHaveLength(1);
        for (let j = 0; j < 600; j++) {
          const { state } = (await t.api.inject({ url: `/api/campaign-trigger/runs/${rows[0]!.id}` })).json();
          if (state === 'completed' || state === 'failed') break;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }
  });

  it('viewers read campaigns but cannot PATCH or DELETE them; another workspace gets 404', async () => {
    const c = await create();
    const key = await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/api-keys`, payload: { name: 'viewer key', role: 'viewer' } });
    expect(key.statusCode, key.body).toBe(201);
    const viewer = authedClient(t.app, key.json().key);
    expect((await viewer.inject({ url: `/api/v1/campaigns/${c.id}` })).statusCode).toBe(200);
    expect((await patch(c.id, { product_name: 'Viewer edit' }, viewer)).statusCode).toBe(403);
    expect((await del(c.id, viewer)).statusCode).toBe(403);
    expect((await viewer.inject({ method: 'POST', url: `/api/v1/campaigns/${c.id}/restore` })).statusCode).toBe(403);

    const other = await createWorkspaceWithKey(t.api, 'Other agency');
    const stranger = authedClient(t.app, other.apiKey);
    expect((await patch(c.id, { product_name: 'Stranger edit' }, stranger)).statusCode).toBe(404);
    expect((await del(c.id, stranger)).statusCode).toBe(404);
    const after = (await t.api.inject({ url: `/api/v1/campaigns/${c.id}` })).json();
    expect(after).toMatchObject({ product_name: base.product_name, status: 'planning' });
  });
});
