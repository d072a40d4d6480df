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
export const ZExtractCampaignResponse = z.object({
  campaign: ZExtractedCampaign,
  currency: z.string(),
  missing_fields: z.array(z.string()),
  complete: z.boolean(),
  message: z.string().nullable(),
  provider: z.enum(['local', 'openai-compatible']),
});
export type TExtractCampaignResponse = z.infer<typeof ZExtractCampaignResponse>;

export const ZSimilarityRequest = z.object({
  campaign_id: ZId,
  match_threshold: z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1').default(0.5),
  match_count: z.number().int().min(1, 'must be between 1 and 100').max(100, 'must be between 1 and 100').default(10),
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
});
export type TMatch = z.infer<typeof ZMatch>;
export const ZSimilarityResponse = z.object({
  campaign_id: ZId,
  product_name: z.string(),
  brand_name: z.string(),
  total_matches: z.number().int(),
  matches: z.array(ZMatch),
  weights: ZDetailedScoreValues,
  match_threshold: z.number(),
  match_count: z.number().int(),
  created_at: z.string(),
});
export type TSimilarityResponse = z.infer<typeof ZSimilarityResponse>;
