// The campaign plan beyond the spec's eight fields: how many creators, where, in which languages, on
// which platforms, of what size, doing what, when; the brief's own niche words; how the budget was
// worked out; and the sentence each field came from. Shared by both providers (normalizePlan).
import { PLATFORMS } from '@inflow/contracts';
import type { BudgetResult } from './budget.js';
import { DELIVERABLE_FORMATS, emptyPlan, type Deliverable, type DeliverableFormat, type ExtractionPlan } from './llm.js';
import type { Unit } from './segment.js';

// Country names, demonyms and big cities -> ISO 3166-1 alpha-2.
const COUNTRY_WORDS: Array<[RegExp, string]> = [
  [/\b(?:india|indian|pan-india|mumbai|delhi|ncr|gurgaon|gurugram|noida|bengaluru|bangalore|pune|chennai|hyderabad|kolkata|ahmedabad|jaipur|lucknow|kochi|kerala|goa|chandigarh|indore|thane|koramangala|whitefield|maharashtra|tier[- ]?[123] cities)\b/i, 'IN'],
  [/\b(?:uk|u\.k\.|united kingdom|britain|british|england|london|manchester|scotland)\b/i, 'GB'],
  [/\b(?:usa|u\.s\.|us market|united states|america|american|new york|nyc|los angeles|california|texas)\b/i, 'US'],
  [/\b(?:uae|dubai|abu dhabi|emirates)\b/i, 'AE'],
  [/\b(?:saudi|riyadh)\b/i, 'SA'],
  [/\b(?:germany|german market|berlin|munich)\b/i, 'DE'],
  [/\b(?:netherlands|dutch|amsterdam|rotterdam)\b/i, 'NL'],
  [/\b(?:france|paris)\b/i, 'FR'],
  [/\b(?:spain|madrid|barcelona)\b/i, 'ES'],
  [/\b(?:italy|milan|rome)\b/i, 'IT'],
  [/\b(?:canada|toronto|vancouver)\b/i, 'CA'],
  [/\b(?:australia|sydney|melbourne)\b/i, 'AU'],
  [/\b(?:singapore)\b/i, 'SG'],
  [/\b(?:japan|tokyo)\b/i, 'JP'],
  [/\b(?:korea|seoul)\b/i, 'KR'],
  [/\b(?:taiwan)\b/i, 'TW'],
  [/\b(?:sri lanka)\b/i, 'LK'],
  [/\b(?:nepal)\b/i, 'NP'],
  [/\b(?:bangladesh)\b/i, 'BD'],
];

const LANGUAGE_WORDS: Array<[RegExp, string[]]> = [
  [/\bhinglish\b/i, ['hi', 'en']],
  [/\bhindi\b/i, ['hi']],
  [/\benglish\b(?!\s+(?:classes|course|speaking|lessons))/i, ['en']],
  [/\btamil\b/i, ['ta']],
  [/\btelugu\b/i, ['te']],
  [/\bmarathi\b/i, ['mr']],
  [/\bbengali|bangla\b/i, ['bn']],
  [/\bkannada\b/i, ['kn']],
  [/\bmalayalam\b/i, ['ml']],
  [/\bgujarati\b/i, ['gu']],
  [/\bpunjabi\b/i, ['pa']],
  [/\burdu\b/i, ['ur']],
  [/\barabic\b/i, ['ar']],
  [/\bspanish\b/i, ['es']],
  [/\bfrench\b/i, ['fr']],
  [/\bgerman\b(?!\s+market)/i, ['de']],
  [/\bjapanese\b/i, ['ja']],
];

const PLATFORM_WORDS: Array<[RegExp, (typeof PLATFORMS)[number]]> = [
  [/\b(?:instagram|insta|ig|reels?|instagrammers?)\b/i, 'instagram'],
  [/\b(?:youtube|yt|youtubers?|shorts)\b/i, 'youtube'],
  [/\b(?:tiktok|tiktokers?)\b/i, 'tiktok'],
  [/\b(?:twitter|tweets?|x\.com)\b/i, 'twitter'],
];

// Creator tiers as the industry names them, when no follower numbers are given.
const TIERS: Array<[RegExp, number, number | null]> = [
  [/\bnano[- ]?(?:creators?|influencers?)\b/i, 1_000, 10_000],
  [/\bmicro[- ]?(?:creators?|influencers?)\b/i, 10_000, 100_000],
  [/\bmid[- ]?tier\b/i, 100_000, 500_000],
  [/\bmacro[- ]?(?:creators?|influencers?)\b/i, 100_000, 1_000_000],
  [/\b(?:mega|celebrity|celeb)[- ]?(?:creators?|influencers?|s)?\b/i, 1_000_000, null],
];

