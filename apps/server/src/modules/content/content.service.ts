/**
 * Content approval: drafts per deliverable (versions, comments, approve / request changes), live post URLs, due dates
 * and overdue flags. Creators submit through the portal; the brand reviews in the app.
 */
import { randomUUID } from 'node:crypto';
import type { TDeal, TDeliverableStatus, TSubmission } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database, SqlExecutor } from '../../db/client.js';
import { AppError, conflict, notFound, unprocessable } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { iso, isoOrNull } from '../../lib/rows.js';
import { readFileBytes, type FileStore } from '../contracts/file-store.js';
import { actorLabel } from '../deals/deal-terms.js';
import { platformOfUrl } from '../posts/platforms.js';

type Row = Record<string, unknown>;

export const MAX_UPLOAD_BYTES = 700 * 1024;

function mapSubmission(r: Row, comments: TSubmission['comments']): TSubmission {
  return {
    id: r.id as string,
    deal_id: r.deal_id as string,
    deliverable_index: Number(r.deliverable_index),
    kind: r.kind as TSubmission['kind'],
    version: Number(r.version),
    url: (r.url as string | null) ?? null,
    platform: (r.platform as string | null) ?? null,
    file_name: (r.file_name as string | null) ?? null,
    has_file: !!r.file_key,
    note: (r.note as string) ?? '',
    status: r.status as TSubmission['status'],
    reviewed_by: (r.reviewed_by as string | null) ?? null,
    reviewed_at: isoOrNull(r.reviewed_at),
    created_at: iso(r.created_at),
    comments,
  };
}

export interface SubmissionInput {
  deliverable_index: number;
  kind: 'draft' | 'live';
  url?: string;
  note?: string;
  file?: { name: string; content_type: string; data_base64: string };
}

