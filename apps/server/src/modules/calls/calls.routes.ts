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
      config: { rateLimit: 'calls', idempotent: true },
      schema: {
        operationId: 'initiateCall',
        tags,
        description: "Calls the creator of an outreach entry on the number on their record (the workspace's own, else the directory's). phone_number, when given, must be that number (422 otherwise).",
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
        response: { 404: ZErrorResponse, 416: ZErrorResponse },
      },
    },
    async (req, typedReply) => {
      // A byte stream, not JSON: the zod response typing does not apply to it.
      const reply = typedReply as unknown as FastifyReply;
      const rec = await calls.recording(req.ctx, req.params.conversationId, req.headers.range);
      reply.header('accept-ranges', 'bytes');
      if (rec.kind === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${rec.size}`)
          .send({ message: `The requested range is outside the recording (${rec.size} bytes)`, code: 'range_not_satisfiable' });
      }
      const length = rec.range ? rec.range.end - rec.range.start + 1 : rec.size;
      reply.header('content-type', rec.contentType).header('content-length', String(length)).header('cache-control', 'private, max-age=3600');
      if (rec.range) reply.status(206).header('content-range', `bytes ${rec.range.start}-${rec.range.end}/${rec.size}`);
      return reply.send(rec.body);
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
      config: { rateLimit: 'emails', idempotent: true },
      schema: {
        operationId: 'sendFollowUpEmail',
        tags: ['email'],
        description: 'Sends a follow-up templated from the last call (SMTP when configured, otherwise kept in the outbox).',
        body: ZEmailSend,
        response: { 200: ZEmailSent, 400: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse, 502: ZErrorResponse },
      },
    },
    (req) => email.sendFollowUp(req.ctx, req.body.outreach_id, { subject: req.body.subject, body: req.body.body, to: req.body.to }),
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
