/**
 * Explainable creator-campaign scoring. Pure functions, no I/O.
 *
 * Four components, each 0-100, and their weighted sum:
 *
 *   niche_match       campaign niche vs the creator's niche and topics
 *   audience_match    the campaign's target audience (parsed from free text)
 *                     vs the share of the creator's audience in it
 *   engagement_score  engagement rate relative to peers (same platform and
 *                     follower tier); 50 at the peer median
 *   budget_fit        typical rate vs the per-creator budget
 *                     (total budget / planned creators)
 *
 * Vector similarity only picks the candidates; these scores rank them, and
 * each number can be explained to a user from the creator's stored data.
 */
import { analyzeText, normalizeNiche, type Niche, type TextAnalysis } from '../../ai/embeddings/vocabulary.js';
import { FX_UNITS_PER_USD } from '@inflow/contracts/vocabulary';

export type Gender = 'female' | 'male';

export interface ParsedAudience {
  /** ISO 3166-1 alpha-2, upper case. */
  countries: string[];
  /** ISO 639-1, lower case. */
  languages: string[];
  ageMin?: number;
  ageMax?: number;
  /** Empty, or both, means the target does not restrict gender. */
  genders: Gender[];
}

export interface CreatorAudience {
  countries?: Record<string, number> | null;
  languages?: Record<string, number> | null;
  age?: Record<string, number> | null;
  gender?: { female?: number; male?: number; other?: number } | null;
}

/** Score used where there is nothing to judge (no target at all, no audience data): neither good nor bad. */
export const NEUTRAL_SCORE = 50;

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : x > hi ? hi : x);
const clamp100 = (x: number) => (Number.isFinite(x) ? clamp(x, 0, 100) : 0);
export const round1 = (x: number) => Math.round(x * 10) / 10;

// ---------------------------------------------------------------------------
// Target audience parsing

/** Names, demonyms and big cities -> country. Multi-word names are matched as phrases. */
const COUNTRY_NAMES: Record<string, string> = {
  IN: 'india indian indians bharat mumbai delhi new_delhi bangalore bengaluru hyderabad chennai kolkata pune ahmedabad jaipur',
  US: 'united_states united_states_of_america america american americans usa new_york nyc los_angeles san_francisco chicago texas california',
  GB: 'uk united_kingdom britain great_britain british brits england scotland scottish wales welsh london manchester birmingham',
  CA: 'canada canadian canadians toronto vancouver montreal',
  AU: 'australia australian australians aussie aussies sydney melbourne',
  NZ: 'new_zealand kiwis',
  IE: 'ireland irish dublin',
  DE: 'germany berlin munich',
  FR: 'france paris',
  ES: 'spain spaniards madrid barcelona',
  IT: 'italy rome milan',
  NL: 'netherlands holland amsterdam',
  BR: 'brazil brazilian brazilians sao_paulo rio',
  MX: 'mexico mexican mexicans',
  AR: 'argentina argentinian argentinians argentine',
  CO: 'colombia colombian colombians',
  JP: 'japan tokyo',
  KR: 'south_korea korea seoul',
  CN: 'china',
  AE: 'uae united_arab_emirates emirates emirati dubai abu_dhabi',
  SA: 'saudi saudi_arabia riyadh',
  SG: 'singapore singaporean singaporeans',
  ID: 'indonesia jakarta',
  PH: 'philippines filipino filipinos filipina manila',
  MY: 'malaysia malaysian malaysians',
  TH: 'thailand bangkok',
  VN: 'vietnam',
  PK: 'pakistan pakistani pakistanis karachi lahore',
  BD: 'bangladesh bangladeshi bangladeshis dhaka',
  LK: 'sri_lanka sri_lankan',
  NP: 'nepal nepalese',
  NG: 'nigeria nigerian nigerians lagos',
  ZA: 'south_africa south_african south_africans',
  KE: 'kenya kenyan kenyans nairobi',
  EG: 'egypt egyptian egyptians cairo',
  RU: 'russia',
  TR: 'turkiye türkiye istanbul',
};

