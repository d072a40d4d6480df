import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../http/errors.js';

/** An uploaded file spooled to a temporary file: memory stays bounded whatever its size. */
export interface SpooledUpload {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
  /** What identifies the body (the Idempotency-Key fingerprint serialises it): its digest, not where it was spooled. */
  toJSON(): { sha256: string; size: number };
}

export const isSpooledUpload = (v: unknown): v is SpooledUpload => !!v && typeof v === 'object' && typeof (v as SpooledUpload).sha256 === 'string' && typeof (v as SpooledUpload).path === 'string';

export const tooLarge = (limit: number) => new AppError(413, 'payload_too_large', `the file is larger than ${Math.round(limit / 1024 / 1024)} MB; split it into smaller files`);

/** Streams a request body to a temporary file, hashing it on the way; a body over `limit` bytes is a 413. */
export async function spoolUpload(body: Readable, limit: number, dir = tmpdir()): Promise<SpooledUpload> {
  const file = path.join(dir, `inflow-upload-${randomUUID()}.csv`);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) return done(tooLarge(limit));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, meter, createWriteStream(file));
  } catch (err) {
    await unlink(file).catch(() => undefined);
    throw err;
  }
  const sha256 = hash.digest('hex');
  return { path: file, size, sha256, toJSON: () => ({ sha256, size }) };
}

export async function discardUpload(u: SpooledUpload) {
  await unlink(u.path).catch(() => undefined);
}
