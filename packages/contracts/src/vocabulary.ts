// The fixed lists of the domain, without zod: the web app imports this module directly
// (@inflow/contracts/vocabulary), so reading a list never bundles zod.

export const PLATFORMS = ['instagram', 'youtube', 'tiktok', 'twitter'] as const;
export const NICHES = [
  'lifestyle',
  'fashion',
  'technology',
  'fitness',
  'food',
  'travel',
  'beauty',
  'gaming',
  'finance',
  'education',
  'health',
  'parenting',
  'pets',
  'home',
  'automotive',
  'entertainment',
] as const;
/** 'archived' is what DELETE /campaigns/{id} leaves (hidden from lists unless asked for; see docs/decisions/0020). */
export const CAMPAIGN_STATUSES = ['planning', 'active', 'paused', 'completed', 'draft', 'archived'] as const;
/** The outreach state machine (Auto Co-Pilot issue): moved only by events (call ended, approval, manual move). */
export const OUTREACH_STATUSES = [
  'new',
  'contacted',
  'negotiating',
  'deal_proposed',
  'agreed',
  'declined',
  'no_answer',
  'do_not_contact',
] as const;
export const OUTREACH_STATUS_LABELS: Record<(typeof OUTREACH_STATUSES)[number], string> = {
  new: 'New',
  contacted: 'Contacted',
  negotiating: 'Negotiating',
  deal_proposed: 'Deal proposed',
  agreed: 'Agreed',
  declined: 'Declined',
  no_answer: 'No answer',
  do_not_contact: 'Do not contact',
};

/**
 * Units of each currency per US dollar: a fixed table of approximate late-2025 rates, so that budgets and rates in
 * different currencies compare sanely (matching, rate filters, the seed). Not for accounting: money is always stored
 * and shown in its own currency. Every currency the product accepts is here; the SQL function fx_units_per_usd()
 * (migration 0021) holds the same table and a test compares the two. Covers every currency the brief extractor reads
 * and every country's usual currency the CSV import infers.
 */
export const FX_UNITS_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  INR: 84,
  CAD: 1.37,
  AUD: 1.52,
  AED: 3.67,
  SGD: 1.34,
  BRL: 5.6,
  MXN: 19.5,
  IDR: 15800,
  PHP: 57,
  NGN: 1550,
  NZD: 1.7,
  HKD: 7.78,
  JPY: 150,
  CNY: 7.2,
  KRW: 1400,
  TWD: 31,
  THB: 34,
  MYR: 4.4,
  VND: 26000,
  PKR: 280,
  BDT: 120,
  LKR: 300,
  NPR: 135,
  CHF: 0.88,
  SEK: 10.6,
  NOK: 10.9,
  DKK: 6.85,
  PLN: 3.95,
  CZK: 21.5,
  HUF: 340,
  RON: 4.6,
  UAH: 41.5,
  TRY: 41,
  ILS: 3.3,
  SAR: 3.75,
  QAR: 3.64,
  KWD: 0.307,
  OMR: 0.385,
  BHD: 0.376,
  EGP: 48.5,
  MAD: 9.2,
  ZAR: 18,
  KES: 129,
  GHS: 12,
  ARS: 1400,
  COP: 3900,
  CLP: 950,
  PEN: 3.75,
};

/** The currencies Inflow accepts (ISO 4217), the common ones first. */
export const CURRENCY_CODES: readonly string[] = Object.keys(FX_UNITS_PER_USD);

export const isSupportedCurrency = (code: string): boolean => Object.hasOwn(FX_UNITS_PER_USD, code);

/** Currencies written with a bare '$' (which of them a '$' means is read from a code, a country or the context). */
export const DOLLAR_SIGN_CURRENCIES: ReadonlySet<string> = new Set(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'TWD', 'ARS', 'COP', 'CLP']);