export function createContentService({ db, files, clock = () => new Date() }: { db: Database; files: FileStore; clock?: () => Date }) {
  /** Every deliverable of a deal with its drafts (newest first), live posts, state and overdue flag. */
  async function deliverables(db_: SqlExecutor, workspaceId: string, dealId: string): Promise<TDeliverableStatus[]> {
    const d = await db_.query<{ deliverables: TDeal['deliverables'] }>('select deliverables from deals where workspace_id = $1 and id = $2', [workspaceId, dealId]);
    if (!d.rows[0]) throw notFound('Deal not found');
    const subs = await db_.query<Row>('select * from submissions where workspace_id = $1 and deal_id = $2 order by deliverable_index, kind, version desc', [workspaceId, dealId]);
    const cm = await db_.query<Row>(
      `select c.* from submission_comments c join submissions s on s.id = c.submission_id where s.workspace_id = $1 and s.deal_id = $2 order by c.created_at`,
      [workspaceId, dealId],
    );
    const byS = new Map<string, TSubmission['comments']>();
    for (const c of cm.rows) {
      const list = byS.get(c.submission_id as string) ?? [];
      list.push({ id: c.id as string, author_type: c.author_type as 'brand' | 'creator', author_label: c.author_label as string, body: c.body as string, created_at: iso(c.created_at) });
      byS.set(c.submission_id as string, list);
    }
    const all = subs.rows.map((r) => mapSubmission(r, byS.get(r.id as string) ?? []));
    const today = clock().toISOString().slice(0, 10);
    const items = d.rows[0].deliverables.length ? d.rows[0].deliverables : [{ platform: 'any', format: 'content', count: 1, due_date: null }];
    return items.map((x, index) => {
      const drafts = all.filter((s) => s.deliverable_index === index && s.kind === 'draft');
      const live = all.filter((s) => s.deliverable_index === index && s.kind === 'live');
      const state: TDeliverableStatus['state'] = live.length ? 'live' : drafts.some((s) => s.status === 'approved') ? 'approved' : drafts[0] ? drafts[0].status === 'changes_requested' ? 'changes_requested' : 'in_review' : 'not_started';
      const due = x.due_date ?? null;
      return { index, platform: x.platform, format: x.format, count: x.count, due_date: due, overdue: !!due && due < today && state !== 'live' && state !== 'approved', state, drafts, live };
    });
  }

  async function submissionRow(tx: SqlExecutor, workspaceId: string, id: string, dealId?: string): Promise<Row> {
    const { rows } = await tx.query<Row>(`select * from submissions where workspace_id = $1 and id = $2${dealId ? ' and deal_id = $3' : ''}`, dealId ? [workspaceId, id, dealId] : [workspaceId, id]);
    if (!rows[0]) throw notFound('Submission not found');
    return rows[0];
  }

  async function one(tx: SqlExecutor, workspaceId: string, id: string): Promise<TSubmission> {
    const r = await submissionRow(tx, workspaceId, id);
    const cm = await tx.query<Row>('select * from submission_comments where submission_id = $1 order by created_at', [id]);
    return mapSubmission(
      r,
      cm.rows.map((c) => ({ id: c.id as string, author_type: c.author_type as 'brand' | 'creator', author_label: c.author_label as string, body: c.body as string, created_at: iso(c.created_at) })),
    );
  }

  async function review(ctx: RequestContext, id: string, to: 'approved' | 'changes_requested', comment?: string): Promise<TSubmission> {
    return db.transaction(async (tx) => {
      const r = await submissionRow(tx, ctx.workspaceId, id);
      if (r.kind !== 'draft') throw conflict('Only drafts are reviewed');
      const up = await tx.query(
        `update submissions set status = $3, reviewed_by = $4, reviewed_at = now() where workspace_id = $1 and id = $2 and status = 'in_review' returning id`,
        [ctx.workspaceId, id, to, actorLabel(ctx.actor)],
      );
      if (up.rows.length === 0) throw conflict(`This draft is ${String(r.status).replace('_', ' ')}; only a draft in review can be ${to === 'approved' ? 'approved' : 'sent back'}`);
      if (comment) await tx.query(`insert into submission_comments (workspace_id, submission_id, author_type, author_label, body) values ($1, $2, 'brand', $3, $4)`, [ctx.workspaceId, id, actorLabel(ctx.actor), comment]);
      await writeAudit(tx, ctx, { action: to === 'approved' ? 'content.approved' : 'content.changes_requested', targetType: 'submission', targetId: id, details: { deal_id: r.deal_id, version: r.version } });
      return one(tx, ctx.workspaceId, id);
    });
  }

  return {
    deliverables,
    one,

    async listForDeal(ctx: RequestContext, dealId: string) {
      return deliverables(db, ctx.workspaceId, dealId);
    },

    /** A draft (link or file) or a live post URL for one deliverable, from the creator's portal. */
    async submit(workspaceId: string, dealId: string, input: SubmissionInput, by: string): Promise<TSubmission> {
      return db.transaction(async (tx) => {
        const d = await tx.query<{ status: string; deliverables: TDeal['deliverables'] }>('select status, deliverables from deals where workspace_id = $1 and id = $2 for update', [workspaceId, dealId]);
        const deal = d.rows[0];
        if (!deal) throw notFound('Deal not found');
        if (deal.status !== 'agreed') throw conflict(`This deal is ${deal.status}`);
        const n = Math.max(deal.deliverables.length, 1);
        if (input.deliverable_index >= n) throw unprocessable(`body field 'deliverable_index': this deal has ${n} deliverable${n > 1 ? 's' : ''} (0 to ${n - 1})`);
        let platform: string | null = null;
        if (input.kind === 'live') {
          platform = platformOfUrl(input.url!);
          if (!platform) throw unprocessable(`body field 'url': a live post must be an Instagram, YouTube, TikTok or X URL`);
        }
        let fileKey: string | null = null;
        if (input.file) {
          if (input.kind === 'live') throw unprocessable(`body field 'file': a live post is its URL`);
          const bytes = Buffer.from(input.file.data_base64, 'base64');
          if (bytes.length === 0) throw unprocessable(`body field 'file.data_base64': must be base64 data`);
          if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, 'payload_too_large', `A draft file may be at most ${MAX_UPLOAD_BYTES / 1024} KB here; share a link for larger videos`);
          const safe = input.file.name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 100) || 'draft';
          fileKey = `uploads/${workspaceId}/${dealId}/${randomUUID()}-${safe}`;
          await files.put(fileKey, bytes, { contentType: /^[\w.+-]+\/[\w.+-]+$/.test(input.file.content_type) ? input.file.content_type : 'application/octet-stream' });
        }
        const v = await tx.query<{ n: number }>('select coalesce(max(version), 0)::int + 1 as n from submissions where deal_id = $1 and deliverable_index = $2 and kind = $3', [
          dealId,
          input.deliverable_index,
          input.kind,
        ]);
        const ins = await tx.query<{ id: string }>(
          `insert into submissions (workspace_id, deal_id, deliverable_index, kind, version, url, platform, file_key, file_name, content_type, note, status)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
          [
            workspaceId,
            dealId,
            input.deliverable_index,
            input.kind,
            v.rows[0]!.n,
            input.url ?? null,
            platform,
            fileKey,
            input.file?.name ?? null,
            input.file?.content_type ?? null,
            input.note ?? '',
            input.kind === 'live' ? 'live' : 'in_review',
          ],
        );
        await writeAudit(tx, { actor: { type: 'system', name: by }, workspaceId }, {
          action: input.kind === 'live' ? 'content.post_live' : 'content.draft_submitted',
          targetType: 'submission',
          targetId: ins.rows[0]!.id,
          details: { deal_id: dealId, deliverable_index: input.deliverable_index, version: v.rows[0]!.n },
        });
        return one(tx, workspaceId, ins.rows[0]!.id);
      });
    },

    approve: (ctx: RequestContext, id: string) => review(ctx, id, 'approved'),
    requestChanges: (ctx: RequestContext, id: string, comment: string) => review(ctx, id, 'changes_requested', comment),

    async comment(workspaceId: string, id: string, author: { type: 'brand' | 'creator'; label: string }, body: string, dealId?: string): Promise<TSubmission> {
      await submissionRow(db, workspaceId, id, dealId);
      await db.query('insert into submission_comments (workspace_id, submission_id, author_type, author_label, body) values ($1, $2, $3, $4, $5)', [workspaceId, id, author.type, author.label, body]);
      return one(db, workspaceId, id);
    },

    async file(workspaceId: string, id: string, dealId?: string): Promise<{ bytes: Buffer; name: string; contentType: string }> {
      const r = await submissionRow(db, workspaceId, id, dealId);
      if (!r.file_key) throw notFound('This submission is a link, not a file');
      const bytes = await readFileBytes(files, r.file_key as string);
      if (!bytes) throw new AppError(404, 'file_missing', 'The file is missing from storage');
      return { bytes, name: (r.file_name as string) ?? 'draft', contentType: (r.content_type as string) ?? 'application/octet-stream' };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
