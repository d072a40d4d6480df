import type { TCampaign, TCampaignCreate, TCampaignDeliverable, TCampaignUpdate, TExtractCampaignResponse, TNiche, TPlatform } from '@inflow/contracts';
import { NICHES, PLATFORMS } from '@/lib/constants';

/** The spec's field labels, in its order. */
export const FIELD_LABELS = {
  product_name: 'Product Name',
  brand_name: 'Brand Name',
  product_description: 'Product Description',
  target_audience: 'Target Audience',
  key_use_cases: 'Key Use Cases',
  campaign_goal: 'Campaign Goal',
  product_niche: 'Product Niche',
  total_budget: 'Total Budget',
} as const;

export type CampaignField = keyof typeof FIELD_LABELS;
export const CAMPAIGN_FIELDS = Object.keys(FIELD_LABELS) as CampaignField[];

/** Labels of the plan's other fields (the review step and the review flags use them). */
export const PLAN_LABELS = {
  niche: 'Matching niche',
  currency: 'Currency',
  planned_creators: 'Number of creators',
  platforms: 'Platforms',
  min_followers: 'Min followers',
  max_followers: 'Max followers',
  target_countries: 'Countries',
  target_cities: 'Cities',
  target_languages: 'Languages',
  deliverables: 'Deliverables',
  start_date: 'Start date',
  end_date: 'End date',
  content_due_date: 'Content due',
} as const;

export const DELIVERABLE_FORMATS = ['reel', 'short', 'story', 'video', 'post'] as const satisfies readonly TCampaignDeliverable['format'][];

export const BRIEF_MAX_LENGTH = 20_000;

export function missingFieldsMessage(labels: readonly string[]): string {
  return `Oops! Looks like your brief is missing: ${labels.join(', ')}. Please add these details to your brief for a complete campaign setup!`;
}

export const GENERIC_BUILDER_ERROR = 'Something went wrong while processing your brief. Please try again!';

export interface DeliverableRow {
  platform: TPlatform;
  format: TCampaignDeliverable['format'];
  count: string;
}

/** The editable plan: every value is what the user sees (text), lists as lists. */
export interface CampaignFormValues {
  product_name: string;
  brand_name: string;
  product_description: string;
  target_audience: string;
  key_use_cases: string;
  campaign_goal: string;
  /** Free text, as the brief says it. */
  product_niche: string;
  /** The canonical niche matching uses; '' = let the server map product_niche. */
  niche: string;
  total_budget: string;
  currency: string;
  planned_creators: string;
  platforms: TPlatform[];
  min_followers: string;
  max_followers: string;
  /** Comma-separated, as typed: 'IN, GB'. */
  target_countries: string;
  target_cities: string;
  target_languages: string;
  deliverables: DeliverableRow[];
  start_date: string;
  end_date: string;
  content_due_date: string;
}
export type FormKey = keyof CampaignFormValues;

export const EMPTY_FORM: CampaignFormValues = {
  product_name: '',
  brand_name: '',
  product_description: '',
  target_audience: '',
  key_use_cases: '',
  campaign_goal: '',
  product_niche: '',
  niche: '',
  total_budget: '',
  currency: 'INR',
  planned_creators: '10',
  platforms: [],
  min_followers: '',
  max_followers: '',
  target_countries: '',
  target_cities: '',
  target_languages: '',
  deliverables: [],
  start_date: '',
  end_date: '',
  content_due_date: '',
};

const isNiche = (n: string): n is TNiche => (NICHES as readonly string[]).includes(n);
const isPlatform = (p: string): p is TPlatform => (PLATFORMS as readonly string[]).includes(p);
const isFormat = (f: string): f is DeliverableRow['format'] => (DELIVERABLE_FORMATS as readonly string[]).includes(f);
const numText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function formFromExtraction(x: TExtractCampaignResponse): CampaignFormValues {
  const c = x.campaign;
  const p = x.plan;
  const canonical = isNiche(c.product_niche) ? c.product_niche : '';
  return {
    product_name: c.product_name ?? '',
    brand_name: c.brand_name ?? '',
    product_description: c.product_description ?? '',
    target_audience: c.target_audience ?? '',
    key_use_cases: c.key_use_cases ?? '',
    campaign_goal: c.campaign_goal ?? '',
    // The brief's own words for the niche when it has them; else the canonical niche read from the brief.
    product_niche: p?.niche_text?.trim() || canonical,
    niche: canonical,
    total_budget: c.total_budget !== null && c.total_budget > 0 ? String(c.total_budget) : '',
    currency: x.currency || 'INR',
    // Not in the brief: the default, flagged for review (reviewFlags), never passed off as read.
    planned_creators: p?.planned_creators ? String(p.planned_creators) : '10',
    platforms: (p?.platforms ?? []).filter(isPlatform),
    min_followers: numText(p?.min_followers),
    max_followers: numText(p?.max_followers),
    target_countries: (p?.target_countries ?? []).join(', '),
    target_cities: '',
    target_languages: (p?.target_languages ?? []).join(', '),
    deliverables: (p?.deliverables ?? [])
      .filter((d) => isPlatform(d.platform) && isFormat(d.format))
      .map((d) => ({ platform: d.platform as TPlatform, format: d.format, count: String(d.count) })),
    start_date: p?.start_date ?? '',
    end_date: p?.end_date ?? '',
    content_due_date: '',
  };
}

