import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';

describe('creator search by @handle and by rate', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 300 });
  }, 120_000);
  afterAll(() => t.close());

  const search = async (name: string, extra = '') => {
    const res = await t.api.inject({ url: `/api/v1/creators/?name=${encodeURIComponent(name)}&limit=50${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; creators: { id: string; handle: string; name: string }[] };
  };

  it('finds the creator by its exact handle, first, in any case', async () => {
    const { rows } = await t.db.query<{ id: string; handle: string }>('select id, handle from creators order by followers_count limit 5');
    for (const c of rows) {
      for (const term of [`@${c.handle}`, `@${c.handle.toUpperCase()}`, `  @${c.handle} `]) {
        const r = await search(term);
        expect(r.creators[0]?.id, term).toBe(c.id);
      }
    }
  });

  it('finds every handle that starts with the prefix, and only those', async () => {
    // A prefix shared by an exact handle and longer ones: the exact one comes first.
    const base = (await t.db.query<{ id: string; handle: string }>('select id, handle from creators order by id limit 1')).rows[0]!;
    await t.db.query(
      `insert into creators (name, handle, channel_name, platform, niche, followers_count, engagement_rate, country, language, audience)
       select 'Prefix Twin', $1 || '_longer', 'Twin', 'instagram', 'food', 999999999, 2, 'IN', 'hi', audience from creators where id = $2`,
      [base.handle, base.id],
    );
    const r = await search(`@${base.handle}`);
    expect(r.creators[0]!.id).toBe(base.id);
    expect(r.creators.map((c) => c.handle)).toContain(`${base.handle}_longer`);
    for (const c of r.creators) expect(c.handle.toLowerCase().startsWith(base.handle.toLowerCase())).toBe(true);
    expect(r.total).toBe(r.creators.length);

    const prefix = base.handle.slice(0, 3);
    const p = await search(`@${prefix}`);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from creators where lower(handle) like $1', [`${prefix.toLowerCase()}%`]);
    expect(p.total).toBe(rows[0]!.n);
    for (const c of p.creators) expect(c.handle.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
  });

  it('treats LIKE wildcards in a handle as text, and combines with filters', async () => {
    expect((await search('@%')).total).toBe(0);
    expect((await search('@_')).total).toBe(0);
    const c = (await t.db.query<{ handle: string; platform: string }>('select handle, platform from creators order by id limit 1')).rows[0]!;
    const other = c.platform === 'youtube' ? 'instagram' : 'youtube';
    expect((await search(`@${c.handle}`, `&platform=${c.platform}`)).creators[0]!.handle).toBe(c.handle);
    expect((await search(`@${c.handle}`, `&platform=${other}`)).creators.map((x) => x.handle)).not.toContain(c.handle);
  });
  it('filters rates typed in any accepted currency at its rate, and refuses a currency without one', async () => {
    const ids = async (q: string) => {
      const res = await t.api.inject({ url: `/api/v1/creators/?limit=100&${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { total: number; creators: { id: string }[] }).creators.map((c) => c.id).sort();
    };
    // $100-$400 a post is ₩140,000-₩560,000 and ¥15,000-¥60,000 (the fixed table: 1,400 and 150 per dollar).
    const usd = await ids('min_rate=100&max_rate=400');
    expect(usd.length).toBeGreaterThan(5);
    expect(await ids('min_rate=140000&max_rate=560000&rate_currency=KRW')).toEqual(usd);
    expect(await ids('min_rate=15000&max_rate=60000&rate_currency=jpy')).toEqual(usd);
    const bad = await t.api.inject({ url: '/api/v1/creators/?max_rate=500&rate_currency=XYZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/rate_currency.*not a supported currency/);
  });
});
