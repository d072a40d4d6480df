import type { TColumnMapping, TCreatorImportField, TImportPreviewColumn } from '@inflow/contracts';
import { CREATOR_IMPORT_FIELDS } from '@inflow/contracts/import-fields';

export { CREATOR_IMPORT_FIELDS };

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
