import { z } from 'zod';
import { ZCurrency, ZCurrencyCode, ZE164, ZId, ZNiche, ZPlatform, qBool, qInt, qNumber } from './common.js';

export const AGE_BUCKETS = ['13-17', '18-24', '25-34', '35-44', '45+'] as const;

const share = z.number().min(0).max(1);
export const ZAudience = z.object({
  countries: z.record(z.string(), share),
  languages: z.record(z.string(), share),
  age: z.record(z.string(), share),
  gender: z.object({ female: share, male: share, other: share }),
});
export type TAudience = z.infer<typeof ZAudience>;

export const ZCreator = z.object({
  id: ZId,
  name: z.string(),
  handle: z.string(),
  channel_name: z.string(),
  platform: ZPlatform,
  niche: ZNiche,
  topics: z.array(z.string()),
  bio: z.string(),
  followers_count: z.number().int(),
  engagement_rate: z.number().describe('percent, e.g. 3.4'),
  avg_views: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('E.164'),
  country: z.string(),
  /** ISO 639-1; null when unknown (an import whose file does not give it: docs/decisions/0017). */
  language: z.string().nullable(),
  profile_image: z.string().nullable(),
  typical_rate: z.number().describe('per sponsored post, in currency'),
  currency: z.string(),
  /** Null when unknown: imported creators have only what their file gave (docs/decisions/0017). */
  audience: ZAudience.nullable(),
  audience_quality: z.number().int().describe('0-100 from engagement vs the norm, views per follower, audience spread (docs/decisions/0008)'),
  last_active_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCreator = z.infer<typeof ZCreator>;

export const ZCreatorListQuery = z.object({
  name: z.string().trim().max(200).optional(),
  platform: ZPlatform.optional(),
  niche: ZNiche.optional(),
  // Stored as ISO 3166 (GB); the spec's filter offers 'UK', so both are accepted.
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a 2-letter country code')
    .transform((c) => (c === 'UK' ? 'GB' : c))
    .optional(),
  language: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'must be a 2-letter language code').optional(),
  min_followers: qInt(0, 10_000_000_000).optional(),
  max_followers: qInt(0, 10_000_000_000).optional(),
  min_engagement: qNumber(0, 100).optional(),
  /** Share (0-1) of the audience in this country at least audience_country_min (default 0.3). */
  audience_country: z.string().trim().toUpperCase().transform((c) => (c === 'UK' ? 'GB' : c)).pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a 2-letter country code')).optional(),
  audience_country_min: qNumber(0, 1).optional(),
  /** Share of the audience in this age band at least audience_age_min (default 0.3). */
  audience_age: z.enum(AGE_BUCKETS).optional(),
  audience_age_min: qNumber(0, 1).optional(),
  /** Share of the audience of this gender at least audience_gender_min (default 0.5). */
  audience_gender: z.enum(['female', 'male']).optional(),
  audience_gender_min: qNumber(0, 1).optional(),
  /** Rate per post between min_rate and max_rate, in rate_currency (default USD), converted at the fixed table. */
  min_rate: qNumber(0).optional(),
  max_rate: qNumber(0).optional(),
  rate_currency: z.string().trim().toUpperCase().pipe(ZCurrencyCode).optional(),
  min_audience_quality: qInt(0, 100).optional(),
  sort: z.enum(['followers', 'engagement', 'name', 'recent', 'audience_quality']).default('followers'),
  limit: qInt(1, 100).default(40),
  offset: qInt(0, 10_000_000).default(0),
});
export type TCreatorListQuery = z.infer<typeof ZCreatorListQuery>;

export const ZCreatorList = z.object({
  creators: z.array(ZCreator),
  items: z.array(ZCreator),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TCreatorList = z.infer<typeof ZCreatorList>;

/** One creator as accepted by the CSV import (and by seed). */
export const ZCreatorInput = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  handle: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(100)
    .transform((h) => h.replace(/^@/, '')),
  channel_name: z.string().trim().max(200).optional(),
  platform: ZPlatform,
  niche: ZNiche,
  topics: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  bio: z.string().trim().max(2000).default(''),
  followers_count: z.number().int().min(0).max(10_000_000_000),
  engagement_rate: z.number().min(0).max(100),
  avg_views: z.number().int().min(0).default(0),
  email: z.email('must be a valid email address').nullable().default(null),
  phone: ZE164.nullable().default(null),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'must be a 2-letter country code'),
  language: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'must be a 2-letter language code').nullable().default(null),
  profile_image: z.string().max(500).nullable().default(null),
  typical_rate: z.number().min(0).max(1_000_000_000).default(0),
  currency: ZCurrency,
});
export type TCreatorInput = z.input<typeof ZCreatorInput>;
export type TCreatorInputParsed = z.output<typeof ZCreatorInput>;

export const ZImportRejected = z.object({ line: z.number().int(), reason: z.string() });
export const ZImportResult = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(ZImportRejected),
  total_rows: z.number().int(),
});
export type TImportResult = z.infer<typeof ZImportResult>;

/** An import is a job: accepted (202) once the upload is staged, then applied in chunks (docs/decisions/0013). */
export const IMPORT_STATES = ['queued', 'running', 'completed', 'failed'] as const;
export const ZImportState = z.enum(IMPORT_STATES);
export const ZImportAccepted = z.object({ id: ZId, state: ZImportState });
export type TImportAccepted = z.infer<typeof ZImportAccepted>;
export const ZImport = z.object({
  id: ZId,
  kind: z.literal('creators'),
  state: ZImportState,
  strict: z.boolean(),
  /** Data rows read from the file (blank rows not counted). */
  rows_read: z.number().int(),
  /** Rows that passed validation and are (being) applied. */
  accepted: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(ZImportRejected),
  /** Why a failed import wrote nothing. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TImport = z.infer<typeof ZImport>;

export const ZSimilarCreatorsQuery = z.object({
  limit: qInt(1, 50).default(10),
  /** Keep the creator's market: same country and language (default true). */
  same_market: qBool.default(true),
  /** Keep the creator's size band: 0.3x-3x its followers (default true). */
  same_size: qBool.default(true),
});

/** Values present in the directory, with counts: what Discover can filter on. */
export const ZCreatorFacets = z.object({
  countries: z.array(z.object({ value: z.string(), count: z.number().int() })),
  languages: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type TCreatorFacets = z.infer<typeof ZCreatorFacets>;

/** A creator's history with the caller's workspace: campaigns, outreach state, calls. */
export const ZCreatorHistory = z.object({
  creator_id: ZId,
  entries: z.array(
    z.object({
      outreach_id: ZId,
      campaign_id: ZId,
      campaign_name: z.string(),
      status: z.string(),
      agreed_rate: z.number().nullable(),
      last_contact: z.string().nullable(),
      calls: z.number().int(),
      last_call_summary: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
});
export type TCreatorHistory = z.infer<typeof ZCreatorHistory>;
export const ZSimilarCreators = z.object({
  creator_id: ZId,
  similar: z.array(ZCreator.extend({ similarity: z.number() })),
});
export type TSimilarCreators = z.infer<typeof ZSimilarCreators>;
