/**
 * Shopify's `orders/create` webhook: the body is HMAC-SHA256 signed with the app's secret (base64 in
 * X-Shopify-Hmac-Sha256). A verified order is attributed by its discount code (or utm_content in its landing site)
 * to a deal of the workspace in the path, once per order id; a delivery seen before (same X-Shopify-Webhook-Id) has
 * no effect. Shopify retries anything but 2xx, so a replay is answered 200 with duplicate: true.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { codeFromUtm } from './attribution.service.js';

export function verifyShopifyHmac(secret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header.length === 0) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(header, 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface ShopifyOrder {
  id?: number | string;
  name?: string;
  created_at?: string;
  total_price?: string | number;
  currency?: string;
  discount_codes?: { code?: string }[];
  landing_site?: string | null;
}

export async function recordShopifyOrder(db: Database, workspaceId: string, order: ShopifyOrder): Promise<{ attributed: boolean; inserted: boolean }> {
  const orderId = order.id !== undefined ? String(order.id) : '';
  const amount = Number(order.total_price);
  const at = new Date(order.created_at ?? '');
  if (!orderId || !Number.isFinite(amount) || Number.isNaN(at.getTime())) return { attributed: false, inserted: false };
  const codes = [...(order.discount_codes ?? []).map((d) => (d.code ?? '').toUpperCase()), codeFromUtm(order.landing_site ?? '') ?? ''].filter(Boolean);
  if (codes.length === 0) return { attributed: false, inserted: false };
  const deal = await db.query<{ id: string; campaign_id: string; currency: string; code: string }>(
    `select d.id, d.campaign_id, c.currency, upper(d.promo_code) as code from deals d join campaigns c on c.id = d.campaign_id
      where d.workspace_id = $1 and upper(d.promo_code) = any($2::text[]) limit 1`,
    [workspaceId, codes],
  );
  const d = deal.rows[0];
  if (!d || (order.currency && order.currency.toUpperCase() !== d.currency)) return { attributed: false, inserted: false };
  const ins = await db.query(
    `insert into orders (workspace_id, campaign_id, deal_id, order_id, ordered_at, code, utm, amount, currency, source)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'shopify') on conflict (workspace_id, order_id) do nothing returning id`,
    [workspaceId, d.campaign_id, d.id, orderId, at.toISOString(), d.code, order.landing_site ?? null, amount, d.currency],
  );
  return { attributed: true, inserted: ins.rows.length > 0 };
}
