/**
 * Object storage on any S3-compatible service (AWS S3, MinIO, Cloudflare R2) through AWS SDK v3
 * (docs/decisions/0012). Path-style addressing (S3_FORCE_PATH_STYLE) for MinIO and most self-hosted services.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertValidKey, assertValidRange, ObjectStoreError, type ObjectStore } from './object-store.js';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** Empty for AWS S3; the service's URL for MinIO, R2 (https://<account>.r2.cloudflarestorage.com), ... */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** https://host/bucket/key instead of https://bucket.host/key (MinIO, most self-hosted services). */
  forcePathStyle?: boolean;
  /** Prepended to every key, e.g. 'recordings/' so one bucket holds recordings, contracts and uploads. */
  prefix?: string;
  /** Attempts per request, including the first (SDK default 3). */
  maxAttempts?: number;
}

const statusOf = (err: unknown): number | undefined => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (err: unknown) => {
  const name = (err as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
};

export function createS3ObjectStore(opts: S3ObjectStoreOptions): ObjectStore {
  const prefix = opts.prefix ?? '';
  if (prefix) assertValidKey(prefix.replace(/\/$/, ''));
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle ?? false,
    // Without keys the SDK's default chain applies (environment, shared config, instance role).
    credentials: opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
    maxAttempts: opts.maxAttempts,
    // The SDK's default since 3.729 adds CRC32 checksums to every request and validates them on responses;
    // several S3-compatible services (older MinIO, R2 for some operations) reject or omit them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const keyOf = (key: string) => {
    assertValidKey(key);
    return prefix + key;
  };
  const fail = (what: string, key: string, err: unknown): never => {
    const code = err instanceof S3ServiceException ? err.name : (err as { code?: string }).code;
    throw new ObjectStoreError(`Object storage ${what} '${key}' failed: ${code ? `${code}: ` : ''}${(err as Error).message}`, {
      key,
      status: statusOf(err),
      code,
      cause: err,
    });
  };

  return {
    kind: 's3',

    async put(key, body, { contentType }) {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType, ContentLength: body.length }));
      } catch (err) {
        fail('put', key, err);
      }
    },

    async get(key, range) {
      if (range) {
        // Checked here so both adapters refuse the same ranges (S3 answers 416 for some, clamps others).
        const info = await this.head(key);
        if (!info) return null;
        assertValidRange(range, info.size, key);
      }
      try {
        const r = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        const total = r.ContentRange ? Number(/\/(\d+)$/.exec(r.ContentRange)?.[1]) : Number(r.ContentLength);
        if (!(r.Body instanceof Readable)) throw new Error('the response has no readable body');
        return { body: r.Body, size: total, contentType: r.ContentType ?? 'application/octet-stream', range: range ?? null };
      } catch (err) {
        if (isNotFound(err)) return null;
        return fail('get', key, err);
      }
    },

    async head(key) {
      try {
        const r = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: Number(r.ContentLength ?? 0), contentType: r.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) return null;
        return fail('head', key, err);
      }
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
      } catch (err) {
        if (isNotFound(err)) return;
        fail('delete', key, err);
      }
    },

    async close() {
      client.destroy();
    },
  };
}
