/**
 * Post tracking: metrics snapshots of live posts, each with its source and time — entered by hand or imported from a
 * CSV of insights (permalink/post_url, date, views, reach, likes, comments, shares, saves). A re-imported snapshot
 * (same post, time and source) is a duplicate, not a second figure.
 */
import type { TCsvImportResult, TMetricsSnapshot } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database, SqlExecutor } from '../../db/client.js';
import { AppError, conflict, notFound, unprocessable } from '../../http/errors.js';
import { systemContext, type RequestContext } from '../../lib/context.js';
import { iso } from '../../lib/rows.js';
import { parseDateCell, parseNumberCell, readCsvTable } from '../attribution/csv-table.js';
import { actorLabel } from '../deals/deal-terms.js';
import { normalisePostUrl, platformOfUrl } from './platforms.js';
import { MetricsProviderError, type PostMetricsProvider } from './youtube.js';

const METRICS = ['views', 'reach', 'likes', 'comments', 'shares', 'saves'] as const;
type Metric = (typeof METRICS)[number];
const ALIASES: Record<string, string[]> = {
  post_url: ['permalink', 'url', 'link', 'post_link', 'video_url'],
  date: ['captured_at', 'as_of', 'date_captured'],
  views: ['plays', 'video_views', 'impressions'],
  reach: ['accounts_reached'],
  likes: [],
  comments: [],
  shares: [],
  saves: ['saved'],
};

function mapSnapshot(r: Record<string, unknown>): TMetricsSnapshot {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: r.id as string,
    submission_id: r.submission_id as string,
    post_url: (r.url as string | null) ?? null,
    captured_at: iso(r.captured_at),
    source: r.source as TMetricsSnapshot['source'],
    views: n(r.views),
    reach: n(r.reach),
    likes: n(r.likes),
    comments: n(r.comments),
    shares: n(r.shares),
    saves: n(r.saves),
    created_by: r.created_by as string,
  };
}

/** One snapshot row, whatever its source: the one write path of manual entry and provider refreshes. */
async function insertSnapshot(
  tx: SqlExecutor,
  ctx: RequestContext,
  submissionId: string,
  source: TMetricsSnapshot['source'],
  at: Date,
  values: Partial<Record<Metric, number | null>>,
): Promise<Record<string, unknown> | null> {
  const ins = await tx.query<Record<string, unknown>>(
    `insert into post_metrics (workspace_id, submission_id, captured_at, source, views, reach, likes, comments, shares, saves, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing returning *`,
    [ctx.workspaceId, submissionId, at.toISOString(), source, ...METRICS.map((m) => values[m] ?? null), actorLabel(ctx.actor)],
  );
  return ins.rows[0] ?? null;
}

/**
 * `metrics` reads live posts' figures from a provider (YouTube Data API with YOUTUBE_API_KEY); without it the
 * refresh answers 503 and figures come from CSV and manual entry.
 */
