import {
  ZCampaign,
  ZCampaignCreate,
  ZCampaignList,
  ZCampaignListQuery,
  ZCampaignUpdate,
  ZErrorResponse,
  ZIdParams,
} from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampaignsService } from './campaigns.service.js';

export const campaignsRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignsService }> = async (app, { campaigns }) => {
  const tags = ['campaigns'];
  app.get(
    '/',
    { schema: { operationId: 'listCampaigns', tags, querystring: ZCampaignListQuery, response: { 200: ZCampaignList, 400: ZErrorResponse } } },
    (req) => campaigns.list(req.ctx, req.query),
  );
  app.post(
    '/',
    { config: { idempotent: true }, schema: { operationId: 'createCampaign', tags, body: ZCampaignCreate, response: { 201: ZCampaign, 400: ZErrorResponse } } },
    async (req, reply) => reply.status(201).send(await campaigns.create(req.ctx, req.body)),
  );
  app.get(
    '/:id',
    { schema: { operationId: 'getCampaign', tags, params: ZIdParams, response: { 200: ZCampaign, 404: ZErrorResponse } } },
    (req) => campaigns.get(req.ctx, req.params.id),
  );
  app.patch(
    '/:id',
    { schema: { operationId: 'updateCampaign', tags, params: ZIdParams, body: ZCampaignUpdate, response: { 200: ZCampaign, 400: ZErrorResponse, 404: ZErrorResponse } } },
    (req) => campaigns.update(req.ctx, req.params.id, req.body),
  );
};
