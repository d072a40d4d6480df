import { z } from 'zod';
import { ZNiche, ZPlatform } from './common.js';
import { CREATOR_IMPORT_FIELDS, type TCreatorImportField } from './import-fields.js';

export { CREATOR_IMPORT_FIELDS, type TCreatorImportField };
export const CREATOR_IMPORT_FIELD_NAMES = CREATOR_IMPORT_FIELDS.map((f) => f.field) as [TCreatorImportField, ...TCreatorImportField[]];
export const ZCreatorImportField = z.enum(CREATOR_IMPORT_FIELD_NAMES);

/**
 * Column mapping: header text (as in the file; compared trimmed and case-insensitively) -> the field it fills, or
 * null to ignore the column. Headers the mapping does not name are auto-mapped from their names.
 */
export const ZColumnMapping = z.record(z.string().trim().min(1).max(200), ZCreatorImportField.nullable()).refine((m) => Object.keys(m).length <= 200, {
  message: 'at most 200 columns',
});
export type TColumnMapping = z.infer<typeof ZColumnMapping>;

/** `mapping` travels in the query string (the body is the CSV itself), as JSON. */
const ZMappingParam = z
  .string()
  .max(20_000)
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of "header": "field" (or null to ignore the column)' });
      return z.NEVER;
    }
  })
  .pipe(ZColumnMapping);

export const ZCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .transform((c) => (c === 'UK' ? 'GB' : c))
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a 2-letter country code like IN'));

/** Options of a creators CSV import, shared by the dry run and the real import (query string). */
export const ZCreatorImportOptions = z.object({
  mapping: ZMappingParam.optional(),
  /**
   * Phone numbers without a country code are read as numbers of this country (E.164 on storage), and rows with no
   * country get it.
   */
  default_country: ZCountryCode.optional(),
  /** The platform of rows that give none, when neither a column nor the handle's header ("Instagram Handle") names it. */
  default_platform: ZPlatform.optional(),
});
export type TCreatorImportOptions = z.infer<typeof ZCreatorImportOptions>;

export const ZImportPreviewColumn = z.object({
  index: z.number().int(),
  header: z.string(),
  /** The field the column fills, or null when it is ignored. */
  field: ZCreatorImportField.nullable(),
  /** Where the field came from: the caller's mapping, the header's name, or nothing matched. */
  source: z.enum(['mapping', 'auto', 'none']),
  /** The platform a header such as "Instagram Handle" names (used when no column gives the platform). */
  implied_platform: ZPlatform.nullable(),
  /** The first few values of the column, as in the file. */
  samples: z.array(z.string()),
});

/** One row as it will be stored (null fields: the file does not give them). */
export const ZImportPreviewCreator = z.object({
  name: z.string(),
  handle: z.string(),
  channel_name: z.string().nullable(),
  platform: ZPlatform,
  niche: ZNiche,
  topics: z.array(z.string()),
  bio: z.string(),
  followers_count: z.number().int(),
  engagement_rate: z.number(),
  avg_views: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string(),
  language: z.string().nullable(),
  profile_image: z.string().nullable(),
  typical_rate: z.number(),
  currency: z.string(),
});

export const ZImportPreviewRow = z.object({
  line: z.number().int(),
  /** The normalised creator, or null when the row is rejected. */
  creator: ZImportPreviewCreator.nullable(),
  /** Why the row is rejected (null when accepted). */
  error: z.string().nullable(),
  /** What the import changed on the way (a category mapped to a niche, a country code added to a phone...). */
  notes: z.array(z.string()),
});

export const ZImportPreview = z.object({
  columns: z.array(ZImportPreviewColumn),
  /** Required fields no column fills: the import would be refused until they are mapped. */
  missing_required: z.array(ZCreatorImportField),
  /** A problem with the file as a whole (nothing would be imported), or null. */
  file_error: z.string().nullable(),
  total_rows: z.number().int(),
  accepted: z.number().int(),
  rejected_count: z.number().int(),
  /** The first rows of the file (accepted and rejected), as they will be stored. */
  rows: z.array(ZImportPreviewRow),
  /** Rejected rows by line (the first 500). */
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;
export type TImportPreviewColumn = z.infer<typeof ZImportPreviewColumn>;
export type TImportPreviewRow = z.infer<typeof ZImportPreviewRow>;

/** Filters of the outreach export. */
export const ZOutreachExportQuery = z.object({ campaign_id: z.uuid({ message: 'must be a valid id (UUID)' }).optional() });
