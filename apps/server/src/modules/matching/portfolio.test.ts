import { describe, expect, it } from 'vitest';
import { choosePortfolio, skyline, type PortfolioItem } from './portfolio.js';

/** Exhaustive optimum for small cases: most value with exactly `size` items (or the largest count that fits). */
function bruteForce(items: PortfolioItem[], size: number, budget: number, cap: number): number {
  for (let count = size; count >= 1; count--) {
    let best = -1;
    const rec = (start: number, left: number, cost: number, value: number, nb: number) => {
      if (cost > budget || nb > cap) return;
      if (left === 0) {
        best = Math.max(best, value);
        return;
      }
      for (let i = start; i < items.length; i++) rec(i + 1, left - 1, cost + items[i]!.cost, value + items[i]!.value, nb + (items[i]!.neighbour ? 1 : 0));
    };
    rec(0, count, 0, 0, 0);
    if (best >= 0) return best;
  }
  return 0;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}

describe('choosePortfolio', () => {
  it('finds the exhaustive optimum on random small cases (within the grid rounding), always within budget and cap', () => {
    const r = rng(7);
    let worst = 1;
    for (let t = 0; t < 150; t++) {
      const n = 6 + Math.floor(r() * 9);
      const items: PortfolioItem[] = Array.from({ length: n }, () => {
        const cost = Math.round(100 + r() * 5000);
        return { cost, value: Math.round(cost * (0.2 + r() * 2)), neighbour: r() < 0.25 };
      });
      const size = 1 + Math.floor(r() * 4);
      const budget = Math.round(500 + r() * 12000);
      const cap = Math.floor(r() * 2);
      const p = choosePortfolio(items, { size, budget, neighbourCap: cap });
      const exact = bruteForce(items, size, budget, cap);
      expect(p.cost).toBeLessThanOrEqual(budget);
      expect(p.chosen.filter((i) => items[i]!.neighbour).length).toBeLessThanOrEqual(cap);
      expect(new Set(p.chosen).size).toBe(p.chosen.length);
      if (exact > 0) worst = Math.min(worst, p.value / exact);
      expect(p.value).toBeLessThanOrEqual(exact + 1e-6);
    }
    expect(worst).toBeGreaterThan(0.97);
  });

  it('returns fewer items when the budget cannot afford the size asked for', () => {
    const items = [100, 200, 300, 400].map((cost) => ({ cost, value: cost }));
    const p = choosePortfolio(items, { size: 4, budget: 650 });
    expect(p.chosen.length).toBe(3);
    expect(p.cost).toBeLessThanOrEqual(650);
  });

  it('spends a bigger budget on more value, never less', () => {
    const r = rng(3);
    const items = Array.from({ length: 300 }, () => {
      const cost = Math.round(Math.exp(4 + r() * 8));
      return { cost, value: cost * (0.5 + r()) };
    });
    let prev = 0;
    for (const budget of [5_000, 20_000, 80_000, 300_000, 1_000_000, 5_000_000]) {
      const p = choosePortfolio(items, { size: 10, budget });
      expect(p.value).toBeGreaterThanOrEqual(prev);
      expect(p.cost).toBeLessThanOrEqual(budget);
      prev = p.value;
    }
  });

  it('skyline keeps exactly the items fewer than k others beat on value and cost', () => {
    const items = [
      { cost: 10, value: 10 },
      { cost: 20, value: 5 }, // beaten by item 0
      { cost: 30, value: 4 }, // beaten by 0 and 1
      { cost: 5, value: 1 },
    ];
    expect(skyline(items, [0, 1, 2, 3], 1).sort()).toEqual([0, 3]);
    expect(skyline(items, [0, 1, 2, 3], 2).sort()).toEqual([0, 1, 3]);
  });
});
