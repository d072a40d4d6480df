import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRng, INTEREST_THRESHOLD, makePersona, priceRange } from '../../agent/negotiation.js';
import { createVoiceProvider } from './index.js';
import { createSimulatedVoice, simulateConversation, spokenMoney, type SimulatedVoice } from './simulated.js';
import { createEspeakTts, createNoTts } from './tts.js';
import type { CallResult, CallStatus, StartCallRequest } from './voice.js';
import { parseWav } from './wav.js';

const baseRequest = (over: { creatorId?: string; rate?: number; email?: string | null; to?: string; opening?: number; ceiling?: number } = {}): StartCallRequest => {
  const rate = over.rate ?? 60_000;
  return {
    to_number: over.to ?? '+14155550123',
    creator: {
      id: over.creatorId ?? 'creator-1',
      name: 'Priya Sharma',
      niche: 'technology',
      followers_count: 245_000,
      engagement_rate: 4.2,
      typical_rate: rate,
      currency: 'INR',
      topics: ['smartphones', 'gadgets'],
      email: over.email === undefined ? 'priya@example.com' : over.email,
    },
    campaign: {
      id: 'camp-1',
      product_name: 'Nova Buds',
      brand_name: 'Sonic',
      product_description: 'Wireless earbuds with a 40-hour battery and active noise cancelling. Ships in May.',
      key_use_cases: 'Commuting, workouts and calls',
      currency: 'INR',
    },
    negotiation: { opening_offer: over.opening ?? Math.round(rate * 0.7), ceiling: over.ceiling ?? rate, currency: 'INR', deliverables: 'one dedicated YouTube video and two Instagram stories' },
  };
};

/** A creator id whose persona (seed 'inflow') satisfies a predicate. */
function findCreator(pred: (p: ReturnType<typeof makePersona>) => boolean, rate = 60_000): string {
  for (let i = 0; i < 10_000; i++) if (pred(makePersona({ id: `c-${i}`, typical_rate: rate, niche: 'technology', topics: ['smartphones', 'gadgets'] }, 'inflow'))) return `c-${i}`;
  throw new Error('no such creator');
}

async function waitForEnd(voice: SimulatedVoice, id: string, everyMs = 3): Promise<{ statuses: CallStatus[]; transcriptLengths: number[]; last: CallResult }> {
  const statuses: CallStatus[] = [];
  const transcriptLengths: number[] = [];
  for (;;) {
    const r = await voice.getCall(id);
    if (statuses.at(-1) !== r.status) statuses.push(r.status);
    transcriptLengths.push(r.transcript.length);
    if (r.status === 'done' || r.status === 'failed') return { statuses, transcriptLengths, last: r };
    await new Promise((res) => setTimeout(res, everyMs));
  }
}

let hasEspeak = false;
let tmp: string;
beforeAll(async () => {
  hasEspeak = await createEspeakTts().available();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'inflow-voice-test-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const open: SimulatedVoice[] = [];
const make = (opts: Parameters<typeof createSimulatedVoice>[0] = {}) => {
  const v = createSimulatedVoice({ timeScale: 0.03, audioDir: tmp, ...opts });
  open.push(v);
  return v;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((v) => v.close()));
});

