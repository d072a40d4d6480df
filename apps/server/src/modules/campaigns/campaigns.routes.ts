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
import { z } from 'zod';
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
    { schema: { operationId: 'updateCampaign', tags, params: ZIdParams, body: ZCampaignUpdate, response: { 200: ZCampaign, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse } } },
    (req) => campaigns.update(req.ctx, req.params.id, req.body),
  );
  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteCampaign',
        tags,
        description:
          'Archives the campaign (status archived, hidden from lists unless include_archived=true; its deals, contracts and audit trail stay). ' +
          'Refused with 409 while an Auto Co-Pilot run or a call is active. POST /{id}/restore brings it back.',
        params: ZIdParams,
        response: { 204: z.null(), 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (req, reply) => {
      await campaigns.archive(req.ctx, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/:id/restore',
    {
      schema: {
        operationId: 'restoreCampaign',
        tags,
        description: 'Brings an archived campaign back in the status it had before it was archived.',
        params: ZIdParams,
        response: { 200: ZCampaign, 404: ZErrorResponse },
      },
    },
    (req) => campaigns.restore(req.ctx, req.params.id),
  );
};
