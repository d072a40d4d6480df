import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TImportPreview } from '@inflow/contracts';
import { authedClient, buildTestApp, createWorkspaceWithKey, type TestClient } from '../../../test/helpers.js';
import { csvStream } from '../creators/csv-export.js';
import { mapCategory } from '../creators/csv.js';
import { explainAudienceMatch, parseTargetAudience } from '../matching/scoring.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;

/** A sheet as agencies send them: their own headers, national mobile numbers, categories outside the niches. */
const AGENCY_CSV = [
  'Name,Instagram Handle,Followers,Category,Mobile,Email,City,Engagement,Price,Notes',
  'Riya Mehta,@riya.mamaji,"2,30,000",Mom & Baby,98765 43210,riya.mamaji@agency.test,Pune,4.2%,"₹35,000",prefers reels',
  'Kavya Iyer,kavya.cooks,1.2L,Food & Travel,+91 99887 76655,kavya@agency.test,Chennai,3.1,₹20K,',
  'Sneha Pillai,sneha.mommy,45K,Mommy blogger,09123456780,,Kochi,5,12000,',
  'Bad Phone,bad.phone.row,10K,Parenting,12345,,Delhi,2,5000,',
  '"=HYPERLINK(""http://evil.test"",""x"")",formula.name,20K,Comedy,,,Mumbai,3,8000,"@SUM(1+1)"',
  "Plain Apostrophe,apostrophe.cell,15K,Fitness,,,Goa,3,'-3000,",
].join('\n');

async function preview(api: TestClient, csv: string, query = '') {
  return api.inject({ method: 'POST', url: `/api/v1/imports/preview${query}`, headers: { 'content-type': 'text/csv' }, payload: csv });
}
const mappingQuery = (mapping: Record<string, string | null>, extra = '') => `?mapping=${encodeURIComponent(JSON.stringify(mapping))}${extra}`;
const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as Record<string, string>[];

