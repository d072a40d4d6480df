/**
 * Contract tests of the ElevenLabs adapter against a fake ElevenLabs server on 127.0.0.1 (test/fake-elevenlabs.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_ID, API_KEY, FakeElevenLabs, PHONE_ID } from '../../../test/fake-elevenlabs.js';
import { createElevenLabsVoice, type ElevenLabsVoice } from './elevenlabs.js';
import type { StartCallRequest } from './voice.js';
import { VoiceProviderError } from './voice.js';
import { elevenLabsSignatureHeader, parsePostCallWebhook, signElevenLabsPayload, verifyElevenLabsSignature } from './webhook.js';

const request: StartCallRequest = {
  to_number: '+919876543210',
  creator: {
    id: 'cr_1',
    name: 'Priya Sharma',
    niche: 'technology',
    followers_count: 245_000,
    engagement_rate: 4.2,
    typical_rate: 60_000,
    currency: 'INR',
    topics: ['smartphones', 'gadgets'],
    email: 'priya@example.com',
  },
  campaign: { id: 'camp_1', product_name: 'Nova Buds', brand_name: 'Sonic', product_description: 'Wireless earbuds.', key_use_cases: 'Commuting', currency: 'INR' },
  negotiation: { opening_offer: 42_000, ceiling: 60_000, currency: 'INR', deliverables: '1 video + 2 stories' },
};

const fake = new FakeElevenLabs();
let voice: ElevenLabsVoice;

beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => {
  fake.reset();
  voice = createElevenLabsVoice({ baseUrl: fake.url, apiKey: API_KEY, agentId: AGENT_ID, agentPhoneNumberId: PHONE_ID, pollIntervalMs: 20, retryBaseMs: 5, retryMaxMs: 50 });
});
afterEach(() => voice.close());

describe('ElevenLabs adapter: outbound call', () => {
  it('posts the call with the key header, agent, number and dynamic variables', async () => {
    const r = await voice.startCall(request);
    expect(r).toEqual({ provider_call_id: 'conv_1', provider_call_sid: 'CAconv_1' });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/convai/twilio/outbound-call');
    expect(sent.headers['xi-api-key']).toBe(API_KEY);
    expect(sent.headers['content-type']).toBe('application/json');
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({ agent_id: AGENT_ID, agent_phone_number_id: PHONE_ID, to_number: '+919876543210' });
    expect(body.conversation_initiation_client_data.dynamic_variables).toEqual({
      creator_id: 'cr_1',
      creator_name: 'Priya Sharma',
      creator_first_name: 'Priya',
      creator_niche: 'technology',
      creator_followers: 245_000,
      creator_engagement_rate: 4.2,
      creator_typical_rate: 60_000,
      creator_currency: 'INR',
      creator_topics: 'smartphones, gadgets',
      creator_email: 'priya@example.com',
      campaign_id: 'camp_1',
      product_name: 'Nova Buds',
      brand_name: 'Sonic',
      product_description: 'Wireless earbuds.',
      key_use_cases: 'Commuting',
      campaign_currency: 'INR',
      opening_offer: 42_000,
      ceiling: 60_000,
      currency: 'INR',
      deliverables: '1 video + 2 stories',
    });
    // Every dynamic variable is a scalar (ElevenLabs rejects null/objects).
    for (const v of Object.values(body.conversation_initiation_client_data.dynamic_variables)) expect(['string', 'number', 'boolean']).toContain(typeof v);
    // Lawful calls: the first message discloses the AI, the brand and the recording, and offers to stop.
    const first = body.conversation_initiation_client_data.conversation_config_override.agent.first_message as string;
    expect(first).toMatch(/an AI assistant calling on behalf of /);
    expect(first).toMatch(/This call is recorded/);
    expect(first).toMatch(/not be called again, just say so/);
  });

  it('rejects a malformed phone number before calling anyone', async () => {
    await expect(voice.startCall({ ...request, to_number: '98765 43210' })).rejects.toMatchObject({ code: 'bad_request', message: expect.stringMatching(/to_number.*E\.164/) });
    expect(fake.requests).toHaveLength(0);
  });

  it('reports a refused call clearly', async () => {
    fake.outboundReply = () => ({ status: 200, json: { success: false, message: 'Twilio: number unreachable', conversation_id: null, callSid: null } });
    await expect(voice.startCall(request)).rejects.toThrow(/did not start the call to \+919876543210: Twilio: number unreachable/);
  });

  it('does not retry the POST after a 5xx (a creator must never be rung twice)', async () => {
    fake.failures.push({ method: 'POST', prefix: '/v1/convai/twilio', status: 502, remaining: 5 });
    const err = await voice.startCall(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VoiceProviderError);
    expect((err as VoiceProviderError).code).toBe('upstream');
    expect((err as Error).message).toMatch(/HTTP 502.*not retried/);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries the POST on 429 (nothing was placed), honouring Retry-After', async () => {
    fake.failures.push({ method: 'POST', prefix: '/v1/convai/twilio', status: 429, remaining: 1, retryAfter: '0' });
    await expect(voice.startCall(request)).resolves.toMatchObject({ provider_call_id: 'conv_1' });
    expect(fake.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('names a bad API key', async () => {
    const bad = createElevenLabsVoice({ baseUrl: fake.url, apiKey: 'wrong', agentId: AGENT_ID, agentPhoneNumberId: PHONE_ID });
    await expect(bad.startCall(request)).rejects.toMatchObject({ code: 'auth', message: expect.stringMatching(/401.*Invalid API key.*ELEVENLABS_API_KEY/) });
  });

  it('reports a request ElevenLabs rejects (422) with its detail', async () => {
    fake.outboundReply = () => ({ status: 422, json: { detail: [{ loc: ['body', 'to_number'], msg: 'Invalid phone number', type: 'value_error' }] } });
    await expect(voice.startCall(request)).rejects.toMatchObject({ code: 'bad_request', message: expect.stringMatching(/HTTP 422: Invalid phone number/) });
  });
});

describe('ElevenLabs adapter: call progress and analysis', () => {
  it('polls through initiated -> in-progress -> processing -> done and maps the analysis', async () => {
    const { provider_call_id: id } = await voice.startCall(request);
    const seen: string[] = [];
    let last;
    for (let i = 0; i < 10; i++) {
      last = await voice.getCall(id);
      if (seen.at(-1) !== last.status) seen.push(last.status);
      if (last.status === 'done') break;
    }
    expect(seen).toEqual(['initiated', 'in-progress', 'processing', 'done']);
    expect(last).toEqual({
      status: 'done',
      transcript: [
        { role: 'agent', message: 'Hi Priya, this is Alex from Inflow.', time_in_call_secs: 0 },
        { role: 'creator', message: 'Hi! What is it about?', time_in_call_secs: 4 },
        { role: 'agent', message: 'We could offer ₹42,000.', time_in_call_secs: 9 },
        { role: 'creator', message: 'Deal at ₹56,700.', time_in_call_secs: 15 },
      ],
      summary: 'Priya agreed to ₹56,700.',
      duration_seconds: 94,
      call_successful: true,
      evaluation_results: {
        interest_assessment: { result: 'success', rationale: 'Creator was keen.' },
        next_steps: { result: 'unknown', rationale: 'Not discussed.' },
      },
      extracted_data: {
        interest_level: 'high',
        collaboration_rate: '₹56,700',
        content_preferences: null,
        timeline: 'within two weeks',
        contact_info: null,
        follow_up_actions: null,
        agreed_rate: 56_700,
        deliverables: '1 video + 2 stories',
      },
    });
    for (const r of fake.requests.slice(1)) {
      expect(r.method).toBe('GET');
      expect(r.url).toBe(`/v1/convai/conversations/${id}`);
      expect(r.headers['xi-api-key']).toBe(API_KEY);
    }
  });

  it('notifies onCallEnded once, by polling, when the call is done', async () => {
    const ended: string[] = [];
    voice.onCallEnded((id) => ended.push(id));
    const { provider_call_id: id } = await voice.startCall(request);
    await expect.poll(() => ended, { timeout: 5_000, interval: 10 }).toEqual([id]);
    voice.markEnded(id); // e.g. the webhook arriving later: no second notification
    await new Promise((r) => setTimeout(r, 60));
    expect(ended).toEqual([id]);
  });

  it('markEnded (from the webhook) notifies without waiting for polling', async () => {
    const slow = createElevenLabsVoice({ baseUrl: fake.url, apiKey: API_KEY, agentId: AGENT_ID, agentPhoneNumberId: PHONE_ID, pollIntervalMs: 60_000 });
    const ended: string[] = [];
    slow.onCallEnded((id) => ended.push(id));
    const { provider_call_id: id } = await slow.startCall(request);
    slow.markEnded(id);
    slow.markEnded(id);
    expect(ended).toEqual([id]);
    await slow.close();
  });

  it('retries a 5xx during a call and then succeeds', async () => {
    const { provider_call_id: id } = await voice.startCall(request);
    fake.failures.push({ method: 'GET', prefix: `/v1/convai/conversations/${id}`, status: 503, remaining: 2 });
    const r = await voice.getCall(id);
    expect(r.status).toBe('initiated');
    expect(fake.requests.filter((x) => x.method === 'GET')).toHaveLength(3);
  });

  it('gives a clear error when the 5xx persists', async () => {
    const { provider_call_id: id } = await voice.startCall(request);
    fake.failures.push({ method: 'GET', prefix: `/v1/convai/conversations/${id}`, status: 500, remaining: 100 });
    const err = (await voice.getCall(id).catch((e: unknown) => e)) as VoiceProviderError;
    expect(err).toBeInstanceOf(VoiceProviderError);
    expect(err.code).toBe('upstream');
    expect(err.details.status).toBe(500);
    expect(err.message).toBe(`ElevenLabs GET /v1/convai/conversations/${id} failed after 4 attempts: HTTP 500: injected 500`);
    expect(fake.requests.filter((x) => x.method === 'GET')).toHaveLength(4);
  });

  it('a network failure is retried, then reported clearly', async () => {
    // A port nobody listens on: take a free one and release it.
    const probe = http.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const dead = createElevenLabsVoice({ baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY, agentId: AGENT_ID, agentPhoneNumberId: PHONE_ID, retryBaseMs: 1, maxRetries: 2 });
    await expect(dead.getCall('conv_x')).rejects.toThrow(/failed after 3 attempts: network error \(ECONNREFUSED/);
  });

  it('an unknown conversation is not_found', async () => {
    await expect(voice.getCall('conv_nope')).rejects.toMatchObject({ code: 'not_found', details: { status: 404 } });
  });

  it('rejects a reply that does not match the documented shape', async () => {
    fake.conversationOverride = (id) => ({ conversation_id: id, status: 'exploded', transcript: 'nope' });
    await expect(voice.getCall('conv_1')).rejects.toMatchObject({ code: 'upstream', message: expect.stringMatching(/unexpected reply: status/) });
  });

  it('maps a failed call with its reason', async () => {
    fake.conversationOverride = (id) => ({ conversation_id: id, status: 'failed', transcript: [], metadata: { termination_reason: 'Call ended by remote party' }, analysis: null });
    await expect(voice.getCall('conv_1')).resolves.toMatchObject({ status: 'failed', error: 'ElevenLabs reports the call failed: Call ended by remote party' });
  });
});

describe('ElevenLabs adapter: audio', () => {
  it('downloads the recording once the call is done; null before', async () => {
    const { provider_call_id: id } = await voice.startCall(request);
    expect(await voice.getAudio(id)).toBeNull();
    while ((await voice.getCall(id)).status !== 'done');
    const audio = await voice.getAudio(id);
    expect(audio?.contentType).toBe('audio/mpeg');
    expect(audio?.body.equals(fake.audio)).toBe(true);
    const last = fake.requests.at(-1)!;
    expect(last.url).toBe(`/v1/convai/conversations/${id}/audio`);
    expect(last.headers['xi-api-key']).toBe(API_KEY);
  });

  it('retries a 5xx on audio download', async () => {
    const { provider_call_id: id } = await voice.startCall(request);
    while ((await voice.getCall(id)).status !== 'done');
    fake.failures.push({ method: 'GET', prefix: `/v1/convai/conversations/${id}/audio`, status: 502, remaining: 1 });
    expect((await voice.getAudio(id))?.body.length).toBe(fake.audio.length);
  });
});

describe('ElevenLabs post-call webhook', () => {
  const SECRET = 'wsec_test_secret';
  const now = Date.UTC(2025, 5, 1, 12, 0, 0);
  const t = Math.floor(now / 1000);
  const payload = JSON.stringify({ type: 'post_call_transcription', event_timestamp: t, data: fake.conversation('conv_9', 'done') });

  it('accepts a good signature and parses the result', () => {
    const header = elevenLabsSignatureHeader(SECRET, payload, t);
    expect(verifyElevenLabsSignature({ header, rawBody: payload, secret: SECRET, now })).toEqual({ ok: true, timestamp: t });
    expect(verifyElevenLabsSignature({ header, rawBody: Buffer.from(payload), secret: SECRET, now }).ok).toBe(true);
    const ev = parsePostCallWebhook(payload)!;
    expect(ev.type).toBe('post_call_transcription');
    expect(ev.conversation_id).toBe('conv_9');
    expect(ev.result.status).toBe('done');
    expect(ev.result.extracted_data.agreed_rate).toBe(56_700);
    expect(ev.result.transcript.map((e) => e.role)).toEqual(['agent', 'creator', 'agent', 'creator']);
  });

  it('rejects a bad signature: tampered body, wrong secret, garbage', () => {
    const header = elevenLabsSignatureHeader(SECRET, payload, t);
    expect(verifyElevenLabsSignature({ header, rawBody: payload.replace('56,700', '99,999'), secret: SECRET, now })).toEqual({ ok: false, reason: 'signature does not match' });
    expect(verifyElevenLabsSignature({ header, rawBody: payload, secret: 'other', now })).toEqual({ ok: false, reason: 'signature does not match' });
    expect(verifyElevenLabsSignature({ header: `t=${t},v0=zz`, rawBody: payload, secret: SECRET, now })).toEqual({ ok: false, reason: 'signature does not match' });
    expect(verifyElevenLabsSignature({ header: `t=${t},v0=${'a'.repeat(10)}`, rawBody: payload, secret: SECRET, now }).ok).toBe(false);
  });

  it('rejects a stale or future timestamp even when the HMAC matches', () => {
    const old = t - 1801;
    const stale = verifyElevenLabsSignature({ header: `t=${old},v0=${signElevenLabsPayload(SECRET, old, payload)}`, rawBody: payload, secret: SECRET, now });
    expect(stale).toEqual({ ok: false, reason: 'stale signature: timestamp is 1801 s old (tolerance 1800 s)' });
    const future = t + 3600;
    expect(verifyElevenLabsSignature({ header: `t=${future},v0=${signElevenLabsPayload(SECRET, future, payload)}`, rawBody: payload, secret: SECRET, now }).ok).toBe(false);
    const edge = t - 1800;
    expect(verifyElevenLabsSignature({ header: `t=${edge},v0=${signElevenLabsPayload(SECRET, edge, payload)}`, rawBody: payload, secret: SECRET, now }).ok).toBe(true);
  });

  it('rejects malformed or missing headers with a reason', () => {
    const cases: Array<[string | undefined, RegExp]> = [
      [undefined, /missing/],
      ['', /missing/],
      ['garbage', /malformed/],
      [`v0=${'a'.repeat(64)}`, /no timestamp/],
      [`t=${t}`, /no v0/],
      [`t=abc,v0=${'a'.repeat(64)}`, /malformed timestamp/],
    ];
    for (const [header, reason] of cases) {
      const r = verifyElevenLabsSignature({ header, rawBody: payload, secret: SECRET, now });
      expect(r.ok).toBe(false);
      expect(!r.ok && r.reason).toMatch(reason);
    }
    expect(verifyElevenLabsSignature({ header: elevenLabsSignatureHeader(SECRET, payload, t), rawBody: payload, secret: '', now })).toEqual({ ok: false, reason: 'no webhook secret is configured' });
  });

  it('over HTTP: a receiver built on these functions accepts good and refuses bad and stale deliveries', async () => {
    const received: string[] = [];
    const receiver = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const raw = Buffer.concat(chunks);
      const check = verifyElevenLabsSignature({ header: req.headers['elevenlabs-signature'], rawBody: raw, secret: SECRET });
      if (!check.ok) {
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: check.reason }));
      }
      const ev = parsePostCallWebhook(raw);
      if (ev) received.push(ev.conversation_id);
      res.writeHead(200).end();
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/v1/webhooks/elevenlabs`;
    const post = (header: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'ElevenLabs-Signature': header }, body: payload });
    try {
      const nowSec = Math.floor(Date.now() / 1000);
      expect((await post(elevenLabsSignatureHeader(SECRET, payload, nowSec))).status).toBe(200);
      const bad = await post(elevenLabsSignatureHeader('not-the-secret', payload, nowSec));
      expect(bad.status).toBe(401);
      expect(await bad.json()).toEqual({ message: 'signature does not match' });
      const stale = await post(elevenLabsSignatureHeader(SECRET, payload, nowSec - 3600));
      expect(stale.status).toBe(401);
      expect(((await stale.json()) as { message: string }).message).toMatch(/^stale signature/);
      expect(received).toEqual(['conv_9']);
    } finally {
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });

  it('parses call_initiation_failure as a failed call, ignores other event types, refuses malformed bodies', () => {
    const failure = parsePostCallWebhook({ type: 'call_initiation_failure', event_timestamp: t, data: { agent_id: AGENT_ID, conversation_id: 'conv_7', failure_reason: 'busy', metadata: {} } });
    expect(failure).toMatchObject({ type: 'call_initiation_failure', conversation_id: 'conv_7', result: { status: 'failed', error: 'The call could not be connected (busy).' } });
    expect(parsePostCallWebhook({ type: 'post_call_audio', event_timestamp: t, data: { conversation_id: 'conv_7', full_audio: 'AAAA' } })).toBeNull();
    expect(() => parsePostCallWebhook('{not json')).toThrow(/not valid JSON/);
    expect(() => parsePostCallWebhook({ data: {} })).toThrow(VoiceProviderError);
    expect(() => parsePostCallWebhook({ type: 'post_call_transcription', data: { conversation_id: 'c', status: 'weird' } })).toThrow(/data\.status/);
  });
});