/** Regions -> their main markets. Matched before countries ('latin america' is not 'america'). */
const REGIONS: Array<[string, string[]]> = [
  ['latin_america latam south_america', ['MX', 'BR', 'AR', 'CO', 'CL', 'PE']],
  ['north_america', ['US', 'CA']],
  ['southeast_asia south_east_asia', ['ID', 'PH', 'VN', 'TH', 'MY', 'SG']],
  ['south_asia', ['IN', 'PK', 'BD', 'LK', 'NP']],
  ['middle_east gcc gulf mena', ['AE', 'SA', 'QA', 'KW', 'OM', 'BH']],
  ['scandinavia scandinavian nordics nordic', ['SE', 'NO', 'DK', 'FI']],
  ['europe european europeans', ['GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'IE', 'PL', 'SE', 'BE', 'PT', 'AT']],
  ['anz', ['AU', 'NZ']],
];

/** Language names -> ISO 639-1. */
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'english anglophone',
  hi: 'hindi',
  es: 'spanish hispanic latino latina latinos latinas',
  pt: 'portuguese',
  ar: 'arabic',
  bn: 'bengali bangla',
  ta: 'tamil',
  te: 'telugu',
  mr: 'marathi',
  gu: 'gujarati',
  kn: 'kannada',
  ml: 'malayalam',
  pa: 'punjabi',
  ur: 'urdu',
  tl: 'tagalog',
  ms: 'malay bahasa_malaysia',
};

/**
 * Words that name both a people and a language: alone they mean the country
 * and its language; followed by 'speaking', 'speakers' or 'language' they mean
 * the language only.
 */
const DEMONYM_LANGUAGES = new Map<string, [country: string, language: string]>(Object.entries({
  french: ['FR', 'fr'],
  german: ['DE', 'de'],
  germans: ['DE', 'de'],
  italian: ['IT', 'it'],
  italians: ['IT', 'it'],
  japanese: ['JP', 'ja'],
  korean: ['KR', 'ko'],
  koreans: ['KR', 'ko'],
  chinese: ['CN', 'zh'],
  mandarin: ['CN', 'zh'],
  dutch: ['NL', 'nl'],
  russian: ['RU', 'ru'],
  russians: ['RU', 'ru'],
  turkish: ['TR', 'tr'],
  thai: ['TH', 'th'],
  vietnamese: ['VN', 'vi'],
  indonesian: ['ID', 'id'],
  indonesians: ['ID', 'id'],
  polish: ['PL', 'pl'],
  swedish: ['SE', 'sv'],
}) as Array<[string, [string, string]]>);

const FEMALE_WORDS = 'women woman womens female females girls girl ladies lady moms mom mommies mommy mothers mother mums mum mamas wives wife brides sisters daughters she her';
const MALE_WORDS = 'men man mens male males guys guy boys boy dads dad daddies fathers father gentlemen gents husbands husband grooms bros he his';

/** Age labels -> [min, max] (ages as of 2025). */
const AGE_LABELS: Array<[RegExp, number, number]> = [
  [/\bgen(?:eration)?[\s-]?z\b|\bzoomers?\b|\bgenz\b/, 13, 28],
  [/\bmillennials?\b|\bgen(?:eration)?[\s-]?y\b/, 29, 44],
  [/\bgen(?:eration)?[\s-]?x\b/, 45, 60],
  [/\b(?:baby\s+)?boomers?\b/, 61, 80],
  [/\bteens?\b|\bteenagers?\b|\badolescents?\b/, 13, 19],
  [/\b(?:college|university|uni)[\s-](?:students?|goers?|kids)\b|\bundergrad(?:uate)?s?\b|\bcollegiate\b/, 18, 24],
  [/\bhigh[\s-]school(?:ers|\s+students?)?\b/, 14, 18],
  [/\byoung\s+adults?\b/, 18, 30],
  [/\byoung\s+professionals?\b|\bfresh\s+graduates?\b|\bnew\s+grads?\b/, 22, 35],
  [/\bmiddle[\s-]aged?\b/, 40, 60],
  [/\bseniors?\b|\belderly\b|\bretirees?\b|\bolder\s+adults?\b|\bpensioners?\b/, 60, 80],
];
const STUDENTS = /\bstudents?\b/;
const YOUNG = /\byoung(?:er)?\b|\byouth\b/;

const AGE_CEILING = 80;
const AGE_FLOOR = 13;

interface PhraseTable<T> {
  single: Map<string, T[]>;
  double: Map<string, T[]>;
  triple: Map<string, T[]>;
}

function phraseTable<T>(entries: Array<[string, T]>): PhraseTable<T> {
  const t: PhraseTable<T> = { single: new Map(), double: new Map(), triple: new Map() };
  for (const [phrase, value] of entries) {
    const words = phrase.split('_');
    const map = words.length === 1 ? t.single : words.length === 2 ? t.double : t.triple;
    const key = words.slice(0, 3).join(' ');
    map.set(key, [...(map.get(key) ?? []), value]);
  }
  return t;
}

const countryTable = phraseTable<string[]>([
  ...REGIONS.flatMap(([names, codes]) => names.split(' ').map((n) => [n, codes] as [string, string[]])),
  ...Object.entries(COUNTRY_NAMES).flatMap(([code, names]) => names.split(' ').map((n) => [n, [code]] as [string, string[]])),
]);
const languageTable = new Map<string, string>(
  Object.entries(LANGUAGE_NAMES).flatMap(([code, names]) => names.split(' ').map((n) => [n.replace(/_/g, ' '), code] as [string, string])),
);
const femaleSet = new Set(FEMALE_WORDS.split(' '));
const maleSet = new Set(MALE_WORDS.split(' '));
const LANGUAGE_MARKERS = new Set(['speaking', 'speaker', 'speakers', 'language', 'languages', 'medium', 'native']);

/**
 * Reads country, language, age and gender out of a free-text target audience,
 * e.g. 'young women 18-30 in India who do yoga' ->
 * { countries: ['IN'], languages: [], ageMin: 18, ageMax: 30, genders: ['female'] }.
 *
 * Countries come from names, demonyms, big cities and regions ('UK', 'British',
 * 'Mumbai', 'LATAM'); 'US' only in capitals (not the pronoun). Languages from
 * language names ('Hindi-speaking', 'Spanish'); a word that is both a people
 * and a language ('French') gives both unless followed by 'speaking' or
 * 'language'. Ages from ranges ('18-30', '25 to 40', '30+', 'over 40',
 * 'under 25', '20s') or labels ('Gen Z', 'millennials', 'college students',
 * 'teens'); 'young' alone means 18-34. Genders from words like 'women',
 * 'moms', 'men', 'dads'; both or neither means any.
 */
export function parseTargetAudience(text: string | null | undefined): ParsedAudience {
  const raw = (text ?? '').normalize('NFC');
  const lower = raw.toLowerCase();
  const words = lower.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  const tokens = words.map((w) => w.replace(/['’]s$/, '').replace(/['’]/g, ''));

  const countries = new Set<string>();
  const languages = new Set<string>();
  const genders = new Set<Gender>();

  // Countries and regions: longest phrase first, consumed so 'latin america' does not also match 'america'.
  for (let i = 0; i < tokens.length; i++) {
    const t3 = i + 2 < tokens.length ? countryTable.triple.get(`${tokens[i]} ${tokens[i + 1]} ${tokens[i + 2]}`) : undefined;
    const t2 = i + 1 < tokens.length ? countryTable.double.get(`${tokens[i]} ${tokens[i + 1]}`) : undefined;
    const hit = t3 ?? t2 ?? countryTable.single.get(tokens[i]!);
    if (hit) {
      for (const codes of hit) for (const c of codes) countries.add(c);
      i += t3 ? 2 : t2 ? 1 : 0;
    }
  }
  // 'US' / 'U.S.' / 'USA' in capitals only; lower-case 'us' is a pronoun.
  if (/(?<![\p{L}])(?:US|U\.S\.(?:A\.)?|USA)(?![\p{L}])/u.test(raw)) countries.add('US');
  if (/(?<![\p{L}])(?:EU)(?![\p{L}])/u.test(raw)) for (const c of REGIONS.find(([n]) => n.startsWith('europe'))![1]) countries.add(c);

  // Languages.
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const pair = `${t} ${tokens[i + 1] ?? ''}`;
    const lang = languageTable.get(pair) ?? languageTable.get(t);
    if (lang) languages.add(lang);
    if (t === 'hinglish') {
      languages.add('hi');
      languages.add('en');
    }
    const dl = DEMONYM_LANGUAGES.get(t);
    if (dl) {
      languages.add(dl[1]);
      if (!LANGUAGE_MARKERS.has(tokens[i + 1] ?? '')) countries.add(dl[0]);
    }
  }

  // Genders.
  for (const t of tokens) {
    if (femaleSet.has(t)) genders.add('female');
    else if (maleSet.has(t)) genders.add('male');
  }

  const ages = parseAges(lower);
  const out: ParsedAudience = {
    countries: [...countries].sort(),
    languages: [...languages].sort(),
    genders: (['female', 'male'] as const).filter((g) => genders.has(g)),
  };
  if (ages.min !== undefined) out.ageMin = ages.min;
  if (ages.max !== undefined) out.ageMax = ages.max;
  return out;
}

