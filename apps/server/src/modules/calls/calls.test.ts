import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elevenLabsSignatureHeader } from '../../ai/voice/webhook.js';
import { buildTestApp } from '../../../test/helpers.js';

const hasEspeak = (() => {
  try {
    execFileSync('espeak-ng', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('calls, recordings and follow-up email', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let outreachIds: string[];
  const secret = 'whsec_test';
  beforeAll(async () => {
    t = await buildTestApp({ creators: 300, demo: true, deps: { elevenLabsWebhookSecret: secret } });
    const { rows: camp } = await t.db.query<{ id: string; target_countries: string[] }>(`select id, target_countries from campaigns where status = 'planning' limit 1`);
    // Calls go only to creators in the campaign's target countries (empty = anywhere).
    const { rows: cr } = await t.db.query<{ id: string }>(
      `select id from creators where phone is not null and email is not null and (cardinality($1::text[]) = 0 or country = any($1::text[]))
       order by followers_count desc limit 4`,
      [camp[0]!.target_countries],
    );
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: camp[0]!.id, creator_ids: cr.map((c) => c.id) } });
    outreachIds = res.json().entries.map((e: { id: string }) => e.id);
  });
  afterAll(() => t.close());

  const initiate = (payload: Record<string, unknown>) => t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload });

  async function waitDone(conversationId: string) {
    for (let i = 0; i < 400; i++) {
      const r = await t.api.inject({ url: `/api/v1/outreach/call/${conversationId}/analysis` });
      if (r.statusCode === 200 && ['done', 'failed'].includes(r.json().status)) return r.json();
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('call did not finish');
  }

  it("calls the creator's own number, completes, and stores analysis, transcript and recording", async () => {
    const entry = (await t.api.inject({ url: `/api/v1/outreach/${outreachIds[0]}` })).json();
    const res = await initiate({ outreach_id: outreachIds[0] });
    expect(res.statusCode).toBe(200);
    const started = res.json();
    expect(started.message).toContain(entry.creator_phone);
    const during = (await t.api.inject({ url: `/api/v1/outreach/${outreachIds[0]}` })).json();
    expect(during.conversation_id).toBe(started.conversation_id);
    expect(during.last_contact).not.toBeNull();

    const call = await waitDone(started.conversation_id);
    expect(call.status).toBe('done');
    expect(call.to_number).toBe(entry.creator_phone);
    expect(call.transcript.length).toBeGreaterThan(4);
    expect(call.transcript.some((x: { role: string }) => x.role === 'creator')).toBe(true);
    const times = call.transcript.map((x: { time_in_call_secs: number }) => x.time_in_call_secs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(call.summary.length).toBeGreaterThan(10);
    for (const k of ['interest_assessment', 'communication_quality', 'information_gathering', 'next_steps']) {
      expect(call.evaluation_results[k].rationale.length).toBeGreaterThan(5);
    }
    expect(call.extracted_data).toHaveProperty('interest_level');

    const after = (await t.api.inject({ url: `/api/v1/outreach/${outreachIds[0]}` })).json();
    expect(['agreed', 'negotiating', 'declined']).toContain(after.status);
    expect(after.conversations[0]).toMatchObject({ channel: 'phone', conversation_id: started.conversation_id, status: 'completed' });
    if (after.status === 'agreed') {
      expect(after.agreed_rate).toBe(call.extracted_data.agreed_rate);
      const neg = (await t.db.query<{ n: { ceiling: number } }>('select negotiation as n from calls where id = $1', [call.id])).rows[0]!.n;
      expect(after.agreed_rate).toBeLessThanOrEqual(neg.ceiling);
    }

    const calls = (await t.api.inject({ url: `/api/v1/outreach/${outreachIds[0]}/calls` })).json();
    expect(calls[0].id).toBe(call.id);

    const audio = await t.api.inject({ url: `/api/v1/outreach/call/${started.conversation_id}/audio` });
    if (hasEspeak) {
      expect(call.has_recording).toBe(true);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/wav');
      expect(audio.headers['accept-ranges']).toBe('bytes');
      expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      const size = audio.rawPayload.length;
      const part = await t.api.inject({ url: `/api/v1/outreach/call/${started.conversation_id}/audio`, headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(part.rawPayload).toEqual(audio.rawPayload.subarray(100, 200));
    } else {
      expect(audio.statusCode).toBe(404);
      expect(audio.json().message).toMatch(/No call recording available/);
    }
  });

  it('rejects bad input: unknown entry 404, malformed phone 400, a number not on record 422, second call 409, unknown conversation 404', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from calls')).rows[0]!.n;
    expect((await initiate({ outreach_id: '5b0e3c1c-7d4e-4a8e-9a40-2f1f7f6b2a11' })).statusCode).toBe(404);
    for (const phone of ['12345', '+0123456789', '555-0100', '+91 98123 45678']) {
      const r = await initiate({ outreach_id: outreachIds[1], phone_number: phone });
      expect(r.statusCode, phone).toBe(400);
      expect(r.json().message).toContain('phone_number');
    }
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from calls')).rows[0]!.n).toBe(before);

    // A well-formed number that is not the creator's is refused before anything else: calls go only to the record.
    const foreign = await initiate({ outreach_id: outreachIds[1], phone_number: '+15555550123' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('phone_not_on_record');
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from calls')).rows[0]!.n).toBe(before);

    const onRecord = (await t.api.inject({ url: `/api/v1/outreach/${outreachIds[1]}` })).json().creator_phone as string;
    const first = await initiate({ outreach_id: outreachIds[1], phone_number: onRecord });
    expect(first.statusCode).toBe(200);
    const second = await initiate({ outreach_id: outreachIds[1] });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already running/);
    const c = await waitDone(first.json().conversation_id);
    expect(c.to_number).toBe(onRecord);

    const unknown = await t.api.inject({ url: '/api/v1/outreach/call/conv_does_not_exist/analysis' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No call analysis available');
    expect((await t.api.inject({ url: '/api/v1/outreach/call/conv_does_not_exist/audio' })).statusCode).toBe(404);
  });

  it('sends a follow-up email templated from the call, kept in the outbox without SMTP', async () => {
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/email', payload: { outreach_id: outreachIds[0] } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Without SMTP nothing leaves the machine, and the answer says so (issue 16).
    expect(body.status).toBe('outbox');
    expect(body.message).toBe('Saved to the outbox — email sending is not set up');
    const list = (await t.api.inject({ url: `/api/v1/outreach/${outreachIds[0]}/emails` })).json();
    expect(list[0]).toMatchObject({ id: body.id, transport: 'outbox', status: 'outbox' });
    const entry = (await t.api.inject({ url: `/api/v1/outreach/${outreachIds[0]}` })).json();
    if (entry.status === 'agreed') expect(list[0].body).toMatch(/As agreed/);
    else expect(list[0].body).toMatch(/Recap/);
    expect((await t.api.inject({ method: 'POST', url: '/api/v1/outreach/email', payload: { outreach_id: 'x' } })).statusCode).toBe(400);
  });

  it('verifies webhook signatures', async () => {
    const conversation = (await t.db.query<{ c: string }>('select conversation_id as c from calls limit 1')).rows[0]!.c;
    const payload = JSON.stringify({
      type: 'post_call_transcription',
      event_timestamp: Math.floor(Date.now() / 1000),
      data: { conversation_id: conversation, agent_id: 'a', status: 'done', transcript: [], metadata: { call_duration_secs: 10 }, analysis: {} },
    });
    const post = (sig: string) =>
      t.api.inject({ method: 'POST', url: '/api/v1/webhooks/elevenlabs', headers: { 'content-type': 'application/json', 'elevenlabs-signature': sig }, payload });
    const good = await post(elevenLabsSignatureHeader(secret, payload));
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ received: true, matched: true });
    expect((await post(elevenLabsSignatureHeader('wrong', payload))).statusCode).toBe(401);
    const stale = await post(elevenLabsSignatureHeader(secret, payload, Math.floor(Date.now() / 1000) - 7200));
    expect(stale.statusCode).toBe(401);
    expect((await post('garbage')).statusCode).toBe(401);
  });
});
