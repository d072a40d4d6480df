/**
 * The payout provider named by PAYOUT_PROVIDER (config.ts has checked the keys each one needs):
 *   manual (default, offline) | stripe (Connect transfers) | razorpayx (UPI / bank payouts).
 */
import type { PayoutProvider } from '../payout-provider.js';
import { createManualLedger } from './manual-ledger.js';
import { createRazorpayXPayouts } from './razorpayx.js';
import { createStripePayouts } from './stripe.js';

export interface PayoutProviderConfig {
  PAYOUT_PROVIDER?: 'manual' | 'stripe' | 'razorpayx';
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_BASE?: string;
  RAZORPAYX_KEY_ID?: string;
  RAZORPAYX_KEY_SECRET?: string;
  RAZORPAYX_ACCOUNT_NUMBER?: string;
  RAZORPAYX_API_BASE?: string;
}

export function createPayoutProvider(config: PayoutProviderConfig): PayoutProvider {
  switch (config.PAYOUT_PROVIDER ?? 'manual') {
    case 'manual':
      return createManualLedger();
    case 'stripe':
      if (!config.STRIPE_SECRET_KEY) throw new Error('PAYOUT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
      return createStripePayouts({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE });
    case 'razorpayx': {
      const { RAZORPAYX_KEY_ID: keyId, RAZORPAYX_KEY_SECRET: keySecret, RAZORPAYX_ACCOUNT_NUMBER: accountNumber } = config;
      if (!keyId || !keySecret || !accountNumber) throw new Error('PAYOUT_PROVIDER=razorpayx needs RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET and RAZORPAYX_ACCOUNT_NUMBER');
      return createRazorpayXPayouts({ keyId, keySecret, accountNumber, apiBase: config.RAZORPAYX_API_BASE });
    }
  }
}