function parseAges(lower: string): { min?: number; max?: number } {
  const explicit: Array<[number, number]> = [];
  const isAge = (n: number) => n >= 10 && n <= 99;
  // Not money, percentages, thousands or counts of things.
  const NOT_AGE_AFTER = String.raw`(?!\s*(?:k\b|%|lakh|lakhs|crore|m\b|creators?|influencers?|posts?|videos?|reels?|days?|weeks?|months?|hours?|hrs?|mins?|minutes?|seconds?|secs?|kg|km|inr|usd|rs|\$|₹))`;
  const NOT_AGE_BEFORE = String.raw`(?<![\d$₹€£.,/:]\s?)`;

  const range = new RegExp(`${NOT_AGE_BEFORE}\\b(\\d{2})\\s*(?:-|–|—|to|until|through)\\s*(\\d{2})\\b${NOT_AGE_AFTER}`, 'g');
  for (const m of lower.matchAll(range)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (isAge(a) && isAge(b) && a < b) explicit.push([a, b]);
  }
  const plus = new RegExp(`${NOT_AGE_BEFORE}\\b(\\d{2})\\s*\\+(?!\\d)${NOT_AGE_AFTER}`, 'g');
  for (const m of lower.matchAll(plus)) {
    const a = Number(m[1]);
    if (isAge(a)) explicit.push([a, AGE_CEILING]);
  }
  for (const m of lower.matchAll(new RegExp(`\\b(?:over|above|older than|aged? over)\\s+(\\d{2})\\b${NOT_AGE_AFTER}`, 'g'))) {
    const a = Number(m[1]);
    if (isAge(a)) explicit.push([a + 1, AGE_CEILING]);
  }
  for (const m of lower.matchAll(/\b(\d{2})\s+(?:and|&)\s+(?:over|above|older|up)\b/g)) {
    const a = Number(m[1]);
    if (isAge(a)) explicit.push([a, AGE_CEILING]);
  }
  for (const m of lower.matchAll(new RegExp(`\\b(?:under|below|younger than|aged? under)\\s+(\\d{2})\\b${NOT_AGE_AFTER}`, 'g'))) {
    const b = Number(m[1]);
    if (isAge(b)) explicit.push([AGE_FLOOR, b - 1]);
  }
  for (const m of lower.matchAll(/\b(?:in (?:their|your) |mid[\s-]|early[\s-]|late[\s-])?([1-7])0'?s\b/g)) {
    const d = Number(m[1]) * 10;
    explicit.push([Math.max(AGE_FLOOR, d), d + 9]);
  }
  const words: Record<string, number> = { teens: 13, twenties: 20, thirties: 30, forties: 40, fifties: 50, sixties: 60 };
  for (const m of lower.matchAll(/\b(?:in (?:their|your) )?(twenties|thirties|forties|fifties|sixties)\b/g)) {
    const d = words[m[1]!]!;
    explicit.push([d, d + 9]);
  }
  // 'aged 25' / 'age 30' alone: a point age, widen a little.
  if (explicit.length === 0) {
    for (const m of lower.matchAll(/\baged?\s+(\d{2})\b(?!\s*(?:-|–|to|\+))/g)) {
      const a = Number(m[1]);
      if (isAge(a)) explicit.push([a - 2, a + 2]);
    }
  }
  let ranges = explicit;
  if (ranges.length === 0) {
    ranges = AGE_LABELS.filter(([re]) => re.test(lower)).map(([, a, b]) => [a, b] as [number, number]);
    if (ranges.length === 0 && STUDENTS.test(lower)) ranges = [[15, 24]];
    if (ranges.length === 0 && YOUNG.test(lower)) ranges = [[18, 34]];
  }
  if (ranges.length === 0) return {};
  const min = Math.min(...ranges.map((r) => r[0]));
  const max = Math.max(...ranges.map((r) => r[1]));
  return {
    min: min > AGE_FLOOR ? min : undefined,
    max: max < AGE_CEILING ? max : undefined,
  };
}

// ---------------------------------------------------------------------------
// Audience match

/**
 * Share of an audience dimension that counts as a complete match, and the
 * share that counts as none. Between them the score is linear. Shares are
 * rarely pure: 60% of followers in one country is already an excellent
 * country fit, and 50/50 gender is typical, so it earns little.
 */
export const AUDIENCE_RAMPS = {
  countries: { none: 0, full: 0.6 },
  languages: { none: 0, full: 0.7 },
  age: { none: 0, full: 0.6 },
  gender: { none: 0.3, full: 0.75 },
} as const;

/** How much each dimension counts when the target names it (renormalised over the named ones). */
export const AUDIENCE_DIMENSION_WEIGHTS = { countries: 0.35, languages: 0.25, age: 0.2, gender: 0.2 } as const;

/**
 * Without audience data for a dimension, the creator's own country/language
 * stands in: a creator in the target country is assumed to have this share
 * of audience there, otherwise the low share.
 */
const PROXY_SHARE_MATCH = 0.5;
const PROXY_SHARE_MISS = 0.05;

/** Audience age buckets as [from, to) in years; '45+' is taken as 45-64. */
export const AGE_BUCKET_RANGES: Record<string, [number, number]> = {
  '13-17': [13, 18],
  '18-24': [18, 25],
  '25-34': [25, 35],
  '35-44': [35, 45],
  '45+': [45, 65],
};

export type AudienceDimension = keyof typeof AUDIENCE_DIMENSION_WEIGHTS;
export interface AudienceExplanation {
  /** 0-100. */
  score: number;
  /** Per dimension named by the target: share of the audience in the target (0-1) and its 0-100 score. */
  dimensions: Partial<Record<AudienceDimension, { share: number; score: number; source: 'audience' | 'profile' | 'none' }>>;
}

/** Shares normalised so they never sum above 1 (data in percent, or rounding, is tolerated). */
function shares(rec: Record<string, number> | null | undefined): Map<string, number> {
  const m = new Map<string, number>();
  if (!rec) return m;
  let sum = 0;
  for (const [k, v] of Object.entries(rec)) {
    if (typeof v === 'number' && Number.isFinite(v) && v > 0) {
      m.set(k, v);
      sum += v;
    }
  }
  if (sum > 1) for (const [k, v] of m) m.set(k, v / sum);
  return m;
}

function ramp(share: number, r: { none: number; full: number }): number {
  return clamp100(((share - r.none) / (r.full - r.none)) * 100);
}

/** The audience match with its per-dimension breakdown (what the UI can show as 'why'). */
export function explainAudienceMatch(
  target: ParsedAudience,
  audience: CreatorAudience | null | undefined,
  creatorCountry?: string | null,
  creatorLanguage?: string | null,
): AudienceExplanation {
  const dims: AudienceExplanation['dimensions'] = {};

  if (target.countries.length > 0) {
    const m = shares(audience?.countries);
    let share: number;
    let source: 'audience' | 'profile' | 'none';
    if (m.size > 0) {
      share = 0;
      for (const c of new Set(target.countries.map((c) => c.toUpperCase()))) share += m.get(c) ?? m.get(c.toLowerCase()) ?? 0;
      source = 'audience';
    } else if (creatorCountry) {
      share = target.countries.includes(creatorCountry.toUpperCase()) ? PROXY_SHARE_MATCH : PROXY_SHARE_MISS;
      source = 'profile';
    } else {
      share = NaN;
      source = 'none';
    }
    dims.countries = { share: Number.isNaN(share) ? 0 : clamp(share, 0, 1), score: Number.isNaN(share) ? NEUTRAL_SCORE : ramp(share, AUDIENCE_RAMPS.countries), source };
  }

  if (target.languages.length > 0) {
    const m = shares(audience?.languages);
    let share: number;
    let source: 'audience' | 'profile' | 'none';
    if (m.size > 0) {
      share = 0;
      for (const l of new Set(target.languages.map((l) => l.toLowerCase()))) share += m.get(l) ?? 0;
      source = 'audience';
    } else if (creatorLanguage) {
      share = target.languages.includes(creatorLanguage.toLowerCase()) ? PROXY_SHARE_MATCH : PROXY_SHARE_MISS;
      source = 'profile';
    } else {
      share = NaN;
      source = 'none';
    }
    dims.languages = { share: Number.isNaN(share) ? 0 : clamp(share, 0, 1), score: Number.isNaN(share) ? NEUTRAL_SCORE : ramp(share, AUDIENCE_RAMPS.languages), source };
  }

  if (target.ageMin !== undefined || target.ageMax !== undefined) {
    const lo = target.ageMin ?? AGE_FLOOR;
    const hi = (target.ageMax ?? AGE_CEILING) + 1;
    const m = shares(audience?.age);
    if (m.size > 0) {
      let share = 0;
      for (const [bucket, s] of m) {
        const r = Object.hasOwn(AGE_BUCKET_RANGES, bucket) ? AGE_BUCKET_RANGES[bucket] : undefined;
        if (!r) continue;
        const overlap = Math.max(0, Math.min(hi, r[1]) - Math.max(lo, r[0]));
        share += (s * overlap) / (r[1] - r[0]);
      }
      dims.age = { share: clamp(share, 0, 1), score: ramp(share, AUDIENCE_RAMPS.age), source: 'audience' };
    } else {
      dims.age = { share: 0, score: NEUTRAL_SCORE, source: 'none' };
    }
  }

  if (target.genders.length === 1) {
    const g = audience?.gender;
    const vals = g ? [g.female, g.male, g.other].map((v) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0)) : [];
    const sum = vals.reduce((a, b) => a + b, 0);
    if (sum > 0) {
      const share = (target.genders[0] === 'female' ? vals[0]! : vals[1]!) / Math.max(1, sum);
      dims.gender = { share: clamp(share, 0, 1), score: ramp(share, AUDIENCE_RAMPS.gender), source: 'audience' };
    } else {
      dims.gender = { share: 0, score: NEUTRAL_SCORE, source: 'none' };
    }
  }

  let wsum = 0;
  let acc = 0;
  for (const [k, d] of Object.entries(dims) as Array<[AudienceDimension, { score: number }]>) {
    wsum += AUDIENCE_DIMENSION_WEIGHTS[k];
    acc += AUDIENCE_DIMENSION_WEIGHTS[k] * d.score;
  }
  return { score: wsum > 0 ? clamp100(acc / wsum) : NEUTRAL_SCORE, dimensions: dims };
}

