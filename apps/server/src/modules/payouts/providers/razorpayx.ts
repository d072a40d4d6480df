/**
 * RazorpayX payouts (India): a released milestone becomes POST /v1/payouts (the composite API: the fund account and
 * its contact travel with the payout) to the creator's UPI ID (vpa) or bank account (IFSC), in paise, with basic auth
 * key_id:key_secret and the X-Payout-Idempotency header derived from the milestone, so a re-sent release is the same
 * payout. Payouts settle later: the payout.* webhooks (X-Razorpay-Signature: HMAC-SHA256 of the raw body) say how
 * each one ended.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { unprocessable } from '../../../http/errors.js';
import { PayoutProviderError, toMinorUnits, type PayoutProvider, type PayoutUpdate } from '../payout-provider.js';

export interface RazorpayXOptions {
  keyId: string;
  keySecret: string;
  /** The RazorpayX account (current account / virtual account number) payouts are made from. */
  accountNumber: string;
  /** Default https://api.razorpay.com; tests point it at a fake on 127.0.0.1. */
  apiBase?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PAYOUT_STATUSES = ['queued', 'pending', 'scheduled', 'processing', 'processed', 'reversed', 'cancelled', 'rejected', 'failed'] as const;
const ZRazorpayPayout = z.object({
  id: z.string().regex(/^pout_\w+$/),
  entity: z.literal('payout'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  utr: z.string().nullish(),
  reference_id: z.string().nullish(),
  failure_reason: z.string().nullish(),
  status_details: z.object({ description: z.string().nullish(), reason: z.string().nullish() }).nullish(),
  notes: z.union([z.record(z.string(), z.string()), z.array(z.unknown())]).nullish(),
  created_at: z.number().int().optional(),
});
type RazorpayPayout = z.infer<typeof ZRazorpayPayout>;
const ZRazorpayError = z.object({ error: z.object({ code: z.string(), description: z.string(), field: z.string().nullish(), reason: z.string().nullish() }) });

// IMPS carries up to ₹5 lakh; above it NEFT.
const IMPS_LIMIT_PAISE = 5_00_000_00;

/** Narration: up to 30 characters, letters, digits and spaces only (RazorpayX's rule). */
const narration = (s: string) => s.replace(/[^A-Za-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 30) || 'Inflow payout';

const reasonOf = (p: RazorpayPayout) => p.failure_reason || p.status_details?.description || p.status_details?.reason || null;

function mapStatus(s: RazorpayPayout['status']): 'paid' | 'processing' | 'failed' | 'reversed' {
  if (s === 'processed') return 'paid';
  if (s === 'reversed') return 'reversed';
  if (s === 'cancelled' || s === 'rejected' || s === 'failed') return 'failed';
  return 'processing';
}

export function createRazorpayXPayouts(opts: RazorpayXOptions): PayoutProvider {
  const base = (opts.apiBase ?? 'https://api.razorpay.com').replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpayx',
    external: false,
    destination(target, currency) {
      if (currency.toUpperCase() !== 'INR') throw unprocessable(`RazorpayX pays in INR only; this deal is in ${currency}`);
      const pd = target.payoutDetails;
      if (!pd) throw unprocessable(`${target.creatorName} has not given payout details yet (UPI ID or Indian bank account, on the portal)`);
      const contactRef = target.creatorId.replace(/-/g, '').slice(0, 40);
      if (pd.method === 'upi' && pd.details.upi_id) return { kind: 'vpa', address: pd.details.upi_id, name: target.creatorName, contactRef };
      if (pd.method === 'bank' && pd.details.account_number && pd.details.ifsc) {
        return { kind: 'bank_account', accountNumber: pd.details.account_number, ifsc: pd.details.ifsc, name: pd.details.account_holder || target.creatorName, contactRef };
      }
      throw unprocessable(`RazorpayX pays UPI IDs and Indian bank accounts (account number + IFSC); ${target.creatorName} gave ${pd.method === 'bank' ? 'an IBAN' : 'a PayPal address'}. Record the payment on the manual ledger, or ask for a UPI ID or Indian account`);
    },
    async submit(order) {
      const d = order.destination;
      if (d.kind !== 'vpa' && d.kind !== 'bank_account') throw new Error('razorpayx payouts need a vpa or bank_account destination');
      const amount = toMinorUnits(order.amount, 'INR');
      const contact = { name: d.name.slice(0, 50), type: 'vendor', reference_id: d.contactRef };
      const body = {
        account_number: opts.accountNumber,
        amount,
        currency: 'INR',
        mode: d.kind === 'vpa' ? 'UPI' : amount <= IMPS_LIMIT_PAISE ? 'IMPS' : 'NEFT',
        purpose: 'payout',
        fund_account:
          d.kind === 'vpa'
            ? { account_type: 'vpa', vpa: { address: d.address }, contact }
            : { account_type: 'bank_account', bank_account: { name: d.name.slice(0, 120), ifsc: d.ifsc, account_number: d.accountNumber }, contact },
        queue_if_low_balance: true,
        // The milestone id (36 characters; RazorpayX allows 40) finds a payout whose submission timed out.
        reference_id: order.milestoneId,
        narration: narration(order.description),
        notes: { milestone_id: order.milestoneId, deal_id: order.dealId, contract_id: order.contractId ?? '', idempotency_key: order.idempotencyKey },
      };
      let res: Response;
      try {
        res = await doFetch(`${base}/v1/payouts`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json', 'x-payout-idempotency': order.idempotencyKey },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
        });
      } catch (err) {
        throw new PayoutProviderError('unknown', 502, 'provider_unavailable', `RazorpayX could not be reached (${(err as Error).message}); release again to re-send the same payout`);
      }
      const text = await res.text().catch(() => '');
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        /* checked below */
      }
      if (!res.ok) {
        const e = ZRazorpayError.safeParse(json);
        const desc = e.success ? `${e.data.error.description}${e.data.error.field ? ` (field ${e.data.error.field})` : ''}` : `HTTP ${res.status}`;
        if (res.status === 401) throw new PayoutProviderError('rejected', 502, 'provider_auth_failed', `RazorpayX refused the API key (RAZORPAYX_KEY_ID / RAZORPAYX_KEY_SECRET): ${desc}`);
        if (res.status === 429) throw new PayoutProviderError('rejected', 503, 'provider_busy', `RazorpayX is rate limiting requests; nothing was paid, try again shortly: ${desc}`);
        // 409: a request with this idempotency key is still being processed; 5xx: maybe executed.
        if (res.status === 409 || res.status >= 500) throw new PayoutProviderError('unknown', 502, 'provider_unavailable', `RazorpayX did not confirm the payout (HTTP ${res.status}: ${desc}); release again to re-send it with the same idempotency key`);
        throw new PayoutProviderError('rejected', 422, 'provider_rejected', `RazorpayX refused the payout: ${desc}`);
      }
      const p = ZRazorpayPayout.safeParse(json);
      if (!p.success) {
        throw new PayoutProviderError('unknown', 502, 'provider_bad_reply', `RazorpayX answered with something that is not a payout (${p.error.issues[0]?.path.join('.') || 'body'}: ${p.error.issues[0]?.message}); it may have been made: release again to re-send it with the same idempotency key`);
      }
      if (p.data.amount !== amount) throw new PayoutProviderError('unknown', 502, 'provider_bad_reply', `RazorpayX's payout ${p.data.id} is for ${p.data.amount} paise, not ${amount}`);
      const status = mapStatus(p.data.status);
      if (status === 'failed' || status === 'reversed') {
        throw new PayoutProviderError('rejected', 422, 'provider_rejected', `RazorpayX ${p.data.status} the payout ${p.data.id}${reasonOf(p.data) ? `: ${reasonOf(p.data)}` : ''}`);
      }
      return { providerPayoutId: p.data.id, status, reference: p.data.utr ?? p.data.id };
    },
  };
}

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';

