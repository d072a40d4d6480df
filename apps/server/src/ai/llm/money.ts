// Finding and reading money amounts in free text: '₹8,00,000', 'Rs 6 lacs', '$18.5k', '1.2 cr',
// 'INR 1.8 mn', '25.000 €', '₹90,000 to ₹1.2 lakh', '$900–$1,250'. Shared by the budget parser of the
// normaliser and by the local extractor.
import { DOLLAR_SIGN_CURRENCIES } from '@inflow/contracts/vocabulary';

export interface Amount {
  /** Span in the scanned text, currency sign and multiplier word included. */
  start: number;
  end: number;
  /** Range ends; equal when the amount is not a range. */
  low: number;
  high: number;
  /** ISO 4217 code when a currency sign or word is attached to the amount. */
  currency: string | null;
  /** Normalised multiplier word ('k', 'lakh', 'crore', 'million', 'billion') or null. */
  multiplier: string | null;
  isRange: boolean;
}

// Prefix signs and codes. Order matters: longer tokens first.
const PREFIX_CURRENCIES: Array<[string, string]> = [
  ['US$', 'USD'], ['USD', 'USD'], ['AU$', 'AUD'], ['A$', 'AUD'], ['AUD', 'AUD'], ['CA$', 'CAD'], ['C$', 'CAD'],
  ['CAD', 'CAD'], ['NZ$', 'NZD'], ['NZD', 'NZD'], ['S$', 'SGD'], ['SGD', 'SGD'], ['HK$', 'HKD'], ['HKD', 'HKD'],
  ['R$', 'BRL'], ['BRL', 'BRL'], ['MX$', 'MXN'], ['MXN', 'MXN'], ['$', 'USD'], ['₹', 'INR'], ['Rs.', 'INR'],
  ['Rs', 'INR'], ['INR', 'INR'], ['£', 'GBP'], ['GBP', 'GBP'], ['€', 'EUR'], ['EUR', 'EUR'], ['AED', 'AED'],
  ['Dhs.', 'AED'], ['Dhs', 'AED'], ['Dh', 'AED'], ['SAR', 'SAR'], ['QAR', 'QAR'], ['KWD', 'KWD'], ['OMR', 'OMR'],
  ['BHD', 'BHD'], ['Rupees', 'INR'], ['Rupee', 'INR'], ['¥', 'JPY'], ['JPY', 'JPY'], ['CNY', 'CNY'], ['RMB', 'CNY'], ['CHF', 'CHF'], ['ZAR', 'ZAR'],
  ['₦', 'NGN'], ['NGN', 'NGN'], ['KES', 'KES'], ['KSh', 'KES'], ['₱', 'PHP'], ['PHP', 'PHP'], ['RM', 'MYR'],
  ['MYR', 'MYR'], ['IDR', 'IDR'], ['Rp', 'IDR'], ['฿', 'THB'], ['THB', 'THB'], ['₩', 'KRW'], ['KRW', 'KRW'],
  ['৳', 'BDT'], ['BDT', 'BDT'], ['PKR', 'PKR'], ['LKR', 'LKR'], ['NPR', 'NPR'], ['SEK', 'SEK'], ['NOK', 'NOK'],
  ['DKK', 'DKK'], ['PLN', 'PLN'], ['TRY', 'TRY'], ['₺', 'TRY'], ['EGP', 'EGP'], ['E£', 'EGP'], ['Ksh', 'KES'], ['Rp.', 'IDR'],
  ['CHF.', 'CHF'], ['Fr.', 'CHF'], ['SFr.', 'CHF'], ['zł', 'PLN'], ['MXN', 'MXN'], ['ARS', 'ARS'], ['COP', 'COP'],
  ['CLP', 'CLP'], ['VND', 'VND'], ['₫', 'VND'], ['GHS', 'GHS'], ['₵', 'GHS'], ['TWD', 'TWD'], ['NT$', 'TWD'], ['ILS', 'ILS'], ['₪', 'ILS'],
  ['CZK', 'CZK'], ['HUF', 'HUF'], ['RON', 'RON'], ['UAH', 'UAH'], ['₴', 'UAH'], ['MAD', 'MAD'], ['QR', 'QAR'],
  // The local signs of the other currencies the product accepts: the Peruvian sol ('S/ 18,000', 'S/. 2 500'), the Gulf
  // dinars and rials ('KD 1,250.000', 'RO 4,500', 'BD 900', 'SR 50,000'), the Turkish lira ('TL 40.000') and the
  // peso signs that say which peso ('AR$', 'CLP$', 'COL$').
  ['S/.', 'PEN'], ['S/', 'PEN'], ['PEN', 'PEN'], ['KD', 'KWD'], ['RO', 'OMR'], ['BD', 'BHD'], ['SR', 'SAR'], ['TL', 'TRY'],
  ['AR$', 'ARS'], ['CLP$', 'CLP'], ['COL$', 'COP'], ['Kč', 'CZK'],
  // One-letter signs, read only when glued to a grouped or long number or one with a multiplier ('R120 000', 'N500k',
  // 'P50k' — the peso as Filipinos write it): 'R2', 'N95' or 'P1' are names.
  ['R', 'ZAR'], ['N', 'NGN'], ['P', 'PHP'],
];
const ONE_LETTER_SIGNS = new Set(['R', 'N', 'P']);
/** Currencies written with three decimals (fils / baisa). */
const THREE_DECIMALS = new Set(['KWD', 'OMR', 'BHD']);
/** Signs that are also ordinary letters or abbreviations ('SR 2', 'TL 5'): money only on a number that looks like money. */
const WEAK_SIGNS = new Set([...ONE_LETTER_SIGNS, 'SR', 'TL']);
// Longest sign first, so 'NT$' or 'AR$' is never read as its last character '$'.
const PREFIX_BY_LENGTH = [...PREFIX_CURRENCIES].sort((a, b) => b[0].length - a[0].length);

