/**
 * Stripe Connect: a released milestone becomes a Transfer from the platform's balance to the creator's connected
 * account (POST /v1/transfers with `destination`), keyed by the milestone (Idempotency-Key), so a re-sent release is
 * the same transfer. The connected account then pays out to the creator's bank on its own schedule; that is
 * Stripe's, not ours. State changes arrive by webhook (transfer.created, transfer.reversed), verified with the
 * Stripe-Signature header (stripe.webhooks.constructEvent: HMAC and timestamp tolerance).
 */
import Stripe from 'stripe';
import { z } from 'zod';
import { unprocessable } from '../../../http/errors.js';
import { PayoutProviderError, toMinorUnits, type PayoutProvider, type PayoutUpdate } from '../payout-provider.js';

export interface StripePayoutsOptions {
  secretKey: string;
  /** Where the API is (default https://api.stripe.com); tests point it at a fake on 127.0.0.1. */
  apiBase?: string;
  timeoutMs?: number;
  /** Retries of a request whose outcome is unknown (connection error, 409, 5xx), with the same idempotency key. */
  maxNetworkRetries?: number;
}

/** The SDK pointed at apiBase (host, port, protocol: the SDK's own options). */
export function createStripeClient(opts: StripePayoutsOptions): Stripe {
  const base = new URL(opts.apiBase ?? 'https://api.stripe.com');
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(opts.secretKey, {
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    protocol,
    timeout: opts.timeoutMs ?? 30_000,
    maxNetworkRetries: opts.maxNetworkRetries ?? 2,
    telemetry: false,
  });
}

// What we read of a Transfer: checked, since a reply we do not understand must not count as paid.
const ZTransfer = z.object({
  id: z.string().regex(/^tr_\w+$/),
  object: z.literal('transfer'),
  amount: z.number().int(),
  currency: z.string(),
  destination: z.union([z.string(), z.object({ id: z.string() })]).nullable(),
  reversed: z.boolean(),
  amount_reversed: z.number().int().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  created: z.number().int().optional(),
});

const ZAccount = z.object({
  id: z.string(),
  object: z.literal('account'),
  capabilities: z.object({ transfers: z.string().optional() }).passthrough().optional(),
});

export function createStripePayouts(opts: StripePayoutsOptions): PayoutProvider {
  const stripe = createStripeClient(opts);
  return {
    name: 'stripe',
    external: false,
    async checkAccount(accountId) {
      let raw: unknown;
      try {
        raw = await stripe.accounts.retrieve(accountId);
      } catch (err) {
        const e = stripeFailure(err);
        if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) throw unprocessable(`Stripe has no connected account ${accountId} on this platform`);
        if (e.code === 'provider_rejected') throw unprocessable(`Stripe refused to show ${accountId}: ${(err as Error).message}`);
        throw new PayoutProviderError(e.outcome, e.statusCode, e.code, `Could not check ${accountId} at Stripe: ${(err as Error).message}`);
      }
      const a = ZAccount.safeParse(raw);
      if (!a.success) throw new PayoutProviderError('unknown', 502, 'provider_bad_reply', `Stripe answered with something that is not an account for ${accountId}`);
      const transfers = a.data.capabilities?.transfers ?? 'inactive';
      if (transfers !== 'active') throw unprocessable(`${accountId} cannot receive transfers yet (its transfers capability is ${transfers}): the creator has to finish Stripe onboarding`);
    },
    destination(target) {
      if (!target.stripeAccountId) {
        throw unprocessable(`This deal has no Stripe connected account for ${target.creatorName}: add one (PUT /api/v1/deals/{id}/payout-account) before releasing through Stripe`);
      }
      return { kind: 'stripe_account', accountId: target.stripeAccountId };
    },
    async submit(order) {
      if (order.destination.kind !== 'stripe_account') throw new Error('stripe payouts need a stripe_account destination');
      const amount = toMinorUnits(order.amount, order.currency);
      let raw: unknown;
      try {
        raw = await stripe.transfers.create(
          {
            amount,
            currency: order.currency.toLowerCase(),
            destination: order.destination.accountId,
            description: order.description.slice(0, 500),
            transfer_group: `deal_${order.dealId}`,
            metadata: { milestone_id: order.milestoneId, deal_id: order.dealId, workspace_id: order.workspaceId, contract_id: order.contractId ?? '', idempotency_key: order.idempotencyKey },
          },
          { idempotencyKey: order.idempotencyKey },
        );
      } catch (err) {
        throw stripeFailure(err);
      }
      const t = ZTransfer.safeParse(raw);
      if (!t.success) {
        throw new PayoutProviderError('unknown', 502, 'provider_bad_reply', `Stripe answered the transfer with something that is not a transfer (${t.error.issues[0]?.path.join('.') || 'body'}: ${t.error.issues[0]?.message}); it may have been made: release again to re-send it with the same idempotency key`);
      }
      if (t.data.amount !== amount || t.data.currency.toLowerCase() !== order.currency.toLowerCase()) {
        throw new PayoutProviderError('unknown', 502, 'provider_bad_reply', `Stripe's transfer ${t.data.id} is for ${t.data.amount} ${t.data.currency}, not ${amount} ${order.currency.toLowerCase()}`);
      }
      return { providerPayoutId: t.data.id, status: 'paid', reference: t.data.id };
    },
  };
}

