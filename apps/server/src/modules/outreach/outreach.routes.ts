import {
  ZCampaignIdParams,
  ZErrorResponse,
  ZIdParams,
  ZOutreach,
  ZOutreachBulkCreate,
  ZOutreachBulkResult,
  ZOutreachCreate,
  ZOutreachList,
  ZOutreachQuery,
  ZOutreachUpdate,
} from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutreachService } from './outreach.service.js';

export const outreachRoutes: FastifyPluginAsyncZod<{ outreach: OutreachService }> = async (app, { outreach }) => {
  const tags = ['outreach'];
  app.get(
    '/',
    {
      schema: {
        operationId: 'listOutreach',
        tags,
        description: 'Every entry of the workspace (at most 1000, latest change first), filtered by campaign, owner (`me`, `none`, a user id) and stage.',
        querystring: ZOutreachQuery,
        response: { 200: ZOutreachList, 400: ZErrorResponse },
      },
    },
    (req) => outreach.listAll(req.ctx, req.query),
  );
  app.get(
    '/campaign/:campaignId',
    { schema: { operationId: 'listCampaignOutreach', tags, params: ZCampaignIdParams, response: { 200: ZOutreachList, 404: ZErrorResponse } } },
    (req) => outreach.listByCampaign(req.ctx, req.params.campaignId),
  );
  app.get(
    '/:id',
    { schema: { operationId: 'getOutreach', tags, params: ZIdParams, response: { 200: ZOutreach, 404: ZErrorResponse } } },
    (req) => outreach.get(req.ctx, req.params.id),
  );
  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: {
        operationId: 'createOutreach',
        tags,
        description: 'Idempotent: creating an existing (campaign, creator) pair returns the existing entry with 200.',
        body: ZOutreachCreate,
        response: { 200: ZOutreach, 201: ZOutreach, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const { entry, created } = await outreach.create(req.ctx, req.body.campaign_id, req.body.creator_id);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );
  app.post(
    '/bulk',
    { config: { idempotent: true }, schema: { operationId: 'bulkCreateOutreach', tags, body: ZOutreachBulkCreate, response: { 200: ZOutreachBulkResult, 400: ZErrorResponse, 404: ZErrorResponse } } },
    async (req) => {
      const { created, existing, entries } = await outreach.ensureMany(req.ctx, req.body.campaign_id, req.body.creator_ids);
      return { created, existing, entries };
    },
  );
  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateOutreach',
        tags,
        description:
          'A manual move (status), a note or a new owner. Moves follow the state machine: deal stages are reached through deals, nothing leaves Do not contact; a refused move answers 409 naming the transition (details: from, to). With expected_status, a move of an entry that has moved since answers 409 stale_status. Every move is audited (outreach.moved) and shows on the timeline.',
        params: ZIdParams,
        body: ZOutreachUpdate,
        response: { 200: ZOutreach, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    (req) => outreach.update(req.ctx, req.params.id, req.body),
  );
};
