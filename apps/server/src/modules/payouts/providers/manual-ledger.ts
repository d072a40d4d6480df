import type { PayoutProvider } from '../payout-provider.js';

/**
 * The offline default: the marketer pays outside Inflow (bank transfer, UPI app, PayPal) and records it here with a
 * reference and date. Nothing is sent anywhere; the ledger row is the record.
 */
export function createManualLedger(): PayoutProvider {
  return {
    name: 'manual',
    external: true,
    destination: () => ({ kind: 'none' }),
    submit() {
      // The service records external payments itself; reaching this is a wiring error, not a client's.
      throw new Error('the manual ledger records payments; it does not submit them');
    },
  };
}