/**
 * 0-100: how much of the creator's audience is in the target, averaged over
 * the dimensions the target names (countries 35%, languages 25%, age 20%,
 * gender 20%, renormalised). A dimension the target does not name is left
 * out; a target that names nothing scores NEUTRAL_SCORE (50) for everyone.
 */
export function audienceMatch(
  target: ParsedAudience,
  audience: CreatorAudience | null | undefined,
  creatorCountry?: string | null,
  creatorLanguage?: string | null,
): number {
  return explainAudienceMatch(target, audience, creatorCountry, creatorLanguage).score;
}

// ---------------------------------------------------------------------------
// Niche match

/**
 * Related niches and how close they are (0-1). Symmetric. A related niche
 * scores 100 x closeness before topic overlap, so the closest pairs (70)
 * stay below an exact niche (100).
 */
export const NICHE_ADJACENCY: ReadonlyArray<readonly [Niche, Niche, number]> = [
  ['fitness', 'health', 0.7],
  ['beauty', 'fashion', 0.7],
  ['technology', 'gaming', 0.6],
  ['gaming', 'entertainment', 0.6],
  ['food', 'health', 0.5],
  ['parenting', 'lifestyle', 0.5],
  ['fashion', 'lifestyle', 0.5],
  ['travel', 'lifestyle', 0.5],
  ['home', 'lifestyle', 0.5],
  ['finance', 'education', 0.5],
  ['food', 'travel', 0.5],
  ['beauty', 'lifestyle', 0.4],
  ['food', 'lifestyle', 0.4],
  ['beauty', 'health', 0.4],
  ['entertainment', 'lifestyle', 0.4],
  ['education', 'parenting', 0.4],
  ['home', 'parenting', 0.4],
  ['food', 'home', 0.4],
  ['technology', 'automotive', 0.4],
  ['automotive', 'travel', 0.4],
  ['fitness', 'lifestyle', 0.3],
  ['health', 'lifestyle', 0.3],
  ['health', 'parenting', 0.3],
  ['technology', 'education', 0.3],
  ['technology', 'finance', 0.3],
  ['pets', 'lifestyle', 0.3],
  ['pets', 'home', 0.3],
  ['pets', 'parenting', 0.3],
  ['fashion', 'travel', 0.3],
  ['fashion', 'entertainment', 0.3],
  ['fitness', 'entertainment', 0.2],
  ['fitness', 'fashion', 0.2],
];

