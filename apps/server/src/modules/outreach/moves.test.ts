import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedClient, buildTestApp, type TestClient } from '../../../test/helpers.js';
import { manualMoveRefusal } from './transitions.js';
import { OUTREACH_STATUSES } from '@inflow/contracts';

type T = Awaited<ReturnType<typeof buildTestApp>>;
interface Entry {
  id: string;
  status: string;
  owner_user_id: string | null;
  owner_name: string | null;
  price: number | null;
  price_state: string | null;
  next_task: { id: string; title: string; due_date: string | null } | null;
  campaign_id: string;
}

describe('manual moves: the state machine rules every path shares', () => {
  it('allows moves between the open stages and refuses deal stages and leaving Do not contact, naming the transition', () => {
    expect(manualMoveRefusal('contacted', 'negotiating')).toBeNull();
    expect(manualMoveRefusal('new', 'declined')).toBeNull();
    expect(manualMoveRefusal('no_answer', 'contacted')).toBeNull();
    expect(manualMoveRefusal('negotiating', 'do_not_contact')).toBeNull();
    expect(manualMoveRefusal('agreed', 'agreed')).toBeNull();
    expect(manualMoveRefusal('contacted', 'agreed')).toMatchObject({ code: 'use_deals', message: expect.stringMatching(/^Can't move from Contacted to Agreed: /) });
    expect(manualMoveRefusal('negotiating', 'deal_proposed')).toMatchObject({ code: 'use_deals' });
    expect(manualMoveRefusal('agreed', 'negotiating')).toMatchObject({ code: 'open_deal', message: expect.stringMatching(/^Can't move from Agreed to Negotiating: /) });
    expect(manualMoveRefusal('deal_proposed', 'declined')).toMatchObject({ code: 'open_deal' });
    for (const to of OUTREACH_STATUSES.filter((s) => s !== 'do_not_contact')) {
      expect(manualMoveRefusal('do_not_contact', to)).toMatchObject({ code: 'do_not_contact' });
    }
  });
});

describe('PATCH /outreach/:id moves, owners and the board filters', () => {
  let t: T;
  let campaignId: string;
  let otherCampaignId: string;
  let entries: Entry[];
  let ownerUserId: string;
  let viewer: TestClient;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 120, demo: true });
    const { rows } = await t.db.query<{ id: string }>(`select id from campaigns where status = 'planning' order by created_at limit 2`);
    campaignId = rows[0]!.id;
    otherCampaignId = rows[1]!.id;
    const creators = (await t.db.query<{ id: string }>('select id from creators order by followers_count desc limit 6')).rows.map((r) => r.id);
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: campaignId, creator_ids: creators.slice(0, 5) } });
    entries = res.json().entries;
    await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: otherCampaignId, creator_ids: creators.slice(5) } });
    ownerUserId = (await t.db.query<{ id: string }>('select id from users where email = $1', [t.owner.email])).rows[0]!.id;
    const key = await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/api-keys`, payload: { name: 'Read only', role: 'viewer' } });
    viewer = authedClient(t.app, key.json().key);
  });
  afterAll(() => t.close());

  const patch = (id: string, payload: Record<string, unknown>, client: TestClient = t.api) => client.inject({ method: 'PATCH', url: `/api/v1/outreach/${id}`, payload });
  const moves = async (id: string) =>
    (await t.db.query<{ actor_label: string; details: { from: string; to: string } }>(
      `select actor_label, details from audit_log where action = 'outreach.moved' and target_id = $1 order by id`,
      [id],
    )).rows;

  it('a new entry belongs to the person who added it (the API key acts for its creator)', () => {
    for (const e of entries) expect(e).toMatchObject({ owner_user_id: ownerUserId, owner_name: expect.any(String), price: null, next_task: null });
  });

  it('moves Contacted → Negotiating, writes the audit entry and shows it on the timeline', async () => {
    const e = entries[0]!;
    expect((await patch(e.id, { status: 'contacted' })).statusCode).toBe(200);
    const res = await patch(e.id, { status: 'negotiating', expected_status: 'contacted' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('negotiating');
    const audit = await moves(e.id);
    expect(audit.map((a) => a.details)).toEqual([
      { from: 'new', to: 'contacted' },
      { from: 'contacted', to: 'negotiating' },
    ]);
    expect(audit[1]!.actor_label).toMatch(/API key/);
    const timeline = (await t.api.inject(`/api/v1/outreach/${e.id}/timeline`)).json() as { kind: string; title: string }[];
    expect(timeline.filter((x) => x.kind === 'status').map((x) => x.title)).toEqual(['Moved from new to contacted', 'Moved from contacted to negotiating']);
    // The same status again is no move: nothing more is audited.
    expect((await patch(e.id, { status: 'negotiating' })).statusCode).toBe(200);
    expect(await moves(e.id)).toHaveLength(2);
  });

  it('refuses an illegal move with 409 naming the transition; the entry stays where it was and nothing is audited', async () => {
    const e = entries[1]!;
    await patch(e.id, { status: 'contacted' });
    const res = await patch(e.id, { status: 'agreed', expected_status: 'contacted' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'use_deals', message: expect.stringContaining("Can't move from Contacted to Agreed"), details: { from: 'contacted', to: 'agreed' } });
    expect((await t.api.inject(`/api/v1/outreach/${e.id}`)).json().status).toBe('contacted');
    expect(await moves(e.id)).toHaveLength(1);

    // Do not contact is final, whatever path asks.
    expect((await patch(e.id, { status: 'do_not_contact' })).statusCode).toBe(200);
    const back = await patch(e.id, { status: 'contacted' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'do_not_contact', message: expect.stringContaining("Can't move from Do not contact to Contacted") });
  });

  it('refuses a move from a stage the entry has left meanwhile (stale board)', async () => {
    const e = entries[2]!;
    await patch(e.id, { status: 'no_answer' });
    const res = await patch(e.id, { status: 'negotiating', expected_status: 'contacted' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'stale_status', message: expect.stringContaining('The entry is now No answer, not Contacted') });
    expect((await t.api.inject(`/api/v1/outreach/${e.id}`)).json().status).toBe('no_answer');
    // Already where the caller wanted it: nothing to refuse.
    expect((await patch(e.id, { status: 'no_answer', expected_status: 'contacted' })).statusCode).toBe(200);
  });

  it('refuses a viewer (read-only) and lets them read', async () => {
    const e = entries[3]!;
    const res = await patch(e.id, { status: 'contacted' }, viewer);
    expect(res.statusCode).toBe(403);
    expect((await t.api.inject(`/api/v1/outreach/${e.id}`)).json().status).toBe('new');
    expect(await moves(e.id)).toHaveLength(0);
    expect((await viewer.inject('/api/v1/outreach/?status=new')).statusCode).toBe(200);
  });

  it('sets, clears and validates the owner, audited; filters by owner, campaign and stage', async () => {
    const e = entries[4]!;
    const cleared = await patch(e.id, { owner_user_id: null });
    expect(cleared.json()).toMatchObject({ owner_user_id: null, owner_name: null });
    const bad = await patch(e.id, { owner_user_id: 'not-a-member' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('owner_user_id');
    const list = async (q: string) => ((await t.api.inject(`/api/v1/outreach/?${q}`)).json() as Entry[]).map((x) => x.id);
    expect(await list(`owner=none&campaign_id=${campaignId}`)).toEqual([e.id]);
    expect(await list('owner=me')).not.toContain(e.id);
    expect((await patch(e.id, { owner_user_id: 'me' })).json().owner_user_id).toBe(ownerUserId);
    expect(await list(`owner=${ownerUserId}`)).toContain(e.id);
    const { rows } = await t.db.query<{ details: unknown }>(`select details from audit_log where action = 'outreach.owner_changed' and target_id = $1 order by id`, [e.id]);
    expect(rows.map((r) => r.details)).toEqual([
      { from: ownerUserId, to: null },
      { from: null, to: ownerUserId },
    ]);

    expect((await list(`campaign_id=${otherCampaignId}`)).length).toBe(1);
    expect((await list(`campaign_id=${campaignId}&status=contacted,negotiating`)).sort()).toEqual([entries[0]!.id].sort());
    expect(await list(`campaign_id=${campaignId}&status=do_not_contact`)).toEqual([entries[1]!.id]);
    const badStage = await t.api.inject('/api/v1/outreach/?status=contacted,married');
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json().message).toContain('unknown stage “married”');
  });

  it('cards carry the next open task and the open deal price', async () => {
    const e = entries[0]!;
    await t.api.inject({ method: 'POST', url: '/api/v1/tasks', payload: { title: 'Send the brief', due_date: '2031-02-01', outreach_id: e.id } });
    await t.api.inject({ method: 'POST', url: '/api/v1/tasks', payload: { title: 'Ask for the media kit', due_date: '2031-01-15', outreach_id: e.id } });
    const { rows } = await t.db.query<{ creator_id: string }>('select creator_id from outreach where id = $1', [e.id]);
    await t.db.query(
      `insert into deals (workspace_id, campaign_id, creator_id, outreach_id, status, price, currency) values ($1, $2, $3, $4, 'proposed', 42000, 'INR')`,
      [t.workspaceId, campaignId, rows[0]!.creator_id, e.id],
    );
    const got = (await t.api.inject(`/api/v1/outreach/${e.id}`)).json() as Entry;
    expect(got.next_task).toMatchObject({ title: 'Ask for the media kit', due_date: '2031-01-15' });
    expect(got).toMatchObject({ price: 42000, price_state: 'proposed' });
  });
});