const FOLLOWER_NUM = String.raw`(\d+(?:\.\d+)?)\s*(k|m|l|lakh|million)?`;
const FOLLOWER_RANGE = new RegExp(`${FOLLOWER_NUM}\\s*(?:-|–|to)\\s*${FOLLOWER_NUM}\\+?\\s*(?:followers|subs(?:cribers)?|audience)`, 'i');
const FOLLOWER_MIN = new RegExp(`(?:${FOLLOWER_NUM}\\s*\\+\\s*(?:followers|subs(?:cribers)?)|(?:at least|min(?:imum)?\\.?|over|above|more than)\\s+${FOLLOWER_NUM}\\s*(?:followers|subs(?:cribers)?))`, 'i');
const FOLLOWER_MAX = new RegExp(`(?:under|below|up to|upto|less than|max(?:imum)?\\.?)\\s+${FOLLOWER_NUM}\\s*(?:followers|subs(?:cribers)?)`, 'i');

function followerValue(n: string | undefined, unit: string | undefined): number | null {
  if (!n) return null;
  const v = Number(n);
  const mult = !unit ? 1 : /^k$/i.test(unit) ? 1e3 : /^(?:m|million)$/i.test(unit) ? 1e6 : 1e5;
  return Number.isFinite(v) ? Math.round(v * mult) : null;
}

const COUNT_WORDS: Record<string, number> = { one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, ek: 1, do: 2, teen: 3 };
const FORMAT_OF: Array<[RegExp, DeliverableFormat]> = [
  [/^reels?$/i, 'reel'],
  [/^(?:shorts?|youtube shorts?)$/i, 'short'],
  [/^(?:stories|story)$/i, 'story'],
  [/^(?:videos?|integrations?|vlogs?|dedicated videos?)$/i, 'video'],
  [/^(?:posts?|carousels?|static posts?)$/i, 'post'],
];
const DELIVERABLE_RE =
  /(?<![\p{L}\p{N}₹$£€.,])(\d{1,2}|one|a|an|two|three|four|five|six|ten|ek|do|teen)\s+(?:(instagram|insta|ig|youtube|yt|tiktok)\s+)?(reels?|shorts?|stories|story|videos?|integrations?|vlogs?|posts?|carousels?)\b(?:\s+(?:on|for)\s+(instagram|insta|youtube|tiktok))?/giu;

function platformOf(word: string | undefined): string | null {
  if (!word) return null;
  for (const [re, p] of PLATFORM_WORDS) if (re.test(word)) return p;
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE_RE =
  /\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?(?:\s+(\d{4}))?\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?(?:\s+(\d{4}))?\b/gi;

function isoDate(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Dates in the text, in order; a date without a year takes `year`. */
function findDates(text: string, year: number): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DATE_RE)) {
    let iso: string | null = null;
    if (m[1]) iso = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    else if (m[4]) iso = isoDate(Number(m[6] ?? year), MONTHS.indexOf(m[5]!.slice(0, 3).toLowerCase()) + 1, Number(m[4]));
    else if (m[7]) iso = isoDate(Number(m[9] ?? year), MONTHS.indexOf(m[7]!.slice(0, 3).toLowerCase()) + 1, Number(m[8]));
    if (iso) out.push(iso);
  }
  return out;
}

const CURRENCY_SIGN: Record<string, string> = { INR: '₹', USD: '$', GBP: '£', EUR: '€', JPY: '¥' };

/** '₹20,00,000' (Indian grouping for rupees), '$24,000', 'AED 60,000'. */
export function formatMoney(value: number, currency: string): string {
  const locale = currency === 'INR' ? 'en-IN' : 'en-US';
  const n = value.toLocaleString(locale, { maximumFractionDigits: 2 });
  const sign = CURRENCY_SIGN[currency];
  return sign ? `${sign}${n}` : `${currency} ${n}`;
}

export function budgetArithmetic(budget: BudgetResult, currency: string): string {
  if (budget.total === null) return '';
  const total = formatMoney(budget.total, currency);
  if (!budget.terms.length) return `${total} (stated total)`;
  const parts = budget.terms.map(
    (t) => `${t.count} creator${t.count === 1 ? '' : 's'} × ${formatMoney(t.rate, currency)}${t.months > 1 ? ` × ${t.months} months` : ''}`,
  );
  return `${parts.join(' + ')} = ${total}`;
}

export interface PlanInput {
  units: Unit[];
  budget: BudgetResult;
  currency: string;
  /** Creator phrases read for the niche ('skincare and beauty creators'). */
  nicheText: string;
  /** Units the text fields were read from, by field. */
  fieldUnits: Record<string, Unit | undefined>;
  /** Year for dates written without one. */
  year: number;
}