const ADJ = new Map<string, number>();
for (const [a, b, w] of NICHE_ADJACENCY) {
  ADJ.set(`${a}|${b}`, w);
  ADJ.set(`${b}|${a}`, w);
}

/** Closeness of two niches: 1 if equal, the adjacency weight if related, else 0. */
export function nicheCloseness(a: string, b: string): number {
  if (a === b) return 1;
  return ADJ.get(`${a}|${b}`) ?? 0;
}

/** Points per creator topic that matches the campaign's keywords (fully), and the cap on them. */
export const TOPIC_POINTS = 25;
export const TOPIC_BONUS_MAX = 60;

interface KeywordProfile {
  analysis: TextAnalysis;
  /** Niches that carry at least a third of the keywords' niche weight. */
  strongNiches: Set<Niche>;
  topNiche?: Niche;
}

const keywordCache = new WeakMap<readonly string[], KeywordProfile>();
const keywordTextCache = new Map<string, KeywordProfile>();

// Creator topics repeat a lot across creators; analyse each distinct one once.
const topicCache = new Map<string, TextAnalysis>();
function topicAnalysis(topic: string): TextAnalysis {
  let a = topicCache.get(topic);
  if (!a) {
    if (topicCache.size >= 20_000) topicCache.clear();
    a = analyzeText(topic);
    topicCache.set(topic, a);
  }
  return a;
}

