/**
 * CSV import parsing for creators (no database access).
 *
 * The file must be well-formed CSV (RFC 4180: comma separator, double-quoted fields, "" for a quote inside
 * a quoted field). Structural problems - unclosed quote, a row with a different number of columns than the
 * header, a missing required column, more rows than allowed - reject the whole file with a CsvFormatError
 * naming the line. Problems in a single row (bad email, unknown platform, negative followers...) reject
 * only that row, reported with its physical line number (header = line 1, multi-line quoted fields and
 * blank lines counted).
 *
 * Accepted conveniences, each explicit: header names are case-insensitive with common aliases; '12.5K',
 * '1.2M', '1.5L'/'2 lakh', '1 Cr' and '1,50,000' counts; '3.4%' engagement; '@handle' or a profile URL
 * as handle; currency symbols in rates; 'UK' for GB and English country/language names; topics separated
 * by ';', '|' or (inside one quoted cell) ','. Fully empty rows are skipped like blank lines.
 */
import { parse, type Options as CsvParseOptions } from 'csv-parse';
import { NICHES, PLATFORMS, ZCreatorInput, type TCreatorInput, type TCreatorInputParsed, type TNiche, type TPlatform } from '@inflow/contracts';
import type { z } from 'zod';
import { currencyForCountry } from '../../db/seed/creators-generator.js';

export const DEFAULT_MAX_CSV_ROWS = 100_000;
/** Longest accepted row, in characters; longer usually means an unclosed quote swallowing the file. */
const MAX_RECORD_CHARS = 100_000;

/** The whole file is unusable (structure, header, size, encoding). Nothing from it should be imported. */
export class CsvFormatError extends Error {
  readonly code = 'CSV_FORMAT';
  constructor(
    message: string,
    /** Physical line (1-based) where the problem is, when it is about one place in the file. */
    readonly line?: number,
    /** Required columns missing from the header. */
    readonly missingColumns?: string[],
  ) {
    super(message);
    this.name = 'CsvFormatError';
  }
}

export interface ParsedCreatorRow {
  line: number;
  creator: TCreatorInputParsed;
}
export interface RejectedCreatorRow {
  line: number;
  reason: string;
}
export interface ParseCreatorsCsvResult {
  rows: ParsedCreatorRow[];
  rejected: RejectedCreatorRow[];
  /** Data rows seen (accepted + rejected); blank rows are not counted. */
  total_rows: number;
  /** Header cells that match no known column; their values are not imported. */
  ignored_columns: string[];
}

type Field = keyof TCreatorInput;

/** Columns written by creatorsToCsv, in order. */
export const CREATOR_CSV_COLUMNS = [
  'name',
  'handle',
  'channel_name',
  'platform',
  'niche',
  'topics',
  'bio',
  'followers_count',
  'engagement_rate',
  'avg_views',
  'email',
  'phone',
  'country',
  'language',
  'profile_image',
  'typical_rate',
  'currency',
] as const satisfies readonly Field[];

export const REQUIRED_CSV_COLUMNS = ['name', 'handle', 'platform', 'niche', 'followers_count', 'engagement_rate', 'country'] as const satisfies readonly Field[];

const ALIASES: Record<(typeof CREATOR_CSV_COLUMNS)[number], string[]> = {
  name: ['name', 'full_name', 'creator_name', 'influencer_name', 'creator', 'influencer'],
  handle: ['handle', 'username', 'user_name', 'user', 'account', 'account_handle', 'social_handle', 'profile_handle'],
  channel_name: ['channel', 'channel_name', 'channel_title', 'page_name', 'display_name'],
  platform: ['platform', 'network', 'social_network', 'social_platform'],
  niche: ['niche', 'category', 'vertical'],
  topics: ['topics', 'topic', 'tags', 'keywords'],
  bio: ['bio', 'biography', 'description', 'about'],
  followers_count: ['followers', 'followers_count', 'follower_count', 'no_of_followers', 'subscribers', 'subscriber_count', 'subs', 'audience_size'],
  engagement_rate: ['engagement', 'engagement_rate', 'er', 'eng_rate', 'engagement_pct', 'engagement_rate_pct', 'er_pct', 'engagement_percent', 'engagement_rate_percent'],
  avg_views: ['avg_views', 'average_views', 'views', 'avg_view_count', 'average_view_count', 'avg_views_per_post'],
  email: ['email', 'email_address', 'e_mail', 'contact_email', 'mail'],
  phone: ['phone', 'phone_number', 'mobile', 'mobile_number', 'contact_phone', 'contact_number', 'whatsapp', 'whatsapp_number'],
  country: ['country', 'country_code', 'location_country'],
  language: ['language', 'lang', 'language_code', 'primary_language'],
  profile_image: ['profile_image', 'profile_image_url', 'avatar', 'avatar_url', 'image', 'image_url', 'photo', 'photo_url', 'profile_picture', 'profile_pic'],
  typical_rate: ['typical_rate', 'rate', 'price', 'fee', 'rate_per_post', 'price_per_post', 'cost_per_post', 'collaboration_rate'],
  currency: ['currency', 'currency_code', 'rate_currency'],
};
const ALIAS_TO_FIELD = new Map<string, Field>();
for (const [field, names] of Object.entries(ALIASES)) for (const n of names) ALIAS_TO_FIELD.set(n, field as Field);
const RATE_WITH_CURRENCY = /^(typical_rate|rate|price|fee|rate_per_post|price_per_post|cost_per_post)_([a-z]{3})$/;

const normaliseHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/%/g, ' pct ')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

// ---------------------------------------------------------------------------------------------------------
// Value parsers: each returns the value or throws a FieldError with a message for the reason.

class FieldError extends Error {}

const MULTIPLIERS: Record<string, number> = { k: 1e3, m: 1e6, mn: 1e6, b: 1e9, bn: 1e9, l: 1e5, lac: 1e5, lakh: 1e5, lakhs: 1e5, cr: 1e7, crore: 1e7, crores: 1e7 };
const INTL_GROUPS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const INDIAN_GROUPS = /^\d{1,2}(?:,\d{2})*,\d{3}(?:\.\d+)?$/;

/** '12,500', '1,50,000', '12.5K', '1.2M', '1.5L', '2 lakh', '1 Cr' -> number. */
function parseNumber(raw: string, opts: { integer: boolean }): number {
  const s = raw.replace(/[\s_]/g, '').toLowerCase();
  const m = /^([-+]?[\d.,]+)([a-z]*)$/.exec(s);
  if (!m) throw new FieldError(`"${raw}" is not a number`);
  let digits = m[1]!;
  const suffix = m[2]!;
  if (digits.includes(',')) {
    if (!INTL_GROUPS.test(digits.replace(/^[-+]/, '')) && !INDIAN_GROUPS.test(digits.replace(/^[-+]/, '')))
      throw new FieldError(`"${raw}" is not a number (use '.' for decimals; ',' only between thousands)`);
    digits = digits.replace(/,/g, '');
  }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(digits)) throw new FieldError(`"${raw}" is not a number`);
  let n = Number(digits);
  if (suffix) {
    const mult = MULTIPLIERS[suffix];
    if (!mult) throw new FieldError(`"${raw}" has an unknown unit "${suffix}" (use K, M, B, L/lakh or Cr)`);
    n *= mult;
    if (opts.integer) n = Math.round(n);
  } else if (opts.integer && !Number.isInteger(n)) {
    throw new FieldError(`must be a whole number, got "${raw}"`);
  }
  if (!Number.isFinite(n)) throw new FieldError(`"${raw}" is not a number`);
  return n;
}

function parseCount(raw: string): number {
  const n = parseNumber(raw, { integer: true });
  if (n < 0) throw new FieldError(`must be 0 or more, got ${raw}`);
  if (n > 10_000_000_000) throw new FieldError(`is too large (${raw})`);
  return n;
}

function parseEngagement(raw: string): number {
  const s = raw.replace(/\s+/g, '');
  const hasPct = s.endsWith('%');
  const n = parseNumber(hasPct ? s.slice(0, -1) : s, { integer: false });
  if (n < 0 || n > 100) throw new FieldError(`must be a percentage between 0 and 100, got ${raw}`);
  return n;
}

