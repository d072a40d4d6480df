// The LLM provider interface: turns a plain-English campaign brief into the eight campaign fields.
// Two implementations sit behind it (local.ts, openai-compatible.ts); both finish in normalize.ts.

import { CAMPAIGN_FIELD_LABELS, NICHES, emptyExtractionPlan } from '@inflow/contracts';

/** Field keys and their user-facing labels, in the order the builder shows them (shared with the web app). */
export { CAMPAIGN_FIELD_LABELS, NICHES };

export type CampaignField = keyof typeof CAMPAIGN_FIELD_LABELS;
export type CampaignFieldLabel = (typeof CAMPAIGN_FIELD_LABELS)[CampaignField];
export const CAMPAIGN_FIELDS = Object.keys(CAMPAIGN_FIELD_LABELS) as CampaignField[];

export type Niche = (typeof NICHES)[number];

export interface ExtractedCampaign {
  product_name: string;
  brand_name: string;
  product_description: string;
  target_audience: string;
  key_use_cases: string;
  campaign_goal: string;
  /** One of NICHES, or '' when it cannot be told. */
  product_niche: string;
  /** A number > 0, or null when absent, zero or undecided. */
  total_budget: number | null;
}

export type LlmProviderName = 'local' | 'openai-compatible';

export const DELIVERABLE_FORMATS = ['reel', 'short', 'story', 'video', 'post'] as const;
export type DeliverableFormat = (typeof DELIVERABLE_FORMATS)[number];
export interface Deliverable {
  platform: string;
  format: DeliverableFormat;
  /** Per creator. */
  count: number;
}

/** The campaign plan read from the brief, beyond the spec's eight fields. */
export interface ExtractionPlan {
  planned_creators: number | null;
  /** ISO 3166-1 alpha-2, upper case. */
  target_countries: string[];
  /** ISO 639-1, lower case. */
  target_languages: string[];
  /** Of PLATFORMS. */
  platforms: string[];
  min_followers: number | null;
  max_followers: number | null;
  deliverables: Deliverable[];
  /** YYYY-MM-DD. */
  start_date: string | null;
  end_date: string | null;
  /** The brief's own words for the niche ('Premium Beer, Lifestyle & Motorsport'); '' when none. */
  niche_text: string;
  /** How the total budget was worked out ('25 creators × ₹80,000 = ₹20,00,000'); '' when no budget. */
  budget_arithmetic: string;
  /** The sentence each field was read from, by field key. */
  sources: Record<string, string>;
}

export function emptyPlan(): ExtractionPlan {
  return emptyExtractionPlan();
}

export interface ExtractionResult {
  campaign: ExtractedCampaign;
  /** ISO 4217 code of the budget's currency; 'INR' when the brief gives no sign. */
  currency: string;
  /** Labels of the missing fields, in label order. */
  missing_fields: string[];
  complete: boolean;
  provider: LlmProviderName;
  plan: ExtractionPlan;
  /** Field keys (campaign or plan) the extractor is unsure of; the builder marks them for review. */
  review_fields: string[];
}

export interface ExtractOptions {
  signal?: AbortSignal;
}

export interface LlmProvider {
  readonly name: LlmProviderName;
  extractCampaign(brief: string, opts?: ExtractOptions): Promise<ExtractionResult>;
}

/** The builder's failure message (spec section 5), word for word. */
export function missingFieldsMessage(labels: string[]): string {
  return `Oops! Looks like your brief is missing: ${labels.join(', ')}. Please add these details to your brief for a complete campaign setup!`;
}

export type LlmErrorCode =
  | 'llm_timeout' // the model did not answer within the timeout
  | 'llm_aborted' // the caller aborted
  | 'llm_http_error' // non-2xx answer (after retries when retryable)
  | 'llm_network_error' // connection refused, reset, DNS ...
  | 'llm_bad_response' // the answer has no usable JSON object
  | 'llm_truncated' // finish_reason 'length' cut the JSON off
  | 'llm_config_error'; // missing base URL / model

export class LlmError extends Error {
  override readonly name = 'LlmError';
  readonly code: LlmErrorCode;
  /** HTTP status of the last attempt, when there was one. */
  readonly status: number | undefined;

  constructor(code: LlmErrorCode, message: string, opts: { status?: number; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.status = opts.status;
  }
}
