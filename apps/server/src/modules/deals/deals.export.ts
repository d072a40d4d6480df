import { ZDealListQuery, ZErrorResponse } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../db/client.js';
import { iso, isoOrNull, num } from '../../lib/rows.js';
import { EXPORT_PAGE_ROWS, csvStream, sendCsv, today, type CsvColumn } from '../creators/csv-export.js';

type Deliverable = { platform?: string; format?: string; count?: number; due_date?: string | null };
const deliverables = (v: unknown) =>
  (Array.isArray(v) ? (v as Deliverable[]) : []).map((d) => `${d.count ?? 1}x ${d.platform ?? ''} ${d.format ?? ''}`.replace(/\s+/g, ' ').trim() + (d.due_date ? ` by ${d.due_date}` : ''));

const COLUMNS: CsvColumn[] = [
  { header: 'campaign', value: (r) => r.campaign_name },
  { header: 'creator', value: (r) => r.creator_name },
  { header: 'status', value: (r) => r.status },
  { header: 'price', value: (r) => num(r.price) },
  { header: 'currency', value: (r) => r.currency },
  { header: 'deliverables', value: (r) => deliverables(r.deliverables) },
  { header: 'timeline', value: (r) => r.timeline },
  { header: 'approved_by', value: (r) => r.approved_by },
  { header: 'approved_at', value: (r) => isoOrNull(r.approved_at) },
  { header: 'rejected_by', value: (r) => r.rejected_by },
  { header: 'rejected_at', value: (r) => isoOrNull(r.rejected_at) },
  { header: 'created_at', value: (r) => iso(r.created_at) },
  { header: 'campaign_id', value: (r) => r.campaign_id },
  { header: 'creator_id', value: (r) => r.creator_id },
  { header: 'outreach_id', value: (r) => r.outreach_id },
  { header: 'id', value: (r) => r.id },
];

/** GET /api/v1/deals/export.csv: the workspace's deals with the deal list's filters (docs/decisions/0017). */
export const dealsExportRoutes: FastifyPluginAsyncZod<{ db: SqlExecutor }> = async (app, { db }) => {
  app.get(
    '/export.csv',
    {
      schema: {
        operationId: 'exportDealsCsv',
        tags: ['deals'],
        description: "The workspace's deals (filters as GET /api/v1/deals: campaign_id, outreach_id, status) as text/csv, streamed.",
        querystring: ZDealListQuery,
        response: { 400: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const sql = `select d.id, d.campaign_id, d.creator_id, d.outreach_id, d.status, d.price, d.currency, d.deliverables, d.timeline,
          d.approved_by, d.approved_at, d.rejected_by, d.rejected_at, d.created_at, cr.name as creator_name, ca.product_name as campaign_name
        from deals d join creators cr on cr.id = d.creator_id join campaigns ca on ca.id = d.campaign_id
        where d.workspace_id = $1 and ($2::uuid is null or d.campaign_id = $2::uuid) and ($3::uuid is null or d.outreach_id = $3::uuid)
          and ($4::text is null or d.status = $4) and ($5::uuid is null or d.id > $5::uuid)
        order by d.id limit ${EXPORT_PAGE_ROWS}`;
      const params = [req.ctx.workspaceId, q.campaign_id ?? null, q.outreach_id ?? null, q.status ?? null];
      const stream = csvStream(COLUMNS, async (after) => (await db.query<Record<string, unknown>>(sql, [...params, after])).rows);
      return sendCsv(reply, `deals-${today()}.csv`, stream);
    },
  );
};
