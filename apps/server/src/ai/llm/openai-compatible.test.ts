// The openai-compatible adapter against a fake chat-completions server on 127.0.0.1 (no real network).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmProvider } from './index.js';
import { LlmError } from './llm.js';
import { createOpenAiCompatibleLlm, parseModelReply, SYSTEM_PROMPT } from './openai-compatible.js';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

let server: Server;
let baseUrl: string;
let handlers: Handler[] = [];
let seen: Seen[] = [];

const KEY = 'sk-test-secret-123';
const BRIEF = 'Glowvana here! Launching Dewdrop, a vitamin C serum for college students. Use it for morning routines. Goal: sales. 10 beauty creators at ₹40K-₹50K each.';
const GOOD = {
  product_name: 'Dewdrop',
  brand_name: 'Glowvana',
  product_description: 'a vitamin C serum',
  target_audience: 'college students',
  key_use_cases: 'morning routines',
  campaign_goal: 'sales',
  product_niche: 'Beauty & Skincare',
  total_budget: '₹5,00,000',
  currency: 'INR',
};

function reply(content: unknown, finish_reason = 'stop') {
  return JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason }],
  });
}

function sendJson(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

const ok = (content: unknown, finish?: string): Handler => (_req, _body, res) => sendJson(res, 200, reply(content, finish));

function llm(extra: Partial<Parameters<typeof createOpenAiCompatibleLlm>[0]> = {}) {
  return createOpenAiCompatibleLlm({ baseUrl, apiKey: KEY, model: 'test-model', retryBaseDelayMs: 5, ...extra });
}

async function expectLlmError(p: Promise<unknown>, code: string): Promise<LlmError> {
  const err = await p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmError);
  expect((err as LlmError).code).toBe(code);
  expect((err as LlmError).message).not.toContain(KEY);
  return err as LlmError;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(body) as Record<string, unknown>;
      } catch {
        // leave empty
      }
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: parsed });
      const h = handlers.shift();
      if (h) h(req, body, res);
      else sendJson(res, 500, JSON.stringify({ error: { message: 'no handler queued' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  handlers = [];
  seen = [];
});

describe('openai-compatible LLM adapter', () => {
  it('sends the spec parameters, the key and the brief, and normalises a plain JSON reply', async () => {
    handlers.push(ok(JSON.stringify(GOOD)));
    const r = await llm().extractCampaign(BRIEF);

    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req.headers['content-type']).toContain('application/json');
    expect(req.body).toMatchObject({
      model: 'test-model',
      temperature: 0.6,
      top_p: 0.95,
      max_completion_tokens: 4096,
      max_tokens: 4096,
      stream: false,
      response_format: { type: 'json_schema', json_schema: { name: 'campaign_extraction' } },
    });
    const messages = req.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toBe(SYSTEM_PROMPT);
    expect(messages[0]!.content).toMatch(/higher end/i);
    expect(messages[0]!.content).toMatch(/800000/);
    expect(messages[1]!.content).toBe(BRIEF);

    expect(r.provider).toBe('openai-compatible');
    expect(r.campaign).toEqual({
      product_name: 'Dewdrop',
      brand_name: 'Glowvana',
      product_description: 'a vitamin C serum',
      target_audience: 'college students',
      key_use_cases: 'morning routines',
      campaign_goal: 'sales',
      product_niche: 'beauty',
      total_budget: 500000,
    });
    expect(r.currency).toBe('INR');
    expect(r.complete).toBe(true);
    expect(r.missing_fields).toEqual([]);
  });

  it('asks for the plan with a JSON schema and returns the plan and review fields it sends, cleaned', async () => {
    handlers.push(
      ok(
        JSON.stringify({
          ...GOOD,
          total_budget: 2000000,
          plan: {
            planned_creators: 25,
            target_countries: ['in', 'India?'],
            target_languages: ['hi', 'Hindi'],
            platforms: ['Instagram', 'myspace'],
            min_followers: '10,000',
            max_followers: null,
            deliverables: [{ platform: 'instagram', format: 'reels', count: 2 }, { platform: 'fax', format: 'post', count: 1 }],
            start_date: '2025-01-05',
            end_date: 'next spring',
            niche_text: 'Skincare & self-care',
            budget_arithmetic: '25 creators × ₹80,000 = ₹20,00,000',
            sources: { total_budget: '25 creators at ₹60K-80K each.' },
          },
          review_fields: ['total_budget', 'not_a_field'],
        }),
      ),
    );
    const r = await llm().extractCampaign(BRIEF);
    const schema = (seen[0]!.body.response_format as { json_schema: { schema: { required: string[] } } }).json_schema.schema;
    expect(schema.required).toEqual(expect.arrayContaining(['plan', 'review_fields', 'total_budget']));
    expect(r.plan).toEqual({
      planned_creators: 25,
      target_countries: ['IN'],
      target_languages: ['hi'],
      platforms: ['instagram'],
      min_followers: 10000,
      max_followers: null,
      deliverables: [{ platform: 'instagram', format: 'reel', count: 2 }],
      start_date: '2025-01-05',
      end_date: null,
      niche_text: 'Skincare & self-care',
      budget_arithmetic: '25 creators × ₹80,000 = ₹20,00,000',
      sources: { total_budget: '25 creators at ₹60K-80K each.' },
    });
    expect(r.review_fields).toEqual(['total_budget']);
  });

  it('gives an empty plan when the model sends none', async () => {
    handlers.push(ok(JSON.stringify(GOOD)));
    const r = await llm().extractCampaign(BRIEF);
    expect(r.plan.planned_creators).toBeNull();
    expect(r.plan.deliverables).toEqual([]);
    expect(r.review_fields).toEqual([]);
  });

  it('drops a reasoning model’s <think> block', async () => {
    const think = '<think>The brief says {"total_budget": 1}... 10 creators x 50K = 500000.</think>\n';
    handlers.push(ok(think + JSON.stringify(GOOD)));
    const r = await llm().extractCampaign(BRIEF);
    expect(r.campaign.total_budget).toBe(500000);
    expect(r.campaign.product_name).toBe('Dewdrop');
  });

  it('reads JSON in a ``` fence wrapped in prose', async () => {
    handlers.push(ok(`Sure! Here is the campaign:\n\n\`\`\`json\n${JSON.stringify({ ...GOOD, total_budget: 'TBD' }, null, 2)}\n\`\`\`\nLet me know if you need more.`));
    const r = await llm().extractCampaign(BRIEF);
    expect(r.campaign.brand_name).toBe('Glowvana');
    expect(r.campaign.total_budget).toBeNull();
    expect(r.missing_fields).toEqual(['Total Budget']);
    expect(r.complete).toBe(false);
  });

  it('retries a 429 (honouring a small Retry-After) and then succeeds', async () => {
    handlers.push((_req, _b, res) => sendJson(res, 429, JSON.stringify({ error: { message: 'rate limited' } }), { 'retry-after': '0' }));
    handlers.push(ok(JSON.stringify(GOOD)));
    const r = await llm().extractCampaign(BRIEF);
    expect(seen).toHaveLength(2);
    expect(r.campaign.product_name).toBe('Dewdrop');
  });

  it('times out with a clear error instead of hanging', async () => {
    handlers.push(() => {
      // never answers
    });
    const err = await expectLlmError(llm({ timeoutMs: 150, maxRetries: 0 }).extractCampaign(BRIEF), 'llm_timeout');
    expect(err.message).toMatch(/did not answer within [\d.]+ s/);
  });

  it('reports invalid JSON as a bad response', async () => {
    handlers.push(ok('I am sorry, I cannot help with that. {not json at all'));
    await expectLlmError(llm().extractCampaign(BRIEF), 'llm_bad_response');
  });

  it('reports a non-JSON body from the server as a bad response', async () => {
    handlers.push((_req, _b, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy login</html>');
    });
    await expectLlmError(llm().extractCampaign(BRIEF), 'llm_bad_response');
  });

  it('gives up after 2 retries of a 500 with the server message', async () => {
    for (let i = 0; i < 3; i++) handlers.push((_req, _b, res) => sendJson(res, 500, JSON.stringify({ error: { message: 'model overloaded' } })));
    const err = await expectLlmError(llm().extractCampaign(BRIEF), 'llm_http_error');
    expect(seen).toHaveLength(3);
    expect(err.status).toBe(500);
    expect(err.message).toContain('HTTP error! status: 500, message: model overloaded');
    expect(err.message).toContain('3 attempts');
  });

  it('does not retry a 401 and never echoes the key', async () => {
    handlers.push((req, _b, res) => sendJson(res, 401, JSON.stringify({ error: { message: `Invalid API key ${String(req.headers.authorization)}`.replace(KEY, '***') } })));
    const err = await expectLlmError(llm().extractCampaign(BRIEF), 'llm_http_error');
    expect(seen).toHaveLength(1);
    expect(err.status).toBe(401);
  });

  it('parses a reply cut off by finish_reason "length" when the JSON is complete', async () => {
    handlers.push(ok(`${JSON.stringify(GOOD)}\n\nNote: the budget was computed as`, 'length'));
    const r = await llm().extractCampaign(BRIEF);
    expect(r.campaign.total_budget).toBe(500000);
  });

  it('reports truncated JSON under finish_reason "length" clearly', async () => {
    handlers.push(ok('{"product_name": "Dewdrop", "brand_name": "Glow', 'length'));
    const err = await expectLlmError(llm().extractCampaign(BRIEF), 'llm_truncated');
    expect(err.message).toMatch(/token limit/);
  });

  it('reports a thinking-only reply cut off by the token limit as truncated', async () => {
    handlers.push(ok('<think>Let me work out the budget step by step. First', 'length'));
    await expectLlmError(llm().extractCampaign(BRIEF), 'llm_truncated');
  });

  it('retries without max_tokens when a server rejects that parameter', async () => {
    handlers.push((_req, _b, res) => sendJson(res, 400, JSON.stringify({ error: { message: "Unsupported parameter: 'max_tokens' is not supported with this model." } })));
    handlers.push(ok(JSON.stringify(GOOD)));
    const r = await llm().extractCampaign(BRIEF);
    expect(r.campaign.product_name).toBe('Dewdrop');
    expect(seen[1]!.body).not.toHaveProperty('max_tokens');
    expect(seen[1]!.body).toHaveProperty('max_completion_tokens', 4096);
  });

  it('accepts lenient shapes: nested objects, label keys, numbers as text, lists', async () => {
    handlers.push(
      ok(
        JSON.stringify({
          campaign: {
            'Product Name': ' Dewdrop ',
            'Brand Name': 'Glowvana',
            'Product Description': 'vitamin C serum',
            'Target Audience': ['college students', 'young professionals'],
            'Key Use Cases': 'morning routines',
            'Campaign Goal': 'sales',
            'Product Niche': 'skincare',
            'Total Budget': '10 x 50,000 = 5,00,000',
          },
        }),
      ),
    );
    const r = await llm().extractCampaign(BRIEF);
    expect(r.campaign.product_name).toBe('Dewdrop');
    expect(r.campaign.target_audience).toBe('college students, young professionals');
    expect(r.campaign.product_niche).toBe('beauty');
    expect(r.campaign.total_budget).toBe(500000);
  });

  it('reports a connection failure as a network error after retrying', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const dead = createOpenAiCompatibleLlm({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm', retryBaseDelayMs: 1, timeoutMs: 2_000 });
    const err = await expectLlmError(dead.extractCampaign(BRIEF), 'llm_network_error');
    expect(err.message).toContain(`127.0.0.1:${port}`);
    expect(err.message).toContain('3 attempts');
  });

  it('stops when the caller aborts', async () => {
    handlers.push(() => {
      // never answers
    });
    const ac = new AbortController();
    const p = llm({ timeoutMs: 5_000 }).extractCampaign(BRIEF, { signal: ac.signal });
    setTimeout(() => ac.abort(), 50);
    await expectLlmError(p, 'llm_aborted');
  });

  it('is chosen by configuration, and a missing base URL or model is a config error', () => {
    expect(createLlmProvider({ provider: 'local' }).name).toBe('local');
    expect(createLlmProvider({ provider: 'openai-compatible', baseUrl, model: 'm' }).name).toBe('openai-compatible');
    expect(() => createLlmProvider({ provider: 'openai-compatible', model: 'm' })).toThrow(LlmError);
    expect(() => createLlmProvider({ provider: 'openai-compatible', baseUrl })).toThrow(/model/);
  });
});

describe('parseModelReply', () => {
  it('prefers the JSON after the last </think>', () => {
    expect(parseModelReply('<think>{"a": 1}</think> {"b": 2}')).toEqual({ b: 2 });
  });
  it('finds an object in prose with braces inside strings', () => {
    expect(parseModelReply('Result: {"x": "a } b", "y": {"z": 1}} done')).toEqual({ x: 'a } b', y: { z: 1 } });
  });
});
