// A small multinomial naive Bayes model of the niche, over the words that say what the product is,
// who it is for and how it is used (product name and description counted twice). It complements the hand-made lexicon of niche.ts: the lexicon
// says which words name a niche, the model weighs the many other words a brief uses. Trained by
// apps/server/scripts/train-niche-model.ts on the tuning corpora; weights in niche-model.json.
import { NICHES, type Niche } from './llm.js';
import weights from './niche-model.json' with { type: 'json' };

export interface NicheModel {
  classes: string[];
  /** Per token, log P(token | class) in class order. */
  vocab: Record<string, number[]>;
  /** Points the posterior is worth against the lexicon (chosen by cross-validation in the training script). */
  weight?: number;
}

/** The shipped model's weight against the lexicon. */
export const NICHE_MODEL_WEIGHT = (weights as NicheModel).weight ?? 4;

/** Trains the model on (context, product, niche) examples; see apps/server/scripts/train-niche-model.ts. */
export function trainNicheModel(docs: Array<{ niche: string; tokens: string[] }>, classes: string[], alpha = 0.5, minDocs = 2): NicheModel {
  const docFreq = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d.tokens)) docFreq.set(t, (docFreq.get(t) ?? 0) + 1);
  const vocab = [...docFreq.entries()].filter(([, n]) => n >= minDocs).map(([t]) => t).sort();
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
    out[t] = classes.map((_, k) => Math.round(Math.log((counts[k]![i]! + alpha) / (totals[k]! + alpha * vocab.length)) * 1000) / 1000);
  });
  return { classes, vocab: out };
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

const trained = weights as NicheModel;
/** Words of evidence worth a full (untempered) vote. */
const TEMPER_WORDS = 8;

/** Posterior probability of each niche, or an empty map when the model knows none of the words. */
export function nicheModelPosterior(context: string, product: string, model: NicheModel = trained): Map<Niche, number> {
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
