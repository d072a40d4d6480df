import { z } from 'zod';
import { ZCampaignStatus, ZCurrency, ZCurrencyCode, ZId, ZNiche, ZPlatform, qBool, qInt } from './common.js';
import { ZCallingHours } from './deals.js';

const text = (max: number) => z.string().trim().max(max);

/** Who the campaign targets; the matcher filters on every field (empty list / null = any). */
export const ZCampaignTargeting = z.object({
  target_countries: z
    .array(z.string().trim().toUpperCase().transform((c) => (c === 'UK' ? 'GB' : c)).pipe(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166 alpha-2 codes such as IN, GB')))
    .max(60),
  target_languages: z.array(z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'must be ISO 639-1 codes such as en, hi')).max(40),
  platforms: z.array(ZPlatform).max(4),
  min_followers: z.number().int().min(0).max(2_000_000_000).nullable().optional(),
  max_followers: z.number().int().min(0).max(2_000_000_000).nullable().optional(),
});

/** What each creator makes, per platform (the plan's deliverables). */
export const CAMPAIGN_DELIVERABLE_FORMATS = ['reel', 'short', 'story', 'video', 'post'] as const;
export const ZCampaignDeliverable = z.object({
  platform: ZPlatform,
  format: z.enum(CAMPAIGN_DELIVERABLE_FORMATS),
  count: z.number().int().min(1, 'must be at least 1').max(100).describe('per creator'),
});
export type TCampaignDeliverable = z.infer<typeof ZCampaignDeliverable>;

/** The rest of the campaign plan read from a brief (docs/decisions/0020-campaign-plans.md). */
const planShape = {
  /** The brief the campaign was made from, as the user wrote it. */
  brief: text(20_000),
  /** Cities named by the brief, as written ('Mumbai', 'Bengaluru'); creators carry no city yet, so matching does not filter on them. */
  target_cities: z.array(text(80).min(1, 'must not be blank')).max(50),
  deliverables: z.array(ZCampaignDeliverable).max(20),
  content_due_date: z.iso.date().nullable(),
  /** Canonical niches for matching; when omitted they are derived from product_niche (mapNiches). */
  niches: z.array(ZNiche).max(5),
};

/** Statuses a campaign can be created with ('archived' comes from DELETE, or PATCH with its same checks). */
export const ZCampaignLiveStatus = ZCampaignStatus.exclude(['archived']);

export const ZCampaignCreate = z.object({
  product_name: text(200).min(1, 'is required'),
  brand_name: text(200).min(1, 'is required'),
  product_description: text(5000).default(''),
  target_audience: text(2000).default(''),
  key_use_cases: text(2000).default(''),
  campaign_goal: text(2000).default(''),
  /** Free text as the spec says ('Premium Beer, Lifestyle & Motorsport Integration'); mapped to `niches` for matching. */
  product_niche: text(200).default(''),
  total_budget: z.number().positive('must be a number greater than 0').max(1e12),
  currency: ZCurrency,
  planned_creators: z.number().int().min(1).max(1000).default(10),
  status: ZCampaignLiveStatus.default('planning'),
  brand_id: ZId.optional(),
  product_id: ZId.optional(),
  start_date: z.iso.date().nullable().optional(),
  end_date: z.iso.date().nullable().optional(),
  /** Deals from calls wait for approval (default); below auto_approve_below they are agreed at once. */
  require_approval: z.boolean().default(true),
  auto_approve_below: z.number().positive().max(1e12).nullable().optional(),
  /** Calling window in the creator's local time; null = the server's CALLING_HOURS. */
  calling_hours: ZCallingHours.nullable().optional(),
  ...ZCampaignTargeting.shape,
  target_countries: ZCampaignTargeting.shape.target_countries.default([]),
  target_languages: ZCampaignTargeting.shape.target_languages.default([]),
  platforms: ZCampaignTargeting.shape.platforms.default([]),
  brief: planShape.brief.default(''),
  target_cities: planShape.target_cities.default([]),
  deliverables: planShape.deliverables.default([]),
  content_due_date: planShape.content_due_date.optional(),
  niches: planShape.niches.optional(),
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
    product_niche: text(200),
    total_budget: z.number().positive('must be a number greater than 0').max(1e12),
    currency: ZCurrencyCode,
    planned_creators: z.number().int().min(1).max(1000),
    /** 'archived' here is the same as DELETE (refused while a run or call is active); any other status restores. */
    status: ZCampaignStatus,
    start_date: z.iso.date().nullable(),
    end_date: z.iso.date().nullable(),
    require_approval: z.boolean(),
    auto_approve_below: z.number().positive().max(1e12).nullable(),
    calling_hours: ZCallingHours.nullable(),
    ...ZCampaignTargeting.shape,
    ...planShape,
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
  committed_spend: z.number().describe('sum of agreed deals'),
  proposed_spend: z.number().describe('sum of deals proposed and waiting for approval'),
  reserved: z.number().describe('ceilings held by calls in progress'),
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
  /** The campaign's own words for its niche (free text). */
  product_niche: z.string(),
  /** The first of `niches`, or '' when the text names none: what matching uses. */
  niche: z.string(),
  niches: z.array(z.string()),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** The spec's name for end_date. */
  endDate: z.string().nullable(),
  content_due_date: z.string().nullable(),
  brief: z.string(),
  target_cities: z.array(z.string()),
  deliverables: z.array(ZCampaignDeliverable),
  require_approval: z.boolean(),
  auto_approve_below: z.number().nullable(),
  calling_hours: ZCallingHours.nullable(),
  target_countries: z.array(z.string()),
  target_languages: z.array(z.string()),
  platforms: z.array(ZPlatform),
  min_followers: z.number().int().nullable(),
  max_followers: z.number().int().nullable(),
  influencer_count: z.number().int(),
  stats: ZCampaignStats,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignListQuery = z.object({
  status: ZCampaignStatus.optional(),
  /** Archived campaigns are left out unless asked for (or asked for by status=archived). */
  include_archived: qBool.default(false),
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
