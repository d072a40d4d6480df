import { ZCsvImportResult, ZErrorResponse, ZIdParams, ZMetricsInput, ZMetricsSnapshot } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AttributionService } from '../attribution/attribution.service.js';
import { MAX_CSV_BYTES } from '../attribution/csv-table.js';
import { badRequest } from '../../http/errors.js';
import type { PostsService } from './posts.service.js';

/** Post metrics (manual, CSV) and the orders CSV: both read text/csv bodies, parsed only inside this plugin. */
export const postsRoutes: FastifyPluginAsyncZod<{ posts: PostsService; attribution: AttributionService }> = async (app, { posts, attribution }) => {
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string', bodyLimit: MAX_CSV_BYTES }, (_req, body, done) => done(null, body));
  const csvBody = (b: unknown) => {
    if (typeof b !== 'string' || b.trim() === '') throw badRequest('body must be a non-empty CSV file sent as text/csv');
    return b;
  };
  const csvRoute = { bodyLimit: MAX_CSV_BYTES, config: { consumes: ['text/csv', 'application/csv'], rateLimit: 'imports' as const, idempotent: true } };

  app.post(
    '/submissions/:id/metrics',
    { schema: { operationId: 'addPostMetrics', tags: ['posts'], description: 'A snapshot of a live post’s figures entered by hand (source manual).', params: ZIdParams, body: ZMetricsInput, response: { 201: ZMetricsSnapshot, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse } } },
    async (req, reply) => reply.status(201).send(await posts.addManual(req.ctx, req.params.id, req.body)),
  );
  app.post(
    '/posts/:id/metrics/refresh',
    {
      schema: {
        operationId: 'refreshPostMetrics',
        tags: ['posts'],
        description: 'Fetches a live YouTube post’s views, likes and comments from the YouTube Data API now (YOUTUBE_API_KEY) and stores them as a snapshot (source youtube). The id is the live post’s submission id. 503 when no key is configured or the quota is used up; nothing is stored on any error.',
        params: ZIdParams,
        response: { 201: ZMetricsSnapshot, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse, 502: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await posts.refresh(req.ctx, req.params.id)),
  );
  app.get(
    '/deals/:id/metrics',
    { schema: { operationId: 'listDealMetrics', tags: ['posts'], params: ZIdParams, response: { 200: ZMetricsSnapshot.array(), 404: ZErrorResponse } } },
    (req) => posts.listForDeal(req.ctx, req.params.id),
  );
  app.post(
    '/campaigns/:id/metrics/import',
    {
      ...csvRoute,
      schema: {
        operationId: 'importPostMetrics',
        tags: ['posts'],
        description: 'text/csv with post_url (or permalink), date, and any of views, reach, likes, comments, shares, saves; matched to the campaign’s live posts. Applied before it answers.',
        params: ZIdParams,
        body: z.unknown(),
        response: { 200: ZCsvImportResult, 400: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    (req) => posts.importCsv(req.ctx, req.params.id, csvBody(req.body)),
  );
  app.post(
    '/campaigns/:id/orders/import',
    {
      ...csvRoute,
      schema: {
        operationId: 'importOrders',
        tags: ['attribution'],
        description: 'text/csv with order_id,date,code,amount (optional utm,currency); code matches a deal’s promo_code. De-duplicated by order id; applied before it answers.',
        params: ZIdParams,
        body: z.unknown(),
        response: { 200: ZCsvImportResult, 400: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    (req) => attribution.importOrders(req.ctx, req.params.id, csvBody(req.body)),
  );
};
