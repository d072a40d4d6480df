import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleLlm } from '../../ai/llm/openai-compatible.js';
import { buildTestApp } from '../../../test/helpers.js';

const BRIEF = `Hi team! We're launching Tally Rope by Bounceroot, a smart skipping rope with a built-in counter that syncs to our app.
Audience: busy office workers and beginners in the UK. Use cases: quick morning cardio, warm-ups and HIIT finishers.
Goal: drive app-linked purchases. Budget: 6 fitness creators at £2,200 each.`;

describe('POST /api/v1/ai/extract-campaign', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const extract = (payload: unknown) => t.api.inject({ method: 'POST', url: '/api/v1/ai/extract-campaign', payload: payload as object });

  it('extracts a complete campaign with the local provider', async () => {
    const res = await extract({ brief: BRIEF });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ complete: true, missing_fields: [], message: null, provider: 'local', currency: 'GBP' });
    expect(body.campaign).toMatchObject({ product_name: 'Tally Rope', brand_name: 'Bounceroot', product_niche: 'fitness', total_budget: 13200 });
  });

  it('returns the plan with the budget arithmetic, its sources and the fields to review', async () => {
    const brief = `From: Ritika <ritika@saltmarsh.in>
To: Partnerships <hello@inflow.app>
Subject: Creator brief

Saltmarsh is launching Tidepool, a sea-mineral face mist (₹649). It's for college girls in Mumbai and Goa.
Use it before stepping out and after the gym. Goal: first-month sales. 2 reels each on Instagram, in Hindi.
Budget: 25 beauty creators at ₹60K–80K each. Our ad spend last year was ₹3 crore.`;
    const body = (await extract({ brief })).json();
    expect(body.campaign).toMatchObject({ product_name: 'Tidepool', brand_name: 'Saltmarsh', product_niche: 'beauty', total_budget: 2_000_000 });
    expect(body.plan).toMatchObject({
      planned_creators: 25,
      platforms: ['instagram'],
      target_countries: ['IN'],
      target_languages: ['hi'],
      deliverables: [{ platform: 'instagram', format: 'reel', count: 2 }],
      budget_arithmetic: '25 creators × ₹80,000 = ₹20,00,000',
    });
    expect(body.plan.sources.total_budget).toContain('25 beauty creators');
    expect(Array.isArray(body.review_fields)).toBe(true);
  });

  it('reports withheld values as missing and ignores amounts that are not the creator budget', async () => {
    const body = (await extract({ brief: 'Brand: Hearthly\nProduct: Nestwise, a smart baby monitor.\nFor: first-time parents.\nUse: naps and night sleep.\nGoal: 2,000 units.\nBudget: under embargo. Last year we spent ₹40 lakh on TV.' })).json();
    expect(body.campaign.total_budget).toBeNull();
    expect(body.missing_fields).toEqual(['Total Budget']);
    expect(body.plan.budget_arithmetic).toBe('');
  });

  it("names missing fields with the spec's labels and message", async () => {
    const body = (await extract({ brief: 'We want to promote our new app, Snapnote by Quillworks. Budget TBD.' })).json();
    expect(body.complete).toBe(false);
    expect(body.missing_fields).toContain('Total Budget');
    expect(body.campaign.total_budget).toBeNull();
    expect(body.message).toBe(
      `Oops! Looks like your brief is missing: ${body.missing_fields.join(', ')}. Please add these details to your brief for a complete campaign setup!`,
    );
  });

  it('rejects blank, missing and oversized briefs', async () => {
    for (const payload of [{ brief: '   ' }, {}, { brief: 42 }, { brief: 'x'.repeat(20_001) }]) {
      const res = await extract(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('brief');
    }
  });
});

describe('extract-campaign with an OpenAI-compatible server', () => {
  let server: http.Server;
  let base: string;
  let reply: (res: http.ServerResponse) => void;
  let seenAuth: string | undefined;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seenAuth = req.headers.authorization;
      req.resume();
      req.on('end', () => reply(res));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('returns the model reply normalised, and a clear 502 when the model answers nonsense', async () => {
    const llm = createOpenAiCompatibleLlm({ baseUrl: base, apiKey: 'sk-test', model: 'test-model', retryBaseDelayMs: 1 });
    const t = await buildTestApp({ deps: { llm } });
    try {
      const content = JSON.stringify({
        product_name: 'Tally Rope',
        brand_name: 'Bounceroot',
        product_description: 'smart skipping rope',
        target_audience: 'office workers',
        key_use_cases: 'cardio',
        campaign_goal: 'purchases',
        product_niche: 'Fitness',
        total_budget: '£13,200',
      });
      reply = (res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: `<think>hmm</think>${content}` } }] }));
      };
      const ok = await t.api.inject({ method: 'POST', url: '/api/v1/ai/extract-campaign', payload: { brief: BRIEF } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ provider: 'openai-compatible', complete: true, campaign: { product_niche: 'fitness', total_budget: 13200 } });
      expect(seenAuth).toBe('Bearer sk-test');
      expect(ok.body).not.toContain('sk-test');

      reply = (res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'I cannot help with that.' } }] }));
      };
      const bad = await t.api.inject({ method: 'POST', url: '/api/v1/ai/extract-campaign', payload: { brief: BRIEF } });
      expect(bad.statusCode).toBe(502);
      expect(bad.json().message).toMatch(/language model/);
    } finally {
      await t.close();
    }
  });
});
