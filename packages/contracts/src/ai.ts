import { z } from 'zod';
import { ZId } from './common.js';

export const CAMPAIGN_FIELD_LABELS = {
  product_name: 'Product Name',
  brand_name: 'Brand Name',
  product_description: 'Product Description',
  target_audience: 'Target Audience',
  key_use_cases: 'Key Use Cases',
  campaign_goal: 'Campaign Goal',
  product_niche: 'Product Niche',
  total_budget: 'Total Budget',
} as const;

export const ZExtractCampaignRequest = z.object({
  brief: z
    .string()
    .trim()
    .min(1, 'brief must not be blank')
    .max(20_000, 'brief must be at most 20,000 characters'),
});
export const ZExtractedCampaign = z.object({
  product_name: z.string(),
  brand_name: z.string(),
  product_description: z.string(),
  target_audience: z.string(),
  key_use_cases: z.string(),
  campaign_goal: z.string(),
  product_niche: z.string(),
  total_budget: z.number().nullable(),
});
export type TExtractedCampaign = z.infer<typeof ZExtractedCampaign>;
export const ZDeliverable = z.object({
  platform: z.string(),
  format: z.enum(['reel', 'short', 'story', 'video', 'post']),
  count: z.number().int().describe('per creator'),
});
/** The campaign plan read from the brief, beyond the spec's eight fields. */
export const ZExtractionPlan = z.object({
  planned_creators: z.number().int().nullable(),
  target_countries: z.array(z.string()).describe('ISO 3166-1 alpha-2'),
  target_languages: z.array(z.string()).describe('ISO 639-1'),
  platforms: z.array(z.string()),
  min_followers: z.number().int().nullable(),
  max_followers: z.number().int().nullable(),
  deliverables: z.array(ZDeliverable),
  start_date: z.string().nullable().describe('YYYY-MM-DD'),
  end_date: z.string().nullable().describe('YYYY-MM-DD'),
  niche_text: z.string().describe("the brief's own words for the niche; campaign.product_niche is the canonical niche"),
  budget_arithmetic: z.string().describe("how total_budget was worked out, e.g. '25 creators × ₹80,000 = ₹20,00,000'"),
  sources: z.record(z.string(), z.string()).describe('the sentence each field was read from, by field key'),
});
export type TExtractionPlan = z.infer<typeof ZExtractionPlan>;
/** A plan with nothing read yet (every field unknown). */
export function emptyExtractionPlan(): TExtractionPlan {
  return {
    planned_creators: null,
    target_countries: [],
    target_languages: [],
    platforms: [],
    min_followers: null,
    max_followers: null,
    deliverables: [],
    start_date: null,
    end_date: null,
    niche_text: '',
    budget_arithmetic: '',
    sources: {},
  };
}
export const ZExtractCampaignResponse = z.object({
  campaign: ZExtractedCampaign,
  currency: z.string(),
  missing_fields: z.array(z.string()),
  complete: z.boolean(),
  message: z.string().nullable(),
  provider: z.enum(['local', 'openai-compatible']),
  plan: ZExtractionPlan,
  /** Field keys (campaign or plan) the extractor is unsure of, to be checked by the user. */
  review_fields: z.array(z.string()),
});
export type TExtractCampaignResponse = z.infer<typeof ZExtractCampaignResponse>;

export const ZSimilarityRequest = z.object({
  campaign_id: ZId,
  match_threshold: z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1').default(0.5),
  /** Shortlist size and length of `matches`; default the campaign's planned_creators (at most 100). */
  match_count: z.number().int().min(1, 'must be between 1 and 100').max(100, 'must be between 1 and 100').optional(),
});

export const ZDetailedScores = z.object({
  niche_match: z.string(),
  audience_match: z.string(),
  engagement_score: z.string(),
  budget_fit: z.string(),
});
export const ZDetailedScoreValues = z.object({
  niche_match: z.number(),
  audience_match: z.number(),
  engagement_score: z.number(),
  budget_fit: z.number(),
});
export const ZMatch = z.object({
  id: ZId,
  influencer_name: z.string(),
  handle: z.string(),
  match_score: z.string().describe('0-100 as numeric text'),
  match_score_value: z.number(),
  niche: z.string(),
  topics: z.array(z.string()),
  followers: z.number().int(),
  engagement: z.number(),
  collaboration_rate: z.number(),
  currency: z.string(),
  platform: z.string(),
  avatar: z.string().nullable(),
  country: z.string(),
  similarity: z.number(),
  detailed_scores: ZDetailedScores,
  detailed_score_values: ZDetailedScoreValues,
  per_creator_budget: z.number(),
  /** In the chosen portfolio (first in `matches`) or an alternate. */
  shortlisted: z.boolean(),
  /** followers x engagement rate / 100 x audience quality / 100 */
  expected_engagements: z.number(),
  audience_quality: z.number().int(),
  /** From a neighbouring niche, admitted for its topics with a lower niche score. */
  neighbour_niche: z.boolean(),
  /** Another account that looks like the same person (same name and country), which was preferred. */
  duplicate_of: z.string().nullable(),
  /** One line: why this creator is (or is not) in the shortlist. */
  why: z.string(),
});
export type TMatch = z.infer<typeof ZMatch>;
export const ZSimilarityResponse = z.object({
  campaign_id: ZId,
  product_name: z.string(),
  brand_name: z.string(),
  total_matches: z.number().int(),
  matches: z.array(ZMatch),
  /** Creators in the shortlist (planned_creators, or match_count when given, unless the budget or filters allow fewer). */
  shortlist_size: z.number().int(),
  shortlist_target: z.number().int(),
  shortfall_reason: z.string().nullable(),
  shortlist_cost: z.number().describe('sum of the shortlist rates, in the campaign currency'),
  total_budget: z.number(),
  currency: z.string(),
  budget_used_pct: z.number(),
  expected_engagements: z.number().describe('sum over the shortlist'),
  weights: ZDetailedScoreValues,
  match_threshold: z.number(),
  match_count: z.number().int(),
  created_at: z.string(),
});
export type TSimilarityResponse = z.infer<typeof ZSimilarityResponse>;
