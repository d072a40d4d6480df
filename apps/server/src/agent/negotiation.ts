/**
 * Negotiation logic: pure and deterministic (no clock, no Math.random).
 *
 * - `priceRange` turns the campaign's budget situation into the range our agent may negotiate in.
 * - `makePersona` derives a simulated creator (hidden price floor, ask, interest, ...) from a creator record
 *   and a seed; the same inputs always give the same persona.
 * - `negotiate` plays the rate discussion turn by turn between our agent and such a persona.
 *
 * Invariant: a deal is only ever reported at a price <= ceiling and >= the creator's floor.
 */

// ---------------------------------------------------------------------------------------------------------
// Seeded PRNG
// ---------------------------------------------------------------------------------------------------------

/** 32-bit FNV-1a hash of a string: turns (seed, creator id, ...) into a PRNG seed. */
export function hashSeed(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  const s = parts.map(String).join('\u0000');
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast, good enough for simulations; fully determined by the seed. */
export function createRng(seed: number | string): Rng {
  let a = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick() from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Money rounding
// ---------------------------------------------------------------------------------------------------------

/** A "round number" step for an amount: people say 1,250 or 74,500, not 1,247 or 74,321. */
export function priceStep(amount: number): number {
  const a = Math.abs(amount);
  if (a >= 100_000) return 1000;
  if (a >= 10_000) return 500;
  if (a >= 1_000) return 50;
  if (a >= 100) return 5;
  return 1;
}
/** Round down to a round number (never increases the amount). */
export const floorToStep = (amount: number): number => {
  const s = priceStep(amount);
  return Math.floor(amount / s) * s;
};
/** Round up to a round number (never decreases the amount). */
export const ceilToStep = (amount: number): number => {
  const s = priceStep(amount);
  return Math.ceil(amount / s) * s;
};

// ---------------------------------------------------------------------------------------------------------
// Price range
// ---------------------------------------------------------------------------------------------------------

export interface PriceRangeInput {
  /** Budget not yet committed for the campaign. */
  remainingBudget: number;
  /** Creators still to be negotiated with, including this one (>= 1). */
  creatorsLeft: number;
  /** The creator's typical (listed) rate; <= 0 means unknown. */
  creatorRate: number;
  /** The most any single creator may get, e.g. total budget / number of creators planned. */
  perCreatorShare: number;
  /** Cap on the ceiling relative to the creator's rate (default 1: never pay above their typical rate). */
  maxRateMultiple?: number;
  /** Opening offer as a fraction of min(ceiling, creator rate) (default 0.7). */
  openingFraction?: number;
}

export interface PriceRange {
  /** What our agent opens with: below the ceiling and below the creator's rate. */
  opening_offer: number;
  /** The most our agent will agree to. 0 means there is no budget for this creator: do not call. */
  ceiling: number;
}

const finiteNonNegative = (name: string, v: number) => {
  if (!Number.isFinite(v) || v < 0) throw new RangeError(`${name} must be a finite number >= 0 (got ${v})`);
};

/**
 * The price range for one creator.
 *
 * ceiling = floor(min(perCreatorShare, remainingBudget / creatorsLeft, creatorRate * maxRateMultiple)),
 * so that agreeing at or under the ceiling for every creator can never exceed the campaign budget:
 * each deal takes at most 1/creatorsLeft of what is left.
 * opening_offer = a round number near openingFraction * min(ceiling, creatorRate), strictly below both.
 */
export function priceRange(input: PriceRangeInput): PriceRange {
  const { remainingBudget, creatorRate, perCreatorShare } = input;
  const maxRateMultiple = input.maxRateMultiple ?? 1;
  const openingFraction = input.openingFraction ?? 0.7;
  finiteNonNegative('remainingBudget', remainingBudget);
  finiteNonNegative('perCreatorShare', perCreatorShare);
  if (!Number.isFinite(creatorRate)) throw new RangeError(`creatorRate must be finite (got ${creatorRate})`);
  if (!Number.isFinite(input.creatorsLeft) || input.creatorsLeft < 1) {
    throw new RangeError(`creatorsLeft must be >= 1 (got ${input.creatorsLeft})`);
  }
  if (!(maxRateMultiple > 0)) throw new RangeError('maxRateMultiple must be > 0');
  if (!(openingFraction > 0 && openingFraction < 1)) throw new RangeError('openingFraction must be in (0, 1)');

  const creatorsLeft = Math.ceil(input.creatorsLeft);
  const rateKnown = creatorRate > 0;
  let cap = Math.min(perCreatorShare, remainingBudget / creatorsLeft);
  if (rateKnown) cap = Math.min(cap, creatorRate * maxRateMultiple);
  const ceiling = Math.max(0, Math.floor(cap));
  if (ceiling < 1) return { opening_offer: 0, ceiling: 0 };

  const anchor = rateKnown ? Math.min(ceiling, creatorRate) : ceiling;
  let opening = floorToStep(anchor * openingFraction);
  // Strictly below the ceiling and the creator's rate, whatever the rounding did.
  const strictCap = Math.ceil(Math.min(ceiling, rateKnown ? creatorRate : Infinity)) - 1;
  opening = Math.max(0, Math.min(opening, strictCap));
  return { opening_offer: opening, ceiling };
}

// ---------------------------------------------------------------------------------------------------------
// Creator persona
// ---------------------------------------------------------------------------------------------------------

export interface PersonaSource {
  id: string;
  typical_rate: number;
  niche?: string | null;
  topics?: readonly string[] | null;
  engagement_rate?: number | null;
}

export interface CreatorPersona {
  /** First price the creator names (100-130% of the typical rate). */
  ask: number;
  /** Hidden: the lowest price the creator accepts (60-100% of the typical rate). */
  floor: number;
  /** 0-1. Below INTEREST_THRESHOLD the creator declines the collaboration outright. */
  interest: number;
  preferred_content: string;
  timeline: string;
  /** How many of our offers the creator listens to before giving a final answer (2-5). */
  patience: number;
}

/** Creators with interest below this decline politely before any rate discussion. */
export const INTEREST_THRESHOLD = 0.25;

export type InterestLevel = 'high' | 'medium' | 'low';
export function interestLevel(interest: number): InterestLevel {
  if (interest >= 0.6) return 'high';
  if (interest >= INTEREST_THRESHOLD) return 'medium';
  return 'low';
}
export const isInterested = (p: Pick<CreatorPersona, 'interest'>): boolean => p.interest >= INTEREST_THRESHOLD;

const CONTENT_BY_NICHE: Record<string, readonly string[]> = {
  technology: ['an in-depth review video', 'an unboxing and first-impressions video', 'a hands-on tutorial', 'a setup tour featuring the product'],
  tech: ['an in-depth review video', 'an unboxing and first-impressions video', 'a hands-on tutorial'],
  gaming: ['a sponsored segment in a gameplay stream', 'a short gameplay video with the product', 'a setup tour featuring the product'],
  fitness: ['a workout routine featuring the product', 'a 30-day challenge series', 'before-and-after progress reels'],
  health: ['a daily-routine reel', 'an honest review after two weeks of use', 'a Q&A story series'],
  food: ['a recipe video using the product', 'a taste-test reel', 'a what-I-eat-in-a-day vlog'],
  fashion: ['a styling lookbook reel', 'a try-on haul', 'a get-ready-with-me video'],
  beauty: ['a get-ready-with-me video', 'a tutorial using the product', 'an honest first-impressions review'],
  travel: ['a travel vlog integration', 'a packing-list reel', 'a destination guide featuring the product'],
  lifestyle: ['a day-in-my-life vlog', 'a morning-routine reel', 'a story series with a link'],
  finance: ['an explainer video', 'a long-form review', 'a newsletter feature plus a short video'],
  education: ['a tutorial video', 'an explainer series', 'a live session demo'],
};
const DEFAULT_CONTENT = ['an honest review video', 'a short-form reel series', 'a story series with a link', 'a dedicated integration in a regular video'];
const TIMELINES = ['within two weeks', 'in about three weeks', 'by the end of next month', 'within ten days', 'in about a month', 'early next month'];

function contentOptions(niche: string | null | undefined): readonly string[] {
  const n = (niche ?? '').toLowerCase();
  for (const [key, options] of Object.entries(CONTENT_BY_NICHE)) if (n.includes(key)) return options;
  return DEFAULT_CONTENT;
}

/**
 * A simulated creator derived from the creator record and a seed. Deterministic: the same creator and seed
 * always give the same persona (so a creator behaves consistently across calls).
 */
export function makePersona(creator: PersonaSource, seed: number | string): CreatorPersona {
  const rate = creator.typical_rate;
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new RangeError(`creator ${creator.id} needs a positive typical_rate to be simulated (got ${rate})`);
  }
  const rng = createRng(hashSeed('persona', seed, creator.id));
  const floor = Math.round(rate * rng.range(0.6, 1.0));
  const ask = Math.max(floor, ceilToStep(rate * rng.range(1.0, 1.3)));
  // Skewed towards interested: about 10% of creators fall below the threshold and decline.
  const interest = Math.round(Math.pow(rng.next(), 0.6) * 100) / 100;
  let preferred = rng.pick(contentOptions(creator.niche));
  const topic = creator.topics?.length ? rng.pick(creator.topics) : null;
  if (topic && rng.next() < 0.5) preferred = `${preferred} focused on ${topic}`;
  return {
    ask,
    floor,
    interest,
    preferred_content: preferred,
    timeline: rng.pick(TIMELINES),
    patience: rng.int(2, 5),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Turn-by-turn negotiation
// ---------------------------------------------------------------------------------------------------------

export type NegotiationMove =
  | { by: 'creator'; kind: 'ask'; amount: number }
  /** `final`: our best and final offer (the ceiling). */
  | { by: 'agent'; kind: 'offer'; amount: number; final: boolean }
  /** `final`: the creator says this is the lowest they will go. */
  | { by: 'creator'; kind: 'counter'; amount: number; final: boolean }
  | { by: 'agent' | 'creator'; kind: 'accept'; amount: number }
  | { by: 'agent' | 'creator'; kind: 'walk_away'; reason: WalkAwayReason };

export type WalkAwayReason =
  /** The creator: our offers stayed far below their floor. */
  | 'offer_far_below_floor'
  /** The creator: our best and final offer is below their floor. */
  | 'final_offer_below_floor'
  /** Our agent: the creator's final price is above our ceiling and we already offered the ceiling. */
  | 'above_ceiling'
  /** Safety net: too many rounds without agreement. */
  | 'too_many_rounds';

export type NegotiationOutcomeKind = 'deal' | 'not_interested' | 'no_budget' | WalkAwayReason;

export interface NegotiationResult {
  deal: boolean;
  outcome: NegotiationOutcomeKind;
  agreed_rate: number | null;
  /** The creator's first price (null when they declined before discussing rates). */
  creator_ask: number | null;
  /** Our last offer on the table. */
  last_offer: number | null;
  /** The creator's last stated price. */
  last_counter: number | null;
  /** Number of offers our agent made. */
  rounds: number;
  moves: NegotiationMove[];
}

export interface NegotiationOptions {
  /** Fraction of the remaining gap to the ceiling our agent concedes each round (default 0.45: shrinking steps). */
  agentConcession?: number;
  /** Hard limit on the number of offers (default 8). */
  maxRounds?: number;
  /** The creator walks away after this many consecutive offers below walkAwayRatio * floor (default 2). */
  lowOfferStrikes?: number;
  /** "Far below the floor" (default 0.6). */
  walkAwayRatio?: number;
  /** Gap under which both sides settle, as a fraction of the price (default 0.05). */
  closeEnough?: number;
}

/**
 * Plays the rate discussion. Our agent opens at `range.opening_offer` and concedes a fixed fraction of the
 * remaining gap to the ceiling each round (steps shrink), never above the ceiling; it accepts a creator's
 * price as soon as that is within the ceiling and no more than what it would offer next (or close to its
 * own offer), and makes a best and final offer at the ceiling when the creator gives a final price above it.
 * The creator states its ask, counters by conceding towards max(offer, floor) (faster when more interested),
 * never goes below its floor, accepts offers at or above its current price (or close to it, or once its
 * patience is spent if the offer clears its floor), and walks away when offers stay far below its floor or
 * our final offer is below its floor.
 */
export function negotiate(range: PriceRange, persona: CreatorPersona, options: NegotiationOptions = {}): NegotiationResult {
  const agentConcession = options.agentConcession ?? 0.45;
  const maxRounds = options.maxRounds ?? 8;
  const lowOfferStrikes = options.lowOfferStrikes ?? 2;
  const walkAwayRatio = options.walkAwayRatio ?? 0.6;
  const closeEnough = options.closeEnough ?? 0.05;
  const C = range.ceiling;
  const F = persona.floor;
  const moves: NegotiationMove[] = [];
  let rounds = 0;
  let lastOffer: number | null = null;
  let lastCounter: number | null = null;

  const result = (outcome: NegotiationOutcomeKind, agreed: number | null): NegotiationResult => {
    if (agreed !== null && (agreed > C || agreed < F)) {
      // Unreachable by construction; a loud failure beats a silent budget violation.
      throw new Error(`negotiation invariant violated: agreed ${agreed} outside [floor ${F}, ceiling ${C}]`);
    }
    return {
      deal: agreed !== null,
      outcome,
      agreed_rate: agreed,
      creator_ask: moves.find((m) => m.kind === 'ask')?.amount ?? null,
      last_offer: lastOffer,
      last_counter: lastCounter,
      rounds,
      moves,
    };
  };

  if (!isInterested(persona)) return result('not_interested', null);
  if (!(C >= 1) || !Number.isFinite(C)) return result('no_budget', null);
  if (!(range.opening_offer >= 0) || range.opening_offer > C) {
    throw new RangeError(`opening_offer must be within [0, ceiling] (got ${range.opening_offer}, ceiling ${C})`);
  }

  let demand = Math.max(persona.ask, F);
  moves.push({ by: 'creator', kind: 'ask', amount: demand });
  lastCounter = demand;
  if (demand <= C && demand <= range.opening_offer) {
    // The creator asks for less than we were going to offer: take it.
    moves.push({ by: 'agent', kind: 'accept', amount: demand });
    return result('deal', demand);
  }

  // Creator concedes faster when more interested.
  const creatorConcession = 0.25 + 0.35 * persona.interest;
  let offer = range.opening_offer;
  let strikes = 0;

  while (rounds < maxRounds) {
    rounds++;
    const isFinal = offer >= C;
    moves.push({ by: 'agent', kind: 'offer', amount: offer, final: isFinal });
    lastOffer = offer;

    // --- creator's response ---
    if (offer >= demand || (offer >= F && demand - offer <= closeEnough * demand) || (offer >= F && rounds >= persona.patience)) {
      moves.push({ by: 'creator', kind: 'accept', amount: offer });
      return result('deal', offer);
    }
    if (isFinal) {
      // offer < F here (otherwise accepted above).
      moves.push({ by: 'creator', kind: 'walk_away', reason: 'final_offer_below_floor' });
      return result('final_offer_below_floor', null);
    }
    strikes = offer < walkAwayRatio * F ? strikes + 1 : 0;
    if (strikes >= lowOfferStrikes) {
      moves.push({ by: 'creator', kind: 'walk_away', reason: 'offer_far_below_floor' });
      return result('offer_far_below_floor', null);
    }
    const creatorFinal = rounds >= persona.patience;
    const target = Math.max(offer, F);
    const step = creatorFinal ? 0.5 : creatorConcession;
    let next = Math.max(F, ceilToStep(demand - (demand - target) * step));
    if (next >= demand) next = Math.max(F, demand - priceStep(demand));
    next = Math.max(F, Math.min(next, demand));
    demand = next;
    lastCounter = demand;
    moves.push({ by: 'creator', kind: 'counter', amount: demand, final: creatorFinal });

    // --- agent's response ---
    let nextOffer = Math.min(C, floorToStep(offer + (C - offer) * agentConcession));
    if (nextOffer <= offer) nextOffer = C; // the rounding stalled: we are at the ceiling's doorstep
    if (C - nextOffer < priceStep(C)) nextOffer = C;
    if (demand <= C && (demand <= nextOffer || demand - offer <= closeEnough * demand)) {
      moves.push({ by: 'agent', kind: 'accept', amount: demand });
      return result('deal', demand);
    }
    if (creatorFinal) {
      if (offer >= C) {
        moves.push({ by: 'agent', kind: 'walk_away', reason: 'above_ceiling' });
        return result('above_ceiling', null);
      }
      offer = C; // best and final
      continue;
    }
    offer = nextOffer;
  }
  moves.push({ by: 'agent', kind: 'walk_away', reason: 'too_many_rounds' });
  return result('too_many_rounds', null);
}
