import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';

const valid = {
  product_name: 'Lumora Beam',
  brand_name: 'Castleview Electronics',
  product_description: 'A pocket projector, 1080p',
  target_audience: 'Young couples in India',
  key_use_cases: 'Movie nights',
  campaign_goal: 'Pre-bookings',
  product_niche: 'technology',
  total_budget: 720000,
};

describe('campaigns API', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 300, demo: true });
  });
  afterAll(() => t.close());

  it('lists demo campaigns newest first with influencer counts and stats', async () => {
    const res = await t.api.inject({ method: 'GET', url: '/api/v1/campaigns/' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    const created = list.map((c: { created_at: string }) => c.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    for (const c of list) {
      expect(typeof c.influencer_count).toBe('number');
      expect(c.stats.response_rate === null || typeof c.stats.response_rate === 'number').toBe(true);
    }
    expect(list.some((c: { influencer_count: number }) => c.influencer_count > 0)).toBe(true);
  });

  it('filters by status and pages with limit/offset', async () => {
    for (const status of ['planning', 'active', 'paused', 'completed']) {
      const res = await t.api.inject({ url: `/api/v1/campaigns/?status=${status}` });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((c: { status: string }) => c.status === status)).toBe(true);
    }
    const page1 = (await t.api.inject({ url: '/api/v1/campaigns/?limit=5&offset=0' })).json();
    const page2 = (await t.api.inject({ url: '/api/v1/campaigns/?limit=5&offset=5' })).json();
    expect(page1).toHaveLength(5);
    expect(page2.length).toBeGreaterThan(0);
    expect(page1.map((c: { id: string }) => c.id)).not.toContain(page2[0].id);
  });

  it('rejects bad list queries with a message naming the field', async () => {
    for (const q of ['status=deleted', 'include_archived=maybe', 'limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      const res = await t.api.inject({ url: `/api/v1/campaigns/?${q}` });
      expect(res.statusCode, q).toBe(400);
      const body = res.json();
      expect(body.code).toBe('validation_error');
      expect(body.message).toContain(q.split('=')[0]);
    }
  });

  it('creates, reads and updates a campaign', async () => {
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns/', payload: valid });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({ ...valid, status: 'planning', currency: 'INR', planned_creators: 10, influencer_count: 0 });
    const got = await t.api.inject({ url: `/api/v1/campaigns/${c.id}` });
    expect(got.json().id).toBe(c.id);
    const { rows } = await t.db.query<{ has: boolean }>('select embedding is not null as has from campaigns where id = $1', [c.id]);
    expect(rows[0]!.has).toBe(true);

    const patched = await t.api.inject({ method: 'PATCH', url: `/api/v1/campaigns/${c.id}`, payload: { status: 'active' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().status).toBe('active');
    expect(new Date(patched.json().updated_at).getTime()).toBeGreaterThanOrEqual(new Date(c.updated_at).getTime());
  });

  it('rejects invalid campaign bodies without writing anything', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from campaigns')).rows[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, total_budget: 0 }, 'total_budget'],
      [{ ...valid, total_budget: 'lots' }, 'total_budget'],
      [{ ...valid, product_name: '  ' }, 'product_name'],
      [{ ...valid, product_niche: 'x'.repeat(201) }, 'product_niche'],
      [{ ...valid, status: 'archived' }, 'status'],
      [{ ...valid, currency: 'rupees' }, 'currency'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns/', payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const bad = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns/', headers: { 'content-type': 'application/json' }, payload: '{"product_name":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/JSON/);
    const after = (await t.db.query<{ n: number }>('select count(*)::int as n from campaigns')).rows[0]!.n;
    expect(after).toBe(before);
  });

  it('gives 404 for unknown ids and 400 for malformed ones', async () => {
    const unknown = await t.api.inject({ url: '/api/v1/campaigns/5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Campaign not found', code: 'not_found' });
    const patch = await t.api.inject({ method: 'PATCH', url: '/api/v1/campaigns/5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11', payload: { status: 'paused' } });
    expect(patch.statusCode).toBe(404);
    const malformed = await t.api.inject({ url: '/api/v1/campaigns/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('id');
    const empty = await t.api.inject({ method: 'PATCH', url: `/api/v1/campaigns/5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11`, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('serves the dashboard from stored data', async () => {
    const res = await t.api.inject({ url: '/api/v1/dashboard' });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from outreach');
    expect(d.influencers_contacted).toBe(rows[0]!.n);
    expect(d.recent_campaigns).toHaveLength(3);
    // No calls have happened yet, so there is no response rate to show.
    expect(d.response_rate).toBeNull();
  });

  it('generates the OpenAPI document from the schemas', async () => {
    const res = await t.api.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/v1/campaigns']).toBeDefined();
    expect(doc.paths['/api/v1/campaigns/{id}'].get.operationId).toBe('getCampaign');
  });
});

describe('campaigns API, references', () => {
  it('answers 422, not 500, for a brand or product that does not exist, and writes nothing', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.api.inject({
        method: 'POST',
        url: '/api/v1/campaigns/',
        payload: { ...valid, brand_id: '5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('unknown_reference');
      expect((await t.db.query<{ n: number }>('select count(*)::int as n from campaigns')).rows[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
