/**
 * The default, offline embedding: deterministic, no model download; about
 * 300k creator texts (~180 characters) per second on one core at 64
 * dimensions (bench-local.ts).
 *
 * A vector has three blocks, each L2-normalised on its own, weighted, then
 * normalised together:
 *
 *   [ niche axes (16) | concept axes | hashed tokens ]
 *
 * - niche axes: one per creator niche. Every vocabulary term (see
 *   vocabulary.ts: 'earbuds', 'gym', 'sunscreen', 'gadget reviews' ...) adds
 *   its weight to the niches its concept belongs to.
 * - concept axes: one per finer concept (audio gear, running, skincare ...),
 *   so two technology texts about audio are closer than audio vs laptops.
 *   When there are more concepts than axes, concepts that share no niche
 *   share an axis.
 * - hashed tokens: every other content word, feature-hashed with a sign bit
 *   into the remaining axes, so shared rare words (a brand, a city) count.
 *   Common words in bios and briefs ('content', 'daily', 'tips') weigh less,
 *   an IDF stand-in that needs no corpus statistics.
 *
 * Within the first two blocks each axis is square-rooted (sublinear term
 * frequency), so ten food words do not drown one fitness word.
 *
 * Dimension: 64 by default (16 + 32 + 16). Smaller dimensions fold related
 * niches onto shared axes; larger ones give each concept its own axis and
 * the rest to hashing.
 */
import { EmbeddingError, type EmbeddingProvider } from './embeddings.js';
import {
  LOW_INFO,
  NICHES,
  STOPWORDS,
  VOCABULARY,
  isNumeric,
  nicheIndex,
  stem,
  tokenize,
  type TermHit,
} from './vocabulary.js';

export interface LocalEmbeddingOptions {
  /** Vector length, at least 8. Default 64. */
  dimension?: number;
}

export interface LocalEmbeddingProvider extends EmbeddingProvider {
  readonly name: 'local';
  /** Synchronous form of `embed`, for bulk work (seed, import, reindex). */
  embedSync(texts: readonly string[]): number[][];
  /** How the dimension is split into blocks. */
  readonly layout: LocalLayout;
}

export interface LocalLayout {
  readonly dimension: number;
  readonly nicheSlots: number;
  readonly subStart: number;
  readonly subSlots: number;
  readonly hashStart: number;
  readonly hashSlots: number;
}

/** Relative weight of each block in the final vector (before the last normalisation). */
export const BLOCK_WEIGHTS = { niche: 1, concept: 0.6, hashed: 0.45 } as const;
const LOW_INFO_WEIGHT = 0.3;
const SHORT_TOKEN_WEIGHT = 0.5;
const MIN_DIMENSION = 8;
const MAX_DIMENSION = 16_000;

/** Niches in an order where neighbours are related, so folding (small dimensions) merges related niches. */
const FOLD_ORDER = [
  'fitness', 'health', 'beauty', 'fashion', 'technology', 'gaming', 'parenting', 'lifestyle',
  'food', 'travel', 'home', 'pets', 'finance', 'education', 'automotive', 'entertainment',
] as const;

interface Contribution {
  readonly idx: Int32Array;
  readonly w: Float64Array;
}

