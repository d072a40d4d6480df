import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';

describe('POST /api/v1/campaigns/{id}/creators: bulk add, all or nothing', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let creators: { id: string; handle: string; typical_rate: number; currency: string }[];
  beforeAll(async () => {
    t = await buildTestApp({ creators: 60 });
    const { rows } = await t.db.query<{ id: string; handle: string; typical_rate: number; currency: string }>(
      `select id, handle, typical_rate::float8 as typical_rate, currency from creators where currency = 'INR' and typical_rate > 0 order by typical_rate limit 10`,
    );
    creators = rows;
    expect(creators.length).toBeGreaterThanOrEqual(6);
  }, 120_000);
  afterAll(() => t.close());

  const campaign = async (body: Record<string, unknown> = {}) => {
    const res = await t.api.inject({
      method: 'POST',
      url: '/api/v1/campaigns/',
      payload: { product_name: 'Bulk Buds', brand_name: 'Test Brand', product_niche: 'technology', currency: 'INR', total_budget: 5_000_000, planned_creators: 5, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const add = (id: string, creator_ids: string[]) => t.api.inject({ method: 'POST', url: `/api/v1/campaigns/${id}/creators`, payload: { creator_ids } });
  const entries = async (id: string) =>
    (await t.db.query<{ creator_id: string }>('select creator_id from outreach where campaign_id = $1', [id])).rows.map((r) => r.creator_id).sort();

  it('adds three creators in one action, and counts the ones already there as existing', async () => {
    const c = await campaign();
    const three = creators.slice(0, 3).map((x) => x.id);
    const res = await add(c.id, three);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ campaign_id: c.id, created: 3, existing: 0, currency: 'INR', open_slots: 5 });
    expect(res.json().entries.map((e: { creator_id: string }) => e.creator_id)).toEqual(three);
    expect(await entries(c.id)).toEqual([...three].sort());
    const again = await add(c.id, [...three, creators[3]!.id]);
    expect(again.json()).toMatchObject({ created: 1, existing: 3 });
    expect(await entries(c.id)).toHaveLength(4);
    const audit = await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'campaign.creators_added' and target_id = $1`, [c.id]);
    expect(audit.rows[0]!.n).toBe(2);
  });

  it('adds nothing when one creator is unknown (404 naming it)', async () => {
    const c = await campaign();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await add(c.id, [creators[0]!.id, unknown]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain(unknown);
    expect(await entries(c.id)).toEqual([]);
  });

  it('refuses a closed campaign with 409 campaign_closed', async () => {
    for (const status of ['completed', 'archived']) {
      const c = await campaign();
      await t.db.query('update campaigns set status = $2 where id = $1', [c.id, status]);
      const res = await add(c.id, [creators[0]!.id, creators[1]!.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'campaign_closed' });
      expect(res.json().message).toContain(status);
      expect(await entries(c.id)).toEqual([]);
    }
  });

  it('refuses when every planned creator already has an agreed deal (409 campaign_full)', async () => {
    const c = await campaign({ planned_creators: 1 });
    expect((await add(c.id, [creators[0]!.id])).statusCode).toBe(200);
    const { rows } = await t.db.query<{ id: string }>('select id from outreach where campaign_id = $1', [c.id]);
    await t.db.query(
      `insert into deals (workspace_id, campaign_id, creator_id, outreach_id, status, price, currency) values ($1, $2, $3, $4, 'agreed', 1000, 'INR')`,
      [t.workspaceId, c.id, creators[0]!.id, rows[0]!.id],
    );
    const res = await add(c.id, [creators[1]!.id, creators[2]!.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'campaign_full' });
    expect(res.json().message).toMatch(/planned creators/);
    expect(await entries(c.id)).toEqual([creators[0]!.id]);
  });

  it('refuses, naming the creator, when a rate alone is above what the budget has left (409 over_budget), and adds none', async () => {
    const cheap = creators[0]!;
    const dear = creators[creators.length - 1]!;
    expect(dear.typical_rate).toBeGreaterThan(cheap.typical_rate);
    const c = await campaign({ total_budget: Math.floor((cheap.typical_rate + dear.typical_rate) / 2) });
    const res = await add(c.id, [cheap.id, dear.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'over_budget' });
    expect(res.json().message).toContain(`@${dear.handle}`);
    expect(res.json().message).not.toContain(`@${cheap.handle}`);
    expect(await entries(c.id)).toEqual([]);
    // The cheap one alone fits.
    expect((await add(c.id, [cheap.id])).statusCode).toBe(200);
  });

  it('validates the body and the campaign', async () => {
    const c = await campaign();
    for (const [payload, field] of [
      [{ creator_ids: [] }, 'creator_ids'],
      [{ creator_ids: ['nope'] }, 'creator_ids'],
      [{}, 'creator_ids'],
    ] as const) {
      const res = await t.api.inject({ method: 'POST', url: `/api/v1/campaigns/${c.id}/creators`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const missing = await add('00000000-0000-4000-8000-000000000001', [creators[0]!.id]);
    expect(missing.statusCode).toBe(404);
  });

  it('explains audience quality: the signal that is off for bought engagement, unknowns named, 404 for unknown creators', async () => {
    const honest = (await t.db.query<{ id: string }>('select id from creators where audience_quality = 100 order by id limit 1')).rows[0]!;
    const h = await t.api.inject({ url: `/api/v1/creators/${honest.id}/audience-quality` });
    expect(h.statusCode, h.body).toBe(200);
    expect(h.json()).toMatchObject({ creator_id: honest.id, score: 100, verdict: 'genuine' });
    expect(h.json().signals.every((x: { ok: boolean }) => x.ok)).toBe(true);
    expect(h.json().unknown.join(' ')).toMatch(/Follower growth/);
    // 500K followers with 30% engagement and few views: far above what such accounts get.
    const { rows } = await t.db.query<{ id: string; audience_quality: number }>(
      `insert into creators (name, handle, channel_name, platform, niche, followers_count, engagement_rate, avg_views, country, language, audience)
       values ('Bought Likes', 'bought_likes_test', 'BL', 'instagram', 'beauty', 500000, 30, 20000, 'IN', 'hi',
               '{"countries": {"IN": 0.9, "US": 0.1}, "languages": {"hi": 1}, "age": {}, "gender": {"female": 0.5, "male": 0.5, "other": 0}}')
       returning id, audience_quality`,
    );
    const q = await t.api.inject({ url: `/api/v1/creators/${rows[0]!.id}/audience-quality` });
    expect(q.json().score).toBe(rows[0]!.audience_quality);
    expect(q.json().verdict).toBe('suspicious');
    const off = q.json().signals.filter((x: { ok: boolean }) => !x.ok).map((x: { signal: string }) => x.signal);
    expect(off).toContain('Engagement vs the norm');
    expect((await t.api.inject({ url: '/api/v1/creators/00000000-0000-4000-8000-000000000002/audience-quality' })).statusCode).toBe(404);
  });
});
