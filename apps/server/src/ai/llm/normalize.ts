// The one normaliser both providers finish with: whatever produced the raw fields (regexes or a model),
// the result has trimmed text, a niche from the fixed list, a positive budget or null, and the
// missing-field labels computed the same way.
import { isSupportedCurrency } from '@inflow/contracts/vocabulary';
import {
  CAMPAIGN_FIELD_LABELS,
  CAMPAIGN_FIELDS,
  type ExtractedCampaign,
  type ExtractionResult,
  type LlmProviderName,
  type ExtractionPlan,
  emptyPlan,
} from './llm.js';
import { currencyFromToken, parseBudgetValue } from './money.js';
import { normalizeNiche } from './niche.js';

export { parseBudgetValue } from './money.js';
export { normalizeNiche } from './niche.js';

/** Raw fields as a provider found them; anything may be missing or of the wrong type. */
export type RawCampaign = Partial<Record<keyof ExtractedCampaign | 'currency', unknown>>;

// Values models and people write when they mean "nothing".
const EMPTY_VALUE_RE =
  /^(?:n\/?a|none|nil|null|undefined|unknown|not (?:specified|provided|mentioned|given|stated|available|applicable|defined|decided)|tbd|tbc|to be (?:decided|confirmed|determined)|-+|\.+|\?+|—|–)$/i;

/** Trims, collapses whitespace, joins lists; placeholder values become ''. */
export function cleanText(value: unknown): string {
  let s: string;
  if (typeof value === 'string') s = value;
  else if (typeof value === 'number' && Number.isFinite(value)) s = String(value);
  else if (Array.isArray(value)) s = value.map(cleanText).filter(Boolean).join(', ');
  else return '';
  s = s.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
  // Strip wrapping quotes and a dangling separator: '"Lumora Beam"', 'Kora —'.
  s = s.replace(/^["'“”‘’`]+|["'“”‘’`]+$/g, '').trim();
  s = s.replace(/[\s,;:—–-]+$/g, '').trim();
  return EMPTY_VALUE_RE.test(s) ? '' : s;
}

/** ISO 4217 code from a code, sign or word ('₹', 'rs', 'rupees', 'usd'); 'INR' when unknown. */
export function normalizeCurrency(value: unknown, fallback = 'INR'): string {
  if (typeof value !== 'string') return fallback;
  const v = value.trim();
  if (/^[A-Za-z]{3}$/.test(v)) return v.toUpperCase();
  return currencyFromToken(v) ?? fallback;
}

// A legal-entity form after a brand ('Prithvi Motors Pvt. Ltd.', 'Tsurugaya Co. Ltd.', 'Hearthwise Ltd'): the brand is
// typed into a form without it, as the outside authors label it (ADR 0009, round 10). Both providers' results pass
// here. ('Bombay Chai Co.' and 'Crumb & Co.' keep their 'Co.': it is part of the name. German and Nordic forms — GmbH,
// AG, AS, AB, Oy — are left on: the authors who wrote them kept them.)
const LEGAL_FORM = /(?:,?\s+(?:pvt\.?(?:\s*ltd\.?)?|private\s+limited|(?:co\.?,?\s+)?ltd\.?|limited|inc\.?|incorporated|llc|l\.l\.c\.|llp|plc|pty\.?\s+ltd\.?|sdn\.?\s+bhd\.?|s\.a\.|s\.r\.l\.|srl|b\.v\.|k\.k\.|corp\.?|corporation))+$/i;
/** The brand without a trailing legal-entity form, when a name is left. */
export function withoutLegalForm(brand: string): string {
  const m = LEGAL_FORM.exec(brand);
  if (!m) return brand;
  const rest = brand.slice(0, m.index).trim();
  return /\p{L}{2,}/u.test(rest) && !/^(?:the|a|an)$/i.test(rest) ? rest : brand;
}

/** Labels of the fields that are empty (or a budget that is not > 0), in label order. */
export function computeMissingFields(c: ExtractedCampaign): string[] {
  return CAMPAIGN_FIELDS.filter((f) => {
    const v = c[f];
    if (f === 'total_budget') return typeof v !== 'number' || !Number.isFinite(v) || v <= 0;
    return typeof v !== 'string' || v.trim() === '';
  }).map((f) => CAMPAIGN_FIELD_LABELS[f]);
}

const REVIEWABLE = new Set<string>([...CAMPAIGN_FIELDS, 'planned_creators', 'target_countries', 'target_languages', 'platforms', 'min_followers', 'max_followers', 'deliverables', 'start_date', 'end_date']);

export function normalizeExtraction(
  raw: RawCampaign,
  provider: LlmProviderName,
  extra: { plan?: ExtractionPlan; review_fields?: unknown } = {},
): ExtractionResult {
  const campaign: ExtractedCampaign = {
    product_name: cleanText(raw.product_name),
    brand_name: withoutLegalForm(cleanText(raw.brand_name)),
    product_description: cleanText(raw.product_description),
    target_audience: cleanText(raw.target_audience),
    key_use_cases: cleanText(raw.key_use_cases),
    campaign_goal: cleanText(raw.campaign_goal),
    product_niche: normalizeNiche(cleanText(raw.product_niche)),
    total_budget: parseBudgetValue(raw.total_budget),
  };
  // A budget written with its sign ('$40k') tells the currency when none was given separately.
  const signCurrency =
    typeof raw.total_budget === 'string' ? /[₹$£€¥]|\b(?:rs|inr|usd|eur|gbp|aed)\b/i.exec(raw.total_budget)?.[0] : undefined;
  const currency = normalizeCurrency(
    typeof raw.currency === 'string' && raw.currency.trim() ? raw.currency : signCurrency,
  );
  const missing_fields = computeMissingFields(campaign);
  const plan = extra.plan ?? emptyPlan();
  // A budget the arithmetic does not end in is not shown as if it did.
  if (campaign.total_budget === null) plan.budget_arithmetic = '';
  const review = Array.isArray(extra.review_fields) ? extra.review_fields : [];
  const review_fields = [...new Set(review.filter((f): f is string => typeof f === 'string' && REVIEWABLE.has(f)))];
  // A currency Inflow has no rate for (a model may name any) cannot be saved: the budget is flagged for the user to pick one.
  if (!isSupportedCurrency(currency) && !review_fields.includes('total_budget')) review_fields.push('total_budget');
  return { campaign, currency, missing_fields, complete: missing_fields.length === 0, provider, plan, review_fields };
}
