import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { DEFAULT_SEED } from '../../db/seed/seed.js';
import { generateLabelledCreator } from '../../db/seed/creators-generator.js';

const N = 6000;
type Match = {
  id: string;
  influencer_name: string;
  handle: string;
  country: string;
  platform: string;
  followers: number;
  collaboration_rate: number;
  expected_engagements: number;
  audience_quality: number;
  shortlisted: boolean;
  neighbour_niche: boolean;
  match_score_value: number;
  niche: string;
};

describe('shortlists as portfolios (fixed catalogue)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  const suspicious = new Set<string>();
  beforeAll(async () => {
    t = await buildTestApp({ creators: N });
    for (let i = 0; i < N; i++) {
      const { creator, integrity } = generateLabelledCreator(i, DEFAULT_SEED);
      if (integrity !== 'honest') suspicious.add(`${creator.platform}:${creator.handle}`);
    }
  }, 300_000);
  afterAll(() => t.close());

  const campaign = async (body: Record<string, unknown>) => {
    const res = await t.api.inject({
      method: 'POST',
      url: '/api/v1/campaigns/',
      payload: {
        product_name: 'PulseBuds Pro',
        brand_name: 'Test Brand',
        product_description: 'wireless earbuds with noise cancelling',
        target_audience: 'young professionals',
        key_use_cases: 'commutes, calls, music',
        product_niche: 'technology',
        currency: 'INR',
        total_budget: 1_000_000,
        planned_creators: 10,
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const match = async (id: string, extra: Record<string, unknown> = {}) => {
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/ai/campaign-similarity', payload: { campaign_id: id, ...extra } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { matches: Match[]; shortlist_size: number; shortlist_cost: number; expected_engagements: number; budget_used_pct: number; shortfall_reason: string | null; total_budget: number };
  };

  it('carries the targeting fields on create, PATCH and every response, and validates them', async () => {
    const c = await campaign({ target_countries: ['in', 'UK'], target_languages: ['HI'], platforms: ['youtube'], min_followers: 1000, max_followers: 500_000 });
    const got = (await t.api.inject({ url: `/api/v1/campaigns/${c.id}` })).json();
    expect(got).toMatchObject({ target_countries: ['IN', 'GB'], target_languages: ['hi'], platforms: ['youtube'], min_followers: 1000, max_followers: 500_000 });
    const patched = await t.api.inject({ method: 'PATCH', url: `/api/v1/campaigns/${c.id}`, payload: { target_countries: [], max_followers: null } });
    expect(patched.json()).toMatchObject({ target_countries: [], max_followers: null, min_followers: 1000 });
    const list = (await t.api.inject({ url: '/api/v1/campaigns/' })).json();
    expect(list[0]).toHaveProperty('target_languages');
    for (const [payload, field] of [
      [{ target_countries: ['India'] }, 'target_countries'],
      [{ platforms: ['myspace'] }, 'platforms'],
      [{ min_followers: 10, max_followers: 5 }, 'min_followers'],
    ] as const) {
      const res = await t.api.inject({ method: 'PATCH', url: `/api/v1/campaigns/${c.id}`, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });

  it('buys more expected engagements with a bigger budget (₹5 lakh, ₹50 lakh, ₹2 crore) and never spends more than the budget', async () => {
    const results = [];
    for (const budget of [500_000, 5_000_000, 20_000_000]) {
      // Anywhere: the catalogue of 6,000 holds more reach than ₹50 lakh can buy.
      const c = await campaign({ total_budget: budget });
      const r = await match(c.id);
      expect(r.shortlist_cost).toBeLessThanOrEqual(budget);
      expect(r.matches.filter((m) => m.shortlisted).reduce((s, m) => s + m.collaboration_rate, 0)).toBeLessThanOrEqual(budget + 10);
      expect(r.shortlist_size).toBe(10);
      results.push(r);
    }
    expect(results[1]!.expected_engagements).toBeGreaterThanOrEqual(results[0]!.expected_engagements);
    expect(results[2]!.expected_engagements).toBeGreaterThan(results[1]!.expected_engagements);
    // 40x the budget buys at least 3x the engagements, unless the market runs out first (the budget is then left unspent).
    const top = results[2]!;
    expect(top.expected_engagements >= 3 * results[0]!.expected_engagements || top.budget_used_pct < 90).toBe(true);
    expect(top.expected_engagements).toBeGreaterThan(2 * results[0]!.expected_engagements);
  });

  it('keeps every pick within the countries, languages, platforms and follower range, one person at most once', async () => {
    const c = await campaign({
      total_budget: 3_000_000,
      target_countries: ['IN'],
      target_languages: ['hi', 'en'],
      platforms: ['instagram', 'youtube'],
      min_followers: 20_000,
      max_followers: 2_000_000,
    });
    const r = await match(c.id, { match_count: 12 });
    const picks = r.matches.filter((m) => m.shortlisted);
    expect(picks.length).toBeGreaterThan(0);
    const creators = await Promise.all(picks.map(async (m) => (await t.api.inject({ url: `/api/v1/creators/${m.id}` })).json()));
    for (const cr of creators) {
      expect(cr.country).toBe('IN');
      expect(['hi', 'en']).toContain(cr.language);
      expect(['instagram', 'youtube']).toContain(cr.platform);
      expect(cr.followers_count).toBeGreaterThanOrEqual(20_000);
      expect(cr.followers_count).toBeLessThanOrEqual(2_000_000);
    }
    const people = new Set(picks.map((m) => `${m.influencer_name.toLowerCase()}|${m.country}`));
    expect(people.size).toBe(picks.length);
    expect(picks.filter((m) => m.neighbour_niche).length).toBeLessThanOrEqual(Math.floor(12 / 10));
  });

  it('never lets a creator whose rate alone exceeds the budget in, and says when the budget affords fewer', async () => {
    const c = await campaign({ total_budget: 3_000, planned_creators: 10, target_countries: ['IN'] });
    const r = await match(c.id);
    expect(r.shortlist_size).toBeLessThan(10);
    expect(r.shortfall_reason).toMatch(/affords|pass its filters/);
    expect(r.shortlist_cost).toBeLessThanOrEqual(3_000);
    for (const m of r.matches.filter((x) => x.shortlisted)) expect(m.collaboration_rate).toBeLessThanOrEqual(3_000);
  });

  it('ranks the seeded suspicious accounts below honest peers: they are (almost) never shortlisted', async () => {
    let picks = 0;
    let bad = 0;
    for (const niche of ['beauty', 'fitness', 'food', 'technology', 'travel', 'fashion']) {
      for (const budget of [800_000, 8_000_000]) {
        const c = await campaign({ product_niche: niche, total_budget: budget, product_name: `${niche} product`, product_description: niche, key_use_cases: niche });
        const r = await match(c.id);
        for (const m of r.matches.filter((x) => x.shortlisted)) {
          picks++;
          if (suspicious.has(`${m.platform}:${m.handle}`)) bad++;
        }
      }
    }
    expect(picks).toBeGreaterThan(100);
    // They are 6% of the catalogue and look cheap per follower; the shortlist takes far fewer than that.
    expect(bad / picks).toBeLessThan(0.02);
  });

  it('lookalikes keep the market and size band, and leave out the creator and its duplicates', async () => {
    const { creators } = (await t.api.inject({ url: '/api/v1/creators/?country=IN&niche=beauty&min_followers=50000&limit=5' })).json();
    for (const me of creators) {
      const res = await t.api.inject({ url: `/api/v1/creators/${me.id}/similar?limit=10` });
      expect(res.statusCode).toBe(200);
      for (const s of res.json().similar) {
        expect(s.id).not.toBe(me.id);
        expect(s.country).toBe(me.country);
        expect(s.language).toBe(me.language);
        expect(s.followers_count).toBeGreaterThanOrEqual(Math.floor(me.followers_count * 0.3));
        expect(s.followers_count).toBeLessThanOrEqual(Math.ceil(me.followers_count * 3));
        expect(`${s.name}|${s.country}`.toLowerCase()).not.toBe(`${me.name}|${me.country}`.toLowerCase());
      }
      const open = (await t.api.inject({ url: `/api/v1/creators/${me.id}/similar?limit=10&same_market=false&same_size=false` })).json();
      expect(open.similar.length).toBe(10);
    }
  });
});
