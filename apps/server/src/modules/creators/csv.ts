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
 *
 * Import mapping (docs/decisions/0017): the caller may map each header to a field (or ignore it); headers it does not
 * name are auto-mapped from their names. A header naming a platform ("Instagram Handle") gives the platform when no
 * column does. Phone numbers are normalised to E.164 with libphonenumber-js, national numbers read in the import's
 * default country (then the row's country); a number valid in neither rejects the row, naming the value. Categories
 * outside the known niches map to the closest niche by a fixed token table, or to 'lifestyle', and are kept as a
 * topic: never rejected. A leading apostrophe before = + - @ (what the export adds) is removed; the rest is text.
 */
import { parse, type Options as CsvParseOptions } from 'csv-parse';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import {
  CREATOR_IMPORT_FIELD_NAMES,
  CREATOR_IMPORT_FIELDS,
  NICHES,
  PLATFORMS,
  ZCreatorInput,
  type TColumnMapping,
  type TCreatorInput,
  type TCreatorInputParsed,
  type TImportPreviewColumn,
  type TNiche,
  type TPlatform,
} from '@inflow/contracts';
import type { z } from 'zod';
import { DOLLAR_SIGN_CURRENCIES } from '@inflow/contracts/vocabulary';
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
  /** What was changed on the way (category mapped to a niche, national phone number completed...). */
  notes?: string[];
  /** The row's cells as in the file. */
  cells?: string[];
}
export interface RejectedCreatorRow {
  line: number;
  reason: string;
  cells?: string[];
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

/** Columns written by creatorsToCsv, in order: the import fields of @inflow/contracts (the import page maps to the same). */
export const CREATOR_CSV_COLUMNS = CREATOR_IMPORT_FIELD_NAMES satisfies readonly Field[];

export const REQUIRED_CSV_COLUMNS = CREATOR_IMPORT_FIELDS.filter((f) => f.required).map((f) => f.field) satisfies readonly Field[];

const ALIASES: Record<(typeof CREATOR_CSV_COLUMNS)[number], string[]> = {
  name: ['name', 'full_name', 'creator_name', 'influencer_name', 'creator', 'influencer'],
  handle: [
    'handle',
    'username',
    'user_name',
    'user',
    'account',
    'account_handle',
    'social_handle',
    'profile_handle',
    'profile',
    'profile_link',
    'profile_url',
    'instagram_handle',
    'instagram_username',
    'instagram_id',
    'instagram',
    'instagram_link',
    'instagram_url',
    'insta_handle',
    'insta_id',
    'insta',
    'ig',
    'ig_handle',
    'ig_username',
    'ig_id',
    'youtube_handle',
    'youtube_channel',
    'youtube_url',
    'youtube_link',
    'yt_handle',
    'yt_channel',
    'tiktok_handle',
    'tiktok_username',
    'tiktok',
    'twitter_handle',
    'twitter_username',
    'twitter',
    'x_handle',
  ],
  channel_name: ['channel', 'channel_name', 'channel_title', 'page_name', 'display_name'],
  platform: ['platform', 'network', 'social_network', 'social_platform'],
  niche: ['niche', 'category', 'categories', 'vertical', 'genre', 'content_category', 'content_niche', 'niche_category'],
  topics: ['topics', 'topic', 'tags', 'keywords'],
  bio: ['bio', 'biography', 'description', 'about'],
  followers_count: [
    'followers',
    'followers_count',
    'follower_count',
    'no_of_followers',
    'subscribers',
    'subscriber_count',
    'subs',
    'audience_size',
    'total_followers',
    'ig_followers',
    'instagram_followers',
    'yt_subscribers',
    'youtube_subscribers',
  ],
  engagement_rate: [
    'engagement',
    'engagement_rate',
    'er',
    'eng_rate',
    'engagement_pct',
    'engagement_rate_pct',
    'er_pct',
    'engagement_percent',
    'engagement_rate_percent',
    'avg_engagement',
    'avg_engagement_rate',
  ],
  avg_views: ['avg_views', 'average_views', 'views', 'avg_view_count', 'average_view_count', 'avg_views_per_post'],
  email: ['email', 'email_address', 'e_mail', 'contact_email', 'mail', 'email_id', 'mail_id'],
  phone: [
    'phone',
    'phone_number',
    'phone_no',
    'mobile',
    'mobile_number',
    'mobile_no',
    'mob',
    'cell',
    'cell_phone',
    'contact_phone',
    'contact_number',
    'contact_no',
    'whatsapp',
    'whatsapp_number',
    'whatsapp_no',
  ],
  country: ['country', 'country_code', 'location_country'],
  language: ['language', 'lang', 'language_code', 'primary_language'],
  profile_image: ['profile_image', 'profile_image_url', 'avatar', 'avatar_url', 'image', 'image_url', 'photo', 'photo_url', 'profile_picture', 'profile_pic'],
  typical_rate: ['typical_rate', 'rate', 'price', 'fee', 'rate_per_post', 'price_per_post', 'cost_per_post', 'collaboration_rate', 'cost', 'charges', 'commercials'],
  currency: ['currency', 'currency_code', 'rate_currency'],
};
const ALIAS_TO_FIELD = new Map<string, Field>();
for (const [field, names] of Object.entries(ALIASES)) for (const n of names) ALIAS_TO_FIELD.set(n, field as Field);
/** A header that names the platform of its handles ("Instagram Handle", "YT channel"). */
const HEADER_PLATFORM: [RegExp, TPlatform][] = [
  [/^(instagram|insta|ig)(_|$)/, 'instagram'],
  [/^(youtube|yt)(_|$)/, 'youtube'],
  [/^(tiktok|tik_tok)(_|$)/, 'tiktok'],
  [/^(twitter|x)(_|$)/, 'twitter'],
];
const platformOfHeader = (key: string): TPlatform | null => HEADER_PLATFORM.find(([re]) => re.test(key))?.[1] ?? null;
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
/**
 * Words of agency categories -> the closest known niche. A category's words are looked up in order and the first one
 * found wins ("Food & Travel" -> food), so the mapping is deterministic; a trailing plural 's' is also tried.
 */
const NICHE_WORDS: Record<string, TNiche> = {};
const addWords = (niche: TNiche, words: string) => {
  for (const w of words.split(' ')) NICHE_WORDS[w] = niche;
};
addWords('parenting', 'parenting parent mom mommy mom mum mummy mama mother motherhood maternity pregnancy baby babies toddler kid kids child children family dad daddy father fatherhood newborn');
addWords('food', 'food foodie foodies cooking cook recipe chef baking baker restaurant cuisine drink beverage kitchen vegan');
addWords('travel', 'travel traveller traveler travelling traveling tourism tourist wanderlust trip trips backpacking adventure');
addWords('technology', 'tech technology gadget gadgets electronics software coding programming ai smartphone mobiles unboxing');
addWords('fitness', 'fitness gym workout yoga sport sports bodybuilding running athlete crossfit');
addWords('health', 'health wellness wellbeing nutrition nutritionist mental doctor medical ayurveda diet');
addWords('beauty', 'beauty makeup skincare skin cosmetic cosmetics hair haircare grooming nail nails salon');
addWords('fashion', 'fashion style stylist clothing apparel streetwear outfit ootd wear jewellery jewelry accessories');
addWords('gaming', 'gaming game games gamer esports esport streamer');
addWords('finance', 'finance financial money investing investment invest stock stocks crypto trading personal_finance');
addWords('education', 'education edtech learning study studies teacher teaching tutor exam exams career science');
addWords('pets', 'pet pets dog dogs puppy cat cats animal animals');
addWords('home', 'home decor interior interiors diy garden gardening furniture homedecor');
addWords('automotive', 'automotive auto autos car cars bike bikes motorcycle motorcycles motoring vehicle');
addWords('entertainment', 'entertainment comedy comedian music musician movie movies film films dance dancer meme memes bollywood celebrity humour humor');
addWords('lifestyle', 'lifestyle vlog vlogs vlogger vlogging luxury daily');

export interface NicheMapping {
  niche: TNiche;
  /** The category as written, kept as a topic when it is not simply the niche's name. */
  topic: string | null;
  note: string | null;
}

/** A category -> its niche: exact names and aliases first, then the word table; otherwise 'lifestyle'. Never throws. */
export function mapCategory(raw: string): NicheMapping {
  const s = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if ((NICHES as readonly string[]).includes(s)) return { niche: s as TNiche, topic: null, note: null };
  const label = raw.trim().replace(/\s+/g, ' ');
  const topic = label.length <= 60 ? label : null;
  const alias = NICHE_ALIASES[s];
  if (alias) return { niche: alias, topic, note: `category "${label}" -> niche ${alias}` };
  for (const word of s.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
    const niche = NICHE_WORDS[word] ?? (word.length > 3 && word.endsWith('s') ? NICHE_WORDS[word.slice(0, -1)] : undefined);
    if (niche) return { niche, topic, note: `category "${label}" -> niche ${niche}${topic ? ', kept as a topic' : ''}` };
  }
  return { niche: 'lifestyle', topic, note: `category "${label}" matches no known niche: niche lifestyle${topic ? ', kept as a topic' : ''}` };
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

/**
 * A phone number -> E.164. A number with its country code ('+44...', '0044...') must have a possible length; a national
 * one must be valid in the import's default country (tried first) or the row's own country. Otherwise the row is rejected.
 */
function parsePhone(raw: string, countries: (string | undefined)[]): { phone: string; note: string | null } {
  let s = raw.trim().replace(/^'+/, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  const tried = [...new Set(countries.filter((c): c is string => !!c))];
  if (s.startsWith('+')) {
    // With its country code a number only needs a possible length for that country (ranges kept for examples and
    // fiction, such as +44 7700 900xxx, stay accepted as before).
    const p = parsePhoneNumberFromString(s);
    if (p?.isPossible()) return { phone: p.number, note: null };
    throw new FieldError(`"${raw}" is not a valid phone number`);
  }
  for (const country of tried) {
    const p = parsePhoneNumberFromString(s, country as CountryCode);
    if (p?.isValid()) return { phone: p.number, note: p.number.replace(/\D/g, '') === s.replace(/\D/g, '') ? null : `phone "${raw}" read as a ${country} number: ${p.number}` };
  }
  throw new FieldError(
    tried.length
      ? `"${raw}" is not a valid phone number in ${tried.join(' or ')} (give it with its country code, like +919812345678)`
      : `"${raw}" has no country code and the import has no default country (give it as +919812345678, or choose a default country)`,
  );
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
  /** Platform named by the handle column's header ("Instagram Handle"), used when no column gives one. */
  impliedPlatform?: TPlatform;
  ignored: string[];
  described: TImportPreviewColumn[];
}

export interface ImportOptions {
  /** Header -> field (null: ignore the column); headers not named are auto-mapped. */
  mapping?: TColumnMapping;
  /** Country of national phone numbers, and of rows that give none. */
  defaultCountry?: string;
  /** Platform of rows that give none, when the handle's header does not name one either. */
  defaultPlatform?: TPlatform;
}

const FIELDS = new Set<string>(CREATOR_CSV_COLUMNS);

/** How each header cell is read: the caller's mapping, else its name's alias; plus the platform it names. */
export function describeHeader(cells: string[], mapping: TColumnMapping = {}): TImportPreviewColumn[] {
  const byHeader = new Map<string, Field | null>();
  for (const [h, f] of Object.entries(mapping)) {
    if (f !== null && !FIELDS.has(f)) continue;
    byHeader.set(h.trim().toLowerCase(), f as Field | null);
  }
  return cells.map((cell, i) => {
    const header = cell.trim();
    const key = normaliseHeader(cell);
    const mapped = byHeader.get(header.toLowerCase());
    let field: Field | null;
    let source: TImportPreviewColumn['source'];
    if (mapped !== undefined) {
      field = mapped;
      source = 'mapping';
    } else {
      field = ALIAS_TO_FIELD.get(key) ?? (RATE_WITH_CURRENCY.test(key) ? 'typical_rate' : null);
      source = field ? 'auto' : 'none';
    }
    return { index: i, header, field, source, implied_platform: field === 'handle' ? platformOfHeader(key) : null, samples: [] };
  });
}

function readHeader(cells: string[], line: number, opts: ImportOptions): HeaderMap {
  const columns = new Map<Field, number>();
  const source = new Map<Field, string>();
  const ignored: string[] = [];
  let rateCurrency: string | undefined;
  let impliedPlatform: TPlatform | undefined;
  const described = describeHeader(cells, opts.mapping);
  for (const col of described) {
    const cell = cells[col.index]!;
    const field = col.field;
    if (!field) {
      ignored.push(cell.trim() || `(column ${col.index + 1}, no name)`);
      continue;
    }
    if (field === 'typical_rate') {
      const withCurrency = RATE_WITH_CURRENCY.exec(normaliseHeader(cell));
      if (withCurrency) rateCurrency = withCurrency[2]!.toUpperCase();
    }
    if (field === 'handle' && col.implied_platform) impliedPlatform = col.implied_platform;
    if (columns.has(field)) {
      throw new CsvFormatError(`line ${line}: columns "${source.get(field)}" and "${cell}" both mean ${field}; keep only one`, line);
    }
    columns.set(field, col.index);
    source.set(field, cell);
  }
  impliedPlatform ??= opts.defaultPlatform;
  const missing = missingRequired(columns, impliedPlatform, opts.defaultCountry);
  if (missing.length > 0) {
    const hint =
      cells.length === 1 && /[;\t]/.test(cells[0] ?? '')
        ? ' (the file seems to use ";" or tabs between columns; save it with commas)'
        : ` (found: ${cells.map((c) => c.trim()).filter(Boolean).join(', ') || 'nothing'})`;
    throw new CsvFormatError(`line ${line}: missing required column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}${hint}`, line, [...missing]);
  }
  return { columns, rateCurrency, impliedPlatform, ignored, described };
}

/** Required fields no column fills (the platform may come from the handle's header, the country from the default). */
function missingRequired(columns: Map<Field, number>, impliedPlatform: TPlatform | undefined, defaultCountry: string | undefined): Field[] {
  return REQUIRED_CSV_COLUMNS.filter((f) => !columns.has(f) && !(f === 'platform' && impliedPlatform) && !(f === 'country' && defaultCountry));
}

/** Required fields the described columns leave unfilled (for a preview that must not throw). */
export function missingRequiredColumns(described: TImportPreviewColumn[], defaultCountry?: string, defaultPlatform?: TPlatform): Field[] {
  const columns = new Map<Field, number>();
  let implied: TPlatform | undefined = defaultPlatform;
  for (const c of described) {
    if (!c.field) continue;
    columns.set(c.field, c.index);
    if (c.field === 'handle' && c.implied_platform) implied = c.implied_platform;
  }
  return missingRequired(columns, implied, defaultCountry);
}

// ---------------------------------------------------------------------------------------------------------
// Rows

function formatIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.') || 'row';
  if (issue.code === 'too_big' && issue.origin === 'string') return `${field}: must be at most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return `${field}: is required`;
  return `${field}: ${issue.message}`;
}

/** What our export puts before a cell a spreadsheet would run as a formula; on import the value is plain text again. */
const NEUTRALISED = /^'(?=[=+\-@])/;

function parseRow(cells: string[], header: HeaderMap, opts: ImportOptions): { creator: TCreatorInputParsed; notes: string[] } | { reason: string } {
  const errors: string[] = [];
  const notes: string[] = [];
  const failed = new Set<string>();
  const get = (f: Field) => {
    const i = header.columns.get(f);
    return i === undefined ? '' : (cells[i] ?? '').trim().replace(NEUTRALISED, '');
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
  if (!take('platform', parsePlatform, !header.impliedPlatform) && header.impliedPlatform && !failed.has('platform')) input.platform = header.impliedPlatform;
  const category: { topic: string | null } = { topic: null };
  take(
    'niche',
    (raw) => {
      const m = mapCategory(raw);
      if (m.note) notes.push(m.note);
      category.topic = m.topic;
      return m.niche;
    },
    true,
  );
  const topics = take('topics', parseTopics, false) ?? [];
  const extra = category.topic;
  if (extra !== null && topics.length < 20 && !topics.some((t) => t.toLowerCase() === extra.toLowerCase())) input.topics = [...topics, extra];
  take('bio', (s) => s, false);
  take('followers_count', parseCount, true);
  take('engagement_rate', parseEngagement, true);
  take('avg_views', parseCount, false);
  take('email', (s) => s, false);
  let country = take('country', parseCountry, !opts.defaultCountry);
  if (country === undefined && opts.defaultCountry && !failed.has('country')) country = input.country = opts.defaultCountry;
  take(
    'phone',
    (raw) => {
      const r = parsePhone(raw, [opts.defaultCountry, country]);
      if (r.note) notes.push(r.note);
      return r.phone;
    },
    false,
  );
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
    const fits = named === '$' ? !declared || DOLLAR_SIGN_CURRENCIES.has(declared) : !declared || named === declared;
    if (!fits) {
      errors.push(`typical_rate: "${get('typical_rate')}" is not in ${declared}`);
      failed.add('typical_rate');
    } else if (!currency) {
      currency = named === '$' ? (countryCurrency && DOLLAR_SIGN_CURRENCIES.has(countryCurrency) ? countryCurrency : 'USD') : named;
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
  return { creator: parsed.data, notes };
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
    /** Called with the header as read (before required columns are checked). */
    onHeader?: (columns: TImportPreviewColumn[]) => void;
    /** Keep each row's cells on its result (a preview shows them). */
    keepCells?: boolean;
  } & ImportOptions = {},
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
          opts.onHeader?.(describeHeader(cells, opts.mapping));
          header = readHeader(cells, line, opts);
          continue;
        }
        if (cells.every((c) => c === '')) continue;
        if (rows.length + rejected.length >= batchSize) await flush();
        total++;
        if (total > maxRows) throw new CsvFormatError(`the file has more than ${maxRows} rows; split it into smaller files`, line);
        const result = parseRow(cells, header, opts);
        const kept = opts.keepCells ? { cells } : {};
        if ('reason' in result) {
          rejected.push({ line, reason: result.reason, ...kept });
          continue;
        }
        const c = result.creator;
        const emailKey = c.email?.toLowerCase();
        const handleKey = `${c.platform}:${c.handle.toLowerCase()}`;
        const sameEmail = emailKey ? byEmail.get(emailKey) : undefined;
        const sameHandle = byHandle.get(handleKey);
        if (sameEmail !== undefined) {
          rejected.push({ line, reason: `email: duplicate of line ${sameEmail} (same email ${c.email})`, ...kept });
          continue;
        }
        if (sameHandle !== undefined) {
          rejected.push({ line, reason: `handle: duplicate of line ${sameHandle} (same ${c.platform} handle @${c.handle})`, ...kept });
          continue;
        }
        if (emailKey) byEmail.set(emailKey, line);
        byHandle.set(handleKey, line);
        rows.push({ line, creator: c, ...(result.notes.length ? { notes: result.notes } : {}), ...kept });
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

/** The first `n` records of a CSV as raw cells (header included), for samples; the input is not read further. */
export async function readFirstRecords(input: string | NodeJS.ReadableStream | Buffer, n: number): Promise<string[][]> {
  const parser = parse({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true, to: n, max_record_size: MAX_RECORD_CHARS });
  const isStream = typeof input !== 'string' && !Buffer.isBuffer(input);
  if (isStream) input.pipe(parser);
  else parser.end(input);
  const out: string[][] = [];
  try {
    for await (const rec of parser as AsyncIterable<string[]>) {
      out.push(rec);
      if (out.length >= n) break;
    }
  } finally {
    if (isStream) {
      input.unpipe(parser);
      (input as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    }
  }
  return out;
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