/** Keywords as a list of phrases or as one text. */
export type CampaignKeywords = string | readonly string[];

function keywordProfile(keywords: CampaignKeywords): KeywordProfile {
  const cached = typeof keywords === 'string' ? keywordTextCache.get(keywords) : keywordCache.get(keywords);
  if (cached) return cached;
  const analysis = analyzeText(typeof keywords === 'string' ? keywords : keywords.join('. '));
  let max = 0;
  let topNiche: Niche | undefined;
  for (const [n, w] of analysis.niches) {
    if (w > max) {
      max = w;
      topNiche = n;
    }
  }
  const strongNiches = new Set<Niche>([...analysis.niches].filter(([, w]) => w >= max / 3 && w >= 0.5).map(([n]) => n));
  const profile: KeywordProfile = { analysis, strongNiches, topNiche };
  if (typeof keywords === 'string') {
    if (keywordTextCache.size >= 1000) keywordTextCache.clear();
    keywordTextCache.set(keywords, profile);
  } else keywordCache.set(keywords, profile);
  return profile;
}

/**
 * How well one creator topic matches the campaign keywords, 0-1: the share of
 * the topic's words found in the keywords; else 0.7 when they share a finer
 * concept (topic 'audio gear' vs keyword 'earbuds'); else 0.35 when the topic
 * belongs to one of the keywords' main niches.
 */
export function topicCredit(topic: string, keywords: CampaignKeywords): number {
  const kp = keywordProfile(keywords);
  const t = topicAnalysis(topic);
  let credit = 0;
  if (t.stems.size > 0) {
    let hit = 0;
    for (const s of t.stems) if (kp.analysis.stems.has(s)) hit++;
    credit = hit / t.stems.size;
  }
  for (const c of t.concepts) {
    if (kp.analysis.concepts.has(c)) {
      credit = Math.max(credit, 0.7);
      break;
    }
  }
  if (credit < 0.35) {
    for (const [n, w] of t.niches) {
      if (w >= 0.5 && kp.strongNiches.has(n)) {
        credit = 0.35;
        break;
      }
    }
  }
  return credit;
}

/**
 * 0-100. Base: 100 for the campaign's niche, 100 x closeness for a related
 * niche (NICHE_ADJACENCY), else 0. Each creator topic that matches the
 * campaign keywords adds up to TOPIC_POINTS (see topicCredit), at most
 * TOPIC_BONUS_MAX in all; the sum is capped at 100. Topics only add, so a
 * niche match never lowers the score. Without a usable campaign niche the
 * keywords' dominant niche stands in.
 */
export function nicheMatch(
  campaignNiche: string | null | undefined,
  campaignKeywords: CampaignKeywords,
  creator: { niche: string; topics?: readonly string[] | null },
): number {
  const kp = keywordProfile(campaignKeywords);
  const cNiche = normalizeNiche(campaignNiche) ?? kp.topNiche;
  const crNiche = normalizeNiche(creator.niche);
  const base = cNiche && crNiche ? 100 * nicheCloseness(cNiche, crNiche) : 0;
  if (base >= 100) return 100;
  let credits = 0;
  if (campaignKeywords.length > 0) {
    const seen = new Set<string>();
    for (const topic of creator.topics ?? []) {
      const key = topic.trim().toLowerCase();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      credits += topicCredit(key, campaignKeywords);
    }
  }
  // Topics can lift a creator of another niche close to, never level with, a creator of the campaign's own niche.
  const cap = cNiche && crNiche !== cNiche ? OTHER_NICHE_MAX : 100;
  return clamp100(Math.min(cap, base + Math.min(TOPIC_BONUS_MAX, TOPIC_POINTS * credits)));
}

/** Highest niche_match for a creator outside the campaign's niche, however many topics overlap. */
export const OTHER_NICHE_MAX = 85;