/** ISO codes read as they are after a number ('40,000 SEK'); the suffix list's '' entry stands for them. */
const CODES_AFTER = ['PEN', 'SEK', 'NOK', 'DKK', 'PHP', 'KES', 'EGP', 'HKD', 'MXN', 'TRY', 'QAR', 'KWD', 'OMR', 'BHD', 'BDT', 'PKR', 'LKR', 'NPR', 'VND', 'GHS', 'TWD', 'ILS', 'CZK', 'HUF', 'RON', 'UAH', 'MAD', 'ARS', 'COP', 'CLP'];

// Words written after a number ('50,000 rupees', '25.000 €', '$25,000 USD').
const SUFFIX_CURRENCIES: Array<[RegExp, string]> = [
  [/^(?:indian\s+)?(?:rupees?|rupaye?|rupaiye|rupiya|rupaiya)\b|^rs\b\.?|^inr\b|^₹/i, 'INR'],
  [/^(?:us\s+)?dollars?\b|^usd\b|^bucks\b/i, 'USD'],
  [/^(?:british\s+)?pounds?(?:\s+sterling)?\b|^quid\b|^gbp\b|^£/i, 'GBP'],
  [/^euros?\b|^eur\b|^€/i, 'EUR'],
  [/^dirhams?\b|^aed\b/i, 'AED'],
  // Moroccans write the dirham 'DH' ('70 000 DH'); 'Dhs' / 'Dh' is the UAE's.
  [/^DH(?![\p{L}])/u, 'MAD'],
  [/^dhs?(?![\p{L}])\.?/iu, 'AED'],
  // 'kr' is the krona or krone of Sweden, Norway, Denmark and Iceland alike: read as SEK, and the budget is marked for
  // review (local.ts) unless the brief names the currency.
  [/^kr(?![\p{L}])\.?|^kron(?:or|er|a|e)(?![\p{L}])/iu, 'SEK'],
  [/^riyals?\b|^sar\b/i, 'SAR'],
  [/^cad\b/i, 'CAD'],
  [/^aud\b/i, 'AUD'],
  [/^sgd\b/i, 'SGD'],
  [/^nzd\b/i, 'NZD'],
  [/^yen\b|^jpy\b/i, 'JPY'],
  [/^chf\b|^swiss francs?\b|^(?:s?fr\.|franken\b)/i, 'CHF'],
  [/^reais\b|^real\b(?=\s*$)|^brl\b|^r\$/i, 'BRL'],
  [/^rand\b|^zar\b/i, 'ZAR'],
  [/^naira\b|^ngn\b|^₦/i, 'NGN'],
  [/^(?:rupiah|idr)\b/i, 'IDR'],
  [/^원|^won\b|^krw\b|^₩/i, 'KRW'],
  [/^円|^jpy\b|^¥/i, 'JPY'],
  [/^(?:港幣|港币|港元)/, 'HKD'],
  [/^(?:新台幣|台幣|新台币|台币)/, 'TWD'],
  [/^元|^(?:yuan|rmb|cny)\b/i, 'CNY'],
  [/^(?:z[łl]oty|złotych|zł|pln)(?![\p{L}])/iu, 'PLN'],
  [/^(?:ringgit|myr)\b/i, 'MYR'],
  [/^(?:baht|thb)\b|^฿/i, 'THB'],
  [/^(?:đồng|dong|vnđ)(?![\p{L}])|^₫/iu, 'VND'],
  [new RegExp(`^(?:${CODES_AFTER.join('|')})\\b`, 'i'), ''],
  // Local signs and names written after the number ('180 000 Kč', '450 000 Ft', '12 000 lei', '40.000 TL', '1.250 KD',
  // '25 mil soles', '8 000 korun'). Two-letter signs are read in capitals only ('5 ft' is a length).
  [/^(?:kč|korun[ay]?|czk)(?![\p{L}])/iu, 'CZK'],
  [/^Ft(?![\p{L}])\.?|^forint(?:s|ot)?(?![\p{L}])/u, 'HUF'],
  [/^(?:lei|leu)(?![\p{L}])/u, 'RON'],
  [/^TL(?![\p{L}])|^(?:lira|liras|türk lirası)(?![\p{L}])/u, 'TRY'],
  [/^KD(?![\p{L}])|^(?:kuwaiti dinars?)(?![\p{L}])/iu, 'KWD'],
  [/^RO(?![\p{L}])|^(?:omani rials?)(?![\p{L}])/iu, 'OMR'],
  [/^BD(?![\p{L}])|^(?:bahraini dinars?)(?![\p{L}])/iu, 'BHD'],
  [/^QR(?![\p{L}])|^(?:qatari riyals?)(?![\p{L}])/iu, 'QAR'],
  [/^(?:soles?|nuevos soles)(?![\p{L}])/iu, 'PEN'],
  [/^(?:shillings?|bob)(?![\p{L}])/iu, 'KES'],
  [/^(?:cedis?)(?![\p{L}])/iu, 'GHS'],
  [/^(?:taka|tk)(?![\p{L}])/iu, 'BDT'],
  [/^(?:hryvni?as?|грн)(?![\p{L}])/iu, 'UAH'],
  [/^(?:shekels?|shekalim|nis)(?![\p{L}])/iu, 'ILS'],
  [/^₱/, 'PHP'],
  [/^\$/, 'USD'],
];