describe('simulated voice: a call happens in time', () => {
  it('goes initiated -> in-progress -> processing -> done, with the transcript growing, and ends with a full result', async () => {
    const voice = make({ tts: createNoTts() });
    const ended: string[] = [];
    voice.onCallEnded((id) => ended.push(id));
    const creatorId = findCreator((p) => p.interest >= 0.6 && p.floor <= 60_000);
    const t0 = Date.now();
    const { provider_call_id: id } = await voice.startCall(baseRequest({ creatorId }));
    expect(id).toMatch(/^sim_[0-9a-f]{32}$/);
    expect((await voice.getCall(id)).status).toBe('initiated');
    expect(voice.activeCalls()).toBe(1);
    const { statuses, transcriptLengths, last } = await waitForEnd(voice, id);
    // ring 30 ms + talk 120 ms + processing 30 ms at timeScale 0.03
    expect(Date.now() - t0).toBeGreaterThanOrEqual(150);
    expect(statuses).toEqual(['initiated', 'in-progress', 'processing', 'done']);
    // the transcript grows during the call
    expect(new Set(transcriptLengths).size).toBeGreaterThan(3);
    expect(ended).toEqual([id]);
    expect(voice.activeCalls()).toBe(0);

    expect(last.summary).toMatch(/Priya Sharma .* Sonic's Nova Buds/);
    expect(last.call_successful).toBe(true);
    expect(last.duration_seconds).toBeGreaterThan(30);
    expect(Object.keys(last.evaluation_results).sort()).toEqual(['communication_quality', 'information_gathering', 'interest_assessment', 'next_steps']);
    for (const e of Object.values(last.evaluation_results)) {
      expect(['success', 'failure', 'unknown']).toContain(e.result);
      expect(e.rationale.length).toBeGreaterThan(20);
    }
    const x = last.extracted_data;
    expect(x.interest_level).toBe('high');
    expect(x.agreed_rate).toBeGreaterThan(0);
    expect(x.agreed_rate).toBeLessThanOrEqual(60_000);
    expect(x.deliverables).toBe('one dedicated YouTube video and two Instagram stories');
    expect(x.collaboration_rate).toMatch(/₹[\d,]+ agreed \(asked ₹[\d,]+\)/);
    expect(x.content_preferences).toBeTruthy();
    expect(x.timeline).toBeTruthy();
    expect(x.contact_info).toBe('priya@example.com');
    expect(x.follow_up_actions).toMatch(/contract/);
    expect(last.negotiation).toMatchObject({ ceiling: 60_000, opening_offer: 42_000, outcome: 'deal', agreed_rate: x.agreed_rate });

    // The conversation covers greeting, pitch, interest, rates, content, timeline, contact and closing.
    const text = last.transcript.map((e) => e.message).join('\n');
    for (const re of [/^Hi Priya, this is Alex/, /Nova Buds/, /Commuting|commuting/, /rate/, /What kind of content/, /timeline/, /priya@example\.com/, /Thanks so much/]) expect(text).toMatch(re);
    expect(new Set(last.transcript.map((e) => e.role))).toEqual(new Set(['agent', 'creator']));
    for (let i = 1; i < last.transcript.length; i++) expect(last.transcript[i]!.time_in_call_secs).toBeGreaterThan(last.transcript[i - 1]!.time_in_call_secs);
    expect(last.transcript.at(-1)!.time_in_call_secs).toBeLessThan(last.duration_seconds!);
    // without a TTS engine the product says plainly why there is no recording
    expect(await voice.getAudio(id)).toBeNull();
    expect(last.recording_unavailable_reason).toMatch(/unavailable/i);
  });

  it('an uninterested creator declines politely: no deal, nothing agreed', async () => {
    const voice = make({ tts: createNoTts() });
    const creatorId = findCreator((p) => p.interest < INTEREST_THRESHOLD);
    const { provider_call_id: id } = await voice.startCall(baseRequest({ creatorId }));
    const { last } = await waitForEnd(voice, id);
    expect(last.status).toBe('done');
    expect(last.call_successful).toBe(false);
    expect(last.extracted_data).toMatchObject({ interest_level: 'low', agreed_rate: null, deliverables: null, collaboration_rate: null });
    expect(last.summary).toMatch(/declined/);
    expect(last.transcript.some((e) => e.role === 'creator' && /pass on this one|not taking on new brand partnerships/.test(e.message))).toBe(true);
    expect(last.transcript.at(-1)!.message).toMatch(/have a great day/);
    expect(last.evaluation_results.next_steps!.result).toBe('failure');
  });

  it('an unanswered number ends failed with a reason', async () => {
    const voice = make({ tts: createNoTts(), noAnswerNumbers: ['+14155550199'] });
    const ended: string[] = [];
    voice.onCallEnded((id) => ended.push(id));
    const { provider_call_id: id } = await voice.startCall(baseRequest({ to: '+14155550199' }));
    const { statuses, last } = await waitForEnd(voice, id);
    expect(statuses).toEqual(['initiated', 'failed']);
    expect(last.error).toBe('No answer from +14155550199.');
    expect(ended).toEqual([id]);
  });

  it('rejects bad requests and unknown ids with typed errors', async () => {
    const voice = make({ tts: createNoTts() });
    await expect(voice.startCall(baseRequest({ to: '4155550123' }))).rejects.toMatchObject({ code: 'bad_request', message: expect.stringMatching(/to_number/) });
    await expect(voice.startCall(baseRequest({ opening: 70_000, ceiling: 60_000 }))).rejects.toMatchObject({ code: 'bad_request', message: expect.stringMatching(/opening_offer must not exceed ceiling/) });
    await expect(voice.startCall(baseRequest({ rate: 0, opening: 10, ceiling: 100 }))).rejects.toMatchObject({ code: 'bad_request', message: expect.stringMatching(/typical_rate/) });
    await expect(voice.getCall('sim_nope')).rejects.toMatchObject({ code: 'not_found' });
    await expect(voice.getAudio('sim_nope')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('runs many calls at once', async () => {
    const voice = make({ tts: createNoTts() });
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => voice.startCall(baseRequest({ creatorId: `bulk-${i}` }))));
    expect(voice.activeCalls()).toBe(50);
    const results = await Promise.all(ids.map((r) => waitForEnd(voice, r.provider_call_id, 10)));
    expect(results.every((r) => r.last.status === 'done')).toBe(true);
    expect(new Set(ids.map((r) => r.provider_call_id)).size).toBe(50);
  });

  it('createVoiceProvider picks the simulated provider by default and scales SIMULATED_CALL_SECONDS', async () => {
    const voice = createVoiceProvider({ SIMULATED_CALL_SECONDS: 0.12 }, { simulated: { tts: createNoTts(), audioDir: 'memory' } }) as SimulatedVoice;
    open.push(voice);
    expect(voice.name).toBe('simulated');
    const t0 = Date.now();
    const { provider_call_id: id } = await voice.startCall(baseRequest());
    await waitForEnd(voice, id);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(() => createVoiceProvider({ VOICE_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'k' })).toThrow(/ELEVENLABS_AGENT_ID, ELEVENLABS_PHONE_NUMBER_ID/);
    expect(createVoiceProvider({ VOICE_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'k', ELEVENLABS_AGENT_ID: 'a', ELEVENLABS_PHONE_NUMBER_ID: 'p' }).name).toBe('elevenlabs');
  });
});

describe('simulated voice: negotiation inside the call', () => {
  it('never agrees above the ceiling (nor below the creator floor), over hundreds of simulated creators', () => {
    const rng = createRng('sim-ceiling');
    let deals = 0;
    for (let i = 0; i < 400; i++) {
      const rate = Math.round(rng.range(500, 90_000));
      const range = priceRange({ remainingBudget: rng.range(rate * 0.5, rate * 6), creatorsLeft: rng.int(1, 5), creatorRate: rate, perCreatorShare: rng.range(rate * 0.5, rate * 1.4) });
      if (range.ceiling <= 0) continue;
      const req = baseRequest({ creatorId: `prop-${i}`, rate, opening: range.opening_offer, ceiling: range.ceiling });
      const conv = simulateConversation(req);
      const agreed = conv.extracted_data.agreed_rate;
      if (agreed !== null) {
        deals++;
        expect(agreed).toBeLessThanOrEqual(range.ceiling);
        expect(agreed).toBeGreaterThanOrEqual(conv.persona.floor);
        expect(conv.call_successful).toBe(true);
      } else {
        expect(conv.call_successful).toBe(false);
      }
      // No amount above the ceiling is ever offered by our agent in the transcript.
      for (const m of conv.negotiation.moves) if (m.by === 'agent' && m.kind === 'offer') expect(m.amount).toBeLessThanOrEqual(range.ceiling);
    }
    expect(deals).toBeGreaterThan(100);
  });

  it('is deterministic for a request and seed', () => {
    const a = simulateConversation(baseRequest({ creatorId: 'det' }), { seed: 5 });
    const b = simulateConversation(baseRequest({ creatorId: 'det' }), { seed: 5 });
    expect(a.lines).toEqual(b.lines);
    expect(a.summary).toBe(b.summary);
  });

  it('speaks amounts in words for the recording and shows them formatted in the transcript', () => {
    expect(spokenMoney(75_000, 'INR')).toBe('75,000 rupees');
    expect(spokenMoney(1, 'USD')).toBe('1 dollar');
    const conv = simulateConversation(baseRequest({ creatorId: findCreator((p) => p.interest >= 0.6) }));
    const ask = conv.lines.find((l) => /₹/.test(l.text))!;
    expect(ask.speech).toMatch(/\d rupees/);
    expect(ask.speech).not.toMatch(/₹/);
  });
});

describe('simulated voice: recording', () => {
  it('produces one valid PCM WAV of the whole conversation whose timings match the transcript', async (ctx) => {
    if (!hasEspeak) {
      ctx.skip('espeak-ng is not installed on this machine: the WAV assertions need it (apt-get install espeak-ng)');
      return;
    }
    const dir = await mkdtemp(path.join(tmp, 'rec-'));
    const voice = make({ audioDir: dir });
    const ended: string[] = [];
    voice.onCallEnded((id) => ended.push(id));
    const { provider_call_id: id } = await voice.startCall(baseRequest({ creatorId: findCreator((p) => p.interest >= 0.6) }));
    expect(await voice.getAudio(id)).toBeNull(); // not before the call is done
    const { last } = await waitForEnd(voice, id, 10);
    expect(last.status).toBe('done');
    expect(last.recording_unavailable_reason).toBeUndefined();
    const audio = await voice.getAudio(id);
    expect(audio).not.toBeNull();
    expect(audio!.contentType).toBe('audio/wav');
    const wav = audio!.body;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 12, 16)).toBe('fmt ');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    const { format, data } = parseWav(wav);
    const seconds = data.length / (format.sampleRate * format.channels * (format.bitsPerSample / 8));
    expect(seconds).toBeGreaterThan(5);
    expect(Math.abs(seconds - last.duration_seconds!)).toBeLessThanOrEqual(1);
    expect(last.transcript.at(-1)!.time_in_call_secs).toBeLessThan(seconds);
    // not silence
    let peak = 0;
    for (let i = 0; i < data.length; i += 2) peak = Math.max(peak, Math.abs(data.readInt16LE(i)));
    expect(peak).toBeGreaterThan(1_000);
    // stored in audioDir
    expect(await readdir(dir)).toEqual([`${id}.wav`]);
  });

  it('speaks agent and creator with two different voices', async (ctx) => {
    if (!hasEspeak) {
      ctx.skip('espeak-ng is not installed on this machine (apt-get install espeak-ng)');
      return;
    }
    const tts = createEspeakTts();
    const text = 'Thanks so much, that sounds great.';
    const a = await tts.synthesizeTimed!([{ role: 'agent', text }]);
    const c = await tts.synthesizeTimed!([{ role: 'creator', text }]);
    expect(a!.wav.equals(c!.wav)).toBe(false);
    expect(Math.abs(a!.duration - c!.duration)).toBeGreaterThan(0.01);
    const both = await tts.synthesizeTimed!([
      { role: 'agent', text: '-5 degrees is cold.' },
      { role: 'creator', text: '' },
      { role: 'creator', text },
    ]);
    expect(both!.starts).toHaveLength(3);
    // 300 ms of silence between turns
    expect(both!.starts[2]! - (both!.starts[0]! + both!.durations[0]!)).toBeCloseTo(0.3, 2);
  });

  it('reports the recording unavailable, plainly, when espeak-ng is missing', async () => {
    const tts = createEspeakTts({ binary: 'definitely-not-espeak-ng' });
    expect(await tts.available()).toBe(false);
    expect(await tts.synthesize([{ role: 'agent', text: 'hello' }])).toBeNull();
    const voice = make({ tts });
    const { provider_call_id: id } = await voice.startCall(baseRequest());
    const { last } = await waitForEnd(voice, id);
    expect(last.status).toBe('done');
    expect(await voice.getAudio(id)).toBeNull();
    expect(last.recording_unavailable_reason).toMatch(/definitely-not-espeak-ng is not installed; the recording is unavailable/);
    expect(last.duration_seconds).toBeGreaterThan(0);
  });
});