export function createLocalEmbeddings(options: LocalEmbeddingOptions = {}): LocalEmbeddingProvider {
  const dimension = options.dimension ?? 64;
  if (!Number.isInteger(dimension) || dimension < MIN_DIMENSION || dimension > MAX_DIMENSION) {
    throw new EmbeddingError(
      `local embeddings: dimension must be an integer from ${MIN_DIMENSION} to ${MAX_DIMENSION}, got ${dimension}`,
    );
  }
  const layout = computeLayout(dimension);
  const nicheSlotOf = nicheSlots(layout.nicheSlots);
  const subSlotOf = assignSubSlots(layout.subSlots);

  // Each vocabulary key -> flattened (axis, weight) list for this layout.
  const flatten = (hits: readonly TermHit[]): Contribution => {
    const acc = new Map<number, number>();
    for (const h of hits) {
      const c = VOCABULARY.concepts[h.concept]!;
      for (const [ni, w] of c.niches) {
        const axis = nicheSlotOf[ni]!;
        acc.set(axis, (acc.get(axis) ?? 0) + w * h.weight);
      }
      if (c.subIndex >= 0 && layout.subSlots > 0) {
        const axis = layout.subStart + subSlotOf[c.subIndex]!;
        acc.set(axis, (acc.get(axis) ?? 0) + h.weight);
      }
    }
    return { idx: Int32Array.from(acc.keys()), w: Float64Array.from(acc.values()) };
  };
  const unigrams = new Map<string, Contribution>();
  for (const [k, hits] of VOCABULARY.unigrams) unigrams.set(k, flatten(hits));
  const bigrams = new Map<string, Contribution>();
  for (const [k, hits] of VOCABULARY.bigrams) bigrams.set(k, flatten(hits));
  const bigramStarts = VOCABULARY.bigramStarts;

  const { nicheSlots: nN, subStart, subSlots, hashStart, hashSlots } = layout;
  const acc = new Float64Array(dimension);
  const tokens: string[] = [];

  const addContribution = (c: Contribution) => {
    const { idx, w } = c;
    for (let j = 0; j < idx.length; j++) acc[idx[j]!]! += w[j]!;
  };

  const embedOne = (text: string): number[] => {
    acc.fill(0);
    tokens.length = 0;
    tokenize(text, tokens);
    let prev = '';
    let any = false;
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i]!;
      if (tok.length < 2 && !isNumeric(tok)) {
        prev = '';
        continue;
      }
      const s = stem(tok);
      if (prev !== '' && bigramStarts.has(prev)) {
        const b = bigrams.get(prev + ' ' + s);
        if (b !== undefined) {
          addContribution(b);
          any = true;
        }
      }
      const u = unigrams.get(s) ?? unigrams.get(tok);
      if (u !== undefined) {
        addContribution(u);
        any = true;
      } else if (!STOPWORDS.has(tok) && !isNumeric(tok)) {
        const h = fnv1a(s);
        const weight = LOW_INFO.has(tok) ? LOW_INFO_WEIGHT : s.length <= 2 ? SHORT_TOKEN_WEIGHT : 1;
        acc[hashStart + (h % hashSlots)]! += h & 0x80000000 ? -weight : weight;
        any = true;
      }
      prev = s;
    }
    if (!any) {
      // Empty or meaningless text still gets a unit vector (a zero vector breaks cosine distance).
      const h = fnv1a('\u0000empty');
      acc[hashStart + (h % hashSlots)] = 1;
    }
    return finish(acc, nN, subStart, subSlots, hashStart, hashSlots);
  };

  const embedSync = (texts: readonly string[]): number[][] => {
    const out = new Array<number[]>(texts.length);
    for (let i = 0; i < texts.length; i++) out[i] = embedOne(texts[i] ?? '');
    return out;
  };

  return {
    name: 'local',
    dimension,
    layout,
    embedSync,
    async embed(texts, opts) {
      const signal = opts?.signal;
      if (signal?.aborted) throw abortError(signal);
      const out = new Array<number[]>(texts.length);
      // Compute in slices so a large call can be aborted and does not block the loop for long.
      const SLICE = 2048;
      for (let start = 0; start < texts.length; start += SLICE) {
        if (start > 0) await new Promise<void>((r) => setImmediate(r));
        if (signal?.aborted) throw abortError(signal);
        const end = Math.min(texts.length, start + SLICE);
        for (let i = start; i < end; i++) out[i] = embedOne(texts[i] ?? '');
      }
      return out;
    },
  };
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError');
}

export function computeLayout(dimension: number): LocalLayout {
  const nicheSlots = Math.min(NICHES.length, Math.floor(dimension / 2));
  const rest = dimension - nicheSlots;
  const subSlots = Math.min(VOCABULARY.subConceptIds.length, Math.floor((rest * 2) / 3));
  return {
    dimension,
    nicheSlots,
    subStart: nicheSlots,
    subSlots,
    hashStart: nicheSlots + subSlots,
    hashSlots: rest - subSlots,
  };
}

