/**
 * A fake of the parts of the S3 API object storage uses, on 127.0.0.1 (no network): path-style
 * PutObject, GetObject (with Range), HeadObject and DeleteObject, answering errors in S3's XML format
 * (NoSuchKey, NoSuchBucket, InvalidRange, InvalidAccessKeyId). Objects live in memory.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3Request {
  method: string;
  bucket: string;
  key: string;
  range?: string;
  accessKeyId: string | null;
}

export class FakeS3 {
  readonly buckets = new Map<string, Map<string, StoredObject>>();
  readonly requests: FakeS3Request[] = [];
  private server = http.createServer((req, res) => void this.handle(req, res));

  constructor(
    readonly credentials: { accessKeyId: string; secretAccessKey: string } = { accessKeyId: 'FAKEACCESSKEY', secretAccessKey: 'fake-secret-key-0123456789' },
    buckets: string[] = ['inflow'],
  ) {
    for (const b of buckets) this.buckets.set(b, new Map());
  }

  get endpoint() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return this;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  /** The stored object, for assertions. */
  object(bucket: string, key: string) {
    return this.buckets.get(bucket)?.get(key) ?? null;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const method = req.method ?? 'GET';
    const auth = req.headers.authorization ?? '';
    const accessKeyId = /Credential=([^/]+)\//.exec(auth)?.[1] ?? null;
    const range = req.headers.range;
    this.requests.push({ method, bucket: decodeURIComponent(bucket), key, range, accessKeyId });
    const requestId = randomBytes(8).toString('hex').toUpperCase();

    const error = (status: number, code: string, message: string, extra: Record<string, string> = {}) => {
      const fields = Object.entries(extra)
        .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
        .join('');
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${fields}<RequestId>${requestId}</RequestId></Error>`;
      res.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId, ...(method === 'HEAD' ? {} : { 'content-length': String(Buffer.byteLength(xml)) }) });
      // HEAD answers carry no body: the SDK maps the bare status (404 -> NotFound).
      res.end(method === 'HEAD' ? undefined : xml);
    };

    if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !/Signature=[0-9a-f]{64}/.test(auth)) {
      return error(403, 'AccessDenied', 'Requests must be signed with AWS Signature Version 4.');
    }
    if (accessKeyId !== this.credentials.accessKeyId) {
      return error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: accessKeyId ?? '' });
    }
    const objects = this.buckets.get(decodeURIComponent(bucket));
    if (!objects) return error(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });
    if (!key) return error(400, 'InvalidRequest', 'This fake serves object operations only (path-style /bucket/key).');

    if (method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream', etag, lastModified: new Date() });
      res.writeHead(200, { etag, 'x-amz-request-id': requestId, 'content-length': '0' });
      return res.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204, { 'x-amz-request-id': requestId });
      return res.end();
    }
    if (method !== 'GET' && method !== 'HEAD') return error(405, 'MethodNotAllowed', `The specified method is not allowed against this resource.`);

    const obj = objects.get(key);
    if (!obj) return error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
    const headers: Record<string, string> = {
      'content-type': obj.contentType,
      etag: obj.etag,
      'last-modified': obj.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
      'x-amz-request-id': requestId,
    };
    const size = obj.body.length;
    let status = 200;
    let bytes = obj.body;
    const m = method === 'GET' && range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
    if (m) {
      let start: number;
      let end: number;
      if (m[1] === '') {
        start = Math.max(0, size - Number(m[2]));
        end = size - 1;
      } else {
        start = Number(m[1]);
        end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
      }
      if (start >= size || end < start) {
        return error(416, 'InvalidRange', 'The requested range is not satisfiable', { RangeRequested: range!, ActualObjectSize: String(size) });
      }
      status = 206;
      bytes = obj.body.subarray(start, end + 1);
      headers['content-range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['content-length'] = String(bytes.length);
    res.writeHead(status, headers);
    res.end(method === 'HEAD' ? undefined : bytes);
  }
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
