import { ZErrorResponse } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { recordShopifyOrder, verifyShopifyHmac } from './shopify.js';

export const shopifyRoutes: FastifyPluginAsyncZod<{ db: Database; secret?: string }> = async (app, { db, secret }) => {
  // The signature covers the exact bytes: this plugin keeps JSON bodies raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post(
    '/webhooks/shopify/:workspaceId/orders-create',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'shopifyOrderCreated',
        tags: ['attribution'],
        security: [],
        description: 'Shopify orders/create webhook (X-Shopify-Hmac-Sha256 over the raw body with SHOPIFY_WEBHOOK_SECRET); attributed by discount code, once per order id.',
        params: z.object({ workspaceId: z.uuid() }),
        response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean(), attributed: z.boolean() }), 401: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (req) => {
      if (!secret) throw new AppError(503, 'webhook_not_configured', 'SHOPIFY_WEBHOOK_SECRET is not set, so order webhooks cannot be verified');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
      if (!verifyShopifyHmac(secret, raw, req.headers['x-shopify-hmac-sha256'])) throw new AppError(401, 'bad_signature', 'Webhook signature rejected');
      const eventId = String(req.headers['x-shopify-webhook-id'] ?? req.headers['x-shopify-hmac-sha256']);
      const fresh = await db.query(`insert into webhook_events (provider, event_id) values ('shopify', $1) on conflict do nothing returning event_id`, [eventId]);
      if (fresh.rows.length === 0) return { received: true, duplicate: true, attributed: false };
      let order: unknown;
      try {
        order = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError(400, 'bad_request', 'body is not JSON');
      }
      const ws = await db.query('select 1 from workspaces where id = $1', [req.params.workspaceId]);
      if (!ws.rows[0] || typeof order !== 'object' || order === null) return { received: true, duplicate: false, attributed: false };
      const r = await recordShopifyOrder(db, req.params.workspaceId, order as Parameters<typeof recordShopifyOrder>[2]);
      return { received: true, duplicate: !r.inserted && r.attributed, attributed: r.attributed };
    },
  );
};
