import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';

describe('shortlists, notes, tasks and the public creator count', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let creators: string[];
  let campaignId: string;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 120, demo: true });
    creators = (await t.db.query<{ id: string }>('select id from creators order by followers_count desc limit 5')).rows.map((r) => r.id);
    campaignId = (await t.db.query<{ id: string }>(`select id from campaigns where status = 'planning' limit 1`)).rows[0]!.id;
  });
  afterAll(() => t.close());

  it('creates a shortlist with creators, adds and removes creators, and refuses a duplicate name', async () => {
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/lists', payload: { name: 'Fitness picks', creator_ids: creators.slice(0, 3) } });
    expect(res.statusCode).toBe(201);
    const list = res.json();
    expect(list).toMatchObject({ name: 'Fitness picks', creator_count: 3 });
    expect(list.creators).toHaveLength(3);
    expect((await t.api.inject({ method: 'POST', url: '/api/v1/lists', payload: { name: 'Fitness picks' } })).statusCode).toBe(409);
    const added = (await t.api.inject({ method: 'POST', url: `/api/v1/lists/${list.id}/creators`, payload: { creator_ids: creators.slice(2, 5) } })).json();
    expect(added.creator_count).toBe(5);
    const removed = (await t.api.inject({ method: 'DELETE', url: `/api/v1/lists/${list.id}/creators/${creators[4]}` })).json();
    expect(removed.creator_count).toBe(4);
    const bad = await t.api.inject({ method: 'POST', url: `/api/v1/lists/${list.id}/creators`, payload: { creator_ids: ['nope'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/creator_ids/);
    const all = (await t.api.inject({ url: '/api/v1/lists' })).json();
    expect(all.find((l: { id: string }) => l.id === list.id).creator_count).toBe(4);
  });

  it('adds a list to a campaign in one step (existing entries kept, opted-out creators left out)', async () => {
    const list = (await t.api.inject({ method: 'POST', url: '/api/v1/lists', payload: { name: 'For the launch', creator_ids: creators.slice(0, 4) } })).json();
    await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: campaignId, creator_ids: [creators[0]] } });
    await t.db.query(`insert into contact_optouts (workspace_id, creator_id, reason) values ($1, $2, 'test')`, [t.workspaceId, creators[3]]);
    const r = await t.api.inject({ method: 'POST', url: `/api/v1/lists/${list.id}/add-to-campaign`, payload: { campaign_id: campaignId } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ created: 2, existing: 1 });
    expect(r.json().message).toMatch(/1 left out/);
    const entries = (await t.api.inject({ url: `/api/v1/outreach/campaign/${campaignId}` })).json() as { creator_id: string }[];
    const ids = new Set(entries.map((e) => e.creator_id));
    expect(ids.has(creators[1]!) && ids.has(creators[2]!)).toBe(true);
    expect(ids.has(creators[3]!)).toBe(false);
    const del = await t.api.inject({ method: 'DELETE', url: `/api/v1/lists/${list.id}` });
    expect(del.statusCode).toBe(204);
    expect((await t.db.query(`select 1 from audit_log where action = 'shortlist.deleted' and target_id = $1`, [list.id])).rows).toHaveLength(1);
  });

  it('notes on an entry carry their author and time, and show on the timeline', async () => {
    const entry = (await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: campaignId, creator_ids: [creators[1]] } })).json().entries[0];
    const n = await t.api.inject({ method: 'POST', url: '/api/v1/notes', payload: { outreach_id: entry.id, body: 'Prefers WhatsApp over email' } });
    expect(n.statusCode).toBe(201);
    expect(n.json().author).toMatch(/API key/);
    await t.api.inject({ method: 'POST', url: '/api/v1/notes', payload: { creator_id: creators[1], body: 'Works with pet brands only' } });
    const notes = (await t.api.inject({ url: `/api/v1/notes?outreach_id=${entry.id}` })).json();
    expect(notes.map((x: { body: string }) => x.body)).toEqual(['Works with pet brands only', 'Prefers WhatsApp over email']);
    expect((await t.api.inject({ method: 'POST', url: '/api/v1/notes', payload: { body: 'x' } })).statusCode).toBe(400);
    const timeline = (await t.api.inject({ url: `/api/v1/outreach/${entry.id}/timeline` })).json();
    expect(timeline.filter((e: { kind: string }) => e.kind === 'note')).toHaveLength(2);
    const del = await t.api.inject({ method: 'DELETE', url: `/api/v1/notes/${n.json().id}` });
    expect(del.statusCode).toBe(204);
  });

  it("tasks with due dates and assignees appear on 'My tasks' until done", async () => {
    const entry = (await t.api.inject({ url: '/api/v1/outreach/' })).json()[0];
    const me = (await t.db.query<{ id: string }>('select id from users limit 1')).rows[0]!.id;
    const a = await t.api.inject({ method: 'POST', url: '/api/v1/tasks', payload: { title: 'Send the brief', due_date: '2030-01-10', outreach_id: entry.id } });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ assignee_id: me, status: 'open', due_date: '2030-01-10', creator_name: entry.creator_name });
    await t.api.inject({ method: 'POST', url: '/api/v1/tasks', payload: { title: 'Earlier', due_date: '2030-01-05' } });
    expect((await t.api.inject({ method: 'POST', url: '/api/v1/tasks', payload: { title: 'x', assignee_id: 'not-a-member' } })).statusCode).toBe(422);
    expect((await t.api.inject({ method: 'POST', url: '/api/v1/tasks', payload: { title: 'x', due_date: '10/01/2030' } })).statusCode).toBe(400);
    const mine = (await t.api.inject({ url: '/api/v1/tasks?assignee=me' })).json();
    expect(mine.map((x: { title: string }) => x.title)).toEqual(['Earlier', 'Send the brief']);
    const done = (await t.api.inject({ method: 'PATCH', url: `/api/v1/tasks/${a.json().id}`, payload: { status: 'done' } })).json();
    expect(done.status).toBe('done');
    expect(done.completed_at).not.toBeNull();
    expect((await t.api.inject({ url: '/api/v1/tasks?assignee=me' })).json()).toHaveLength(1);
  });

  it('the landing page count comes from the database, without signing in', async () => {
    const r = await t.app.inject({ url: '/api/v1/public/stats' });
    expect(r.statusCode).toBe(200);
    const { rows } = await t.db.query<{ n: string }>('select count(*) as n from creators');
    expect(r.json()).toEqual({ creators: Number(rows[0]!.n) });
  });
});
