/**
 * CSV exports (docs/decisions/0017): streamed page by page (keyset on id, 1,000 rows a query) so memory stays flat
 * whatever the size, every cell through csvCell (formula neutraliser). Contact details come only from the caller's
 * workspace (creator_contacts), never from the shared directory, where another workspace's import may have put them.
 */
import { Readable } from 'node:stream';
import { ZCreatorListQuery, ZErrorResponse } from '@inflow/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { isoOrNull, num } from '../../lib/rows.js';
import { buildCreatorFilter } from './creators.repo.js';
import { CREATOR_CSV_COLUMNS, csvCell } from './csv.js';

export const EXPORT_PAGE_ROWS = 1000;

export type Row = Record<string, unknown>;
export interface CsvColumn {
  header: string;
  value: (r: Row) => unknown;
}

/**
 * A CSV as a stream: the header, then pages fetched one after another as the client reads (`page(afterId)` returns
 * at most `pageRows` rows ordered by `id`, and its queries use the same limit; a shorter page is the last).
 */
export function csvStream(columns: CsvColumn[], page: (afterId: string | null) => Promise<Row[]>, pageRows = EXPORT_PAGE_ROWS): Readable {
  async function* lines() {
    yield `${columns.map((c) => csvCell(c.header)).join(',')}\n`;
    let after: string | null = null;
    for (;;) {
      const rows = await page(after);
      if (rows.length > 0) yield rows.map((r) => `${columns.map((c) => csvCell(c.value(r))).join(',')}\n`).join('');
      if (rows.length < pageRows) return;
      after = rows[rows.length - 1]!.id as string;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

export function sendCsv(reply: FastifyReply, filename: string, stream: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]+/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** A UTC date for file names. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * Creator columns: the import's own columns first (an export imports back as is), then what only the directory knows.
 * `email`/`phone` are the caller's workspace's (cc alias), never the directory's.
 */
export const CREATOR_EXPORT_COLUMNS: CsvColumn[] = [
  ...CREATOR_CSV_COLUMNS.map((col) => ({
    header: col,
    value: (r: Row) => (col === 'email' ? r.ws_email : col === 'phone' ? r.ws_phone : col === 'typical_rate' || col === 'engagement_rate' ? num(r[col]) : r[col]),
  })),
  { header: 'audience_quality', value: (r) => r.audience_quality },
  { header: 'audience_known', value: (r) => (r.audience === null || r.audience === undefined ? 'no' : 'yes') },
  { header: 'last_active_at', value: (r) => isoOrNull(r.last_active_at) },
  { header: 'id', value: (r) => r.id },
];

export const CREATOR_EXPORT_SELECT = `c.id, c.name, c.handle, c.channel_name, c.platform, c.niche, c.topics, c.bio, c.followers_count, c.engagement_rate,
  c.avg_views, c.country, c.language, c.profile_image, c.typical_rate, c.currency, c.audience, c.audience_quality, c.last_active_at,
  cc.email as ws_email, cc.phone as ws_phone`;

const ZCreatorExportQuery = ZCreatorListQuery.omit({ limit: true, offset: true, sort: true });

/** GET /api/v1/creators/export.csv: the directory with the creator list's filters, streamed. */
export const creatorsExportRoutes: FastifyPluginAsyncZod<{ db: SqlExecutor }> = async (app, { db }) => {
  app.get(
    '/export.csv',
    {
      schema: {
        operationId: 'exportCreatorsCsv',
        tags: ['creators'],
        description:
          'The creators matching the same filters as GET /api/v1/creators (no paging: all of them, streamed), as text/csv. Email and ' +
          "phone are your workspace's own contact details. Cells a spreadsheet would run as a formula (= + - @) are prefixed with '.",
        querystring: ZCreatorExportQuery,
        response: { 400: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const q = req.query;
      // The same checks as the list (creators.routes.ts).
      if (q.min_followers !== undefined && q.max_followers !== undefined && q.min_followers > q.max_followers) {
        throw badRequest("query field 'min_followers' must not be greater than 'max_followers'");
      }
      if (q.min_rate !== undefined && q.max_rate !== undefined && q.min_rate > q.max_rate) {
        throw badRequest("query field 'min_rate' must not be greater than 'max_rate'");
      }
      const { where, params, from } = buildCreatorFilter(q);
      const ws = params.length + 1;
      const after = params.length + 2;
      const sql = `select ${CREATOR_EXPORT_SELECT} from ${from}
        left join creator_contacts cc on cc.creator_id = c.id and cc.workspace_id = $${ws}
        ${where ? `${where} and` : 'where'} ($${after}::uuid is null or c.id > $${after}::uuid)
        order by c.id limit ${EXPORT_PAGE_ROWS}`;
      const workspaceId = req.ctx.workspaceId;
      const stream = csvStream(CREATOR_EXPORT_COLUMNS, async (afterId) => (await db.query<Row>(sql, [...params, workspaceId, afterId])).rows);
      return sendCsv(reply, `creators-${today()}.csv`, stream);
    },
  );
};
