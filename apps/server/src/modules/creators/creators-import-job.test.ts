import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCreators } from '../../db/seed/creators-generator.js';
import { authedClient, buildTestApp, createWorkspaceWithKey, type TestClient } from '../../../test/helpers.js';
import { CREATOR_CSV_COLUMNS, csvCell } from './csv.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;

/** Everything an import can change, as text: the directory (with its search table) and every workspace's contacts. */
async function snapshot(t: T) {
  const creators = await t.db.query<{ r: string }>(
    `select (to_jsonb(c) - 'created_at')::text as r from creators c order by id`,
  );
  const search = await t.db.query<{ r: string }>('select to_jsonb(s)::text as r from creator_search s order by id');
  const contacts = await t.db.query<{ r: string }>('select to_jsonb(cc)::text as r from creator_contacts cc order by workspace_id, creator_id');
  return { creators: creators.rows.map((x) => x.r), search: search.rows.map((x) => x.r), contacts: contacts.rows.map((x) => x.r) };
}

const HEADER = 'name,handle,platform,niche,followers_count,engagement_rate,country,language,email,phone\n';

type Row = Partial<Record<(typeof CREATOR_CSV_COLUMNS)[number], unknown>>;
/** A CSV with the canonical header and these rows (cells neutralised and quoted as an export would). */
const csvOf = (rows: Row[]) => `${CREATOR_CSV_COLUMNS.join(',')}\n${rows.map((r) => CREATOR_CSV_COLUMNS.map((c) => csvCell(r[c])).join(',')).join('\n')}\n`;

/** n valid rows of made-up creators, `tag` keeping handles and emails apart between files. */
function generatedRows(n: number, tag: string): Row[] {
  return [...generateCreators({ count: n, seed: 11 })].map((c, i) => ({ ...c, handle: `${tag}_${i}_${c.handle}`.slice(0, 60), email: `${tag}.${i}@imports.test` }));
}
const generatedCsv = (n: number, tag: string) => csvOf(generatedRows(n, tag));

async function upload(api: TestClient, csv: string, qs = '') {
  return api.inject({ method: 'POST', url: `/api/v1/creators/import${qs}`, headers: { 'content-type': 'text/csv' }, payload: csv });
}

