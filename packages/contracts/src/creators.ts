import { z } from 'zod';
import { ZCurrency, ZE164, ZId, ZNiche, ZPlatform, qInt, qNumber } from './common.js';

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
  language: z.string(),
  profile_image: z.string().nullable(),
  typical_rate: z.number().describe('per sponsored post, in currency'),
  currency: z.string(),
  audience: ZAudience,
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
  sort: z.enum(['followers', 'engagement', 'name', 'recent']).default('followers'),
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
  language: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'must be a 2-letter language code').default('en'),
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

export const ZSimilarCreatorsQuery = z.object({ limit: qInt(1, 50).default(10) });
export const ZSimilarCreators = z.object({
  creator_id: ZId,
  similar: z.array(ZCreator.extend({ similarity: z.number() })),
});
export type TSimilarCreators = z.infer<typeof ZSimilarCreators>;
