/**
 * Attribution: orders from a CSV (order_id, date, code, amount; optional utm, currency) matched to a deal of the
 * campaign by promo code or UTM, inserted once per order id (a re-import counts duplicates, never doubles revenue).
 */
import type { TCsvImportResult } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database } from '../../db/client.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { parseDateCell, parseNumberCell, readCsvTable } from './csv-table.js';

const ORDER_ALIASES = { order_id: ['order', 'order_number', 'id', 'name'], date: ['created_at', 'order_date', 'processed_at'], code: ['discount_code', 'promo_code', 'coupon'], amount: ['total', 'total_price', 'revenue'], utm: ['utm_content', 'landing_site', 'referring_site'], currency: [] };

/** The utm value names a deal by its code: utm_content=<code>, in a full URL or alone. */
export function codeFromUtm(utm: string): string | null {
  if (!utm) return null;
  const m = /(?:^|[?&])utm_content=([^&#]+)/i.exec(utm);
  return (m ? decodeURIComponent(m[1]!) : utm.includes('=') || utm.includes('/') ? '' : utm).toUpperCase() || null;
}

export function createAttributionService({ db }: { db: Database }) {
  return {
    async importOrders(ctx: RequestContext, campaignId: string, csv: string): Promise<TCsvImportResult> {
      const camp = await db.query<{ currency: string }>('select currency from campaigns where workspace_id = $1 and id = $2', [ctx.workspaceId, campaignId]);
      if (!camp.rows[0]) throw notFound('Campaign not found');
      const { columns, rows } = readCsvTable(csv, ORDER_ALIASES);
      const missing = ['order_id', 'date', 'amount'].filter((c) => !columns.has(c));
      if (missing.length) throw unprocessable(`body: the CSV needs the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (order_id,date,code,amount; optional utm,currency)`);
      if (!columns.has('code') && !columns.has('utm')) throw unprocessable('body: the CSV needs a code or a utm column to attribute orders to creators');
      const deals = await db.query<{ id: string; code: string }>(`select id, upper(promo_code) as code from deals where workspace_id = $1 and campaign_id = $2 and promo_code is not null`, [ctx.workspaceId, campaignId]);
      const byCode = new Map(deals.rows.map((d) => [d.code, d.id]));
      const result: TCsvImportResult = { inserted: 0, duplicates: 0, rejected: [] };
      await db.transaction(async (tx) => {
        for (const r of rows) {
          const orderId = r.get('order_id');
          const date = parseDateCell(r.get('date'));
          const amount = parseNumberCell(r.get('amount'));
          const code = r.get('code').toUpperCase();
          const currency = (r.get('currency') || camp.rows[0]!.currency).toUpperCase();
          const reject = (reason: string) => result.rejected.push({ line: r.line, reason });
          if (!orderId) {
            reject('order_id is empty');
            continue;
          }
          if (orderId.length > 200) {
            reject('order_id is longer than 200 characters');
            continue;
          }
          if (!date) {
            reject(`date '${r.get('date')}' is not a date (use YYYY-MM-DD or an ISO date-time)`);
            continue;
          }
          if (amount === null || Number.isNaN(amount) || amount < 0) {
            reject(`amount '${r.get('amount')}' is not a non-negative number`);
            continue;
          }
          if (currency !== camp.rows[0]!.currency) {
            reject(`currency ${currency} differs from the campaign's ${camp.rows[0]!.currency} (no conversion is made)`);
            continue;
          }
          const dealId = (code && byCode.get(code)) || byCode.get(codeFromUtm(r.get('utm')) ?? '');
          if (!dealId) {
            reject(code || r.get('utm') ? `code '${r.get('code') || r.get('utm')}' matches no creator of this campaign` : 'no code or utm to attribute the order');
            continue;
          }
          const ins = await tx.query(
            `insert into orders (workspace_id, campaign_id, deal_id, order_id, ordered_at, code, utm, amount, currency, source)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'csv') on conflict (workspace_id, order_id) do nothing returning id`,
            [ctx.workspaceId, campaignId, dealId, orderId, date.toISOString(), code || null, r.get('utm') || null, amount, currency],
          );
          if (ins.rows.length) result.inserted++;
          else result.duplicates++;
        }
        await writeAudit(tx, ctx, { action: 'orders.imported', targetType: 'campaign', targetId: campaignId, details: { inserted: result.inserted, duplicates: result.duplicates, rejected: result.rejected.length } });
      });
      return result;
    },
  };
}
export type AttributionService = ReturnType<typeof createAttributionService>;
