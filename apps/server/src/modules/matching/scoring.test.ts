import { NICHES } from '@inflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEIGHTS,
  audienceMatch,
  budgetFit,
  buildMatchContext,
  campaignKeywords,
  computePeerMedians,
  convertCurrency,
  engagementScore,
  explainAudienceMatch,
  followerTier,
  nicheCloseness,
  nicheMatch,
  parseTargetAudience,
  perCreatorBudget,
  scoreCreator,
  type CreatorAudience,
  type ScoringCreator,
} from './scoring.js';

/** Small seeded PRNG so property checks are repeatable. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(a: readonly T[]): T => a[Math.floor(next() * a.length)]!,
    num: (lo: number, hi: number) => lo + next() * (hi - lo),
  };
}

const TOPIC_POOL = [
  'smartphones', 'gadget reviews', 'audio gear', 'hiit', 'home workouts', 'running', 'yoga', 'street food', 'recipes',
  'baking', 'skincare', 'makeup tutorials', 'streetwear', 'budget travel', 'valorant', 'mutual funds', 'newborn care',
  'dog training', 'home decor', 'ev reviews', 'stand-up comedy', 'study tips', 'meditation', 'productivity',
];
const TARGETS = [
  'young women 18-30 in India who do yoga', 'Hindi-speaking dads', 'UK office workers', 'Gen Z gamers in the US',
  'college students', 'moms in Mumbai', 'Spanish-speaking millennials', 'men 35+', 'everyone', '',
];

function randomAudience(r: ReturnType<typeof rng>): CreatorAudience {
  const split = (keys: string[]) => {
    const raw = keys.map(() => r.next());
    const sum = raw.reduce((a, b) => a + b, 0);
    return Object.fromEntries(keys.map((k, i) => [k, raw[i]! / sum]));
  };
  const f = r.next();
  return {
    countries: split(['IN', 'US', 'GB', 'DE']),
    languages: split(['en', 'hi', 'es']),
    age: split(['13-17', '18-24', '25-34', '35-44', '45+']),
    gender: { female: f * 0.98, male: (1 - f) * 0.98, other: 0.02 },
  };
}

function randomCreator(r: ReturnType<typeof rng>): ScoringCreator {
  return {
    niche: r.pick(NICHES),
    topics: Array.from({ length: r.int(0, 4) }, () => r.pick(TOPIC_POOL)),
    engagement_rate: r.num(0, 15),
    typical_rate: r.num(0, 200_000),
    country: r.pick(['IN', 'US', 'GB']),
    language: r.pick(['en', 'hi']),
    audience: r.next() < 0.1 ? null : randomAudience(r),
  };
}

function randomContext(r: ReturnType<typeof rng>) {
  return buildMatchContext({
    product_name: r.pick(['PulseBuds', 'GlowSerum', 'TrailPack', 'SnackBox']),
    product_niche: r.pick([...NICHES, '']),
    product_description: r.pick(['wireless earbuds for gym workouts', 'vitamin C serum with SPF', 'a hiking backpack', 'healthy millet snacks']),
    key_use_cases: r.pick(['running, commuting', 'daily skincare routine', 'treks and road trips', 'office snacking']),
    target_audience: r.pick(TARGETS),
    total_budget: r.num(10_000, 1_500_000),
    planned_creators: r.int(1, 20),
  });
}

describe('bounds', () => {
  it('keeps every component and the match score within 0-100', () => {
    const r = rng(1);
    for (let i = 0; i < 2000; i++) {
      const ctx = randomContext(r);
      const s = scoreCreator(ctx, randomCreator(r), r.num(0, 8));
      for (const v of Object.values(s)) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
        expect(Math.round(v * 10) / 10).toBe(v);
      }
    }
  });

  it('stays bounded on degenerate inputs', () => {
    for (const v of [
      engagementScore(0, 0), engagementScore(1e9, 0.0001), engagementScore(NaN, 2), engagementScore(3, NaN), engagementScore(-1, 2),
      budgetFit(0, 0), budgetFit(1, 0), budgetFit(NaN, 100), budgetFit(100, NaN), budgetFit(-5, 100), budgetFit(Infinity, 100),
    ]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
  });
});

describe('budgetFit', () => {
  it('is 100 within budget, falls smoothly above it and is 0 from twice the budget', () => {
    expect(budgetFit(0, 1000)).toBe(100);
    expect(budgetFit(1000, 1000)).toBe(100);
    expect(budgetFit(1250, 1000)).toBeCloseTo(85.36, 1);
    expect(budgetFit(1500, 1000)).toBeCloseTo(50, 6);
    expect(budgetFit(1750, 1000)).toBeCloseTo(14.64, 1);
    expect(budgetFit(2000, 1000)).toBe(0);
    expect(budgetFit(5000, 1000)).toBe(0);
  });

  it('never gives a cheaper creator a lower budget_fit', () => {
    const r = rng(2);
    for (let i = 0; i < 5000; i++) {
      const budget = r.num(0, 100_000);
      const a = r.num(0, 250_000);
      const b = r.num(0, 250_000);
      const [cheap, dear] = a <= b ? [a, b] : [b, a];
      expect(budgetFit(cheap, budget)).toBeGreaterThanOrEqual(budgetFit(dear, budget));
    }
    // Through scoreCreator too (rounded values), with everything else equal.
    for (let i = 0; i < 1000; i++) {
      const ctx = randomContext(r);
      const c = randomCreator(r);
      const cheaper = { ...c, typical_rate: c.typical_rate * r.num(0, 1) };
      const s1 = scoreCreator(ctx, c, 3);
      const s2 = scoreCreator(ctx, cheaper, 3);
      expect(s2.budget_fit).toBeGreaterThanOrEqual(s1.budget_fit);
      expect(s2.match_score).toBeGreaterThanOrEqual(s1.match_score);
    }
  });

  it('computes the per-creator budget with 10 planned creators by default', () => {
    expect(perCreatorBudget(640_000, 8)).toBe(80_000);
    expect(perCreatorBudget(500_000)).toBe(50_000);
    expect(perCreatorBudget(500_000, 0)).toBe(50_000);
    expect(perCreatorBudget(0, 5)).toBe(0);
  });
});

describe('engagementScore and follower tiers', () => {
  it('is 50 at the peer median, 80 at twice it, 20 at half of it', () => {
    expect(engagementScore(3, 3)).toBe(50);
    expect(engagementScore(6, 3)).toBeCloseTo(80, 9);
    expect(engagementScore(1.5, 3)).toBeCloseTo(20, 9);
    expect(engagementScore(0, 3)).toBe(0);
  });

  it('never lowers the score for more engagement', () => {
    const r = rng(3);
    for (let i = 0; i < 5000; i++) {
      const median = r.num(0.1, 10);
      const a = r.num(0, 30);
      const b = r.num(0, 30);
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(engagementScore(hi, median)).toBeGreaterThanOrEqual(engagementScore(lo, median));
    }
  });

  it('puts creators in tiers at 10k, 100k, 500k and 1M followers', () => {
    expect(followerTier(0)).toBe('nano');
    expect(followerTier(9_999)).toBe('nano');
    expect(followerTier(10_000)).toBe('micro');
    expect(followerTier(99_999)).toBe('micro');
    expect(followerTier(100_000)).toBe('mid');
    expect(followerTier(499_999)).toBe('mid');
    expect(followerTier(500_000)).toBe('macro');
    expect(followerTier(999_999)).toBe('macro');
    expect(followerTier(1_000_000)).toBe('mega');
  });

  it('computes peer medians per platform and tier', () => {
    const m = computePeerMedians([
      { platform: 'instagram', followers_count: 5_000, engagement_rate: 2 },
      { platform: 'instagram', followers_count: 8_000, engagement_rate: 6 },
      { platform: 'instagram', followers_count: 9_000, engagement_rate: 4 },
      { platform: 'instagram', followers_count: 50_000, engagement_rate: 1 },
      { platform: 'instagram', followers_count: 60_000, engagement_rate: 3 },
      { platform: 'youtube', followers_count: 5_000, engagement_rate: 9 },
    ]);
    expect(m.get('instagram:nano')).toBe(4);
    expect(m.get('instagram:micro')).toBe(2);
    expect(m.get('youtube:nano')).toBe(9);
  });
});

describe('nicheMatch', () => {
  const kw = campaignKeywords({
    product_name: 'PulseBuds Pro',
    product_niche: 'technology',
    product_description: 'Sweat-proof wireless earbuds with noise cancelling',
    key_use_cases: 'gym workouts, running, commuting',
  });

  it('scores 100 for the campaign niche, partial for related niches, 0 for unrelated ones', () => {
    expect(nicheMatch('technology', kw, { niche: 'technology', topics: [] })).toBe(100);
    expect(nicheMatch('fitness', [], { niche: 'health', topics: [] })).toBe(70);
    expect(nicheMatch('beauty', [], { niche: 'fashion', topics: [] })).toBe(70);
    expect(nicheMatch('parenting', [], { niche: 'lifestyle', topics: [] })).toBe(50);
    expect(nicheMatch('technology', [], { niche: 'food', topics: ['street food'] })).toBe(0);
    expect(nicheCloseness('health', 'fitness')).toBe(nicheCloseness('fitness', 'health'));
  });

  it('adds for creator topics that overlap the campaign keywords', () => {
    const runner = nicheMatch('technology', kw, { niche: 'fitness', topics: ['running', 'marathon training'] });
    const chef = nicheMatch('technology', kw, { niche: 'fitness', topics: ['street food'] });
    expect(runner).toBeGreaterThan(chef);
    expect(nicheMatch('technology', kw, { niche: 'gaming', topics: ['gaming headsets'] })).toBeGreaterThan(
      nicheMatch('technology', kw, { niche: 'gaming', topics: [] }),
    );
    // A free-text keyword string works too.
    expect(nicheMatch('technology', 'wireless earbuds for gym workouts', { niche: 'fitness', topics: ['gym'] })).toBeGreaterThan(0);
  });

  it('understands free-text campaign niches, or falls back to the keywords', () => {
    expect(nicheMatch('Consumer electronics', [], { niche: 'technology', topics: [] })).toBe(100);
    expect(nicheMatch('', ['vitamin C serum', 'skincare routine'], { niche: 'beauty', topics: [] })).toBe(100);
  });

  it('is never lowered by a niche match or by an extra topic', () => {
    const r = rng(4);
    for (let i = 0; i < 1500; i++) {
      const ctx = randomContext(r);
      const c = randomCreator(r);
      const before = nicheMatch(ctx.niche, ctx.keywords, c);
      if (ctx.niche) {
        const matched = nicheMatch(ctx.niche, ctx.keywords, { ...c, niche: ctx.niche });
        expect(matched).toBeGreaterThanOrEqual(before);
        expect(matched).toBe(100);
      }
      const more = nicheMatch(ctx.niche, ctx.keywords, { ...c, topics: [...(c.topics ?? []), r.pick(TOPIC_POOL)] });
      expect(more).toBeGreaterThanOrEqual(before);
    }
  });
});

describe('parseTargetAudience', () => {
  it.each([
    ['young women 18-30 in India who do yoga', { countries: ['IN'], languages: [], genders: ['female'], ageMin: 18, ageMax: 30 }],
    ['Hindi-speaking dads', { countries: [], languages: ['hi'], genders: ['male'] }],
    ['UK office workers', { countries: ['GB'], languages: [], genders: [] }],
    ['Gen Z gamers in the US', { countries: ['US'], languages: [], genders: [], ageMax: 28 }],
    ['college students', { countries: [], languages: [], genders: [], ageMin: 18, ageMax: 24 }],
    ['new moms in Mumbai and Delhi', { countries: ['IN'], languages: [], genders: ['female'] }],
    ['Spanish-speaking millennials in the USA', { countries: ['US'], languages: ['es'], genders: [], ageMin: 29, ageMax: 44 }],
    ['British and American men aged 25 to 45', { countries: ['GB', 'US'], languages: [], genders: ['male'], ageMin: 25, ageMax: 45 }],
    ['Indian parents, both mothers and fathers', { countries: ['IN'], languages: [], genders: ['female', 'male'] }],
    ['German-speaking audiences', { countries: [], languages: ['de'], genders: [] }],
    ['French women over 35', { countries: ['FR'], languages: ['fr'], genders: ['female'], ageMin: 36 }],
    ['fitness fans in their 20s and 30s', { countries: [], languages: [], genders: [], ageMin: 20, ageMax: 39 }],
    ['men 25+ in Germany', { countries: ['DE'], languages: [], genders: ['male'], ageMin: 25 }],
    ['anyone who wants us to help them sleep better', { countries: [], languages: [], genders: [] }],
    ['Budget ₹50-80k per creator, 10-15 creators', { countries: [], languages: [], genders: [] }],
    ['Tamil and Telugu speaking families in Chennai', { countries: ['IN'], languages: ['ta', 'te'], genders: [] }],
    ['young professionals in Bangalore', { countries: ['IN'], languages: [], genders: [], ageMin: 22, ageMax: 35 }],
    ['young women', { countries: [], languages: [], genders: ['female'], ageMin: 18, ageMax: 34 }],
    ['Latin America', { countries: ['AR', 'BR', 'CL', 'CO', 'MX', 'PE'], languages: [], genders: [] }],
  ])('%j', (text, expected) => {
    expect(parseTargetAudience(text)).toEqual(expected);
  });

  it('handles empty input', () => {
    expect(parseTargetAudience('')).toEqual({ countries: [], languages: [], genders: [] });
    expect(parseTargetAudience(null)).toEqual({ countries: [], languages: [], genders: [] });
  });
});

describe('audienceMatch', () => {
  const indianYoungFemale: CreatorAudience = {
    countries: { IN: 0.7, US: 0.1, GB: 0.05 },
    languages: { hi: 0.5, en: 0.45 },
    age: { '13-17': 0.05, '18-24': 0.4, '25-34': 0.35, '35-44': 0.15, '45+': 0.05 },
    gender: { female: 0.72, male: 0.26, other: 0.02 },
  };
  const ukOlderMale: CreatorAudience = {
    countries: { GB: 0.65, US: 0.2 },
    languages: { en: 0.95 },
    age: { '18-24': 0.1, '25-34': 0.2, '35-44': 0.35, '45+': 0.35 },
    gender: { female: 0.3, male: 0.68, other: 0.02 },
  };

  it('scores the share of the audience in the target', () => {
    const t = parseTargetAudience('young women 18-30 in India who do yoga');
    expect(audienceMatch(t, indianYoungFemale, 'IN', 'hi')).toBeGreaterThan(85);
    expect(audienceMatch(t, ukOlderMale, 'GB', 'en')).toBeLessThan(25);
    const uk = parseTargetAudience('UK office workers');
    expect(audienceMatch(uk, ukOlderMale, 'GB', 'en')).toBe(100);
    expect(audienceMatch(uk, indianYoungFemale, 'IN', 'hi')).toBeLessThan(10);
  });

  it('is neutral (50) when the target says nothing, and ignores dimensions the target does not name', () => {
    const none = parseTargetAudience('people who like nice things');
    expect(audienceMatch(none, indianYoungFemale, 'IN', 'hi')).toBe(50);
    expect(audienceMatch(none, ukOlderMale, 'GB', 'en')).toBe(50);
    // Only language named: gender/age/country differences do not matter.
    const hindi = parseTargetAudience('Hindi speakers');
    const e = explainAudienceMatch(hindi, indianYoungFemale, 'IN', 'hi');
    expect(Object.keys(e.dimensions)).toEqual(['languages']);
    expect(audienceMatch(hindi, { ...indianYoungFemale, gender: { female: 0, male: 1, other: 0 }, countries: { US: 1 } }, 'US', 'hi')).toBe(e.score);
  });

  it('falls back to the creator country and language when audience data is missing', () => {
    const t = parseTargetAudience('Hindi-speaking audiences in India');
    expect(audienceMatch(t, null, 'IN', 'hi')).toBeGreaterThan(audienceMatch(t, null, 'US', 'en'));
    expect(audienceMatch(parseTargetAudience('women 25-34'), {}, 'IN', 'hi')).toBe(50);
  });

  it('never lowers the score when more of the audience is in the target', () => {
    const r = rng(5);
    for (let i = 0; i < 2000; i++) {
      const t = parseTargetAudience(r.pick(TARGETS));
      const a = randomAudience(r);
      const shift = r.num(0, 0.3);
      // Move audience share from a non-target country/language/gender into the target.
      const better: CreatorAudience = structuredClone(a);
      if (t.countries[0] && better.countries) {
        const from = Object.keys(better.countries).find((k) => !t.countries.includes(k));
        if (from) {
          const moved = Math.min(shift, better.countries[from]!);
          better.countries[from]! -= moved;
          better.countries[t.countries[0]] = (better.countries[t.countries[0]] ?? 0) + moved;
        }
      }
      if (t.genders.length === 1 && better.gender) {
        const g = t.genders[0]!;
        const o = g === 'female' ? 'male' : 'female';
        const moved = Math.min(shift, better.gender[o]!);
        better.gender[o]! -= moved;
        better.gender[g]! += moved;
      }
      expect(audienceMatch(t, better, 'IN', 'en')).toBeGreaterThanOrEqual(audienceMatch(t, a, 'IN', 'en') - 1e-9);
    }
  });
});

describe('convertCurrency', () => {
  it('converts through a fixed USD table and rejects unknown currencies', () => {
    expect(convertCurrency(840, 'INR', 'USD')).toBeCloseTo(10, 9);
    expect(convertCurrency(10, 'usd', 'inr')).toBeCloseTo(840, 9);
    expect(convertCurrency(100, 'GBP', 'EUR')).toBeGreaterThan(100);
    expect(convertCurrency(42, 'EUR', 'EUR')).toBe(42);
    expect(convertCurrency(convertCurrency(1234, 'INR', 'GBP'), 'GBP', 'INR')).toBeCloseTo(1234, 6);
    expect(() => convertCurrency(1, 'XYZ', 'USD')).toThrow(/no exchange rate for XYZ/);
  });
});

describe('scoreCreator', () => {
  const ctx = buildMatchContext({
    product_name: 'PulseBuds Pro',
    product_niche: 'technology',
    product_description: 'Sweat-proof wireless earbuds',
    key_use_cases: 'gym workouts, running',
    target_audience: 'young men and women 18-30 in India',
    total_budget: 500_000,
    planned_creators: 10,
    currency: 'INR',
  });
  const creator: ScoringCreator = {
    niche: 'technology',
    topics: ['audio gear'],
    engagement_rate: 4,
    typical_rate: 40_000,
    currency: 'INR',
    country: 'IN',
    language: 'hi',
    audience: {
      countries: { IN: 0.8 },
      languages: { hi: 0.6, en: 0.4 },
      age: { '18-24': 0.5, '25-34': 0.3, '35-44': 0.2 },
      gender: { female: 0.4, male: 0.6, other: 0 },
    },
  };

  it('returns the components and their weighted sum', () => {
    const s = scoreCreator(ctx, creator, 2);
    expect(s.niche_match).toBe(100);
    expect(s.budget_fit).toBe(100);
    expect(s.engagement_score).toBe(80);
    const expected =
      DEFAULT_WEIGHTS.niche_match * s.niche_match +
      DEFAULT_WEIGHTS.audience_match * s.audience_match +
      DEFAULT_WEIGHTS.engagement_score * s.engagement_score +
      DEFAULT_WEIGHTS.budget_fit * s.budget_fit;
    expect(s.match_score).toBeCloseTo(Math.round(expected * 10) / 10, 9);
  });

  it('treats weights as relative and rejects invalid ones', () => {
    const doubled = { niche_match: 0.8, audience_match: 0.4, engagement_score: 0.3, budget_fit: 0.5 };
    expect(scoreCreator(ctx, creator, 2, doubled).match_score).toBe(scoreCreator(ctx, creator, 2).match_score);
    const nicheOnly = { niche_match: 1, audience_match: 0, engagement_score: 0, budget_fit: 0 };
    expect(scoreCreator(ctx, { ...creator, niche: 'food', topics: [] }, 2, nicheOnly).match_score).toBe(0);
    expect(() => scoreCreator(ctx, creator, 2, { ...doubled, budget_fit: -1 })).toThrow(RangeError);
    expect(() => scoreCreator(ctx, creator, 2, { niche_match: 0, audience_match: 0, engagement_score: 0, budget_fit: 0 })).toThrow(RangeError);
  });

  it('compares rates in the campaign currency when the creator charges in another known one', () => {
    // 50,000 INR per creator is about 600 USD: a 500 USD creator fits, a 1,500 USD one does not.
    expect(scoreCreator(ctx, { ...creator, typical_rate: 500, currency: 'USD' }, 2).budget_fit).toBe(100);
    expect(scoreCreator(ctx, { ...creator, typical_rate: 1500, currency: 'USD' }, 2).budget_fit).toBe(0);
    // Unknown currency: compared as is.
    expect(scoreCreator(ctx, { ...creator, typical_rate: 40_000, currency: 'XYZ' }, 2).budget_fit).toBe(100);
  });

  it('ranks an on-niche, affordable creator above an off-niche or unaffordable one', () => {
    const good = scoreCreator(ctx, creator, 2).match_score;
    expect(scoreCreator(ctx, { ...creator, niche: 'beauty', topics: ['skincare'] }, 2).match_score).toBeLessThan(good);
    expect(scoreCreator(ctx, { ...creator, typical_rate: 120_000 }, 2).match_score).toBeLessThan(good);
  });
});
