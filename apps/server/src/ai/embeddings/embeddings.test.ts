import { describe, expect, it } from 'vitest';
import { campaignEmbeddingText, cosineSimilarity, creatorEmbeddingText, l2Normalize } from './embeddings.js';
import { normalizeNiche, stem, tokenize } from './vocabulary.js';

describe('embedding texts', () => {
  it('builds a creator text from niche, topics, bio and names', () => {
    const t = creatorEmbeddingText({
      name: 'Priya Sharma',
      channel_name: 'FitWithPriya',
      handle: 'fitwithpriya',
      niche: 'fitness',
      topics: ['hiit', '  home   workouts '],
      bio: 'Certified trainer.',
    });
    expect(t).toBe('Niche: fitness. Topics: hiit, home workouts. Bio: Certified trainer. Name: Priya Sharma, FitWithPriya.');
    expect(creatorEmbeddingText({ niche: 'food', topics: [], bio: null })).toBe('Niche: food.');
  });

  it('builds a campaign text from product, niche, description, use cases, audience and goal (not the brand)', () => {
    const t = campaignEmbeddingText({
      product_name: 'PulseBuds',
      product_niche: 'technology',
      product_description: 'Wireless earbuds',
      key_use_cases: 'gym, running',
      target_audience: 'UK office workers',
      campaign_goal: 'awareness',
    });
    expect(t).toBe(
      'Product: PulseBuds. Niche: technology. Description: Wireless earbuds. Use cases: gym, running. Audience: UK office workers. Goal: awareness.',
    );
    expect(campaignEmbeddingText({})).toBe('');
  });

  it('computes cosine similarity and normalises', () => {
    expect(cosineSimilarity([1, 0], [0, 1])).toBe(0);
    expect(cosineSimilarity([1, 1], [2, 2])).toBeCloseTo(1, 12);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(RangeError);
    const v = l2Normalize([3, 4]);
    expect(v[0]).toBeCloseTo(0.6, 12);
    expect(v[1]).toBeCloseTo(0.8, 12);
    expect(l2Normalize([0, 0])).toEqual([0, 0]);
  });
});

describe('vocabulary helpers', () => {
  it('tokenizes words, splitting camelCase names as well', () => {
    expect(tokenize("Mom's HIIT-workouts, FitWithPriya!")).toEqual(['mom', 's', 'hiit', 'workouts', 'fitwithpriya', 'fit', 'with', 'priya']);
  });

  it('stems plurals and -ing/-ed forms consistently', () => {
    expect(stem('workouts')).toBe(stem('workout'));
    expect(stem('babies')).toBe('baby');
    expect(stem('running')).toBe('run');
    expect(stem('dresses')).toBe('dress');
    expect(stem('glass')).toBe('glass');
  });

  it('maps free-text niches to the sixteen niches', () => {
    expect(normalizeNiche('Technology')).toBe('technology');
    expect(normalizeNiche('consumer electronics')).toBe('technology');
    expect(normalizeNiche('Skincare')).toBe('beauty');
    expect(normalizeNiche('pet food')).toBe('pets');
    expect(normalizeNiche('')).toBeUndefined();
    expect(normalizeNiche('misc')).toBeUndefined();
  });
});