export function createPostsService({ db, metrics }: { db: Database; metrics?: PostMetricsProvider }) {
  return {
    async addManual(ctx: RequestContext, submissionId: string, input: Partial<Record<Metric, number>> & { captured_at?: string }): Promise<TMetricsSnapshot> {
      if (METRICS.every((m) => input[m] === undefined)) throw unprocessable('body: give at least one of views, reach, likes, comments, shares, saves');
      const s = await db.query<{ kind: string }>('select kind from submissions where workspace_id = $1 and id = $2', [ctx.workspaceId, submissionId]);
      if (!s.rows[0]) throw notFound('Post not found');
      if (s.rows[0].kind !== 'live') throw conflict('Metrics belong to a live post, not a draft');
      const at = input.captured_at ? new Date(input.captured_at) : new Date();
      if (at.getTime() > Date.now() + 5 * 60_000) throw unprocessable(`body field 'captured_at': is in the future`);
      return db.transaction(async (tx) => {
        const row = await insertSnapshot(tx, ctx, submissionId, 'manual', at, input);
        if (!row) throw new AppError(409, 'duplicate_snapshot', 'There is a manual snapshot of this post at that time already');
        await writeAudit(tx, ctx, { action: 'metrics.entered', targetType: 'submission', targetId: submissionId });
        return mapSnapshot({ ...row, url: null });
      });
    },

    /** Fetches a live post's figures from the provider now and stores them as a snapshot (source youtube). */
    async refresh(ctx: RequestContext, submissionId: string): Promise<TMetricsSnapshot> {
      const s = await db.query<{ kind: string; url: string | null }>('select kind, url from submissions where workspace_id = $1 and id = $2', [ctx.workspaceId, submissionId]);
      const post = s.rows[0];
      if (!post) throw notFound('Post not found');
      if (post.kind !== 'live' || !post.url) throw conflict('Metrics belong to a live post, not a draft');
      if (platformOfUrl(post.url) !== 'youtube') throw unprocessable(`Figures are fetched automatically for YouTube posts only; import this ${platformOfUrl(post.url) ?? 'post'}’s figures from CSV or enter them by hand`);
      if (!metrics) throw new AppError(503, 'metrics_provider_not_configured', 'YOUTUBE_API_KEY is not set, so YouTube figures cannot be fetched; import them from CSV or enter them by hand');
      if (!metrics.supports(post.url)) throw unprocessable(`${post.url} is not a YouTube video link (watch?v=, youtu.be/ or shorts/)`);
      let fetched;
      try {
        fetched = await metrics.fetch(post.url);
      } catch (err) {
        if (err instanceof MetricsProviderError) throw new AppError(err.statusCode, err.code, err.message);
        throw err;
      }
      if (fetched.views === null && fetched.likes === null && fetched.comments === null) {
        throw new AppError(502, 'provider_no_figures', 'YouTube returned no view, like or comment counts for this video; nothing was stored');
      }
      // One snapshot per second at most: the time of the fetch.
      const at = new Date(Math.floor(Date.now() / 1000) * 1000);
      return db.transaction(async (tx) => {
        const row = await insertSnapshot(tx, ctx, submissionId, metrics.source, at, { views: fetched.views, likes: fetched.likes, comments: fetched.comments });
        if (!row) throw new AppError(409, 'duplicate_snapshot', 'This post was refreshed a moment ago; try again in a second');
        await writeAudit(tx, ctx, { action: 'metrics.refreshed', targetType: 'submission', targetId: submissionId, details: { source: metrics.source, views: fetched.views, likes: fetched.likes, comments: fetched.comments } });
        return mapSnapshot({ ...row, url: post.url });
      });
    },

    /**
     * Refreshes, across workspaces, live YouTube posts of agreed deals (posted in the last 90 days) whose latest
     * youtube snapshot is older than `olderThanMs` (or missing), oldest first. Stops at a quota or key error (every
     * further call would fail the same way); a post that fails otherwise is counted and skipped.
     */
    async refreshDue(opts: { olderThanMs: number; limit: number }): Promise<{ refreshed: number; failed: number; stopped: string | null }> {
      const out = { refreshed: 0, failed: 0, stopped: null as string | null };
      if (!metrics) return out;
      const { rows } = await db.query<{ id: string; workspace_id: string }>(
        `select s.id, s.workspace_id from submissions s join deals d on d.id = s.deal_id
          where s.kind = 'live' and s.platform = 'youtube' and d.status = 'agreed' and s.created_at > now() - interval '90 days'
            and not exists (select 1 from post_metrics m where m.submission_id = s.id and m.source = 'youtube' and m.captured_at > $1)
          order by s.created_at limit $2`,
        [new Date(Date.now() - opts.olderThanMs).toISOString(), opts.limit],
      );
      for (const r of rows) {
        try {
          await this.refresh(systemContext(r.workspace_id, 'YouTube refresh'), r.id);
          out.refreshed++;
        } catch (err) {
          const code = err instanceof AppError ? err.code : 'internal_error';
          if (code === 'provider_quota' || code === 'provider_auth_failed') {
            out.stopped = (err as Error).message;
            break;
          }
          out.failed++;
        }
      }
      return out;
    },

    async listForDeal(ctx: RequestContext, dealId: string): Promise<TMetricsSnapshot[]> {
      const d = await db.query('select 1 from deals where workspace_id = $1 and id = $2', [ctx.workspaceId, dealId]);
      if (!d.rows[0]) throw notFound('Deal not found');
      const { rows } = await db.query<Record<string, unknown>>(
        `select m.*, s.url from post_metrics m join submissions s on s.id = m.submission_id
          where m.workspace_id = $1 and s.deal_id = $2 order by s.url, m.captured_at`,
        [ctx.workspaceId, dealId],
      );
      return rows.map(mapSnapshot);
    },

    async importCsv(ctx: RequestContext, campaignId: string, csv: string): Promise<TCsvImportResult> {
      const c = await db.query('select 1 from campaigns where workspace_id = $1 and id = $2', [ctx.workspaceId, campaignId]);
      if (!c.rows[0]) throw notFound('Campaign not found');
      const { columns, rows } = readCsvTable(csv, ALIASES);
      if (!columns.has('post_url')) throw unprocessable('body: the CSV needs a post_url (or permalink) column');
      if (!METRICS.some((m) => columns.has(m))) throw unprocessable(`body: the CSV needs at least one of ${METRICS.join(', ')}`);
      const posts = await db.query<{ id: string; url: string }>(
        `select s.id, s.url from submissions s join deals d on d.id = s.deal_id where s.workspace_id = $1 and d.campaign_id = $2 and s.kind = 'live'`,
        [ctx.workspaceId, campaignId],
      );
      const byUrl = new Map(posts.rows.map((p) => [normalisePostUrl(p.url), p.id]));
      const now = new Date();
      const result: TCsvImportResult = { inserted: 0, duplicates: 0, rejected: [] };
      await db.transaction(async (tx) => {
        for (const r of rows) {
          const reject = (reason: string) => result.rejected.push({ line: r.line, reason });
          const sid = byUrl.get(normalisePostUrl(r.get('post_url')));
          if (!r.get('post_url')) {
            reject('post_url is empty');
            continue;
          }
          if (!sid) {
            reject(`post ${r.get('post_url')} is not a live post of this campaign`);
            continue;
          }
          const at = r.get('date') ? parseDateCell(r.get('date')) : now;
          if (!at) {
            reject(`date '${r.get('date')}' is not a date`);
            continue;
          }
          const values: (number | null)[] = [];
          let bad = '';
          for (const m of METRICS) {
            const v = parseNumberCell(r.get(m));
            if (v !== null && (Number.isNaN(v) || v < 0 || !Number.isInteger(v))) bad ||= `${m} '${r.get(m)}' is not a whole number`;
            values.push(v);
          }
          if (bad) {
            reject(bad);
            continue;
          }
          if (values.every((v) => v === null)) {
            reject('no figures on this line');
            continue;
          }
          const ins = await tx.query(
            `insert into post_metrics (workspace_id, submission_id, captured_at, source, views, reach, likes, comments, shares, saves, created_by)
             values ($1, $2, $3, 'csv', $4, $5, $6, $7, $8, $9, $10) on conflict do nothing returning id`,
            [ctx.workspaceId, sid, at.toISOString(), ...values, actorLabel(ctx.actor)],
          );
          if (ins.rows.length) result.inserted++;
          else result.duplicates++;
        }
        await writeAudit(tx, ctx, { action: 'metrics.imported', targetType: 'campaign', targetId: campaignId, details: { inserted: result.inserted, duplicates: result.duplicates, rejected: result.rejected.length } });
      });
      return result;
    },
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
