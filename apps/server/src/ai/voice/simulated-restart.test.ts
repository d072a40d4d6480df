/**
 * The simulated provider keeps its calls in a store (the database in the product): a call placed by a process
 * that crashed is resumed by the next one that asks for it, with the same conversation, and ends once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.js';
import type { Database } from '../../db/client.js';
import { createSimulatedVoice, type SimulatedVoice, type SimulatedVoiceOptions } from './simulated.js';
import { createDbSimulatedCallStore, createMemorySimulatedCallStore, type SimulatedCallStore } from './simulated-store.js';
import type { TtsEngine } from './tts.js';
import type { CallResult, StartCallRequest } from './voice.js';
import { encodeWav } from './wav.js';

/** One second of a tone per turn: deterministic, and no dependence on espeak-ng. */
const toneTts: TtsEngine = {
  name: 'tone',
  available: async () => true,
  async synthesize(turns) {
    const samples = Buffer.alloc(turns.length * 8000 * 2);
    for (let i = 0; i < samples.length / 2; i++) samples.writeInt16LE(Math.round(6000 * Math.sin(i / 5)), i * 2);
    return encodeWav({ channels: 1, sampleRate: 8000, bitsPerSample: 16 }, [samples]);
  },
};

const request: StartCallRequest = {
  to_number: '+919876543210',
  creator: {
    id: 'cr_restart_1',
    name: 'Priya Sharma',
    niche: 'technology',
    followers_count: 245_000,
    engagement_rate: 4.2,
    typical_rate: 60_000,
    currency: 'INR',
    topics: ['smartphones', 'gadgets'],
    email: 'priya@example.com',
  },
  campaign: { id: 'camp_restart', product_name: 'Nova Buds', brand_name: 'Sonic', product_description: 'Wireless earbuds.', key_use_cases: 'Commuting', currency: 'INR' },
  negotiation: { opening_offer: 42_000, ceiling: 66_000, currency: 'INR', deliverables: 'one video and two stories' },
};

const open: SimulatedVoice[] = [];
const make = (store: SimulatedCallStore, o: SimulatedVoiceOptions = {}) => {
  const v = createSimulatedVoice({ timeScale: 0.1, tts: toneTts, audioDir: 'memory', store, ...o });
  open.push(v);
  return v;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((v) => v.close()));
});

async function until(voice: SimulatedVoice, id: string, ok: (r: CallResult) => boolean): Promise<CallResult> {
  for (let i = 0; i < 400; i++) {
    const r = await voice.getCall(id);
    if (ok(r)) return r;
    await new Promise((res) => setTimeout(res, 10));
  }
  throw new Error(`call ${id} never reached the expected state`);
}
const ended = (r: CallResult) => r.status === 'done' || r.status === 'failed';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe.each([
  ['memory', () => createMemorySimulatedCallStore()],
  ['database (simulated_calls)', () => createDbSimulatedCallStore(db)],
])('simulated calls survive a crash: %s store', (_name, makeStore) => {
  it('a call cut off mid-conversation is resumed by the next process, with the same conversation, and ends done', async () => {
    const store = makeStore();
    const first = make(store);
    const { provider_call_id: id } = await first.startCall(request);
    await until(first, id, (r) => r.status === 'in-progress');
    // The crash: the process's timers are gone, nothing more is written.
    await first.close();

    const second = make(store);
    const during = await second.getCall(id);
    expect(['in-progress', 'processing', 'done']).toContain(during.status);
    const result = await until(second, id, ended);
    expect(result.status).toBe('done');

    // The same conversation as an uninterrupted call of the same request.
    const reference = make(createMemorySimulatedCallStore());
    const ref = await until(reference, (await reference.startCall(request)).provider_call_id, ended);
    expect(result.transcript.map((t) => [t.role, t.message])).toEqual(ref.transcript.map((t) => [t.role, t.message]));
    expect(result.summary).toBe(ref.summary);
    expect(result.extracted_data).toEqual(ref.extracted_data);
    expect(result.negotiation).toEqual(ref.negotiation);

    const audio = await second.getAudio(id);
    expect(audio?.contentType).toBe('audio/wav');
    expect(audio!.body.subarray(0, 4).toString()).toBe('RIFF');
    expect((await store.get(id))?.state).toBe('done');
  });

  it('a call that ended while its process was gone is read from the store, with its recording', async () => {
    const store = makeStore();
    const first = make(store);
    const { provider_call_id: id } = await first.startCall(request);
    const done = await until(first, id, ended);
    await first.close();

    const second = make(store);
    expect(await second.getCall(id)).toEqual(done);
    const audio = await second.getAudio(id);
    expect(audio!.body.subarray(0, 4).toString()).toBe('RIFF');
    expect(second.activeCalls()).toBe(0);
  });

  it('a call interrupted before it was answered still ends (no answer) after the restart, once', async () => {
    const store = makeStore();
    const first = make(store, { noAnswerNumbers: [request.to_number] });
    const { provider_call_id: id } = await first.startCall(request);
    await first.close();
    // Two processes ask at once: the call ends once in the store, both report the same.
    const a = make(store, { noAnswerNumbers: [request.to_number] });
    const b = make(store, { noAnswerNumbers: [request.to_number] });
    const [ra, rb] = await Promise.all([until(a, id, ended), until(b, id, ended)]);
    expect(ra).toMatchObject({ status: 'failed', error: `No answer from ${request.to_number}.` });
    expect(rb).toMatchObject({ status: 'failed' });
    expect(await store.end(id, 'done', ra)).toBe(false);
    expect(await a.getAudio(id)).toBeNull();
  });

  it('an id nobody placed is not_found', async () => {
    const voice = make(makeStore());
    await expect(voice.getCall('sim_nope')).rejects.toMatchObject({ code: 'not_found' });
    await expect(voice.getAudio('sim_nope')).rejects.toMatchObject({ code: 'not_found' });
  });
});
