/**
 * Discover filters: parsing and validation of what the user types, kept in the URL so a search
 * survives a reload and can be shared. Pure functions, unit-tested.
 *
 * Rules (spec section 5): min and max followers must be numbers (invalid values are ignored);
 * min engagement must be a number from 0 to 100 (otherwise ignored); an empty value clears the
 * filter; changing any filter resets the offset to 0.
 */
import type { TCreator } from '@inflow/contracts';
import { CURRENCIES, NICHES, PLATFORMS } from '@/lib/constants';

export const PAGE_SIZES = [10, 20, 40, 50, 100] as const;
export const DEFAULT_LIMIT = 40;

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'hi', label: 'Hindi' },
] as const;

export const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'GB', label: 'United Kingdom (UK)' },
  { value: 'CA', label: 'Canada' },
  { value: 'AU', label: 'Australia' },
  { value: 'DE', label: 'Germany' },
  { value: 'IN', label: 'India' },
] as const;

export const AGE_BANDS = ['13-17', '18-24', '25-34', '35-44', '45+'] as const;
export const GENDERS = [
  { value: 'female', label: 'Mostly women (50%+)' },
  { value: 'male', label: 'Mostly men (50%+)' },
] as const;

export interface DiscoverFilters {
  name?: string;
  platform?: string;
  niche?: string;
  language?: string;
  country?: string;
  min_followers?: number;
  max_followers?: number;
  min_engagement?: number;
  /** Audience: at least 30% in this country, 30% in this age band, 50% of this gender (the server's defaults). */
  audience_country?: string;
  audience_age?: string;
  audience_gender?: string;
  min_audience_quality?: number;
  min_rate?: number;
  max_rate?: number;
  rate_currency?: string;
  limit: number;
  offset: number;
}

export type NumberFilterKey = 'min_followers' | 'max_followers' | 'min_engagement' | 'min_audience_quality' | 'min_rate' | 'max_rate';
export type ChoiceFilterKey = 'platform' | 'niche' | 'language' | 'country' | 'audience_country' | 'audience_age' | 'audience_gender' | 'rate_currency';
export const NUMBER_FILTERS: readonly NumberFilterKey[] = ['min_followers', 'max_followers', 'min_engagement', 'min_audience_quality', 'min_rate', 'max_rate'];

export const EMPTY_FILTERS: DiscoverFilters = { limit: DEFAULT_LIMIT, offset: 0 };

export interface ParsedNumber {
  /** The value to apply; undefined clears the filter. */
  value: number | undefined;
  /** Why the typed text is ignored, when it is. */
  error?: string;
}

function toNumber(raw: string): number | null {
  const t = raw.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Followers: a number of at least 0. Empty clears; anything else is ignored. */
export function parseFollowersInput(raw: string): ParsedNumber {
  const n = toNumber(raw);
  if (n === null) return { value: undefined };
  if (Number.isNaN(n)) return { value: undefined, error: 'Not a number: ignored' };
  if (n < 0) return { value: undefined, error: 'Must be 0 or more: ignored' };
  return { value: Math.floor(n) };
}

/** Engagement: a percent from 0 to 100. Empty clears; anything else is ignored. */
export function parseEngagementInput(raw: string): ParsedNumber {
  const n = toNumber(raw);
  if (n === null) return { value: undefined };
  if (Number.isNaN(n)) return { value: undefined, error: 'Not a number: ignored' };
  if (n < 0 || n > 100) return { value: undefined, error: 'Must be between 0 and 100: ignored' };
  return { value: n };
}

/** Audience quality: a score from 0 to 100. Empty clears; anything else is ignored. */
export function parseQualityInput(raw: string): ParsedNumber {
  const n = toNumber(raw);
  if (n === null) return { value: undefined };
  if (Number.isNaN(n)) return { value: undefined, error: 'Not a number: ignored' };
  if (n < 0 || n > 100) return { value: undefined, error: 'Must be between 0 and 100: ignored' };
  return { value: Math.round(n) };
}

/** A rate: an amount of 0 or more. Empty clears; anything else is ignored. */
export function parseRateInput(raw: string): ParsedNumber {
  const n = toNumber(raw);
  if (n === null) return { value: undefined };
  if (Number.isNaN(n)) return { value: undefined, error: 'Not a number: ignored' };
  if (n < 0) return { value: undefined, error: 'Must be 0 or more: ignored' };
  return { value: n };
}

export function parseNumberFilter(key: NumberFilterKey, raw: string): ParsedNumber {
  if (key === 'min_engagement') return parseEngagementInput(raw);
  if (key === 'min_audience_quality') return parseQualityInput(raw);
  if (key === 'min_rate' || key === 'max_rate') return parseRateInput(raw);
  return parseFollowersInput(raw);
}

// Languages and countries come from the data (GET /creators/facets), so any well-formed code is accepted.
const CHOICES: Record<ChoiceFilterKey, (v: string) => boolean> = {
  platform: (v) => (PLATFORMS as readonly string[]).includes(v),
  niche: (v) => (NICHES as readonly string[]).includes(v),
  language: (v) => /^[a-z]{2}$/.test(v),
  country: (v) => /^[A-Z]{2}$/.test(v),
  audience_country: (v) => /^[A-Z]{2}$/.test(v),
  audience_age: (v) => (AGE_BANDS as readonly string[]).includes(v),
  audience_gender: (v) => v === 'female' || v === 'male',
  rate_currency: (v) => CURRENCIES.includes(v),
};

/** Any change to a filter goes through here: it sets or clears the value and resets the offset. */
export function withFilter<K extends keyof Omit<DiscoverFilters, 'offset'>>(
  f: DiscoverFilters,
  key: K,
  value: DiscoverFilters[K] | undefined,
): DiscoverFilters {
  const next: DiscoverFilters = { ...f, offset: 0 };
  if (value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value))) {
    if (key === 'limit') next.limit = DEFAULT_LIMIT;
    else delete next[key];
  } else {
    next[key] = value;
  }
  return next;
}

