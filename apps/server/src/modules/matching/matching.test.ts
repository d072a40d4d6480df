import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';

const BRIEFS: Record<string, { product: string; description: string; audience: string; uses: string }> = {
  technology: { product: 'PulseBuds Pro', description: 'wireless earbuds with noise cancelling', audience: 'young professionals in India', uses: 'commutes, calls, music' },
  fitness: { product: 'Tally Rope', description: 'smart skipping rope that counts jumps', audience: 'office workers who want quick cardio', uses: 'hiit, warm-ups, home workouts' },
  beauty: { product: 'Shadeglide', description: 'mineral sunscreen stick SPF 50', audience: 'women 20-40 who love the outdoors', uses: 'reapplying over makeup, beach days' },
  food: { product: 'Smokeline', description: 'smoked habanero hot sauce', audience: 'home cooks and spice lovers', uses: 'tacos, wings, recipes' },
  travel: { product: 'Roamly Pack', description: 'carry-on backpack for long trips', audience: 'backpackers and digital nomads', uses: 'flights, hostels, weekend getaways' },
  gaming: { product: 'Apex Pad', description: 'wireless game controller with low latency', audience: 'gamers 16-30', uses: 'esports, streaming, mobile games' },
  fashion: { product: 'Loomline Denim', description: 'sustainable denim jeans', audience: 'style-conscious women 18-35', uses: 'outfits, street style, lookbooks' },
  finance: { product: 'Stackr', description: 'investing app for mutual funds and SIPs', audience: 'first-time investors in India', uses: 'saving, investing, budgeting' },
  education: { product: 'CodeCamp Live', description: 'online coding course with mentors', audience: 'college students', uses: 'learning to code, exam prep, career change' },
  parenting: { product: 'SnugNest', description: 'baby sleep sack', audience: 'new parents and moms', uses: 'bedtime routines, newborn sleep' },
  pets: { product: 'WagBites', description: 'grain-free dog treats', audience: 'dog owners', uses: 'training, daily treats, puppy care' },
  home: { product: 'BrewNest', description: 'smart kettle and home appliance', audience: 'homeowners who love interiors', uses: 'kitchen upgrades, home decor, cozy mornings' },
  automotive: { product: 'DashGuard', description: 'car dash cam with night vision', audience: 'car owners and road trippers', uses: 'driving, road trips, car reviews' },
  health: { product: 'CalmLeaf', description: 'herbal sleep supplement', audience: 'adults with stress and poor sleep', uses: 'wellness routines, sleep, mental health' },
};

