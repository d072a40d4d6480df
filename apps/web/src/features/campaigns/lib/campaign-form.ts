import type { TCampaignCreate, TExtractCampaignResponse, TNiche } from '@inflow/contracts';
import { NICHES } from '@/lib/constants';

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

export const BRIEF_MAX_LENGTH = 20_000;

export function missingFieldsMessage(labels: readonly string[]): string {
  return `Oops! Looks like your brief is missing: ${labels.join(', ')}. Please add these details to your brief for a complete campaign setup!`;
}

export const GENERIC_BUILDER_ERROR = 'Something went wrong while processing your brief. Please try again!';

/** The editable form: every value is the text the user sees. */
export interface CampaignFormValues {
  product_name: string;
  brand_name: string;
  product_description: string;
  target_audience: string;
  key_use_cases: string;
  campaign_goal: string;
  product_niche: string;
  total_budget: string;
  currency: string;
  planned_creators: string;
}

export function formFromExtraction(x: TExtractCampaignResponse): CampaignFormValues {
  const c = x.campaign;
  return {
    product_name: c.product_name ?? '',
    brand_name: c.brand_name ?? '',
    product_description: c.product_description ?? '',
    target_audience: c.target_audience ?? '',
    key_use_cases: c.key_use_cases ?? '',
    campaign_goal: c.campaign_goal ?? '',
    product_niche: (NICHES as readonly string[]).includes(c.product_niche) ? c.product_niche : '',
    total_budget: c.total_budget !== null && c.total_budget > 0 ? String(c.total_budget) : '',
    currency: x.currency || 'INR',
    planned_creators: '10',
  };
}

/** '8,00,000' / '800000' / ' 800000.50 ' -> number; anything else NaN. */
export function parseBudget(text: string): number {
  const cleaned = text.replace(/[\s,_]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

export interface FormCheck {
  /** Labels of fields that are empty, or a budget that is not a number above zero. */
  missing: string[];
  invalid: Partial<Record<CampaignField | 'planned_creators', string>>;
  payload: TCampaignCreate | null;
}

/** The spec's rule: all eight fields present and non-empty; total_budget a number greater than zero. */
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
  if (v.product_niche && !(NICHES as readonly string[]).includes(v.product_niche)) {
    invalid.product_niche = 'Pick a niche from the list';
  }
  const budget = parseBudget(v.total_budget);
  if (!(budget > 0)) {
    missing.push(FIELD_LABELS.total_budget);
    invalid.total_budget = v.total_budget.trim() ? 'Enter a number greater than 0' : 'Required';
  }
  const planned = Number(v.planned_creators);
  if (!Number.isInteger(planned) || planned < 1 || planned > 1000) {
    invalid.planned_creators = 'Enter a whole number from 1 to 1000';
  }
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
      product_niche: v.product_niche as TNiche,
      total_budget: budget,
      currency: v.currency,
      planned_creators: planned,
      status: 'planning',
    },
  };
}

function labelIndex(label: string): number {
  return Object.values(FIELD_LABELS).indexOf(label as (typeof FIELD_LABELS)[CampaignField]);
}
