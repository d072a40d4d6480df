import {
  ZEmailPreview,
  ZEmailPreviewRequest,
  ZEmailTemplate,
  ZEmailTemplateInput,
  ZEmailTemplatePatch,
  ZErrorResponse,
  ZIdParams,
  ZOutboxEntry,
  ZOutboxQuery,
  ZSequence,
  ZSequenceCreate,
  ZTemplateIdParams,
  ZTimelineEvent,
  ZUnsubscribe,
  ZUnsubscribed,
} from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmailService } from './email.service.js';

/** Templates, preview, the outbox, sequences, unsubscribe and the conversation timeline (mounted at /api/v1). */
export const emailRoutes: FastifyPluginAsyncZod<{ email: EmailService }> = async (app, { email }) => {
  const tags = ['email'];
  app.get(
    '/email/templates',
    { schema: { operationId: 'listEmailTemplates', tags, response: { 200: z.array(ZEmailTemplate) } } },
    (req) => email.templates(req.ctx),
  );
  app.post(
    '/email/templates',
    {
      config: { idempotent: true },
      schema: { operationId: 'createEmailTemplate', tags, body: ZEmailTemplateInput, response: { 201: ZEmailTemplate, 400: ZErrorResponse, 409: ZErrorResponse } },
    },
    async (req, reply) => reply.status(201).send(await email.createTemplate(req.ctx, req.body)),
  );
  app.patch(
    '/email/templates/:id',
    {
      schema: {
        operationId: 'updateEmailTemplate',
        tags,
        params: ZTemplateIdParams,
        body: ZEmailTemplatePatch,
        response: { 200: ZEmailTemplate, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    (req) => email.updateTemplate(req.ctx, req.params.id, req.body),
  );
  app.delete(
    '/email/templates/:id',
    { schema: { operationId: 'deleteEmailTemplate', tags, params: ZTemplateIdParams, response: { 204: z.null(), 404: ZErrorResponse, 409: ZErrorResponse } } },
    async (req, reply) => {
      await email.deleteTemplate(req.ctx, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/outreach/email/preview',
    {
      schema: {
        operationId: 'previewEmail',
        tags,
        description: 'Renders a template (or an edited subject and body) for an outreach entry: merge fields filled, the ones without a value named. Sends nothing.',
        body: ZEmailPreviewRequest,
        response: { 200: ZEmailPreview, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    (req) => email.preview(req.ctx, req.body),
  );
  app.get(
    '/outbox',
    {
      schema: {
        operationId: 'listOutbox',
        tags,
        description: 'Every email the workspace wrote, newest first, with its body and state (outbox: recorded only; queued; sent; failed).',
        querystring: ZOutboxQuery,
        response: { 200: z.array(ZOutboxEntry), 400: ZErrorResponse },
      },
    },
    (req) => email.outbox(req.ctx, req.query),
  );
  app.get(
    '/outreach/:id/sequences',
    { schema: { operationId: 'listEmailSequences', tags, params: ZIdParams, response: { 200: z.array(ZSequence), 404: ZErrorResponse } } },
    (req) => email.sequences(req.ctx, req.params.id),
  );
  app.post(
    '/outreach/:id/sequences',
    {
      config: { rateLimit: 'emails', idempotent: true },
      schema: {
        operationId: 'startEmailSequence',
        tags,
        description: 'A first email and up to 3 follow-ups, each sent delay_minutes after the previous one; a reply, an opt-out or a stop ends it.',
        params: ZIdParams,
        body: ZSequenceCreate,
        response: { 201: ZSequence, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await email.startSequence(req.ctx, req.params.id, req.body.steps)),
  );
  app.post(
    '/email/sequences/:id/stop',
    { schema: { operationId: 'stopEmailSequence', tags, params: ZIdParams, response: { 200: ZSequence, 404: ZErrorResponse } } },
    (req) => email.stopSequenceManually(req.ctx, req.params.id),
  );
  app.get(
    '/outreach/:id/timeline',
    {
      schema: {
        operationId: 'getOutreachTimeline',
        tags: ['outreach'],
        description: 'Calls, emails in and out, notes, tasks and status changes of one entry, oldest first.',
        params: ZIdParams,
        response: { 200: z.array(ZTimelineEvent), 404: ZErrorResponse },
      },
    },
    (req) => email.timeline(req.ctx, req.params.id),
  );
  app.post(
    '/email/unsubscribe',
    {
      // The link in every email opens a page that confirms with this POST (no GET changes anything).
      config: { auth: 'public' },
      schema: { operationId: 'unsubscribe', security: [], tags, body: ZUnsubscribe, response: { 200: ZUnsubscribed, 400: ZErrorResponse } },
    },
    (req) => email.unsubscribe(req.body.token),
  );
};
