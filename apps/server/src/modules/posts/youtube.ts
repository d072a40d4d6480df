/**
 * Post metrics from the YouTube Data API v3 (an API key): GET {base}/youtube/v3/videos?part=statistics,snippet&id=…
 * The reply is checked with zod; a quota error, a refused key, a missing video or an unreadable reply is a
 * MetricsProviderError naming the problem (nothing is stored). Counts YouTube hides (likes hidden, comments off) are
 * null, never 0.
 */
import { z } from 'zod';

export interface PostMetricsFetched {
  views: number | null;
  likes: number | null;
  comments: number | null;
  title: string | null;
}

/** A provider of figures for live posts on some platforms (YouTube today). */
export interface PostMetricsProvider {
  readonly source: 'youtube';
  /** Whether this post URL is one it can read. */
  supports(url: string): boolean;
  fetch(url: string): Promise<PostMetricsFetched>;
}

export class MetricsProviderError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MetricsProviderError';
  }
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube URL (watch?v=, youtu.be/, shorts/, live/, embed/), or null. */
export function youtubeVideoId(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  const host = u.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = u.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (u.pathname === '/watch') id = u.searchParams.get('v');
    else {
      const m = /^\/(shorts|live|embed|v)\/([^/?#]+)/.exec(u.pathname);
      id = m?.[2] ?? null;
    }
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

// YouTube sends counts as strings of digits.
const count = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform((s) => Number(s))
  .refine((n) => Number.isSafeInteger(n), 'is too large');
const ZVideoList = z.object({
  kind: z.literal('youtube#videoListResponse'),
  items: z.array(
    z.object({
      kind: z.literal('youtube#video'),
      id: z.string(),
      snippet: z.object({ title: z.string() }).passthrough().optional(),
      statistics: z.object({ viewCount: count.optional(), likeCount: count.optional(), commentCount: count.optional() }).passthrough(),
    }),
  ),
});
const ZGoogleError = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string(),
    errors: z.array(z.object({ reason: z.string().optional(), message: z.string().optional() })).optional(),
    details: z.array(z.object({ reason: z.string().optional() }).passthrough()).optional(),
  }),
});

export interface YouTubeMetricsOptions {
  apiKey: string;
  /** Default https://www.googleapis.com; tests point it at a fake on 127.0.0.1. */
  apiBase?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createYouTubeMetrics(opts: YouTubeMetricsOptions): PostMetricsProvider {
  const base = (opts.apiBase ?? 'https://www.googleapis.com').replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  return {
    source: 'youtube',
    supports: (url) => youtubeVideoId(url) !== null,
    async fetch(url) {
      const id = youtubeVideoId(url);
      if (!id) throw new MetricsProviderError(422, 'not_a_youtube_video', `${url} is not a YouTube video link (watch?v=, youtu.be/ or shorts/)`);
      const q = new URLSearchParams({ part: 'statistics,snippet', id, key: opts.apiKey });
      let res: Response;
      try {
        res = await doFetch(`${base}/youtube/v3/videos?${q}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
      } catch (err) {
        throw new MetricsProviderError(502, 'provider_unavailable', `The YouTube Data API could not be reached: ${(err as Error).message}`);
      }
      const text = await res.text().catch(() => '');
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        /* checked below */
      }
      if (!res.ok) {
        const e = ZGoogleError.safeParse(json);
        const reason = e.success ? (e.data.error.errors?.[0]?.reason ?? '') : '';
        // A bad key is 400 badRequest with ErrorInfo reason API_KEY_INVALID in details.
        const keyRefused = e.success && (e.data.error.details ?? []).some((d) => d.reason === 'API_KEY_INVALID' || d.reason === 'API_KEY_EXPIRED');
        const msg = e.success ? e.data.error.message : `HTTP ${res.status}`;
        if (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded' || reason === 'rateLimitExceeded' || res.status === 429) {
          throw new MetricsProviderError(503, 'provider_quota', `The YouTube Data API quota is used up (${reason || res.status}): ${msg}. Try again after the quota resets, or import the figures from CSV`);
        }
        if (keyRefused || reason === 'keyInvalid' || reason === 'keyExpired' || reason === 'accessNotConfigured' || reason === 'ipRefererBlocked' || res.status === 401) {
          throw new MetricsProviderError(502, 'provider_auth_failed', `The YouTube Data API refused the key (YOUTUBE_API_KEY): ${msg}`);
        }
        if (res.status === 404 || reason === 'videoNotFound') throw new MetricsProviderError(404, 'video_not_found', `YouTube has no video ${id}`);
        throw new MetricsProviderError(502, 'provider_error', `The YouTube Data API answered ${res.status}${reason ? ` (${reason})` : ''}: ${msg}`);
      }
      const r = ZVideoList.safeParse(json);
      if (!r.success) {
        const i = r.error.issues[0];
        throw new MetricsProviderError(502, 'provider_bad_reply', `The YouTube Data API answered with something that is not a video list (${i?.path.join('.') || 'body'}: ${i?.message}); nothing was stored`);
      }
      const v = r.data.items.find((it) => it.id === id);
      if (!v) throw new MetricsProviderError(404, 'video_not_found', `YouTube has no public video ${id} (deleted, private, or a wrong link)`);
      return { views: v.statistics.viewCount ?? null, likes: v.statistics.likeCount ?? null, comments: v.statistics.commentCount ?? null, title: v.snippet?.title ?? null };
    },
  };
}
