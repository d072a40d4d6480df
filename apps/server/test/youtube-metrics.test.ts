/**
 * The YouTube Data API adapter against a fake of videos.list on 127.0.0.1: URL forms, request shape, parsing and
 * validation of the reply (a malformed reply or a quota error is a clear error and nothing is written), and
 * POST /api/v1/posts/{id}/metrics/refresh storing a `youtube` snapshot through the same path as manual entry.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TDealDetail, TMetricsSnapshot } from '@inflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYouTubeMetrics, MetricsProviderError, youtubeVideoId } from '../src/modules/posts/youtube.js';
import { createLocalObjectStore } from '../src/storage/local.js';
import { FakeYouTube, YT_KEY } from './fake-youtube.js';
import { authedClient, buildTestApp } from './helpers.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;
const VID = 'dQw4w9WgXcQ';

describe('YouTube video ids', () => {
  it('reads watch?v=, youtu.be/, shorts/, live/ and embed/ links; refuses anything else', () => {
    for (const u of [
      `https://www.youtube.com/watch?v=${VID}`,
      `https://youtube.com/watch?v=${VID}&t=42s&si=abc`,
      `https://m.youtube.com/watch?feature=share&v=${VID}`,
      `https://youtu.be/${VID}?si=xyz`,
      `https://www.youtube.com/shorts/${VID}`,
      `https://youtube.com/shorts/${VID}?feature=share`,
      `https://www.youtube.com/live/${VID}`,
      `https://www.youtube.com/embed/${VID}`,
      `  https://music.youtube.com/watch?v=${VID}  `,
    ]) {
      expect(youtubeVideoId(u), u).toBe(VID);
    }
    for (const u of ['https://www.youtube.com/watch?v=short', 'https://www.youtube.com/@creator', 'https://www.instagram.com/reel/Cx12AbC/', 'https://youtu.be/', 'not a url', `https://evil.example/watch?v=${VID}`, `https://youtube.com.evil.example/watch?v=${VID}`]) {
      expect(youtubeVideoId(u), u).toBeNull();
    }
  });
});

describe('YouTube Data API adapter (fake videos.list on 127.0.0.1)', () => {
  let fake: FakeYouTube;
  beforeAll(async () => {
    fake = new FakeYouTube();
    await fake.start();
  });
  afterAll(() => fake.stop());

  it('asks for statistics and snippet of one id with the key, and reads the counts', async () => {
    fake.videos.set(VID, { title: 'Glow Serum review', viewCount: '123456', likeCount: '7890', commentCount: '321' });
    const yt = createYouTubeMetrics({ apiKey: YT_KEY, apiBase: fake.url });
    expect(await yt.fetch(`https://youtu.be/${VID}`)).toEqual({ views: 123_456, likes: 7890, comments: 321, title: 'Glow Serum review' });
    const q = fake.requests.at(-1)!;
    expect(q.path).toBe('/youtube/v3/videos');
    expect(q.query.get('part')).toBe('statistics,snippet');
    expect(q.query.get('id')).toBe(VID);
    expect(q.query.get('key')).toBe(YT_KEY);
  });

  it('hidden likes and disabled comments are null, not 0', async () => {
    fake.videos.set('hiddenLikes', { title: 'x', viewCount: '10' });
    const yt = createYouTubeMetrics({ apiKey: YT_KEY, apiBase: fake.url });
    // 'hiddenLikes' is 11 characters: a valid id.
    expect(await yt.fetch('https://www.youtube.com/watch?v=hiddenLikes')).toEqual({ views: 10, likes: null, comments: null, title: 'x' });
  });

  it('maps quota, bad key, unknown video, malformed replies and an unreachable API to clear errors', async () => {
    const yt = createYouTubeMetrics({ apiKey: YT_KEY, apiBase: fake.url });
    const err = async (p: Promise<unknown>) => {
      try {
        await p;
      } catch (e) {
        return e as MetricsProviderError;
      }
      throw new Error('expected an error');
    };
    fake.quotaExceeded = true;
    try {
      expect(await err(yt.fetch(`https://youtu.be/${VID}`))).toMatchObject({ statusCode: 503, code: 'provider_quota', message: expect.stringContaining('quota') });
    } finally {
      fake.quotaExceeded = false;
    }
    const badKey = createYouTubeMetrics({ apiKey: 'AIzaWrong', apiBase: fake.url });
    expect(await err(badKey.fetch(`https://youtu.be/${VID}`))).toMatchObject({ statusCode: 502, code: 'provider_auth_failed', message: expect.stringContaining('YOUTUBE_API_KEY') });
    expect(await err(yt.fetch('https://youtu.be/AAAAAAAAAAA'))).toMatchObject({ statusCode: 404, code: 'video_not_found' });
    for (const body of [
      { kind: 'youtube#videoListResponse', items: [{ kind: 'youtube#video', id: VID, statistics: { viewCount: 'many' } }] },
      { kind: 'youtube#videoListResponse', items: [{ kind: 'youtube#video', id: VID, statistics: { viewCount: -5 } }] },
      { kind: 'youtube#searchListResponse', items: [] },
      { items: 'nope' },
      'plain text',
    ]) {
      fake.malformedNext = body;
      expect(await err(yt.fetch(`https://youtu.be/${VID}`)), JSON.stringify(body)).toMatchObject({ statusCode: 502, code: 'provider_bad_reply' });
    }
    expect(await err(yt.fetch('https://www.instagram.com/reel/Cx12AbC/'))).toMatchObject({ statusCode: 422, code: 'not_a_youtube_video' });
    const down = createYouTubeMetrics({ apiKey: YT_KEY, apiBase: 'http://127.0.0.1:9', timeoutMs: 2000 });
    expect(await err(down.fetch(`https://youtu.be/${VID}`))).toMatchObject({ statusCode: 502, code: 'provider_unavailable' });
  });
});

describe('POST /api/v1/posts/{id}/metrics/refresh', () => {
  let t: T;
  let fake: FakeYouTube;
  let filesDir: string;
  let dealId: string;
  let ytPost: string;
  let igPost: string;
  let draft: string;
  beforeAll(async () => {
    fake = new FakeYouTube();
    await fake.start();
    filesDir = mkdtempSync(path.join(tmpdir(), 'inflow-files-'));
    t = await buildTestApp({ creators: 5, deps: { files: createLocalObjectStore(filesDir), postMetrics: createYouTubeMetrics({ apiKey: YT_KEY, apiBase: fake.url, timeoutMs: 5000 }) } });
    const creator = (await t.db.query<{ id: string }>('select id from creators limit 1')).rows[0]!.id;
    const c = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns', payload: { product_name: 'Glow Serum', brand_name: 'Lumen', total_budget: 100_000, currency: 'INR', planned_creators: 2 } });
    const d = await t.api.inject({
      method: 'POST',
      url: '/api/v1/deals',
      payload: {
        campaign_id: c.json().id,
        creator_id: creator,
        price: 20_000,
        currency: 'INR',
        deliverables: [
          { platform: 'youtube', format: 'short', count: 1 },
          { platform: 'instagram', format: 'reel', count: 1 },
        ],
      },
    });
    expect(d.statusCode, d.body).toBe(201);
    dealId = (d.json() as TDealDetail).id;
    const token = ((await t.api.inject({ method: 'POST', url: `/api/v1/deals/${dealId}/portal-link`, payload: {} })).json().url as string).split('/').pop()!;
    const live = (i: number, url: string) => t.app.inject({ method: 'POST', url: `/api/portal/${token}/submissions`, payload: { deliverable_index: i, kind: 'live', url } });
    const yt = await live(0, `https://youtube.com/shorts/${VID}?feature=share`);
    expect(yt.statusCode, yt.body).toBe(201);
    ytPost = yt.json().id;
    igPost = (await live(1, 'https://www.instagram.com/reel/Cx12AbC/')).json().id;
    draft = (await t.app.inject({ method: 'POST', url: `/api/portal/${token}/submissions`, payload: { deliverable_index: 0, kind: 'draft', url: `https://www.youtube.com/watch?v=${VID}` } })).json().id;
    fake.videos.set(VID, { title: 'Glow Serum short', viewCount: '50000', likeCount: '2500', commentCount: '125' });
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
    rmSync(filesDir, { recursive: true, force: true });
  });
  const snapshots = async () => (await t.api.inject(`/api/v1/deals/${dealId}/metrics`)).json() as TMetricsSnapshot[];
  const refresh = (id: string) => t.api.inject({ method: 'POST', url: `/api/v1/posts/${id}/metrics/refresh` });

  it('stores a youtube snapshot of the live post (views, likes, comments; reach, shares and saves unknown), listed with the others', async () => {
    const res = await refresh(ytPost);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ submission_id: ytPost, source: 'youtube', views: 50_000, likes: 2500, comments: 125, reach: null, shares: null, saves: null });
    expect(res.json().post_url).toContain(VID);
    const list = await snapshots();
    expect(list.map((s) => [s.source, s.views])).toEqual([['youtube', 50_000]]);
    const audit = (await t.api.inject('/api/v1/audit?action=metrics.refreshed')).json() as { target_id: string }[];
    expect(audit[0]!.target_id).toBe(ytPost);
    // The report reads it as any other snapshot.
    const campaignId = (await t.api.inject(`/api/v1/deals/${dealId}`)).json().campaign_id as string;
    expect((await t.api.inject(`/api/v1/campaigns/${campaignId}/report`)).json()).toMatchObject({ views: 50_000 });
  });

  it('a quota error or a malformed reply answers clearly and writes nothing', async () => {
    const before = (await snapshots()).length;
    fake.quotaExceeded = true;
    try {
      const q = await refresh(ytPost);
      expect(q.statusCode).toBe(503);
      expect(q.json().code).toBe('provider_quota');
    } finally {
      fake.quotaExceeded = false;
    }
    fake.malformedNext = { kind: 'youtube#videoListResponse', items: [{ kind: 'youtube#video', id: VID, statistics: { viewCount: '12', likeCount: 'n/a' } }] };
    const m = await refresh(ytPost);
    expect(m.statusCode).toBe(502);
    expect(m.json()).toMatchObject({ code: 'provider_bad_reply', message: expect.stringContaining('statistics.likeCount') });
    fake.malformedNext = { kind: 'youtube#videoListResponse', items: [{ kind: 'youtube#video', id: VID, statistics: {} }] };
    expect((await refresh(ytPost)).json().code).toBe('provider_no_figures');
    expect((await snapshots()).length).toBe(before);
  });

  it('refuses other platforms, drafts, unknown posts and viewers; another workspace gets 404', async () => {
    const ig = await refresh(igPost);
    expect(ig.statusCode).toBe(422);
    expect(ig.json().message).toContain('YouTube posts only');
    const d = await refresh(draft);
    expect(d.statusCode).toBe(409);
    expect(d.json().message).toContain('live post');
    expect((await refresh('5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11')).statusCode).toBe(404);
    expect((await refresh('not-a-uuid')).statusCode).toBe(400);
    const viewerKey = (await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/api-keys`, payload: { name: 'viewer', role: 'viewer' } })).json().key as string;
    expect((await authedClient(t.app, viewerKey).inject({ method: 'POST', url: `/api/v1/posts/${ytPost}/metrics/refresh` })).statusCode).toBe(403);
    const memberKey = (await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/api-keys`, payload: { name: 'member', role: 'member' } })).json().key as string;
    fake.videos.set(VID, { title: 'Glow Serum short', viewCount: '60000', likeCount: '2600', commentCount: '130' });
    // One snapshot a second at most: wait for the next second so the member's refresh is a new snapshot.
    await new Promise((r) => setTimeout(r, 1100));
    const byMember = await authedClient(t.app, memberKey).inject({ method: 'POST', url: `/api/v1/posts/${ytPost}/metrics/refresh` });
    expect(byMember.statusCode, byMember.body).toBe(201);
    expect(byMember.json().views).toBe(60_000);
    const other = await t.api.inject({ method: 'POST', url: '/api/v1/workspaces', payload: { name: 'Other' } });
    const otherKey = (await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${other.json().id}/api-keys`, payload: { name: 'o', role: 'owner' } })).json().key as string;
    expect((await authedClient(t.app, otherKey).inject({ method: 'POST', url: `/api/v1/posts/${ytPost}/metrics/refresh` })).statusCode).toBe(404);
  });
});

describe('YouTube figures collected over time by a queue job', () => {
  let t: T;
  let fake: FakeYouTube;
  let filesDir: string;
  const INTERVAL = 1500;
  beforeAll(async () => {
    fake = new FakeYouTube();
    await fake.start();
    filesDir = mkdtempSync(path.join(tmpdir(), 'inflow-files-'));
    t = await buildTestApp({
      creators: 5,
      deps: { files: createLocalObjectStore(filesDir), postMetrics: createYouTubeMetrics({ apiKey: YT_KEY, apiBase: fake.url, timeoutMs: 5000 }), metricsRefreshIntervalMs: INTERVAL },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  async function livePost(creatorIndex: number, videoId: string) {
    const creator = (await t.db.query<{ id: string }>('select id from creators order by id limit 5')).rows[creatorIndex]!.id;
    const c = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns', payload: { product_name: 'P', brand_name: 'B', total_budget: 100_000, currency: 'INR', planned_creators: 2 } });
    const d = await t.api.inject({ method: 'POST', url: '/api/v1/deals', payload: { campaign_id: c.json().id, creator_id: creator, price: 1000, currency: 'INR', deliverables: [{ platform: 'youtube', format: 'video', count: 1 }] } });
    expect(d.statusCode, d.body).toBe(201);
    const token = ((await t.api.inject({ method: 'POST', url: `/api/v1/deals/${d.json().id}/portal-link`, payload: {} })).json().url as string).split('/').pop()!;
    const live = await t.app.inject({ method: 'POST', url: `/api/portal/${token}/submissions`, payload: { deliverable_index: 0, kind: 'live', url: `https://youtu.be/${videoId}` } });
    expect(live.statusCode, live.body).toBe(201);
    return live.json().id as string;
  }
  const ytSnapshots = async (id: string) => (await t.db.query<{ views: number }>(`select views::int as views from post_metrics where submission_id = $1 and source = 'youtube' order by captured_at`, [id])).rows;

  it('the chain started at start-up refreshes a new live post by itself, once per interval', async () => {
    fake.videos.set('jobVideo001', { title: 'Job video', viewCount: '900', likeCount: '90', commentCount: '9' });
    const post = await livePost(0, 'jobVideo001');
    let rows: { views: number }[] = [];
    for (let i = 0; i < 80 && rows.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await ytSnapshots(post);
    }
    expect(rows).toEqual([{ views: 900 }]);
    // Slots are claimed once each: one claim per slot that ran, none twice.
    const slots = (await t.db.query<{ event_id: string }>(`select event_id from webhook_events where provider = 'metrics-refresh'`)).rows.map((r) => Number(r.event_id));
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.length).toBeGreaterThanOrEqual(1);
  });

  it('a run refreshes only what is due, stops at a quota error, and a slot taken already does nothing', async () => {
    const { createPostsService } = await import('../src/modules/posts/posts.service.js');
    const { runMetricsRefresh } = await import('../src/modules/posts/metrics-refresh.job.js');
    const posts = createPostsService({ db: t.db, metrics: createYouTubeMetrics({ apiKey: YT_KEY, apiBase: fake.url }) });
    fake.videos.set('jobVideo002', { title: 'Second', viewCount: '5', likeCount: '1', commentCount: '0' });
    const post = await livePost(1, 'jobVideo002');
    // An hour-long window: the post above (just refreshed by the chain, or not yet) is due at most once.
    const first = await posts.refreshDue({ olderThanMs: 3_600_000, limit: 50 });
    expect(first.stopped).toBeNull();
    expect((await ytSnapshots(post)).length).toBeGreaterThanOrEqual(1);
    const again = await posts.refreshDue({ olderThanMs: 3_600_000, limit: 50 });
    expect(again).toEqual({ refreshed: 0, failed: 0, stopped: null });

    fake.quotaExceeded = true;
    try {
      await new Promise((r) => setTimeout(r, 1100));
      const q = await posts.refreshDue({ olderThanMs: 500, limit: 50 });
      expect(q.refreshed).toBe(0);
      expect(q.stopped).toContain('quota');
    } finally {
      fake.quotaExceeded = false;
    }

    const sent: { slot: number; startAfter?: Date }[] = [];
    const jobs = { send: async (_j: unknown, p: { slot: number }, o?: { startAfter?: Date }) => (sent.push({ slot: p.slot, startAfter: o?.startAfter }), 'id') } as unknown as Parameters<typeof runMetricsRefresh>[0]['jobs'];
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const slot = 1_000_000_000;
    expect(await runMetricsRefresh({ db: t.db, jobs, posts, intervalMs: 1000, log }, slot)).toBe(true);
    expect(sent).toEqual([{ slot: slot + 1, startAfter: new Date((slot + 1) * 1000) }]);
    expect(await runMetricsRefresh({ db: t.db, jobs, posts, intervalMs: 1000, log }, slot)).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
