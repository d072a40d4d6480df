// Truecasing for briefs written all in lower case (issue 14: 'all-lowercase chat'). The name rules and the name
// model read names from their capitals ('Dhwani Audio's new Pulsewave Buds X2'); in 'dhwani audio's new pulsewave buds
// x2' there are none, so both find nothing. Before names are read from such a brief, its invented words are given
// capitals again: a word that is neither an ordinary English word (SCOWL, common-words.json) nor a word the training
// briefs use everywhere (chat words, Hinglish, abbreviations) nor a function word opens a name, and the name runs on
// over the words after it ('audio', 'buds', 'x2') until punctuation, a function word, a word for the message itself
// ('brief', 'campaign') or four words. Only the case changes, so every span keeps its place in the brief. The brief
// must be mostly ordinary words (80%), so text in another language is left as it is. ADR 0026.
import data from './common-words.json' with { type: 'json' };

const ENGLISH = new Set(data.english.split('|'));
const FROM_BRIEFS = new Set(data.briefs.split('|'));

// Function words (a closed class): a name never runs over them. English, and the Hindi/Urdu ones of Hinglish chat.
const FUNCTION_WORDS = new Set(
  (
    'a an and or but nor so yet of to in on at by for from with without into onto over under about as is are was were be been being ' +
    'am do does did has have had will would shall should can could may might must it its it\'s this that these those our ours we us my ' +
    'your you they them their he she his her i me who whom which what when where why how not no yes if then than also just only ' +
    'new launching launch launches launched called named via per each every all any some more most very too here there ' +
    'hai hain tha thi the ka ki ke ko se me mein main aur ya pe par bhi hi wo woh ye yeh jo toh na nahi nahin kya ho hoga hogi ' +
    'karna karo kar kare kiya liye wala wali wale apna apni apne hamara hamari humara humari hum'
  ).split(' '),
);

/** Capital letters among the words of a brief, not counting a line's first word or words in capitals ('AM', 'UGC', '15L'). */
export function isLowercaseBrief(brief: string): boolean {
  let words = 0;
  let capitalised = 0;
  for (const line of brief.split('\n')) {
    const ws = line.match(/\p{L}[\p{L}\p{N}'’.-]*/gu) ?? [];
    ws.forEach((w, i) => {
      if (i === 0 || w === w.toUpperCase()) return;
      words++;
      if (/^\p{Lu}/u.test(w)) capitalised++;
    });
  }
  return words >= 8 && capitalised / words < 0.03;
}

/** A word of the English dictionary (SCOWL up to size 50), in any case. */
export const isDictionaryWord = (w: string) => ENGLISH.has(w.toLowerCase());

const plain = (w: string) => w.toLowerCase().replace(/['’]s$/, '').replace(/[’]/g, "'");
// Nouns for the message itself that follow a name in chat ('paisora brief', 'araku campaign'): a name stops before them.
const MESSAGE_NOUNS = new Set('brief briefs campaign campaigns team launch project account deck budget update ask request details'.split(' '));

/**
 * An ordinary word: in the dictionary (or an inflection of a dictionary word), used everywhere in briefs, a function
 * word, a contraction ('don't'), a compound of ordinary words ('pre-orders', 'new-to-city') or too short to open a name.
 */
function ordinary(w: string): boolean {
  const p = plain(w);
  if (p.length < 4) return true;
  if (/'/.test(p)) {
    // (A negated verb is a function word: 'hasn't', 'shouldn't', 'wasn't'.)
    if (/n't$/.test(p)) return true;
    const head = p.split("'")[0]!;
    return head.length < 4 || FUNCTION_WORDS.has(head) || ENGLISH.has(head) || FROM_BRIEFS.has(head);
  }
  if (/-/.test(p)) return p.split('-').every((x) => x.length < 4 || ordinary(x) || /^\p{N}+$/u.test(x));
  if (ENGLISH.has(p) || FROM_BRIEFS.has(p) || FUNCTION_WORDS.has(p)) return true;
  // An inflection of a dictionary word ('apartments', 'skipping', 'flushable').
  for (const suffix of ['s', 'es', 'ed', 'ing', 'er', 'ers', 'ly', 'able', 'ness']) {
    const base = p.slice(0, -suffix.length);
    if (p.endsWith(suffix) && (ENGLISH.has(base) || ENGLISH.has(`${base}e`) || (base.endsWith('i') && ENGLISH.has(`${base.slice(0, -1)}y`)))) return true;
  }
  return false;
}

// (Only where the capital is one character: 'ß' would become 'SS' and move every span after it.)
const cap = (w: string) => w.replace(/^(\p{Ll})/u, (c) => (c.toUpperCase().length === c.length ? c.toUpperCase() : c));

/**
 * The brief with the invented words of an all-lowercase brief, and the words of the name each opens, capitalised;
 * any other brief as it is. The result has the same length as the brief.
 */
export function truecaseNames(brief: string): string {
  if (!isLowercaseBrief(brief)) return brief;
  // (Text mostly in another language — Vietnamese, Indonesian — has too many words outside the dictionary to tell names.)
  const words = brief.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (words.filter((w) => ordinary(w)).length < 0.8 * words.length) return brief;
  // Tokens: a run of letters/digits with inner apostrophes, dots, hyphens or '&' (plus the text between).
  const re = /[\p{L}\p{N}][\p{L}\p{N}'’&.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
  const toks = [...brief.matchAll(re)].map((m) => ({ w: m[0], start: m.index, end: m.index + m[0].length }));
  const out = brief.split('');
  const setCap = (t: { w: string; start: number }) => {
    const c = cap(t.w);
    for (let k = 0; k < c.length; k++) out[t.start + k] = c[k]!;
  };
  // A token inside an address, a handle or a link ('meera.reddy', '@pawdhan', 'site.com/x') is no word of the text.
  const inAddress = (t: { w: string; start: number; end: number }) =>
    /[@/#]/.test(brief[t.start - 1] ?? '') || /^[.@/:]\p{L}/u.test(brief.slice(t.end, t.end + 2)) || /\.\p{L}/u.test(t.w);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!/^\p{L}/u.test(t.w) || ordinary(t.w) || inAddress(t)) continue;
    setCap(t);
    // The name runs on over the words after it while nothing but spaces stands between them.
    let j = i;
    while (j + 1 < toks.length && j - i < 3) {
      const a = toks[j]!;
      const b = toks[j + 1]!;
      if (/['’]s$/.test(a.w) || !/^[ \t]+$/.test(brief.slice(a.end, b.start))) break;
      if (FUNCTION_WORDS.has(plain(b.w)) || MESSAGE_NOUNS.has(plain(b.w)) || inAddress(b)) break;
      // (A number before a word counts it, not part of a name: 'asura yudh 10 streamers'; 'x2' and a closing 'pro 3' are.)
      const c = toks[j + 2];
      if (/^\p{N}+$/u.test(b.w) && c && /^[ \t]+$/.test(brief.slice(b.end, c.start)) && /^\p{L}/u.test(c.w) && !FUNCTION_WORDS.has(plain(c.w)) && !MESSAGE_NOUNS.has(plain(c.w))) break;
      setCap(b);
      j++;
    }
    i = j;
  }
  return out.join('');
}
