// A small multinomial naive Bayes model of the niche, over the words that say what the product is,
// who it is for and how it is used (product name and description counted twice). It complements the hand-made lexicon of niche.ts: the lexicon
// says which words name a niche, the model weighs the many other words a brief uses. Trained by
// apps/server/scripts/train-niche-model.ts on the tuning corpora; weights in niche-model.json.
import { NICHES, type Niche } from './llm.js';
import weights from './niche-model.json' with { type: 'json' };

interface NicheModel {
  classes: string[];
  /** Per token, log P(token | class) in class order. */
  vocab: Record<string, number[]>;
}

const STOP = new Set(
  'the and for with our are you your their they this that from have has will can but not all any its it’s into more most very just also who what when how why per each one two new get got want need like love make made use used using them out about than then there here were was been being over under only some such ever every much many well good great best team brief budget goal audience product brand creators creator influencers influencer campaign launch launching hai hain aur liye ke ki ka se hum humara'.split(' '),
);

export function nicheTokens(context: string, product: string): string[] {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 3 && !STOP.has(w))
      .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  const p = words(product);
  return [...words(context), ...p, ...p];
}

const model = weights as NicheModel;
/** Words of evidence worth a full (untempered) vote. */
const TEMPER_WORDS = 8;

/** Posterior probability of each niche, or an empty map when the model knows none of the words. */
export function nicheModelPosterior(context: string, product: string): Map<Niche, number> {
  const out = new Map<Niche, number>();
  if (!model.classes?.length) return out;
  const logp = model.classes.map(() => 0);
  let known = 0;
  for (const t of nicheTokens(context, product)) {
    const row = model.vocab[t];
    if (!row) continue;
    known++;
    for (let k = 0; k < logp.length; k++) logp[k]! += row[k]!;
  }
  if (!known) return out;
  // Naive Bayes over-counts correlated words and its posteriors come out near 0 or 1; tempering the
  // log-likelihood by the number of known words keeps the model's vote proportionate to its evidence.
  const temper = Math.max(1, known / TEMPER_WORDS);
  const max = Math.max(...logp);
  const exp = logp.map((x) => Math.exp((x - max) / temper));
  const sum = exp.reduce((a, b) => a + b, 0);
  model.classes.forEach((c, k) => {
    if ((NICHES as readonly string[]).includes(c)) out.set(c as Niche, exp[k]! / sum);
  });
  return out;
}