export function withPage(f: DiscoverFilters, offset: number): DiscoverFilters {
  return { ...f, offset: Math.max(0, Math.floor(offset)) };
}

/** Read filters from the URL, ignoring anything invalid. */
export function filtersFromSearchParams(sp: URLSearchParams): DiscoverFilters {
  const f: DiscoverFilters = { ...EMPTY_FILTERS };
  const name = sp.get('name')?.trim();
  if (name) f.name = name.slice(0, 200);
  for (const key of Object.keys(CHOICES) as ChoiceFilterKey[]) {
    const v = sp.get(key);
    if (v && CHOICES[key](v)) f[key] = v;
  }
  for (const key of NUMBER_FILTERS) {
    const raw = sp.get(key);
    if (raw === null) continue;
    const p = parseNumberFilter(key, raw);
    if (p.value !== undefined) f[key] = p.value;
  }
  const limit = Number(sp.get('limit'));
  if ((PAGE_SIZES as readonly number[]).includes(limit)) f.limit = limit;
  const offset = Number(sp.get('offset'));
  if (Number.isInteger(offset) && offset > 0) f.offset = offset;
  return f;
}

export function filtersToSearchParams(f: DiscoverFilters): URLSearchParams {
  const sp = new URLSearchParams();
  const put = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') sp.set(k, String(v));
  };
  put('name', f.name);
  put('platform', f.platform);
  put('niche', f.niche);
  put('language', f.language);
  put('country', f.country);
  put('min_followers', f.min_followers);
  put('max_followers', f.max_followers);
  put('min_engagement', f.min_engagement);
  put('audience_country', f.audience_country);
  put('audience_age', f.audience_age);
  put('audience_gender', f.audience_gender);
  put('min_audience_quality', f.min_audience_quality);
  put('min_rate', f.min_rate);
  put('max_rate', f.max_rate);
  put('rate_currency', f.rate_currency);
  if (f.limit !== DEFAULT_LIMIT) put('limit', f.limit);
  if (f.offset > 0) put('offset', f.offset);
  return sp;
}

/** The query string of GET /api/v1/creators/. */
export function toCreatorQuery(f: DiscoverFilters): Record<string, string | number | undefined> {
  return {
    name: f.name,
    platform: f.platform,
    niche: f.niche,
    language: f.language,
    country: f.country,
    min_followers: f.min_followers,
    max_followers: f.max_followers,
    min_engagement: f.min_engagement,
    audience_country: f.audience_country,
    audience_age: f.audience_age,
    audience_gender: f.audience_gender,
    min_audience_quality: f.min_audience_quality,
    min_rate: f.min_rate,
    max_rate: f.max_rate,
    // A rate range is in the chosen currency (USD when none is chosen).
    rate_currency: f.min_rate !== undefined || f.max_rate !== undefined ? (f.rate_currency ?? 'USD') : undefined,
    limit: f.limit,
    offset: f.offset,
  };
}

/** How many filters (not counting search, page size and page) are applied. */
export function activeFilterCount(f: DiscoverFilters): number {
  return (
    [
      'platform',
      'niche',
      'language',
      'country',
      'min_followers',
      'max_followers',
      'min_engagement',
      'audience_country',
      'audience_age',
      'audience_gender',
      'min_audience_quality',
      'min_rate',
      'max_rate',
    ] as const
  ).filter(
    (k) => f[k] !== undefined,
  ).length;
}

/** Client-side name search: name, channel name and handle, case-insensitive. */
export function matchesName(c: Pick<TCreator, 'name' | 'channel_name' | 'handle'>, query: string | undefined): boolean {
  const q = (query ?? '').trim().toLowerCase().replace(/^@/, '');
  if (!q) return true;
  return [c.name, c.channel_name, c.handle].some((v) => (v ?? '').toLowerCase().includes(q));
}

export interface PageInfo {
  page: number;
  pages: number;
  from: number;
  to: number;
  hasPrev: boolean;
  hasNext: boolean;
}

export function pageInfo(total: number, limit: number, offset: number, shown: number): PageInfo {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.floor(offset / limit) + 1;
  return {
    page,
    pages,
    from: total === 0 || shown === 0 ? 0 : offset + 1,
    to: offset + shown,
    hasPrev: offset > 0,
    hasNext: offset + limit < total,
  };
}
