import { ZErrorResponse, ZOutreachExportQuery } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../db/client.js';
import { iso, isoOrNull, num } from '../../lib/rows.js';
import { EXPORT_PAGE_ROWS, csvStream, sendCsv, today, type CsvColumn } from '../creators/csv-export.js';

const COLUMNS: CsvColumn[] = [
  { header: 'campaign', value: (r) => r.campaign_name },
  { header: 'creator', value: (r) => r.creator_name },
  { header: 'handle', value: (r) => r.handle },
  { header: 'platform', value: (r) => r.platform },
  { header: 'status', value: (r) => r.status },
  { header: 'agreed_rate', value: (r) => (r.agreed_rate === null ? null : num(r.agreed_rate)) },
  { header: 'currency', value: (r) => r.currency },
  { header: 'deliverables', value: (r) => r.deliverables },
  { header: 'timeline', value: (r) => r.timeline },
  { header: 'last_contact', value: (r) => isoOrNull(r.last_contact) },
  { header: 'email', value: (r) => r.ws_email },
  { header: 'phone', value: (r) => r.ws_phone },
  { header: 'notes', value: (r) => r.notes },
  { header: 'created_at', value: (r) => iso(r.created_at) },
  { header: 'updated_at', value: (r) => iso(r.updated_at) },
  { header: 'campaign_id', value: (r) => r.campaign_id },
  { header: 'creator_id', value: (r) => r.creator_id },
  { header: 'id', value: (r) => r.id },
];

/** GET /api/v1/outreach/export.csv?campaign_id=: the workspace's outreach entries (docs/decisions/0017). */
export const outreachExportRoutes: FastifyPluginAsyncZod<{ db: SqlExecutor }> = async (app, { db }) => {
  app.get(
    '/export.csv',
    {
      schema: {
        operationId: 'exportOutreachCsv',
        tags: ['outreach'],
        description: "The workspace's outreach entries (of one campaign with campaign_id) as text/csv, streamed; email and phone are the workspace's own.",
        querystring: ZOutreachExportQuery,
        response: { 400: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const ws = req.ctx.workspaceId;
      const sql = `select o.id, o.campaign_id, o.creator_id, o.status, o.agreed_rate, o.deliverables, o.timeline, o.last_contact, o.notes,
          o.created_at, o.updated_at, ca.product_name as campaign_name, ca.currency, c.name as creator_name, c.handle, c.platform,
          cc.email as ws_email, cc.phone as ws_phone
        from outreach o join campaigns ca on ca.id = o.campaign_id join creators c on c.id = o.creator_id
        left join creator_contacts cc on cc.creator_id = o.creator_id and cc.workspace_id = o.workspace_id
        where o.workspace_id = $1 and ($2::uuid is null or o.campaign_id = $2::uuid) and ($3::uuid is null or o.id > $3::uuid)
        order by o.id limit ${EXPORT_PAGE_ROWS}`;
      const campaign = req.query.campaign_id ?? null;
      const stream = csvStream(COLUMNS, async (after) => (await db.query<Record<string, unknown>>(sql, [ws, campaign, after])).rows);
      return sendCsv(reply, `outreach-${today()}.csv`, stream);
    },
  );
};
