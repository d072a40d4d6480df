import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limit.js';
import { buildTestApp, TEST_OWNER, TEST_RATE_LIMITS } from './helpers.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;

describe('security headers', () => {
  let t: T;
  const web = mkdtempSync(path.join(tmpdir(), 'inflow-web-'));
  beforeAll(async () => {
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await buildTestApp({ creators: 0, demo: false, deps: { webDist: web } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('are on pages, API answers, errors and refusals alike; the app refuses to be framed', async () => {
    const answers = [
      await t.app.inject('/'),
      await t.app.inject('/dashboard'),
      await t.api.inject('/api/v1/campaigns'),
      await t.app.inject('/api/v1/campaigns'), // 401
      await t.api.inject('/api/v1/campaigns/nope'), // 400
    ];
    for (const res of answers) {
      const h = res.headers;
      const csp = String(h['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("media-src 'self' blob:");
      expect(csp).toContain("img-src 'self' data:");
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Served over http here: no HSTS.
      expect(h['strict-transport-security']).toBeUndefined();
    }
    expect(answers[1]!.statusCode).toBe(200);
  });

  it('sends HSTS when the public URL is https', async () => {
    const s = await buildTestApp({ creators: 0, deps: { publicUrl: 'https://inflow.example.com' } });
    try {
      const res = await s.api.inject({ url: '/api/v1/campaigns', headers: { host: 'inflow.example.com' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await s.close();
    }
  });
});

describe('rate limits', () => {
  it(`answers 429 with Retry-After past ${DEFAULT_RATE_LIMITS.perCaller} requests a minute per key, per caller, not for others`, async () => {
    const t = await buildTestApp({ creators: 0, deps: { rateLimits: DEFAULT_RATE_LIMITS } });
    try {
      for (let i = 0; i < DEFAULT_RATE_LIMITS.perCaller; i++) {
        const r = await t.api.inject('/api/v1/me');
        if (r.statusCode !== 200) throw new Error(`request ${i} got ${r.statusCode}`);
      }
      const over = await t.api.inject('/api/v1/me');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json().code).toBe('rate_limited');
      // Another caller of the same workspace is not affected.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: TEST_OWNER.email, password: TEST_OWNER.password },
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('limits sign-ins per address, and calls, emails, imports and runs per workspace', async () => {
    const t = await buildTestApp({ creators: 20, demo: true, deps: { rateLimits: { ...TEST_RATE_LIMITS, signin: 10, runs: 1, imports: 1 } } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const r = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: `x${i}@inflow.test`, password: 'wrong-password' } });
        codes.push(r.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
      const { rows } = await t.db.query<{ id: string }>(`select id from campaigns where status in ('planning', 'active') limit 2`);
      expect((await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${rows[0]!.id}?max_creators=1` })).statusCode).toBe(201);
      const second = await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${rows[1]!.id}?max_creators=1` });
      expect(second.statusCode).toBe(429);
      expect(second.json().message).toMatch(/runs a minute per workspace/);
    } finally {
      await t.close();
    }
  });
});

describe('timeouts and connection limits', () => {
  let t: T;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 0, deps: { maxConnectionsPerClient: 300 } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const closed = (s: net.Socket) => new Promise<void>((resolve) => (s.destroyed ? resolve() : s.once('close', () => resolve())));
  const within = <X>(p: Promise<X>, ms: number) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

  it('closes a request whose body never arrives', async () => {
    const s = net.connect(port, '127.0.0.1');
    await new Promise((r) => s.once('connect', r));
    s.write(`POST /api/v1/campaigns HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${TEST_OWNER.apiKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"pro`);
    let answer = '';
    s.on('data', (d) => (answer += d));
    // Not held forever: closed (with a 408) by the request timeout.
    await within(closed(s), 40_000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  }, 60_000);

  it('lets a large upload that keeps arriving take longer than the stall limit (a slow link is not a stalled one)', async () => {
    const csv = `name,handle,platform,niche,followers_count,engagement_rate,country,language\n${Array.from(
      { length: 40 },
      (_, i) => `Slow Link ${i},slowlink_${i},instagram,fitness,${10_000 + i},2.5,IN,hi`,
    ).join('\n')}\n`;
    const body = Buffer.from(csv);
    const s = net.connect(port, '127.0.0.1');
    await new Promise((r) => s.once('connect', r));
    let answer = '';
    s.on('data', (d) => (answer += d));
    s.write(
      `POST /api/v1/creators/import HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${TEST_OWNER.apiKey}\r\nContent-Type: text/csv\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // 40 pieces, one every 800 ms: 32 s in all, past the 25 s a body may stall, never stalled itself.
    const piece = Math.ceil(body.length / 40);
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 800));
      expect(s.destroyed).toBe(false);
      s.write(body.subarray(i * piece, (i + 1) * piece));
    }
    await within(closed(s), 20_000);
    expect(answer).toMatch(/^HTTP\/1.1 202/);
  }, 90_000);

  it('refuses or closes 1,000 half-open sockets from one client while another client is served', async () => {
    const sockets: net.Socket[] = [];
    for (let i = 0; i < 1000; i++) {
      const s = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.1' });
      s.on('error', () => undefined);
      s.on('connect', () => s.write('GET /api/v1/campaigns HTTP/1.1\r\nHost: local'));
      sockets.push(s);
    }
    await new Promise((r) => setTimeout(r, 500));
    // Another client (another loopback address) is served meanwhile.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/v1/me', localAddress: '127.0.0.2', headers: { authorization: `Bearer ${TEST_OWNER.apiKey}` } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
    });
    expect(status).toBe(200);
    // Beyond the per-client cap they were closed at once; the rest by the header timeout.
    await within(Promise.all(sockets.map(closed)), 40_000);
  }, 60_000);
});

describe('lossless shutdown and idempotent creates', () => {
  it('finishes every request it accepted when closing; new connections are refused, never reset', async () => {
    const t = await buildTestApp({ creators: 0, demo: true, deps: { shutdownGraceMs: 3000 } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as AddressInfo).port;
    const outcomes: string[] = [];
    const send = (i: number) =>
      new Promise<void>((resolve) => {
        const body = JSON.stringify({ product_name: `Shutdown ${i}`, brand_name: 'B', total_budget: 1000, currency: 'INR' });
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/v1/campaigns',
            agent: false, // a fresh connection each
            headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_OWNER.apiKey}`, 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              outcomes.push(String(res.statusCode));
              resolve();
            });
          },
        );
        req.on('error', (err: NodeJS.ErrnoException) => {
          outcomes.push(err.code ?? err.message);
          resolve();
        });
        req.end(body);
      });
    const clients = Array.from({ length: 20 }, (_, i) => send(i));
    await new Promise((r) => setTimeout(r, 15));
    const closing = t.app.close();
    await Promise.all(clients);
    await closing;
    try {
      expect(outcomes).toHaveLength(20);
      for (const o of outcomes) expect(['201', 'ECONNREFUSED']).toContain(o);
      const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from campaigns where product_name like 'Shutdown %'`);
      expect(rows[0]!.n).toBe(outcomes.filter((o) => o === '201').length);
    } finally {
      await t.db.close();
    }
  });

  it('a repeated create with the same Idempotency-Key returns the first answer, even while the first still runs', async () => {
    const t = await buildTestApp({ creators: 0, demo: true });
    try {
      const payload = { product_name: 'Idempotent launch', brand_name: 'B', total_budget: 5000, currency: 'INR' };
      const headers = { 'idempotency-key': 'create-launch-1' };
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => t.api.inject({ method: 'POST', url: '/api/v1/campaigns', payload, headers })));
      expect([a!.statusCode, b!.statusCode, c!.statusCode]).toEqual([201, 201, 201]);
      expect(new Set([a!.json().id, b!.json().id, c!.json().id]).size).toBe(1);
      const later = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns', payload, headers });
      expect(later.json().id).toBe(a!.json().id);
      expect(later.headers['idempotent-replayed']).toBe('true');
      const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from campaigns where product_name = 'Idempotent launch'`);
      expect(rows[0]!.n).toBe(1);
      // The same key for another request is refused; without a key, creates are creates.
      const reused = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns', payload: { ...payload, total_budget: 6000 }, headers });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().code).toBe('idempotency_key_reused');
      // Keys are per workspace: another workspace's same key is its own.
      const bad = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns', payload, headers: { 'idempotency-key': 'x'.repeat(300) } });
      expect(bad.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
