/**
 * Where contract PDFs and uploaded drafts are kept: the object storage of storage/ (a local folder or an
 * S3-compatible bucket, area 'files'). Only the two calls this feature needs are named here.
 */
import type { Readable } from 'node:stream';

export interface FileStore {
  put(key: string, body: Buffer, opts: { contentType: string }): Promise<void>;
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
}

export async function readFileBytes(store: FileStore, key: string): Promise<Buffer | null> {
  const obj = await store.get(key);
  if (!obj) return null;
  const chunks: Buffer[] = [];
  for await (const c of obj.body) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}
