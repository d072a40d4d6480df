import { describe, expect, it } from 'vitest';
import { campaignEmbeddingText, cosineSimilarity, creatorEmbeddingText, type CreatorTextFields } from './embeddings.js';
import { computeLayout, createLocalEmbeddings } from './local.js';

/** Realistic creator profiles, two per niche, written like real bios (not keyword lists). */
const CREATORS: Record<string, CreatorTextFields[]> = {
  technology: [
    {
      name: 'Arjun Mehta',
      channel_name: 'TechWithArjun',
      niche: 'technology',
      topics: ['smartphones', 'gadget reviews', 'unboxing'],
      bio: 'Honest reviews of the latest phones, laptops and audio gear. New video every Tuesday.',
    },
    {
      name: 'Sam Lee',
      channel_name: 'Sam Builds',
      niche: 'technology',
      topics: ['pc builds', 'smart home', 'headphones'],
      bio: 'Desk setups, PC builds and the headphones I actually use. Ex software engineer.',
    },
  ],
  fitness: [
    {
      name: 'Priya Sharma',
      channel_name: 'FitWithPriya',
      niche: 'fitness',
      topics: ['strength training', 'hiit', 'home workouts'],
      bio: 'Certified personal trainer. Gym routines, HIIT and form tips for busy people.',
    },
    {
      name: 'Marcus Cole',
      channel_name: 'Run Lift Repeat',
      niche: 'fitness',
      topics: ['running', 'marathon training', 'weightlifting'],
      bio: 'Marathoner and lifter. Training plans, race days and what I eat to recover.',
    },
  ],
  food: [
    {
      name: 'Rohan Kapoor',
      channel_name: 'Rohan Cooks',
      niche: 'food',
      topics: ['street food', 'recipes', 'restaurant reviews'],
      bio: 'Exploring Mumbai one plate at a time. Easy recipes and street food tours.',
    },
    {
      name: 'Lucia Romano',
      channel_name: 'Nonna’s Table',
      niche: 'food',
      topics: ['baking', 'italian cooking', 'desserts'],
      bio: 'Three generations of family recipes, fresh pasta and way too many cakes.',
    },
  ],
  beauty: [
    {
      name: 'Ananya Rao',
      channel_name: 'Glow with Ananya',
      niche: 'beauty',
      topics: ['skincare', 'makeup tutorials', 'product reviews'],
      bio: 'Skincare routines for Indian skin, affordable makeup and honest product reviews.',
    },
    {
      name: 'Chloe Martin',
      channel_name: 'chloebeauty',
      niche: 'beauty',
      topics: ['sunscreen', 'hair care', 'fragrance'],
      bio: 'Dermatologist-approved routines, SPF obsessed, and a perfume collection that is out of control.',
    },
  ],
  travel: [
    {
      name: 'Maya Fernandes',
      channel_name: 'Maya Wanders',
      niche: 'travel',
      topics: ['budget travel', 'backpacking', 'solo travel'],
      bio: 'Solo traveller, 40 countries and counting. Hostels, night trains and cheap flights.',
    },
  ],
  fashion: [
    {
      name: 'Isha Kapoor',
      channel_name: 'Isha Styles',
      niche: 'fashion',
      topics: ['streetwear', 'outfit ideas', 'thrifting'],
      bio: 'Everyday outfits, thrift hauls and sneaker drops.',
    },
  ],
  finance: [
    {
      name: 'Vikram Iyer',
      channel_name: 'Money Matters with Vikram',
      niche: 'finance',
      topics: ['personal finance', 'mutual funds', 'tax saving'],
      bio: 'Making money simple: SIPs, budgeting and taxes explained for salaried people.',
    },
  ],
};

const local = createLocalEmbeddings();
const embedOne = (t: string) => local.embedSync([t])[0]!;
const norm = (v: number[]) => Math.sqrt(v.reduce((a, x) => a + x * x, 0));

function similarities(campaignText: string, provider = local) {
  const [q] = provider.embedSync([campaignText]);
  const out: Record<string, number[]> = {};
  for (const [niche, list] of Object.entries(CREATORS)) {
    out[niche] = provider.embedSync(list.map(creatorEmbeddingText)).map((v) => cosineSimilarity(q!, v));
  }
  return out;
}