/**
 * Generate again: a field the user changed keeps the user's value; every other field takes what the new extraction
 * read (it may have improved because the brief was edited).
 */
export function mergeExtraction(previous: CampaignFormValues, touched: ReadonlySet<FormKey>, x: TExtractCampaignResponse): CampaignFormValues {
  const fresh = formFromExtraction(x);
  const out = { ...fresh };
  for (const k of touched) (out as Record<FormKey, unknown>)[k] = previous[k];
  return out;
}

/** The extractor's review keys (campaign or plan keys) as form fields. */
const REVIEW_KEY_TO_FIELD: Record<string, FormKey> = { niche_text: 'product_niche', budget_arithmetic: 'total_budget' };

/**
 * Fields to show as "check this": the extractor's review_fields, plus a creator count it did not read (the form shows
 * the default). A field the user has edited is theirs and no longer flagged.
 */
export function reviewFlags(x: TExtractCampaignResponse, touched: ReadonlySet<FormKey>): Set<FormKey> {
  const out = new Set<FormKey>();
  for (const k of x.review_fields ?? []) {
    // The extractor's product_niche is the canonical niche: the form's "Matching niche" (and the niche text too when
    // the brief gave no words of its own, as the text is then that same niche).
    if (k === 'product_niche') {
      out.add('niche');
      if (!x.plan?.niche_text?.trim()) out.add('product_niche');
      continue;
    }
    const f = REVIEW_KEY_TO_FIELD[k] ?? k;
    if (f in EMPTY_FORM) out.add(f as FormKey);
  }
  if (!x.plan?.planned_creators) out.add('planned_creators');
  for (const k of touched) out.delete(k);
  return out;
}

export function formFromCampaign(c: TCampaign): CampaignFormValues {
  return {
    product_name: c.product_name,
    brand_name: c.brand_name,
    product_description: c.product_description,
    target_audience: c.target_audience,
    key_use_cases: c.key_use_cases,
    campaign_goal: c.campaign_goal,
    product_niche: c.product_niche,
    niche: c.niches.length === 1 && isNiche(c.niches[0]!) ? c.niches[0]! : '',
    total_budget: String(c.total_budget),
    currency: c.currency,
    planned_creators: String(c.planned_creators),
    platforms: [...c.platforms],
    min_followers: numText(c.min_followers),
    max_followers: numText(c.max_followers),
    target_countries: c.target_countries.join(', '),
    target_cities: c.target_cities.join(', '),
    target_languages: c.target_languages.join(', '),
    deliverables: c.deliverables.map((d) => ({ platform: d.platform, format: d.format, count: String(d.count) })),
    start_date: c.start_date ?? '',
    end_date: c.end_date ?? c.endDate ?? '',
    content_due_date: c.content_due_date ?? '',
  };
}

