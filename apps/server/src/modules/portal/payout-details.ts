import type { TPayoutDetailsInput } from '@inflow/contracts';
import { unprocessable } from '../../http/errors.js';

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** ISO 13616 IBAN: country, check digits, and the mod-97 check. */
export function validIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const v = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of v) rem = (rem * 10 + Number(digit)) % 97;
  }
  return rem === 1;
}

/** Validates the format of payout details and returns what is stored (normalised) and what is shown (masked). */
export function checkPayoutDetails(input: TPayoutDetailsInput): { stored: Record<string, string>; summary: string } {
  switch (input.method) {
    case 'upi': {
      const [user, bank] = input.upi_id.split('@');
      return { stored: { upi_id: input.upi_id }, summary: `UPI ${user!.slice(0, 2)}***@${bank}` };
    }
    case 'paypal': {
      const [user, domain] = input.email.split('@');
      return { stored: { email: input.email.toLowerCase() }, summary: `PayPal ${user!.slice(0, 1)}***@${domain}` };
    }
    case 'bank': {
      if (input.iban) {
        if (!validIban(input.iban)) throw unprocessable(`body field 'iban': not a valid IBAN (country code, check digits and account)`);
        const iban = input.iban.replace(/\s+/g, '').toUpperCase();
        return { stored: { account_holder: input.account_holder, iban }, summary: `Bank account ${iban.slice(0, 2)}•••${iban.slice(-4)} (${input.account_holder})` };
      }
      const acct = (input.account_number ?? '').replace(/\s+/g, '');
      const ifsc = (input.ifsc ?? '').toUpperCase();
      if (!/^\d{9,18}$/.test(acct)) throw unprocessable(`body field 'account_number': give an IBAN, or an account number of 9 to 18 digits with an IFSC code`);
      if (!IFSC.test(ifsc)) throw unprocessable(`body field 'ifsc': must be an IFSC code such as HDFC0001234 (4 letters, 0, 6 letters or digits)`);
      return { stored: { account_holder: input.account_holder, account_number: acct, ifsc }, summary: `Bank account ••••${acct.slice(-4)}, IFSC ${ifsc} (${input.account_holder})` };
    }
  }
}
