// The LLM provider interface: turns a plain-English campaign brief into the eight campaign fields.
// Two implementations sit behind it (local.ts, openai-compatible.ts); both finish in normalize.ts.

import { CAMPAIGN_FIELD_LABELS, NICHES } from '@inflow/contracts';

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

export interface ExtractionResult {
  campaign: ExtractedCampaign;
  /** ISO 4217 code of the budget's currency; 'INR' when the brief gives no sign. */
  currency: string;
  /** Labels of the missing fields, in label order. */
  missing_fields: string[];
  complete: boolean;
  provider: LlmProviderName;
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
