/**
 * Calls survive a crash: a call running when its process dies is followed to its end by the next process
 * (calls.resumeActive at start-up), with the simulated provider (its calls are rows in simulated_calls) and
 * with ElevenLabs (which keeps the call; we follow it by its conversation id), and its creator is dialled once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TCallRecord } from '@inflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ID, API_KEY, FakeElevenLabs, PHONE_ID } from '../../../test/fake-elevenlabs.js';
import { authedClient, buildAppOn, createTestDatabase, TEST_OWNER, type TestClient } from '../../../test/helpers.js';
import { createLocalEmbeddings } from '../../ai/embeddings/local.js';
import { createElevenLabsVoice } from '../../ai/voice/elevenlabs.js';
import type { VoiceProvider } from '../../ai/voice/voice.js';
import type { Database } from '../../db/client.js';
import { seedCreators, seedDemo } from '../../db/seed/seed.js';
import { createRecordEmbedder, type RecordEmbedder } from '../matching/embed-records.js';

describe('calls survive a crash of the process that placed them', () => {
  let db: Database;
  let embedder: RecordEmbedder;
  let recordingsDir: string;
  let campaignId: string;
  let creatorIds: string[];
  const elevenlabs = new FakeElevenLabs();

  /** One process; stopping it without letting anything finish is the crash (its timers and watchers are gone). */
  async function startProcess(o: { timeScale?: number; voice?: VoiceProvider } = {}) {
    const { app, voice } = await buildAppOn(db, embedder, { recordingsDir, timeScale: o.timeScale, deps: o.voice ? { voice: o.voice } : {} });
    await app.ready();
    await app.services.accounts.initialize(TEST_OWNER);
    return {
      app,
      api: authedClient(app, TEST_OWNER.apiKey),
      async crash() {
        await voice.close?.();
        await app.close();
      },
    };
  }

  async function outreachFor(api: TestClient, creatorId: string) {
    const res = await api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: campaignId, creator_ids: [creatorId] } });
    return (res.json() as { entries: Array<{ id: string }> }).entries[0]!.id;
  }
  async function waitFor(api: TestClient, conversationId: string, ok: (c: TCallRecord) => boolean) {
    for (let i = 0; i < 600; i++) {
      const r = await api.inject({ url: `/api/v1/outreach/call/${conversationId}/analysis` });
      if (r.statusCode === 200 && ok(r.json())) return r.json() as TCallRecord;
      await new Promise((res) => setTimeout(res, 20));
    }
    throw new Error(`call ${conversationId} never reached the expected state`);
  }
  const ended = (c: TCallRecord) => c.status === 'done' || c.status === 'failed';

  beforeAll(async () => {
    await elevenlabs.start();
    db = await createTestDatabase();
    embedder = await createRecordEmbedder(db, createLocalEmbeddings());
    await seedCreators(db, embedder, { count: 60 });
    await seedDemo(db, embedder);
    recordingsDir = mkdtempSync(path.join(tmpdir(), 'inflow-calls-restart-'));
    campaignId = (await db.query<{ id: string }>(`select id from campaigns where status = 'planning' limit 1`)).rows[0]!.id;
    // Creators the campaign may call (its target countries, when it has any).
    creatorIds = (
      await db.query<{ id: string }>(
        `select cr.id from creators cr, campaigns c where c.id = $1 and cr.phone is not null
           and (cardinality(c.target_countries) = 0 or upper(cr.country) = any(select upper(x) from unnest(c.target_countries) x))
         order by cr.followers_count desc limit 2`,
        [campaignId],
      )
    ).rows.map((r) => r.id);
    expect(creatorIds).toHaveLength(2);
  });
  afterAll(async () => {
    await db.close();
    await elevenlabs.stop();
    rmSync(recordingsDir, { recursive: true, force: true });
  });

  it('simulated provider: a call cut off mid-conversation is resumed after the restart and ends with its real outcome', async () => {
    // Slow calls (~2 s) so the crash lands mid-conversation.
    const first = await startProcess({ timeScale: 0.35 });
    const outreachId = await outreachFor(first.api, creatorIds[0]!);
    const started = await first.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: outreachId } });
    expect(started.statusCode, started.body).toBe(200);
    const { conversation_id } = started.json() as { conversation_id: string };
    await waitFor(first.api, conversation_id, (c) => c.status === 'in-progress');
    await first.crash();

    const { rows: cut } = await db.query<{ status: string; state: string }>(
      `select k.status, s.state from calls k join simulated_calls s on s.conversation_id = k.conversation_id where k.conversation_id = $1`,
      [conversation_id],
    );
    expect(cut).toEqual([{ status: 'in-progress', state: 'running' }]);

    const second = await startProcess({ timeScale: 0.05 });
    try {
      expect(await second.app.services.calls.resumeActive()).toBeGreaterThanOrEqual(1);
      const call = await waitFor(second.api, conversation_id, ended);
      // Not "cut off by a restart": the conversation went on and has its outcome.
      expect(call).toMatchObject({ status: 'done', error: null, has_recording: true });
      expect(call.transcript.some((t) => t.role === 'creator')).toBe(true);
      const entry = (await second.api.inject({ url: `/api/v1/outreach/${outreachId}` })).json() as { status: string };
      expect(['agreed', 'proposed', 'negotiating', 'declined', 'do_not_contact']).toContain(entry.status);
      // Dialled once: one call row, one provider call.
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from calls where outreach_id = $1', [outreachId]);
      expect(rows[0]!.n).toBe(1);
      const { rows: sim } = await db.query<{ state: string; result: { status: string } }>('select state, result from simulated_calls where conversation_id = $1', [conversation_id]);
      expect(sim[0]).toMatchObject({ state: 'done', result: { status: 'done' } });
      const audio = await second.api.inject({ url: `/api/v1/outreach/call/${conversation_id}/audio`, headers: { range: 'bytes=0-3' } });
      expect(audio.statusCode).toBe(206);
      expect(audio.rawPayload.toString()).toBe('RIFF');
    } finally {
      await second.crash();
    }
  });

  it('ElevenLabs: a call running at the crash is followed after the restart by its conversation id, never dialled again', async () => {
    const voiceOf = () => createElevenLabsVoice({ baseUrl: elevenlabs.url, apiKey: API_KEY, agentId: AGENT_ID, agentPhoneNumberId: PHONE_ID, pollIntervalMs: 20, retryBaseMs: 5, retryMaxMs: 50 });
    const first = await startProcess({ voice: voiceOf() });
    const outreachId = await outreachFor(first.api, creatorIds[1]!);
    elevenlabs.reset();
    const started = await first.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: outreachId } });
    expect(started.statusCode, started.body).toBe(200);
    const { conversation_id } = started.json() as { conversation_id: string };
    // The call is in progress at ElevenLabs for as long as the first process lives.
    elevenlabs.script.set(conversation_id, ['in-progress']);
    await waitFor(first.api, conversation_id, (c) => c.status === 'in-progress');
    await first.crash();
    expect((await db.query<{ status: string }>('select status from calls where conversation_id = $1', [conversation_id])).rows[0]!.status).toBe('in-progress');

    // While nobody watched, the call went on and ended at ElevenLabs.
    elevenlabs.script.set(conversation_id, ['processing', 'done']);
    const second = await startProcess({ voice: voiceOf() });
    try {
      expect(await second.app.services.calls.resumeActive()).toBe(1);
      const call = await waitFor(second.api, conversation_id, ended);
      expect(call).toMatchObject({ status: 'done', provider: 'elevenlabs', has_recording: true, duration_seconds: 94 });
      expect(call.transcript.map((t) => t.message)).toContain('Deal at ₹56,700.');
      expect(call.summary).toBe('Priya agreed to ₹56,700.');
      const audio = await second.api.inject({ url: `/api/v1/outreach/call/${conversation_id}/audio` });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      expect(audio.rawPayload).toEqual(elevenlabs.audio);
      // One outbound call in all: the second process only followed it.
      expect(elevenlabs.requests.filter((r) => r.method === 'POST' && r.url === '/v1/convai/twilio/outbound-call')).toHaveLength(1);
      expect(elevenlabs.requests.some((r) => r.method === 'GET' && r.url === `/v1/convai/conversations/${conversation_id}`)).toBe(true);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from calls where outreach_id = $1', [outreachId]);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await second.crash();
    }
  });
});
