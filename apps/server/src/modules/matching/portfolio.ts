/**
 * The shortlist as one decision: pick `size` creators whose costs fit the budget and whose expected engagements
 * add up to the most, with at most `neighbourCap` of them from neighbouring niches. A cardinality-constrained
 * 0/1 knapsack, solved by dynamic programming (docs/decisions/0008-matching-portfolio.md):
 *
 *  1. Exact pruning: an item that `size` other items beat on both value (>=) and cost (<=) is never needed
 *     (swap it for one of them not already chosen), so only the "size-skyline" enters the DP.
 *  2. DP over (items, count, cost on a grid of `steps` cells), costs rounded UP to the grid, so every answer
 *     fits the real budget; two groups (own niche, neighbours) solved apart and combined under the cap.
 *  3. Repair with real costs: single swaps that add value and still fit, until none does (recovers most of
 *     what the grid rounding gave away).
 *
 * When `size` creators do not fit, the largest count that does is returned.
 */
/**
 * Cells of the DP (items x count x cost grid) per solve: the grid is as fine as this allows (at most 2,000 steps).
 * 600k keeps a solve to a few milliseconds; the swap repair recovers what the coarser grid rounds away (the benchmark's
 * ratio to the exact bound is unchanged at 0.99-1.00).
 */
export const DP_CELLS = 600_000;

export interface PortfolioItem {
  value: number;
  cost: number;
  neighbour?: boolean;
}

export interface Portfolio {
  /** Indexes into the items passed in. */
  chosen: number[];
  value: number;
  cost: number;
}

export interface PortfolioOptions {
  size: number;
  budget: number;
  neighbourCap?: number;
  /** Cost grid resolution; the DP does items x size x steps work. Default: as fine as DP_CELLS allow, max 2000. */
  steps?: number;
}

/** Indexes of items not beaten by `k` others on both value and cost (ties broken by index, so duplicates thin out). */
export function skyline(items: readonly PortfolioItem[], candidates: readonly number[], k: number): number[] {
  const order = [...candidates].sort((a, b) => items[a]!.cost - items[b]!.cost || items[b]!.value - items[a]!.value || a - b);
  // Min-heap of the k largest values seen among cheaper (or equal-cost, earlier) items.
  const heap: number[] = [];
  const push = (v: number) => {
    if (heap.length < k) {
      heap.push(v);
      for (let i = heap.length - 1; i > 0; ) {
        const p = (i - 1) >> 1;
        if (heap[p]! <= heap[i]!) break;
        [heap[p], heap[i]] = [heap[i]!, heap[p]!];
        i = p;
      }
    } else if (v > heap[0]!) {
      heap[0] = v;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l]! < heap[m]!) m = l;
        if (r < heap.length && heap[r]! < heap[m]!) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
  };
  const kept: number[] = [];
  for (const i of order) {
    const v = items[i]!.value;
    if (!(heap.length >= k && heap[0]! >= v)) kept.push(i);
    push(v);
  }
  return kept;
}

interface GroupDp {
  /** best[c][s]: most value with exactly c items and grid cost <= s (-Infinity when impossible). */
  best: Float64Array[];
  take: Uint8Array;
  items: number[];
  weights: number[];
  maxCount: number;
  steps: number;
}

function solveGroup(items: readonly PortfolioItem[], group: number[], weights: number[], maxCount: number, steps: number): GroupDp {
  const S = steps + 1;
  const best: Float64Array[] = [];
  for (let c = 0; c <= maxCount; c++) best.push(new Float64Array(S).fill(c === 0 ? 0 : -Infinity));
  const take = new Uint8Array(group.length * (maxCount + 1) * S);
  group.forEach((idx, g) => {
    const w = weights[g]!;
    const v = items[idx]!.value;
    if (w > steps) return;
    const top = Math.min(maxCount, g + 1);
    for (let c = top; c >= 1; c--) {
      const cur = best[c]!;
      const prev = best[c - 1]!;
      const base = (g * (maxCount + 1) + c) * S;
      for (let s = steps; s >= w; s--) {
        const cand = prev[s - w]! + v;
        if (cand > cur[s]!) {
          cur[s] = cand;
          take[base + s] = 1;
        }
      }
    }
  });
  return { best, take, items: group, weights, maxCount, steps };
}

