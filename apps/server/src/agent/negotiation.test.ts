import { describe, expect, it } from 'vitest';
import {
  ceilToStep,
  createRng,
  floorToStep,
  INTEREST_THRESHOLD,
  makePersona,
  negotiate,
  priceRange,
  priceStep,
  type CreatorPersona,
  type NegotiationMove,
} from './negotiation.js';

const persona = (p: Partial<CreatorPersona> = {}): CreatorPersona => ({
  ask: 1200,
  floor: 900,
  interest: 0.8,
  preferred_content: 'a review video',
  timeline: 'within two weeks',
  patience: 4,
  ...p,
});

const offers = (moves: NegotiationMove[]) => moves.flatMap((m) => (m.by === 'agent' && m.kind === 'offer' ? [m.amount] : []));
const counters = (moves: NegotiationMove[]) => moves.flatMap((m) => (m.by === 'creator' && (m.kind === 'counter' || m.kind === 'ask') ? [m.amount] : []));

describe('seeded PRNG', () => {
  it('is deterministic per seed and differs across seeds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(xs);
    for (const x of xs) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('money rounding', () => {
  it('rounds to round numbers in the right direction', () => {
    expect(priceStep(74_321)).toBe(500);
    expect(floorToStep(74_321)).toBe(74_000);
    expect(ceilToStep(74_321)).toBe(74_500);
    expect(floorToStep(1_247)).toBe(1_200);
    expect(ceilToStep(1_247)).toBe(1_250);
    expect(floorToStep(87)).toBe(87);
  });
});

describe('priceRange', () => {
  it('caps the ceiling by the per-creator share, the remaining budget per creator left, and the creator rate', () => {
    expect(priceRange({ remainingBudget: 10_000, creatorsLeft: 4, creatorRate: 5_000, perCreatorShare: 3_000 }).ceiling).toBe(2_500);
    expect(priceRange({ remainingBudget: 100_000, creatorsLeft: 2, creatorRate: 5_000, perCreatorShare: 3_000 }).ceiling).toBe(3_000);
    expect(priceRange({ remainingBudget: 100_000, creatorsLeft: 2, creatorRate: 1_800, perCreatorShare: 3_000 }).ceiling).toBe(1_800);
  });

  it('opens below the ceiling and below the creator rate', () => {
    const r = priceRange({ remainingBudget: 100_000, creatorsLeft: 5, creatorRate: 10_000, perCreatorShare: 20_000 });
    expect(r.ceiling).toBe(10_000);
    expect(r.opening_offer).toBe(7_000);
    const tight = priceRange({ remainingBudget: 2, creatorsLeft: 1, creatorRate: 2, perCreatorShare: 2 });
    expect(tight.opening_offer).toBeLessThan(tight.ceiling);
  });

  it('gives ceiling 0 when there is no budget for the creator', () => {
    expect(priceRange({ remainingBudget: 0, creatorsLeft: 3, creatorRate: 500, perCreatorShare: 1_000 })).toEqual({ opening_offer: 0, ceiling: 0 });
  });

  it('holds its bounds over many random inputs', () => {
    const rng = createRng('price-range');
    for (let i = 0; i < 5_000; i++) {
      const input = {
        remainingBudget: Math.round(rng.range(0, 500_000)),
        creatorsLeft: rng.int(1, 10),
        creatorRate: Math.round(rng.range(1, 80_000)),
        perCreatorShare: Math.round(rng.range(0, 100_000)),
      };
      const r = priceRange(input);
      expect(r.ceiling).toBeLessThanOrEqual(input.perCreatorShare);
      expect(r.ceiling).toBeLessThanOrEqual(input.remainingBudget / input.creatorsLeft);
      expect(r.ceiling).toBeLessThanOrEqual(input.creatorRate);
      if (r.ceiling > 0) {
        expect(r.opening_offer).toBeLessThan(r.ceiling);
        expect(r.opening_offer).toBeLessThan(input.creatorRate);
        expect(r.opening_offer).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('rejects nonsense', () => {
    expect(() => priceRange({ remainingBudget: -1, creatorsLeft: 1, creatorRate: 1, perCreatorShare: 1 })).toThrow(RangeError);
    expect(() => priceRange({ remainingBudget: 1, creatorsLeft: 0, creatorRate: 1, perCreatorShare: 1 })).toThrow(RangeError);
    expect(() => priceRange({ remainingBudget: NaN, creatorsLeft: 1, creatorRate: 1, perCreatorShare: 1 })).toThrow(RangeError);
  });
});

describe('makePersona', () => {
  const creator = { id: 'cr-1', typical_rate: 10_000, niche: 'fitness', topics: ['running'] };

  it('is deterministic for a creator and seed', () => {
    expect(makePersona(creator, 7)).toEqual(makePersona(creator, 7));
    expect(makePersona(creator, 7)).not.toEqual(makePersona(creator, 8));
    expect(makePersona(creator, 7)).not.toEqual(makePersona({ ...creator, id: 'cr-2' }, 7));
  });

  it('keeps floor, ask, interest and patience in their ranges', () => {
    for (let i = 0; i < 500; i++) {
      const rate = 100 + i * 137;
      const p = makePersona({ id: `c${i}`, typical_rate: rate, niche: 'technology' }, 'seed');
      expect(p.floor).toBeGreaterThanOrEqual(Math.floor(rate * 0.6));
      expect(p.floor).toBeLessThanOrEqual(Math.ceil(rate));
      expect(p.ask).toBeGreaterThanOrEqual(rate);
      expect(p.ask).toBeLessThanOrEqual(rate * 1.3 + priceStep(rate * 1.3));
      expect(p.ask).toBeGreaterThanOrEqual(p.floor);
      expect(p.interest).toBeGreaterThanOrEqual(0);
      expect(p.interest).toBeLessThanOrEqual(1);
      expect(p.patience).toBeGreaterThanOrEqual(2);
      expect(p.patience).toBeLessThanOrEqual(5);
      expect(p.preferred_content).toBeTruthy();
      expect(p.timeline).toBeTruthy();
    }
  });

  it('needs a positive typical rate', () => {
    expect(() => makePersona({ id: 'x', typical_rate: 0 }, 1)).toThrow(/typical_rate/);
  });
});

describe('negotiate', () => {
  it('opens low, concedes in shrinking steps, and closes within [floor, ceiling]', () => {
    const r = negotiate({ opening_offer: 700, ceiling: 1_000 }, persona({ ask: 1_300, floor: 950, patience: 5, interest: 0.3 }));
    expect(r.deal).toBe(true);
    expect(r.agreed_rate).toBeGreaterThanOrEqual(950);
    expect(r.agreed_rate).toBeLessThanOrEqual(1_000);
    const o = offers(r.moves);
    expect(o[0]).toBe(700);
    for (let i = 1; i < o.length; i++) expect(o[i]!).toBeGreaterThan(o[i - 1]!);
    const steps = o.slice(1).map((x, i) => x - o[i]!);
    // shrinking steps, except a possible last jump to the ceiling as best and final
    for (let i = 1; i < steps.length - 1; i++) expect(steps[i]!).toBeLessThanOrEqual(steps[i - 1]!);
  });

  it('never agrees above the ceiling nor below the floor, over many random negotiations', () => {
    const rng = createRng('negotiate-property');
    let deals = 0;
    let feasible = 0;
    let feasibleDeals = 0;
    for (let i = 0; i < 5_000; i++) {
      const rate = rng.range(100, 50_000);
      const p = makePersona({ id: `p${i}`, typical_rate: rate }, 99);
      const range = priceRange({ remainingBudget: rng.range(0, rate * 8), creatorsLeft: rng.int(1, 6), creatorRate: rate, perCreatorShare: rng.range(rate * 0.4, rate * 1.5) });
      const r = negotiate(range, p);
      for (const x of offers(r.moves)) expect(x).toBeLessThanOrEqual(range.ceiling);
      for (const x of counters(r.moves)) expect(x).toBeGreaterThanOrEqual(p.floor);
      const c = counters(r.moves);
      for (let k = 1; k < c.length; k++) expect(c[k]!).toBeLessThanOrEqual(c[k - 1]!);
      if (r.deal) {
        deals++;
        expect(r.agreed_rate!).toBeLessThanOrEqual(range.ceiling);
        expect(r.agreed_rate!).toBeGreaterThanOrEqual(p.floor);
      } else {
        expect(r.agreed_rate).toBeNull();
      }
      if (range.ceiling > 0 && p.floor <= range.ceiling) {
        feasible++;
        if (r.deal) feasibleDeals++;
      }
      if (p.floor > range.ceiling) expect(r.deal).toBe(false);
    }
    expect(deals).toBeGreaterThan(0);
    expect(feasibleDeals / feasible).toBeGreaterThanOrEqual(0.8);
  });

  it('an uninterested creator declines before any rate talk', () => {
    const r = negotiate({ opening_offer: 700, ceiling: 1_000 }, persona({ interest: INTEREST_THRESHOLD - 0.01 }));
    expect(r).toMatchObject({ deal: false, outcome: 'not_interested', moves: [], agreed_rate: null, creator_ask: null });
  });

  it('the creator walks away when offers stay far below their floor', () => {
    const r = negotiate({ opening_offer: 300, ceiling: 500 }, persona({ ask: 1_500, floor: 1_000, patience: 5 }));
    expect(r.deal).toBe(false);
    expect(r.outcome).toBe('offer_far_below_floor');
    expect(r.moves.at(-1)).toMatchObject({ by: 'creator', kind: 'walk_away' });
  });

  it('with a floor above the ceiling there is no deal, and our best offer is the ceiling at most', () => {
    const r = negotiate({ opening_offer: 700, ceiling: 1_000 }, persona({ ask: 1_300, floor: 1_100, patience: 2 }));
    expect(r.deal).toBe(false);
    expect(['final_offer_below_floor', 'above_ceiling']).toContain(r.outcome);
    expect(Math.max(...offers(r.moves))).toBeLessThanOrEqual(1_000);
  });

  it('an impatient creator gives a final price; our best and final offer is the ceiling', () => {
    const r = negotiate({ opening_offer: 700, ceiling: 1_000 }, persona({ ask: 1_300, floor: 980, patience: 2, interest: 0.3 }));
    expect(r.deal).toBe(true);
    expect(r.moves.some((m) => m.kind === 'counter' && m.final)).toBe(true);
    expect(r.agreed_rate).toBeLessThanOrEqual(1_000);
  });

  it('takes a creator ask that is already below our opening offer', () => {
    const r = negotiate({ opening_offer: 800, ceiling: 1_000 }, persona({ ask: 750, floor: 600 }));
    expect(r).toMatchObject({ deal: true, agreed_rate: 750, rounds: 0 });
  });

  it('no budget means no negotiation', () => {
    expect(negotiate({ opening_offer: 0, ceiling: 0 }, persona()).outcome).toBe('no_budget');
  });

  it('a campaign budget shared across creators is never exceeded', () => {
    const rng = createRng('shared-budget');
    for (let c = 0; c < 200; c++) {
      const n = rng.int(1, 8);
      const rates = Array.from({ length: n }, () => rng.range(200, 20_000));
      const budget = rates.reduce((s, r) => s + r, 0) * rng.range(0.2, 1.5);
      let remaining = budget;
      rates.forEach((rate, i) => {
        const range = priceRange({ remainingBudget: remaining, creatorsLeft: n - i, creatorRate: rate, perCreatorShare: budget / n });
        const r = negotiate(range, makePersona({ id: `${c}-${i}`, typical_rate: rate }, c));
        if (r.agreed_rate !== null) remaining -= r.agreed_rate;
      });
      expect(remaining).toBeGreaterThanOrEqual(0);
    }
  });
});