describe('AI influencer matching', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  const campaignIds = new Map<string, string>();
  beforeAll(async () => {
    t = await buildTestApp({ creators: 4000 });
    for (const [niche, b] of Object.entries(BRIEFS)) {
      const res = await t.api.inject({
        method: 'POST',
        url: '/api/v1/campaigns/',
        payload: {
          product_name: b.product,
          brand_name: 'Test Brand',
          product_description: b.description,
          target_audience: b.audience,
          key_use_cases: b.uses,
          campaign_goal: 'awareness and sales',
          product_niche: niche,
          total_budget: 1_500_000,
          planned_creators: 10,
        },
      });
      expect(res.statusCode).toBe(201);
      campaignIds.set(niche, res.json().id);
    }
  });
  afterAll(() => t.close());

  const match = (body: Record<string, unknown>) => t.api.inject({ method: 'POST', url: '/api/v1/ai/campaign-similarity', payload: body });

  it('ranks creators that fit the campaign at the top, for every niche', async () => {
    expect(campaignIds.size).toBeGreaterThanOrEqual(12);
    for (const [niche, id] of campaignIds) {
      const res = await match({ campaign_id: id, match_threshold: 0, match_count: 10 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.matches).toHaveLength(10);
      const keywords = `${BRIEFS[niche]!.description} ${BRIEFS[niche]!.uses}`.toLowerCase();
      const fits = body.matches.filter(
        (m: { niche: string; topics: string[] }) => m.niche === niche || m.topics.some((tp) => keywords.includes(tp.toLowerCase())),
      );
      expect(fits.length, `${niche}: ${body.matches.map((m: { niche: string }) => m.niche).join(',')}`).toBeGreaterThanOrEqual(9);
      // The shortlist fits the whole budget; budget_fit is value for money (more engagements per rupee scores higher).
      expect(body.shortlist_cost).toBeLessThanOrEqual(1_500_000);
      const picks = body.matches.filter((m: { shortlisted: boolean }) => m.shortlisted);
      for (const m of picks) {
        expect(m.per_creator_budget).toBe(150_000);
        expect(m.collaboration_rate).toBeLessThanOrEqual(1_500_000);
      }
      const vpc = (m: { expected_engagements: number; collaboration_rate: number }) => m.expected_engagements / m.collaboration_rate;
      for (const a of picks) for (const b of picks) if (vpc(a) > vpc(b) * 1.05) expect(a.detailed_score_values.budget_fit).toBeGreaterThanOrEqual(b.detailed_score_values.budget_fit);
    }
  });

  it('returns the spec shape: numeric text scores plus numbers, sorted and bounded', async () => {
    const res = await match({ campaign_id: campaignIds.get('fitness') });
    const body = res.json();
    expect(body.total_matches).toBeGreaterThanOrEqual(body.matches.length);
    expect(body.matches.length).toBeLessThanOrEqual(10);
    // The shortlist first, then alternates, each in descending match score.
    let prev = Infinity;
    let inShortlist = true;
    for (const m of body.matches) {
      expect(m.match_score).toMatch(/^\d+(\.\d)?$/);
      expect(Number(m.match_score)).toBe(m.match_score_value);
      if (!m.shortlisted) {
        if (inShortlist) prev = Infinity;
        inShortlist = false;
        expect(m.match_score_value).toBeGreaterThanOrEqual(50);
      } else expect(inShortlist).toBe(true);
      expect(m.match_score_value).toBeLessThanOrEqual(prev);
      prev = m.match_score_value;
      expect(m.why.length).toBeGreaterThan(10);
      for (const k of ['niche_match', 'audience_match', 'engagement_score', 'budget_fit']) {
        const v = m.detailed_score_values[k];
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
        expect(Number(m.detailed_scores[k])).toBe(v);
      }
      const w = body.weights;
      const sum = w.niche_match + w.audience_match + w.engagement_score + w.budget_fit;
      const expected =
        (w.niche_match * m.detailed_score_values.niche_match +
          w.audience_match * m.detailed_score_values.audience_match +
          w.engagement_score * m.detailed_score_values.engagement_score +
          w.budget_fit * m.detailed_score_values.budget_fit) /
        sum;
      expect(Math.abs(expected - m.match_score_value)).toBeLessThanOrEqual(0.11);
    }
  });

  it('stores the last run per campaign', async () => {
    const id = campaignIds.get('beauty')!;
    const run = (await match({ campaign_id: id, match_count: 5 })).json();
    const stored = await t.api.inject({ url: `/api/v1/ai/campaign-similarity/${id}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual(run);
    const other = await t.api.inject({ url: `/api/v1/ai/campaign-similarity/${campaignIds.get('food')}` });
    expect(other.json().campaign_id).toBe(campaignIds.get('food'));
    const none = await t.api.inject({ url: '/api/v1/ai/campaign-similarity/5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11' });
    expect(none.statusCode).toBe(404);
  });

  it('validates threshold and count, and 404s unknown campaigns', async () => {
    const id = campaignIds.get('food');
    for (const [body, field] of [
      [{ campaign_id: id, match_threshold: 1.5 }, 'match_threshold'],
      [{ campaign_id: id, match_threshold: -0.1 }, 'match_threshold'],
      [{ campaign_id: id, match_count: 0 }, 'match_count'],
      [{ campaign_id: id, match_count: 101 }, 'match_count'],
      [{ campaign_id: id, match_count: 2.5 }, 'match_count'],
      [{ campaign_id: 'nope' }, 'campaign_id'],
    ] as const) {
      const res = await match(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const unknown = await match({ campaign_id: '5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Campaign not found');
    // The threshold bounds the alternates; the shortlist is the optimiser's.
    const strict = (await match({ campaign_id: id, match_threshold: 0.99 })).json();
    expect(strict.matches.filter((m: { shortlisted: boolean }) => !m.shortlisted).every((m: { match_score_value: number }) => m.match_score_value >= 99)).toBe(true);
  });
  it('compares a budget in any accepted currency at its rate, and refuses a currency without one', async () => {
    // The same campaign with the same budget in rupees and in won (₹1,500,000 = $17,857 = ₩25,000,000): the same
    // shortlist. A won budget was once compared as if it were dollars, which bought creators 1,400 times too dear.
    const b = BRIEFS.beauty!;
    const create = async (total_budget: number, currency: string) =>
      t.api.inject({
        method: 'POST',
        url: '/api/v1/campaigns/',
        payload: { product_name: b.product, brand_name: 'Test Brand', product_description: b.description, target_audience: b.audience, key_use_cases: b.uses, campaign_goal: 'awareness and sales', product_niche: 'beauty', total_budget, currency, planned_creators: 10 },
      });
    const inr = (await create(1_500_000, 'INR')).json().id as string;
    const krwRes = await create(25_000_000, 'KRW');
    expect(krwRes.statusCode).toBe(201);
    const krw = krwRes.json().id as string;
    const a = (await match({ campaign_id: inr, match_threshold: 0 })).json();
    const k = (await match({ campaign_id: krw, match_threshold: 0 })).json();
    const shortlist = (r: { matches: { id: string; shortlisted: boolean }[] }) => r.matches.filter((m) => m.shortlisted).map((m) => m.id).sort();
    expect(shortlist(a).length).toBeGreaterThan(0);
    expect(shortlist(k)).toEqual(shortlist(a));
    expect(k.currency).toBe('KRW');
    expect(k.budget_used_pct).toBeLessThanOrEqual(100);
    expect(k.shortlist_cost).toBeCloseTo((a.shortlist_cost * 1400) / 84, -2);

    const bad = await create(25_000_000, 'XYZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/currency.*not a supported currency/);
    // A campaign stored before the currency check (only migration 0021's predecessors allowed it) gets a 422, not dollars.
    await t.db.query(`update campaigns set currency = 'XYZ' where id = $1`, [krw]);
    const legacy = await match({ campaign_id: krw, match_threshold: 0 });
    expect(legacy.statusCode).toBe(422);
    expect(legacy.json().message).toMatch(/XYZ has no exchange rate/);
  });
});