export function findPlan(input: PlanInput): ExtractionPlan {
  const plan = emptyPlan();
  const content = input.units.filter((u) => !u.signature);
  const text = content.map((u) => u.text).join('\n');

  plan.planned_creators = input.budget.creators;

  for (const [re, p] of PLATFORM_WORDS) if (re.test(text) && !plan.platforms.includes(p)) plan.platforms.push(p);
  for (const [re, code] of COUNTRY_WORDS) if (re.test(text) && !plan.target_countries.includes(code)) plan.target_countries.push(code);
  for (const [re, codes] of LANGUAGE_WORDS) {
    // A product that teaches or is about a language is not the campaign's language ('IELTS prep', 'spoken English classes').
    if (re.test(text)) for (const c of codes) if (!plan.target_languages.includes(c)) plan.target_languages.push(c);
  }

  const range = FOLLOWER_RANGE.exec(text);
  if (range) {
    plan.min_followers = followerValue(range[1], range[2] ?? range[4]);
    plan.max_followers = followerValue(range[3], range[4]);
  } else {
    const min = FOLLOWER_MIN.exec(text);
    if (min) plan.min_followers = followerValue(min[1] ?? min[3], min[2] ?? min[4]);
    const max = FOLLOWER_MAX.exec(text);
    if (max) plan.max_followers = followerValue(max[1], max[2]);
    if (!min && !max) {
      const tiers = TIERS.filter(([re]) => re.test(text));
      if (tiers.length) {
        plan.min_followers = Math.min(...tiers.map((t) => t[1]));
        const maxes = tiers.map((t) => t[2]);
        plan.max_followers = maxes.includes(null) ? null : Math.max(...(maxes as number[]));
      }
    }
  }

  for (const m of text.matchAll(DELIVERABLE_RE)) {
    const format = FORMAT_OF.find(([re]) => re.test(m[3]!))?.[1];
    if (!format) continue;
    const count = COUNT_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
    const platform = platformOf(m[2]) ?? platformOf(m[4]) ?? (format === 'short' || format === 'video' ? 'youtube' : 'instagram');
    if (!Number.isFinite(count) || count < 1) continue;
    if (!plan.deliverables.some((d) => d.platform === platform && d.format === format)) plan.deliverables.push({ platform, format, count });
    if (!plan.platforms.includes(platform)) plan.platforms.push(platform);
  }

  const timeline = content.filter((u) => u.label === 'timeline' || /\b(?:launch(?:es|ing)?|live|from|starts?|runs?|until|till|by|between|deadline|go[- ]live)\b/i.test(u.text));
  const dates = timeline.flatMap((u) => findDates(u.text, input.year));
  if (dates.length) {
    plan.start_date = dates[0]!;
    plan.end_date = dates.length > 1 ? dates[dates.length - 1]! : null;
  }

  plan.niche_text = input.nicheText;
  plan.budget_arithmetic = budgetArithmetic(input.budget, input.currency);
  if (input.budget.source) plan.sources.total_budget = input.budget.source.text;
  for (const [f, u] of Object.entries(input.fieldUnits)) if (u) plan.sources[f] = u.text;
  return plan;
}

// ---- the LLM path: whatever the model sent, a plan of the same shape --------------------------------

const ISO2 = /^[A-Z]{2}$/;
const ISO639 = /^[a-z]{2}$/;

function strings(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string').map((x) => x.trim()).filter(Boolean);
  if (typeof v === 'string' && v.trim()) return v.split(/\s*,\s*/).filter(Boolean);
  return [];
}

function posInt(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v.replace(/[,_\s]/g, '')) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

function dateOrNull(v: unknown): string | null {
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? v.trim() : null;
}

/** A plan from any raw object (a model's reply); unknown values are dropped, never guessed. */
export function normalizePlan(raw: unknown): ExtractionPlan {
  const plan = emptyPlan();
  if (!raw || typeof raw !== 'object') return plan;
  const r = raw as Record<string, unknown>;
  plan.planned_creators = posInt(r.planned_creators);
  plan.target_countries = [...new Set(strings(r.target_countries).map((c) => c.toUpperCase()).filter((c) => ISO2.test(c)))];
  plan.target_languages = [...new Set(strings(r.target_languages).map((c) => c.toLowerCase()).filter((c) => ISO639.test(c)))];
  plan.platforms = [...new Set(strings(r.platforms).map((p) => platformOf(p)).filter((p): p is string => Boolean(p)))];
  plan.min_followers = posInt(r.min_followers);
  plan.max_followers = posInt(r.max_followers);
  if (Array.isArray(r.deliverables)) {
    for (const d of r.deliverables as unknown[]) {
      if (!d || typeof d !== 'object') continue;
      const x = d as Record<string, unknown>;
      const format = typeof x.format === 'string' ? FORMAT_OF.find(([re]) => re.test(x.format as string))?.[1] : undefined;
      const platform = typeof x.platform === 'string' ? platformOf(x.platform) : null;
      const count = posInt(x.count);
      if (format && platform && count && (DELIVERABLE_FORMATS as readonly string[]).includes(format)) plan.deliverables.push({ platform, format, count } satisfies Deliverable);
    }
  }
  plan.start_date = dateOrNull(r.start_date);
  plan.end_date = dateOrNull(r.end_date);
  plan.niche_text = typeof r.niche_text === 'string' ? r.niche_text.trim().slice(0, 200) : '';
  plan.budget_arithmetic = typeof r.budget_arithmetic === 'string' ? r.budget_arithmetic.trim().slice(0, 300) : '';
  if (r.sources && typeof r.sources === 'object') {
    for (const [k, v] of Object.entries(r.sources as Record<string, unknown>)) if (typeof v === 'string' && v.trim()) plan.sources[k] = v.trim().slice(0, 500);
  }
  return plan;
}