/**
 * Keywords of a campaign for topic overlap: the product name, niche,
 * description and use cases, split into phrases.
 */
export function campaignKeywords(campaign: {
  product_name?: string | null;
  product_niche?: string | null;
  product_description?: string | null;
  key_use_cases?: string | null;
}): string[] {
  const parts = [campaign.product_name, campaign.product_niche, campaign.product_description, campaign.key_use_cases]
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .flatMap((s) => s.split(/[,;.\n|/]+|\s+(?:and|or|&)\s+/i))
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(parts)];
}

// ---------------------------------------------------------------------------
// Engagement

export type FollowerTier = 'nano' | 'micro' | 'mid' | 'macro' | 'mega';

/** nano < 10k <= micro < 100k <= mid < 500k <= macro < 1M <= mega. */
export function followerTier(followers: number): FollowerTier {
  if (!(followers >= 10_000)) return 'nano';
  if (followers < 100_000) return 'micro';
  if (followers < 500_000) return 'mid';
  if (followers < 1_000_000) return 'macro';
  return 'mega';
}

/** Key of a creator's peer group for engagement: same platform and follower tier. */
export function engagementPeerKey(platform: string, followers: number): string {
  return `${platform}:${followerTier(followers)}`;
}

/**
 * Rough public benchmarks of median engagement (percent) by tier, used only
 * when a peer group has no data. Engagement falls as audiences grow.
 */
export const FALLBACK_ENGAGEMENT_MEDIAN: Record<FollowerTier, number> = {
  nano: 4,
  micro: 2.5,
  mid: 1.8,
  macro: 1.4,
  mega: 1.1,
};

/** Median engagement rate per peer group (platform x follower tier) of a set of creators. */
export function computePeerMedians(
  creators: Iterable<{ platform: string; followers_count: number; engagement_rate: number }>,
): Map<string, number> {
  const groups = new Map<string, number[]>();
  for (const c of creators) {
    if (!Number.isFinite(c.engagement_rate)) continue;
    const k = engagementPeerKey(c.platform, c.followers_count);
    const g = groups.get(k);
    if (g) g.push(c.engagement_rate);
    else groups.set(k, [c.engagement_rate]);
  }
  const out = new Map<string, number>();
  for (const [k, g] of groups) {
    g.sort((a, b) => a - b);
    const mid = g.length >> 1;
    out.set(k, g.length % 2 ? g[mid]! : (g[mid - 1]! + g[mid]!) / 2);
  }
  return out;
}

/**
 * 0-100, 50 at the peer median: 100 * r^2 / (1 + r^2) with r = rate / median,
 * so twice the median scores 80, half of it 20, three times 90. Increasing in
 * the rate and bounded. Without a usable median, 2.5% stands in.
 */
export function engagementScore(engagementRate: number, peerMedian: number): number {
  if (!(engagementRate > 0)) return 0;
  const median = peerMedian > 0 && Number.isFinite(peerMedian) ? peerMedian : FALLBACK_ENGAGEMENT_MEDIAN.micro;
  const r = engagementRate / median;
  if (!Number.isFinite(r)) return 100;
  const r2 = r * r;
  return clamp100((100 * r2) / (1 + r2));
}

// ---------------------------------------------------------------------------
// Budget

/** Per-creator budget: total budget over the planned number of creators (default 10). */
export function perCreatorBudget(totalBudget: number, plannedCreators?: number | null): number {
  const n = plannedCreators && plannedCreators > 0 ? plannedCreators : 10;
  return totalBudget > 0 ? totalBudget / n : 0;
}

/**
 * 0-100. 100 while the rate is within the per-creator budget; between 1x and
 * 2x the budget it falls along a half cosine (smooth at both ends: 85 at
 * 1.25x, 50 at 1.5x, 15 at 1.75x); 0 at twice the budget or more. Never
 * increases with the rate. An unknown rate scores NEUTRAL_SCORE.
 */
export function budgetFit(typicalRate: number, perCreatorBudget: number): number {
  if (!Number.isFinite(typicalRate) || typicalRate < 0) return NEUTRAL_SCORE;
  const budget = Number.isFinite(perCreatorBudget) && perCreatorBudget > 0 ? perCreatorBudget : 0;
  if (typicalRate <= budget) return 100;
  if (budget === 0) return 0;
  const ratio = typicalRate / budget;
  if (ratio >= 2) return 0;
  return clamp100(50 * (1 + Math.cos(Math.PI * (ratio - 1))));
}

/** Units of each currency per US dollar: the fixed table of @inflow/contracts (not for accounting). */
export { FX_UNITS_PER_USD };

/** Converts an amount between two currencies of FX_UNITS_PER_USD; throws RangeError for others. */
export function convertCurrency(amount: number, from: string, to: string): number {
  const f = from.toUpperCase();
  const t = to.toUpperCase();
  if (f === t) return amount;
  const uf = Object.hasOwn(FX_UNITS_PER_USD, f) ? FX_UNITS_PER_USD[f] : undefined;
  const ut = Object.hasOwn(FX_UNITS_PER_USD, t) ? FX_UNITS_PER_USD[t] : undefined;
  if (uf === undefined || ut === undefined) {
    throw new RangeError(`no exchange rate for ${uf === undefined ? f : t}; known: ${Object.keys(FX_UNITS_PER_USD).join(', ')}`);
  }
  return (amount / uf) * ut;
}

