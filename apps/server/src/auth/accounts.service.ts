import type {
  TApiKey,
  TApiKeyCreated,
  TInvitation,
  TInvitationPreview,
  TMe,
  TMember,
  TRole,
  TSetupStatus,
  TUser,
} from '@inflow/contracts';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database, SqlExecutor } from '../db/client.js';
import { DEFAULT_WORKSPACE_ID, requestLimits } from '../db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../http/errors.js';
import { roleAtLeast, type Actor, type RequestContext } from '../lib/context.js';
import { iso, isoOrNull } from '../lib/rows.js';
import type { Mailer } from '../modules/email/mailer.js';
import { accountsRepo as repo, invitationView, type ApiKeyRow } from './accounts.repo.js';
import { listAudit, writeAudit, type AuditEvent } from './audit.js';
import { createBetterAuth, type AccountMail, type BetterAuth } from './better-auth.js';
import { API_KEY_PATTERN, hashSecret, keyPrefix, newApiKey, newToken } from './keys.js';

export const LOCK_SETUP = 727276;
const INVITATION_TTL_HOURS = 7 * 24;

export const unauthorized = (message: string, code = 'unauthenticated') => new AppError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new AppError(403, code, message);
const tooMany = (message: string, retryAfterMs: number) =>
  new AppError(429, 'rate_limited', message, { retry_after_seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

/** Who called, before a workspace is chosen. */
export type Identity =
  | { kind: 'user'; user: TUser; sessionId: string }
  | { kind: 'api_key'; key: ApiKeyRow };

export interface SignInLimits {
  /** Failed sign-ins per account per window before it is locked for the rest of the window. */
  perAccount: number;
  /** Failed sign-ins per IP address per window. */
  perIp: number;
  windowSeconds: number;
}

export interface AccountsServiceOptions {
  db: Database;
  mailer: Mailer;
  mailFrom: string;
  secret: string;
  publicUrl: string;
  signInLimits?: Partial<SignInLimits>;
}

type Who = { actor: Actor | null; ip?: string };
type AuthResponse = { user: TUser; setCookies: string[] };

function toUser(u: { id: string; email: string; name: string; emailVerified?: boolean | null }): TUser {
  return { id: u.id, email: u.email, name: u.name, email_verified: !!u.emailVerified };
}

/** better-auth throws APIError (statusCode, body.message); ours are AppErrors with the API's codes. */
function fromAuthError(err: unknown, fallback: { status: number; code: string; message?: string }): never {
  const e = err as { statusCode?: number; body?: { message?: string; code?: string } };
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    throw new AppError(fallback.status, fallback.code, fallback.message ?? e.body?.message ?? 'The request was refused');
  }
  throw err;
}

const setCookiesOf = (headers: Headers | undefined) => headers?.getSetCookie?.() ?? [];

export function createAccountsService(opts: AccountsServiceOptions) {
  const { db } = opts;
  const limits: SignInLimits = { perAccount: 10, perIp: 50, windowSeconds: 15 * 60, ...opts.signInLimits };

  async function sendMail(mail: AccountMail) {
    let status: string;
    let error: string | null = null;
    try {
      const r = await opts.mailer.send({ from: opts.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      status = r.status;
    } catch (err) {
      status = 'failed';
      error = (err as Error).message;
    }
    await db.query(
      'insert into account_emails (kind, to_address, subject, body, status, transport, error) values ($1, $2, $3, $4, $5, $6, $7)',
      [mail.kind, mail.to, mail.subject, mail.text, status, opts.mailer.transport, error],
    );
  }

  const auth: BetterAuth = createBetterAuth({ db, secret: opts.secret, publicUrl: opts.publicUrl, sendMail });

  const limiter = (keyPrefix: string, points: number) =>
    new RateLimiterDrizzle({
      storeClient: db.db,
      schema: requestLimits,
      keyPrefix,
      points,
      duration: limits.windowSeconds,
      clearExpiredByTimeout: false,
    });
  const accountFailures = limiter('signin_account', limits.perAccount);
  const ipFailures = limiter('signin_ip', limits.perIp);

  const audit = (ex: SqlExecutor, who: Who, workspaceId: string | null, ev: AuditEvent) => writeAudit(ex, { ...who, workspaceId }, ev);

  async function assertNotLocked(email: string, ip: string) {
    const [a, i] = await Promise.all([accountFailures.get(email), ipFailures.get(ip)]);
    if (a && a.consumedPoints >= limits.perAccount) {
      throw tooMany('Too many failed sign-ins for this account. Try again later or reset the password.', a.msBeforeNext);
    }
    if (i && i.consumedPoints >= limits.perIp) throw tooMany('Too many failed sign-ins from this address. Try again later.', i.msBeforeNext);
  }

  async function recordFailure(email: string, ip: string) {
    // Penalties past the limit reject (RateLimiterRes); the lock already holds, so they are not errors here.
    const swallow = (e: unknown) => {
      if (!(e instanceof RateLimiterRes)) throw e;
    };
    await Promise.all([accountFailures.consume(email).catch(swallow), ipFailures.consume(ip).catch(swallow)]);
  }

  /** The acting user's role in a workspace named by a path, for the workspace-management routes. */
  async function roleIn(ctx: RequestContext, workspaceId: string): Promise<TRole> {
    if (workspaceId === ctx.workspaceId) return ctx.role;
    const actor = ctx.actor;
    // A key acts for the user who created it, when the key itself is an owner or admin key.
    const userId = actor.type === 'user' ? actor.userId : actor.type === 'api_key' && roleAtLeast(ctx.role, 'admin') ? actor.userId : null;
    const m = userId ? await repo.membership(db, userId, workspaceId) : null;
    if (!m) throw notFound('Workspace not found');
    return m.role;
  }

  async function requireAdminOf(ctx: RequestContext, workspaceId: string, what: string): Promise<TRole> {
    const role = await roleIn(ctx, workspaceId);
    if (!roleAtLeast(role, 'admin')) throw forbidden(`Only owners and admins can ${what}`);
    return role;
  }

  function actingUserId(ctx: RequestContext): string | null {
    return ctx.actor.type === 'user' ? ctx.actor.userId : ctx.actor.type === 'api_key' ? ctx.actor.userId : null;
  }

  async function addOwnerToWorkspace(ex: SqlExecutor, userId: string, workspaceId: string) {
    await repo.addMember(ex, workspaceId, userId, 'owner');
  }

  return {
    auth,

    // ---- identity -------------------------------------------------------------------------------------------
    async identify(headers: Headers, authorization: string | undefined): Promise<Identity | null> {
      if (authorization !== undefined) {
        const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
        if (!m) throw unauthorized("header 'Authorization' must be 'Bearer <API key>'", 'invalid_authorization');
        const secret = m[1]!;
        const key = API_KEY_PATTERN.test(secret) ? await repo.apiKeyByHash(db, hashSecret(secret)) : null;
        if (!key) throw unauthorized('The API key is not valid or has been revoked', 'invalid_api_key');
        await repo.touchApiKey(db, key.id);
        return { kind: 'api_key', key };
      }
      const session = await auth.api.getSession({ headers });
      if (!session) return null;
      return { kind: 'user', user: toUser(session.user), sessionId: session.session.id };
    },

    /** The request's workspace: the key's own, or the session user's chosen (header, then cookie) or first one. */
    async contextFor(identity: Identity, requested: { header?: string; cookie?: string }, ip: string): Promise<RequestContext | 'no_workspace'> {
      if (identity.kind === 'api_key') {
        const k = identity.key;
        if (requested.header && requested.header !== k.workspace_id) throw forbidden('This API key belongs to another workspace', 'wrong_workspace');
        return {
          workspaceId: k.workspace_id,
          role: k.role,
          actor: { type: 'api_key', keyId: k.id, name: k.name, userId: k.created_by },
          approvalLimit: null,
          ip,
        };
      }
      const memberships = await repo.memberships(db, identity.user.id);
      if (memberships.length === 0) return 'no_workspace';
      let m = memberships[0]!;
      if (requested.header) {
        const chosen = memberships.find((x) => x.workspace_id === requested.header);
        if (!chosen) throw forbidden('You are not a member of this workspace', 'not_a_member');
        m = chosen;
      } else if (requested.cookie) {
        m = memberships.find((x) => x.workspace_id === requested.cookie) ?? m;
      }
      return {
        workspaceId: m.workspace_id,
        role: m.role,
        actor: { type: 'user', userId: identity.user.id, email: identity.user.email, name: identity.user.name },
        approvalLimit: roleAtLeast(m.role, 'admin') ? null : m.approval_limit,
        ip,
      };
    },

    async me(identity: Identity, ctx: RequestContext): Promise<TMe> {
      const name = (await repo.workspaceName(db, ctx.workspaceId)) ?? '';
      const workspaces =
        identity.kind === 'user'
          ? (await repo.memberships(db, identity.user.id)).map((m) => ({ id: m.workspace_id, name: m.name, role: m.role }))
          : [{ id: ctx.workspaceId, name, role: ctx.role }];
      return {
        user: identity.kind === 'user' ? identity.user : null,
        api_key: identity.kind === 'api_key' ? { id: identity.key.id, name: identity.key.name } : null,
        workspace: { id: ctx.workspaceId, name },
        role: ctx.role,
        approval_limit: ctx.approvalLimit,
        workspaces,
      };
    },

    // ---- sign-up, sign-in, passwords --------------------------------------------------------------------------
    async signUp(body: { name: string; email: string; password: string }, headers: Headers, who: { ip: string }): Promise<AuthResponse> {
      try {
        const r = await auth.api.signUpEmail({ body, headers, returnHeaders: true });
        const user = toUser(r.response.user);
        await audit(db, { actor: { type: 'user', userId: user.id, email: user.email, name: user.name }, ip: who.ip }, null, {
          action: 'auth.sign_up',
          targetType: 'user',
          targetId: user.id,
        });
        return { user, setCookies: setCookiesOf(r.headers) };
      } catch (err) {
        return fromAuthError(err, { status: 409, code: 'email_taken', message: 'An account with this email already exists. Sign in instead.' });
      }
    },

    async signIn(body: { email: string; password: string }, headers: Headers, who: { ip: string }): Promise<AuthResponse> {
      await assertNotLocked(body.email, who.ip);
      try {
        const r = await auth.api.signInEmail({ body, headers, returnHeaders: true });
        const user = toUser(r.response.user);
        await accountFailures.delete(body.email);
        await audit(db, { actor: { type: 'user', userId: user.id, email: user.email, name: user.name }, ip: who.ip }, null, {
          action: 'auth.sign_in',
          targetType: 'user',
          targetId: user.id,
        });
        return { user, setCookies: setCookiesOf(r.headers) };
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 401 || status === 403 || status === 400) {
          await recordFailure(body.email, who.ip);
          await audit(db, { actor: null, ip: who.ip }, null, {
            action: 'auth.sign_in_failed',
            details: { email: body.email },
          });
          throw unauthorized('Email or password is incorrect', 'invalid_credentials');
        }
        throw err;
      }
    },

    async signOut(headers: Headers): Promise<string[]> {
      try {
        const r = await auth.api.signOut({ headers, returnHeaders: true });
        return setCookiesOf(r.headers);
      } catch {
        return [];
      }
    },

    async requestPasswordReset(email: string) {
      // Always the same answer: whether an account exists is not revealed.
      await auth.api.requestPasswordReset({ body: { email } }).catch(() => undefined);
    },

    async resetPassword(token: string, password: string) {
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (err) {
        fromAuthError(err, { status: 400, code: 'invalid_token', message: 'This reset link is not valid or has expired. Ask for a new one.' });
      }
    },

    async verifyEmail(token: string) {
      try {
        await auth.api.verifyEmail({ query: { token } });
      } catch (err) {
        fromAuthError(err, { status: 400, code: 'invalid_token', message: 'This verification link is not valid or has expired.' });
      }
    },

    async sendVerificationEmail(user: TUser) {
      if (user.email_verified) return;
      await auth.api.sendVerificationEmail({ body: { email: user.email } });
    },

    // ---- first start ------------------------------------------------------------------------------------------
    async setupStatus(): Promise<TSetupStatus> {
      const hasOwner = await repo.anyOwner(db);
      return { needs_owner: !hasOwner, workspace_name: hasOwner ? null : await repo.workspaceName(db, DEFAULT_WORKSPACE_ID) };
    },

    /**
     * The first owner: of the demo workspace (created when missing). Refused once any owner exists, so a second
     * visitor can't claim the instance; processes take turns under an advisory lock.
     */
    async createFirstOwner(
      body: { name: string; email: string; password: string },
      headers: Headers,
      who: { ip: string },
      workspaceName?: string,
    ): Promise<AuthResponse> {
      return db.withLock(LOCK_SETUP, async () => {
        if (await repo.anyOwner(db)) throw conflict('This Inflow already has an owner. Sign in, or ask the owner for an invitation.');
        const r = await this.signUp(body, headers, who);
        await db.transaction(async (tx) => {
          const exists = await repo.workspaceName(tx, DEFAULT_WORKSPACE_ID);
          if (exists === null) await tx.query('insert into workspaces (id, name) values ($1, $2)', [DEFAULT_WORKSPACE_ID, workspaceName ?? 'Demo workspace']);
          else if (workspaceName) await tx.query('update workspaces set name = $2 where id = $1', [DEFAULT_WORKSPACE_ID, workspaceName]);
          await addOwnerToWorkspace(tx, r.user.id, DEFAULT_WORKSPACE_ID);
          await audit(tx, { actor: { type: 'user', userId: r.user.id, email: r.user.email, name: r.user.name }, ip: who.ip }, DEFAULT_WORKSPACE_ID, {
            action: 'workspace.owner_created',
            targetType: 'user',
            targetId: r.user.id,
          });
        });
        return r;
      });
    },

    /**
     * INIT_* on an empty database: owner, first workspace (with the demo data) and an owner API key used verbatim.
     * Ignored when an owner exists. Returns whether it ran.
     */
    async initialize(init: { email: string; password: string; workspaceName: string; apiKey: string }): Promise<boolean> {
      if (await repo.anyOwner(db)) return false;
      if (!API_KEY_PATTERN.test(init.apiKey)) throw new Error('INIT_API_KEY must be 32+ characters from A-Z a-z 0-9 _ -');
      try {
        const r = await this.createFirstOwner(
          { name: init.email.split('@')[0]!, email: init.email, password: init.password },
          new Headers(),
          { ip: 'init' },
          init.workspaceName,
        );
        const k = await repo.createApiKey(db, {
          workspaceId: DEFAULT_WORKSPACE_ID,
          name: 'INIT_API_KEY',
          role: 'owner',
          hash: hashSecret(init.apiKey),
          prefix: keyPrefix(init.apiKey),
          createdBy: r.user.id,
        });
        await audit(db, { actor: { type: 'system', name: 'first start (INIT_*)' } }, DEFAULT_WORKSPACE_ID, {
          action: 'api_key.created',
          targetType: 'api_key',
          targetId: k.id,
          details: { name: k.name, role: k.role },
        });
        return true;
      } catch (err) {
        // Another process initialised first.
        if (err instanceof AppError && err.statusCode === 409) return false;
        throw err;
      }
    },

    // ---- workspaces -------------------------------------------------------------------------------------------
    async listWorkspaces(identity: Identity) {
      if (identity.kind === 'api_key') {
        const k = identity.key;
        return [{ id: k.workspace_id, name: k.workspace_name, role: k.role }];
      }
      return (await repo.memberships(db, identity.user.id)).map((m) => ({ id: m.workspace_id, name: m.name, role: m.role }));
    },

    async createWorkspace(identity: Identity, name: string, who: Who) {
      let userId: string;
      if (identity.kind === 'user') userId = identity.user.id;
      else {
        if (!roleAtLeast(identity.key.role, 'admin') || !identity.key.created_by) {
          throw forbidden('Only an owner or admin API key can create workspaces');
        }
        userId = identity.key.created_by;
      }
      return db.transaction(async (tx) => {
        const ws = await repo.createWorkspace(tx, name);
        await addOwnerToWorkspace(tx, userId, ws.id);
        await audit(tx, who, ws.id, { action: 'workspace.created', targetType: 'workspace', targetId: ws.id, details: { name } });
        return ws;
      });
    },

    // ---- members ----------------------------------------------------------------------------------------------
    async listMembers(ctx: RequestContext, workspaceId: string): Promise<TMember[]> {
      await roleIn(ctx, workspaceId);
      const rows = await repo.listMembers(db, workspaceId);
      return rows.map((r) => ({ ...r, joined_at: iso(r.joined_at) }));
    },

    async updateMember(ctx: RequestContext, workspaceId: string, userId: string, patch: { role?: TRole; approval_limit?: number | null }) {
      const mine = await requireAdminOf(ctx, workspaceId, 'change roles');
      return db.transaction(async (tx) => {
        const target = (await repo.listMembers(tx, workspaceId)).find((m) => m.user_id === userId);
        if (!target) throw notFound('Member not found');
        if ((target.role === 'owner' || patch.role === 'owner') && mine !== 'owner') throw forbidden('Only an owner can grant or change the owner role');
        if (target.role === 'owner' && patch.role && patch.role !== 'owner' && (await repo.countOwners(tx, workspaceId)) <= 1) {
          throw conflict('A workspace needs at least one owner: make someone else owner first');
        }
        await repo.updateMember(tx, workspaceId, userId, patch);
        await audit(tx, ctx, workspaceId, {
          action: patch.role && patch.role !== target.role ? 'member.role_changed' : 'member.updated',
          targetType: 'user',
          targetId: userId,
          details: { email: target.email, from_role: target.role, ...patch },
        });
        const after = (await repo.listMembers(tx, workspaceId)).find((m) => m.user_id === userId)!;
        return { ...after, joined_at: iso(after.joined_at) };
      });
    },

    async removeMember(ctx: RequestContext, workspaceId: string, userId: string) {
      const self = actingUserId(ctx) === userId;
      const mine = self ? await roleIn(ctx, workspaceId) : await requireAdminOf(ctx, workspaceId, 'remove members');
      await db.transaction(async (tx) => {
        const target = (await repo.listMembers(tx, workspaceId)).find((m) => m.user_id === userId);
        if (!target) throw notFound('Member not found');
        if (target.role === 'owner' && mine !== 'owner') throw forbidden('Only an owner can remove an owner');
        if (target.role === 'owner' && (await repo.countOwners(tx, workspaceId)) <= 1) throw conflict('The last owner of a workspace cannot be removed');
        await repo.removeMember(tx, workspaceId, userId);
        // Their sessions end: whatever they had open stops working now, not at the session's expiry.
        await repo.deleteSessions(tx, userId);
        await audit(tx, ctx, workspaceId, { action: 'member.removed', targetType: 'user', targetId: userId, details: { email: target.email, role: target.role } });
      });
    },

    // ---- invitations ------------------------------------------------------------------------------------------
    async listInvitations(ctx: RequestContext, workspaceId: string): Promise<TInvitation[]> {
      await requireAdminOf(ctx, workspaceId, 'see invitations');
      return (await repo.listInvitations(db, workspaceId)).map((r) => {
        const v = invitationView(r);
        return { ...v, expires_at: iso(v.expires_at), created_at: iso(v.created_at) };
      });
    },

    async invite(ctx: RequestContext, workspaceId: string, body: { email: string; role: TRole }): Promise<TInvitation> {
      const mine = await requireAdminOf(ctx, workspaceId, 'invite people');
      if (!roleAtLeast(mine, body.role)) throw forbidden(`You can't invite someone with a role above your own (${mine})`);
      const existing = await repo.userByEmail(db, body.email);
      if (existing && (await repo.membership(db, existing.id, workspaceId))) throw conflict(`${body.email} is already a member of this workspace`);
      const token = newToken();
      const wsName = (await repo.workspaceName(db, workspaceId)) ?? 'a workspace';
      const inv = await db.transaction(async (tx) => {
        const row = await repo.createInvitation(tx, {
          workspaceId,
          email: body.email,
          role: body.role,
          tokenHash: hashSecret(token),
          invitedBy: actingUserId(ctx),
          ttlHours: INVITATION_TTL_HOURS,
        });
        await audit(tx, ctx, workspaceId, { action: 'invitation.created', targetType: 'invitation', targetId: row.id, details: { email: body.email, role: body.role } });
        return row;
      });
      const inviter = ctx.actor.type === 'user' ? ctx.actor.name : 'A teammate';
      await sendMail({
        kind: 'invitation',
        to: body.email,
        subject: `${inviter} invited you to ${wsName} on Inflow`,
        text:
          `${inviter} invited you to join the workspace “${wsName}” on Inflow as ${body.role}.\n\n` +
          `Accept the invitation (valid for 7 days):\n\n${opts.publicUrl.replace(/\/$/, '')}/invite/${token}\n`,
      });
      return { ...inv, expires_at: iso(inv.expires_at), created_at: iso(inv.created_at) };
    },

    async revokeInvitation(ctx: RequestContext, workspaceId: string, invitationId: string) {
      await requireAdminOf(ctx, workspaceId, 'revoke invitations');
      const r = await repo.revokeInvitation(db, workspaceId, invitationId);
      if (r === false) throw notFound('Invitation not found');
      if (r === 'not_pending') throw conflict('Only a pending invitation can be revoked');
      await audit(db, ctx, workspaceId, { action: 'invitation.revoked', targetType: 'invitation', targetId: invitationId });
    },

    async previewInvitation(token: string): Promise<TInvitationPreview> {
      const inv = await repo.invitationByToken(db, hashSecret(token));
      if (!inv) throw notFound('This invitation link is not valid');
      const v = invitationView(inv);
      return { workspace_name: v.workspace_name, email: v.email, role: v.role, status: v.status, expires_at: iso(v.expires_at) };
    },

    async acceptInvitation(identity: Identity, token: string, who: Who) {
      if (identity.kind !== 'user') throw forbidden('Invitations are accepted by a signed-in person, not an API key');
      const inv = await repo.invitationByToken(db, hashSecret(token));
      if (!inv) throw notFound('This invitation link is not valid');
      const v = invitationView(inv);
      if (v.status !== 'pending') throw new AppError(410, `invitation_${v.status}`, `This invitation is ${v.status}`);
      if (v.email.toLowerCase() !== identity.user.email.toLowerCase()) {
        throw forbidden(`This invitation is for ${v.email}; you are signed in as ${identity.user.email}`, 'wrong_account');
      }
      return db.transaction(async (tx) => {
        if (!(await repo.takeInvitation(tx, v.id))) throw conflict('This invitation was already used');
        // An existing membership keeps its role when it is higher than the invitation's.
        const current = await repo.membership(tx, identity.user.id, inv.workspace_id);
        const role = current && roleAtLeast(current.role, v.role) ? current.role : v.role;
        await repo.addMember(tx, inv.workspace_id, identity.user.id, role);
        await audit(tx, who, inv.workspace_id, { action: 'member.joined', targetType: 'user', targetId: identity.user.id, details: { email: identity.user.email, role } });
        return { workspace: { id: inv.workspace_id, name: inv.workspace_name }, role };
      });
    },

    // ---- API keys ---------------------------------------------------------------------------------------------
    async listApiKeys(ctx: RequestContext, workspaceId: string): Promise<TApiKey[]> {
      await requireAdminOf(ctx, workspaceId, 'manage API keys');
      return (await repo.listApiKeys(db, workspaceId)).map(apiKeyView);
    },

    async createApiKey(ctx: RequestContext, workspaceId: string, body: { name: string; role: TRole }): Promise<TApiKeyCreated> {
      const mine = await requireAdminOf(ctx, workspaceId, 'create API keys');
      if (!roleAtLeast(mine, body.role)) throw forbidden(`You can't create a key with a role above your own (${mine})`);
      const k = newApiKey();
      return db.transaction(async (tx) => {
        const row = await repo.createApiKey(tx, {
          workspaceId,
          name: body.name,
          role: body.role,
          hash: k.hash,
          prefix: k.prefix,
          createdBy: actingUserId(ctx),
        });
        await audit(tx, ctx, workspaceId, { action: 'api_key.created', targetType: 'api_key', targetId: row.id, details: { name: body.name, role: body.role } });
        return { ...apiKeyView(row), key: k.key };
      });
    },

    async revokeApiKey(ctx: RequestContext, workspaceId: string, keyId: string) {
      await requireAdminOf(ctx, workspaceId, 'revoke API keys');
      if (!(await repo.revokeApiKey(db, workspaceId, keyId))) throw notFound('API key not found');
      await audit(db, ctx, workspaceId, { action: 'api_key.revoked', targetType: 'api_key', targetId: keyId });
    },

    // ---- audit ------------------------------------------------------------------------------------------------
    async listAudit(ctx: RequestContext, q: { limit: number; before?: number; action?: string }) {
      if (!roleAtLeast(ctx.role, 'admin')) throw forbidden('Only owners and admins can read the audit log');
      return listAudit(db, ctx.workspaceId, q);
    },

    validateWorkspaceId(id: string | undefined) {
      if (id !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
        throw badRequest("header 'X-Workspace-Id' must be a workspace id (UUID)");
      }
    },
  };
}

function apiKeyView(r: {
  id: string;
  name: string;
  role: TRole;
  prefix: string;
  created_at: string;
  created_by: string | null;
  created_by_email: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}): TApiKey {
  return { ...r, created_at: iso(r.created_at), last_used_at: isoOrNull(r.last_used_at), revoked_at: isoOrNull(r.revoked_at) };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
