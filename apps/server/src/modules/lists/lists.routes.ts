import {
  ZErrorResponse,
  ZIdParams,
  ZShortlist,
  ZShortlistAddCreators,
  ZShortlistDetail,
  ZShortlistInput,
  ZShortlistMemberParams,
  ZShortlistPatch,
  ZShortlistToCampaign,
  ZShortlistToCampaignResult,
} from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ListsService } from './lists.service.js';

export const listsRoutes: FastifyPluginAsyncZod<{ lists: ListsService }> = async (app, { lists }) => {
  const tags = ['lists'];
  app.get('/', { schema: { operationId: 'listShortlists', tags, response: { 200: z.array(ZShortlist) } } }, (req) => lists.list(req.ctx));
  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: { operationId: 'createShortlist', tags, body: ZShortlistInput, response: { 201: ZShortlistDetail, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse } },
    },
    async (req, reply) => reply.status(201).send(await lists.create(req.ctx, req.body)),
  );
  app.get(
    '/:id',
    { schema: { operationId: 'getShortlist', tags, params: ZIdParams, response: { 200: ZShortlistDetail, 404: ZErrorResponse } } },
    (req) => lists.get(req.ctx, req.params.id),
  );
  app.patch(
    '/:id',
    {
      schema: { operationId: 'updateShortlist', tags, params: ZIdParams, body: ZShortlistPatch, response: { 200: ZShortlistDetail, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse } },
    },
    (req) => lists.update(req.ctx, req.params.id, req.body),
  );
  app.delete(
    '/:id',
    { schema: { operationId: 'deleteShortlist', tags, params: ZIdParams, response: { 204: z.null(), 404: ZErrorResponse } } },
    async (req, reply) => {
      await lists.remove(req.ctx, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/:id/creators',
    {
      schema: { operationId: 'addToShortlist', tags, params: ZIdParams, body: ZShortlistAddCreators, response: { 200: ZShortlistDetail, 400: ZErrorResponse, 404: ZErrorResponse } },
    },
    (req) => lists.add(req.ctx, req.params.id, req.body.creator_ids),
  );
  app.delete(
    '/:id/creators/:creatorId',
    { schema: { operationId: 'removeFromShortlist', tags, params: ZShortlistMemberParams, response: { 200: ZShortlistDetail, 404: ZErrorResponse } } },
    (req) => lists.removeCreator(req.ctx, req.params.id, req.params.creatorId),
  );
  app.post(
    '/:id/add-to-campaign',
    {
      config: { idempotent: true },
      schema: {
        operationId: 'addShortlistToCampaign',
        tags,
        description: 'Creates an outreach entry for every creator on the list (existing ones kept; creators who opted out left out).',
        params: ZIdParams,
        body: ZShortlistToCampaign,
        response: { 200: ZShortlistToCampaignResult, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    (req) => lists.addToCampaign(req.ctx, req.params.id, req.body.campaign_id),
  );
};
