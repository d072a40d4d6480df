import type { AddressInfo } from 'node:net';
import type { TAgentEvent, TAgentRun } from '@inflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';
import { DEFAULT_WORKSPACE_ID } from '../db/schema.js';
import { systemContext } from '../lib/context.js';
import { convertCurrency } from '../modules/matching/scoring.js';
import { readSse, type SseReadOptions } from './sse-client.js';

type Campaign = { id: string; product_name: string; total_budget: number; planned_creators: number; currency: string };

const isFinal = (e: TAgentEvent) => e.status === 'completed' || e.status === 'failed';

/** The invariants every complete event log must satisfy. */
function expectWellFormedLog(events: TAgentEvent[]) {
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
  expect(new Set(events.map((e) => e.run_id)).size).toBe(1);
  for (let i = 1; i < events.length; i++) expect(events[i]!.progress).toBeGreaterThanOrEqual(events[i - 1]!.progress);
  expect(events[0]!.status).toBe('started');
  const finals = events.filter(isFinal);
  expect(finals).toHaveLength(1);
  expect(isFinal(events.at(-1)!)).toBe(true);
  // Only the summary reaches 100: the web app treats progress 100 as finished.
  for (const e of events.slice(0, -1)) expect(e.progress).toBeLessThan(100);
}