/** Every currency an amount can be read in (each must have a rate in FX_UNITS_PER_USD; a test checks). */
export const CURRENCIES_READ: ReadonlySet<string> = new Set([
  ...PREFIX_CURRENCIES.map(([, code]) => code),
  ...SUFFIX_CURRENCIES.map(([, code]) => code).filter(Boolean),
  ...CODES_AFTER,
]);

// CJK units follow the number with no space and no word boundary ('1.5억 원', '¥800万', '3천만 원').
const CJK_MULTIPLIERS: Array<[RegExp, string, number]> = [
  [/^\s?(?:천만|千万|千萬)/, 'ten-million', 1e7],
  [/^\s?(?:백만|百万|百萬)/, 'million', 1e6],
  [/^\s?(?:십만|十万|十萬)/, 'hundred-thousand', 1e5],
  [/^\s?(?:억|億|亿)/, 'hundred-million', 1e8],
  [/^\s?(?:만|万|萬)/, 'ten-thousand', 1e4],
  [/^\s?(?:천|千)/, 'k', 1e3],
];

const MULTIPLIERS: Array<[RegExp, string, number]> = [
  [/^(?:crores?|cr)(?![\p{L}\p{N}_])\.?/iu, 'crore', 1e7],
  [/^(?:lakhs?|lacs?|lakh)(?![\p{L}\p{N}_])/iu, 'lakh', 1e5],
  [/^L(?![\p{L}\p{N}_])/u, 'lakh', 1e5],
  // A lowercase 'l' is a litre as often as a lakh ('1.5l bottle'): lakh only where money is talked about (readTail).
  [/^l(?![\p{L}\p{N}_])/u, 'lakh-l', 1e5],
  // 'mil' is a thousand to Portuguese and Spanish writers ('R$ 50 mil') and a million to English ones; see milValue.
  [/^mil(?![\p{L}\p{N}_])(?!\s+(?:milh|millon))/iu, 'mil', 1e6],
  [/^(?:millions?|mn|mln|mio|milh(?:õ|o)es|milh(?:ã|a)o|millones|mill(?:ó|o)n|millionen|miljoen|miljoner|juta|jt|triệu|tr)(?![\p{L}])\.?/iu, 'million', 1e6],
  // Portuguese 'mi' ('R$ 1,2 mi') only with a currency; 'mi' alone is miles.
  [/^mi(?![\p{L}\p{N}_])\.?/iu, 'mi', 1e6],
  [/^m(?![\p{L}\p{N}_])/iu, 'million', 1e6],
  [/^(?:billions?|bn|mrd|milliarden?|miliar|bilh(?:õ|o)es|bilh(?:ã|a)o|tỷ|tỉ)(?![\p{L}])\.?/iu, 'billion', 1e9],
  [/^(?:thousand|grand|hazaa?r|hajaa?r|tsd|tausend|ribu|rb|nghìn|ngàn|tis|tisíc|tys|tysięcy|tysiące|ezer|tusen|tusind|tuhatta|tuhat|mila|bin|тис|тисяч|тыс|тысяч)(?![\p{L}])\.?/iu, 'k', 1e3],
  // Spoken money: Chilean 'lucas' (thousands of pesos), Rioplatense and Chilean 'palos' (millions), Hungarian 'millió',
  // Turkish 'milyon'; Swedish 'tkr' / 'mkr' carry the currency too (thousand / million kronor, see readTail).
  [/^(?:lucas?|lukas?)(?![\p{L}])/iu, 'k', 1e3],
  [/^(?:palos?|millió|milyon|milioane|milionů|milionu|miliony|milion|miljon(?:er)?|млн|мільйон(?:ів|и)?|миллион(?:ов|а)?)(?![\p{L}])\.?/iu, 'million', 1e6],
  [/^(?:tkr|tsek)(?![\p{L}])\.?/iu, 'k', 1e3],
  [/^(?:mkr|mnkr|msek)(?![\p{L}])\.?/iu, 'million', 1e6],
  [/^k(?![\p{L}\d])/iu, 'k', 1e3],
];

// Currencies whose writers say 'mil' for a thousand.
const MIL_THOUSAND = new Set(['BRL', 'MXN', 'ARS', 'COP', 'CLP', 'PEN', 'EUR']);
const MIL_WORD_AFTER = /^\s*(?:de\s+)?(?:pesos?|reais|real|euros?|soles?|bolivianos?|colones?|guaran[ií]es?|varos|baros|lucas)(?![\p{L}])/iu;

