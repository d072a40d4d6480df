import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddingError } from './embeddings.js';
import { createEmbeddingProvider } from './index.js';
import { createOpenAiCompatibleEmbeddings } from './openai-compatible.js';

/** A fake OpenAI-compatible /embeddings server; each test sets how it answers. */
interface Received {
  url: string;
  auth: string | undefined;
  body: { model: string; input: string[]; dimensions?: number };
}
type Handler = (req: Received, n: number, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let handler: Handler;

/** A deterministic vector per input, so tests can check order. */
const vectorFor = (text: string, dim: number) => Array.from({ length: dim }, (_, i) => (i === 0 ? text.length + 1 : (i % 3) - 1));

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function okReply(req: Received, res: ServerResponse, dim = req.body.dimensions ?? 8, shuffle = true) {
  const data = req.body.input.map((t, index) => ({ object: 'embedding', index, embedding: vectorFor(t, dim) }));
  if (shuffle) data.reverse(); // servers may answer out of order; index is what counts
  reply(res, 200, { object: 'list', data, model: req.body.model, usage: { prompt_tokens: 1, total_tokens: 1 } });
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const r: Received = { url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) as Received['body'] };
      received.push(r);
      handler(r, received.length, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  received = [];
});

const make = (over: Partial<Parameters<typeof createOpenAiCompatibleEmbeddings>[0]> = {}) =>
  createOpenAiCompatibleEmbeddings({ baseUrl, apiKey: 'sk-test', model: 'emb-small', dimension: 8, retryBaseDelayMs: 1, ...over });

