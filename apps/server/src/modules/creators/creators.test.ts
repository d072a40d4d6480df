import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');

describe('creators API', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 1500 });
  });
  afterAll(() => t.close());

  it('lists creators with total, creators and items, sorted by followers', async () => {
    const res = await t.api.inject({ url: '/api/v1/creators/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1500);
    expect(body.creators).toHaveLength(40);
    expect(body.items).toEqual(body.creators);
    const f = body.creators.map((c: { followers_count: number }) => c.followers_count);
    expect([...f].sort((a, b) => b - a)).toEqual(f);
  });

  it('applies every filter and reports the filtered total', async () => {
    const q = 'platform=youtube&niche=fitness&min_followers=1000&max_followers=5000000&min_engagement=0.5&limit=10';
    const res = await t.api.inject({ url: `/api/v1/creators/?${q}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from creators where platform='youtube' and niche='fitness' and followers_count between 1000 and 5000000 and engagement_rate >= 0.5`,
    );
    expect(body.total).toBe(rows[0]!.n);
    expect(body.total).toBeGreaterThan(0);
    for (const c of body.creators) {
      expect(c.platform).toBe('youtube');
      expect(c.niche).toBe('fitness');
      expect(c.followers_count).toBeGreaterThanOrEqual(1000);
      expect(c.engagement_rate).toBeGreaterThanOrEqual(0.5);
    }
    const { rows: one } = await t.db.query<{ country: string; language: string }>('select country, language from creators limit 1');
    const byCountry = (await t.api.inject({ url: `/api/v1/creators/?country=${one[0]!.country.toLowerCase()}&language=${one[0]!.language}` })).json();
    expect(byCountry.total).toBeGreaterThan(0);
    expect(byCountry.creators.every((c: { country: string; language: string }) => c.country === one[0]!.country && c.language === one[0]!.language)).toBe(true);
  });

  it('searches name, channel name and handle case-insensitively', async () => {
    const { rows } = await t.db.query<{ handle: string; name: string; channel_name: string }>('select handle, name, channel_name from creators order by id limit 1');
    const c = rows[0]!;
    // The API trims the search term, so the expectation does too (a slice can end in a space).
    for (const term of [c.handle.slice(1, 6).toUpperCase(), c.channel_name.slice(0, 5).trim(), c.name.split(' ')[0]!.toLowerCase()]) {
      const body = (await t.api.inject({ url: `/api/v1/creators/?name=${encodeURIComponent(term)}&limit=100` })).json();
      expect(body.total, term).toBeGreaterThan(0);
      for (const x of body.creators) {
        expect(`${x.name} ${x.channel_name} ${x.handle}`.toLowerCase()).toContain(term.toLowerCase());
      }
    }
    const none = (await t.api.inject({ url: '/api/v1/creators/?name=%25%25zzzz_no' })).json();
    expect(none.total).toBe(0);
  });

  it('combines the name search with filters and other sorts', async () => {
    const { rows } = await t.db.query<{ name: string; platform: string }>('select name, platform from creators order by followers_count desc limit 1');
    const term = rows[0]!.name.split(' ')[0]!.slice(0, 4);
    const body = (await t.api.inject({ url: `/api/v1/creators/?name=${encodeURIComponent(term)}&platform=${rows[0]!.platform}&sort=engagement&limit=100` })).json();
    const { rows: truth } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from creators where platform = $1 and lower(name || ' ' || channel_name || ' ' || handle) like $2`,
      [rows[0]!.platform, `%${term.toLowerCase()}%`],
    );
    expect(body.total).toBe(truth[0]!.n);
    expect(body.total).toBeGreaterThan(0);
    const er = body.creators.map((c: { engagement_rate: number }) => c.engagement_rate);
    expect([...er].sort((a, b) => b - a)).toEqual(er);
    const beyond = (await t.api.inject({ url: `/api/v1/creators/?name=${encodeURIComponent(term)}&offset=5000` })).json();
    expect(beyond.creators).toEqual([]);
    expect(beyond.total).toBeGreaterThan(0);
  });

  it('pages with limit and offset', async () => {
    const a = (await t.api.inject({ url: '/api/v1/creators/?limit=10&offset=0' })).json();
    const b = (await t.api.inject({ url: '/api/v1/creators/?limit=10&offset=10' })).json();
    expect(a.creators).toHaveLength(10);
    expect(new Set([...a.creators, ...b.creators].map((c: { id: string }) => c.id)).size).toBe(20);
  });

  it('rejects bad filters with a message naming the field', async () => {
    const cases = ['platform=myspace', 'niche=cooking', 'limit=0', 'limit=101', 'min_engagement=101', 'min_followers=-5', 'min_followers=abc', 'country=India', 'min_followers=100&max_followers=10'];
    for (const q of cases) {
      const res = await t.api.inject({ url: `/api/v1/creators/?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toContain(q.split('=')[0]);
    }
  });

  it('gets one creator, 404 for unknown and 400 for malformed ids', async () => {
    const first = (await t.api.inject({ url: '/api/v1/creators/?limit=1' })).json().creators[0];
    const got = await t.api.inject({ url: `/api/v1/creators/${first.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(first);
    const unknown = await t.api.inject({ url: '/api/v1/creators/5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Creator not found');
    expect((await t.api.inject({ url: '/api/v1/creators/123' })).statusCode).toBe(400);
  });

  it('finds lookalikes, excluding the creator itself', async () => {
    const first = (await t.api.inject({ url: '/api/v1/creators/?niche=gaming&limit=1' })).json().creators[0];
    // Across markets and sizes (by default lookalikes keep both: see matching/portfolio-api.test.ts).
    const res = await t.api.inject({ url: `/api/v1/creators/${first.id}/similar?limit=10&same_market=false&same_size=false` });
    expect(res.statusCode).toBe(200);
    const { similar } = res.json();
    expect(similar).toHaveLength(10);
    expect(similar.map((s: { id: string }) => s.id)).not.toContain(first.id);
    const sims = similar.map((s: { similarity: number }) => s.similarity);
    expect([...sims].sort((a, b) => b - a)).toEqual(sims);
    expect(similar.filter((s: { niche: string }) => s.niche === 'gaming').length).toBeGreaterThanOrEqual(7);
    expect((await t.api.inject({ url: '/api/v1/creators/5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11/similar' })).statusCode).toBe(404);
  });

  describe('CSV import', () => {
    const post = (body: string | Buffer, qs = '') =>
      t.api.inject({ method: 'POST', url: `/api/v1/creators/import${qs}`, headers: { 'content-type': 'text/csv' }, payload: body });
    /** Uploads, expects 202 { id, state }, and follows the import to its end. */
    const importAndWait = async (body: string | Buffer, qs = '') => {
      const res = await post(body, qs);
      expect(res.statusCode, res.body).toBe(202);
      const accepted = res.json();
      expect(accepted).toEqual({ id: expect.any(String), state: 'queued' });
      for (let i = 0; i < 600; i++) {
        const got = await t.api.inject(`/api/v1/imports/${accepted.id}`);
        expect(got.statusCode).toBe(200);
        const imp = got.json();
        if (imp.state === 'completed' || imp.state === 'failed') return imp;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('import did not finish');
    };

    it('imports valid rows, upserts on re-import and embeds them', async () => {
      const csv = readFileSync(path.join(fixtures, 'creators-valid.csv'));
      const r1 = await importAndWait(csv);
      expect(r1.state).toBe('completed');
      expect(r1.rejected).toEqual([]);
      expect(r1.inserted).toBe(r1.rows_read);
      expect(r1.accepted).toBe(r1.rows_read);
      const again = await importAndWait(csv);
      expect(again).toMatchObject({ state: 'completed', inserted: 0, updated: r1.rows_read, rejected: [] });
      const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from creators where embedding is null');
      expect(rows[0]!.n).toBe(0);
      // Staging is emptied once an import is done.
      const { rows: staged } = await t.db.query<{ n: number }>('select count(*)::int as n from import_rows where import_id = any($1::uuid[])', [[r1.id, again.id]]);
      expect(staged[0]!.n).toBe(0);
      // Imported creators are searchable at once, and a rename is searchable under the new name only.
      const { rows: imported } = await t.db.query<{ id: string; handle: string; platform: string }>('select id, handle, platform from creators order by created_at desc limit 1');
      const found = (await t.api.inject({ url: `/api/v1/creators/?name=${encodeURIComponent(imported[0]!.handle)}` })).json();
      expect(found.creators.map((c: { id: string }) => c.id)).toContain(imported[0]!.id);
      await t.db.query(`update creators set name = 'Zzyzx Quillfeather' where id = $1`, [imported[0]!.id]);
      const renamed = (await t.api.inject({ url: '/api/v1/creators/?name=zzyzx%20quill' })).json();
      expect(renamed.creators.map((c: { id: string }) => c.id)).toEqual([imported[0]!.id]);
    });

    it('reports each broken row with its line and reason, importing the rest', async () => {
      const csv = readFileSync(path.join(fixtures, 'creators-mixed.csv'));
      const body = await importAndWait(csv);
      expect(body.state).toBe('completed');
      expect(body.rejected.length).toBeGreaterThan(0);
      for (const r of body.rejected) {
        expect(r.line).toBeGreaterThan(1);
        expect(r.reason.length).toBeGreaterThan(3);
      }
      const lines = body.rejected.map((r: { line: number }) => r.line);
      expect([...lines].sort((a, b) => a - b)).toEqual(lines);
      expect(body.inserted + body.updated + body.rejected.length).toBe(body.rows_read);
    });

    it('writes nothing for a malformed file or, in strict mode, for any broken row', async () => {
      const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from creators')).rows[0]!.n;
      const before = await count();
      const malformed = await post(readFileSync(path.join(fixtures, 'creators-malformed.csv')));
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().message).toMatch(/CSV/);
      const strictCsv = readFileSync(path.join(fixtures, 'creators-mixed.csv'), 'utf8').replace(/@/g, '@strict-');
      const strict = await post(strictCsv, '?strict=true');
      expect(strict.statusCode).toBe(422);
      expect(strict.json().details.rejected.length).toBeGreaterThan(0);
      expect(await count()).toBe(before);
      const missingCols = await post('name,handle\nA,b\n');
      expect(missingCols.statusCode).toBe(422);
      expect(missingCols.json().message).toMatch(/platform/);
      expect((await post('')).statusCode).toBe(400);
      expect(await count()).toBe(before);
      // The refused imports are recorded as failed, and nothing of them stays in staging.
      const { rows } = await t.db.query<{ state: string; error: string }>(`select state, error from imports where state <> 'completed' order by created_at`);
      expect(rows.map((r) => r.state)).toEqual(['failed', 'failed', 'failed']);
      expect(rows[1]!.error).toMatch(/nothing was imported/);
      await expect.poll(async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from import_rows r join imports i on i.id = r.import_id where i.state = 'failed'`)).rows[0]!.n).toBe(0);
    });
  });
});
