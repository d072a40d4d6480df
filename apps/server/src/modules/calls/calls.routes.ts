import path from 'node:path';
import send from '@fastify/send';
import {
  ZCallInitiate,
  ZCallInitiated,
  ZCallRecord,
  ZConversationIdParams,
  ZEmailList,
  ZEmailSend,
  ZEmailSent,
  ZErrorResponse,
  ZIdParams,
} from '@inflow/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmailService } from '../email/email.service.js';
import type { CallsService } from './calls.service.js';

export const callsRoutes: FastifyPluginAsyncZod<{ calls: CallsService; email: EmailService }> = async (app, { calls, email }) => {
  const tags = ['calls'];
  app.post(
    '/call/initiate',
    {
      schema: {
        operationId: 'initiateCall',
        tags,
        description: "Calls the creator of an outreach entry, on the creator's own number unless phone_number is given.",
        body: ZCallInitiate,
        response: { 200: ZCallInitiated, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse, 502: ZErrorResponse },
      },
    },
    async (req) => {
      const { call, message } = await calls.initiate(req.ctx, req.body);
      return { conversation_id: call.conversation_id, call_id: call.id, status: call.status, message };
    },
  );
  app.get(
    '/call/:conversationId/analysis',
    { schema: { operationId: 'getCallAnalysis', tags, params: ZConversationIdParams, response: { 200: ZCallRecord, 404: ZErrorResponse } } },
    (req) => calls.analysis(req.ctx, req.params.conversationId),
  );
  app.get(
    '/call/:conversationId/audio',
    {
      schema: {
        operationId: 'getCallAudio',
        tags,
        description: 'The call recording; honours Range requests so players can seek.',
        params: ZConversationIdParams,
        response: { 404: ZErrorResponse },
      },
    },
    async (req, typedReply) => {
      // A byte stream, not JSON: the zod response typing does not apply to it.
      const reply = typedReply as unknown as FastifyReply;
      const rec = await calls.recording(req.ctx, req.params.conversationId);
      const r = await send(req.raw, path.basename(rec.path), { root: path.dirname(rec.path), acceptRanges: true, cacheControl: false, dotfiles: 'deny' });
      if (r.type !== 'file') {
        return reply.status(r.statusCode).send({ message: 'No call recording available', code: 'recording_unavailable' });
      }
      reply.status(r.statusCode).headers(r.headers).header('content-type', rec.contentType).header('cache-control', 'private, max-age=3600');
      return reply.send(r.stream);
    },
  );
  app.get(
    '/:id/calls',
    { schema: { operationId: 'listOutreachCalls', tags, params: ZIdParams, response: { 200: z.array(ZCallRecord), 404: ZErrorResponse } } },
    (req) => calls.listForOutreach(req.ctx, req.params.id),
  );
  app.post(
    '/email',
    {
      schema: {
        operationId: 'sendFollowUpEmail',
        tags: ['email'],
        description: 'Sends a follow-up templated from the last call (SMTP when configured, otherwise kept in the outbox).',
        body: ZEmailSend,
        response: { 200: ZEmailSent, 400: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse, 502: ZErrorResponse },
      },
    },
    (req) => email.sendFollowUp(req.ctx, req.body.outreach_id, { subject: req.body.subject, body: req.body.body }),
  );
  app.get(
    '/:id/emails',
    {
      schema: {
        operationId: 'listOutreachEmails',
        tags: ['email'],
        params: ZIdParams,
        response: { 200: ZEmailList, 404: ZErrorResponse },
      },
    },
    (req) => email.list(req.ctx, req.params.id),
  );
};
