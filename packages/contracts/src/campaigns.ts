import { z } from 'zod';
import { ZCampaignStatus, ZCurrency, ZId, ZNiche, qInt } from './common.js';

const text = (max: number) => z.string().trim().max(max);

export const ZCampaignCreate = z.object({
  product_name: text(200).min(1, 'is required'),
  brand_name: text(200).min(1, 'is required'),
  product_description: text(5000).default(''),
  target_audience: text(2000).default(''),
  key_use_cases: text(2000).default(''),
  campaign_goal: text(2000).default(''),
  product_niche: ZNiche.or(z.literal('')).default(''),
  total_budget: z.number().positive('must be a number greater than 0').max(1e12),
  currency: ZCurrency,
  planned_creators: z.number().int().min(1).max(1000).default(10),
  status: ZCampaignStatus.default('planning'),
  brand_id: ZId.optional(),
  product_id: ZId.optional(),
  start_date: z.iso.date().nullable().optional(),
  end_date: z.iso.date().nullable().optional(),
});
export type TCampaignCreate = z.input<typeof ZCampaignCreate>;

export const ZCampaignUpdate = z
  .object({
    product_name: text(200).min(1, 'cannot be empty'),
    brand_name: text(200).min(1, 'cannot be empty'),
    product_description: text(5000),
    target_audience: text(2000),
    key_use_cases: text(2000),
    campaign_goal: text(2000),
    product_niche: ZNiche.or(z.literal('')),
    total_budget: z.number().positive('must be a number greater than 0').max(1e12),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter ISO 4217 currency code'),
    planned_creators: z.number().int().min(1).max(1000),
    status: ZCampaignStatus,
    start_date: z.iso.date().nullable(),
    end_date: z.iso.date().nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'body must contain at least one field to change' });
export type TCampaignUpdate = z.infer<typeof ZCampaignUpdate>;

/** Numbers computed from stored outreach and calls; null where nothing can be computed yet. */
export const ZCampaignStats = z.object({
  creators_contacted: z.number().int(),
  responses: z.number().int(),
  response_rate: z.number().nullable().describe('percent of contacted creators who answered a call'),
  deals: z.number().int(),
  committed_spend: z.number(),
  reach: z.number().int().describe('sum of followers of creators with an agreed deal'),
});
export type TCampaignStats = z.infer<typeof ZCampaignStats>;

export const ZCampaign = z.object({
  id: ZId,
  product_name: z.string(),
  brand_name: z.string(),
  brand_id: z.string().nullable(),
  product_id: z.string().nullable(),
  status: ZCampaignStatus,
  total_budget: z.number(),
  currency: z.string(),
  planned_creators: z.number().int(),
  product_description: z.string(),
  target_audience: z.string(),
  key_use_cases: z.string(),
  campaign_goal: z.string(),
  product_niche: z.string(),
  start_date: z.string().nullable(),
  endDate: z.string().nullable(),
  influencer_count: z.number().int(),
  stats: ZCampaignStats,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignListQuery = z.object({
  status: ZCampaignStatus.optional(),
  limit: qInt(1, 100).default(20),
  offset: qInt(0, 10_000_000).default(0),
});
export type TCampaignListQuery = z.infer<typeof ZCampaignListQuery>;

/** The list endpoint returns a plain array (the spec's client reads it as the list). */
export const ZCampaignList = z.array(ZCampaign);

export const ZDashboard = z.object({
  active_campaigns: z.number().int().describe('campaigns with status active'),
  total_campaigns: z.number().int(),
  influencers_contacted: z.number().int(),
  response_rate: z.number().nullable(),
  committed_spend: z.array(z.object({ currency: z.string(), amount: z.number() })),
  deals: z.number().int(),
  reach: z.number().int(),
  recent_campaigns: z.array(ZCampaign),
});
export type TDashboard = z.infer<typeof ZDashboard>;
