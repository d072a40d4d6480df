/**
 * Two API processes (two apps on one database: PostgreSQL when TEST_DATABASE_URL is set, else one PGlite) with
 * the S3 object-storage adapter against a fake S3 server: a recording made through one is served, with Range,
 * by the other, which has never seen the call.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeS3 } from '../../../test/fake-s3.js';
import { buildAppOn, createTestDatabase, TEST_OWNER } from '../../../test/helpers.js';
import { createLocalEmbeddings } from '../../ai/embeddings/local.js';
import { createSimulatedVoice } from '../../ai/voice/simulated.js';
import type { TtsEngine } from '../../ai/voice/tts.js';
import { encodeWav } from '../../ai/voice/wav.js';
import type { Database } from '../../db/client.js';
import { seedCreators, seedDemo } from '../../db/seed/seed.js';
import { createRecordEmbedder } from '../matching/embed-records.js';
import { createObjectStore, createRecordingStore } from '../../storage/index.js';

/** Speech as a deterministic tone per turn (the test must not depend on espeak-ng being installed). */
const toneTts: TtsEngine = {
  name: 'tone',
  available: async () => true,
  async synthesize(turns) {
    const samples = Buffer.alloc(turns.length * 8000 * 2);
    for (let i = 0; i < samples.length / 2; i++) samples.writeInt16LE(Math.round(8000 * Math.sin(i / (3 + (i % 7)))), i * 2);
    return encodeWav({ channels: 1, sampleRate: 8000, bitsPerSample: 16 }, [samples]);
  },
};

const auth = { authorization: `Bearer ${TEST_OWNER.apiKey}` };

describe('recordings in shared object storage (S3) across API processes', () => {
  const s3 = new FakeS3();
  let db: Database;
  const dirs: string[] = [];
  const servers: Array<{ base: string; stop(): Promise<void> }> = [];

  async function startProcess() {
    const dir = mkdtempSync(path.join(tmpdir(), 'inflow-s3-process-'));
    dirs.push(dir);
    // Each process is configured the way runtime.ts does from STORAGE_PROVIDER=s3 and S3_*.
    const objects = createObjectStore(
      {
        STORAGE_PROVIDER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_BUCKET: 'inflow',
        S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: true,
      },
      { area: 'recordings', localDir: dir },
    );
    const voice = createSimulatedVoice({ timeScale: 0.02, tts: toneTts, audioDir: 'memory' });
    const embedder = await createRecordEmbedder(db, createLocalEmbeddings());
    const { app } = await buildAppOn(db, embedder, { recordingsDir: dir, deps: { voice, recordings: createRecordingStore(objects) } });
    await app.services.accounts.initialize(TEST_OWNER);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const server = {
      base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      async stop() {
        await app.close();
        await voice.close();
        await objects.close?.();
      },
    };
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    await s3.start();
    db = await createTestDatabase();
    const embedder = await createRecordEmbedder(db, createLocalEmbeddings());
    await seedCreators(db, embedder, { count: 50 });
    await seedDemo(db, embedder);
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await db.close();
    await s3.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('a recording made through one process is served, with Range, by the other', async () => {
    const a = await startProcess();
    const b = await startProcess();

    const { rows: camp } = await db.query<{ id: string }>(`select id from campaigns where status = 'planning' limit 1`);
    // A creator the campaign may call (its target countries, when it has any).
    const { rows: cr } = await db.query<{ id: string }>(
      `select cr.id from creators cr, campaigns c where c.id = $1 and cr.phone is not null
         and (cardinality(c.target_countries) = 0 or upper(cr.country) = any(select upper(x) from unnest(c.target_countries) x))
       order by cr.followers_count desc limit 1`,
      [camp[0]!.id],
    );
    const bulk = await fetch(`${a.base}/api/v1/outreach/bulk`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ campaign_id: camp[0]!.id, creator_ids: [cr[0]!.id] }),
    });
    const outreachId = ((await bulk.json()) as { entries: Array<{ id: string }> }).entries[0]!.id;
    const started = await fetch(`${a.base}/api/v1/outreach/call/initiate`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ outreach_id: outreachId }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { conversation_id } = (await started.json()) as { conversation_id: string };

    // Process A follows the call to its end and copies the recording into the bucket.
    let call: { status: string; has_recording: boolean; id: string } | undefined;
    for (let i = 0; i < 200 && !call?.has_recording; i++) {
      await new Promise((r) => setTimeout(r, 50));
      call = (await (await fetch(`${a.base}/api/v1/outreach/call/${conversation_id}/analysis`, { headers: auth })).json()) as typeof call;
      if (call?.status === 'failed') break;
    }
    expect(call).toMatchObject({ status: 'done', has_recording: true });
    const stored = s3.object('inflow', `recordings/${call!.id}.wav`);
    expect(stored?.contentType).toBe('audio/wav');
    // Nothing was written to either process's own disk.
    for (const d of dirs) expect(readdirSync(d)).toEqual([]);

    // Process B serves it: whole, a range, a suffix range, and refuses a range past the end.
    const url = `${b.base}/api/v1/outreach/call/${conversation_id}/audio`;
    const whole = await fetch(url, { headers: auth });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes).toEqual(stored!.body);
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    const size = bytes.length;

    const part = await fetch(url, { headers: { ...auth, range: 'bytes=100-1123' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${size}`);
    expect(part.headers.get('content-length')).toBe('1024');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 1124));

    const tail = await fetch(url, { headers: { ...auth, range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(size - 10));

    const past = await fetch(url, { headers: { ...auth, range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(((await past.json()) as { code: string }).code).toBe('range_not_satisfiable');

    // The bytes came from the bucket, read by process B.
    expect(s3.requests.filter((r) => r.method === 'GET' && r.key === `recordings/${call!.id}.wav`).length).toBeGreaterThanOrEqual(3);

    // Gone from the bucket: a clear 404 on any process, never a 500.
    s3.buckets.get('inflow')!.delete(`recordings/${call!.id}.wav`);
    const missing = await fetch(url, { headers: auth });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toMatch(/stored file is missing/);
  });
});