describe('imports as jobs', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 300, demo: true });
  });
  afterAll(() => t.close());

  it('answers 202 { id, state } and GET /imports/{id} shows progress, rejected rows by line, and is workspace-scoped', async () => {
    const csv = `${HEADER}Asha Rao,asha_rao_job,instagram,fitness,12K,3.1%,IN,en,asha.job@imports.test,+919800011122
Bad Row,bad_row_job,myspace,fitness,1000,2,IN,en,,
Vik Sen,vik_sen_job,youtube,technology,-5,2,IN,en,,
Mia Lund,mia_lund_job,tiktok,travel,88000,6,SE,sv,mia.job@imports.test,
`;
    const res = await upload(t.api, csv);
    expect(res.statusCode, res.body).toBe(202);
    const { id, state } = res.json();
    expect(state).toBe('queued');
    const done = await t.app.services.imports.waitFor(id);
    const got = (await t.api.inject(`/api/v1/imports/${id}`)).json();
    expect(got).toEqual(done);
    expect(got).toMatchObject({ id, state: 'completed', rows_read: 4, accepted: 2, inserted: 2, updated: 0, error: null });
    expect(got.rejected.map((r: { line: number }) => r.line)).toEqual([3, 4]);
    expect(got.rejected[0].reason).toMatch(/platform/);
    expect(got.rejected[1].reason).toMatch(/followers_count/);
    // The audit row names the caller, as the import did when it ran in the request.
    const audit = (await t.api.inject('/api/v1/audit?action=creators.imported')).json() as { target_id: string; actor_label: string; details: Record<string, number> }[];
    expect(audit[0]).toMatchObject({ target_id: id, details: { inserted: 2, updated: 0, rejected: 2, total_rows: 4 } });
    expect(audit[0]!.actor_label).toMatch(/API key/);
    // Another workspace does not see it.
    const other = await createWorkspaceWithKey(t.api, 'Other imports');
    const b = authedClient(t.app, other.apiKey);
    const theirs = await b.inject(`/api/v1/imports/${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('asha');
    expect((await t.api.inject('/api/v1/imports/5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11')).statusCode).toBe(404);
    expect((await t.api.inject('/api/v1/imports/nope')).statusCode).toBe(400);
  });

  it('strict: an invalid row is a 422 listing every invalid row; a conflict found while applying rolls back every chunk already applied', async () => {
    const before = await snapshot(t);
    const invalid = await upload(t.api, csvOf([...generatedRows(50, 'strict1'), { name: 'Bad', handle: 'bad_strict', platform: 'myspace', niche: 'food', followers_count: 1, engagement_rate: 1, country: 'IN' }]), '?strict=true');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().details.rejected).toEqual([{ line: 52, reason: expect.stringMatching(/platform/) }]);
    expect(await snapshot(t)).toEqual(before);

    // 400 valid new creators, then one whose email is an existing creator's and whose handle another's: only applying
    // finds it, after several chunks went in.
    const { rows: two } = await t.db.query<{ email: string; platform: string; handle: string }>(
      `select email, platform, handle from creators where email is not null order by followers_count desc limit 2`,
    );
    const clash: Row = { name: 'Clash', handle: two[1]!.handle, platform: two[1]!.platform, niche: 'food', followers_count: 1000, engagement_rate: 1, country: 'IN', email: two[0]!.email };
    const file = csvOf([...generatedRows(400, 'strict2'), clash]);
    const res = await upload(t.api, file, '?strict=true');
    expect(res.statusCode, res.body).toBe(202);
    const done = await t.app.services.imports.waitFor(res.json().id);
    expect(done.rows_read).toBe(401);
    expect(done.state).toBe('failed');
    expect(done.error).toMatch(/strict/);
    expect(done).toMatchObject({ inserted: 0, updated: 0 });
    expect(done.rejected).toEqual([{ line: 402, reason: expect.stringMatching(/belongs to a different creator/) }]);
    expect(await snapshot(t)).toEqual(before);
  });

  it('a crash mid-apply (the job stopped after 3 chunks) is rolled back by recovery: the directory is exactly as before', async () => {
    const imports = t.app.services.imports;
    // A file that inserts new creators and updates existing ones (new profile, new contact details for this workspace).
    const { rows: existing } = await t.db.query<Row>(`select ${CREATOR_CSV_COLUMNS.join(', ')} from creators order by id limit 150`);
    const updates = existing.map((c, i) => ({ ...c, name: `${c.name} Updated`, followers_count: Number(c.followers_count) + 1, email: `upd.${i}@imports.test`, phone: `+9198000${String(i).padStart(5, '0')}` }));
    const csv = csvOf([...updates.slice(0, 75), ...generatedRows(600, 'crash'), ...updates.slice(75)]);
    const before = await snapshot(t);
    const beforeAudit = (await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'creators.imported'`)).rows[0]!.n;

    // Staged through the service (no job sent), then applied by hand and stopped after 3 chunks, as a kill would.
    const ctx = { workspaceId: t.workspaceId, role: 'owner' as const, actor: { type: 'system' as const, name: 'test' }, approvalLimit: null };
    const accepted = await stageOnly(t, ctx, csv);
    const stop = new AbortController();
    await expect(imports.execute(accepted, { signal: stop.signal, onChunk: (n) => n === 3 && stop.abort() })).rejects.toThrow(/interrupted/);
    const mid = (await t.api.inject(`/api/v1/imports/${accepted}`)).json();
    expect(mid.state).toBe('running');
    expect(mid.inserted + mid.updated).toBeGreaterThan(0);
    expect(await snapshot(t)).not.toEqual(before);

    expect(await imports.rollBackInterrupted()).toBe(1);
    expect(await snapshot(t)).toEqual(before);
    const after = (await t.api.inject(`/api/v1/imports/${accepted}`)).json();
    expect(after).toMatchObject({ state: 'failed', inserted: 0, updated: 0 });
    expect(after.error).toMatch(/interrupted/);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from import_rows where import_id = $1', [accepted])).rows[0]!.n).toBe(0);
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'creators.imported'`)).rows[0]!.n).toBe(beforeAudit);

    // The same file imported again (by the job) goes all the way.
    const again = await upload(t.api, csv);
    const done = await imports.waitFor(again.json().id);
    expect(done).toMatchObject({ state: 'completed', inserted: 600, updated: 150, rejected: [] });
  });

  // The size the issue names is 100,000 rows; on PGlite that takes over an hour today (~24 rows/s, mostly the HNSW
  // index), so `npm test` imports IMPORT_TEST_ROWS rows (default 1,000) and the 100,000-row run is done on demand.
  const ROWS = Number(process.env.IMPORT_TEST_ROWS ?? 1000);
  it(`imports ${ROWS.toLocaleString('en-US')} generated rows while probes run; every probe succeeds and the import completes`, { timeout: 90 * 60_000 }, async () => {
    const csv = generatedCsv(ROWS, 'big');
    const { rows: c0 } = await t.db.query<{ n: number }>('select count(*)::int as n from creators');
    const probes: number[] = [];
    let importing = true;
    const probing = (async () => {
      while (importing) {
        const r = await t.api.inject('/api/v1/campaigns?limit=5');
        probes.push(r.statusCode);
        await new Promise((res) => setTimeout(res, 50));
      }
    })();
    // However fast the database, the import may not outrun the probes: each chunk (whose rows are embedded first)
    // waits until three more probes have been answered, so the probes are spread over the whole run.
    const embedCreators = t.embedder.embedCreators;
    let chunks = 0;
    let probesAtLastChunk = 0;
    t.embedder.embedCreators = async (...args) => {
      chunks++;
      while (probes.length < probesAtLastChunk + 3) await new Promise((res) => setTimeout(res, 10));
      probesAtLastChunk = probes.length;
      return embedCreators.apply(t.embedder, args);
    };
    let done;
    try {
      const res = await upload(t.api, csv);
      expect(res.statusCode, res.body).toBe(202);
      done = await t.app.services.imports.waitFor(res.json().id, { pollMs: 500 });
    } finally {
      t.embedder.embedCreators = embedCreators;
      importing = false;
      await probing;
    }
    expect(done).toMatchObject({ state: 'completed', rows_read: ROWS, accepted: ROWS, inserted: ROWS, updated: 0, rejected: [] });
    expect(chunks).toBeGreaterThan(1);
    expect(probes.length).toBeGreaterThanOrEqual(3 * chunks);
    expect(probes.every((s) => s === 200)).toBe(true);
    const { rows: c1 } = await t.db.query<{ n: number }>('select count(*)::int as n from creators');
    expect(c1[0]!.n - c0[0]!.n).toBe(ROWS);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from import_rows')).rows[0]!.n).toBe(0);
  });
});

/** Receives a file without letting the job run: the import stays queued for the test to execute by hand. */
async function stageOnly(t: T, ctx: Parameters<T['app']['services']['imports']['receiveCreatorsCsv']>[0], csv: string): Promise<string> {
  const { createImportsService } = await import('../imports/imports.service.js');
  const sent: string[] = [];
  const queue = {
    kind: 'pg-boss' as const,
    send: async (_job: unknown, payload: unknown) => {
      sent.push((payload as { import_id: string }).import_id);
      return 'not-sent';
    },
    work: async () => undefined,
    start: async () => undefined,
    stop: async () => undefined,
  };
  const receiver = createImportsService({ db: t.db, embedder: t.embedder, queue });
  const { id } = await receiver.receiveCreatorsCsv(ctx, csv);
  expect(sent).toEqual([id]);
  return id;
}
