/**
 * A fake of the YouTube Data API v3 `videos.list` on 127.0.0.1 (no network): GET /youtube/v3/videos?part=…&id=…&key=…
 * with Google's reply shapes: a videoListResponse (counts as strings of digits; likeCount absent when likes are
 * hidden, commentCount absent when comments are off), an empty items list for an unknown or private video, and
 * Google's error JSON for a bad key (400 API_KEY_INVALID) and a used-up quota (403 quotaExceeded).
 */
import type http from 'node:http';
import { FakeHttpServer } from './fake-http-server.js';

export const YT_KEY = 'AIzaFakeYouTubeKey0123456789';

export interface YtVideo {
  title: string;
  viewCount?: string;
  likeCount?: string;
  commentCount?: string;
}

export class FakeYouTube extends FakeHttpServer {
  requests: { path: string; query: URLSearchParams }[] = [];
  videos = new Map<string, YtVideo>();
  quotaExceeded = false;
  /** The next answer is this body with status 200 (a malformed reply). */
  malformedNext: unknown = undefined;


  protected handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    this.requests.push({ path: u.pathname, query: u.searchParams });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    const error = (code: number, message: string, reason: string, domain = 'global', status = 'INVALID_ARGUMENT', details?: unknown) =>
      send(code, { error: { code, message, errors: [{ message, domain, reason }], status, ...(details ? { details } : {}) } });
    if (req.method !== 'GET' || u.pathname !== '/youtube/v3/videos') return error(404, 'Not Found', 'notFound', 'global', 'NOT_FOUND');
    if (u.searchParams.get('key') !== YT_KEY) {
      return error(400, 'API key not valid. Please pass a valid API key.', 'badRequest', 'global', 'INVALID_ARGUMENT', [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com', metadata: { service: 'youtube.googleapis.com' } },
      ]);
    }
    if (this.quotaExceeded) {
      return error(403, 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.', 'quotaExceeded', 'youtube.quota', 'PERMISSION_DENIED');
    }
    const part = (u.searchParams.get('part') ?? '').split(',');
    if (!part.includes('statistics')) return error(400, "'part' must include statistics for this fake", 'invalidPart', 'youtube.parameter');
    if (this.malformedNext !== undefined) {
      const b = this.malformedNext;
      this.malformedNext = undefined;
      return send(200, b);
    }
    const ids = (u.searchParams.get('id') ?? '').split(',').filter(Boolean);
    const items = ids
      .filter((id) => this.videos.has(id))
      .map((id) => {
        const v = this.videos.get(id)!;
        const statistics: Record<string, string> = { favoriteCount: '0' };
        if (v.viewCount !== undefined) statistics.viewCount = v.viewCount;
        if (v.likeCount !== undefined) statistics.likeCount = v.likeCount;
        if (v.commentCount !== undefined) statistics.commentCount = v.commentCount;
        return {
          kind: 'youtube#video',
          etag: `etag-${id}`,
          id,
          snippet: { publishedAt: '2026-02-01T10:00:00Z', channelId: 'UCfakeChannel000000000000', title: v.title, description: '', channelTitle: 'Fake channel', categoryId: '26', liveBroadcastContent: 'none' },
          statistics,
        };
      });
    send(200, { kind: 'youtube#videoListResponse', etag: 'etag-list', items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } });
  }
}
