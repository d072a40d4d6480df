import { ZErrorResponse, ZIdParams } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { iso } from '../../lib/rows.js';
import { CREATOR_EXPORT_COLUMNS, CREATOR_EXPORT_SELECT, EXPORT_PAGE_ROWS, csvStream, sendCsv, today } from '../creators/csv-export.js';

/** GET /api/v1/lists/{id}/export.csv: a shortlist's creators, with the workspace's contact details (docs/decisions/0017). */
export const listsExportRoutes: FastifyPluginAsyncZod<{ db: SqlExecutor }> = async (app, { db }) => {
  app.get(
    '/:id/export.csv',
    {
      schema: {
        operationId: 'exportShortlistCsv',
        tags: ['lists'],
        description: "The shortlist's creators as text/csv (the creators export's columns, then added_at), streamed.",
        params: ZIdParams,
        response: { 404: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const ws = req.ctx.workspaceId;
      const { rows } = await db.query<{ name: string }>('select name from shortlists where id = $1 and workspace_id = $2', [req.params.id, ws]);
      if (!rows[0]) throw notFound('Shortlist not found');
      const sql = `select ${CREATOR_EXPORT_SELECT}, m.added_at from shortlist_creators m join creators c on c.id = m.creator_id
        left join creator_contacts cc on cc.creator_id = c.id and cc.workspace_id = $1
        where m.shortlist_id = $2 and m.workspace_id = $1 and ($3::uuid is null or c.id > $3::uuid) order by c.id limit ${EXPORT_PAGE_ROWS}`;
      const columns = [...CREATOR_EXPORT_COLUMNS, { header: 'added_at', value: (r: Record<string, unknown>) => iso(r.added_at) }];
      const stream = csvStream(columns, async (after) => (await db.query<Record<string, unknown>>(sql, [ws, req.params.id, after])).rows);
      return sendCsv(reply, `list-${rows[0].name}-${today()}.csv`, stream);
    },
  );
};