const MULTIPLIER_VALUE: Record<string, number> = {
  crore: 1e7, lakh: 1e5, million: 1e6, billion: 1e9, k: 1e3, hundred: 100, 'ten-million': 1e7, 'hundred-thousand': 1e5, 'hundred-million': 1e8, 'ten-thousand': 1e4,
};

/** Currency code for a sign, code or word, or null. */
export function currencyFromToken(token: string): string | null {
  const t = token.trim();
  if (!t) return null;
  for (const [sign, code] of PREFIX_CURRENCIES) if (!ONE_LETTER_SIGNS.has(sign) && (t === sign || t.toUpperCase() === sign.toUpperCase())) return code;
  for (const [re, code] of SUFFIX_CURRENCIES) if (re.test(t) && t.replace(re, '').trim() === '') return code || t.toUpperCase();
  return null;
}

// Numerals as written around the world. The alternatives, first match wins:
//   '12.500', '1.500.000', '2.400,00' (dots group, a comma ends the decimals);
//   '8'000', '8’000.50' (Swiss apostrophes);
//   '1,20,000', '1,200.50', '12,50' (commas group, or end a decimal when one or two digits follow: see readNumeral);
//   '120 000', '12 500,50' (spaces group: kept only with a currency or multiplier attached, see scanNumbers);
//   '2,5' (a decimal comma: kept only with a currency or multiplier attached);
//   '1200', '1.5'.
const NUMBER_RE =
  /\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?!\d|[.,]\d)|\d{1,3}(?:['’]\d{3})+(?:\.\d{1,2})?(?!\d)|\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?![\d'’]|[.,]\d)|\d+,\d(?![\d'’]|[.,]\d)|\d+(?:\.\d+)?/g;

/**
 * The value of a numeral, separators read by the shape of the digit groups: a separator followed by exactly
 * three digits and then another separator or the end groups thousands ('12.500', '1,200', '8'000', '120 000');
 * the last separator followed by one or two digits ends the decimals ('2.400,00', '1,200.50', '2,5'). With a
 * multiplier a single dot is a decimal point ('2.500 lakh' is 2.5 lakh).
 */
export function readNumeral(raw: string, withMultiplier = false): number {
  const s = raw.replace(/[ \u00a0\u202f'’]/g, '');
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  let decimal: '.' | ',' | null = null;
  if (dots && commas) decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const sep = dots ? '.' : ',';
    const tail = s.length - 1 - s.indexOf(sep);
    decimal = tail === 3 && !(withMultiplier && sep === '.') ? null : sep;
  }
  if (!decimal) return Number(s.replace(/[.,]/g, ''));
  const other = decimal === '.' ? ',' : '.';
  return Number(s.split(other).join('').replace(decimal, '.'));
}

interface NumToken {
  start: number;
  end: number;
  value: number;
  currency: string | null;
  multiplier: string | null;
}

function matchPrefixCurrency(text: string, numStart: number): { code: string; start: number; sign: string } | null {
  // Look back over optional spaces for a currency sign or code glued to the number.
  let i = numStart;
  while (i > 0 && /[ \u00a0\u202f]/.test(text[i - 1]!)) i--;
  // Fast exit: no sign or code ends in a digit, space or punctuation other than '.'.
  if (i === 0 || /[\d\s,;:!?()[\]{}"'-]/.test(text[i - 1]!)) return null;
  for (const [sign, code] of PREFIX_BY_LENGTH) {
    const s = i - sign.length;
    if (s < 0) continue;
    const chunk = text.slice(s, i);
    const alpha = /[a-z]/i.test(sign);
    if (alpha ? chunk.toUpperCase() !== sign.toUpperCase() : chunk !== sign) continue;
    // A letter code must not be the tail of a word ('cars 5', 'forms 3').
    if (alpha && s > 0 && /\p{L}/u.test(text[s - 1] ?? '')) continue;
    // Letter codes are case-sensitive except the common rupee forms ('rs', 'inr').
    if (alpha && chunk !== sign && !/^(?:rs\.?|inr|usd|aed|php|rupees?)$/i.test(chunk)) continue;
    // A one-letter sign is glued to its number ('R120 000', 'N500k') unless the number is grouped ('R 85 000').
    if (ONE_LETTER_SIGNS.has(sign) && i !== numStart && !/^\d{1,3}(?:([ \u00a0\u202f,.])\d{3})(?:\1\d{3})*(?![\d])/.test(text.slice(numStart))) continue;
    return { code, start: s, sign };
  }
  return null;
}

// Scripts written without spaces between words: a number right after one of their letters stands alone.
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

// Where a lowercase 'l' after a number is a lakh: money talked about just before it ('budget 5l', 'at 1.2l') or a rate or
// total after it ('1.2l/month each', '5l total').
const LOWER_L_BEFORE = /(?:\b(?:budget|budjet|spend|fees?|retainer|paisa|rate|pay(?:ing)?|total|stretch(?:ed)? to|costs?|upto|up to)\b[^.;\d]{0,20}|\bat\s+|[₹@~]\s*|\b(?:rs\.?|inr)\s*|\d\s*(?:-|–|to|se)\s*)$/i;
const LOWER_L_AFTER = /^\s*(?:\/\s*(?:month|mo|mth|m)\b|each\b|per\b|pm\b|p\.m\.|total\b|budget\b|for (?:the )?(?:creators?|influencers?|campaign)\b|(?:-|–|to)\s*\d)/i;

/** Multiplier and currency word after a numeral ending at `end`. */
function readTail(text: string, end: number, currency: string | null): { end: number; multiplier: string | null; currency: string | null } {
  let rest = text.slice(end);
  let multiplier: string | null = null;
  let multRaw: string | null = null;
  const ws = /^[ \u00a0\u202f]*/.exec(rest)?.[0].length ?? 0;
  const cjk = CJK_MULTIPLIERS.find(([re]) => re.test(rest));
  if (cjk) {
    const mm = cjk[0].exec(rest)!;
    multiplier = cjk[1];
    end += mm[0].length;
    rest = text.slice(end);
  } else {
    for (const [re, name] of MULTIPLIERS) {
      const mm = re.exec(rest.slice(ws));
      if (!mm) continue;
      // A lone 'm' is only money when glued or signed: '$5m', '5m' but not '5 m long'.
      if (name === 'million' && mm[0].length === 1 && ws > 0 && !currency) break;
      multiplier = name;
      multRaw = mm[0];
      end += ws + mm[0].length;
      rest = text.slice(end);
      break;
    }
  }
  if (multiplier === 'lakh-l') {
    const numEnd = end - ws - 1;
    if (currency === 'INR' || LOWER_L_BEFORE.test(text.slice(Math.max(0, numEnd - 45), numEnd).replace(/[\d.,]+$/, '')) || LOWER_L_AFTER.test(rest)) multiplier = 'lakh';
    else {
      end = numEnd;
      multiplier = null;
      multRaw = null;
      rest = text.slice(end);
    }
  }
  // 'tkr' / 'mkr' are thousands / millions of kronor; 'lucas' are thousands of Chilean pesos.
  if (multRaw && /^(?:tkr|tsek|mkr|mnkr|msek)/i.test(multRaw)) currency ??= 'SEK';
  if (multRaw && /^(?:lucas?|lukas?)/i.test(multRaw) && (!currency || currency === 'USD')) currency = 'CLP';
  // Suffix currency word or sign.
  let suffix: string | null = null;
  const ws2 = /^[ \u00a0\u202f]*/.exec(rest)?.[0].length ?? 0;
  for (const [re, code] of SUFFIX_CURRENCIES) {
    const mm = re.exec(rest.slice(ws2));
    if (!mm) continue;
    // A three-letter code is written in capitals ('500 SEK'), not a word ('try', 'cop', 'mad').
    if (!code && mm[0] !== mm[0].toUpperCase()) break;
    suffix = code || mm[0].toUpperCase();
    end += ws2 + mm[0].length;
    break;
  }
  // '$90K MXN': the code after the number says which of the currencies written '$' it is.
  if (suffix && currency === 'USD' && DOLLAR_SIGN_CURRENCIES.has(suffix)) currency = suffix;
  currency ??= suffix;
  // ('250 mil pesos', '40 mil reais': the currency's word after 'mil' says it is a thousand, whichever peso it is.)
  if (multiplier === 'mil') multiplier = MIL_THOUSAND.has(currency ?? '') || MIL_WORD_AFTER.test(text.slice(end)) ? 'k' : 'million';
  if (multiplier === 'mi') {
    if (currency !== 'BRL') return { end: end - (multRaw ? ws + multRaw.length : 0), multiplier: null, currency };
    multiplier = 'million';
  }
  // Swiss and German round amounts: 'CHF 8'000.–', '500,- €'.
  const dash = /^[.,][–—-]{1,2}(?![\d-])/.exec(text.slice(end));
  if (dash) {
    end += dash[0].length;
    if (!currency) {
      const ws3 = /^[ \u00a0\u202f]*/.exec(text.slice(end))?.[0].length ?? 0;
      for (const [re, code] of SUFFIX_CURRENCIES) {
        const mm = re.exec(text.slice(end + ws3));
        if (mm && (code || mm[0] === mm[0].toUpperCase())) {
          currency = code || mm[0].toUpperCase();
          end += ws3 + mm[0].length;
          break;
        }
      }
    }
  }
  return { end, multiplier, currency };
}

// '1,2 bis 1,5 Mio. €', '12 500–15 000 €', 'entre 400 000 et 500 000 MAD': the low end of a range whose high end carries the currency or multiplier.
function opensSignedRange(text: string, end: number): boolean {
  const sep = /^\s*(?:-|–|—|~|〜|～|to|bis|und|até|hasta|sampai|hingga|and|et|e|y|og|och|tot|à|a|до|по)(?![\p{L}])\s*/iu.exec(text.slice(end, end + 12));
  if (!sep) return false;
  const from = end + sep[0].length;
  const saved = NUMBER_RE.lastIndex;
  const next = scanNumbers(text.slice(from, from + 40))[0];
  NUMBER_RE.lastIndex = saved;
  return Boolean(next && next.start === 0 && (next.currency || next.multiplier));
}

function scanNumbers(text: string): NumToken[] {
  const out: NumToken[] = [];
  NUMBER_RE.lastIndex = 0;
  for (let m = NUMBER_RE.exec(text); m; m = NUMBER_RE.exec(text)) {
    const start = m.index;
    let raw = m[0];
    const prev = text[start - 1] ?? '';
    const pre = matchPrefixCurrency(text, start);
    // Part of a word or code ('Reach101', 'K2', 'x7'); 'Rs500', 'INR500', 'R120 000' and '예산1.5억' still count.
    if (/[\p{L}_]/u.test(prev) && !UNSPACED_SCRIPT.test(prev) && !pre) continue;
    // An ordinal ('after the 20th', '3rd week') is no amount.
    if (/^(?:st|nd|rd|th)(?![\p{L}])/iu.test(text.slice(start + raw.length))) continue;
    // Decimal tail of a bigger number already consumed, e.g. '.5' in '1.5' is never separate.
    if (prev === '.' && /\d/.test(text[start - 2] ?? '')) continue;

    let currency: string | null = pre?.code ?? null;
    const spanStart = pre?.start ?? start;
    let tail = readTail(text, start + raw.length, currency);
    // Space grouping and a lone decimal comma are read only on an amount with a currency or multiplier
    // ('12 500 €', '2,5 Mio.'); elsewhere '2026 100 000' or '5,6' are separate numbers as before.
    if (/^\d+(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?$|^\d+,\d$/.test(raw) && !pre && !tail.currency && !tail.multiplier && !opensSignedRange(text, tail.end)) {
      raw = /^\d+/.exec(raw)![0];
      NUMBER_RE.lastIndex = start + raw.length;
      tail = readTail(text, start + raw.length, currency);
    }
    currency = tail.currency;
    const multiplier = tail.multiplier;
    // A one-letter sign needs a number that looks like money: grouped, four digits or more, or a multiplier.
    if (pre && WEAK_SIGNS.has(pre.sign) && !multiplier && !/[.,'’ \u00a0\u202f]\d{3}/.test(raw) && !/^\d{4,}/.test(raw)) {
      if (/[\p{L}_]/u.test(prev)) continue;
      currency = null;
    }
    let end = tail.end;
    // Indian '/-' after an amount ('Rs. 0/-').
    const dash = /^\s*\/-/.exec(text.slice(end));
    if (dash) end += dash[0].length;

    let value = readNumeral(raw, Boolean(multiplier));
    // The Gulf dinars and the Omani rial have three decimals, and their writers often show them: 'RO 850.000' is 850
    // rials, not 850,000 (a grouped 'RO 1,250.000' is read right by the numeral's shape already).
    if (!multiplier && THREE_DECIMALS.has(currency ?? '') && /^\d{1,3}\.000$/.test(raw)) value = Number(raw.slice(0, -4));
    if (!Number.isFinite(value)) continue;
    // Round away float noise: 1.1 lakh is 110000, not 110000.00000000001.
    if (multiplier) value = Math.round(value * (MULTIPLIER_VALUE[multiplier] ?? 1) * 100) / 100;
    out.push({ start: currency || !pre ? spanStart : start, end, value, currency, multiplier });
  }
  return out;
}

// 'five lakh rupees', 'twenty thousand dollars', 'two crore': number words before a multiplier.
/** Hindi/Urdu whole numbers as written in Latin script ('ek crore', 'do lakh', 'pandrah creators'); also counts in budget.ts. */
export const HINDI_NUMERALS: Readonly<Record<string, number>> = {
  ek: 1, do: 2, teen: 3, char: 4, chaar: 4, paanch: 5, panch: 5, chhe: 6, chhah: 6, saat: 7, aath: 8, nau: 9, das: 10,
  barah: 12, pandrah: 15, bees: 20, pachees: 25, pachchees: 25, tees: 30, chalees: 40, chaalis: 40, pachaas: 50, pachas: 50,
};
const WORD_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, a: 1, half: 0.5, 'a half': 0.5,
  // ('paanch lakh', 'bees hazaar', 'dedh lakh' — one and a half, 'dhai' — two and a half.)
  ...HINDI_NUMERALS,
  sau: 100, dedh: 1.5, dhai: 2.5, dhaai: 2.5, sava: 1.25,
};
// 'saade teen lakh' (three and a half), 'sava do lakh' (two and a quarter), 'paune do lakh' (a quarter less than two).
const HINDI_FRACTION: Record<string, number> = { saade: 0.5, saadhe: 0.5, sade: 0.5, sadhe: 0.5, sava: 0.25, sawa: 0.25, paune: -0.25, pone: -0.25 };
const HINDI_FRACTION_RE = 'saade|saadhe|sade|sadhe|sava|sawa|paune|pone';
const HINDI_NUM = [...Object.keys(HINDI_NUMERALS), 'sau', 'dedh', 'dhaai', 'dhai', 'sava'].sort((a, b) => b.length - a.length).join('|');
const TENS_WORDS =
  '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';
// 'a hundred and twenty', 'two hundred', 'forty-five'.
const BASE_WORDS = `(?:a|one|two|three|four|five|six|seven|eight|nine)\\s+hundred(?:\\s+(?:and\\s+)?(?:${TENS_WORDS}))?|${TENS_WORDS}`;
// ('thirty five k', 'ten k each': a spoken 'k' after number words is a thousand.)
const MULT_WORDS = '(?:crores?|lakhs?|lacs?|million|thousand|grand|billion|hazaa?r|hajaa?r|hundred|k)';
// 'one point eight lakh', 'two point five million': a spoken decimal.
const DIGIT_WORDS = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)';
const POINT_WORDS = `(?:${TENS_WORDS}|zero)\\s+point(?:\\s+${DIGIT_WORDS}){1,2}`;
const WORD_AMOUNT_RE = new RegExp(`(?<![\\p{L}])(${POINT_WORDS}|(?:${BASE_WORDS})\\s+and\\s+a\\s+half|${BASE_WORDS}|a|half a|(?:(?:${HINDI_FRACTION_RE})\\s+)?(?:${HINDI_NUM}))\\s+(${MULT_WORDS})\\b`, 'giu');
// 'between eighty and a hundred and twenty thousand dollars': a bare number word opening a range of word amounts.
const BARE_WORD_RE = new RegExp(
  `(?<![\\p{L}])(${BASE_WORDS})(?=\\s+(?:-|–|to|and|or)\\s+(?:${BASE_WORDS}|a)\\s+${MULT_WORDS}\\b)`,
  'giu',
);

function wordValue(phrase: string): number {
  const p = phrase.toLowerCase();
  if (p === 'half a') return 0.5;
  // 'three and a half (lakh / k)'.
  const half = /^(.+?)\s+and\s+a\s+half$/.exec(p);
  if (half) return wordValue(half[1]!) + 0.5;
  const point = /^(.+?)\s+point\s+(.+)$/.exec(p);
  if (point) {
    const digits = point[2]!.split(/\s+/).map((w) => (w === 'oh' || w === 'zero' ? 0 : WORD_NUMBERS[w] ?? NaN));
    return (point[1] === 'zero' ? 0 : wordValue(point[1]!)) + Number(`0.${digits.join('')}`);
  }
  let n = 0;
  const words = p.split(/[\s-]+/);
  const fraction = words.length === 2 ? HINDI_FRACTION[words[0]!] : undefined;
  if (fraction !== undefined) return (WORD_NUMBERS[words[1]!] ?? NaN) + fraction;
  for (const w of words) {
    if (w === 'and') continue;
    if (w === 'hundred') n = (n || 1) * 100;
    else n += WORD_NUMBERS[w] ?? NaN;
  }
  return n;
}

function scanWordAmounts(text: string): NumToken[] {
  const out: NumToken[] = [];
  for (const m of text.matchAll(WORD_AMOUNT_RE)) {
    const base = wordValue(m[1]!);
    // ('a k-pop fan', 'a k': a spoken 'k' needs a number word before it and nothing glued after it.)
    if (/^k$/i.test(m[2]!) && (/^(?:a|half a)$/i.test(m[1]!) || /^[-\p{L}\p{N}]/u.test(text.slice(m.index + m[0].length)))) continue;
    let mult = /^hundred$/i.test(m[2]!) ? HUNDRED : MULTIPLIERS.find(([re]) => re.test(m[2]!));
    if (!mult || !Number.isFinite(base)) continue;
    let end = m.index + m[0].length;
    let currency: string | null = null;
    const rest = text.slice(end);
    const ws = /^\s*/.exec(rest)?.[0].length ?? 0;
    for (const [re, code] of SUFFIX_CURRENCIES) {
      const mm = re.exec(rest.slice(ws));
      if (!mm || !code) continue;
      currency = code;
      end += ws + mm[0].length;
      break;
    }
    const pre = matchPrefixCurrency(text, m.index);
    // 'two hundred creators' counts creators; 'five hundred dollars' is money.
    if (mult === HUNDRED && !currency && !pre) mult = [/^$/, '', 100];
    out.push({ start: pre?.start ?? m.index, end, value: base * mult[2], currency: pre?.code ?? currency, multiplier: mult[1] || null });
  }
  for (const m of text.matchAll(BARE_WORD_RE)) {
    const base = wordValue(m[1]!);
    if (!Number.isFinite(base) || out.some((t) => m.index >= t.start && m.index < t.end)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, value: base, currency: null, multiplier: null });
  }
  return out;
}

const HUNDRED: [RegExp, string, number] = [/^hundred\b/i, 'hundred', 100];

// 'se' is Hindi 'from/to' as used in ranges: '₹18K se ₹22K', '3 lakh se 4 lakh'.
// Other languages: 'bis' (German), 'até'/'a' (Portuguese), 'hasta' (Spanish), 'sampai'/'hingga' (Indonesian), '〜' (Japanese);
// 'und', 'e', 'y', 'et', 'dan' are their 'and', a range only after their 'between'.
const RANGE_SEP = /^\s*(?:-|–|—|~|〜|～|to|till|until|upto|up to|or|and|se|bis|até|hasta|sampai|hingga|s\/d|und|e|y|et|dan|og|och|en|до|по)\s*$/iu;
const AND_SEP = /\b(?:and|und|e|y|et|dan|og|och|en)\b/i;
const BETWEEN_BEFORE = /(?<![\p{L}])(?:between|zwischen|entre|antara|tra|fra|mellom|mellan|mellem|tussen)\s*$/iu;

/** All amounts in the text (numbers with their currency and multiplier), ranges merged. */
export function findAmounts(text: string): Amount[] {
  const toks = [...scanNumbers(text), ...scanWordAmounts(text)].sort((a, b) => a.start - b.start);
  const out: Amount[] = [];
  for (let i = 0; i < toks.length; i++) {
    const a = toks[i]!;
    const b = toks[i + 1];
    if (b) {
      const between = text.slice(a.end, b.start);
      // A range never runs across a line break ('@ 5jt\n- 20 nano': the '-' is the next line's bullet).
      const sep = between.includes('\n') ? null : RANGE_SEP.exec(between);
      const isAnd = sep && AND_SEP.test(between);
      const betweenWord = BETWEEN_BEFORE.test(text.slice(Math.max(0, a.start - 12), a.start));
      // Spanish and Portuguese 'de $6K a $9K': 'a' is 'to' between two amounts of money after 'de' / 'entre'.
      const deA = /^\s*a\s*$/.test(between) && (Boolean(a.currency || a.multiplier) || a.value >= 100) && Boolean(b.currency || b.multiplier) && /(?<![\p{L}])(?:de|desde|entre)\s*$/iu.test(text.slice(Math.max(0, a.start - 8), a.start));
      // '$5K a $7K MXN', '$2-3K CAD': a bare '$' on the low end is the high end's dollar or peso.
      const bareDollar = a.currency === 'USD' && text[a.start] === '$' && b.currency !== null && DOLLAR_SIGN_CURRENCIES.has(b.currency);
      if ((deA || (sep && (!isAnd || betweenWord))) && !(a.currency && b.currency && a.currency !== b.currency && !bareDollar)) {
        let low = a.value;
        let high = b.value;
        const multiplier = b.multiplier ?? a.multiplier;
        // '4-5 lakh', '₹40-60k': the first end borrows the second's multiplier when it is smaller.
        if (!a.multiplier && b.multiplier && low < b.value / (MULTIPLIER_VALUE[b.multiplier] ?? 1) + 1e-9) {
          low = Math.round(low * (MULTIPLIER_VALUE[b.multiplier] ?? 1) * 100) / 100;
        }
        if (a.multiplier && !b.multiplier && high < low) high = Math.round(high * (MULTIPLIER_VALUE[a.multiplier] ?? 1) * 100) / 100;
        if (high < low) [low, high] = [high, low];
        out.push({
          start: a.start,
          end: b.end,
          low,
          high,
          currency: bareDollar ? b.currency : (a.currency ?? b.currency),
          multiplier,
          isRange: true,
        });
        i++;
        continue;
      }
    }
    out.push({ start: a.start, end: a.end, low: a.value, high: a.value, currency: a.currency, multiplier: a.multiplier, isRange: false });
  }
  return joinCompounds(text, out);
}

/**
 * Compound amounts: a larger unit followed by a smaller one ('ek lakh pachas hazaar', 'two lakh fifty
 * thousand', '1 crore 20 lakh') is one amount, their sum.
 */
function joinCompounds(text: string, amounts: Amount[]): Amount[] {
  const out: Amount[] = [];
  for (const a of amounts) {
    const prev = out[out.length - 1];
    const pm = prev?.multiplier ? (MULTIPLIER_VALUE[prev.multiplier] ?? 0) : 0;
    const am = a.multiplier ? (MULTIPLIER_VALUE[a.multiplier] ?? 0) : 0;
    if (
      prev &&
      !prev.isRange &&
      !a.isRange &&
      pm > am &&
      am > 0 &&
      (!a.currency || !prev.currency) &&
      a.high < pm &&
      /^\s*(?:and|aur|&)?\s*$/i.test(text.slice(prev.end, a.start))
    ) {
      out[out.length - 1] = { ...prev, end: a.end, low: prev.low + a.low, high: prev.high + a.high, currency: prev.currency ?? a.currency };
      continue;
    }
    out.push(a);
  }
  return out;
}

const PLACEHOLDER_RE =
  /^(?:n\/?a|na|none|nil|null|undefined|unknown|tbd|tbc|tba|to be (?:decided|confirmed|determined|finali[sz]ed|announced)|not (?:specified|provided|mentioned|given|stated|decided|available)|-+|\?+|x+|pending)$/i;

/**
 * A budget value from an LLM or a form: a number, or a string like '₹8,00,000', '8 lakh', '1.2 cr',
 * '$40k', '10 x 80,000 = 800000'. Ranges give their higher end. 'TBD', '0', placeholders -> null.
 */
export function parseBudgetValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  let s = value.trim();
  if (!s || PLACEHOLDER_RE.test(s.replace(/[.!]+$/, ''))) return null;
  // A worked sum: keep what follows the last '='.
  const eq = s.lastIndexOf('=');
  if (eq >= 0) s = s.slice(eq + 1);
  // Drop parenthesised asides: '₹8,00,000 (10 creators x ₹80,000)'.
  const outside = s.replace(/\([^)]*\)/g, ' ');
  const amounts = findAmounts(outside).filter((a) => !/^\s*%/.test(outside.slice(a.end)));
  const first = amounts[0] ?? findAmounts(s)[0];
  if (!first) return null;
  const v = first.high;
  return Number.isFinite(v) && v > 0 ? Math.round(v * 100) / 100 : null;
}
