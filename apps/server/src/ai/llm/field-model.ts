// A small trained sentence classifier for the four text fields: one logistic regression per field over a unit's
// words, bigrams, its label kind, its place in the brief and a few shape features. The rules of local.ts decide first;
// the model only fills a field the rules left empty and that the brief does not say is withheld, with the unclaimed
// unit it rates highest, when that rating reaches the threshold chosen by cross-validation. Trained by
// apps/server/scripts/train-field-model.ts on the tuning corpora (a unit is a positive example of a field when it holds
// one of that field's labelled keywords); weights in field-model.json.
import weights from './field-model.json' with { type: 'json' };
import type { Unit } from './segment.js';

export const MODEL_FIELDS = ['product_description', 'target_audience', 'key_use_cases', 'campaign_goal'] as const;
export type ModelField = (typeof MODEL_FIELDS)[number];

export interface FieldModel {
  /** Per feature, one weight per field in MODEL_FIELDS order. */
  weights: Record<string, number[]>;
  bias: number[];
  /** Probability a unit needs to fill an empty field (chosen by cross-validation; > 1 switches the model off). */
  threshold?: number;
}

const STEM = (w: string) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** The features of one unit: words and bigrams (lower case), its label kind, place, length and shape. */
export function unitFeatures(u: Unit, units: number): string[] {
  const text = u.label ? u.body : u.text;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter((w) => w.length >= 2 && !/^\d+$/.test(w))
    .map(STEM);
  const out = new Set<string>();
  for (const w of words) out.add(`w:${w}`);
  for (let i = 0; i + 1 < words.length; i++) out.add(`b:${words[i]}_${words[i + 1]}`);
  out.add(`first:${words[0] ?? ''}`);
  out.add(`label:${u.label ?? 'none'}`);
  out.add(`pos:${Math.min(4, Math.floor((u.index / Math.max(1, units)) * 5))}`);
  const n = text.split(/\s+/).length;
  out.add(`len:${n <= 3 ? 'xs' : n <= 8 ? 's' : n <= 16 ? 'm' : 'l'}`);
  if (u.heading) out.add('heading');
  if (/\d/.test(text)) out.add('digit');
  if (/[₹$£€¥₩₦]|\b(?:rs|inr|usd|eur|gbp|sgd|aud|cad)\b/i.test(text)) out.add('money');
  if (/\?\s*$/.test(text)) out.add('question');
  return [...out];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** P(unit states the field), per field. */
export function fieldProbabilities(model: FieldModel, features: string[]): number[] {
  const z = [...model.bias];
  for (const f of features) {
    const w = model.weights[f];
    if (w) for (let k = 0; k < z.length; k++) z[k]! += w[k]!;
  }
  return z.map(sigmoid);
}

/**
 * Trains the four heads by stochastic gradient descent in a fixed order (deterministic), L2-regularised;
 * features seen in fewer than minDocs units are dropped.
 */
export function trainFieldModel(examples: Array<{ features: string[]; y: boolean[] }>, opts: { epochs?: number; rate?: number; l2?: number; minDocs?: number } = {}): FieldModel {
  const { epochs = 8, rate = 0.1, l2 = 1e-4, minDocs = 5 } = opts;
  const freq = new Map<string, number>();
  for (const e of examples) for (const f of e.features) freq.set(f, (freq.get(f) ?? 0) + 1);
  const keep = new Set([...freq].filter(([, n]) => n >= minDocs).map(([f]) => f));
  const K = MODEL_FIELDS.length;
  const weights = new Map<string, number[]>();
  const bias = new Array<number>(K).fill(0);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const lr = rate / (1 + epoch);
    for (const e of examples) {
      const feats = e.features.filter((f) => keep.has(f));
      const z = [...bias];
      for (const f of feats) {
        const w = weights.get(f);
        if (w) for (let k = 0; k < K; k++) z[k]! += w[k]!;
      }
      for (let k = 0; k < K; k++) {
        const g = sigmoid(z[k]!) - (e.y[k] ? 1 : 0);
        bias[k]! -= lr * g;
        for (const f of feats) {
          let w = weights.get(f);
          if (!w) weights.set(f, (w = new Array<number>(K).fill(0)));
          w[k]! -= lr * (g + l2 * w[k]!);
        }
      }
    }
  }
  const out: Record<string, number[]> = {};
  for (const f of [...weights.keys()].sort()) {
    const w = weights.get(f)!.map((x) => Math.round(x * 100) / 100);
    if (w.some((x) => x !== 0)) out[f] = w;
  }
  return { weights: out, bias: bias.map((x) => Math.round(x * 1000) / 1000) };
}

/** The shipped model. */
export const SHIPPED_FIELD_MODEL = weights as FieldModel;
