import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeS3 } from '../../test/fake-s3.js';
import { objectStoreContract, readAll } from '../../test/object-store-contract.js';
import { createObjectStore } from './index.js';
import { createLocalObjectStore } from './local.js';
import { parseRangeHeader, type ObjectStore } from './object-store.js';
import { createS3ObjectStore } from './s3.js';

const dir = mkdtempSync(path.join(tmpdir(), 'inflow-objects-'));
const s3 = new FakeS3();
const opened: ObjectStore[] = [];
beforeAll(() => s3.start());
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close?.()));
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

const s3Store = (o: Partial<Parameters<typeof createS3ObjectStore>[0]> = {}) => {
  const store = createS3ObjectStore({
    bucket: 'inflow',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: s3.credentials.accessKeyId,
    secretAccessKey: s3.credentials.secretAccessKey,
    forcePathStyle: true,
    prefix: 'test/',
    maxAttempts: 1,
    ...o,
  });
  opened.push(store);
  return store;
};

objectStoreContract('local folder', () => createLocalObjectStore(dir));
objectStoreContract('S3 (fake S3 server, path-style)', () => s3Store());

describe('local folder adapter', () => {
  it('writes then renames: no temporary files are left, and files from before the store keep a type from their extension', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'inflow-objects-local-'));
    try {
      const store = createLocalObjectStore(root);
      await store.put('call-1.wav', Buffer.from('RIFF....'), { contentType: 'audio/wav' });
      expect(readdirSync(root).sort()).toEqual(['.call-1.wav.type', 'call-1.wav']);
      rmSync(path.join(root, '.call-1.wav.type'));
      expect(await store.head('call-1.wav')).toEqual({ size: 8, contentType: 'audio/wav' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('S3 adapter', () => {
  it('addresses objects path-style under its prefix in the bucket, signed with the configured key', async () => {
    const store = s3Store({ prefix: 'recordings/' });
    s3.requests.length = 0;
    await store.put('abc.wav', Buffer.from('RIFF'), { contentType: 'audio/wav' });
    expect(s3.object('inflow', 'recordings/abc.wav')?.body.toString()).toBe('RIFF');
    expect(s3.requests[0]).toMatchObject({ method: 'PUT', bucket: 'inflow', key: 'recordings/abc.wav', accessKeyId: s3.credentials.accessKeyId });
    const got = await store.get('abc.wav', { start: 1, end: 2 });
    expect((await readAll(got!.body)).toString()).toBe('IF');
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', range: 'bytes=1-2' });
  });

  it('reports the service error by its S3 code (wrong key, missing bucket)', async () => {
    await expect(s3Store({ accessKeyId: 'WRONGKEY' }).put('x.wav', Buffer.from('x'), { contentType: 'audio/wav' })).rejects.toMatchObject({
      name: 'ObjectStoreError',
      details: { code: 'InvalidAccessKeyId', status: 403 },
    });
    await expect(s3Store({ bucket: 'no-such-bucket' }).put('x.wav', Buffer.from('x'), { contentType: 'audio/wav' })).rejects.toMatchObject({
      details: { code: 'NoSuchBucket', status: 404 },
    });
  });

  it('is chosen by STORAGE_PROVIDER=s3, with recordings under recordings/ in the bucket', async () => {
    const store = createObjectStore(
      {
        STORAGE_PROVIDER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'auto',
        S3_BUCKET: 'inflow',
        S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: true,
      },
      { area: 'recordings', localDir: dir },
    );
    opened.push(store);
    expect(store.kind).toBe('s3');
    await store.put('from-config.wav', Buffer.from('RIFF'), { contentType: 'audio/wav' });
    expect(s3.object('inflow', 'recordings/from-config.wav')).not.toBeNull();
    expect(createObjectStore({}, { area: 'recordings', localDir: dir }).kind).toBe('local');
  });
});

describe('HTTP Range header', () => {
  it('serves one range of bytes and ignores what it does not serve', () => {
    expect(parseRangeHeader(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader('bytes=0-9', 100)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
    expect(parseRangeHeader('bytes=90-', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRangeHeader('bytes=50-500', 100)).toEqual({ kind: 'range', range: { start: 50, end: 99 } });
    expect(parseRangeHeader('bytes=-10', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRangeHeader('bytes=-500', 100)).toEqual({ kind: 'range', range: { start: 0, end: 99 } });
    expect(parseRangeHeader('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader('items=0-1', 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader('bytes=9-3', 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader('bytes=-', 100)).toEqual({ kind: 'whole' });
  });
});
