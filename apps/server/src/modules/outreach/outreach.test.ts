import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';

describe('outreach and brands API', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let campaignId: string;
  let creatorIds: string[];
  beforeAll(async () => {
    t = await buildTestApp({ creators: 200, demo: true });
    const { rows } = await t.db.query<{ id: string }>(`select id from campaigns where status = 'planning' order by created_at limit 1`);
    campaignId = rows[0]!.id;
    creatorIds = (await t.db.query<{ id: string }>('select id from creators order by followers_count desc limit 5')).rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  it('creates an entry once: a second create returns the same entry', async () => {
    const a = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/', payload: { campaign_id: campaignId, creator_id: creatorIds[0] } });
    expect(a.statusCode).toBe(201);
    const b = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/', payload: { campaign_id: campaignId, creator_id: creatorIds[0] } });
    expect(b.statusCode).toBe(200);
    expect(b.json().id).toBe(a.json().id);
    const entry = a.json();
    expect(entry).toMatchObject({ campaign_id: campaignId, creator_id: creatorIds[0], status: 'new', conversations: [], channel: null, message_type: null });
    expect(entry.creator_name.length).toBeGreaterThan(0);
    expect(entry.campaign_name.length).toBeGreaterThan(0);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from outreach where campaign_id = $1 and creator_id = $2', [campaignId, creatorIds[0]]);
    expect(rows[0]!.n).toBe(1);
  });

  it('creates in bulk idempotently and counts them on the campaign', async () => {
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: campaignId, creator_ids: creatorIds } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 4, existing: 1 });
    const again = (await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: campaignId, creator_ids: creatorIds } })).json();
    expect(again).toMatchObject({ created: 0, existing: 5 });
    const list = (await t.api.inject({ url: `/api/v1/outreach/campaign/${campaignId}` })).json();
    expect(list).toHaveLength(5);
    const campaign = (await t.api.inject({ url: `/api/v1/campaigns/${campaignId}` })).json();
    expect(campaign.influencer_count).toBe(5);
    const all = (await t.api.inject({ url: '/api/v1/outreach/' })).json();
    expect(all.length).toBeGreaterThanOrEqual(5);
  });

  it('validates and 404s', async () => {
    const unknown = '5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11';
    const cases = [
      [{ campaign_id: unknown, creator_id: creatorIds[0] }, 404, 'Campaign not found'],
      [{ campaign_id: campaignId, creator_id: unknown }, 404, 'Creator not found'],
      [{ campaign_id: 'x', creator_id: creatorIds[0] }, 400, 'campaign_id'],
      [{ campaign_id: campaignId }, 400, 'creator_id'],
    ] as const;
    for (const [payload, status, msg] of cases) {
      const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/', payload });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toContain(msg);
    }
    expect((await t.api.inject({ url: `/api/v1/outreach/${unknown}` })).statusCode).toBe(404);
    expect((await t.api.inject({ url: `/api/v1/outreach/campaign/${unknown}` })).statusCode).toBe(404);
    const emptyBulk = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: campaignId, creator_ids: [] } });
    expect(emptyBulk.statusCode).toBe(400);
    expect(emptyBulk.json().message).toContain('select at least one creator');
  });

  it('updates status and notes', async () => {
    const entry = (await t.api.inject({ url: `/api/v1/outreach/campaign/${campaignId}` })).json()[0];
    const res = await t.api.inject({ method: 'PATCH', url: `/api/v1/outreach/${entry.id}`, payload: { status: 'contacted', notes: 'Sent brief' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'contacted', notes: 'Sent brief' });
    const bad = await t.api.inject({ method: 'PATCH', url: `/api/v1/outreach/${entry.id}`, payload: { status: 'married' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('status');
  });

  it('returns a brand by its id or by a campaign id, with products', async () => {
    const { rows } = await t.db.query<{ id: string; brand_id: string }>('select id, brand_id from campaigns where brand_id is not null limit 1');
    const byCampaign = await t.api.inject({ url: `/api/v1/brands/${rows[0]!.id}` });
    expect(byCampaign.statusCode).toBe(200);
    expect(byCampaign.json().id).toBe(rows[0]!.brand_id);
    expect(byCampaign.json().products.length).toBeGreaterThan(0);
    const byBrand = (await t.api.inject({ url: `/api/v1/brands/${rows[0]!.brand_id}` })).json();
    expect(byBrand).toEqual(byCampaign.json());
    const products = (await t.api.inject({ url: `/api/v1/brands/${rows[0]!.brand_id}/products` })).json();
    expect(products).toEqual(byBrand.products);
    expect((await t.api.inject({ url: '/api/v1/brands/5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11' })).statusCode).toBe(404);
  });

  it('answers unknown API routes with a JSON 404 and /healthz with ok', async () => {
    const res = await t.api.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect((await t.api.inject({ url: '/healthz' })).json().status).toBe('ok');
  });
});
