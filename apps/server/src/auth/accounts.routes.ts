import {
  ZApiKey,
  ZApiKeyCreate,
  ZApiKeyCreated,
  ZAuditEntry,
  ZAuditQuery,
  ZAuthResult,
  ZErrorResponse,
  ZId,
  ZInvitation,
  ZInvitationAccepted,
  ZInvitationCreate,
  ZInvitationPreview,
  ZMe,
  ZMember,
  ZMemberUpdate,
  ZRequestPasswordReset,
  ZResetPassword,
  ZSetupStatus,
  ZSignIn,
  ZSignUp,
  ZSwitchWorkspace,
  ZVerifyEmail,
  ZWorkspaceCreate,
  ZWorkspaceRef,
  ZWorkspaceWithRole,
} from '@inflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsService, Identity } from './accounts.service.js';
import { forbidden, unauthorized } from './accounts.service.js';
import { toHeaders, WORKSPACE_COOKIE } from './identity.js';

const E = ZErrorResponse;
const ZWorkspaceParams = z.object({ id: ZId });
const ZMemberParams = z.object({ id: ZId, userId: z.string().trim().min(1).max(64) });
const ZInvitationParams = z.object({ id: ZId, invitationId: ZId });
const ZKeyParams = z.object({ id: ZId, keyId: ZId });
const ZTokenParams = z.object({ token: z.string().trim().min(16).max(512) });

function identityOf(req: FastifyRequest): Identity {
  if (!req.identity) throw unauthorized('Sign in or send an API key to use this API');
  return req.identity;
}

function withCookies(reply: FastifyReply, cookies: string[]) {
  for (const c of cookies) reply.header('set-cookie', c);
  return reply;
}

function workspaceCookie(req: FastifyRequest, workspaceId: string, secure: boolean) {
  return `${WORKSPACE_COOKIE}=${workspaceId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24 * 365}${secure ? '; Secure' : ''}`;
}

