import type { TRole } from '@inflow/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleAtLeast } from '../lib/context.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { AccountsService, Identity } from './accounts.service.js';

/**
 * How a route is reached:
 * - 'public': anyone (sign-in, setup, invitation preview, provider webhooks with their own signatures);
 * - 'identity': a signed-in user or an API key, with or without a workspace (create a workspace, accept an invitation);
 * - default: a caller acting in a workspace, with at least `minRole` (GET/HEAD: viewer; anything else: member).
 */
export type RouteAuth = 'public' | 'identity' | 'workspace';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    minRole?: TRole;
    /** Content types the route's body may have (default application/json); a body of another type gets 415. */
    consumes?: string[];
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}

export const WORKSPACE_COOKIE = 'inflow_workspace';
export const SESSION_COOKIE_PATTERN = /(?:^|;\s*)(?:__Secure-)?inflow\.session_token=/;

export interface IdentityOptions {
  accounts: AccountsService;
  /** Host names the server answers for (lower case, no port; IPv6 in brackets). */
  allowedHosts: Set<string>;
  /** Origins (scheme://host[:port]) whose pages may make state-changing requests besides the server's own. */
  trustedOrigins: Set<string>;
  limiter: RateLimiter;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function send(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ message, code });
}

export function toHeaders(req: FastifyRequest): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) h.append(k, x);
    else h.set(k, String(v));
  }
  return h;
}

export function cookieValue(req: FastifyRequest, name: string): string | undefined {
  const raw = req.headers.cookie;
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The origin a browser would send for a page of this server (scheme from the socket or a trusted proxy). */
function ownOrigin(req: FastifyRequest) {
  return `${req.protocol}://${req.host}`.toLowerCase();
}

/**
 * One place every request goes through: the Host is ours (no DNS rebinding), a state-changing request comes from a
 * trusted origin (no CSRF with the session cookie), the body's content type is the route's, and the caller is known
 * and allowed. Services receive the resolved `req.ctx` and never read headers.
 */
export function registerIdentity(app: FastifyInstance, opts: IdentityOptions) {
  const { accounts } = opts;
  app.decorateRequest('identity', null);

  app.addHook('onRequest', async (req, reply) => {
    const url = req.url;
    if (url === '/healthz' || url.startsWith('/healthz?')) return;

    const hostname = req.hostname?.toLowerCase() ?? '';
    if (!opts.allowedHosts.has(hostname)) {
      return send(reply, 421, 'unknown_host', `This server does not answer for the host '${hostname || '(none)'}'. Set PUBLIC_URL or ALLOWED_HOSTS to serve it.`);
    }

    // CORS preflights carry no credentials; @fastify/cors answers them from its allow-list.
    if (req.method === 'OPTIONS') return;
    const isApi = url.startsWith('/api/');
    const cfg = req.routeOptions.config ?? {};
    const mode: RouteAuth = cfg.auth ?? (isApi && req.routeOptions.url ? 'workspace' : 'public');
    const hasBearer = req.headers.authorization !== undefined;

    if (!SAFE_METHODS.has(req.method)) {
      const origin = req.headers.origin;
      if (origin !== undefined) {
        const o = String(origin).toLowerCase();
        if (o !== ownOrigin(req) && !opts.trustedOrigins.has(o)) {
          return send(reply, 403, 'cross_origin', `Requests from the origin '${origin}' are not allowed to change anything here`);
        }
      } else if (!hasBearer && SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '')) {
        // A browser sends Origin on every cross-origin write; a cookie without it and without Sec-Fetch-Site is refused.
        const site = req.headers['sec-fetch-site'];
        if (site !== 'same-origin' && site !== 'none') {
          return send(reply, 403, 'origin_required', "A request signed in with a session cookie must carry an 'Origin' header of this site");
        }
      }
    }

    // The API docs need a caller too; client routes of the SPA and static files are public.
    const docs = url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');
    const effective: RouteAuth = docs ? 'identity' : mode;
    const bucket = cfg.rateLimit;
    if (effective === 'public') {
      // The SPA's files and pages are not counted; public API routes (sign-in, setup, webhooks) are, per address.
      if (isApi) await opts.limiter.check(reply, { caller: `ip:${req.ip}`, ip: req.ip, bucket });
      return;
    }

    let identity: Identity | null;
    try {
      identity = await accounts.identify(toHeaders(req), req.headers.authorization);
    } catch (err) {
      // A wrong key still counts against the address that sent it.
      if (!(await opts.limiter.check(reply, { caller: `ip:${req.ip}`, ip: req.ip }))) return;
      throw err;
    }
    if (!identity) {
      if (!(await opts.limiter.check(reply, { caller: `ip:${req.ip}`, ip: req.ip }))) return;
      return send(reply, 401, 'unauthenticated', 'Sign in or send an API key (Authorization: Bearer <key>) to use this API');
    }
    req.identity = identity;
    const callerKey = identity.kind === 'api_key' ? `key:${identity.key.id}` : `user:${identity.user.id}`;
    // A viewer key only reads, whatever the route (workspace routes check roles below; this covers the rest too).
    if (identity.kind === 'api_key' && identity.key.role === 'viewer' && !SAFE_METHODS.has(req.method)) {
      return send(reply, 403, 'forbidden', 'A viewer API key can only read');
    }

    const header = req.headers['x-workspace-id'];
    const requested = typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
    accounts.validateWorkspaceId(requested);
    const ctx = await accounts.contextFor(identity, { header: requested, cookie: cookieValue(req, WORKSPACE_COOKIE) }, req.ip);
    if (ctx === 'no_workspace') {
      if (!(await opts.limiter.check(reply, { caller: callerKey, ip: req.ip }))) return;
      if (effective === 'identity') return;
      return reply
        .status(403)
        .header('cache-control', 'no-store')
        .send({
          message: 'You are not a member of any workspace yet: create one or accept an invitation',
          code: 'no_workspace',
          details: { user: identity.kind === 'user' ? identity.user : null },
        });
    }
    req.ctx = ctx;
    if (!(await opts.limiter.check(reply, { caller: callerKey, workspaceId: ctx.workspaceId, ip: req.ip, bucket }))) return;
    if (effective === 'identity') return;

    const min: TRole = cfg.minRole ?? (SAFE_METHODS.has(req.method) ? 'viewer' : 'member');
    if (!roleAtLeast(ctx.role, min)) {
      return send(reply, 403, 'forbidden', `Your role (${ctx.role}) can't do this; it needs ${min} or above`);
    }
  });

  // 415 for a body of the wrong type, on every route, before its handler runs.
  app.addHook('preValidation', async (req, reply) => {
    const hasBody = req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0' || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const allowed = req.routeOptions.config?.consumes ?? ['application/json'];
    if (!allowed.includes(type)) {
      return send(reply, 415, 'unsupported_media_type', `body must be sent as ${allowed.join(' or ')}${type ? `, not ${type}` : ''}`);
    }
  });
}