/** HMAC-SHA256 of the raw body with the webhook secret, hex (what RazorpayX sends in X-Razorpay-Signature). */
export const signRazorpayWebhook = (raw: Buffer | string, secret: string) => createHmac('sha256', secret).update(raw).digest('hex');

export function verifyRazorpaySignature(raw: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signRazorpayWebhook(raw, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

const ZRazorpayEvent = z.object({
  entity: z.literal('event'),
  event: z.string(),
  created_at: z.number().int().optional(),
  payload: z.object({ payout: z.object({ entity: z.unknown() }).optional() }).passthrough(),
});

/**
 * Reads a verified RazorpayX webhook (call verifyRazorpaySignature first). The delivery's id is the
 * X-Razorpay-Event-Id header, or the body's hash when it is absent.
 */
export function parseRazorpayWebhook(raw: Buffer, eventIdHeader: string | string[] | undefined): PayoutUpdate | { eventId: string; type: string; ignored: true } {
  const eventId = typeof eventIdHeader === 'string' && eventIdHeader ? eventIdHeader : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new TypeError('body is not JSON');
  }
  const e = ZRazorpayEvent.safeParse(json);
  if (!e.success) throw new TypeError('not a RazorpayX event');
  if (!e.data.event.startsWith('payout.') || !e.data.payload.payout) return { eventId, type: e.data.event, ignored: true };
  const p = ZRazorpayPayout.safeParse(e.data.payload.payout.entity);
  if (!p.success) throw new TypeError(`${e.data.event}: payload.payout.entity is not a payout`);
  const notes = p.data.notes && !Array.isArray(p.data.notes) ? p.data.notes : {};
  return {
    provider: 'razorpayx',
    eventId,
    type: e.data.event,
    providerPayoutId: p.data.id,
    milestoneId: notes.milestone_id || p.data.reference_id || null,
    idempotencyKey: notes.idempotency_key || null,
    status: mapStatus(p.data.status),
    reference: p.data.utr ?? null,
    reason: reasonOf(p.data),
    at: new Date((e.data.created_at ?? Math.floor(Date.now() / 1000)) * 1000),
  };
}
