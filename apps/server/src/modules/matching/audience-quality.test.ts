import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.js';
import type { Database } from '../../db/client.js';
import { DEFAULT_SEED, seedCreators } from '../../db/seed/seed.js';
import { generateLabelledCreator, type AccountIntegrity } from '../../db/seed/creators-generator.js';
import { createRecordEmbedder } from './embed-records.js';
import { createLocalEmbeddings } from '../../ai/embeddings/local.js';
import { audienceQuality, audienceQualityNote } from './audience-quality.js';
import { FX_UNITS_PER_USD } from './scoring.js';

const N = 3000;
let db: Database;
let rows: { i: number; q: number; stored: number; integrity: AccountIntegrity; platform: string; followers: number; er: number }[];

beforeAll(async () => {
  db = await createTestDatabase();
  const embedder = await createRecordEmbedder(db, createLocalEmbeddings());
  await seedCreators(db, embedder, { count: N });
  const { rows: stored } = await db.query<{ handle: string; platform: string; audience_quality: number }>('select handle, platform, audience_quality from creators');
  const byHandle = new Map(stored.map((r) => [`${r.platform}:${r.handle}`, r.audience_quality]));
  rows = [];
  for (let i = 0; i < N; i++) {
    const { creator, integrity } = generateLabelledCreator(i, DEFAULT_SEED);
    rows.push({
      i,
      q: audienceQuality(creator),
      stored: byHandle.get(`${creator.platform}:${creator.handle}`)!,
      integrity,
      platform: creator.platform,
      followers: creator.followers_count,
      er: creator.engagement_rate,
    });
  }
});
afterAll(() => db.close());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))]!;

describe('audience quality', () => {
  it('is stored for every creator by the database, equal to the documented formula', () => {
    const off = rows.filter((r) => r.stored === undefined || Math.abs(r.stored - r.q) > 1);
    expect(off).toEqual([]);
  });

  it('the seeded catalogue holds a realistic share of gamed accounts, and the score ranks them lowest', () => {
    const honest = rows.filter((r) => r.integrity === 'honest').map((r) => r.stored);
    const bought = rows.filter((r) => r.integrity !== 'honest').map((r) => r.stored);
    expect(bought.length / N).toBeGreaterThan(0.03);
    expect(bought.length / N).toBeLessThan(0.12);
    expect(median(honest)).toBeGreaterThanOrEqual(95);
    expect(quantile(honest, 0.05)).toBeGreaterThan(median(bought));
    expect(median(bought)).toBeLessThan(50);
    // Ordering every creator by quality puts most gamed accounts in the bottom tenth.
    const sorted = [...rows].sort((a, b) => a.stored - b.stored);
    const bottom = sorted.slice(0, Math.ceil(N / 10));
    expect(bottom.filter((r) => r.integrity !== 'honest').length / bought.length).toBeGreaterThan(0.75);
  });

  it('ranks a gamed account below honest peers of the same platform and size', () => {
    let compared = 0;
    let below = 0;
    for (const s of rows.filter((r) => r.integrity !== 'honest')) {
      const peers = rows.filter((r) => r.integrity === 'honest' && r.platform === s.platform && r.followers > s.followers / 2 && r.followers < s.followers * 2);
      if (peers.length < 5) continue;
      compared++;
      if (s.stored < median(peers.map((p) => p.stored))) below++;
    }
    expect(compared).toBeGreaterThan(50);
    expect(below / compared).toBeGreaterThan(0.85);
  });

  it('explains a low score and stays quiet on a normal one', () => {
    const base = { platform: 'instagram', followers_count: 14_000, avg_views: 3000, country: 'IN', audience: { countries: { IN: 0.8, US: 0.2 } } };
    expect(audienceQualityNote({ ...base, engagement_rate: 4.5 })).toBeNull();
    expect(audienceQuality({ ...base, engagement_rate: 4.5 })).toBe(100);
    const inflated = { ...base, engagement_rate: 22.9 };
    expect(audienceQuality(inflated)).toBeLessThan(40);
    expect(audienceQualityNote(inflated)).toMatch(/engagement .*x the norm/);
    const farm = { ...base, engagement_rate: 4.5, audience: { countries: { IN: 0.2, BD: 0.3, PK: 0.3, VN: 0.2 } } };
    expect(audienceQuality(farm)).toBeLessThan(60);
    expect(audienceQualityNote(farm)).toMatch(/20% of the audience in IN/);
  });

  it('converts rates to dollars with the same table as the scores', async () => {
    const { rows: fx } = await db.query<{ c: string; u: number | null }>(
      `select c, fx_units_per_usd(c) as u from unnest($1::text[]) as c`,
      [[...Object.keys(FX_UNITS_PER_USD), 'XYZ']],
    );
    for (const r of fx) expect(r.u).toBe(r.c === 'XYZ' ? null : FX_UNITS_PER_USD[r.c]);
  });
});
