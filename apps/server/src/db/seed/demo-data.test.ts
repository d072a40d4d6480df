import { CAMPAIGN_STATUSES, NICHES, ZCampaignCreate, ZCampaignLiveStatus } from '@inflow/contracts';
import { describe, expect, it } from 'vitest';
import { demoData } from './demo-data.js';

const REF = Date.parse('2026-11-01T00:00:00Z');
const DAY = 86_400_000;

describe('demoData', () => {
  const data = demoData();

  it('is deterministic for a seed', () => {
    expect(demoData()).toEqual(data);
    expect(demoData(42)).toEqual(demoData(42));
    expect(demoData(7).campaigns.map((c) => c.created_at)).not.toEqual(data.campaigns.map((c) => c.created_at));
    expect(demoData(7).campaigns.map((c) => c.product_name)).toEqual(data.campaigns.map((c) => c.product_name));
  });

  it('has 5-6 brands with every field filled and 1-3 products each', () => {
    expect(data.brands.length).toBeGreaterThanOrEqual(5);
    expect(data.brands.length).toBeLessThanOrEqual(6);
    expect(new Set(data.brands.map((b) => b.name)).size).toBe(data.brands.length);
    for (const b of data.brands) {
      expect(b.logo_url).toBeNull();
      for (const f of [b.name, b.industry, b.mission, b.target_market, b.brand_voice]) expect(f.trim().length).toBeGreaterThan(3);
      expect(b.values.length).toBeGreaterThan(0);
      expect(b.products.length).toBeGreaterThanOrEqual(1);
      expect(b.products.length).toBeLessThanOrEqual(3);
      for (const p of b.products) {
        for (const f of [p.name, p.description, p.category, p.price_range, p.target_audience]) expect(f.trim().length).toBeGreaterThan(3);
        expect(p.key_features.length).toBeGreaterThan(0);
      }
    }
  });

  it('has 12+ campaigns covering every status, linked to existing brands and products', () => {
    expect(data.campaigns.length).toBeGreaterThanOrEqual(12);
    // Every status a campaign can be created with ('archived' is what DELETE leaves, never seeded).
    expect(new Set(data.campaigns.map((c) => c.status))).toEqual(new Set(ZCampaignLiveStatus.options));
    expect(CAMPAIGN_STATUSES.filter((s) => !(ZCampaignLiveStatus.options as string[]).includes(s))).toEqual(['archived']);
    for (const c of data.campaigns) {
      const brand = data.brands.find((b) => b.name === c.brand_name);
      expect(brand, c.brand_name).toBeDefined();
      expect(brand!.products.map((p) => p.name)).toContain(c.product_name);
    }
  });

  it('has complete briefs that the campaign schema accepts', () => {
    for (const c of data.campaigns) {
      for (const f of [c.product_description, c.target_audience, c.key_use_cases, c.campaign_goal]) expect(f.trim().length).toBeGreaterThan(10);
      expect(NICHES).toContain(c.product_niche);
      expect(c.total_budget).toBeGreaterThan(0);
      expect(c.planned_creators).toBeGreaterThan(0);
      const { created_at: _c, updated_at: _u, ...body } = c;
      expect(() => ZCampaignCreate.parse(body)).not.toThrow();
    }
    const currencies = data.campaigns.map((c) => c.currency);
    expect(currencies.filter((x) => x === 'INR').length).toBeGreaterThan(currencies.length / 2);
    expect(currencies).toContain('USD');
    expect(currencies).toContain('GBP');
  });

  it('spreads created_at over the last 60 days, with dates that fit each status', () => {
    const today = new Date(REF).toISOString().slice(0, 10);
    for (const c of data.campaigns) {
      const created = Date.parse(c.created_at);
      expect(created).toBeLessThan(REF);
      expect(created).toBeGreaterThan(REF - 60 * DAY);
      expect(Date.parse(c.updated_at)).toBeGreaterThanOrEqual(created);
      if (c.start_date && c.end_date) {
        expect(c.start_date < c.end_date).toBe(true);
        expect(c.start_date >= c.created_at.slice(0, 10)).toBe(true);
      }
      if (c.status === 'completed') expect(c.end_date! < today).toBe(true);
      if (c.status === 'active') expect(c.start_date! <= today && today <= c.end_date!).toBe(true);
      if (c.status === 'paused') expect(c.start_date! <= today).toBe(true);
      if (c.status === 'planning') expect(c.start_date! > today).toBe(true);
    }
    const span = data.campaigns.map((c) => Date.parse(c.created_at));
    expect(Math.max(...span) - Math.min(...span)).toBeGreaterThan(40 * DAY);
  });

  it('returns fresh copies, so callers cannot corrupt later calls', () => {
    const a = demoData();
    a.brands[0]!.values.push('mutated');
    a.brands[0]!.products[0]!.key_features.length = 0;
    expect(demoData()).toEqual(data);
  });
});
