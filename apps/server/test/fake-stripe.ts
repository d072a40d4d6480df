/**
 * A fake of the parts of Stripe's API the payouts adapter uses, on 127.0.0.1 (no network): POST /v1/transfers
 * (form-encoded, Bearer secret key) with Stripe's idempotency semantics (same key + same parameters → the stored
 * response replayed with Idempotent-Replayed: true; same key + other parameters → 400 idempotency_error; a key still
 * being processed → 409), Stripe's error JSON, a platform balance, known connected accounts, and signed webhook
 * events (Stripe-Signature: t=<unix>,v1=HMAC-SHA256(secret, "<t>.<payload>")), computed here without the SDK.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { FakeHttpServer, readBody } from './fake-http-server.js';

export const STRIPE_KEY = 'sk_test_fakeKey0123456789';
export const STRIPE_WEBHOOK_SECRET = 'whsec_fakeWebhookSecret0123456789';

export interface StripeRecorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form body decoded, nested keys (metadata[x]) as objects. */
  form: Record<string, unknown>;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

function decodeForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(raw)) {
    const m = /^(\w+)\[(\w+)\]$/.exec(k);
    if (m) {
      const o = (out[m[1]!] ??= {}) as Record<string, string>;
      o[m[2]!] = v;
    } else out[k] = v;
  }
  return out;
}

const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): Reply => ({ status, body: { error: { type, message, ...extra } } });

export class FakeStripe extends FakeHttpServer {
  requests: StripeRecorded[] = [];
  /** Transfers actually made (a replayed idempotent request makes none). */
  transfers: Record<string, unknown>[] = [];
  /** Connected accounts that exist. */
  accounts = new Set<string>(['acct_1CreatorPriya0001']);
  /** Connected accounts that exist but cannot receive transfers yet (onboarding not finished). */
  pendingAccounts = new Set<string>(['acct_1CreatorOnboarding']);
  /** The platform's available balance per currency, in minor units. */
  balance: Record<string, number> = { inr: 1_000_000_000, usd: 1_000_000_000 };
  private idempotency = new Map<string, { fingerprint: string; reply: Reply | null }>();
  /** The next requests get this reply instead (before any work is done), e.g. a 500 or 429. */
  failBefore: Reply[] = [];
  /** The next transfers are made, then the answer is replaced by this (e.g. a 500 after the work: outcome unknown). */
  failAfter: Reply[] = [];
  /** The next transfers are made, then the connection is dropped without an answer. */
  dropAfter = 0;
  /** The next successful transfer answers with this body instead (a malformed reply). */
  malformedNext: unknown = undefined;
  /** Milliseconds before answering (to hold a key "in flight"). */
  delayMs = 0;


  protected async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const raw = await readBody(req);
    const path = (req.url ?? '/').split('?')[0]!;
    const form = decodeForm(raw);
    this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, form });
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    const send = (r: Reply) => {
      res.writeHead(r.status, { 'content-type': 'application/json', 'request-id': id('req'), ...r.headers });
      res.end(JSON.stringify(r.body));
    };
    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${STRIPE_KEY}`) {
      return send(stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${auth.replace(/^Bearer /, '').slice(0, 8)}*********`));
    }
    const acct = /^\/v1\/accounts\/(acct_\w+)$/.exec(path);
    if (req.method === 'GET' && acct) {
      const known = this.accounts.has(acct[1]!) || this.pendingAccounts.has(acct[1]!);
      if (!known) {
        return send(stripeError(404, 'invalid_request_error', `The provided key does not have access to account '${acct[1]}' (or that account does not exist). Application access may have been revoked.`, { code: 'account_invalid' }));
      }
      const transfers = this.accounts.has(acct[1]!) ? 'active' : 'inactive';
      return send({
        status: 200,
        body: { id: acct[1], object: 'account', type: 'express', country: 'IN', charges_enabled: transfers === 'active', payouts_enabled: transfers === 'active', details_submitted: transfers === 'active', capabilities: { transfers }, metadata: {} },
      });
    }
    if (!(req.method === 'POST' && path === '/v1/transfers')) {
      return send(stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`));
    }
    const before = this.failBefore.shift();
    if (before) return send(before);
    const key = req.headers['idempotency-key'];
    const fingerprint = createHash('sha256').update(raw).digest('hex');
    if (typeof key === 'string') {
      const seen = this.idempotency.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        return send(
          stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`),
        );
      }
      if (seen && !seen.reply) return send(stripeError(409, 'invalid_request_error', 'There is currently another in-progress request using this Idempotency Key.', { code: 'idempotency_key_in_use' }));
      if (seen && seen.reply) return send({ ...seen.reply, headers: { ...seen.reply.headers, 'idempotent-replayed': 'true', 'original-request': 'req_original' } });
      this.idempotency.set(key, { fingerprint, reply: null });
    }
    const reply = this.createTransfer(form);
    // Stripe stores the result of every request that started executing (errors included), keyed by the key.
    if (typeof key === 'string') this.idempotency.set(key, { fingerprint, reply });
    if (reply.status === 200) {
      if (this.dropAfter > 0) {
        this.dropAfter--;
        req.socket.destroy();
        return;
      }
      const after = this.failAfter.shift();
      if (after) return send(after);
      if (this.malformedNext !== undefined) {
        const body = this.malformedNext;
        this.malformedNext = undefined;
        return send({ status: 200, body });
      }
    }
    return send(reply);
  }

  private createTransfer(form: Record<string, unknown>): Reply {
    const amount = Number(form.amount);
    const currency = String(form.currency ?? '');
    const destination = String(form.destination ?? '');
    if (!form.amount || !Number.isInteger(amount) || amount <= 0) return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount', code: 'parameter_invalid_integer' });
    if (!/^[a-z]{3}$/.test(currency)) return stripeError(400, 'invalid_request_error', `Invalid currency: ${currency}.`, { param: 'currency', code: 'parameter_invalid' });
    if (!destination) return stripeError(400, 'invalid_request_error', 'Missing required param: destination.', { param: 'destination', code: 'parameter_missing' });
    if (!this.accounts.has(destination)) return stripeError(400, 'invalid_request_error', `No such destination: '${destination}'`, { param: 'destination', code: 'resource_missing' });
    if ((this.balance[currency] ?? 0) < amount) {
      return stripeError(400, 'invalid_request_error', 'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.', {
        code: 'balance_insufficient',
      });
    }
    this.balance[currency] = (this.balance[currency] ?? 0) - amount;
    const trId = id('tr');
    const transfer = {
      id: trId,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: id('txn'),
      created: Math.floor(Date.now() / 1000),
      currency,
      description: (form.description as string | undefined) ?? null,
      destination,
      destination_payment: id('py'),
      livemode: false,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${trId}/reversals` },
      reversed: false,
      source_transaction: null,
      source_type: 'card',
      transfer_group: (form.transfer_group as string | undefined) ?? null,
    };
    this.transfers.push(transfer);
    return { status: 200, body: transfer };
  }

  /** A signed webhook delivery of an event about a transfer, as Stripe sends it. */
  event(type: 'transfer.created' | 'transfer.reversed' | 'transfer.updated' | 'payout.paid', object: Record<string, unknown>, opts: { secret?: string; timestamp?: number; id?: string } = {}) {
    const payload = JSON.stringify({
      id: opts.id ?? id('evt'),
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const t = opts.timestamp ?? Math.floor(Date.now() / 1000);
    const sig = createHmac('sha256', opts.secret ?? STRIPE_WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex');
    return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${sig}` } };
  }
}
