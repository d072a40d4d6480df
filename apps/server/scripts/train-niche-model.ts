// npm run -s train:niche  (node --import tsx apps/server/scripts/train-niche-model.ts)
// Trains the naive Bayes niche model of src/ai/llm/niche-model.ts on the tuning corpora
// (briefs-tuning.jsonl and briefs-extra.jsonl; never the held-out or dev sets) and writes its weights
// to src/ai/llm/niche-model.json. Deterministic: same corpora, same weights.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NICHES } from '../src/ai/llm/llm.js';
import { extractLocally } from '../src/ai/llm/local.js';
import { nicheTokens } from '../src/ai/llm/niche-model.js';

const dir = resolve(import.meta.dirname, '../src/ai/llm/__fixtures__');
const FILES = ['briefs-tuning.jsonl', 'briefs-extra.jsonl'];
const ALPHA = 0.5;
const MIN_DOCS = 2;

const docs: Array<{ niche: string; tokens: string[] }> = [];
for (const f of FILES) {
  for (const line of readFileSync(resolve(dir, f), 'utf8').split('\n').filter(Boolean)) {
    const d = JSON.parse(line) as { brief: string; expected: { product_niche: string } };
    if (!d.expected.product_niche) continue;
    const r = extractLocally(d.brief);
    const c = r.campaign;
    // The same words the extractor gives the model at run time (creator phrases via the plan's niche text).
    docs.push({ niche: d.expected.product_niche, tokens: nicheTokens(`${c.target_audience} ${c.key_use_cases} ${r.plan.niche_text}`, `${c.product_name} ${c.product_description}`) });
  }
}
const classes = [...NICHES] as string[];
const docFreq = new Map<string, number>();
for (const d of docs) for (const t of new Set(d.tokens)) docFreq.set(t, (docFreq.get(t) ?? 0) + 1);
const vocab = [...docFreq.entries()].filter(([, n]) => n >= MIN_DOCS).map(([t]) => t).sort();
const index = new Map(vocab.map((t, i) => [t, i]));
const counts = classes.map(() => new Array<number>(vocab.length).fill(0));
const totals = classes.map(() => 0);
for (const d of docs) {
  const k = classes.indexOf(d.niche);
  if (k < 0) continue;
  for (const t of d.tokens) {
    const i = index.get(t);
    if (i === undefined) continue;
    counts[k]![i]!++;
    totals[k]!++;
  }
}
const out: Record<string, number[]> = {};
vocab.forEach((t, i) => {
  out[t] = classes.map((_, k) => Math.round(Math.log((counts[k]![i]! + ALPHA) / (totals[k]! + ALPHA * vocab.length)) * 1000) / 1000);
});
writeFileSync(resolve(import.meta.dirname, '../src/ai/llm/niche-model.json'), `${JSON.stringify({ classes, alpha: ALPHA, trained_on: FILES, documents: docs.length, vocab: out })}\n`);
console.log(`niche model: ${docs.length} briefs, ${vocab.length} words, ${classes.length} niches`);
