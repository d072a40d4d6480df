import { ZDeal, ZDealCreate, ZDealDetail, ZDealListQuery, ZDealReject, ZErrorResponse, ZIdParams } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DealTerms } from './deal-terms.js';
import type { DealsService } from './deals.service.js';

export const dealsRoutes: FastifyPluginAsyncZod<{ deals: DealsService; terms: DealTerms }> = async (app, { deals, terms }) => {
  const tags = ['deals'];
  app.get(
    '/',
    { schema: { operationId: 'listDeals', tags, querystring: ZDealListQuery, response: { 200: z.array(ZDeal), 400: ZErrorResponse } } },
    (req) => deals.list(req.ctx, req.query),
  );
  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: {
        operationId: 'createDeal',
        tags,
        description:
          'Records a deal by hand: agreed at once and committed on the campaign budget (409 over budget or planned creators; 403 above your approval limit). Milestone percents sum to 100 (default 30% on signing, 70% on posting); amounts are derived.',
        body: ZDealCreate,
        response: { 201: ZDealDetail, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await terms.create(req.ctx, req.body)),
  );
  app.get(
    '/:id',
    { schema: { operationId: 'getDeal', tags, params: ZIdParams, response: { 200: ZDealDetail, 404: ZErrorResponse } } },
    (req) => terms.detail(req.ctx, req.params.id),
  );
  app.post(
    '/:id/approve',
    {
      schema: {
        operationId: 'approveDeal',
        tags,
        description: 'Commits a proposed deal against the campaign budget (409 when the budget or the planned creators would be exceeded; 403 above your approval limit).',
        params: ZIdParams,
        response: { 200: ZDeal, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    (req) => deals.approve(req.ctx, req.params.id),
  );
  app.post(
    '/:id/reject',
    { schema: { operationId: 'rejectDeal', tags, params: ZIdParams, body: ZDealReject, response: { 200: ZDeal, 404: ZErrorResponse, 409: ZErrorResponse } } },
    (req) => deals.reject(req.ctx, req.params.id, req.body?.reason),
  );
};
