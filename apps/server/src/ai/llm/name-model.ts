// A small trained scorer of name candidates (issue 14: "a statistical model or scoring of candidates rather
// than growing word lists"). The rules of names.ts read product and brand names from their phrasing; on
// briefs written in a style they never met they often find nothing, or pick a person, a place or an ordinary
// word. This model ranks every name-like span of a brief — capitalised / digit-bearing / CamelCase runs
// and their sub-spans, quoted strings, #hashtags and @handles, the value of a name label, each side of a
// possessive 'Y's X' — by two logistic-regression heads (product, brand) over general features: the span's
// shape, its line's label words, the words around it, where it stands, how often it appears and whether it
// looks like a person, a place, a date or an amount. local.ts uses it only where the rules are empty or
// clearly wrong (refineNames). Trained by apps/server/scripts/train-name-model.ts; weights in
// name-model.json.
import { cleanName, FIRST_NAMES, isAgencyName, isNameLike, isPlace, namesWithheld, ORG_SUFFIX, type NameResult } from './names.js';
import { DEPARTMENT_WORDS, MONTH_NAME } from './lexicon.js';
import { findAmounts } from './money.js';
import { cueWord, isBigPlace, isGazetteerFirstName, isGazetteerPlace, isGreetingWord, isHeaderWord, isOrgWord } from './name-gazetteer.js';
import { messageHeadSpeaker, type Unit } from './segment.js';
import { isDictionaryWord } from './truecase.js';
import weights from './name-model.json' with { type: 'json' };

export type NameHead = 'product' | 'brand';

export interface NameModel {
  product: Record<string, number>;
  brand: Record<string, number>;
  /** Probability the best candidate needs before it fills an empty name (chosen by cross-validation). */
  fill: Record<NameHead, number>;
  /** Probability the best candidate needs before it replaces a rule pick that looks wrong. */
  replace: Record<NameHead, number>;
  /**
   * A rule pick that looks wrong (a person, a place, a greeting, not a name) and that nothing replaces is dropped when
   * the model gives it less than this (0: never). Chosen by cross-validation like the thresholds above.
   */
  drop?: Record<NameHead, number>;
}

export interface NameCandidate {
  /** The span as written (quotes, '#', '@' and a possessive 's taken off). */
  text: string;
  /** Binary features, over every occurrence of the span (case-insensitive). */
  features: Set<string>;
}

// ---- candidate spans -------------------------------------------------------------------------------

// Lowercase joiners inside a name ('Salt & Pepper No. 7', 'Lost in Lucknow', 'Plant of the Month Box', 'Pão do Cerrado'); at
// most two in a row. ('von' is no joiner: 'X von Y' is German for 'X by Y'.)
const CONNECTOR = /^(?:of|&|\+|x|n|'n'|and|the|in|on|to|a|de|la|le|du|da|do|dos|das|del|della|des|van|[Nn]o\.?|[Vv]ol\.?|[Pp]t\.?|[Ee]p\.?|[Mm]k\.?)$/;
const ABBREV = /^(?:No|Vol|Pt|Ep|Mk|St|Co|Inc|Ltd|Pvt|Corp|Bros|Jr|Sr|Dr|Mr|Mrs|Ms)\.$/;
const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|q[1-4]|diwali|christmas)$/i;
const NAME_LABEL = /\b(?:product|brand|company|client|sku|hero|item|app|game|title|name|organi[sz]ation|business|startup|label|service|show|course|book|collection|property|offering|launch)\b/i;

interface Token {
  /** The token without surrounding punctuation. */
  word: string;
  start: number;
  end: number;
  /** Punctuation right after the word ('', ',', '.', ':', "'s", …). */
  after: string;
  before: string;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const raw = m[0];
    const lead = /^[("'[{*_“‘]+/.exec(raw)?.[0] ?? '';
    let core = raw.slice(lead.length);
    let after = '';
    const poss = /'s([)"'\]},.:;!?]*)$/i.exec(core);
    if (poss && core.length > poss[0].length) {
      after = "'s";
      core = core.slice(0, -poss[0].length);
    } else {
      const trail = /(?:[)"'\]},:;!?*_”’]|\.)+$/.exec(core)?.[0] ?? '';
      if (trail && !ABBREV.test(core)) {
        after = trail;
        core = core.slice(0, -trail.length);
      }
    }
    if (!core) continue;
    const start = m.index + lead.length;
    out.push({ word: core, start, end: start + core.length, after, before: lead });
  }
  return out;
}

const isCap = (w: string) =>
  /^[\p{Lu}]/u.test(w) || /^\p{N}+[-.]?[\p{L}]/u.test(w) || /^[\p{Ll}]{1,3}[\p{Lu}]/u.test(w) || /^\p{N}+(?:[.,-]\p{N}+)*$/u.test(w);
const isNumber = (w: string) => /^\p{N}+(?:[.,/:-]\p{N}+)*%?$/u.test(w);
const BREAK = /[,.;!?)\]}"”’:]|'s/;

interface Occurrence {
  text: string;
  unit: Unit;
  unitRank: number;
  toks: Token[];
  i: number;
  j: number;
  kind: string[];
}

