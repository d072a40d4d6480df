// A campaign's product_niche is free text ("Premium Beer, Lifestyle & Motorsport Integration"); matching works on the
// fixed niche list. This maps one to the other with the matching vocabulary itself (ai/embeddings/vocabulary.ts), so
// the niche a campaign is filed under is the niche the matcher would read in the same words. Deterministic: the same
// text always gives the same list, in the order the text names them.
import { NICHES, type TNiche } from '@inflow/contracts';
import { analyzeText } from '../../ai/embeddings/vocabulary.js';

/** The most niches one campaign is filed under. */
export const MAX_NICHES = 3;
/** A niche counts when the vocabulary gives it at least this weight, and at least half of the part's strongest. */
const MIN_WEIGHT = 0.5;

// "Beer, Lifestyle & Motorsport", "Tech / Gadgets", "Food + Travel", "Fitness and Health", "Beauty x Fashion".
const SEPARATORS = /\s*(?:[,;/|+&]|\s-\s|\s–\s|\s—\s|\band\b|\bx\b)\s*/i;

function nichesOf(text: string): TNiche[] {
  const weights = [...analyzeText(text).niches].filter(([, w]) => w >= MIN_WEIGHT);
  if (!weights.length) return [];
  const max = Math.max(...weights.map(([, w]) => w));
  return weights
    .filter(([, w]) => w >= max / 2)
    .sort((a, b) => b[1] - a[1] || NICHES.indexOf(a[0]) - NICHES.indexOf(b[0]))
    .map(([n]) => n);
}

/** The canonical niches a free-text niche names, strongest first within each part, parts in the text's order. */
export function mapNiches(text: string | null | undefined): TNiche[] {
  const t = (text ?? '').trim().toLowerCase();
  if (!t) return [];
  if ((NICHES as readonly string[]).includes(t)) return [t as TNiche];
  const out: TNiche[] = [];
  for (const part of t.split(SEPARATORS)) {
    if (!part) continue;
    for (const n of nichesOf(part)) if (!out.includes(n)) out.push(n);
  }
  // Parts too short to name anything alone ('home' + 'decor' split apart) are read together.
  if (!out.length) out.push(...nichesOf(t));
  return out.slice(0, MAX_NICHES);
}