const SYMBOLS: Record<string, string> = { '₹': 'INR', rs: 'INR', 'rs.': 'INR', '£': 'GBP', '€': 'EUR', $: '$', us$: 'USD', r$: 'BRL', a$: 'AUD', c$: 'CAD', s$: 'SGD', 'mx$': 'MXN', '₦': 'NGN', '₱': 'PHP', rp: 'IDR' };
const DOLLAR_CURRENCIES = new Set(['USD', 'CAD', 'AUD', 'SGD', 'NZD', 'HKD', 'MXN']);
const RATE_RE = /^(₹|rs\.?|£|€|us\$|r\$|a\$|c\$|s\$|mx\$|\$|₦|₱|rp|[a-z]{3})?\s*([-+]?[\d.,\s]+(?:[a-z]+)?)\s*(₹|£|€|\$|[a-z]{3})?$/i;

/** '₹25,000', '$450', '450 USD', 'INR 1.2L' -> amount and the currency the value itself names, if any. */
function parseRate(raw: string): { amount: number; currency?: string } {
  const m = RATE_RE.exec(raw.trim());
  if (!m) throw new FieldError(`"${raw}" is not an amount`);
  const tag = (m[1] ?? m[3])?.toLowerCase();
  if (m[1] && m[3]) throw new FieldError(`"${raw}" names a currency twice`);
  const amount = parseNumber(m[2]!, { integer: false });
  if (amount < 0) throw new FieldError(`must be 0 or more, got ${raw}`);
  if (amount > 1_000_000_000) throw new FieldError(`is too large (${raw})`);
  return { amount, currency: tag === undefined ? undefined : (SYMBOLS[tag] ?? tag.toUpperCase()) };
}

const PLATFORM_ALIASES: Record<string, TPlatform> = {
  instagram: 'instagram',
  insta: 'instagram',
  ig: 'instagram',
  youtube: 'youtube',
  yt: 'youtube',
  tiktok: 'tiktok',
  tt: 'tiktok',
  twitter: 'twitter',
  x: 'twitter',
  xtwitter: 'twitter',
  twitterx: 'twitter',
  xcom: 'twitter',
};
function parsePlatform(raw: string): TPlatform {
  const p = PLATFORM_ALIASES[raw.toLowerCase().replace(/[^a-z]/g, '')];
  if (!p) throw new FieldError(`"${raw}" is not one of ${PLATFORMS.join(', ')}`);
  return p;
}

const NICHE_ALIASES: Record<string, TNiche> = {
  tech: 'technology',
  gadgets: 'technology',
  'food & drink': 'food',
  'food and drink': 'food',
  cooking: 'food',
  'health & wellness': 'health',
  'health and wellness': 'health',
  wellness: 'health',
  'personal finance': 'finance',
  'beauty & skincare': 'beauty',
  skincare: 'beauty',
  'home & garden': 'home',
  'home decor': 'home',
  'home & living': 'home',
  auto: 'automotive',
  cars: 'automotive',
  comedy: 'entertainment',
  family: 'parenting',
  'parenting & family': 'parenting',
  games: 'gaming',
};
function parseNiche(raw: string): TNiche {
  const s = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if ((NICHES as readonly string[]).includes(s)) return s as TNiche;
  const alias = NICHE_ALIASES[s];
  if (!alias) throw new FieldError(`"${raw}" is not one of ${NICHES.join(', ')}`);
  return alias;
}

