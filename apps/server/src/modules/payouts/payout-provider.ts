/**
 * Payout providers: how a released milestone's money moves. `manual` records a payment the marketer made elsewhere
 * (the offline default); `stripe` (Connect transfers) and `razorpayx` (payouts to UPI / bank accounts) move it through
 * the provider's API. Chosen by PAYOUT_PROVIDER at start-up and injected; business code never branches on the name.
 */

export type PayoutProviderName = 'manual' | 'stripe' | 'razorpayx';

/** What is known about where the creator of a deal is paid (portal payout details, a Stripe connected account). */
export interface PayoutTarget {
  creatorId: string;
  creatorName: string;
  /** The details the creator gave on the portal (normalised by portal/payout-details.ts). */
  payoutDetails: { method: 'upi' | 'bank' | 'paypal'; details: Record<string, string> } | null;
  /** The creator's Stripe connected account for this deal (acct_...). */
  stripeAccountId: string | null;
}

/** One payout to submit: the milestone it pays and the key that makes a retry the same request. */
export interface PayoutOrder {
  workspaceId: string;
  dealId: string;
  milestoneId: string;
  contractId: string | null;
  amount: number;
  currency: string;
  /** Derived from the milestone id and its attempt number: a re-sent request is recognised by the provider. */
  idempotencyKey: string;
  description: string;
  destination: PayoutDestination;
}

export type PayoutDestination =
  | { kind: 'none' }
  | { kind: 'stripe_account'; accountId: string }
  | { kind: 'vpa'; address: string; name: string; contactRef: string }
  | { kind: 'bank_account'; accountNumber: string; ifsc: string; name: string; contactRef: string };

export interface PayoutSubmitted {
  providerPayoutId: string;
  /** paid: the money moved (a Stripe transfer); processing: accepted, settles later (a webhook says how it ended). */
  status: 'paid' | 'processing';
  /** A reference to show (bank UTR when known). */
  reference: string | null;
}

/**
 * A provider's answer that is not a payout.
 * - `rejected`: the provider refused it and nothing was paid (bad destination, low balance, wrong key): the
 *   milestone stays payable and the next release is a new request with a new idempotency key.
 * - `unknown`: the request may or may not have been executed (network error, timeout, 5xx, an unreadable reply):
 *   the payout stays `submitting`; releasing again re-sends the same request with the same idempotency key.
 */
export class PayoutProviderError extends Error {
  constructor(
    readonly outcome: 'rejected' | 'unknown',
    /** The HTTP status Inflow answers with. */
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PayoutProviderError';
  }
}

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** true: no money moves through Inflow; the release records a payment made elsewhere (reference, date). */
  readonly external: boolean;
  /** Where this deal's creator is paid, or an AppError (422) naming what is missing. Called before anything is written. */
  destination(target: PayoutTarget, currency: string): PayoutDestination;
  /** Sends the payout; throws PayoutProviderError when it is not a payout. */
  submit(order: PayoutOrder): Promise<PayoutSubmitted>;
  /** Checks, at the provider, that a creator's account (a Stripe connected account) can receive payouts. */
  checkAccount?(accountId: string): Promise<void>;
}

/** A payment state change a provider's webhook reports. */
export interface PayoutUpdate {
  provider: Exclude<PayoutProviderName, 'manual'>;
  eventId: string;
  type: string;
  providerPayoutId: string;
  /** The milestone named in the payout's metadata / reference id (a payout whose submission timed out is found by it). */
  milestoneId: string | null;
  /** The idempotency key named in its metadata / notes: which attempt it is (a late event of an earlier attempt is not this one). */
  idempotencyKey: string | null;
  status: 'paid' | 'processing' | 'failed' | 'reversed';
  reference: string | null;
  reason: string | null;
  at: Date;
}

// Currencies without minor units, and those with three (Stripe's lists); every other currency has cents.
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** An amount (2 decimals at most, as milestones are split) in the currency's smallest unit. */
export function toMinorUnits(amount: number, currency: string): number {
  const c = currency.toUpperCase();
  if (ZERO_DECIMAL.has(c)) return Math.round(amount);
  const cents = Math.round(amount * 100);
  return THREE_DECIMAL.has(c) ? cents * 10 : cents;
}

/** The idempotency key of a milestone's n-th payout attempt (n grows only after a provider refused the previous one). */
export const payoutIdempotencyKey = (milestoneId: string, attempt: number) => `inflow-milestone-${milestoneId}-${attempt}`;