/** Maps what the SDK threw: refused (nothing moved) or unknown (maybe moved). */
function stripeFailure(err: unknown): PayoutProviderError {
  if (!(err instanceof Stripe.errors.StripeError)) {
    return new PayoutProviderError('unknown', 502, 'provider_unavailable', `Stripe could not be reached: ${(err as Error).message}; release again to re-send the same transfer`);
  }
  const msg = err.message || err.code || 'no message';
  switch (err.type) {
    case 'StripeInvalidRequestError':
    case 'StripeCardError':
    case 'StripePermissionError':
      return new PayoutProviderError('rejected', 422, 'provider_rejected', `Stripe refused the transfer: ${msg}${err.code ? ` (${err.code})` : ''}`);
    case 'StripeAuthenticationError':
      return new PayoutProviderError('rejected', 502, 'provider_auth_failed', `Stripe refused the API key (STRIPE_SECRET_KEY): ${msg}`);
    case 'StripeRateLimitError':
      // Rate-limited requests are not executed.
      return new PayoutProviderError('rejected', 503, 'provider_busy', `Stripe is rate limiting requests; nothing was paid, try again shortly: ${msg}`);
    default:
      // Connection errors, 409 (a concurrent request with the same key), idempotency errors, 5xx: maybe executed.
      return new PayoutProviderError('unknown', 502, 'provider_unavailable', `Stripe did not confirm the transfer (${err.type}${err.statusCode ? ` ${err.statusCode}` : ''}: ${msg}); release again to re-send it with the same idempotency key`);
  }
}

const ZStripeEvent = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});

export class WebhookSignatureError extends Error {}

/**
 * Verifies a Stripe webhook delivery (signature and timestamp tolerance, via the SDK) and reads the payout update it
 * carries; null for events this app does not act on. Throws WebhookSignatureError for a bad or stale signature.
 */
export function parseStripeWebhook(raw: Buffer, signature: string | string[] | undefined, secret: string, toleranceSeconds = 300): PayoutUpdate | { eventId: string; type: string; ignored: true } {
  let event: unknown;
  try {
    if (typeof signature !== 'string' || !signature) throw new Error('No Stripe-Signature header');
    event = Stripe.webhooks.constructEvent(raw, signature, secret, toleranceSeconds);
  } catch (err) {
    throw new WebhookSignatureError((err as Error).message);
  }
  const e = ZStripeEvent.safeParse(event);
  if (!e.success) throw new TypeError('not a Stripe event');
  const { id, type, created } = e.data;
  if (type !== 'transfer.created' && type !== 'transfer.reversed' && type !== 'transfer.updated') return { eventId: id, type, ignored: true };
  const t = ZTransfer.safeParse(e.data.data.object);
  if (!t.success) throw new TypeError(`${type}: data.object is not a transfer`);
  // A fully reversed transfer is money back at the platform: the milestone is payable again. A partial reversal is
  // still (part of) a payment and keeps it paid.
  const fullyReversed = t.data.reversed || (t.data.amount_reversed ?? 0) >= t.data.amount;
  return {
    provider: 'stripe',
    eventId: id,
    type,
    providerPayoutId: t.data.id,
    milestoneId: t.data.metadata?.milestone_id || null,
    idempotencyKey: t.data.metadata?.idempotency_key || null,
    status: fullyReversed ? 'reversed' : 'paid',
    reference: t.data.id,
    reason: fullyReversed ? 'The transfer was reversed at Stripe' : null,
    at: new Date(created * 1000),
  };
}
