/**
 * The one contract every object-storage adapter keeps (src/storage/object-store.ts), run against each of them
 * (src/storage/object-store.test.ts).
 */
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ObjectStore } from '../src/storage/object-store.js';

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + 3) % 256));

export function objectStoreContract(name: string, make: () => ObjectStore) {
  describe(`object store contract: ${name}`, () => {
    it('put then get returns the same bytes, size and content type', async () => {
      const store = make();
      const body = bytes(5000);
      await store.put('recordings/call-1.wav', body, { contentType: 'audio/wav' });
      const got = await store.get('recordings/call-1.wav');
      expect(got).not.toBeNull();
      expect(got!.size).toBe(5000);
      expect(got!.contentType).toBe('audio/wav');
      expect(got!.range).toBeNull();
      expect(await readAll(got!.body)).toEqual(body);
    });

    it('head gives size and type without the bytes; a missing key is null', async () => {
      const store = make();
      await store.put('a/b/c.pdf', bytes(1234), { contentType: 'application/pdf' });
      expect(await store.head('a/b/c.pdf')).toEqual({ size: 1234, contentType: 'application/pdf' });
      expect(await store.head('a/b/missing.pdf')).toBeNull();
    });

    it('get with a byte range returns exactly those bytes (inclusive), with the whole size', async () => {
      const store = make();
      const body = bytes(1000);
      await store.put('range.bin', body, { contentType: 'application/octet-stream' });
      for (const [start, end] of [
        [0, 0],
        [100, 199],
        [990, 999],
        [0, 999],
      ] as const) {
        const got = await store.get('range.bin', { start, end });
        expect(got!.size).toBe(1000);
        expect(got!.range).toEqual({ start, end });
        expect(await readAll(got!.body)).toEqual(body.subarray(start, end + 1));
      }
    });

    it('a range outside the object is refused', async () => {
      const store = make();
      await store.put('short.bin', bytes(10), { contentType: 'application/octet-stream' });
      await expect(store.get('short.bin', { start: 10, end: 12 })).rejects.toMatchObject({ name: 'ObjectStoreError' });
      await expect(store.get('short.bin', { start: 5, end: 4 })).rejects.toMatchObject({ name: 'ObjectStoreError' });
    });

    it('a missing key reads as null, with or without a range', async () => {
      const store = make();
      expect(await store.get('nothing/here.wav')).toBeNull();
      expect(await store.get('nothing/here.wav', { start: 0, end: 1 })).toBeNull();
    });

    it('put replaces an object whole; delete removes it and deleting again is fine', async () => {
      const store = make();
      await store.put('replace.txt', Buffer.from('first version, longer'), { contentType: 'text/plain' });
      await store.put('replace.txt', Buffer.from('second'), { contentType: 'text/csv' });
      const got = await store.get('replace.txt');
      expect((await readAll(got!.body)).toString()).toBe('second');
      expect(got!.contentType).toBe('text/csv');
      await store.delete('replace.txt');
      expect(await store.head('replace.txt')).toBeNull();
      expect(await store.get('replace.txt')).toBeNull();
      await store.delete('replace.txt');
    });

    it('an empty object is stored and read back', async () => {
      const store = make();
      await store.put('empty.bin', Buffer.alloc(0), { contentType: 'application/octet-stream' });
      expect(await store.head('empty.bin')).toEqual({ size: 0, contentType: 'application/octet-stream' });
      expect((await readAll((await store.get('empty.bin'))!.body)).length).toBe(0);
    });

    it('keys that could escape the store or mean different things per adapter are refused', async () => {
      const store = make();
      for (const key of ['', '/abs.wav', '../up.wav', 'a/../../up.wav', 'a//b.wav', '.hidden', 'a/./b', 'sp ace.wav', 'back\\slash']) {
        await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toMatchObject({ name: 'ObjectStoreError' });
        await expect(store.get(key), key).rejects.toMatchObject({ name: 'ObjectStoreError' });
      }
    });

    it('a second store on the same backing storage sees the objects (another process)', async () => {
      const a = make();
      const b = make();
      await a.put('shared/x.wav', bytes(64), { contentType: 'audio/wav' });
      expect(await b.head('shared/x.wav')).toEqual({ size: 64, contentType: 'audio/wav' });
      expect(await readAll((await b.get('shared/x.wav', { start: 60, end: 63 }))!.body)).toEqual(bytes(64).subarray(60));
    });
  });
}