/** '@priya.eats', 'https://instagram.com/priya.eats/', 'youtube.com/@priya' -> 'priya.eats' / 'priya'. */
function parseHandle(raw: string): string {
  let s = raw.trim();
  if (/^(https?:\/\/|www\.)|\.(com|net)\//i.test(s)) {
    const path = s.replace(/^https?:\/\//i, '').split(/[?#]/)[0]!.split('/').filter(Boolean);
    s = path[path.length - 1] ?? '';
  }
  s = s.replace(/^@/, '');
  if (!s) throw new FieldError('is required');
  if (!/^[\p{L}\p{N}._-]+$/u.test(s)) throw new FieldError(`"${raw}" is not a handle (letters, digits, '.', '_' and '-' only)`);
  return s;
}

function parsePhone(raw: string): string {
  let s = raw.replace(/[\s\-().]/g, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  if (!/^\+[1-9]\d{7,14}$/.test(s)) throw new FieldError(`"${raw}" is not an E.164 phone number (+ country code and number, like +919812345678)`);
  return s;
}

function parseUrl(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new FieldError(`"${raw}" is not a URL`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new FieldError('must be an http(s) URL');
  return raw;
}

function parseTopics(raw: string): string[] {
  const parts = (/[;|]/.test(raw) ? raw.split(/[;|]/) : raw.split(',')).map((t) => t.trim().replace(/\s+/g, ' ')).filter(Boolean);
  const seen = new Set<string>();
  const topics = parts.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  if (topics.length > 20) throw new FieldError(`at most 20 topics, got ${topics.length}`);
  const long = topics.find((t) => t.length > 60);
  if (long) throw new FieldError(`each topic must be at most 60 characters ("${long.slice(0, 20)}...")`);
  return topics;
}

// Country and language codes and English names, from the ICU data that ships with Node (built on first use).
interface Names {
  byName: Map<string, string>;
  codes: Set<string>;
  /** Outdated code -> current one (UK is handled as an alias before this). */
  replaced: Map<string, string>;
}
let countryNames: Names | undefined;
let languageNames: Names | undefined;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Groupings and private-use codes that are not countries. */
const NOT_COUNTRIES = /^(AA|EU|EZ|UN|Q[M-Z]|X[A-JL-Z]|ZZ)$/;

function canonical(type: 'region' | 'language', code: string): string | undefined {
  try {
    const c = Intl.getCanonicalLocales(type === 'region' ? `und-${code}` : code)[0];
    return type === 'region' ? c?.slice(4) : c;
  } catch {
    return undefined;
  }
}

function buildNames(type: 'region' | 'language'): Names {
  const names: Names = { byName: new Map(), codes: new Set(), replaced: new Map() };
  let dn: Intl.DisplayNames;
  try {
    dn = new Intl.DisplayNames(['en'], { type });
  } catch {
    return names;
  }
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = type === 'region' ? a + b : (a + b).toLowerCase();
      if (type === 'region' && NOT_COUNTRIES.test(code)) continue;
      let name: string | undefined;
      try {
        name = dn.of(code);
      } catch {
        name = undefined;
      }
      if (!name || name.toLowerCase() === code.toLowerCase() || name === 'Unknown Region') continue;
      const current = canonical(type, code);
      // 'in' -> 'id', 'FX' -> 'FR': outdated two-letter codes with a two-letter successor.
      if (current && current !== code && current.length === 2) {
        names.replaced.set(code, current);
        continue;
      }
      names.codes.add(code);
      if (!names.byName.has(name.toLowerCase())) names.byName.set(name.toLowerCase(), code);
    }
  return names;
}

const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  'u.k.': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  america: 'US',
  uae: 'AE',
  'u.a.e.': 'AE',
};

function parseCountry(raw: string): string {
  const s = raw.trim();
  const lower = s.toLowerCase();
  if (COUNTRY_ALIASES[lower]) return COUNTRY_ALIASES[lower]!;
  countryNames ??= buildNames('region');
  if (/^[a-z]{2}$/i.test(s)) {
    const code = s.toUpperCase();
    // Any syntactically valid code is accepted when the runtime has no ICU region data.
    if (countryNames.codes.size === 0 || countryNames.codes.has(code)) return code;
    const now = countryNames.replaced.get(code);
    throw new FieldError(now ? `"${raw}" is an outdated code, use ${now}` : `"${raw}" is not an ISO 3166 country code`);
  }
  const byName = countryNames.byName.get(lower);
  if (byName) return byName;
  throw new FieldError(`"${raw}" is not a country; use a 2-letter code like IN, US or GB`);
}

function parseLanguage(raw: string): string {
  const s = raw.trim().toLowerCase();
  languageNames ??= buildNames('language');
  if (/^[a-z]{2}$/.test(s)) {
    if (languageNames.codes.size === 0 || languageNames.codes.has(s)) return s;
    const now = languageNames.replaced.get(s);
    throw new FieldError(now ? `"${raw}" is an outdated code, use ${now}` : `"${raw}" is not an ISO 639-1 language code`);
  }
  // 'en-US', 'pt_BR' -> primary language.
  const tag = /^([a-z]{2})[-_][a-z0-9]{2,8}$/.exec(s);
  if (tag) return parseLanguage(tag[1]!);
  const byName = languageNames.byName.get(s);
  if (byName) return byName;
  throw new FieldError(`"${raw}" is not a language; use a 2-letter code like en or hi`);
}

// ---------------------------------------------------------------------------------------------------------
// Header

interface HeaderMap {
  columns: Map<Field, number>;
  /** Currency named by the rate column header itself, e.g. 'Rate (INR)'. */
  rateCurrency?: string;
  ignored: string[];
}

function readHeader(cells: string[], line: number): HeaderMap {
  const columns = new Map<Field, number>();
  const source = new Map<Field, string>();
  const ignored: string[] = [];
  let rateCurrency: string | undefined;
  cells.forEach((cell, i) => {
    const key = normaliseHeader(cell);
    let field = ALIAS_TO_FIELD.get(key);
    const withCurrency = field ? null : RATE_WITH_CURRENCY.exec(key);
    if (withCurrency) {
      field = 'typical_rate';
      rateCurrency = withCurrency[2]!.toUpperCase();
    }
    if (!field) {
      ignored.push(cell.trim() || `(column ${i + 1}, no name)`);
      return;
    }
    if (columns.has(field)) {
      throw new CsvFormatError(`line ${line}: columns "${source.get(field)}" and "${cell}" both mean ${field}; keep only one`, line);
    }
    columns.set(field, i);
    source.set(field, cell);
  });
  const missing = REQUIRED_CSV_COLUMNS.filter((f) => !columns.has(f));
  if (missing.length > 0) {
    const hint =
      cells.length === 1 && /[;\t]/.test(cells[0] ?? '')
        ? ' (the file seems to use ";" or tabs between columns; save it with commas)'
        : ` (found: ${cells.map((c) => c.trim()).filter(Boolean).join(', ') || 'nothing'})`;
    throw new CsvFormatError(`line ${line}: missing required column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}${hint}`, line, [...missing]);
  }
  return { columns, rateCurrency, ignored };
}

// ---------------------------------------------------------------------------------------------------------
// Rows

function formatIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.') || 'row';
  if (issue.code === 'too_big' && issue.origin === 'string') return `${field}: must be at most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return `${field}: is required`;
  return `${field}: ${issue.message}`;
}

function parseRow(cells: string[], header: HeaderMap): { creator: TCreatorInputParsed } | { reason: string } {
  const errors: string[] = [];
  const failed = new Set<string>();
  const get = (f: Field) => {
    const i = header.columns.get(f);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const input: Record<string, unknown> = {};
  const take = <T>(field: Field, parser: (raw: string) => T, required: boolean): T | undefined => {
    const raw = get(field);
    if (!raw) {
      if (required) {
        errors.push(`${field}: is required`);
        failed.add(field);
      }
      return undefined;
    }
    try {
      const v = parser(raw);
      input[field] = v;
      return v;
    } catch (err) {
      if (!(err instanceof FieldError)) throw err;
      errors.push(`${field}: ${err.message}`);
      failed.add(field);
      return undefined;
    }
  };

  take('name', (s) => s, true);
  take('handle', parseHandle, true);
  take('channel_name', (s) => s, false);
  take('platform', parsePlatform, true);
  take('niche', parseNiche, true);
  take('topics', parseTopics, false);
  take('bio', (s) => s, false);
  take('followers_count', parseCount, true);
  take('engagement_rate', parseEngagement, true);
  take('avg_views', parseCount, false);
  take('email', (s) => s, false);
  take('phone', parsePhone, false);
  const country = take('country', parseCountry, true);
  take('language', parseLanguage, false);
  take('profile_image', parseUrl, false);

  // Rate and currency: the currency column, else the rate header ('Rate (INR)'), else the symbol in the
  // value, else the country's usual currency. A symbol that contradicts the declared currency is an error.
  const currencyRaw = get('currency');
  let declared: string | undefined = header.rateCurrency;
  if (currencyRaw) {
    if (/^[a-z]{3}$/i.test(currencyRaw)) declared = currencyRaw.toUpperCase();
    else {
      errors.push(`currency: "${currencyRaw}" is not a 3-letter ISO 4217 code like INR or USD`);
      failed.add('currency');
    }
  }
  const rate = take('typical_rate', parseRate, false);
  if (rate) input.typical_rate = rate.amount;
  const countryCurrency = country ? currencyForCountry(country) : undefined;
  let currency = declared;
  if (rate?.currency) {
    const named = rate.currency;
    const fits = named === '$' ? !declared || DOLLAR_CURRENCIES.has(declared) : !declared || named === declared;
    if (!fits) {
      errors.push(`typical_rate: "${get('typical_rate')}" is not in ${declared}`);
      failed.add('typical_rate');
    } else if (!currency) {
      currency = named === '$' ? (countryCurrency && DOLLAR_CURRENCIES.has(countryCurrency) ? countryCurrency : 'USD') : named;
    }
  }
  if (!currency && !failed.has('currency') && country) {
    currency = countryCurrency;
    if (!currency && rate && rate.amount > 0) {
      errors.push(`currency: is required, the usual currency of ${country} is not known`);
      failed.add('currency');
    }
  }
  if (currency) input.currency = currency;

  const parsed = ZCreatorInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const top = String(issue.path[0] ?? '');
      if (!failed.has(top)) errors.push(formatIssue(issue));
    }
  }
  if (errors.length > 0 || !parsed.success) return { reason: errors.join('; ') };
  return { creator: parsed.data };
}

// ---------------------------------------------------------------------------------------------------------
// Lines

const BREAKS = /\r\n|\r|\n/g;
const LEADING_BLANK_LINES = /^(?:[ \t]*(?:\r\n|\r|\n))*/;
const countBreaks = (s: string) => s.match(BREAKS)?.length ?? 0;

/**
 * csv-parse's own line counter counts a CRLF inside a quoted field twice, so lines are counted here from
 * each record's raw text (which includes the blank lines skipped before it).
 */
class LineCounter {
  private next = 1;
  /** Start line of the record whose raw text is `raw`, and advance past it. */
  take(raw: string): number {
    const start = this.peek(raw);
    this.next += countBreaks(raw);
    return start;
  }
  peek(raw: string): number {
    return this.next + countBreaks(LEADING_BLANK_LINES.exec(raw)![0]);
  }
}

function structuralError(err: unknown, lines: LineCounter, headerWidth: number | undefined): CsvFormatError {
  const e = err as { code?: string; raw?: string; record?: unknown[]; message?: string };
  const line = lines.peek(typeof e.raw === 'string' ? e.raw : '');
  switch (e.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new CsvFormatError(`line ${line}: a quoted field is never closed (unclosed quote)`, line);
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return new CsvFormatError(
        `line ${line}: the row has ${e.record?.length ?? 'a different number of'} columns but the header has ${headerWidth ?? 'a different number'}`,
        line,
      );
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return new CsvFormatError(`line ${line}: unexpected text after a closing quote (a quote inside a quoted field must be doubled: "")`, line);
    case 'INVALID_OPENING_QUOTE':
      return new CsvFormatError(`line ${line}: a quote inside an unquoted field (wrap the field in quotes and double the inner quote)`, line);
    case 'CSV_MAX_RECORD_SIZE':
      return new CsvFormatError(`line ${line}: a row longer than ${MAX_RECORD_CHARS} characters (probably an unclosed quote)`, line);
    default:
      return new CsvFormatError(`line ${line}: ${e.message ?? 'the file is not valid CSV'}`, line);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Public API

/**
 * Parses a creators CSV. Resolves with the accepted rows and the rejected ones (line + reason); rejects with
 * CsvFormatError when the file as a whole cannot be used. A stream input is consumed (and destroyed if the
 * file turns out to be unusable).
 */
export async function parseCreatorsCsv(
  input: string | NodeJS.ReadableStream | Buffer,
  opts: {
    maxRows?: number;
    /**
     * Streamed mode: accepted and rejected rows are handed over in batches of about `batchSize` rows (awaited, so a
     * slow consumer slows the reading down) instead of being collected; the result's rows and rejected are then empty.
     */
    onBatch?: (batch: { rows: ParsedCreatorRow[]; rejected: RejectedCreatorRow[] }) => Promise<void>;
    batchSize?: number;
  } = {},
): Promise<ParseCreatorsCsvResult> {
  const maxRows = opts.maxRows ?? DEFAULT_MAX_CSV_ROWS;
  const batchSize = Math.max(1, opts.batchSize ?? 1000);
  // Lines are counted in on_record, which runs synchronously as records are parsed: when the parser fails,
  // records it already parsed may never reach the loop below, but they have been counted.
  const lines = new LineCounter();
  let headerWidth: number | undefined;
  // The first encoding problem seen; it explains any structural error that follows, so it is reported first.
  let encodingError: CsvFormatError | undefined;
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    raw: true,
    relax_column_count: false,
    relax_quotes: false,
    max_record_size: MAX_RECORD_CHARS,
    // With `raw: true` records arrive as { record, raw }; they leave as { record, line }.
    on_record: ((rec: { record: string[]; raw: string }) => {
      headerWidth ??= rec.record.length;
      const line = lines.take(rec.raw);
      if (!encodingError) {
        if (rec.record.some((c) => c.includes('\u0000')))
          encodingError = new CsvFormatError(`line ${line}: the file looks UTF-16 encoded without a byte order mark; save it as "CSV UTF-8"`, line);
        else if (rec.record.some((c) => c.includes('\uFFFD')))
          encodingError = new CsvFormatError(`line ${line}: the file is not valid UTF-8; save it as "CSV UTF-8" and upload again`, line);
      }
      return { record: rec.record, line };
    }) as unknown as CsvParseOptions['on_record'],
  });
  const isStream = typeof input !== 'string' && !Buffer.isBuffer(input);
  if (isStream) {
    input.on('error', (err) => parser.destroy(err instanceof Error ? err : new Error(String(err))));
    input.pipe(parser);
  } else {
    parser.end(input);
  }

  let rows: ParsedCreatorRow[] = [];
  let rejected: RejectedCreatorRow[] = [];
  const flush = async () => {
    if (!opts.onBatch || rows.length + rejected.length === 0) return;
    const batch = { rows, rejected };
    rows = [];
    rejected = [];
    await opts.onBatch(batch);
  };
  const byEmail = new Map<string, number>();
  const byHandle = new Map<string, number>();
  let header: HeaderMap | undefined;
  let total = 0;
  try {
    try {
      for await (const { record: cells, line } of parser as AsyncIterable<{ record: string[]; line: number }>) {
        if (encodingError) throw encodingError;
        if (!header) {
          header = readHeader(cells, line);
          continue;
        }
        if (cells.every((c) => c === '')) continue;
        if (rows.length + rejected.length >= batchSize) await flush();
        total++;
        if (total > maxRows) throw new CsvFormatError(`the file has more than ${maxRows} rows; split it into smaller files`, line);
        const result = parseRow(cells, header);
        if ('reason' in result) {
          rejected.push({ line, reason: result.reason });
          continue;
        }
        const c = result.creator;
        const emailKey = c.email?.toLowerCase();
        const handleKey = `${c.platform}:${c.handle.toLowerCase()}`;
        const sameEmail = emailKey ? byEmail.get(emailKey) : undefined;
        const sameHandle = byHandle.get(handleKey);
        if (sameEmail !== undefined) {
          rejected.push({ line, reason: `email: duplicate of line ${sameEmail} (same email ${c.email})` });
          continue;
        }
        if (sameHandle !== undefined) {
          rejected.push({ line, reason: `handle: duplicate of line ${sameHandle} (same ${c.platform} handle @${c.handle})` });
          continue;
        }
        if (emailKey) byEmail.set(emailKey, line);
        byHandle.set(handleKey, line);
        rows.push({ line, creator: c });
      }
    } catch (err) {
      if (err instanceof CsvFormatError) throw err;
      if (encodingError) throw encodingError;
      const code = (err as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && /^(CSV_|INVALID_)/.test(code)) throw structuralError(err, lines, headerWidth);
      throw err;
    }
  } catch (err) {
    if (isStream) {
      input.unpipe(parser);
      (input as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    }
    throw err;
  }
  if (!header) throw new CsvFormatError(`the file is empty; expected a header row with the columns ${REQUIRED_CSV_COLUMNS.join(', ')}`);
  await flush();
  return { rows, rejected, total_rows: total, ignored_columns: header.ignored };
}

const needsQuotes = /[",\r\n]|^\s|\s$/;
// A cell a spreadsheet would run as a formula (OWASP CSV injection): = + - @ or a leading tab/CR. Plain numbers
// such as +919812345678 or -3.5 are left alone; anything else gets a leading apostrophe.
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?[\d\s().]*\d[\d\s().]*$/;
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = Array.isArray(v) ? v.join('; ') : String(v);
  if (formulaStart.test(s) && !plainNumber.test(s)) s = `'${s}`;
  return needsQuotes.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Serialises creators with the canonical header (CREATOR_CSV_COLUMNS); topics are joined with '; '. */
export function creatorsToCsv(creators: readonly TCreatorInput[]): string {
  const out = [CREATOR_CSV_COLUMNS.join(',')];
  for (const c of creators) out.push(CREATOR_CSV_COLUMNS.map((col) => csvCell(c[col])).join(','));
  return `${out.join('\n')}\n`;
}
