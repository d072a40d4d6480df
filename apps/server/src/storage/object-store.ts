/**
 * Object storage: recordings today, contracts and uploads next. Two adapters with one contract
 * (test/object-store-contract.ts runs the same suite against both):
 *   - local.ts  a folder on this machine (default; one process, or processes sharing a volume)
 *   - s3.ts     any S3-compatible service (AWS S3, MinIO, Cloudflare R2), shared by every process
 */
import type { Readable } from 'node:stream';

export interface ObjectInfo {
  /** Bytes in the whole object. */
  size: number;
  contentType: string;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectBody extends ObjectInfo {
  /** The requested bytes (the whole object without a range). */
  body: Readable;
  /** The range served, or null for the whole object. */
  range: ByteRange | null;
}

export interface ObjectStore {
  /** 'local' or 's3', for logs and health output. */
  readonly kind: 'local' | 's3';
  /** Stores the object; a reader sees the old object or the whole new one, never part of it. */
  put(key: string, body: Buffer, opts: { contentType: string }): Promise<void>;
  /** The object's bytes (start..end inclusive when a range is given, which must lie inside the object); null when it does not exist. */
  get(key: string, range?: ByteRange): Promise<ObjectBody | null>;
  /** Size and type without the bytes; null when it does not exist. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  close?(): Promise<void>;
}

export class ObjectStoreError extends Error {
  constructor(
    message: string,
    readonly details: { key?: string; status?: number; code?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ObjectStoreError';
  }
}

/**
 * Keys are relative paths of safe characters ('recordings/abc.wav'): no leading slash, no '.' or '..' segments,
 * so a key can never point outside the local folder and means the same thing in every adapter.
 */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (key.length === 0 || key.length > 512 || !segments.every((s) => SEGMENT.test(s))) {
    throw new ObjectStoreError(`Invalid object key '${key}': use letters, digits, '.', '_' and '-' in '/'-separated segments`, { key });
  }
}

export function assertValidRange(range: ByteRange | undefined, size: number, key: string): void {
  if (!range) return;
  if (!Number.isInteger(range.start) || !Number.isInteger(range.end) || range.start < 0 || range.end < range.start || range.end >= size) {
    throw new ObjectStoreError(`Range ${range.start}-${range.end} is outside object '${key}' of ${size} bytes`, { key, code: 'InvalidRange' });
  }
}

export type RangeRequest = { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Reads an HTTP Range header (RFC 9110 14.2) against an object of `size` bytes. One range of bytes is served
 * (a-b, a-, -n); a header we do not serve (other units, several ranges, garbage) is ignored and the whole object
 * is sent, as the RFC allows. Unsatisfiable: the first byte is at or past the end.
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    // Suffix: the last n bytes.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - n), end: size - 1 } };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}