/** '8,00,000' / '800000' / ' 800000.50 ' -> number; anything else NaN. */
export function parseBudget(text: string): number {
  const cleaned = text.replace(/[\s,_]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** '50K' / '1.2M' / '5 lakh' / '50,000' -> whole number; '' -> null; anything else NaN. */
export function parseCount(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/[,_\s]/g, '');
  if (!t) return null;
  const m = /^(\d+(?:\.\d+)?)(k|m|l|lakh)?$/.exec(t);
  if (!m) return Number.NaN;
  const mult = m[2] === 'k' ? 1e3 : m[2] === 'm' ? 1e6 : m[2] ? 1e5 : 1;
  return Math.round(Number(m[1]) * mult);
}

const splitList = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface FormCheck {
  /** Labels of spec fields that are empty, or a budget that is not a number above zero. */
  missing: string[];
  invalid: Partial<Record<FormKey, string>>;
  payload: TCampaignCreate | null;
}

/**
 * The spec's rule: all eight fields present and non-empty; total_budget a number greater than zero. The plan's other
 * fields are optional but must make sense when given (codes, numbers, dates in order).
 */
export function checkCampaignForm(v: CampaignFormValues): FormCheck {
  const missing: string[] = [];
  const invalid: FormCheck['invalid'] = {};
  for (const f of CAMPAIGN_FIELDS) {
    if (f === 'total_budget') continue;
    if (!v[f].trim()) {
      missing.push(FIELD_LABELS[f]);
      invalid[f] = 'Required';
    }
  }
  if (v.product_niche.length > 200) invalid.product_niche = 'At most 200 characters';
  if (v.niche && !isNiche(v.niche)) invalid.niche = 'Pick a niche from the list';
  const budget = parseBudget(v.total_budget);
  if (!(budget > 0)) {
    missing.push(FIELD_LABELS.total_budget);
    invalid.total_budget = v.total_budget.trim() ? 'Enter a number greater than 0' : 'Required';
  }
  const planned = Number(v.planned_creators);
  if (!v.planned_creators.trim() || !Number.isInteger(planned) || planned < 1 || planned > 1000) {
    invalid.planned_creators = 'Enter a whole number from 1 to 1000';
  }
  const min = parseCount(v.min_followers);
  const max = parseCount(v.max_followers);
  if (Number.isNaN(min)) invalid.min_followers = 'Enter a number such as 10000 or 10K';
  if (Number.isNaN(max)) invalid.max_followers = 'Enter a number such as 500000 or 500K';
  if (min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max) && min > max) invalid.max_followers = 'Must not be below the minimum';
  const countries = splitList(v.target_countries).map((c) => c.toUpperCase());
  if (countries.some((c) => !/^[A-Z]{2}$/.test(c))) invalid.target_countries = 'Two-letter country codes, e.g. IN, GB';
  const languages = splitList(v.target_languages).map((c) => c.toLowerCase());
  if (languages.some((c) => !/^[a-z]{2}$/.test(c))) invalid.target_languages = 'Two-letter language codes, e.g. en, hi';
  const cities = splitList(v.target_cities);
  if (cities.some((c) => c.length > 80)) invalid.target_cities = 'A city name is at most 80 characters';
  const deliverables = v.deliverables.map((d) => ({ platform: d.platform, format: d.format, count: Number(d.count) }));
  if (deliverables.some((d) => !Number.isInteger(d.count) || d.count < 1 || d.count > 100)) invalid.deliverables = 'Each count is a whole number from 1 to 100';
  if (v.start_date && v.end_date && v.start_date > v.end_date) invalid.end_date = 'Must not be before the start date';
  // Keep the spec's label order for the message.
  missing.sort((a, b) => labelIndex(a) - labelIndex(b));
  if (Object.keys(invalid).length > 0) return { missing, invalid, payload: null };
  return {
    missing,
    invalid,
    payload: {
      product_name: v.product_name.trim(),
      brand_name: v.brand_name.trim(),
      product_description: v.product_description.trim(),
      target_audience: v.target_audience.trim(),
      key_use_cases: v.key_use_cases.trim(),
      campaign_goal: v.campaign_goal.trim(),
      product_niche: v.product_niche.trim(),
      ...(v.niche ? { niches: [v.niche as TNiche] } : {}),
      total_budget: budget,
      currency: v.currency,
      planned_creators: planned,
      status: 'planning',
      platforms: v.platforms,
      min_followers: min,
      max_followers: max,
      target_countries: countries,
      target_cities: cities,
      target_languages: languages,
      deliverables,
      start_date: v.start_date || null,
      end_date: v.end_date || null,
      content_due_date: v.content_due_date || null,
    },
  };
}

/** The PATCH body: only what differs from the stored campaign (the server audits each change). */
export function campaignPatch(c: TCampaign, payload: TCampaignCreate): TCampaignUpdate {
  const before = checkCampaignForm(formFromCampaign(c)).payload ?? {};
  const out: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(payload), ...Object.keys(before)]);
  keys.delete('status');
  for (const k of keys) {
    const next = (payload as Record<string, unknown>)[k];
    const prev = (before as Record<string, unknown>)[k];
    if (JSON.stringify(next ?? null) !== JSON.stringify(prev ?? null)) out[k] = next;
  }
  // Going back to "map from the text": an empty list asks the server to map the niche text again.
  if ('niches' in out && out.niches === undefined) out.niches = [];
  return out as TCampaignUpdate;
}

function labelIndex(label: string): number {
  return Object.values(FIELD_LABELS).indexOf(label as (typeof FIELD_LABELS)[CampaignField]);
}
