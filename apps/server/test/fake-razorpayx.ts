/**
 * A fake of RazorpayX's payouts API on 127.0.0.1 (no network): POST /v1/payouts (the composite API: fund_account and
 * contact in the body) with basic auth key_id:key_secret and the X-Payout-Idempotency header (same key + same body →
 * the same payout; same key + another body → 400), Razorpay's error JSON, payouts that start `processing` (or
 * `queued` when the balance is low), and signed webhooks (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { FakeHttpServer, readBody } from './fake-http-server.js';

export const RZP_KEY_ID = 'rzp_test_FakeKeyId01';
export const RZP_KEY_SECRET = 'fakeKeySecret0123456789';
export const RZP_ACCOUNT = '7878780080316316';
export const RZP_WEBHOOK_SECRET = 'rzpx-webhook-secret-01';

export interface RzpRecorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}
type Reply = { status: number; body: unknown };
const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex').slice(0, 14)}`;
const rzpError = (status: number, description: string, field: string | null = null, code = 'BAD_REQUEST_ERROR'): Reply => ({
  status,
  body: { error: { code, description, source: 'business', step: 'payout_initiation', reason: 'input_validation_failed', metadata: {}, field } },
});

export class FakeRazorpayX extends FakeHttpServer {
  requests: RzpRecorded[] = [];
  /** Payouts made, by id (a replayed idempotent request makes none). */
  payouts = new Map<string, Record<string, unknown>>();
  /** Balance of the account, paise; below a payout's amount it is queued (queue_if_low_balance). */
  balance = 100_000_000;
  private idempotency = new Map<string, { fingerprint: string; reply: Reply }>();
  failBefore: Reply[] = [];
  failAfter: Reply[] = [];
  malformedNext: unknown = undefined;
  /** Status a new payout gets (processing by default; 'rejected' to simulate a synchronous refusal). */
  initialStatus: string = 'processing';


  protected async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const raw = await readBody(req);
    let body: Record<string, unknown> | null = null;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {
      /* recorded as null */
    }
    const path = (req.url ?? '/').split('?')[0]!;
    this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    const send = (r: Reply) => {
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r.body));
    };
    if (req.headers.authorization !== `Basic ${Buffer.from(`${RZP_KEY_ID}:${RZP_KEY_SECRET}`).toString('base64')}`) {
      return send(rzpError(401, 'The api key provided is invalid'));
    }
    if (!(req.method === 'POST' && path === '/v1/payouts')) return send(rzpError(404, 'The requested URL was not found on the server.', null, 'NOT_FOUND'));
    const before = this.failBefore.shift();
    if (before) return send(before);
    const key = req.headers['x-payout-idempotency'];
    if (typeof key !== 'string' || !key) return send(rzpError(400, 'X-Payout-Idempotency header is required', 'X-Payout-Idempotency'));
    const fingerprint = createHash('sha256').update(raw).digest('hex');
    const seen = this.idempotency.get(key);
    if (seen && seen.fingerprint !== fingerprint) return send(rzpError(400, 'Different request body sent for the same idempotency key', null));
    if (seen) return send(seen.reply);
    const reply = this.createPayout(body);
    this.idempotency.set(key, { fingerprint, reply });
    if (reply.status === 200) {
      const after = this.failAfter.shift();
      if (after) return send(after);
      if (this.malformedNext !== undefined) {
        const m = this.malformedNext;
        this.malformedNext = undefined;
        return send({ status: 200, body: m });
      }
    }
    return send(reply);
  }

  private createPayout(b: Record<string, unknown> | null): Reply {
    if (!b) return rzpError(400, 'The request body is not valid JSON');
    if (b.account_number !== RZP_ACCOUNT) return rzpError(400, 'The account number is invalid.', 'account_number');
    if (!Number.isInteger(b.amount) || (b.amount as number) < 100) return rzpError(400, 'The amount must be atleast INR 1.00.', 'amount');
    if (b.currency !== 'INR') return rzpError(400, 'Currency is not supported', 'currency');
    if (!['UPI', 'IMPS', 'NEFT', 'RTGS'].includes(b.mode as string)) return rzpError(400, 'The selected mode is invalid.', 'mode');
    if (typeof b.purpose !== 'string') return rzpError(400, 'The purpose field is required.', 'purpose');
    const fa = b.fund_account as Record<string, unknown> | undefined;
    if (!fa) return rzpError(400, 'The fund account field is required when fund account id is not present.', 'fund_account');
    const contact = fa.contact as Record<string, unknown> | undefined;
    if (!contact || typeof contact.name !== 'string' || contact.name.length < 3) return rzpError(400, 'The contact name field is required.', 'fund_account.contact.name');
    if (fa.account_type === 'vpa') {
      const addr = (fa.vpa as { address?: string } | undefined)?.address ?? '';
      if (!/^[\w.-]{2,}@[a-zA-Z]{2,}$/.test(addr)) return rzpError(400, 'Invalid VPA. Please enter a valid Virtual Payment Address', 'fund_account.vpa.address');
      if (b.mode !== 'UPI') return rzpError(400, 'Mode is not supported for vpa fund account', 'mode');
    } else if (fa.account_type === 'bank_account') {
      const ba = (fa.bank_account ?? {}) as Record<string, string>;
      if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ba.ifsc ?? '')) return rzpError(400, 'The ifsc must be 11 characters.', 'fund_account.bank_account.ifsc');
      if (!/^\d{5,35}$/.test(ba.account_number ?? '')) return rzpError(400, 'The account number is invalid.', 'fund_account.bank_account.account_number');
      if (b.mode === 'UPI') return rzpError(400, 'Mode is not supported for bank_account fund account', 'mode');
    } else return rzpError(400, 'The selected account type is invalid.', 'fund_account.account_type');
    if (typeof b.narration === 'string' && !/^[A-Za-z0-9 ]{0,30}$/.test(b.narration)) return rzpError(400, 'The narration format is invalid.', 'narration');
    const amount = b.amount as number;
    const queued = amount > this.balance;
    if (!queued) this.balance -= amount;
    const payout = {
      id: rid('pout'),
      entity: 'payout',
      fund_account_id: rid('fa'),
      fund_account: { id: rid('fa'), entity: 'fund_account', account_type: fa.account_type, contact: { id: rid('cont'), entity: 'contact', ...contact } },
      amount,
      currency: 'INR',
      notes: b.notes ?? [],
      fees: 0,
      tax: 0,
      status: queued ? 'queued' : this.initialStatus,
      purpose: b.purpose,
      utr: null,
      mode: b.mode,
      reference_id: b.reference_id ?? null,
      narration: b.narration ?? null,
      batch_id: null,
      status_details: this.initialStatus === 'rejected' ? { reason: 'beneficiary_bank_rejected', description: 'The beneficiary bank rejected the payout', source: 'beneficiary_bank' } : { reason: null, description: null, source: null },
      failure_reason: this.initialStatus === 'rejected' ? 'Beneficiary bank rejected the payout' : null,
      created_at: Math.floor(Date.now() / 1000),
      fee_type: '',
    };
    this.payouts.set(payout.id, payout);
    return { status: 200, body: payout };
  }

  /** A signed webhook delivery (payout.processed, payout.failed, ...) for one of its payouts, as RazorpayX sends it. */
  webhook(event: string, payoutId: string, change: Record<string, unknown> = {}, opts: { secret?: string; eventId?: string } = {}) {
    const payout = { ...this.payouts.get(payoutId), ...change };
    this.payouts.set(payoutId, payout);
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_FakeAccount01', event, contains: ['payout'], payload: { payout: { entity: payout } }, created_at: Math.floor(Date.now() / 1000) });
    const signature = createHmac('sha256', opts.secret ?? RZP_WEBHOOK_SECRET).update(body).digest('hex');
    return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': opts.eventId ?? rid('evt') } };
  }
}