describe('openai-compatible embeddings', () => {
  it('posts batches to {base}/embeddings and returns normalised vectors in input order', async () => {
    handler = (r, _n, res) => okReply(r, res);
    const p = make({ batchSize: 3, concurrency: 2 });
    const texts = Array.from({ length: 8 }, (_, i) => 'x'.repeat(i + 1));
    const vs = await p.embed(texts);

    expect(received.map((r) => r.body.input.length).sort()).toEqual([2, 3, 3]);
    for (const r of received) {
      expect(r.url).toBe('/v1/embeddings');
      expect(r.auth).toBe('Bearer sk-test');
      expect(r.body).toMatchObject({ model: 'emb-small', dimensions: 8 });
    }
    expect(received.flatMap((r) => r.body.input).sort()).toEqual([...texts].sort());
    expect(vs).toHaveLength(8);
    vs.forEach((v, i) => {
      expect(v).toHaveLength(8);
      expect(Math.hypot(...v)).toBeCloseTo(1, 9);
      // First component encodes the input text length (+1): order is preserved across batches.
      const raw = vectorFor(texts[i]!, 8);
      expect(v[0]! / v[1]!).toBeCloseTo(raw[0]! / raw[1]!, 9);
    });
  });

  it('sends no request for no texts, and replaces empty strings (which servers reject)', async () => {
    handler = (r, _n, res) => okReply(r, res);
    expect(await make().embed([])).toEqual([]);
    expect(received).toHaveLength(0);
    await make().embed(['', 'a']);
    expect(received[0]!.body.input).toEqual([' ', 'a']);
  });

  it('can leave out `dimensions` for servers that reject it', async () => {
    handler = (r, _n, res) => okReply(r, res, 8);
    await make({ sendDimensions: false }).embed(['a']);
    expect(received[0]!.body).not.toHaveProperty('dimensions');
  });

  it('retries a 429 (honouring Retry-After) and then succeeds', async () => {
    handler = (r, n, res) => (n === 1 ? reply(res, 429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '0' }) : okReply(r, res));
    const vs = await make().embed(['hello']);
    expect(received).toHaveLength(2);
    expect(vs).toHaveLength(1);
  });

  it('retries 5xx and 408/409 up to maxRetries, then fails with the last error', async () => {
    handler = (r, n, res) => (n <= 2 ? reply(res, n === 1 ? 503 : 408, 'busy') : okReply(r, res));
    await expect(make({ maxRetries: 2 }).embed(['a'])).resolves.toHaveLength(1);
    expect(received).toHaveLength(3);

    received = [];
    handler = (_r, _n, res) => reply(res, 500, { error: { message: 'model crashed' } });
    const err = await make({ maxRetries: 1 }).embed(['a']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddingError);
    expect((err as EmbeddingError).message).toMatch(/HTTP 500: model crashed.*gave up after 2 attempts/);
    expect(received).toHaveLength(2);
  });

  it('does not retry other client errors and reports the server message', async () => {
    handler = (_r, _n, res) => reply(res, 401, { error: { message: 'Incorrect API key provided' } });
    await expect(make().embed(['a'])).rejects.toThrow(/HTTP 401: Incorrect API key provided/);
    expect(received).toHaveLength(1);
  });

  it('rejects a reply of the wrong shape with a clear error, without retrying', async () => {
    handler = (_r, _n, res) => reply(res, 200, { data: [{ index: 0, embedding: 'not-a-vector' }] });
    await expect(make().embed(['a'])).rejects.toThrow(/unexpected reply.*embedding/s);
    expect(received).toHaveLength(1);

    handler = (_r, _n, res) => reply(res, 200, '<html>gateway</html>');
    await expect(make().embed(['a'])).rejects.toThrow(/not JSON/);

    handler = (r, _n, res) => reply(res, 200, { data: [{ index: 0, embedding: vectorFor(r.body.input[0]!, 8) }] });
    await expect(make().embed(['a', 'b'])).rejects.toThrow(/returned 1 vectors .* for 2 inputs/);
  });

  it('rejects vectors of the wrong dimension, naming both dimensions', async () => {
    handler = (r, _n, res) => okReply(r, res, 1536);
    await expect(make({ dimension: 64 }).embed(['a'])).rejects.toThrow(
      /dimension 1536, but the configured dimension is 64.*EMBEDDINGS_DIMENSION=1536/s,
    );
  });

  it('times out a slow attempt and retries it', async () => {
    handler = (r, n, res) => (n === 1 ? setTimeout(() => okReply(r, res), 300) : okReply(r, res));
    await expect(make({ timeoutMs: 50 }).embed(['a'])).resolves.toHaveLength(1);
    expect(received).toHaveLength(2);
  });

  it('stops when the caller aborts', async () => {
    handler = (r, _n, res) => setTimeout(() => okReply(r, res), 200);
    const ctrl = new AbortController();
    const p = make().embed(['a'], { signal: ctrl.signal });
    setTimeout(() => ctrl.abort(new Error('cancelled by caller')), 20);
    await expect(p).rejects.toThrow('cancelled by caller');
  });

  it('reports an unreachable server clearly', async () => {
    const p = createOpenAiCompatibleEmbeddings({ baseUrl: 'http://127.0.0.1:1', model: 'm', dimension: 8, maxRetries: 0 });
    await expect(p.embed(['a'])).rejects.toThrow(/unable to reach the embeddings server at http:\/\/127\.0\.0\.1:1\/embeddings/);
  });
});

describe('createEmbeddingProvider', () => {
  it('builds the local provider by default configuration', () => {
    const p = createEmbeddingProvider({ provider: 'local', dimension: 64 });
    expect(p.name).toBe('local');
    expect(p.dimension).toBe(64);
  });

  it('builds the openai-compatible provider and requires its settings', async () => {
    handler = (r, _n, res) => okReply(r, res);
    const p = createEmbeddingProvider({ provider: 'openai-compatible', baseUrl, model: 'emb', dimension: 8 });
    expect(p.name).toBe('openai-compatible');
    expect(await p.embed(['a'])).toHaveLength(1);
    expect(() => createEmbeddingProvider({ provider: 'openai-compatible', dimension: 8 })).toThrow(
      /baseUrl \(EMBEDDINGS_BASE_URL\) and model \(EMBEDDINGS_MODEL\)/,
    );
  });
});
