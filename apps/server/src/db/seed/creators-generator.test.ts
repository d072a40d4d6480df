import { AGE_BUCKETS, isSupportedCurrency, NICHES, PLATFORMS, ZCreatorInput } from '@inflow/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CREATOR_COUNTRIES,
  DEFAULT_REFERENCE_DATE,
  NICHE_VOCAB,
  currencyForCountry,
  generateCreator,
  generateCreators,
  type GeneratedCreator,
} from './creators-generator.js';

const N = 50_000;
let all: GeneratedCreator[];
beforeAll(() => {
  all = [...generateCreators({ count: N, seed: 7 })];
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

describe('generateCreators: determinism', () => {
  it('gives the same creators for the same seed and different ones for another seed', () => {
    const a = [...generateCreators({ count: 200, seed: 1 })];
    const b = [...generateCreators({ count: 200, seed: 1 })];
    const c = [...generateCreators({ count: 200, seed: 2 })];
    expect(b).toEqual(a);
    expect(c.map((x) => x.name)).not.toEqual(a.map((x) => x.name));
  });

  it('gives creator i the same content whatever the batch split', () => {
    const whole = [...generateCreators({ count: 3000, seed: 11 })];
    const parts = [
      ...generateCreators({ count: 1000, seed: 11 }),
      ...generateCreators({ count: 1500, seed: 11, startIndex: 1000 }),
      ...generateCreators({ count: 500, seed: 11, startIndex: 2500 }),
    ];
    expect(parts).toEqual(whole);
    expect(generateCreator(2345, 11)).toEqual(whole[2345]);
  });

  it('defaults to a fixed reference date and honours another one', () => {
    const ref = Date.parse(DEFAULT_REFERENCE_DATE);
    const times = all.map((c) => Date.parse(c.last_active_at));
    expect(Math.max(...times)).toBeLessThanOrEqual(ref);
    expect(Math.min(...times)).toBeGreaterThan(ref - 90 * 86_400_000);
    // Most creators were active recently.
    expect(median(times)).toBeGreaterThan(ref - 30 * 86_400_000);
    const [moved] = [...generateCreators({ count: 1, seed: 7, referenceDate: '2027-01-01T00:00:00Z' })];
    expect(Date.parse(moved!.last_active_at) - Date.parse(all[0]!.last_active_at)).toBe(Date.parse('2027-01-01T00:00:00Z') - ref);
    expect(() => [...generateCreators({ count: 1, referenceDate: 'not a date' })]).toThrow(RangeError);
  });
});

describe('generateCreators: validity and uniqueness', () => {
  it('produces creators that ZCreatorInput accepts unchanged', () => {
    const changed = all.filter((c) => {
      const parsed = ZCreatorInput.parse(c);
      return parsed.handle !== c.handle || parsed.email !== c.email || parsed.name !== c.name || parsed.bio !== c.bio;
    });
    expect(changed).toEqual([]);
  });

  it('has unique platform+handle and unique emails (case-insensitively)', () => {
    const handles = new Set(all.map((c) => `${c.platform}:${c.handle.toLowerCase()}`));
    expect(handles.size).toBe(N);
    const emails = all.map((c) => c.email?.toLowerCase()).filter((e): e is string => !!e);
    expect(new Set(emails).size).toBe(emails.length);
    for (const e of emails.slice(0, 2000)) expect(e).toMatch(/@example\.(com|net|org)$/);
  });

  it('keeps handles within each platform\'s rules', () => {
    const max = { instagram: 30, youtube: 30, tiktok: 24, twitter: 15 } as const;
    const bad = all.filter(
      (c) =>
        c.handle.length > max[c.platform] ||
        !(c.platform === 'twitter' ? /^[a-z][a-z0-9_]*$/ : /^[a-z][a-z0-9._]*[a-z0-9]$/).test(c.handle) ||
        c.handle.includes('..'),
    );
    expect(bad.map((c) => `${c.platform}:${c.handle}`)).toEqual([]);
  });

  it('gives ~85% an email, ~90% a phone in the country\'s format, and no profile image', () => {
    const withEmail = all.filter((c) => c.email).length / N;
    const withPhone = all.filter((c) => c.phone).length / N;
    expect(withEmail).toBeGreaterThan(0.83);
    expect(withEmail).toBeLessThan(0.87);
    expect(withPhone).toBeGreaterThan(0.88);
    expect(withPhone).toBeLessThan(0.92);
    expect(all.every((c) => c.profile_image === null)).toBe(true);
    const prefix: Record<string, RegExp> = {
      US: /^\+1\d{3}55501\d{2}$/,
      CA: /^\+1\d{3}55501\d{2}$/,
      GB: /^\+447700900\d{3}$/,
      AU: /^\+61491570\d{3}$/,
      IN: /^\+919\d{9}$/,
      FR: /^\+3363998\d{4}$/,
      DE: /^\+49\d{10}$/,
      BR: /^\+55\d{2}9\d{8}$/,
      NG: /^\+234\d{10}$/,
    };
    const bad = all.filter((c) => c.phone && prefix[c.country] && !prefix[c.country]!.test(c.phone));
    expect(bad.map((c) => `${c.country} ${c.phone}`)).toEqual([]);
  });
});

describe('generateCreators: realistic distributions', () => {
  it('covers every platform, niche and country, India first, with the matching currency', () => {
    const count = (k: (c: GeneratedCreator) => string) => {
      const m = new Map<string, number>();
      for (const c of all) m.set(k(c), (m.get(k(c)) ?? 0) + 1);
      return m;
    };
    expect([...count((c) => c.platform).keys()].sort()).toEqual([...PLATFORMS].sort());
    expect([...count((c) => c.niche).keys()].sort()).toEqual([...NICHES].sort());
    const countries = count((c) => c.country);
    expect([...countries.keys()].sort()).toEqual([...CREATOR_COUNTRIES].sort());
    expect(countries.has('UK')).toBe(false); // stored as ISO 'GB'
    const top = [...countries.entries()].sort((a, b) => b[1] - a[1])[0]!;
    expect(top[0]).toBe('IN');
    expect(top[1] / N).toBeGreaterThan(0.3);
    expect(all.filter((c) => c.currency !== currencyForCountry(c.country))).toEqual([]);
    expect(currencyForCountry('UK')).toBe('GBP');
    // Every country's usual currency (what a CSV import infers) has an exchange rate, so rate_usd is right.
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const inferred = [...letters].flatMap((a) => [...letters].map((b) => currencyForCountry(a + b))).filter((c) => c !== undefined);
    expect(inferred.length).toBeGreaterThan(40);
    expect(inferred.filter((c) => !isSupportedCurrency(c))).toEqual([]);
    expect(all.filter((c) => c.country === 'IN' && c.platform === 'tiktok')).toHaveLength(0);
    const langs = new Set(all.map((c) => c.language));
    for (const l of ['en', 'hi', 'es', 'fr', 'de', 'pt', 'ta', 'te', 'bn', 'mr', 'ar', 'id']) expect(langs).toContain(l);
  });

  it('has power-law follower counts: most between 1k and 100k, few above 1M, capped', () => {
    const f = all.map((c) => c.followers_count);
    const m = median(f);
    expect(m).toBeGreaterThan(5_000);
    expect(m).toBeLessThan(50_000);
    expect(f.filter((x) => x >= 1_000 && x <= 100_000).length / N).toBeGreaterThan(0.75);
    const overMillion = f.filter((x) => x > 1_000_000).length / N;
    expect(overMillion).toBeGreaterThan(0.001);
    expect(overMillion).toBeLessThan(0.03);
    expect(Math.max(...f)).toBeLessThanOrEqual(300_000_000);
    // YouTube and Instagram have heavier tails than Twitter.
    const big = (p: string) => all.filter((c) => c.platform === p && c.followers_count > 500_000).length / all.filter((c) => c.platform === p).length;
    expect(big('youtube')).toBeGreaterThan(big('twitter'));
    expect(big('instagram')).toBeGreaterThan(big('twitter'));
  });

  it('has engagement that falls with size and differs by platform', () => {
    const tiers = [
      [0, 10_000],
      [10_000, 100_000],
      [100_000, 1_000_000],
      [1_000_000, Infinity],
    ] as const;
    const er = (p: string, [lo, hi]: readonly [number, number]) =>
      median(all.filter((c) => c.platform === p && c.followers_count >= lo && c.followers_count < hi).map((c) => c.engagement_rate));
    for (const p of PLATFORMS) {
      const m = tiers.map((t) => er(p, t));
      for (let i = 1; i < m.length; i++) expect(m[i]).toBeLessThan(m[i - 1]!);
    }
    const ig = tiers.map((t) => er('instagram', t));
    expect(ig[0]).toBeGreaterThan(5);
    expect(ig[3]).toBeGreaterThan(0.8);
    expect(ig[3]).toBeLessThan(2.5);
    const all10k = (p: string) => er(p, [10_000, 100_000]);
    expect(all10k('tiktok')).toBeGreaterThan(all10k('instagram'));
    expect(all10k('instagram')).toBeGreaterThan(all10k('twitter'));
    expect(all.filter((c) => Math.round(c.engagement_rate * 100) / 100 !== c.engagement_rate)).toEqual([]);
  });

  it('has views and rates consistent with size, in the local currency', () => {
    expect(all.filter((c) => c.avg_views > c.followers_count * 6 || !(c.typical_rate > 0))).toEqual([]);
    const inRate = (lo: number, hi: number) =>
      median(all.filter((c) => c.country === 'IN' && c.platform === 'instagram' && c.followers_count >= lo && c.followers_count < hi).map((c) => c.typical_rate));
    // Indian micro-influencers quote roughly ₹5k-₹25k per post; macro ones six figures.
    expect(inRate(30_000, 70_000)).toBeGreaterThan(5_000);
    expect(inRate(30_000, 70_000)).toBeLessThan(25_000);
    expect(inRate(300_000, 3_000_000)).toBeGreaterThan(inRate(30_000, 70_000) * 5);
    const usRate = median(all.filter((c) => c.country === 'US' && c.platform === 'instagram' && c.followers_count >= 30_000 && c.followers_count < 70_000).map((c) => c.typical_rate));
    expect(usRate).toBeGreaterThan(200);
    expect(usRate).toBeLessThan(2_000);
  });

  it('gives niche-matching topics, bios and channel names', () => {
    const bad = all.filter((c) => {
      const v = NICHE_VOCAB[c.niche];
      const vocab = new Set([...v.topics, ...(c.country === 'IN' ? (v.topicsIN ?? []) : [])]);
      return (
        c.topics.length < 3 ||
        c.topics.length > 6 ||
        new Set(c.topics).size !== c.topics.length ||
        c.topics.some((t) => !vocab.has(t) || !c.bio.toLowerCase().includes(c.topics[0]!)) ||
        c.bio.length < 20 ||
        c.channel_name.length < 3
      );
    });
    expect(bad).toEqual([]);
  });

  it('has audience share maps with two decimals summing to 1, home country first, younger on TikTok', () => {
    const bad = all.filter((c) => {
      const { countries, languages, age, gender } = c.audience;
      const maps = [countries, languages, age, { ...gender }];
      const top = Object.entries(countries).sort((a, b) => b[1] - a[1])[0]![0];
      return (
        maps.some((m) => Math.abs(sum(m) - 1) > 1e-9 || Object.values(m).some((v) => v < 0 || Math.round(v * 100) / 100 !== v)) ||
        Object.keys(age).join() !== AGE_BUCKETS.join() ||
        top !== c.country ||
        c.language === null ||
        !(c.language in languages)
      );
    });
    expect(bad).toEqual([]);
    const young = (p: string) => median(all.filter((c) => c.platform === p).map((c) => c.audience.age['13-17']! + c.audience.age['18-24']!));
    expect(young('tiktok')).toBeGreaterThan(young('instagram'));
    expect(young('tiktok')).toBeGreaterThan(young('twitter'));
    const female = (n: string) => median(all.filter((c) => c.niche === n).map((c) => c.audience.gender.female));
    expect(female('beauty')).toBeGreaterThan(0.7);
    expect(female('automotive')).toBeLessThan(0.3);
    expect(female('gaming')).toBeLessThan(female('fashion'));
  });
});