function reconstruct(dp: GroupDp, count: number, s: number): number[] {
  const out: number[] = [];
  const S = dp.steps + 1;
  let c = count;
  for (let g = dp.items.length - 1; g >= 0 && c > 0; g--) {
    if (dp.take[(g * (dp.maxCount + 1) + c) * S + s]) {
      out.push(dp.items[g]!);
      s -= dp.weights[g]!;
      c--;
    }
  }
  return out;
}

export function choosePortfolio(items: readonly PortfolioItem[], opts: PortfolioOptions): Portfolio {
  const budget = opts.budget;
  const size = Math.max(0, Math.floor(opts.size));
  const usable = items.map((_, i) => i).filter((i) => items[i]!.cost <= budget && items[i]!.cost >= 0 && items[i]!.value >= 0);
  if (size === 0 || usable.length === 0 || !(budget > 0)) return { chosen: [], value: 0, cost: 0 };
  const cap = Math.min(size, Math.max(0, Math.floor(opts.neighbourCap ?? size)));
  const own = skyline(items, usable.filter((i) => !items[i]!.neighbour), size);
  const neighbours = cap > 0 ? skyline(items, usable, size).filter((i) => items[i]!.neighbour) : [];
  const n = own.length + neighbours.length;
  const steps = Math.max(50, Math.min(opts.steps ?? 2000, Math.floor(DP_CELLS / Math.max(1, n * (size + 1)))));
  const unit = budget / steps;
  const grid = (i: number) => Math.min(steps + 1, Math.ceil(items[i]!.cost / unit - 1e-9));
  const a = solveGroup(items, own, own.map(grid), Math.min(size, own.length), steps);
  const b = solveGroup(items, neighbours, neighbours.map(grid), Math.min(cap, neighbours.length), steps);

  for (let count = Math.min(size, own.length + b.maxCount); count >= 1; count--) {
    let bestValue = -Infinity;
    let pick: [number, number, number] | null = null; // [neighbour count, neighbour grid cost, own grid cost]
    for (let j = 0; j <= Math.min(b.maxCount, count); j++) {
      const ownCount = count - j;
      if (ownCount > a.maxCount) continue;
      const gb = b.best[j]!;
      const ga = a.best[ownCount]!;
      for (let s2 = 0; s2 <= steps; s2++) {
        const v = gb[s2]! + ga[steps - s2]!;
        if (v > bestValue) {
          bestValue = v;
          pick = [j, s2, steps - s2];
        }
        if (j === 0) break; // with no neighbours, all the budget is the own group's
      }
    }
    if (pick && Number.isFinite(bestValue)) {
      const chosen = [...reconstruct(b, pick[0], pick[1]), ...reconstruct(a, count - pick[0], pick[2])];
      return repair(items, chosen, [...own, ...neighbours], budget, cap);
    }
  }
  return { chosen: [], value: 0, cost: 0 };
}

/** Single swaps with real costs that add value and keep the budget and the neighbour cap. */
function repair(items: readonly PortfolioItem[], chosen: number[], pool: number[], budget: number, cap: number): Portfolio {
  const inSet = new Set(chosen);
  let cost = chosen.reduce((s, i) => s + items[i]!.cost, 0);
  let neighbours = chosen.filter((i) => items[i]!.neighbour).length;
  for (let round = 0; round < 50; round++) {
    let best: [number, number, number] | null = null; // [out, in, gain]
    for (const out of inSet) {
      const o = items[out]!;
      for (const inn of pool) {
        if (inSet.has(inn)) continue;
        const x = items[inn]!;
        const gain = x.value - o.value;
        if (gain <= 1e-9 || cost - o.cost + x.cost > budget) continue;
        if (x.neighbour && !o.neighbour && neighbours + 1 > cap) continue;
        if (!best || gain > best[2]) best = [out, inn, gain];
      }
    }
    if (!best) break;
    const [out, inn] = best;
    inSet.delete(out);
    inSet.add(inn);
    cost += items[inn]!.cost - items[out]!.cost;
    neighbours += (items[inn]!.neighbour ? 1 : 0) - (items[out]!.neighbour ? 1 : 0);
  }
  const final = [...inSet];
  return { chosen: final, value: final.reduce((s, i) => s + items[i]!.value, 0), cost: final.reduce((s, i) => s + items[i]!.cost, 0) };
}