describe('import mapping, preview, normalisation and exports', () => {
  let t: T;
  let other: TestClient;
  let viewer: TestClient;
  let importId: string;
  const mapping = { Notes: 'bio', City: null } as const;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 200, demo: true });
    other = authedClient(t.app, (await createWorkspaceWithKey(t.api, 'Other agency')).apiKey);
    const key = await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/api-keys`, payload: { name: 'Read only', role: 'viewer' } });
    viewer = authedClient(t.app, (key.json() as { key: string }).key);
  }, 120_000);
  afterAll(() => t.close());

  it('auto-maps common headers and says what is missing; nothing is written by a preview', async () => {
    const before = (await t.db.query<{ n: number }>('select (select count(*) from creators)::int + (select count(*) from imports)::int as n')).rows[0]!.n;
    const res = await preview(t.api, AGENCY_CSV);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as TImportPreview;
    const byHeader = Object.fromEntries(p.columns.map((c) => [c.header, c]));
    expect(byHeader['Instagram Handle']).toMatchObject({ field: 'handle', source: 'auto', implied_platform: 'instagram', samples: ['@riya.mamaji', 'kavya.cooks', 'sneha.mommy'] });
    expect(byHeader.Mobile).toMatchObject({ field: 'phone', source: 'auto' });
    expect(byHeader.Category).toMatchObject({ field: 'niche', source: 'auto' });
    expect(byHeader.Price).toMatchObject({ field: 'typical_rate' });
    expect(byHeader.Engagement).toMatchObject({ field: 'engagement_rate' });
    expect(byHeader.City).toMatchObject({ field: null, source: 'none' });
    // No country column and no default country: the import could not run.
    expect(p.missing_required).toEqual(['country']);
    expect(p.rows).toEqual([]);
    const after = (await t.db.query<{ n: number }>('select (select count(*) from creators)::int + (select count(*) from imports)::int as n')).rows[0]!.n;
    expect(after).toBe(before);
  });

  it('previews rows as they will be stored with the mapping and default country: E.164 phones, mapped niches, text for formulas', async () => {
    const res = await preview(t.api, AGENCY_CSV, mappingQuery(mapping, '&default_country=IN'));
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as TImportPreview;
    expect(p.missing_required).toEqual([]);
    expect(p.columns.find((c) => c.header === 'Notes')).toMatchObject({ field: 'bio', source: 'mapping' });
    expect(p.columns.find((c) => c.header === 'City')).toMatchObject({ field: null, source: 'mapping' });
    expect(p).toMatchObject({ total_rows: 6, accepted: 4, rejected_count: 2 });
    const line = (n: number) => p.rows.find((r) => r.line === n)!;
    expect(line(2).creator).toMatchObject({
      name: 'Riya Mehta',
      handle: 'riya.mamaji',
      platform: 'instagram',
      niche: 'parenting',
      topics: ['Mom & Baby'],
      followers_count: 230_000,
      phone: '+919876543210',
      country: 'IN',
      typical_rate: 35_000,
      currency: 'INR',
      bio: 'prefers reels',
    });
    expect(line(2).notes.join(' ')).toMatch(/Mom & Baby.*parenting/);
    expect(line(3).creator).toMatchObject({ niche: 'food', topics: ['Food & Travel'], phone: '+919988776655', followers_count: 120_000, typical_rate: 20_000 });
    expect(line(4).creator).toMatchObject({ niche: 'parenting', topics: ['Mommy blogger'], phone: '+919123456780' });
    // The bad row: rejected, naming the value.
    expect(line(5)).toMatchObject({ creator: null, error: expect.stringContaining('"12345"') });
    expect(p.rejected).toEqual([
      { line: 5, reason: expect.stringMatching(/^phone: "12345" is not a valid phone number in IN/) },
      { line: 7, reason: expect.stringMatching(/^typical_rate: must be 0 or more/) },
    ]);
    // A formula is stored as the text it is; the export's own apostrophe is taken off again.
    expect(line(6).creator).toMatchObject({ name: '=HYPERLINK("http://evil.test","x")', niche: 'entertainment', bio: '@SUM(1+1)' });
    expect(line(7).creator).toBeNull();
    // "'-3000": the apostrophe is taken off, and -3000 is then a negative rate.
    expect(line(7).error).toMatch(/typical_rate: must be 0 or more, got -3000/);
  });

  it('refuses a malformed mapping or default country with a 400 naming the field, and a missing required column by mapping', async () => {
    const bad = await preview(t.api, AGENCY_CSV, '?mapping=%7Bnot-json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/mapping/);
    const unknown = await preview(t.api, AGENCY_CSV, mappingQuery({ Notes: 'shoe_size' }));
    expect(unknown.statusCode).toBe(400);
    expect((await preview(t.api, AGENCY_CSV, '?default_country=India')).statusCode).toBe(400);
    const ignored = (await preview(t.api, AGENCY_CSV, mappingQuery({ Category: null }, '&default_country=IN'))).json() as TImportPreview;
    expect(ignored.missing_required).toEqual(['niche']);
  });

  it('takes the platform from a default platform when neither a column nor the handle header names it', async () => {
    const csv = 'Name,Handle,Followers,Niche,ER,Country\nAsha Rao,asha.yt,12K,Tech,3,IN\n';
    const without = (await preview(t.api, csv)).json() as TImportPreview;
    expect(without.missing_required).toEqual(['platform']);
    const withDefault = (await preview(t.api, csv, '?default_platform=youtube')).json() as TImportPreview;
    expect(withDefault.missing_required).toEqual([]);
    expect(withDefault.rows[0]!.creator).toMatchObject({ handle: 'asha.yt', platform: 'youtube', niche: 'technology' });
    // A header naming the platform wins over the default.
    const named = (await preview(t.api, csv.replace('Handle', 'IG Handle'), '?default_platform=youtube')).json() as TImportPreview;
    expect(named.rows[0]!.creator?.platform).toBe('instagram');
    expect((await preview(t.api, csv, '?default_platform=myspace')).statusCode).toBe(400);
  });

  it('maps categories deterministically to the closest niche, never rejecting one', () => {
    expect(mapCategory('Mom & Baby')).toMatchObject({ niche: 'parenting', topic: 'Mom & Baby' });
    expect(mapCategory('Mommy blogger')).toMatchObject({ niche: 'parenting', topic: 'Mommy blogger' });
    expect(mapCategory('Food & Travel')).toMatchObject({ niche: 'food', topic: 'Food & Travel' });
    expect(mapCategory('Travel & Food')).toMatchObject({ niche: 'travel' });
    expect(mapCategory('Pets')).toMatchObject({ niche: 'pets', topic: null });
    expect(mapCategory('Stand-up Comedy')).toMatchObject({ niche: 'entertainment' });
    expect(mapCategory('Cars & Bikes')).toMatchObject({ niche: 'automotive' });
    expect(mapCategory('Quantum basket weaving')).toMatchObject({ niche: 'lifestyle', topic: 'Quantum basket weaving' });
  });

  it('imports with the same mapping as a job; fields the file does not give stay empty, the audience unknown; errors download as CSV', async () => {
    const res = await t.api.inject({
      method: 'POST',
      url: `/api/v1/creators/import${mappingQuery(mapping, '&default_country=IN')}`,
      headers: { 'content-type': 'text/csv' },
      payload: AGENCY_CSV,
    });
    expect(res.statusCode, res.body).toBe(202);
    importId = res.json().id;
    const done = await t.app.services.imports.waitFor(importId);
    expect(done).toMatchObject({ state: 'completed', rows_read: 6, accepted: 4, inserted: 4 });
    expect(done.rejected.map((r) => r.line)).toEqual([5, 7]);

    const { rows } = await t.db.query<{ handle: string; audience: unknown; phone: string | null; niche: string; topics: string[]; audience_quality: number; avg_views: number; language: string | null }>(
      `select handle, audience, phone, niche, topics, audience_quality, avg_views, language from creators where handle in ('riya.mamaji', 'kavya.cooks', 'sneha.mommy', 'formula.name') order by handle`,
    );
    expect(rows).toHaveLength(4);
    for (const r of rows) {
      expect(r.audience).toBeNull();
      expect(r.avg_views).toBe(0);
      // The sheet has no language column: unknown, not English.
      expect(r.language).toBeNull();
      expect(Number.isInteger(r.audience_quality)).toBe(true);
    }
    expect(rows.find((r) => r.handle === 'riya.mamaji')).toMatchObject({ phone: '+919876543210', niche: 'parenting', topics: ['Mom & Baby'] });
    // The API says "unknown" too.
    const riya = (await t.db.query<{ id: string }>(`select id from creators where handle = 'riya.mamaji'`)).rows[0]!.id;
    expect((await t.api.inject(`/api/v1/creators/${riya}`)).json()).toMatchObject({ audience: null, language: null, phone: '+919876543210' });
    // A language filter does not claim them; the facets list no empty language.
    expect((await t.api.inject('/api/v1/creators?language=en&name=@riya.mamaji')).json().creators).toEqual([]);
    const facets = (await t.api.inject('/api/v1/creators/facets')).json() as { languages: { value: unknown }[] };
    expect(facets.languages.every((l) => typeof l.value === 'string')).toBe(true);

    const errors = await t.api.inject(`/api/v1/imports/${importId}/errors.csv`);
    expect(errors.statusCode).toBe(200);
    expect(errors.headers['content-type']).toMatch(/^text\/csv/);
    expect(errors.headers['content-disposition']).toMatch(/^attachment; filename=".*errors\.csv"$/);
    const parsed = rowsOf(errors.body);
    expect(parsed.map((r) => r.line)).toEqual(['5', '7']);
    expect(parsed[0]!.reason).toMatch(/"12345"/);
    expect((await other.inject(`/api/v1/imports/${importId}/errors.csv`)).statusCode).toBe(404);
  });

  it('re-importing a demo creator keeps its audience, language, average views and rate (a file never overwrites them with nothing)', async () => {
    type Known = { name: string; handle: string; platform: string; audience: unknown; language: string; avg_views: number; typical_rate: number; currency: string };
    const demo = (await t.db.query<Known>(
      `select name, handle, platform, audience, language, avg_views, typical_rate, currency from creators
        where audience is not null and platform = 'instagram' and avg_views > 0 and typical_rate > 0 and language <> 'en' limit 1`,
    )).rows[0]!;
    const csv = `name,handle,platform,niche,followers_count,engagement_rate,country\n${demo.name},${demo.handle},instagram,fitness,50000,3,IN\n`;
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/creators/import', headers: { 'content-type': 'text/csv' }, payload: csv });
    expect(res.statusCode, res.body).toBe(202);
    expect(await t.app.services.imports.waitFor(res.json().id)).toMatchObject({ state: 'completed', updated: 1 });
    const after = (await t.db.query<Known>(
      `select name, handle, platform, audience, language, avg_views, typical_rate, currency from creators where platform = 'instagram' and handle = $1`,
      [demo.handle],
    )).rows[0]!;
    expect(after).toEqual(demo);
    // What the file does give replaces what was stored; a rate comes with its currency.
    const csv2 = `name,handle,platform,niche,followers_count,engagement_rate,country,language,typical_rate,currency\n${demo.name},${demo.handle},instagram,fitness,50000,3,IN,ta,4321,INR\n`;
    const res2 = await t.api.inject({ method: 'POST', url: '/api/v1/creators/import', headers: { 'content-type': 'text/csv' }, payload: csv2 });
    expect(await t.app.services.imports.waitFor(res2.json().id)).toMatchObject({ state: 'completed', updated: 1 });
    const given = (await t.db.query<Known>(`select language, avg_views, typical_rate, currency from creators where platform = 'instagram' and handle = $1`, [demo.handle])).rows[0]!;
    expect(given).toEqual({ language: 'ta', avg_views: demo.avg_views, typical_rate: 4321, currency: 'INR' });
  });

  it('migration 0017 clears the audience earlier imports made up, and only that', async () => {
    const sql = readFileSync(fileURLToPath(new URL('../../db/migrations/0017_import_audience_unknown.sql', import.meta.url)), 'utf8');
    const clear = sql.split('--> statement-breakpoint')[1]!;
    const invented = { countries: { IN: 1 }, languages: { hi: 1 }, age: {}, gender: { female: 0, male: 0, other: 0 } };
    const { rows } = await t.db.query<{ id: string }>(
      `insert into creators (name, handle, channel_name, platform, niche, followers_count, engagement_rate, country, language, audience)
       values ('Old Import', 'old.import.0016', 'Old Import', 'instagram', 'food', 5000, 3, 'IN', 'hi', $1::jsonb) returning id`,
      [JSON.stringify(invented)],
    );
    const demoBefore = (await t.db.query<{ n: number }>('select count(*)::int as n from creators where audience is not null')).rows[0]!.n;
    await t.db.exec(clear);
    expect((await t.db.query('select audience from creators where id = $1', [rows[0]!.id])).rows[0]).toEqual({ audience: null });
    // Generated (demo) audiences always have age buckets: all of them stay.
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from creators where audience is not null')).rows[0]!.n).toBe(demoBefore - 1);
    await t.db.query('delete from creators where id = $1', [rows[0]!.id]);
  });

  it('matching treats an unknown audience as unknown: the profile stands in (labelled so), nothing crashes', async () => {
    const target = parseTargetAudience('Mothers in India aged 25-34, women');
    const unknown = explainAudienceMatch(target, null, 'IN', 'en');
    expect(unknown.dimensions.countries?.source).toBe('profile');
    expect(unknown.dimensions.age).toMatchObject({ source: 'none' });
    expect(unknown.dimensions.gender).toMatchObject({ source: 'none' });
    // The shape imports used to invent claimed a measured, fully Indian audience.
    const invented = explainAudienceMatch(target, { countries: { IN: 1 }, languages: { en: 1 }, age: {}, gender: { female: 0, male: 0, other: 0 } }, 'IN', 'en');
    expect(invented.dimensions.countries?.source).toBe('audience');
    expect(unknown.score).toBeLessThan(invented.score);

    const c = await t.api.inject({
      method: 'POST',
      url: '/api/v1/campaigns/',
      payload: {
        product_name: 'Cotton Baby Wraps',
        brand_name: 'Little Loom',
        product_description: 'Organic cotton swaddles for newborns.',
        target_audience: 'New mothers in India aged 25-34',
        key_use_cases: 'Newborn sleep',
        campaign_goal: 'Awareness',
        product_niche: 'parenting',
        total_budget: 500_000,
        currency: 'INR',
        planned_creators: 5,
      },
    });
    expect(c.statusCode, c.body).toBe(201);
    const match = await t.api.inject({ method: 'POST', url: '/api/v1/ai/campaign-similarity', payload: { campaign_id: c.json().id, match_threshold: 0, match_count: 100 } });
    expect(match.statusCode, match.body).toBe(200);
    const matches = match.json().matches as { handle: string; match_score_value: number; detailed_score_values: Record<string, number> }[];
    const imported = matches.filter((m) => ['riya.mamaji', 'sneha.mommy'].includes(m.handle));
    expect(imported.length).toBeGreaterThan(0);
    for (const m of imported) for (const v of [m.match_score_value, ...Object.values(m.detailed_score_values)]) expect(Number.isFinite(v)).toBe(true);
    // The audience filters do not count an unknown audience as a match.
    const filtered = (await t.api.inject('/api/v1/creators?audience_country=IN&name=@riya.mamaji')).json();
    expect(filtered.total).toBe(0);
  });

  it('exports creators with the list filters as text/csv: formulas neutralised, workspace contacts only', async () => {
    const res = await t.api.inject('/api/v1/creators/export.csv?niche=parenting&country=IN&min_followers=40000');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="creators-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = rowsOf(res.body);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.niche).toBe('parenting');
      expect(r.country).toBe('IN');
      expect(Number(r.followers_count)).toBeGreaterThanOrEqual(40_000);
    }
    const count = (await t.db.query<{ n: number }>(`select count(*)::int as n from creators where niche = 'parenting' and country = 'IN' and followers_count >= 40000`)).rows[0]!.n;
    expect(rows).toHaveLength(count);
    expect(rows.find((r) => r.handle === 'riya.mamaji')).toMatchObject({ phone: '+919876543210', email: 'riya.mamaji@agency.test', audience_known: 'no' });

    const all = await t.api.inject('/api/v1/creators/export.csv?name=@formula.name');
    const formula = rowsOf(all.body);
    expect(formula).toHaveLength(1);
    expect(formula[0]!.name).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(formula[0]!.bio).toBe("'@SUM(1+1)");
    // Read raw: no exported cell starts with = + - @ unless it is a plain number.
    for (const r of parse(all.body, { bom: true }) as string[][]) for (const cell of r) expect(/^[=+\-@\t\r]/.test(cell) && !/^[+-]?[\d\s().]+$/.test(cell)).toBe(false);

    // Another workspace sees the shared directory but not this workspace's contact details.
    const theirs = rowsOf((await other.inject('/api/v1/creators/export.csv?name=@riya.mamaji')).body);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ handle: 'riya.mamaji', phone: '', email: '' });

    // A name search (the list's trigram search, joined table) filters the export too.
    const byName = rowsOf((await t.api.inject('/api/v1/creators/export.csv?name=riya%20meh')).body);
    expect(byName.map((r) => r.handle)).toContain('riya.mamaji');
    expect(byName.every((r) => `${r.name} ${r.channel_name} ${r.handle}`.toLowerCase().includes('riya meh'))).toBe(true);

    expect((await t.api.inject('/api/v1/creators/export.csv?min_followers=10&max_followers=5')).statusCode).toBe(400);
    expect((await t.api.inject('/api/v1/creators/export.csv?niche=knitting')).statusCode).toBe(400);
  });

  it('streams an export page after page (keyset on id) until a short page', async () => {
    const data = Array.from({ length: 7 }, (_, i) => ({ id: `00000000-0000-4000-8000-00000000000${i}`, v: i % 2 ? `=x${i}` : i }));
    const asked: (string | null)[] = [];
    const stream = csvStream([{ header: 'v', value: (r) => r.v }, { header: 'id', value: (r) => r.id }], async (after) => {
      asked.push(after);
      return data.filter((d) => after === null || d.id > after).slice(0, 3);
    }, 3);
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(asked).toEqual([null, data[2]!.id, data[5]!.id]);
    expect(rowsOf(text).map((r) => r.v)).toEqual(['0', "'=x1", '2', "'=x3", '4', "'=x5", '6']);
  });

  it('exports the whole directory when no filter is given', async () => {
    const res = await t.api.inject('/api/v1/creators/export.csv');
    const total = (await t.db.query<{ n: number }>('select count(*)::int as n from creators')).rows[0]!.n;
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
  });

  it('exports a shortlist, outreach and deals of the caller workspace only', async () => {
    const ids = (await t.db.query<{ id: string }>(`select id from creators where handle in ('riya.mamaji', 'formula.name') order by handle`)).rows.map((r) => r.id);
    const list = (await t.api.inject({ method: 'POST', url: '/api/v1/lists', payload: { name: '=Mums list', creator_ids: ids } })).json();
    const l = await t.api.inject(`/api/v1/lists/${list.id}/export.csv`);
    expect(l.statusCode, l.body).toBe(200);
    expect(l.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lrows = rowsOf(l.body);
    expect(lrows.map((r) => r.handle).sort()).toEqual(['formula.name', 'riya.mamaji']);
    expect(lrows.find((r) => r.handle === 'formula.name')?.name).toMatch(/^'=HYPERLINK/);
    expect((await other.inject(`/api/v1/lists/${list.id}/export.csv`)).statusCode).toBe(404);

    const campaignId = (await t.db.query<{ id: string }>(`select id from campaigns where workspace_id = $1 and status in ('planning', 'active') order by created_at limit 1`, [t.workspaceId])).rows[0]!.id;
    const bulk = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: campaignId, creator_ids: ids } });
    expect(bulk.statusCode, bulk.body).toBeLessThan(300);
    const o = await t.api.inject(`/api/v1/outreach/export.csv?campaign_id=${campaignId}`);
    expect(o.statusCode, o.body).toBe(200);
    const orows = rowsOf(o.body);
    const expected = (await t.db.query<{ n: number }>('select count(*)::int as n from outreach where campaign_id = $1', [campaignId])).rows[0]!.n;
    expect(orows).toHaveLength(expected);
    expect(orows.every((r) => r.campaign_id === campaignId)).toBe(true);
    expect(orows.find((r) => r.handle === 'riya.mamaji')).toMatchObject({ phone: '+919876543210' });
    expect(orows.find((r) => r.handle === 'formula.name')?.creator).toMatch(/^'=HYPERLINK/);
    expect(rowsOf((await other.inject('/api/v1/outreach/export.csv')).body)).toEqual([]);
    expect((await t.api.inject('/api/v1/outreach/export.csv?campaign_id=nope')).statusCode).toBe(400);

    const deal = await t.api.inject({
      method: 'POST',
      url: '/api/v1/deals/',
      payload: { campaign_id: campaignId, creator_id: ids[1], price: 1000, currency: 'INR', deliverables: [{ platform: 'instagram', format: 'reel', count: 1 }], timeline: '-2 weeks' },
    });
    expect(deal.statusCode, deal.body).toBe(201);
    const d = await t.api.inject('/api/v1/deals/export.csv?status=agreed');
    expect(d.statusCode, d.body).toBe(200);
    const drows = rowsOf(d.body);
    expect(drows.every((r) => r.status === 'agreed')).toBe(true);
    expect(drows.find((r) => r.id === deal.json().id)).toMatchObject({ price: '1000', currency: 'INR', deliverables: '1x instagram reel', timeline: "'-2 weeks" });
    expect(rowsOf((await t.api.inject('/api/v1/deals/export.csv?status=rejected')).body).find((r) => r.id === deal.json().id)).toBeUndefined();
    expect(rowsOf((await other.inject('/api/v1/deals/export.csv')).body)).toEqual([]);
  });

  it('a viewer can export but not import or preview', async () => {
    expect((await viewer.inject('/api/v1/creators/export.csv?niche=pets')).statusCode).toBe(200);
    expect((await viewer.inject('/api/v1/deals/export.csv')).statusCode).toBe(200);
    expect((await viewer.inject('/api/v1/outreach/export.csv')).statusCode).toBe(200);
    expect((await viewer.inject(`/api/v1/imports/${importId}/errors.csv`)).statusCode).toBe(200);
    expect((await preview(viewer, AGENCY_CSV)).statusCode).toBe(403);
    const imp = await viewer.inject({ method: 'POST', url: '/api/v1/creators/import', headers: { 'content-type': 'text/csv' }, payload: AGENCY_CSV });
    expect(imp.statusCode).toBe(403);
  });
});