describe('local embeddings', () => {
  it('defaults to 64 dimensions, unit-length vectors, one per text in order', async () => {
    expect(local.name).toBe('local');
    expect(local.dimension).toBe(64);
    const texts = ['wireless earbuds', 'vegan recipes', '', '   ', '12345 !!!'];
    const vs = await local.embed(texts);
    expect(vs).toHaveLength(texts.length);
    for (const v of vs) {
      expect(v).toHaveLength(64);
      expect(v.every(Number.isFinite)).toBe(true);
      expect(norm(v)).toBeCloseTo(1, 9);
    }
    expect(cosineSimilarity(vs[0]!, embedOne('wireless earbuds'))).toBeCloseTo(1, 12);
  });

  it('is deterministic across calls and instances', async () => {
    const text = creatorEmbeddingText(CREATORS.technology![0]!);
    const a = await local.embed([text]);
    const b = await createLocalEmbeddings({ dimension: 64 }).embed([text]);
    expect(a).toEqual(b);
    expect(local.embedSync([text])).toEqual(a);
  });

  it('supports other dimensions and rejects unusable ones', () => {
    for (const d of [8, 16, 32, 100, 384, 1536]) {
      const p = createLocalEmbeddings({ dimension: d });
      const [v] = p.embedSync(['running shoes for marathon training']);
      expect(v).toHaveLength(d);
      expect(norm(v!)).toBeCloseTo(1, 9);
      const l = computeLayout(d);
      expect(l.nicheSlots + l.subSlots + l.hashSlots).toBe(d);
      expect(l.hashSlots).toBeGreaterThan(0);
    }
    expect(() => createLocalEmbeddings({ dimension: 4 })).toThrow(/dimension/);
    expect(() => createLocalEmbeddings({ dimension: 64.5 })).toThrow(/dimension/);
  });

  it("puts 'wireless earbuds for gym workouts' nearer technology and fitness creators than food or beauty ones", () => {
    for (const text of [
      'wireless earbuds for gym workouts',
      campaignEmbeddingText({
        product_name: 'PulseBuds Pro',
        product_niche: 'technology',
        product_description: 'Sweat-proof wireless earbuds for gym workouts, with noise cancelling and a 30 hour battery.',
        key_use_cases: 'gym workouts, running, commuting',
        target_audience: 'young men and women 18-30 in India who work out',
        campaign_goal: 'awareness and sales at launch',
      }),
    ]) {
      for (const d of [64, 32, 128]) {
        const sims = similarities(text, createLocalEmbeddings({ dimension: d }));
        const near = Math.min(...sims.technology!, ...sims.fitness!);
        const far = Math.max(...sims.food!, ...sims.beauty!);
        expect(near, `dimension ${d}: ${JSON.stringify(sims)}`).toBeGreaterThan(far + 0.2);
        // And both relevant niches beat every unrelated one.
        const others = Math.max(...sims.food!, ...sims.beauty!, ...sims.travel!, ...sims.fashion!, ...sims.finance!);
        expect(near).toBeGreaterThan(others);
      }
    }
  });

  it.each([
    ['sunscreen for oily skin', 'beauty'],
    ['SPF 50 face serum that does not leave a white cast', 'beauty'],
    ['whey protein for muscle recovery after lifting', 'fitness'],
    ['marathon running shoes', 'fitness'],
    ['authentic pasta sauce and dessert mixes', 'food'],
    ['a budgeting app that helps salaried people invest in mutual funds', 'finance'],
    ['carry-on luggage for backpackers and cheap flights', 'travel'],
    ['sustainable sneakers and streetwear', 'fashion'],
    ['noise cancelling headphones and a smartphone gimbal', 'technology'],
  ])('ranks %j nearest to %s creators', (text, expected) => {
    const sims = similarities(campaignEmbeddingText({ product_name: text }));
    const best = Object.entries(sims)
      .map(([n, s]) => [n, Math.max(...s)] as const)
      .sort((a, b) => b[1] - a[1])[0]![0];
    expect(best, JSON.stringify(sims)).toBe(expected);
  });

  it('maps synonyms and inflections onto the same concepts', () => {
    const s = (a: string, b: string) => cosineSimilarity(embedOne(a), embedOne(b));
    expect(s('earbuds', 'headphones')).toBeGreaterThan(0.8);
    expect(s('workouts at the gym', 'gym workout')).toBeGreaterThan(0.95);
    expect(s('skincare', 'moisturiser and sunscreen')).toBeGreaterThan(0.8);
    expect(s('earbuds', 'lipstick')).toBeLessThan(0.1);
    // Related concepts in one niche are closer than across niches.
    expect(s('earbuds', 'laptop')).toBeGreaterThan(s('earbuds', 'yoga'));
    // Words split out of channel names count: 'FitWithPriya' is about fitness.
    expect(s('FitWithPriya', 'fitness')).toBeGreaterThan(0.5);
  });

  it('lets shared rare words (brands, places) count through the hashed axes', () => {
    const a = embedOne('travel vlogs from Kyoto and Osaka');
    const b = embedOne('travel vlogs from Kyoto temples');
    const c = embedOne('travel vlogs from Lisbon beaches');
    expect(cosineSimilarity(a, b)).toBeGreaterThan(cosineSimilarity(a, c));
  });

  it('honours an aborted signal', async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(local.embed(['x'], { signal: ctrl.signal })).rejects.toThrow();
  });

  it('embeds large batches asynchronously with the same result as embedSync', async () => {
    const texts = Array.from({ length: 5000 }, (_, i) => `creator ${i} reviews gadgets and runs marathons ${i % 7}`);
    const a = await local.embed(texts);
    expect(a).toEqual(local.embedSync(texts));
  });
});
