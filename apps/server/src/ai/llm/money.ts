// Finding and reading money amounts in free text: '₹8,00,000', 'Rs 6 lacs', '$18.5k', '1.2 cr',
// 'INR 1.8 mn', '25.000 €', '₹90,000 to ₹1.2 lakh', '$900–$1,250'. Shared by the budget parser of the
// normaliser and by the local extractor.

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
  ['BHD', 'BHD'], ['¥', 'JPY'], ['JPY', 'JPY'], ['CNY', 'CNY'], ['RMB', 'CNY'], ['CHF', 'CHF'], ['ZAR', 'ZAR'],
  ['₦', 'NGN'], ['NGN', 'NGN'], ['KES', 'KES'], ['KSh', 'KES'], ['₱', 'PHP'], ['PHP', 'PHP'], ['RM', 'MYR'],
  ['MYR', 'MYR'], ['IDR', 'IDR'], ['Rp', 'IDR'], ['฿', 'THB'], ['THB', 'THB'], ['₩', 'KRW'], ['KRW', 'KRW'],
  ['৳', 'BDT'], ['BDT', 'BDT'], ['PKR', 'PKR'], ['LKR', 'LKR'], ['NPR', 'NPR'], ['SEK', 'SEK'], ['NOK', 'NOK'],
  ['DKK', 'DKK'], ['PLN', 'PLN'], ['TRY', 'TRY'], ['₺', 'TRY'], ['EGP', 'EGP'],
];

// Words written after a number ('50,000 rupees', '25.000 €', '$25,000 USD').
const SUFFIX_CURRENCIES: Array<[RegExp, string]> = [
  [/^(?:indian\s+)?rupees?\b|^rs\b\.?|^inr\b|^₹/i, 'INR'],
  [/^(?:us\s+)?dollars?\b|^usd\b|^bucks\b/i, 'USD'],
  [/^(?:british\s+)?pounds?(?:\s+sterling)?\b|^quid\b|^gbp\b|^£/i, 'GBP'],
  [/^euros?\b|^eur\b|^€/i, 'EUR'],
  [/^dirhams?\b|^aed\b/i, 'AED'],
  [/^riyals?\b|^sar\b/i, 'SAR'],
  [/^cad\b/i, 'CAD'],
  [/^aud\b/i, 'AUD'],
  [/^sgd\b/i, 'SGD'],
  [/^nzd\b/i, 'NZD'],
  [/^yen\b|^jpy\b/i, 'JPY'],
  [/^chf\b|^swiss francs?\b/i, 'CHF'],
];

const MULTIPLIERS: Array<[RegExp, string, number]> = [
  [/^(?:crores?|cr)\b\.?/i, 'crore', 1e7],
  [/^(?:lakhs?|lacs?|lakh)\b/i, 'lakh', 1e5],
  [/^L\b/, 'lakh', 1e5],
  [/^(?:millions?|mn|mln|mil)\b/i, 'million', 1e6],
  [/^m\b/i, 'million', 1e6],
  [/^(?:billions?|bn)\b/i, 'billion', 1e9],
  [/^(?:thousand|grand|hazaa?r|hajaa?r)\b/i, 'k', 1e3],
  [/^k\b/i, 'k', 1e3],
];

const MULTIPLIER_VALUE: Record<string, number> = { crore: 1e7, lakh: 1e5, million: 1e6, billion: 1e9, k: 1e3 };

/** Currency code for a sign, code or word, or null. */
export function currencyFromToken(token: string): string | null {
  const t = token.trim();
  if (!t) return null;
  for (const [sign, code] of PREFIX_CURRENCIES) if (t === sign || t.toUpperCase() === sign.toUpperCase()) return code;
  for (const [re, code] of SUFFIX_CURRENCIES) if (re.test(t) && t.replace(re, '').trim() === '') return code;
  return null;
}

const NUMBER_RE = /\d{1,3}(?:\.\d{3}){2,}(?!\d)|\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

// Currencies whose writers use '.' to group thousands ('25.000 €').
const DOT_GROUPING = new Set(['EUR', 'CHF', 'BRL', 'IDR', 'TRY', 'DKK', 'NOK', 'SEK', 'PLN']);