describe('Auto Co-Pilot (agent runs and stream)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let base: string;
  let campaigns: Campaign[];
  const unknownId = '5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11';

  const streamUrl = (campaignId: string, query = '') => `${base}/api/campaign-trigger/trigger/${campaignId}/stream${query ? `?${query}` : ''}`;
  const auth = () => t.api.headers;
  /** Attaches to (or replays) the campaign's run; never starts one. */
  const stream = (campaignId: string, query = '', opts: SseReadOptions<TAgentEvent> = {}) =>
    readSse<TAgentEvent>(streamUrl(campaignId, query), { ...opts, headers: { ...auth(), ...opts.headers } });
  /** Starts a run with POST (or finds the active one), then streams it from its first event. */
  async function startRun(campaignId: string, query = '', opts: SseReadOptions<TAgentEvent> = {}) {
    const started = await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${campaignId}${query ? `?${query}` : ''}` });
    expect([200, 201], started.body).toContain(started.statusCode);
    return stream(campaignId, '', opts);
  }
  const getRun = async (id: string) => (await t.api.inject({ url: `/api/campaign-trigger/runs/${id}` })).json() as TAgentRun;
  async function waitForEnd(id: string): Promise<TAgentRun> {
    for (let i = 0; i < 600; i++) {
      const run = await getRun(id);
      if (run.state === 'completed' || run.state === 'failed') return run;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`run ${id} did not end`);
  }
  /** Calls placed for a campaign since a moment, with the creator called. */
  async function callsSince(campaignId: string, since: string) {
    const { rows } = await t.db.query<{ creator_id: string; status: string; negotiation: { ceiling?: number } | null }>(
      `select o.creator_id, k.status, k.negotiation from calls k join outreach o on o.id = k.outreach_id
       where o.campaign_id = $1 and k.started_at >= $2 order by k.started_at`,
      [campaignId, since],
    );
    return rows;
  }
  /** Money on the campaign, from its deals: agreed (committed) and proposed (waiting for approval). */
  async function committed(campaignId: string) {
    const { rows } = await t.db.query<{ sum: number; n: number; proposed: number; np: number }>(
      `select coalesce(sum(price) filter (where status = 'agreed'), 0)::float8 as sum, count(*) filter (where status = 'agreed')::int as n,
              coalesce(sum(price) filter (where status = 'proposed'), 0)::float8 as proposed, count(*) filter (where status = 'proposed')::int as np
       from deals where campaign_id = $1`,
      [campaignId],
    );
    return rows[0]!;
  }

  beforeAll(async () => {
    t = await buildTestApp({ creators: 400, demo: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { rows } = await t.db.query<Campaign>(
      `select id, product_name, total_budget, planned_creators, currency from campaigns where currency = 'INR' and status in ('planning', 'active', 'draft') order by created_at`,
    );
    campaigns = rows;
    expect(campaigns.length).toBeGreaterThanOrEqual(6);
  });
  afterAll(() => t.close());

  it('runs a campaign end to end: ordered log, exactly the announced creators called, within budget', async () => {
    const c = campaigns[0]!;
    const before = await committed(c.id);
    const res = await startRun(c.id, 'force_refresh=false&max_creators=5&call_priority=high_match');
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('text/event-stream');
    expect(res.ended).toBe(true);
    const events = res.events;
    expectWellFormedLog(events);
    expect(res.ids).toEqual(events.map((e) => String(e.seq)));

    const final = events.at(-1)!;
    expect(final).toMatchObject({ status: 'completed', progress: 100, phase: 'done' });
    expect(final.message).toMatch(/^Finished: called \d+ creators?, /);

    // Phases go matching -> finding -> calling/negotiating -> done.
    const firstOf = (p: TAgentEvent['phase']) => events.findIndex((e) => e.phase === p);
    expect(firstOf('matching')).toBe(0);
    expect(firstOf('finding')).toBeGreaterThan(firstOf('matching'));
    expect(firstOf('calling')).toBeGreaterThan(firstOf('finding'));
    expect(firstOf('negotiating')).toBeGreaterThan(firstOf('calling'));

    const found = events.filter((e) => e.status === 'creators_found');
    expect(found).toHaveLength(1);
    const details = found[0]!.data.creator_details!;
    expect(details.length).toBeGreaterThan(0);
    expect(details.length).toBeLessThanOrEqual(5);
    for (const d of details) {
      expect(d.match_score).toBeGreaterThanOrEqual(0.4);
      expect(d.match_score).toBeLessThanOrEqual(1);
      expect(d.name.length).toBeGreaterThan(0);
    }
    // high_match: best match first.
    expect(details.map((d) => d.match_score)).toEqual([...details.map((d) => d.match_score)].sort((a, b) => b - a));

    // Exactly the announced creators were called, each once.
    const run = await getRun(final.run_id!);
    const calls = await callsSince(c.id, run.created_at);
    expect(calls.map((k) => k.creator_id).sort()).toEqual(details.map((d) => d.id).sort());
    expect(events.filter((e) => e.status === 'calling').map((e) => e.data.creator_id).sort()).toEqual(details.map((d) => d.id).sort());
    for (const k of calls) expect(['done', 'failed']).toContain(k.status);

    // Every creator has an outreach entry with an outcome, and one outcome event.
    const { rows: entries } = await t.db.query<{ creator_id: string; status: string; agreed_rate: number | null }>(
      'select creator_id, status, agreed_rate from outreach where campaign_id = $1 and creator_id = any($2::uuid[])',
      [c.id, details.map((d) => d.id)],
    );
    expect(entries).toHaveLength(details.length);
    for (const e of entries) expect(['deal_proposed', 'negotiating', 'declined', 'no_answer', 'do_not_contact']).toContain(e.status);
    const outcomes = events.filter((e) => e.status === 'deal' || e.status === 'no_deal');
    expect(outcomes.map((e) => e.data.creator_id).sort()).toEqual(details.map((d) => d.id).sort());

    // Money: with approval on (the default), deals are proposed, not committed: they match the outreach entries,
    // stay under each call's ceiling, and together with what is committed stay within the budget.
    const deals = events.filter((e) => e.status === 'deal');
    for (const d of deals) {
      expect(d.data.agreed_rate as number).toBeLessThanOrEqual(d.data.ceiling as number);
      expect(d.data.deal_status).toBe('proposed');
      expect(d.message).toMatch(/^Deal proposed: .* waits for your approval/);
      const entry = entries.find((e) => e.creator_id === d.data.creator_id)!;
      expect(entry).toMatchObject({ status: 'deal_proposed', agreed_rate: d.data.agreed_rate });
    }
    const dealSum = deals.reduce((s, d) => s + (d.data.agreed_rate as number), 0);
    const after = await committed(c.id);
    expect(after.sum).toBeCloseTo(before.sum, 6);
    expect(after.proposed).toBeCloseTo(before.proposed + dealSum, 6);
    expect(after.sum + after.proposed).toBeLessThanOrEqual(c.total_budget);
    expect(final.data).toMatchObject({
      creators_called: details.length,
      deals: deals.length,
      deals_proposed: deals.length,
      deals_agreed: 0,
      total_committed: 0,
      total_proposed: dealSum,
      budget_left: c.total_budget - after.sum - after.proposed,
      currency: 'INR',
    });

    // The JSON view is the same log.
    expect(run.state).toBe('completed');
    expect(run.progress).toBe(100);
    expect(run.events).toEqual(events);
    expect(run.summary).toMatchObject(final.data);
    const list = (await t.api.inject({ url: `/api/campaign-trigger/runs?campaign_id=${c.id}` })).json() as TAgentRun[];
    expect(list.map((r) => r.id)).toContain(run.id);
    expect(list[0]!.events).toBeUndefined();

    // A second run skips the creators called in the last 7 days.
    const second = await startRun(c.id, 'max_creators=3');
    expectWellFormedLog(second.events);
    const again = second.events.find((e) => e.status === 'creators_found')!.data.creator_details!.map((d) => d.id);
    expect(again.filter((id) => details.some((d) => d.id === id))).toEqual([]);
    expect(second.events.find((e) => e.status === 'creators_found')!.message).toMatch(/Skipped .*(called in the last 7 days|already agreed to this campaign)/);
  });

  it('never commits more than a budget that covers only two creators', async () => {
    const c = campaigns[1]!;
    await t.db.query(`update outreach set status = 'new', agreed_rate = null where campaign_id = $1`, [c.id]);
    await t.db.query(`delete from deals where campaign_id = $1`, [c.id]);
    // The five creators the shortlist would pick; the budget pays the cheapest of them twice, planned for two creators.
    const { picked } = await t.app.services.matching.shortlist(systemContext(DEFAULT_WORKSPACE_ID), c.id, { match_threshold: 0.4, match_count: 5, requirePhone: true });
    const top = picked.slice(0, 5);
    const rates = top.map((s) => Math.round(convertCurrency(s.creator.typical_rate, s.creator.currency, c.currency)));
    const budget = 2 * Math.min(...rates);
    await t.db.query('update campaigns set total_budget = $2, planned_creators = 2 where id = $1', [c.id, budget]);

    const res = await startRun(c.id, 'max_creators=5&force_refresh=true');
    expectWellFormedLog(res.events);
    const final = res.events.at(-1)!;
    const announced = res.events.find((e) => e.status === 'creators_found')!.data.creator_details!;
    // The premise: paying every announced creator their usual rate would blow the budget.
    expect(announced.reduce((sum, d) => sum + d.typical_rate, 0)).toBeGreaterThan(budget);
    const deals = res.events.filter((e) => e.status === 'deal');
    const total = deals.reduce((s, d) => s + (d.data.agreed_rate as number), 0);
    expect(total).toBeLessThanOrEqual(budget);
    const money = await committed(c.id);
    expect(money.sum + money.proposed).toBeLessThanOrEqual(budget);
    // No call was allowed more than the per-creator share (budget / 2), however the calls overlapped.
    const run = await getRun(final.run_id!);
    const calls = await callsSince(c.id, run.created_at);
    for (const e of res.events.filter((x) => x.status === 'calling')) expect(e.data.ceiling as number).toBeLessThanOrEqual(budget / 2);
    for (const k of calls) expect(k.negotiation?.ceiling ?? 0).toBeLessThanOrEqual(budget / 2);
    // The budget did bind: some creator was offered less than their usual rate, or not called at all.
    const bound = announced.some((d) => {
      const call = res.events.find((e) => e.status === 'calling' && e.data.creator_id === d.id);
      return !call || (call.data.ceiling as number) < d.typical_rate;
    });
    expect(bound).toBe(true);
    // Calls that overlapped never held more than the budget between them.
    const held = new Map<string, number>();
    let peak = 0;
    for (const e of res.events) {
      if (e.status === 'calling') held.set(e.data.creator_id as string, e.data.ceiling as number);
      if (e.status === 'deal' || e.status === 'no_deal') held.delete(e.data.creator_id as string);
      peak = Math.max(peak, [...held.values()].reduce((a, b) => a + b, 0) + deals.filter((d) => d.seq < e.seq).reduce((a, d) => a + (d.data.agreed_rate as number), 0));
    }
    expect(peak).toBeLessThanOrEqual(budget);
    // Called creators were all announced; an announced creator who was not called is explained in the log.
    const called = calls.map((k) => k.creator_id);
    for (const id of called) expect(announced.map((d) => d.id)).toContain(id);
    for (const d of announced.filter((a) => !called.includes(a.id))) {
      expect(res.events.some((e) => e.data.creator_id === d.id && /^(Not calling|Could not call)/.test(e.message))).toBe(true);
    }
    if (final.status === 'completed') expect(final.data.budget_left).toBe(budget - total);
  });

  it('keeps running when the client disconnects, and replays after Last-Event-ID without gaps or duplicates', async () => {
    const c = campaigns[2]!;
    const first = await startRun(c.id, 'max_creators=4', { until: (ev) => ev.length >= 3 });
    expect(first.ended).toBe(false);
    expect(first.events.map((e) => e.seq)).toEqual([1, 2, 3]);
    const runId = first.events[0]!.run_id!;

    // Reconnect mid-run (header form).
    const second = await stream(c.id, 'max_creators=4', { headers: { 'last-event-id': '3' }, until: (ev) => ev.some((e) => e.status === 'calling') });
    expect(second.events[0]!.seq).toBe(4);
    expect(second.events.every((e) => e.run_id === runId)).toBe(true);
    const lastSeen = second.events.at(-1)!.seq;

    // Let the run finish with nobody listening, then come back (query form): the end of the same run, no new run.
    const done = await waitForEnd(runId);
    const third = await stream(c.id, `max_creators=4&last_event_id=${lastSeen}`);
    expect(third.ended).toBe(true);
    const all = [...first.events, ...second.events, ...third.events];
    expect(all).toEqual(done.events);
    expectWellFormedLog(all);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from agent_runs where campaign_id = $1', [c.id]);
    expect(rows[0]!.n).toBe(1);

    // Reconnecting after the last event ends at once.
    const fourth = await stream(c.id, '', { headers: { 'last-event-id': String(done.events!.at(-1)!.seq) } });
    expect(fourth).toMatchObject({ status: 200, ended: true, events: [] });
  });

  it('attaches a second stream to the active run instead of starting another', async () => {
    const c = campaigns[3]!;
    const a = startRun(c.id, 'max_creators=2');
    const b = startRun(c.id, 'max_creators=2');
    const [ra, rb] = await Promise.all([a, b]);
    expectWellFormedLog(ra.events);
    expect(rb.events).toEqual(ra.events);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from agent_runs where campaign_id = $1', [c.id]);
    expect(rows[0]!.n).toBe(1);
    // A run that finished is not re-attached by a fresh POST: it starts a new one.
    const next = await startRun(c.id, 'max_creators=1&call_priority=all');
    expectWellFormedLog(next.events);
    expect(next.events[0]!.run_id).not.toBe(ra.events[0]!.run_id);
  });

  it('orders by recent activity or by audience when asked', async () => {
    const c = campaigns[4]!;
    const res = await startRun(c.id, 'max_creators=3&call_priority=recent_activity');
    expectWellFormedLog(res.events);
    const ids = res.events.find((e) => e.status === 'creators_found')!.data.creator_details!.map((d) => d.id);
    const { rows } = await t.db.query<{ id: string; last_active_at: string | null }>('select id, last_active_at from creators where id = any($1::uuid[])', [ids]);
    const times = ids.map((id) => Date.parse(rows.find((r) => r.id === id)!.last_active_at ?? '1970-01-01'));
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const byAudience = await startRun(campaigns[6]!.id, 'max_creators=3&call_priority=all');
    expectWellFormedLog(byAudience.events);
    const found = byAudience.events.find((e) => e.status === 'creators_found')!;
    expect(found.message).toContain('largest audience first');
    const followers = found.data.creator_details!.map((d) => d.followers);
    expect(followers).toEqual([...followers].sort((x, y) => y - x));
  });

  it('rejects bad parameters with a 400 that names the field', async () => {
    const c = campaigns[5]!;
    const cases: [string, Record<string, string>, string][] = [
      [streamUrl(c.id, 'max_creators=0'), {}, 'max_creators'],
      [streamUrl(c.id, 'max_creators=11'), {}, 'max_creators'],
      [streamUrl(c.id, 'max_creators=five'), {}, 'max_creators'],
      [streamUrl(c.id, 'call_priority=loudest'), {}, 'call_priority'],
      [streamUrl(c.id, 'force_refresh=maybe'), {}, 'force_refresh'],
      [streamUrl('not-a-uuid'), {}, 'campaignId'],
      [streamUrl(c.id, 'last_event_id=-1'), {}, 'last_event_id'],
      [streamUrl(c.id), { 'last-event-id': 'abc' }, 'Last-Event-ID'],
    ];
    for (const [url, headers, field] of cases) {
      const res = await readSse(url, { headers: { ...auth(), ...headers } });
      expect(res.status, url).toBe(400);
      expect((res.body as { message: string }).message, url).toContain(field);
    }
    expect((await t.api.inject({ url: '/api/campaign-trigger/runs?campaign_id=nope' })).statusCode).toBe(400);
    expect((await t.api.inject({ url: `/api/campaign-trigger/runs/${unknownId}` })).statusCode).toBe(404);
    expect((await t.api.inject({ url: `/api/campaign-trigger/runs?campaign_id=${unknownId}` })).statusCode).toBe(404);
    expect((await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${unknownId}` })).statusCode).toBe(404);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from agent_runs where campaign_id = $1', [c.id]);
    expect(rows[0]!.n).toBe(0);
  });

  it('answers an unknown campaign with 404 JSON, not a 500', async () => {
    const res = await stream(unknownId);
    expect(res.status).toBe(404);
    expect((res.body as { message: string }).message).toContain('Campaign not found');
  });

  it('never starts a run from a GET or HEAD of the stream: it only attaches or replays', async () => {
    const created = await t.api.inject({
      method: 'POST',
      url: '/api/v1/campaigns',
      payload: { product_name: 'Stream Probe', brand_name: 'Probe Co', product_niche: 'technology', total_budget: 500000, currency: 'INR' },
    });
    const c = created.json() as Campaign;
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from agent_runs where campaign_id = $1', [c.id])).rows[0]!.n;
    expect(await count()).toBe(0);
    const got = await stream(c.id, 'max_creators=2');
    expect(got.status).toBe(404);
    expect((got.body as { code: string }).code).toBe('no_run');
    const head = await t.api.inject({ method: 'HEAD', url: `/api/campaign-trigger/trigger/${c.id}/stream` });
    expect(head.statusCode).toBe(404);
    // Without a caller, nothing at all.
    expect((await readSse(streamUrl(c.id))).status).toBe(401);
    expect(await count()).toBe(0);
    // POST starts it; the audit log names who.
    const res = await startRun(c.id, 'max_creators=1');
    expectWellFormedLog(res.events);
    expect(await count()).toBe(1);
    const audit = (await t.api.inject({ url: '/api/v1/audit?action=agent_run.started' })).json() as { target_id: string; actor_type: string }[];
    expect(audit.some((a) => a.target_id === c.id && a.actor_type === 'api_key')).toBe(true);
  });

  it('refuses to run on a paused or completed campaign, saying why', async () => {
    const { rows } = await t.db.query<{ id: string; status: string }>(`select id, status from campaigns where status in ('paused', 'completed')`);
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      const res = await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${r.id}`, payload: { max_creators: 1 } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(`The campaign is ${r.status}`);
    }
    const runs = await t.db.query<{ n: number }>('select count(*)::int as n from agent_runs where campaign_id = any($1::uuid[])', [rows.map((r) => r.id)]);
    expect(runs.rows[0]!.n).toBe(0);
  });

  it('refuses to start, with the reason, when the budget is already committed', async () => {
    const c = campaigns[5]!;
    const { rows } = await t.db.query<{ id: string }>('select id from creators where phone is not null limit 1');
    const entry = (await t.api.inject({ method: 'POST', url: '/api/v1/outreach', payload: { campaign_id: c.id, creator_id: rows[0]!.id } })).json() as { id: string };
    await t.db.query(
      `insert into deals (workspace_id, campaign_id, creator_id, outreach_id, status, price, currency) values ($1, $2, $3, $4, 'agreed', $5, 'INR')`,
      [t.workspaceId, c.id, rows[0]!.id, entry.id, c.total_budget],
    );
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from agent_runs where campaign_id = $1', [c.id])).rows[0]!.n;
    const res = await t.api.inject({ method: 'POST', url: `/api/campaign-trigger/trigger/${c.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'run_refused' });
    expect(res.json().message).toMatch(/budget .* is already committed/);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from agent_runs where campaign_id = $1', [c.id])).rows[0]!.n).toBe(before);
  });

  it("calls the portfolio shortlist: within the budget, the campaign's targeting honoured, one person at most once", async () => {
    const created = await t.api.inject({
      method: 'POST',
      url: '/api/v1/campaigns/',
      payload: {
        product_name: 'Shortlist Buds',
        brand_name: 'Test Brand',
        product_description: 'wireless earbuds with noise cancelling',
        target_audience: 'young professionals',
        key_use_cases: 'commutes',
        product_niche: 'technology',
        currency: 'INR',
        total_budget: 400_000,
        planned_creators: 3,
        target_countries: ['IN'],
        platforms: ['instagram', 'youtube'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json() as { id: string };
    // What AI matching would shortlist for the same campaign (creators with a phone number: the Co-Pilot calls).
    const { picked } = await t.app.services.matching.shortlist(systemContext(DEFAULT_WORKSPACE_ID), c.id, { match_threshold: 0.4, requirePhone: true });
    const res = await startRun(c.id, 'max_creators=3');
    expectWellFormedLog(res.events);
    const announced = res.events.find((e) => e.status === 'creators_found')!.data.creator_details!;
    expect(announced.length).toBeGreaterThan(0);
    expect(announced.map((d) => d.id).sort()).toEqual(picked.filter((s) => s.match_score >= 40).map((s) => s.creator.id).sort());
    expect(announced.reduce((sum, d) => sum + d.typical_rate, 0)).toBeLessThanOrEqual(400_000 + announced.length);
    const { rows } = await t.db.query<{ name: string; country: string; platform: string; phone: string | null }>(
      'select name, country, platform, phone from creators where id = any($1::uuid[])',
      [announced.map((d) => d.id)],
    );
    for (const r of rows) {
      expect(r.country).toBe('IN');
      expect(['instagram', 'youtube']).toContain(r.platform);
      expect(r.phone).not.toBeNull();
    }
    expect(new Set(rows.map((r) => `${r.name.toLowerCase()}|${r.country}`)).size).toBe(rows.length);
  });
});