/** Niche index -> axis. Identity with 16 slots; otherwise neighbours in FOLD_ORDER share axes. */
function nicheSlots(slots: number): Int32Array {
  const out = new Int32Array(NICHES.length);
  FOLD_ORDER.forEach((niche, pos) => {
    out[nicheIndex(niche)] = slots >= NICHES.length ? nicheIndex(niche) : Math.floor((pos * slots) / NICHES.length);
  });
  return out;
}

/**
 * Concept -> concept axis. With enough axes, one each; otherwise greedily put
 * each concept on the axis whose concepts overlap its niches least.
 */
function assignSubSlots(slots: number): Int32Array {
  const ids = VOCABULARY.subConceptIds;
  const out = new Int32Array(ids.length);
  if (slots <= 0) return out;
  const subConcepts = VOCABULARY.concepts.filter((c) => c.subIndex >= 0);
  const vec = (i: number) => {
    const v = new Float64Array(NICHES.length);
    for (const [ni, w] of subConcepts[i]!.niches) v[ni] = w;
    return v;
  };
  const slotNiches = Array.from({ length: slots }, () => new Float64Array(NICHES.length));
  const slotCount = new Int32Array(slots);
  for (let i = 0; i < ids.length; i++) {
    const v = vec(i);
    let best = 0;
    let bestCost = Infinity;
    for (let s = 0; s < slots; s++) {
      let overlap = 0;
      const sv = slotNiches[s]!;
      for (let k = 0; k < v.length; k++) overlap += v[k]! * sv[k]!;
      const cost = overlap * 1000 + slotCount[s]!;
      if (cost < bestCost) {
        bestCost = cost;
        best = s;
      }
    }
    out[i] = best;
    slotCount[best]!++;
    const sv = slotNiches[best]!;
    for (let k = 0; k < v.length; k++) sv[k]! += v[k]!;
  }
  return out;
}

function finish(
  acc: Float64Array,
  nN: number,
  subStart: number,
  subSlots: number,
  hashStart: number,
  hashSlots: number,
): number[] {
  let sn = 0;
  for (let i = 0; i < nN; i++) {
    const v = Math.sqrt(acc[i]!);
    acc[i] = v;
    sn += v * v;
  }
  let ss = 0;
  for (let i = subStart; i < subStart + subSlots; i++) {
    const v = Math.sqrt(acc[i]!);
    acc[i] = v;
    ss += v * v;
  }
  let sh = 0;
  for (let i = hashStart; i < hashStart + hashSlots; i++) {
    const x = acc[i]!;
    const v = x < 0 ? -Math.sqrt(-x) : Math.sqrt(x);
    acc[i] = v;
    sh += v * v;
  }
  const kn = sn > 0 ? BLOCK_WEIGHTS.niche / Math.sqrt(sn) : 0;
  const ks = ss > 0 ? BLOCK_WEIGHTS.concept / Math.sqrt(ss) : 0;
  const kh = sh > 0 ? BLOCK_WEIGHTS.hashed / Math.sqrt(sh) : 0;
  const total = Math.sqrt(
    (sn > 0 ? BLOCK_WEIGHTS.niche ** 2 : 0) + (ss > 0 ? BLOCK_WEIGHTS.concept ** 2 : 0) + (sh > 0 ? BLOCK_WEIGHTS.hashed ** 2 : 0),
  );
  const out = new Array<number>(acc.length);
  if (total === 0) {
    out.fill(0);
    return out;
  }
  for (let i = 0; i < nN; i++) out[i] = (acc[i]! * kn) / total;
  for (let i = subStart; i < subStart + subSlots; i++) out[i] = (acc[i]! * ks) / total;
  for (let i = hashStart; i < hashStart + hashSlots; i++) out[i] = (acc[i]! * kh) / total;
  return out;
}

/** 32-bit FNV-1a: fast, deterministic, good enough spread for feature hashing. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