// ---------------------------------------------------------------------------
// Match score

export interface ScoreWeights {
  niche_match: number;
  audience_match: number;
  engagement_score: number;
  budget_fit: number;
}

/*
 * Why these weights
 * -----------------
 * niche_match 0.40      Relevance comes first: a creator whose content is not
 *                       about the product cannot sell it, at any price or
 *                       reach. It also carries the strongest signal we have
 *                       (the creator's declared niche and topics).
 * budget_fit 0.25       Feasibility: a creator far above the per-creator
 *                       budget cannot be booked, so an affordable good fit
 *                       must beat an unaffordable perfect one.
 * audience_match 0.20   Who the followers are matters, but audience data is
 *                       partial and the target is parsed from free text, so
 *                       it refines rather than decides. Neutral (50) when the
 *                       target names nothing.
 * engagement_score 0.15 A quality signal relative to peers; noisy and easy to
 *                       inflate, so it breaks ties more than it ranks.
 *
 * Weights are relative: match_score divides by their sum, so a tuned set
 * need not add up to 1 and the score stays within 0-100.
 */
export const DEFAULT_WEIGHTS: Readonly<ScoreWeights> = Object.freeze({
  niche_match: 0.4,
  audience_match: 0.2,
  engagement_score: 0.15,
  budget_fit: 0.25,
});

export interface ScoreBreakdown extends ScoreWeights {
  /** Weighted sum of the (rounded) components, 0-100, one decimal. */
  match_score: number;
}

/** Everything about a campaign the scores need, computed once per match run. */
export interface MatchContext {
  /** Campaign niche (one of the 16, or free text that names one). */
  niche: string;
  /** See campaignKeywords(); one free text works too. */
  keywords: CampaignKeywords;
  audience: ParsedAudience;
  perCreatorBudget: number;
  /** Currency of the budget; creator rates in another known currency are converted. */
  currency?: string;
}

export interface ScoringCreator {
  niche: string;
  topics?: readonly string[] | null;
  engagement_rate: number;
  typical_rate: number;
  currency?: string | null;
  country?: string | null;
  language?: string | null;
  audience?: CreatorAudience | null;
}

export function buildMatchContext(campaign: {
  product_name?: string | null;
  product_niche?: string | null;
  product_description?: string | null;
  key_use_cases?: string | null;
  target_audience?: string | null;
  total_budget: number;
  planned_creators?: number | null;
  currency?: string | null;
}): MatchContext {
  return {
    niche: campaign.product_niche ?? '',
    keywords: campaignKeywords(campaign),
    audience: parseTargetAudience(campaign.target_audience),
    perCreatorBudget: perCreatorBudget(campaign.total_budget, campaign.planned_creators),
    currency: campaign.currency ?? undefined,
  };
}

/** Throws RangeError unless every weight is a finite number >= 0 and they do not all equal 0. */
export function validateWeights(weights: ScoreWeights): ScoreWeights {
  const keys = ['niche_match', 'audience_match', 'engagement_score', 'budget_fit'] as const;
  for (const k of keys) {
    const w = weights[k];
    if (typeof w !== 'number' || !Number.isFinite(w) || w < 0) throw new RangeError(`weight ${k} must be a number >= 0, got ${String(w)}`);
  }
  if (keys.every((k) => weights[k] === 0)) throw new RangeError('at least one weight must be greater than 0');
  return weights;
}

/** The creator's rate in the campaign's currency when both currencies are known, else as stored. */
export function rateInCampaignCurrency(creator: Pick<ScoringCreator, 'typical_rate' | 'currency'>, currency: string | undefined): number {
  if (!currency || !creator.currency || creator.currency.toUpperCase() === currency.toUpperCase()) return creator.typical_rate;
  try {
    return convertCurrency(creator.typical_rate, creator.currency, currency);
  } catch {
    return creator.typical_rate;
  }
}

/**
 * All four components (0-100, one decimal) and match_score, their weighted
 * sum (0-100, one decimal). `peerMedian` is the median engagement rate of the
 * creator's platform and follower tier (see computePeerMedians).
 */
export function scoreCreator(
  ctx: MatchContext,
  creator: ScoringCreator,
  peerMedian: number,
  weights: ScoreWeights = DEFAULT_WEIGHTS,
): ScoreBreakdown {
  validateWeights(weights);
  const c = {
    niche_match: round1(nicheMatch(ctx.niche, ctx.keywords, creator)),
    audience_match: round1(audienceMatch(ctx.audience, creator.audience, creator.country, creator.language)),
    engagement_score: round1(engagementScore(creator.engagement_rate, peerMedian)),
    budget_fit: round1(budgetFit(rateInCampaignCurrency(creator, ctx.currency), ctx.perCreatorBudget)),
  };
  const wsum = weights.niche_match + weights.audience_match + weights.engagement_score + weights.budget_fit;
  const total =
    (weights.niche_match * c.niche_match +
      weights.audience_match * c.audience_match +
      weights.engagement_score * c.engagement_score +
      weights.budget_fit * c.budget_fit) /
    wsum;
  return { ...c, match_score: round1(clamp100(total)) };
}

