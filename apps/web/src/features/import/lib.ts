import type { TColumnMapping, TCreatorImportField, TImportPreviewColumn } from '@inflow/contracts';

/**
 * The fields a column can fill, as the server's CREATOR_IMPORT_FIELDS (packages/contracts/src/imports.ts). Kept here so
 * the page does not bundle zod with the contracts package; the type check below fails the build if a field is missing.
 */
export const CREATOR_IMPORT_FIELDS = [
  { field: 'name', label: 'Name', required: true },
  { field: 'handle', label: 'Handle', required: true },
  { field: 'channel_name', label: 'Channel / page name', required: false },
  { field: 'platform', label: 'Platform', required: true },
  { field: 'niche', label: 'Niche / category', required: true },
  { field: 'topics', label: 'Topics', required: false },
  { field: 'bio', label: 'Bio', required: false },
  { field: 'followers_count', label: 'Followers', required: true },
  { field: 'engagement_rate', label: 'Engagement rate (%)', required: true },
  { field: 'avg_views', label: 'Average views', required: false },
  { field: 'email', label: 'Email', required: false },
  { field: 'phone', label: 'Phone', required: false },
  { field: 'country', label: 'Country', required: true },
  { field: 'language', label: 'Language', required: false },
  { field: 'profile_image', label: 'Profile image URL', required: false },
  { field: 'typical_rate', label: 'Rate per post', required: false },
  { field: 'currency', label: 'Currency', required: false },
] as const satisfies readonly { field: TCreatorImportField; label: string; required: boolean }[];
type Unlisted = Exclude<TCreatorImportField, (typeof CREATOR_IMPORT_FIELDS)[number]['field']>;
export const EVERY_FIELD_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;

export type Mapping = Record<string, TCreatorImportField | null>;

/** The mapping the server proposed (its auto-mapping), one entry per header. */
export function initialMapping(columns: TImportPreviewColumn[]): Mapping {
  const m: Mapping = {};
  for (const c of columns) if (c.header) m[c.header] = c.field;
  return m;
}

/** Fields chosen for more than one column (the import would refuse the file). */
export function duplicateFields(mapping: Mapping): TCreatorImportField[] {
  const seen = new Map<TCreatorImportField, number>();
  for (const f of Object.values(mapping)) if (f) seen.set(f, (seen.get(f) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([f]) => f);
}

/**
 * Required fields no column fills. The platform may come from a handle header naming it ("Instagram Handle") or the
 * default platform, the country from the default country.
 */
export function missingRequired(mapping: Mapping, columns: TImportPreviewColumn[], defaultCountry: string, defaultPlatform = ''): TCreatorImportField[] {
  const chosen = new Set(Object.values(mapping).filter(Boolean));
  const handleColumn = columns.find((c) => mapping[c.header] === 'handle');
  return CREATOR_IMPORT_FIELDS.filter((f) => f.required)
    .map((f) => f.field)
    .filter((f) => !chosen.has(f) && !(f === 'platform' && (handleColumn?.implied_platform || defaultPlatform)) && !(f === 'country' && defaultCountry));
}

export const fieldLabel = (f: TCreatorImportField) => CREATOR_IMPORT_FIELDS.find((x) => x.field === f)?.label ?? f;

/** The mapping as sent: every header of the file, ignored ones as null. */
export const toWire = (mapping: Mapping): TColumnMapping => ({ ...mapping });

/** Countries offered as the default (codes; names from the browser). */
export const DEFAULT_COUNTRIES = ['IN', 'US', 'GB', 'AE', 'SG', 'AU', 'CA', 'ID', 'PH', 'MY', 'NG', 'BR', 'MX', 'DE', 'FR', 'ES'] as const;
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
