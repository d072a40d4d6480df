import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.js';

// Whatever a client sends, the answer is a 2xx or a 4xx with { message, code }: never a 500.
const ODD_VALUES: unknown[] = [null, '', ' ', 'x'.repeat(5000), -1, 0, 1e308, -1e308, 3.7, true, [], {}, ['a'], { $gt: 1 }, '💥', '\u0000', "'; drop table creators; --", '5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11'];

describe('no 500 for client input', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let ids: { campaign: string; creator: string; outreach: string };
  beforeAll(async () => {
    t = await buildTestApp({ creators: 60, demo: true });
    const campaign = (await t.db.query<{ id: string }>('select id from campaigns limit 1')).rows[0]!.id;
    const creator = (await t.db.query<{ id: string }>('select id from creators limit 1')).rows[0]!.id;
    const outreach = (await t.api.inject({ method: 'POST', url: '/api/v1/outreach/', payload: { campaign_id: campaign, creator_id: creator } })).json().id;
    ids = { campaign, creator, outreach };
  });
  afterAll(() => t.close());

  const expectClientAnswer = (res: { statusCode: number; body: string }, what: string) => {
    expect(res.statusCode, `${what} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) expect(JSON.parse(res.body)).toHaveProperty('message');
  };

  it('bodies', async () => {
    const bodies: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/v1/campaigns/', { product_name: 'P', brand_name: 'B', total_budget: 1000 }],
      ['PATCH', `/api/v1/campaigns/${'{campaign}'}`, { status: 'active' }],
      ['POST', '/api/v1/outreach/', { campaign_id: '{campaign}', creator_id: '{creator}' }],
      ['POST', '/api/v1/outreach/bulk', { campaign_id: '{campaign}', creator_ids: ['{creator}'] }],
      ['PATCH', '/api/v1/outreach/{outreach}', { status: 'contacted' }],
      ['POST', '/api/v1/ai/extract-campaign', { brief: 'A brief' }],
      ['POST', '/api/v1/ai/campaign-similarity', { campaign_id: '{campaign}' }],
      ['POST', '/api/v1/outreach/email', { outreach_id: '{outreach}' }],
      // Added with matching, plans, deals and the marketer's desk.
      ['POST', '/api/v1/campaigns/{campaign}/creators', { creator_ids: ['{creator}'] }],
      ['POST', '/api/v1/deals', { campaign_id: '{campaign}', creator_id: '{creator}', price: 1000, currency: 'INR', deliverables: [{ platform: 'instagram', format: 'reel', count: 1 }] }],
      ['POST', '/api/v1/lists/', { name: 'L' }],
      ['POST', '/api/v1/tasks/', { title: 'T', due_date: '2026-12-01' }],
      ['POST', '/api/v1/notes/', { body: 'N', creator_id: '{creator}' }],
      ['PUT', '/api/v1/contract-template', { body: '# {{brand}}' }],
    ];
    const fill = (s: string) => s.replace('{campaign}', ids.campaign).replace('{creator}', ids.creator).replace('{outreach}', ids.outreach);
    for (const [method, url, base] of bodies) {
      const realBase = JSON.parse(fill(JSON.stringify(base))) as Record<string, unknown>;
      for (const key of Object.keys(realBase)) {
        for (const v of ODD_VALUES) {
          const res = await t.api.inject({ method: method as 'POST', url: fill(url), payload: { ...realBase, [key]: v } });
          expectClientAnswer(res, `${method} ${url} ${key}=${JSON.stringify(v)?.slice(0, 40)}`);
        }
      }
      for (const raw of ['', 'null', '[]', '"x"', '{', '{"a":']) {
        const res = await t.api.inject({ method: method as 'POST', url: fill(url), headers: { 'content-type': 'application/json' }, payload: raw });
        expectClientAnswer(res, `${method} ${url} raw ${raw}`);
      }
    }
  });

  it('paths and queries', async () => {
    const odd = ['x', '%00', '..%2F..%2Fetc', '5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11', encodeURIComponent("'or 1=1"), 'a'.repeat(300)];
    for (const v of odd) {
      for (const url of [
        `/api/v1/campaigns/${v}`,
        `/api/v1/creators/${v}`,
        `/api/v1/creators/${v}/similar`,
        `/api/v1/brands/${v}`,
        `/api/v1/outreach/${v}`,
        `/api/v1/outreach/campaign/${v}`,
        `/api/v1/outreach/call/${v}/analysis`,
        `/api/v1/outreach/call/${v}/audio`,
        `/api/v1/ai/campaign-similarity/${v}`,
        `/api/campaign-trigger/runs/${v}`,
        `/api/v1/creators/?name=${v}&min_followers=${v}&country=${v}`,
        `/api/v1/campaigns/?status=${v}&limit=${v}`,
        `/api/v1/campaigns/?include_archived=${v}`,
        `/api/v1/creators/${v}/audience-quality`,
        `/api/v1/creators/${v}/history`,
        `/api/v1/creators/export.csv?country=${v}&min_rate=${v}`,
        `/api/v1/deals/${v}`,
        `/api/v1/deals/${v}/contracts`,
        `/api/v1/deals/${v}/payout-account`,
        `/api/v1/contracts/${v}`,
        `/api/v1/imports/${v}`,
        `/api/v1/imports/${v}/errors.csv`,
        `/api/v1/lists/${v}`,
        `/api/v1/lists/${v}/export.csv`,
        `/api/v1/outreach/?owner=${v}&status=${v}&campaign_id=${v}`,
        `/api/v1/outreach/export.csv?campaign_id=${v}`,
        `/api/v1/campaigns/${v}/report`,
        `/api/v1/campaigns/${v}/report.pdf`,
      ]) {
        expectClientAnswer(await t.api.inject({ url }), url);
      }
      // The import's dry run: the mapping and default country travel in the query, the CSV is the body.
      const preview = `/api/v1/imports/preview?mapping=${v}&default_country=${v}&default_platform=${v}`;
      expectClientAnswer(await t.api.inject({ method: 'POST', url: preview, headers: { 'content-type': 'text/csv' }, payload: 'name,handle\nA,a\n' }), preview);
    }
  });
});