/** Sign-up/in/out, passwords, first start, /me, workspaces, members, invitations, API keys and the audit log. */
export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService; secureCookies: boolean }> = async (app, { accounts, secureCookies }) => {
  const tags = ['accounts'];
  const pub = { auth: 'public' as const };
  const signin = { auth: 'public' as const, rateLimit: 'signin' as const };
  const identityOnly = { auth: 'identity' as const };

  // ---- public: sign-up, sign-in, passwords, first owner, invitation preview ----
  app.get(
    '/setup',
    { config: pub, schema: { operationId: 'getSetupStatus', tags, security: [], response: { 200: ZSetupStatus } } },
    () => accounts.setupStatus(),
  );
  app.post(
    '/setup',
    { config: signin, schema: { operationId: 'createFirstOwner', tags, security: [], body: ZSignUp, response: { 201: ZAuthResult, 400: E, 409: E } } },
    async (req, reply) => {
      const r = await accounts.createFirstOwner(req.body, toHeaders(req), { ip: req.ip });
      return withCookies(reply, r.setCookies).status(201).send({ user: r.user });
    },
  );
  app.post(
    '/auth/sign-up',
    { config: signin, schema: { operationId: 'signUp', tags, security: [], body: ZSignUp, response: { 201: ZAuthResult, 400: E, 409: E } } },
    async (req, reply) => {
      const r = await accounts.signUp(req.body, toHeaders(req), { ip: req.ip });
      return withCookies(reply, r.setCookies).status(201).send({ user: r.user });
    },
  );
  app.post(
    '/auth/sign-in',
    { config: signin, schema: { operationId: 'signIn', tags, security: [], body: ZSignIn, response: { 200: ZAuthResult, 400: E, 401: E, 429: E } } },
    async (req, reply) => {
      const r = await accounts.signIn(req.body, toHeaders(req), { ip: req.ip });
      return withCookies(reply, r.setCookies).send({ user: r.user });
    },
  );
  app.post(
    '/auth/sign-out',
    { config: pub, schema: { operationId: 'signOut', tags, security: [], response: { 204: z.null() } } },
    async (req, reply) => {
      const cookies = await accounts.signOut(toHeaders(req));
      withCookies(reply, cookies).header('set-cookie', `${WORKSPACE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/auth/request-password-reset',
    { config: signin, schema: { operationId: 'requestPasswordReset', tags, security: [], body: ZRequestPasswordReset, response: { 202: z.object({ message: z.string() }), 400: E } } },
    async (req, reply) => {
      await accounts.requestPasswordReset(req.body.email);
      return reply.status(202).send({ message: 'If an account exists for this email, a reset link is on its way.' });
    },
  );
  app.post(
    '/auth/reset-password',
    { config: signin, schema: { operationId: 'resetPassword', tags, security: [], body: ZResetPassword, response: { 204: z.null(), 400: E } } },
    async (req, reply) => {
      await accounts.resetPassword(req.body.token, req.body.password);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/auth/verify-email',
    { config: pub, schema: { operationId: 'verifyEmail', tags, security: [], body: ZVerifyEmail, response: { 204: z.null(), 400: E } } },
    async (req, reply) => {
      await accounts.verifyEmail(req.body.token);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/auth/send-verification-email',
    { config: identityOnly, schema: { operationId: 'sendVerificationEmail', tags, response: { 202: z.object({ message: z.string() }), 401: E, 403: E } } },
    async (req, reply) => {
      const id = identityOf(req);
      if (id.kind !== 'user') throw forbidden('Only a signed-in person has an email address to verify');
      await accounts.sendVerificationEmail(id.user);
      return reply.status(202).send({ message: 'A verification link is on its way.' });
    },
  );
  app.get(
    '/invitations/:token',
    { config: pub, schema: { operationId: 'previewInvitation', tags, security: [], params: ZTokenParams, response: { 200: ZInvitationPreview, 404: E } } },
    (req) => accounts.previewInvitation(req.params.token),
  );
  app.post(
    '/invitations/:token/accept',
    { config: identityOnly, schema: { operationId: 'acceptInvitation', tags, params: ZTokenParams, response: { 200: ZInvitationAccepted, 401: E, 403: E, 404: E, 409: E, 410: E } } },
    async (req, reply) => {
      const r = await accounts.acceptInvitation(identityOf(req), req.params.token, { actor: req.ctx?.actor ?? actorOf(identityOf(req)), ip: req.ip });
      return reply.header('set-cookie', workspaceCookie(req, r.workspace.id, secureCookies)).send(r);
    },
  );

  // ---- the caller ----
  app.get(
    '/me',
    { config: { minRole: 'viewer' }, schema: { operationId: 'getMe', tags, response: { 200: ZMe, 401: E, 403: E } } },
    (req) => accounts.me(identityOf(req), req.ctx),
  );
  app.post(
    '/me/workspace',
    { config: identityOnly, schema: { operationId: 'switchWorkspace', tags, body: ZSwitchWorkspace, response: { 200: ZMe, 401: E, 403: E } } },
    async (req, reply) => {
      const id = identityOf(req);
      const ctx = await accounts.contextFor(id, { header: req.body.workspace_id }, req.ip);
      if (ctx === 'no_workspace') throw forbidden('You are not a member of this workspace', 'not_a_member');
      return reply.header('set-cookie', workspaceCookie(req, ctx.workspaceId, secureCookies)).send(await accounts.me(id, ctx));
    },
  );

  // ---- workspaces ----
  app.get(
    '/workspaces',
    { config: identityOnly, schema: { operationId: 'listWorkspaces', tags, response: { 200: z.array(ZWorkspaceWithRole), 401: E } } },
    (req) => accounts.listWorkspaces(identityOf(req)),
  );
  app.post(
    '/workspaces',
    { config: identityOnly, schema: { operationId: 'createWorkspace', tags, body: ZWorkspaceCreate, response: { 201: ZWorkspaceRef, 400: E, 401: E, 403: E } } },
    async (req, reply) => {
      const id = identityOf(req);
      const ws = await accounts.createWorkspace(id, req.body.name, { actor: req.ctx?.actor ?? actorOf(id), ip: req.ip });
      return reply.status(201).send(ws);
    },
  );

  // Workspace management names its workspace in the path; the service checks the caller's role there.
  const manage = { minRole: 'viewer' as const };
  app.get(
    '/workspaces/:id/members',
    { config: manage, schema: { operationId: 'listMembers', tags, params: ZWorkspaceParams, response: { 200: z.array(ZMember), 403: E, 404: E } } },
    (req) => accounts.listMembers(req.ctx, req.params.id),
  );
  app.patch(
    '/workspaces/:id/members/:userId',
    { config: manage, schema: { operationId: 'updateMember', tags, params: ZMemberParams, body: ZMemberUpdate, response: { 200: ZMember, 400: E, 403: E, 404: E, 409: E } } },
    (req) => accounts.updateMember(req.ctx, req.params.id, req.params.userId, req.body),
  );
  app.delete(
    '/workspaces/:id/members/:userId',
    { config: manage, schema: { operationId: 'removeMember', tags, params: ZMemberParams, response: { 204: z.null(), 403: E, 404: E, 409: E } } },
    async (req, reply) => {
      await accounts.removeMember(req.ctx, req.params.id, req.params.userId);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/workspaces/:id/invitations',
    { config: manage, schema: { operationId: 'listInvitations', tags, params: ZWorkspaceParams, response: { 200: z.array(ZInvitation), 403: E, 404: E } } },
    (req) => accounts.listInvitations(req.ctx, req.params.id),
  );
  app.post(
    '/workspaces/:id/invitations',
    { config: manage, schema: { operationId: 'createInvitation', tags, params: ZWorkspaceParams, body: ZInvitationCreate, response: { 201: ZInvitation, 400: E, 403: E, 404: E, 409: E } } },
    async (req, reply) => reply.status(201).send(await accounts.invite(req.ctx, req.params.id, req.body)),
  );
  app.delete(
    '/workspaces/:id/invitations/:invitationId',
    { config: manage, schema: { operationId: 'revokeInvitation', tags, params: ZInvitationParams, response: { 204: z.null(), 403: E, 404: E, 409: E } } },
    async (req, reply) => {
      await accounts.revokeInvitation(req.ctx, req.params.id, req.params.invitationId);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/workspaces/:id/api-keys',
    { config: manage, schema: { operationId: 'listApiKeys', tags, params: ZWorkspaceParams, response: { 200: z.array(ZApiKey), 403: E, 404: E } } },
    (req) => accounts.listApiKeys(req.ctx, req.params.id),
  );
  app.post(
    '/workspaces/:id/api-keys',
    { config: manage, schema: { operationId: 'createApiKey', tags, params: ZWorkspaceParams, body: ZApiKeyCreate, response: { 201: ZApiKeyCreated, 400: E, 403: E, 404: E } } },
    async (req, reply) => reply.status(201).send(await accounts.createApiKey(req.ctx, req.params.id, req.body)),
  );
  app.delete(
    '/workspaces/:id/api-keys/:keyId',
    { config: manage, schema: { operationId: 'revokeApiKey', tags, params: ZKeyParams, response: { 204: z.null(), 403: E, 404: E } } },
    async (req, reply) => {
      await accounts.revokeApiKey(req.ctx, req.params.id, req.params.keyId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/audit',
    { config: manage, schema: { operationId: 'listAudit', tags, querystring: ZAuditQuery, response: { 200: z.array(ZAuditEntry), 400: E, 403: E } } },
    (req) => accounts.listAudit(req.ctx, req.query),
  );
};

function actorOf(id: Identity) {
  return id.kind === 'user'
    ? { type: 'user' as const, userId: id.user.id, email: id.user.email, name: id.user.name }
    : { type: 'api_key' as const, keyId: id.key.id, name: id.key.name, userId: id.key.created_by };
}