function spansOfUnit(u: Unit, unitRank: number, emit: (o: Occurrence) => void): void {
  const labelled = u.label !== null || u.labelText !== '';
  const t = labelled ? u.body : u.text;
  const toks = tokens(t);
  // Runs of name tokens, connectors only inside, broken by punctuation (a colon joins two runs as an extra candidate).
  let k = 0;
  const runs: Array<[number, number]> = [];
  while (k < toks.length) {
    const w = toks[k]!.word;
    if (!isCap(w) || isNumber(w) || /^[#@]/.test(w)) {
      k++;
      continue;
    }
    let e = k;
    while (e + 1 < toks.length && !BREAK.test(toks[e]!.after) && !/^[("'[]/.test(toks[e + 1]!.before)) {
      const nx = toks[e + 1]!.word;
      if (isCap(nx)) e++;
      else if (CONNECTOR.test(nx) && e + 2 < toks.length && !BREAK.test(toks[e + 1]!.after) && isCap(toks[e + 2]!.word)) e += 2;
      else if (CONNECTOR.test(nx) && e + 3 < toks.length && CONNECTOR.test(toks[e + 2]!.word) && !BREAK.test(toks[e + 1]!.after) && !BREAK.test(toks[e + 2]!.after) && isCap(toks[e + 3]!.word)) e += 3;
      else break;
    }
    runs.push([k, Math.min(e, k + 7)]);
    k = e + 1;
  }
  for (const [a, b] of runs) {
    for (let i = a; i <= b; i++) {
      // (A capitalised 'The' may open a title: 'The Heritage Set'.)
      if ((CONNECTOR.test(toks[i]!.word) && toks[i]!.word !== 'The') || isNumber(toks[i]!.word)) continue;
      for (let j = i; j <= b && j - i < 6; j++) {
        if (CONNECTOR.test(toks[j]!.word) && j !== i) continue;
        const kind = [i === a && j === b ? 'full' : i === a ? 'pre' : j === b ? 'suf' : 'mid', `runlen:${Math.min(b - a + 1, 5)}`];
        emit({ text: t.slice(toks[i]!.start, toks[j]!.end), unit: u, unitRank, toks, i, j, kind });
      }
    }
  }
  // 'Hollowmere: Ashfall': two runs joined by a colon.
  for (let r = 0; r + 1 < runs.length; r++) {
    const [a, b] = runs[r]!;
    const [c, d] = runs[r + 1]!;
    if (c === b + 1 && toks[b]!.after === ':' && b - a <= 1 && d - c <= 2) emit({ text: t.slice(toks[a]!.start, toks[d]!.end), unit: u, unitRank, toks, i: a, j: d, kind: ['colon'] });
  }
  // "Mom's Pantry", "Amma's Gongura Pickle": the owner's last word or two, the possessive and the run after it.
  for (let r = 0; r + 1 < runs.length; r++) {
    const [a, b] = runs[r]!;
    const [c, d] = runs[r + 1]!;
    if (c !== b + 1 || toks[b]!.after !== "'s") continue;
    for (let i = Math.max(a, b - 1); i <= b; i++) for (let j = c; j <= Math.min(d, c + 3); j++) emit({ text: t.slice(toks[i]!.start, toks[j]!.end), unit: u, unitRank, toks, i, j, kind: ['possessive'] });
  }
  // Quoted strings.
  for (const m of t.matchAll(/(?<![\p{L}\p{N}])(["'“‘])([^"'“”‘’\n]{2,48}?)(["'”’])(?![\p{L}\p{N}])/gu)) {
    const inner = m[2]!.trim();
    if (!inner || inner.split(/\s+/).length > 6) continue;
    const start = m.index + 1;
    const i = toks.findIndex((x) => x.end > start);
    const j = toks.findIndex((x) => x.end >= start + m[2]!.length);
    if (i >= 0 && j >= i) emit({ text: inner, unit: u, unitRank, toks, i, j, kind: ['quoted'] });
  }
  // #hashtags and @handles.
  toks.forEach((x, i) => {
    const m = /^([#@])([\p{L}\p{N}_.]{2,30})$/u.exec(x.word);
    if (m) emit({ text: m[2]!, unit: u, unitRank, toks, i, j: i, kind: [m[1] === '#' ? 'hashtag' : 'handle'] });
  });
  // The value of a name label ('Product: Voltline 11, our …', 'Hero SKU — Grizzle No.9').
  if (labelled && NAME_LABEL.test(u.labelText)) {
    const v = u.body.split(/\s*(?:[,;(|]|\s[—–-]\s|:\s|\.\s|\s+(?:is|by|from|for|which|that)\s)/)[0]!.trim().replace(/[.!]+$/, '');
    const n = v.split(/\s+/).length;
    if (v && n <= 6) emit({ text: v.replace(/^["'“‘]|["'”’]$/g, ''), unit: u, unitRank, toks, i: 0, j: Math.max(0, n - 1), kind: ['labelvalue'] });
  }
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const squash = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^\p{L}\p{N}]/gu, '');
const rawWord = (w: string | undefined) => (w === undefined ? '' : w.toLowerCase().replace(/[^\p{L}\p{N}&+'-]/gu, '').replace(/'s$/, ''));
// A context word in another language is read as the English cue word it translates ('von' -> 'by', 'Marke' ->
// 'brand'), so the weights learnt on English briefs apply to it.
const ctxWord = (w: string | undefined) => cueWord(rawWord(w));

function occurrenceFeatures(o: Occurrence, f: Set<string>, domains: string[]): void {
  const { toks, i, j, unit: u } = o;
  const words = o.text.split(/\s+/);
  const n = words.length;
  for (const k of o.kind) f.add(k);
  f.add(`n:${Math.min(n, 5)}`);
  const letters = o.text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && letters === letters.toUpperCase()) f.add('allcaps');
  // 'FIRST Voltera', 'BIG NEWS Orbit': a shouted word glued to a name in mixed-case text.
  if (n > 1 && words.some((w) => /^\p{Lu}{3,}$/u.test(w)) && words.some((w) => /^\p{Lu}\p{Ll}/u.test(w))) f.add('capsmix');
  if (/\p{N}/u.test(o.text)) f.add('digit');
  if (/\p{N}$/u.test(o.text)) f.add('enddigit');
  if (/-/.test(o.text)) f.add('hyphen');
  if (/[\p{Ll}][\p{Lu}]/u.test(o.text)) f.add('camel');
  if (/^[\p{Ll}]/u.test(o.text)) f.add('lowerstart');
  if (words.some((w) => CONNECTOR.test(w))) f.add('connector');
  if (/[/|]/.test(o.text)) f.add('slash');
  if (o.text.length <= 3) f.add('short');
  const first = rawWord(words[0]);
  const last = rawWord(words[n - 1]);
  f.add(`first:${first}`);
  f.add(`last:${last}`);
  if (n === 1) f.add(`only:${first}`);
  if (FIRST_NAMES.has(first)) f.add(n <= 3 ? 'person' : 'fname');
  if (isPlace(o.text)) f.add('place');
  // Gazetteer features (name-gazetteer.ts: places, first names, organisation words and greetings of many languages).
  const parts = o.text.split(/\s*(?:,|\/|\band\b|&|\bund\b|\be\b|\by\b|\bet\b|\bdan\b|\bto\b|\ba\b|\bbis\b|\bat[eé]\b|\bsampai\b)\s*/u).filter(Boolean);
  if (isGazetteerPlace(o.text) || (parts.length > 1 && parts.every((p) => isGazetteerPlace(p)))) f.add('gaz:place');
  if (isBigPlace(o.text)) f.add('gaz:bigplace');
  if (n > 1 && words.some((w) => isBigPlace(w))) f.add('gaz:hasplace');
  if (isGazetteerFirstName(words[0]!)) f.add(n === 1 ? 'gaz:fname' : n === 2 && !isOrgWord(words[1]!) ? 'gaz:person' : 'gaz:fnamefirst');
  if (isGreetingWord(words[0]!)) f.add('gaz:greeting');
  // A German / Romance article opening the span ('Der Ostrava', 'Die App', 'O passe') is English 'the'.
  if (n > 1 && /^(?:der|die|das|den|dem|des|el|los|las|il|lo|gli|os|as|o|le|les|la)$/.test(first)) f.add('first:the');
  if (n > 1 && isOrgWord(words[n - 1]!)) f.add('gaz:orglast');
  if (n > 1 && isOrgWord(words[0]!)) f.add('gaz:orgfirst');
  if (words.some((w) => MONTH.test(ctxWord(w)))) f.add('month');
  if (!isNameLike(cleanName(o.text))) f.add('notnamelike');
  const coined = words.map((w) => w.replace(/[^\p{L}]/gu, '')).filter((w) => w.length >= 4).map((w) => !isDictionaryWord(w) && !FIRST_NAMES.has(w.toLowerCase()) && !isGazetteerFirstName(w) && !isPlace(w) && !isGazetteerPlace(w));
  if (coined.length > 0) f.add(coined.every(Boolean) ? 'coined:all' : coined.some(Boolean) ? (coined[0] ? 'coined:first' : 'coined:some') : 'coined:none');
  if (domains.some((d) => d === squash(o.text) || (squash(o.text).length >= 4 && d.startsWith(squash(o.text))))) f.add('maildomain');
  // Context: the words either side (the first one by position, the next two as a bag) and the punctuation.
  const l1 = ctxWord(toks[i - 1]?.word);
  f.add(l1 ? `l1:${l1}` : 'l1:^');
  for (const w of [toks[i - 2]?.word, toks[i - 3]?.word]) if (w) f.add(`lw:${ctxWord(w)}`);
  const r1 = ctxWord(toks[j + 1]?.word);
  f.add(r1 ? `r1:${r1}` : 'r1:$');
  for (const w of [toks[j + 2]?.word, toks[j + 3]?.word]) if (w) f.add(`rw:${ctxWord(w)}`);
  if (toks[j]?.after) f.add(`rp:${toks[j]!.after.slice(0, 2)}`);
  if (toks[i - 1]?.after) f.add(`lp:${toks[i - 1]!.after.slice(0, 2)}`);
  if (i === 0 || /[.!?:]/.test(toks[i - 1]!.after)) f.add('sentstart');
  if (/^[₹$£€]|^(?:rs|inr|usd)$/i.test(toks[i - 1]?.word ?? '') || /^(?:k|l|lakh|lakhs|cr|crore|m|mn)$/i.test(r1)) f.add('amount');
  // The unit.
  f.add(`lab:${u.label ?? (u.labelText ? 'other' : 'none')}`);
  for (const w of u.labelText.toLowerCase().split(/[^\p{L}]+/u)) if (w) f.add(`lw=${w}`);
  if (u.signature) f.add('signature');
  if (u.chatter) f.add('chatter');
  if (u.heading) f.add('heading');
  if (/^(?:subject|re|fwd?)\b/i.test(u.labelText) || /^(?:subject|re|fwd?)\s*:/i.test(u.text)) f.add('subject');
  f.add(`unit:${Math.min(o.unitRank, 4)}`);
  if (/^\s*[-–—~]\s*$/.test(u.text.slice(0, toks[i]!.start)) || (i === 0 && j === toks.length - 1 && n <= 3)) f.add('alone');
  if (/^(?:hi|hey|hello|dear|thanks|thank|cheers|regards|best|from|with|cc|to)$/.test(l1) || isGreetingWord(l1)) f.add('greetword');
}

const ORG_WORD = new RegExp(`^(?:${ORG_SUFFIX.source})$`, 'i');

/** Every name candidate of a brief with its features; candidates that differ only in case are one. */
export function nameCandidates(units: Unit[], domains: string[] = []): NameCandidate[] {
  const byKey = new Map<string, { text: string; features: Set<string>; count: number; units: Set<number> }>();
  let rank = 0;
  for (const u of units) {
    const r = u.chatter || u.signature ? 4 : rank++;
    spansOfUnit(u, r, (o) => {
      const text = o.text.replace(/^[#@]/, '').trim();
      if (!text || text.length > 60 || !/\p{L}|\p{N}/u.test(text)) return;
      const key = norm(text);
      let c = byKey.get(key);
      if (!c) {
        c = { text, features: new Set(['bias']), count: 0, units: new Set() };
        byKey.set(key, c);
      }
      c.count++;
      c.units.add(u.index);
      occurrenceFeatures({ ...o, text }, c.features, domains);
    });
  }
  // Longer candidates that contain this one, and how often it is seen.
  const keys = [...byKey.keys()];
  const out: NameCandidate[] = [];
  for (const [key, c] of byKey) {
    c.features.add(`count:${Math.min(c.count, 4)}`);
    c.features.add(`units:${Math.min(c.units.size, 3)}`);
    if (keys.some((k) => k !== key && k.startsWith(`${key} `))) c.features.add('prefixof');
    if (keys.some((k) => k !== key && k.endsWith(` ${key}`))) c.features.add('suffixof');
    // Organisation shape: the last word is an organisation noun ('… Games', '… Labs', '… Kitchen').
    const last = key.split(' ').pop() ?? '';
    if (key.includes(' ') && (ORG_WORD.test(last) || isOrgWord(last))) c.features.add('orgsuffix');
    // 'Wrenwell Magnesium Sleep Gummies' where 'Wrenwell' is also seen on its own: an owner's name and the rest.
    for (const k of keys) {
      if (k === key || !k.endsWith(` ${key}`)) continue;
      const head = byKey.get(k.slice(0, k.length - key.length - 1));
      if (head && head.units.size >= 2) c.features.add('afterowner');
    }
    const sp = key.indexOf(' ');
    const owner = sp > 0 ? byKey.get(key.slice(0, sp)) : undefined;
    if (owner && owner.units.size >= 2) c.features.add('ownerfirst');
    out.push({ text: c.text, features: c.features });
  }
  return out;
}

// ---- the model ----------------------------------------------------------------------------------

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function scoreCandidate(w: Record<string, number>, c: NameCandidate): number {
  let z = 0;
  for (const x of c.features) z += w[x] ?? 0;
  return sigmoid(z);
}

/** Candidates ranked by one head (best first), with their probabilities. */
export function rankNames(cands: NameCandidate[], w: Record<string, number>): Array<{ text: string; p: number }> {
  return cands.map((c) => ({ text: c.text, p: scoreCandidate(w, c) })).sort((a, b) => b.p - a.p || a.text.localeCompare(b.text));
}

export interface TrainExample {
  cands: NameCandidate[];
  product: string;
  brand: string;
}

/**
 * Logistic regression by stochastic gradient descent in a fixed order (deterministic), L2-regularised;
 * features seen in fewer than `minDocs` briefs are dropped.
 */
export function trainHead(examples: TrainExample[], head: NameHead, opts: { epochs?: number; rate?: number; l2?: number; minDocs?: number } = {}): Record<string, number> {
  const { epochs = 12, rate = 0.15, l2 = 1e-4, minDocs = 3 } = opts;
  const df = new Map<string, number>();
  for (const ex of examples) {
    const seen = new Set<string>();
    for (const c of ex.cands) for (const x of c.features) seen.add(x);
    for (const x of seen) df.set(x, (df.get(x) ?? 0) + 1);
  }
  const keep = (x: string) => (df.get(x) ?? 0) >= minDocs;
  const rows: Array<{ x: string[]; y: number }> = [];
  for (const ex of examples) {
    const want = norm(ex[head]);
    for (const c of ex.cands) rows.push({ x: [...c.features].filter(keep).sort(), y: want && norm(c.text) === want ? 1 : 0 });
  }
  const w = new Map<string, number>();
  for (let e = 0; e < epochs; e++) {
    const lr = rate / (1 + e);
    for (const r of rows) {
      let z = 0;
      for (const x of r.x) z += w.get(x) ?? 0;
      const g = sigmoid(z) - r.y;
      for (const x of r.x) {
        const v = w.get(x) ?? 0;
        w.set(x, v - lr * (g + l2 * v));
      }
    }
  }
  const out: Record<string, number> = {};
  for (const [x, v] of [...w.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const r = Math.round(v * 1000) / 1000;
    if (r !== 0) out[x] = r;
  }
  return out;
}

// ---- use in the extractor ------------------------------------------------------------------------

export const SHIPPED_NAME_MODEL = weights as unknown as NameModel;

const stripEmphasis = (s: string) => s.replace(/^(?:\*{1,3}|_{1,3})(?=\S)(.*?\S)(?:\*{1,3}|_{1,3})$/u, '$1').trim();
// Prepositions, conjunctions, articles, auxiliaries and pronouns, in lower case as a sentence writes them.
const CLOSED_CLASS = /^(?:a|an|and|or|but|nor|of|to|in|on|at|by|for|from|with|into|onto|via|per|as|than|til|till|until|is|are|was|were|be|been|being|am|has|have|had|do|does|did|will|would|shall|should|can|could|may|might|must|it|its|this|that|these|those|we|our|us|you|your|they|their|them|he|his|she|her|i|my|me|who|which|what|when|where|whose|if|so|not)$/;
const TIME_PHRASE = /^(?:(?:next|last|this|coming|past)\s+(?:week|month|year|quarter|season|weekend)|today|tomorrow|yesterday|tonight|(?:for|as of|until|till|right)\s+now)$/i;

/** The name without a time phrase (TIME_PHRASE) read onto its last one or two words ('dewdrop next month' -> 'dewdrop'). */
function withoutTimeTail(name: string): string {
  const words = name.trim().split(/\s+/);
  for (const k of [2, 1]) {
    if (words.length > k && TIME_PHRASE.test(words.slice(-k).join(' '))) return words.slice(0, -k).join(' ');
  }
  return name;
}
const FIELD_NOUNS = new Set(['brand', 'product', 'client', 'company', 'agency']);
/**
 * 'new ANC earbuds', 'new bridal collection', 'our new range': 'new' and common words in lower case (acronyms aside)
 * say what the thing is, not what it is called — the writer's stand-in while the name is not out.
 */
const isStandIn = (t: string) => /^(?:(?:our|the|a|my)\s+)?new\s+\S/i.test(t) && t.split(/\s+/).slice(1).every((w) => /^[\p{Ll}\d-]+$|^\p{Lu}{2,5}$/u.test(w));
/**
 * An amount ('Rs 14', '₩1.5억', '50k') or a bare time phrase ('next month') is never a name. Amounts are whatever the
 * money reader finds covering the whole pick with a currency or a multiplier, so every format it knows counts. Nor is a
 * header, greeting or field word, an agency, a fragment or the writer's stand-in for a name not yet out (below).
 */
// A date ('1st Oct', 'Oct 1', '12 March 2025'), a one-word interjection that opens chat or speech ('Haan', 'Okay', 'Yaar')
// or the workplace tool a brief was pasted from ('pasted from Slack', 'Teams'): never the brand or the product.
// (A date is a month name with a day number or a year: '1st Oct', 'Oct 12, 2025', '12 of March'.)
const MONTH_WORD = new RegExp(`^${MONTH_NAME}$`, 'i');
const isDate = (t: string) => {
  const words = t.replace(/,/g, '').split(/\s+/).filter((w) => w.toLowerCase() !== 'of').map((w) => w.replace(/\.$/, ''));
  return words.length >= 2 && words.length <= 3 && words.filter((w) => MONTH_WORD.test(w)).length === 1 && words.every((w) => MONTH_WORD.test(w) || /^\d{1,4}(?:st|nd|rd|th)?$/i.test(w));
};
const INTERJECTION = /^(?:yes|yeah|yep|yup|no|nope|ok|okay|oki|alright|right|sure|cool|great|hmm+|oh|ah|so|well|haan|haanji|ha|ji|achha|accha|acha|theek|thik|arre|arey|yaar|bhai|bro|boss|sir|madam|ma'am)$/i;
// ('Published by Kite Hill Books', 'Made by Kvistleg': the verb before 'by' read as the thing made.)
const PARTICIPLE = /^(?:published|made|produced|designed|written|developed|brewed|crafted|built|created|handmade|hand-made|powered|presented|distributed|manufactured|curated|hosted|directed|edited|illustrated|narrated|founded|owned|backed|supported|sponsored|brought|launched|roasted|baked|blended|grown|sourced|engineered|inspired|imported|marketed|operated|managed|organi[sz]ed|printed|woven|stitched|tailored|cooked|prepared|packed|bottled|distilled|fermented|trained|taught)$/i;
const WORK_TOOL = /^(?:(?:microsoft|ms|google)\s+)?(?:slack|teams|meet|notion|whatsapp|zoom|canva|trello|asana|jira|gmail|outlook|excel|sheets|docs|figma|miro|loom|airtable|hubspot|discord|telegram)$/i;

// A heading in capitals naming the document ('CREATOR CAMPAIGN INTAKE', 'MEETING NOTES', 'INFLUENCER BRIEF FORM').
const CAPS_DOC_HEADING = /^(?=.*\b(?:CAMPAIGN|BRIEF|INTAKE|NOTES|MEETING|FORM|INFLUENCER|CREATOR|PROPOSAL|MINUTES|AGENDA|REQUEST|TEMPLATE)\b)[\p{Lu}\d&/ -]+$/u;

// A job title, a department or the campaign itself ('Account Director', 'Marketing Department', 'Growth x Partnerships',
// 'Influencer Campaign FY25-26', 'Creator Brief').
const ROLE_OR_DOC = new RegExp(String.raw`^(?:(?:influencers?|creators?)(?:\s+(?:campaign|brief|programme|program|push|marketing|collab(?:oration)?s?))?(?:\s+(?:fy|q[1-4]|h[12])?[\d'’/–-]+)?|(?:${DEPARTMENT_WORDS})\s+(?:department|dept\.?|team|x\s+partnerships|&\s+partnerships)|(?:account|brand|marketing|growth|partnerships?|social media|creative|campaign|influencer)\s+(?:director|manager|lead|head|executive|coordinator|associate|strategist))$`, 'i');
const LANGUAGE_OR_PEOPLE =
  /^(?:hindi|english|hinglish|tamil|telugu|kannada|malayalam|marathi|bengali|bangla|gujarati|punjabi|haryanvi|bhojpuri|odia|oriya|urdu|assamese|nagpuri|santhali|kurukh|maithili|sindhi|konkani|tulu|rajasthani|marwari|spanish|french|german|portuguese|italian|dutch|arabic|swahili|yoruba|igbo|hausa|pidgin|zulu|xhosa|afrikaans|sotho|tswana|m[aā]ori|te reo|welsh|gaelic|irish|scottish|cantonese|mandarin|japanese|korean|thai|vietnamese|indonesian|malay|tagalog|filipino|brazilian|ethiopian|kenyan|nigerian|ghanaian|indian|pakistani|bangladeshi|sri lankan|nepali|american|british|australian|canadian|mexican|colombian|peruvian|chilean|argentine|argentinian)$/i;
function neverAName(name: string): boolean {
  if (TIME_PHRASE.test(name)) return true;
  const t = name.trim();
  if (ROLE_OR_DOC.test(t)) return true;
  // Languages or peoples ('Punjabi + Haryanvi', 'Brazilian and Ethiopian', 'Hindi/Tamil').
  if (t.split(/\s*(?:\+|&|\/|,|\band\b|\bor\b)\s*/i).every((w) => LANGUAGE_OR_PEOPLE.test(w))) return true;
  if (/\s/.test(t) && CAPS_DOC_HEADING.test(t) && t.split(/\s+/).every((w) => !/\p{L}/u.test(w) || isDictionaryWord(w.toLowerCase()))) return true;
  if (isDate(t) || INTERJECTION.test(t) || WORK_TOOL.test(t) || PARTICIPLE.test(t)) return true;
  // One word that heads a mail, a ticket or a greeting ('Asunto', 'Ticket', 'Kalimera'), or a field noun in any
  // language ('Značka', 'Klient'): the rules took the line's first word.
  if (!/\s/.test(t) && (isHeaderWord(t) || isGreetingWord(t) || FIELD_NOUNS.has(cueWord(t.toLowerCase())))) return true;
  // An agency writes for the brand and makes no product ('Agencia Guayaba', 'Agentur Seebrise'); a value that opens a
  // bracket it never closes was cut from a template slot ('[confidențial').
  if (isAgencyName(t) || /^[[(<{]/.test(t)) return true;
  // One letter ('H') or the tail of an amount ('000.– bis 4').
  if (t.replace(/[^\p{L}\p{N}]/gu, '').length < 2 || /^0{2,}|^\d[\d'’.,]*[–—]/u.test(t)) return true;
  // ('Betreff: Wollsocken': a header and its value read as one name.)
  const head = /^([^\s:]+):/.exec(t);
  if (head && isHeaderWord(head[1]!)) return true;
  if (isStandIn(t)) return true;
  // A closed-class word written in lower case at either end ('white-label for', 'til contract's signed', 'in gps', a bare
  // 'for'): the rules cut a name out of the middle of a sentence. (Inside a name such words are fine: 'Tales from the
  // Hollow Mine'.)
  const words = t.split(/\s+/);
  if (CLOSED_CLASS.test(words[0]!) || CLOSED_CLASS.test(words[words.length - 1]!)) return true;
  // ('9L last year': an amount and the words after it.)
  const lead = findAmounts(t).find((a) => a.start === 0 && (a.currency !== null || a.multiplier !== null));
  if (lead && lead.end < t.length && !/\p{Lu}/u.test(t.slice(lead.end))) return true;
  return findAmounts(t).some((a) => a.start === 0 && a.end >= t.length && (a.currency !== null || a.multiplier !== null));
}

// A field noun standing before a name as its title, in the languages of name-gazetteer.ts' cue words, or a ticket id.
const LEAD_LABEL = /^[\p{Lu}]{2,}-\d+\s+(?=[\p{Lu}\p{N}])/u;
// A preposition opening a sentence, read into the name after it ('Under the Halden Studio', 'By Norrvik Forlag').
const LEAD_PREPOSITION = /^(?:(?:Under|By|For|From|With|At|In|On|Of|Via|Through|Across|Ahead of|After|Before|During|Behind|Beyond|Within)\s+(?:the|our|this|a|an)\s+|(?:By|From|For|With)\s+(?=\S+\s+\S))(?=[\p{Lu}\p{N}])/u;
// A verb for the message itself read into the name after it ('Forwarding Lekhni Tech', 'Sharing Chaupal Games').
const LEAD_MESSAGE_VERB = /^(?:Forwarding|Fwding|Sharing|Resharing|Introducing|Presenting|Announcing|Attaching|Sending|Resending|Looping in|Following up on)\s+(?=[\p{Lu}\p{N}])/u;
// A filler opening a spoken sentence, read into the name after it ('So Chillar Stack is …', 'Okay Brindle Box').
const LEAD_FILLER = /^(?:So|Ok|Okay|Yeah|Well|Also|Anyway|Basically)\s+(?=[\p{Lu}\p{N}]\S*\s+\S)/u;
function stripLead(name: string): string {
  const verb = LEAD_MESSAGE_VERB.exec(name) ?? LEAD_FILLER.exec(name);
  if (verb && isNameLike(name.slice(verb[0].length))) name = name.slice(verb[0].length);
  const prep = LEAD_PREPOSITION.exec(name);
  if (prep && isNameLike(name.slice(prep[0].length))) name = name.slice(prep[0].length);
  // 'Santi from Perrito Paisa', 'Volodymyr @ Levyi Bereh Studio': a person and the organisation they write from. (Not
  // 'de' / 'z': 'Flor de Jambu', 'Snídaně z Kopce' are names.)
  const from = /^([\p{Lu}][\p{Ll}'’-]+)\s+(?:from|@|at)\s+(?=[\p{Lu}\p{N}])/u.exec(name);
  if (from && (FIRST_NAMES.has(from[1]!.toLowerCase()) || isGazetteerFirstName(from[1]!)) && isNameLike(name.slice(from[0].length))) name = name.slice(from[0].length);
  // 'Komorebi Living PR', 'Ostrava Foods Marketing': the brand's own department signing the brief.
  const dept = /\s+(?:PR|Marketing|Comms|Communications|HQ)$/u.exec(name);
  if (dept && isNameLike(name.slice(0, dept.index)) && name.slice(0, dept.index).includes(' ')) name = name.slice(0, dept.index);
  const first = name.split(/\s+/)[0] ?? '';
  const rest = name.slice(first.length).trim();
  if (rest && (LEAD_LABEL.test(name) || /^(?:brand|client|company)$/.test(cueWord(first.toLowerCase()))) && /^[\p{Lu}\p{N}]/u.test(rest) && isNameLike(rest)) return rest;
  return name;
}

/**
 * 'NPH' as the brand when the brief spells out 'National Parks Heritage' (the capitals of a run's words, joiners left
 * out, are the acronym): the organisation is named in full.
 */
export function expandAcronym(brand: string, units: Unit[]): string {
  if (!/^\p{Lu}{2,6}$/u.test(brand)) return brand;
  for (const u of units) {
    for (const m of u.text.matchAll(/\p{Lu}[\p{L}'-]*(?:\s+(?:(?:of|for|and|&|the|de|du|des|la|le|van|von|für|und)\s+)*\p{Lu}[\p{L}'-]*){1,6}/gu)) {
      const run = m[0].replace(/^The\s+/, '');
      const words = run.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
      if (words.length === brand.length && words.map((w) => w[0]).join('') === brand && words.some((w) => /\p{Ll}/u.test(w))) return run;
    }
  }
  return brand;
}

/**
 * A first name and an initial ('Karthik S', 'Thandi M.'), or a name after a form of address ('Mrs. Bisola Adeyemi', 'Uncle
 * Alvin', 'Smt. Lata'): a person. (Not 'Model S' or 'Vitamin C': their first word is an ordinary word.)
 */
export function personShaped(name: string): boolean {
  const words = name.split(/\s+/);
  if (words.length === 2 && /^\p{Lu}\p{Ll}+$/u.test(words[0]!) && /^\p{Lu}\.?$/u.test(words[1]!) && !isDictionaryWord(words[0]!)) return true;
  return words.length >= 2 && words.length <= 3 && /^(?:Mr|Mrs|Ms|Miss|Mx|Smt|Shri|Shrimati|Sri|Uncle|Aunty|Auntie)\.?$/.test(words[0]!) && words.slice(1).every((w) => /^\p{Lu}/u.test(w));
}

/** A rule pick that is a person, a place, a list of places or not a name at all. */
export function looksWrong(name: string): boolean {
  if (!name) return false;
  const words = name.split(/\s+/);
  if (FIRST_NAMES.has(words[0]!.toLowerCase()) && words.length <= 2 && words.every((w) => /^[\p{Lu}][\p{Ll}]+$/u.test(w))) return true;
  if (isPlace(name.replace(/\//g, ' and ')) || isBigPlace(name)) return true;
  // A greeting ('Servus', 'Grüezi'), or a first name on its own ('Katrin') or before a surname, in any language.
  if (words.length === 1 && (isGreetingWord(name) || isGazetteerFirstName(name) || isHeaderWord(name))) return true;
  if (words.length <= 3 && isGreetingWord(words[0]!)) return true;
  if (words.length === 2 && isGazetteerFirstName(words[0]!) && !isOrgWord(words[1]!) && words.every((w) => /^[\p{Lu}][\p{Ll}]+$/u.test(w))) return true;
  if (/\//.test(name) && !/\p{N}/u.test(name)) return true;
  // A participle heading a line ('Dictated by …', 'Forwarded by …', 'Sharing …') is no name.
  if (words.length === 1 && /(?:ed|ing)$/i.test(name) && isDictionaryWord(name)) return true;
  // A plain lowercase word of the dictionary ('awareness') is no name.
  if (words.length === 1 && /^\p{Ll}+$/u.test(name) && isDictionaryWord(name)) return true;
  return !isNameLike(name);
}

export interface RefineResult extends NameResult {
  /** Which names the model gave (for the review list). */
  fromModel: NameHead[];
  /** Names the rules gave that the model all but rules out (probability under DOUBT): for the review list too. */
  doubted: NameHead[];
}

/** Whether one name contains the other (case and spacing ignored); never for an empty name. */
export const namesOverlap = (a: string, b: string) => !!a && !!b && (norm(a).includes(norm(b)) || norm(b).includes(norm(a)));

/** "Owner's Thing": the owner and the capitalised name after the possessive. */
const POSSESSIVE = /^(.+?)['’]s\s+([\p{Lu}\p{N}].*)$/u;

/** The probability below which the model holds a rule pick that is one of its candidates to be no name of that kind. */
const DISBELIEF = 0.1;
/**
 * A kept name the model gives less than this is marked for review. Chosen with models trained leaving each tuning set out
 * (so a set's names are scored by a model that never saw its author): on the outside authors' sets it marks 42% of the
 * wrong brands and 59% of the wrong products the rules keep (22% / 29% without it) for about 2% more right names marked
 * (ADR 0009, round 11).
 */
const DOUBT = 0.05;
/** One word of the dictionary, in any case ('Details', 'MEMBERSHIP'). */
const oneOrdinaryWord = (s: string) => !/\s/.test(s.trim()) && isDictionaryWord(s.trim().replace(/[^\p{L}]/gu, ''));
/** How sure the model must be of both names in their other roles before the rules' roles are swapped. */
const ROLE_SWAP = 0.5;

/**
 * The rules' names, with the model's best candidate where a name is empty (and not said to be withheld), or
 * where the rule pick looks wrong (a person, a place, not a name) or the model gives it almost no chance,
 * when the candidate's probability passes the head's threshold. A replacement never merely widens or
 * narrows the rule pick ('Team Pixelforge' for 'Pixelforge').
 */
/** The people who speak in a chat export (a name heading two or more messages): people, never the brand or product. */
function chatSpeakers(units: Unit[]): Set<string> {
  const seen = new Map<string, number>();
  for (const u of units) {
    const speaker = messageHeadSpeaker(u.text);
    if (speaker) seen.set(norm(speaker), (seen.get(norm(speaker)) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, n]) => n >= 2).map(([name]) => name));
}

export function refineNames(units: Unit[], names: NameResult, model: NameModel = SHIPPED_NAME_MODEL, domains: string[] = [], people: Set<string> = new Set()): RefineResult {
  // The chat's speakers and the people the brief's layout names (briefPeople: mail headers, greetings, sign-offs).
  const speakers = chatSpeakers(units);
  const persons = new Set([...speakers, ...[...people].map(norm)]);
  // ('Becca' heading the chat's messages, 'Rukhsar Noorbaaf' where 'Rukhsar' does: the person. 'Harpreet Foods' is no person.)
  const isPersonOf = (set: Set<string>) => (t: string) => {
    const words = norm(t).split(' ');
    return set.has(norm(t)) || (words.length <= 2 && !isOrgWord(words[1] ?? '') && [...set].some((s) => s.split(' ')[0] === words[0]));
  };
  const isSpeaker = isPersonOf(speakers);
  const isPerson = isPersonOf(persons);
  // Markdown emphasis around a name ('**Fernway Kitchen**') is layout, not part of it.
  let product = stripEmphasis(names.product);
  let brand = stripEmphasis(names.brand);
  const fromModel: NameHead[] = [];
  if (!model?.product) return { product, brand, fromModel, doubted: [] };
  // An amount ('Rs 14') or a bare time phrase ('next month') is never a name: such a rule pick is dropped, and the
  // model may fill the name as if the rules had found none.
  // (A stand-in the writer gave for the product — 'Product: new ANC earbuds' — says the name is not out: the model does
  // not guess one either.)
  const standIn = isStandIn(product.trim());
  if (neverAName(product) || isSpeaker(product)) product = '';
  if (neverAName(brand) || isSpeaker(brand)) brand = '';
  const found = namesWithheld(units);
  const withheld = { ...found, product: found.product || standIn };
  // "Verbena Learning's Chatterbox Immersion" read as the brand and no product: the owner is the brand, the rest the product.
  const poss = !product && !withheld.product ? POSSESSIVE.exec(brand) : null;
  if (poss && poss[2]!.split(/\s+/).length >= 2 && isNameLike(poss[1]!) && isNameLike(poss[2]!)) {
    brand = poss[1]!;
    product = poss[2]!;
    fromModel.push('product', 'brand');
  }
  // 'Client Tembusu Capital', 'Marke Fellwerk', 'MKT-4561 Pikkupeli Oy': a field noun or a ticket number before the
  // name is no part of it.
  brand = stripLead(brand);
  product = stripLead(product);
  const cands = nameCandidates(units, domains);
  // Every candidate ranked once by each head.
  const ranked: Record<NameHead, Array<{ text: string; p: number }>> = { product: rankNames(cands, model.product), brand: rankNames(cands, model.brand) };
  // The rules' names in each other's places: 'Maison Kerlo lance la Brume Tote' read as the product 'Maison Kerlo' and
  // no brand. When the model holds the rules' product to be the brand and another candidate to be the product, both
  // well past even, the roles are swapped; likewise when it holds both rule picks to be the other's name.
  if (!withheld.product && !withheld.brand && product && !fromModel.length) {
    const pOf = (head: NameHead, name: string) => (name ? ranked[head].find((c) => norm(c.text) === norm(name))?.p : undefined);
    const asBrand = pOf('brand', product) ?? 0;
    const asProduct = pOf('product', product) ?? 0;
    if (!brand && asBrand >= ROLE_SWAP && asBrand > asProduct) {
      const next = ranked.product.find((c) => !namesOverlap(c.text, product) && isNameLike(c.text) && !looksWrong(c.text));
      if (next && next.p >= ROLE_SWAP && next.p > asProduct) {
        brand = product;
        product = stripLead(next.text);
        fromModel.push('product', 'brand');
      }
    } else if (brand && asBrand >= ROLE_SWAP && (pOf('product', brand) ?? 0) >= ROLE_SWAP && asProduct < 1 - ROLE_SWAP && (pOf('brand', brand) ?? 0) < 1 - ROLE_SWAP) {
      [product, brand] = [brand, product];
      fromModel.push('product', 'brand');
    }
  }
  for (const head of ['product', 'brand'] as const) {
    if (withheld[head] || fromModel.includes(head)) continue;
    const current = head === 'product' ? product : brand;
    const other = head === 'product' ? brand : product;
    const own = current ? ranked[head].find((c) => norm(c.text) === norm(current))?.p : undefined;
    const wrong = !!current && ((looksWrong(current) && (own ?? 0) < 0.5) || (own !== undefined && own < DISBELIEF) || isPerson(current) || personShaped(current));
    if (current && !wrong) continue;
    // (Compared without a ticket id or field noun before it, as it would be kept.)
    // A name the brief gives nowhere else is never guessed as one ordinary word ('Details', 'Pricing').
    const fits = (c: { text: string }) => norm(stripLead(c.text)) !== norm(other) && !namesOverlap(stripLead(c.text), current) && isNameLike(c.text) && !looksWrong(c.text) && !neverAName(c.text) && !isPerson(c.text) && (!!current || !oneOrdinaryWord(c.text));
    const threshold = current ? model.replace[head] : model.fill[head];
    // (A candidate shaped like a person — 'Karthik S', 'Mrs. Bisola Adeyemi' — only where no other passes.)
    const unlikePerson = ranked[head].find((c) => fits(c) && !personShaped(c.text));
    const top = unlikePerson && unlikePerson.p >= threshold ? unlikePerson : ranked[head].find(fits);
    if (top && top.p >= threshold) {
      if (head === 'product') product = stripLead(top.text);
      else brand = stripLead(top.text);
      fromModel.push(head);
    } else if (current && looksWrong(current) && (own ?? 0) < (model.drop?.[head] ?? 0)) {
      // Nothing better, and the pick is a person, a place or a greeting the model does not believe: no name.
      if (head === 'product') product = '';
      else brand = '';
      fromModel.push(head);
    }
  }
  // A time phrase read onto the end of a name ('… called dewdrop next month', 'launching Kelp Cloud this week') is no part of it.
  product = withoutTimeTail(product);
  brand = withoutTimeTail(brand);
  // (A field noun stripped off may leave a fragment: 'Cliente H' -> 'H'.)
  if (neverAName(product)) product = '';
  if (neverAName(brand)) brand = '';
  brand = expandAcronym(brand, units);
  // "Ironbark Nutrition's Creatine Chews" with the brand Ironbark Nutrition: the product is what the brand owns.
  const owned = POSSESSIVE.exec(product);
  if (owned && brand && norm(owned[1]!) === norm(brand) && isNameLike(owned[2]!)) product = owned[2]!;
  // "Anvaya Wealth's Pocketline SIP" read as the brand beside the product Pocketline SIP: the brand is the owner.
  const owner = POSSESSIVE.exec(brand);
  if (owner && product && norm(owner[2]!) === norm(product) && isNameLike(owner[1]!)) brand = owner[1]!;
  const doubted = (['product', 'brand'] as const).filter((head) => {
    const name = head === 'product' ? product : brand;
    // (A person the layout names, kept because nothing better was found, is for the user to check.)
    if (name && !fromModel.includes(head) && (isPerson(name) || personShaped(name))) return true;
    const p = name && !fromModel.includes(head) ? ranked[head].find((c) => norm(c.text) === norm(name))?.p : undefined;
    return p !== undefined && p < DOUBT;
  });
  return { product, brand, fromModel, doubted };
}