interface NumToken {
  start: number;
  end: number;
  value: number;
  currency: string | null;
  multiplier: string | null;
}

function matchPrefixCurrency(text: string, numStart: number): { code: string; start: number } | null {
  // Look back over optional spaces for a currency sign or code glued to the number.
  let i = numStart;
  while (i > 0 && text[i - 1] === ' ') i--;
  // Fast exit: no sign or code ends in a digit, space or punctuation other than '.'.
  if (i === 0 || /[\d\s,;:!?()[\]{}"'-]/.test(text[i - 1]!)) return null;
  for (const [sign, code] of PREFIX_CURRENCIES) {
    const s = i - sign.length;
    if (s < 0) continue;
    const chunk = text.slice(s, i);
    const alpha = /[a-z]/i.test(sign);
    if (alpha ? chunk.toUpperCase() !== sign.toUpperCase() : chunk !== sign) continue;
    // A letter code must not be the tail of a word ('cars 5', 'forms 3').
    if (alpha && s > 0 && /\p{L}/u.test(text[s - 1] ?? '')) continue;
    // Letter codes are case-sensitive except the common rupee forms ('rs', 'inr').
    if (alpha && chunk !== sign && !/^(?:rs\.?|inr|usd|aed)$/i.test(chunk)) continue;
    return { code, start: s };
  }
  return null;
}

function scanNumbers(text: string): NumToken[] {
  const out: NumToken[] = [];
  NUMBER_RE.lastIndex = 0;
  for (let m = NUMBER_RE.exec(text); m; m = NUMBER_RE.exec(text)) {
    const start = m.index;
    const raw = m[0];
    let end = start + raw.length;
    const prev = text[start - 1] ?? '';
    // Part of a word or code ('Reach101', 'K2', 'x7'); 'Rs500' and 'INR500' still count.
    if (/[\p{L}_]/u.test(prev) && !/(?:rs\.?|inr|usd|aed|gbp|eur|cad|aud|sgd)$/i.test(text.slice(Math.max(0, start - 4), start))) {
      continue;
    }
    // Decimal tail of a bigger number already consumed, e.g. '.5' in '1.5' is never separate.
    if (prev === '.' && /\d/.test(text[start - 2] ?? '')) continue;

    let currency: string | null = null;
    let spanStart = start;
    const pre = matchPrefixCurrency(text, start);
    if (pre) {
      currency = pre.code;
      spanStart = pre.start;
    }
    let rest = text.slice(end);
    let multiplier: string | null = null;
    const ws = /^\s*/.exec(rest)?.[0].length ?? 0;
    for (const [re, name] of MULTIPLIERS) {
      const mm = re.exec(rest.slice(ws));
      if (!mm) continue;
      // A lone 'm' is only money when glued or signed: '$5m', '5m' but not '5 m long'.
      if (name === 'million' && mm[0].length === 1 && ws > 0 && !currency) break;
      multiplier = name;
      end += ws + mm[0].length;
      rest = text.slice(end);
      break;
    }
    // Suffix currency word or sign.
    const ws2 = /^\s*/.exec(rest)?.[0].length ?? 0;
    for (const [re, code] of SUFFIX_CURRENCIES) {
      const mm = re.exec(rest.slice(ws2));
      if (!mm) continue;
      if (!currency) currency = code;
      end += ws2 + mm[0].length;
      break;
    }
    // Indian '/-' after an amount ('Rs. 0/-').
    const dash = /^\s*\/-/.exec(text.slice(end));
    if (dash) end += dash[0].length;

    let value: number;
    const dotGrouped = /^\d{1,3}(?:\.\d{3})+$/.test(raw);
    if (dotGrouped && !multiplier && (raw.split('.').length > 2 || DOT_GROUPING.has(currency ?? '') || /\.000$/.test(raw))) {
      value = Number(raw.replace(/\./g, ''));
    } else {
      value = Number(raw.replace(/,/g, ''));
    }
    if (!Number.isFinite(value)) continue;
    // Round away float noise: 1.1 lakh is 110000, not 110000.00000000001.
    if (multiplier) value = Math.round(value * (MULTIPLIER_VALUE[multiplier] ?? 1) * 100) / 100;
    out.push({ start: spanStart, end, value, currency, multiplier });
  }
  return out;
}

// 'five lakh rupees', 'twenty thousand dollars', 'two crore': number words before a multiplier.
const WORD_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, a: 1, half: 0.5, 'a half': 0.5,
  // Hindi/Urdu numerals as written in Latin script ('ek crore', 'do lakh', 'paanch lakh', 'bees hazaar').
  ek: 1, do: 2, teen: 3, char: 4, chaar: 4, paanch: 5, panch: 5, chhe: 6, chhah: 6, saat: 7, aath: 8, nau: 9, das: 10,
  barah: 12, pandrah: 15, bees: 20, pachees: 25, pachchees: 25, tees: 30, chalees: 40, chaalis: 40, pachaas: 50, pachas: 50,
  sau: 100, dedh: 1.5, dhai: 2.5, dhaai: 2.5, sava: 1.25,
};
const HINDI_NUM = 'ek|do|teen|chaar|char|paanch|panch|chhe|chhah|saat|aath|nau|das|barah|pandrah|bees|pachchees|pachees|tees|chalees|chaalis|pachaas|pachas|sau|dedh|dhaai|dhai|sava';
const WORD_AMOUNT_RE = new RegExp(
  `(?<![\\p{L}])((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a|half a|${HINDI_NUM})\\s+(crores?|lakhs?|lacs?|million|thousand|grand|billion|hazaa?r|hajaa?r)\\b`,
  'giu',
);

function scanWordAmounts(text: string): NumToken[] {
  const out: NumToken[] = [];
  for (const m of text.matchAll(WORD_AMOUNT_RE)) {
    const words = m[1]!.toLowerCase().split(/[\s-]+/);
    const base = m[1]!.toLowerCase() === 'half a' ? 0.5 : words.reduce((n, w) => n + (WORD_NUMBERS[w] ?? NaN), 0);
    const mult = MULTIPLIERS.find(([re]) => re.test(m[2]!));
    if (!mult || !Number.isFinite(base)) continue;
    let end = m.index + m[0].length;
    let currency: string | null = null;
    const rest = text.slice(end);
    const ws = /^\s*/.exec(rest)?.[0].length ?? 0;
    for (const [re, code] of SUFFIX_CURRENCIES) {
      const mm = re.exec(rest.slice(ws));
      if (!mm) continue;
      currency = code;
      end += ws + mm[0].length;
      break;
    }
    const pre = matchPrefixCurrency(text, m.index);
    out.push({ start: pre?.start ?? m.index, end, value: base * mult[2], currency: pre?.code ?? currency, multiplier: mult[1] });
  }
  return out;
}

// 'se' is Hindi 'from/to' as used in ranges: '₹18K se ₹22K', '3 lakh se 4 lakh'.
const RANGE_SEP = /^\s*(?:-|–|—|~|to|till|until|upto|up to|or|and|se)\s*$/i;

/** All amounts in the text (numbers with their currency and multiplier), ranges merged. */
export function findAmounts(text: string): Amount[] {
  const toks = [...scanNumbers(text), ...scanWordAmounts(text)].sort((a, b) => a.start - b.start);
  const out: Amount[] = [];
  for (let i = 0; i < toks.length; i++) {
    const a = toks[i]!;
    const b = toks[i + 1];
    if (b) {
      const between = text.slice(a.end, b.start);
      const sep = RANGE_SEP.exec(between);
      const isAnd = sep && /and/i.test(between);
      const betweenWord = /\bbetween\s*$/i.test(text.slice(Math.max(0, a.start - 12), a.start));
      if (sep && (!isAnd || betweenWord) && !(a.currency && b.currency && a.currency !== b.currency)) {
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
          currency: a.currency ?? b.currency,
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
      !a.currency &&
      a.high < pm &&
      /^\s*(?:and|aur|&)?\s*$/i.test(text.slice(prev.end, a.start))
    ) {
      out[out.length - 1] = { ...prev, end: a.end, low: prev.low + a.low, high: prev.high + a.high };
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
