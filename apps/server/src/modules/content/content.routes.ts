import { ZDeliverableStatus, ZErrorResponse, ZIdParams, ZRequestChanges, ZReviewComment, ZSubmission } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorLabel } from '../deals/deal-terms.js';
import type { ContentService } from './content.service.js';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  const tags = ['content'];
  app.get(
    '/deals/:id/content',
    { schema: { operationId: 'listDealContent', tags, description: 'Deliverables with their drafts (versions, comments), live posts, due dates and overdue flags.', params: ZIdParams, response: { 200: ZDeliverableStatus.array(), 404: ZErrorResponse } } },
    (req) => content.listForDeal(req.ctx, req.params.id),
  );
  app.post(
    '/submissions/:id/approve',
    { schema: { operationId: 'approveDraft', tags, params: ZIdParams, response: { 200: ZSubmission, 404: ZErrorResponse, 409: ZErrorResponse } } },
    (req) => content.approve(req.ctx, req.params.id),
  );
  app.post(
    '/submissions/:id/request-changes',
    { schema: { operationId: 'requestDraftChanges', tags, params: ZIdParams, body: ZRequestChanges, response: { 200: ZSubmission, 404: ZErrorResponse, 409: ZErrorResponse } } },
    (req) => content.requestChanges(req.ctx, req.params.id, req.body.comment),
  );
  app.post(
    '/submissions/:id/comments',
    { schema: { operationId: 'commentOnSubmission', tags, params: ZIdParams, body: ZReviewComment, response: { 201: ZSubmission, 404: ZErrorResponse } } },
    async (req, reply) => reply.status(201).send(await content.comment(req.ctx.workspaceId, req.params.id, { type: 'brand', label: actorLabel(req.ctx.actor) }, req.body.body)),
  );
  app.get('/submissions/:id/file', { schema: { operationId: 'getSubmissionFile', tags, params: ZIdParams } }, async (req, reply) => {
    const f = await content.file(req.ctx.workspaceId, req.params.id);
    return reply.type(f.contentType).header('content-disposition', `attachment; filename="${f.name.replace(/[^A-Za-z0-9._-]+/g, '_')}"`).send(f.bytes);
  });
};
