import {
  ZErrorResponse,
  ZIdParams,
  ZPayoutDetailsInput,
  ZPortalDecline,
  ZPortalLink,
  ZPortalLinkCreate,
  ZPortalLinkState,
  ZPortalOffer,
  ZPortalSign,
  ZReviewComment,
  ZSubmission,
  ZSubmissionCreate,
  ZTokenParams,
} from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PortalService } from './portal.service.js';

const meta = (req: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
  ip: req.ip ?? null,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 500) : null,
});

/** Links are made and revoked in the app (/api/v1/deals/{id}/portal-link). */
export const portalLinkRoutes: FastifyPluginAsyncZod<{ portal: PortalService }> = async (app, { portal }) => {
  const tags = ['portal'];
  app.post(
    '/deals/:id/portal-link',
    {
      config: { idempotent: true },
      schema: {
        operationId: 'createPortalLink',
        tags,
        description: 'A secret link to the creator portal for this deal only (emailed to the creator; the outbox offline). A new link replaces the previous one.',
        params: ZIdParams,
        body: ZPortalLinkCreate,
        response: { 201: ZPortalLink, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await portal.createLink(req.ctx, req.params.id, { expiresInDays: req.body?.expires_in_days })),
  );
  app.get(
    '/deals/:id/portal-links',
    {
      schema: {
        operationId: 'listPortalLinks',
        tags,
        description: 'The deal’s portal links, newest first, with their state (active, expired, revoked). The link itself is shown only when it is made: the server keeps its hash.',
        params: ZIdParams,
        response: { 200: ZPortalLinkState.array(), 404: ZErrorResponse },
      },
    },
    (req) => portal.links(req.ctx, req.params.id),
  );
  app.delete(
    '/deals/:id/portal-link',
    { schema: { operationId: 'revokePortalLink', tags, description: 'Revokes the deal’s portal link at once (410 afterwards).', params: ZIdParams, response: { 204: z.null(), 404: ZErrorResponse } } },
    async (req, reply) => {
      await portal.revoke(req.ctx, req.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** The creator portal's API: public to the auth hook, authorised by the token in the path. */
export const portalRoutes: FastifyPluginAsyncZod<{ portal: PortalService }> = async (app, { portal }) => {
  const tags = ['portal'];
  const pub = { auth: 'public' as const };
  const errors = { 404: ZErrorResponse, 409: ZErrorResponse, 410: ZErrorResponse, 422: ZErrorResponse };
  app.get(
    '/:token',
    { config: pub, schema: { operationId: 'getPortalOffer', tags, security: [], params: ZTokenParams, response: { 200: ZPortalOffer, ...errors } } },
    (req) => portal.offer(req.params.token),
  );
  app.post(
    '/:token/sign',
    {
      config: pub,
      schema: {
        operationId: 'signOnPortal',
        tags,
        security: [],
        description: 'Accepts the offer and signs the current contract (typed full name + consent); records name, time, IP, user agent and the document hash.',
        params: ZTokenParams,
        body: ZPortalSign,
        response: { 200: ZPortalOffer, ...errors },
      },
    },
    (req) => portal.sign(req.params.token, req.body.full_name, meta(req)),
  );
  app.post(
    '/:token/decline',
    { config: pub, schema: { operationId: 'declineOnPortal', tags, security: [], params: ZTokenParams, body: ZPortalDecline, response: { 200: z.object({ status: z.literal('declined') }), ...errors } } },
    (req) => portal.decline(req.params.token, req.body?.reason, meta(req)),
  );
  app.put(
    '/:token/payout-details',
    { config: pub, schema: { operationId: 'setPortalPayoutDetails', tags, security: [], params: ZTokenParams, body: ZPayoutDetailsInput, response: { 200: ZPortalOffer, ...errors } } },
    (req) => portal.setPayoutDetails(req.params.token, req.body, meta(req)),
  );
  app.post(
    '/:token/submissions',
    {
      config: { ...pub, idempotent: true },
      schema: {
        operationId: 'submitOnPortal',
        tags,
        security: [],
        description: 'A draft (link, or a file as base64) or a live post URL (Instagram, YouTube, TikTok, X) for one deliverable.',
        params: ZTokenParams,
        body: ZSubmissionCreate,
        response: { 201: ZSubmission, 413: ZErrorResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await portal.submit(req.params.token, req.body)),
  );
  app.post(
    '/:token/submissions/:id/comments',
    {
      config: pub,
      schema: { operationId: 'commentOnPortal', tags, security: [], params: ZTokenParams.extend({ id: z.uuid() }), body: ZReviewComment, response: { 201: ZSubmission, ...errors } },
    },
    async (req, reply) => reply.status(201).send(await portal.comment(req.params.token, req.params.id, req.body.body)),
  );
  app.get(
    '/:token/submissions/:id/file',
    { config: pub, schema: { operationId: 'getPortalSubmissionFile', tags, security: [], params: ZTokenParams.extend({ id: z.uuid() }) } },
    async (req, reply) => {
      const f = await portal.file(req.params.token, req.params.id);
      return reply.type(f.contentType).header('content-disposition', `attachment; filename="${f.name.replace(/[^A-Za-z0-9._-]+/g, '_')}"`).send(f.bytes);
    },
  );
  app.get('/:token/contract.pdf', { config: pub, schema: { operationId: 'getPortalContractPdf', tags, security: [], params: ZTokenParams } }, async (req, reply) =>
    reply.type('application/pdf').send(await portal.contractPdf(req.params.token, 'original')),
  );
  app.get('/:token/contract-signed.pdf', { config: pub, schema: { operationId: 'getPortalSignedContractPdf', tags, security: [], params: ZTokenParams } }, async (req, reply) =>
    reply.type('application/pdf').send(await portal.contractPdf(req.params.token, 'signed')),
  );
};
