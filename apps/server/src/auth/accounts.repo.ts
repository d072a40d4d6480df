import type { TRole } from '@inflow/contracts';
import type { SqlExecutor } from '../db/client.js';

export interface ApiKeyRow {
  id: string;
  workspace_id: string;
  workspace_name: string;
  name: string;
  role: TRole;
  created_by: string | null;
  last_used_at: string | null;
}

export interface MembershipRow {
  workspace_id: string;
  name: string;
  role: TRole;
  approval_limit: number | null;
}

/** SQL of accounts, workspaces, members, invitations and API keys. Every function takes the executor first. */
export const accountsRepo = {
  async apiKeyByHash(db: SqlExecutor, hash: string) {
    const { rows } = await db.query<ApiKeyRow>(
      `select k.id, k.workspace_id, w.name as workspace_name, k.name, k.role, k.created_by, k.last_used_at::text
         from api_keys k join workspaces w on w.id = k.workspace_id
        where k.key_hash = $1 and k.revoked_at is null`,
      [hash],
    );
    return rows[0] ?? null;
  },

  // Written at most once a minute per key: a busy script would otherwise write on every request.
  async touchApiKey(db: SqlExecutor, id: string) {
    await db.query(`update api_keys set last_used_at = now() where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`, [id]);
  },

  async memberships(db: SqlExecutor, userId: string) {
    const { rows } = await db.query<MembershipRow>(
      `select m.workspace_id, w.name, m.role, m.approval_limit
         from workspace_members m join workspaces w on w.id = m.workspace_id
        where m.user_id = $1 order by m.created_at, w.name`,
      [userId],
    );
    return rows;
  },

  async membership(db: SqlExecutor, userId: string, workspaceId: string) {
    const { rows } = await db.query<MembershipRow>(
      `select m.workspace_id, w.name, m.role, m.approval_limit
         from workspace_members m join workspaces w on w.id = m.workspace_id
        where m.user_id = $1 and m.workspace_id = $2`,
      [userId, workspaceId],
    );
    return rows[0] ?? null;
  },

  async workspaceName(db: SqlExecutor, workspaceId: string) {
    const { rows } = await db.query<{ name: string }>('select name from workspaces where id = $1', [workspaceId]);
    return rows[0]?.name ?? null;
  },

  async createWorkspace(db: SqlExecutor, name: string) {
    const { rows } = await db.query<{ id: string; name: string }>('insert into workspaces (name) values ($1) returning id, name', [name]);
    return rows[0]!;
  },

  async addMember(db: SqlExecutor, workspaceId: string, userId: string, role: TRole) {
    await db.query(
      `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, $3)
       on conflict (workspace_id, user_id) do update set role = excluded.role`,
      [workspaceId, userId, role],
    );
  },

  async listMembers(db: SqlExecutor, workspaceId: string) {
    const { rows } = await db.query<{
      user_id: string;
      email: string;
      name: string;
      role: TRole;
      approval_limit: number | null;
      joined_at: string;
    }>(
      `select m.user_id, u.email, u.name, m.role, m.approval_limit, m.created_at::text as joined_at
         from workspace_members m join users u on u.id = m.user_id
        where m.workspace_id = $1 order by m.created_at, u.email`,
      [workspaceId],
    );
    return rows;
  },

  async countOwners(db: SqlExecutor, workspaceId: string) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from workspace_members where workspace_id = $1 and role = 'owner'`, [workspaceId]);
    return rows[0]!.n;
  },

  async anyOwner(db: SqlExecutor) {
    const { rows } = await db.query(`select 1 from workspace_members where role = 'owner' limit 1`);
    return rows.length > 0;
  },

  async updateMember(db: SqlExecutor, workspaceId: string, userId: string, patch: { role?: TRole; approval_limit?: number | null }) {
    const { rows } = await db.query<{ user_id: string }>(
      `update workspace_members set
          role = coalesce($3, role),
          approval_limit = case when $4::boolean then $5::double precision else approval_limit end
        where workspace_id = $1 and user_id = $2 returning user_id`,
      [workspaceId, userId, patch.role ?? null, patch.approval_limit !== undefined, patch.approval_limit ?? null],
    );
    return rows.length > 0;
  },

  async removeMember(db: SqlExecutor, workspaceId: string, userId: string) {
    const { rows } = await db.query('delete from workspace_members where workspace_id = $1 and user_id = $2 returning user_id', [workspaceId, userId]);
    return rows.length > 0;
  },

  async deleteSessions(db: SqlExecutor, userId: string) {
    await db.query('delete from sessions where user_id = $1', [userId]);
  },

  async userByEmail(db: SqlExecutor, email: string) {
    const { rows } = await db.query<{ id: string; email: string; name: string }>('select id, email, name from users where email = $1', [email]);
    return rows[0] ?? null;
  },

  async createInvitation(db: SqlExecutor, v: { workspaceId: string; email: string; role: TRole; tokenHash: string; invitedBy: string | null; ttlHours: number }) {
    const { rows } = await db.query<InvitationRow>(
      `insert into workspace_invitations (workspace_id, email, role, token_hash, invited_by, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(hours => $6)) returning ${INVITATION_COLUMNS}`,
      [v.workspaceId, v.email, v.role, v.tokenHash, v.invitedBy, v.ttlHours],
    );
    return rows[0]!;
  },

  async listInvitations(db: SqlExecutor, workspaceId: string) {
    const { rows } = await db.query<InvitationRow>(
      `select ${INVITATION_COLUMNS} from workspace_invitations where workspace_id = $1 order by created_at desc limit 200`,
      [workspaceId],
    );
    return rows;
  },

  async revokeInvitation(db: SqlExecutor, workspaceId: string, id: string) {
    const { rows } = await db.query(
      `update workspace_invitations set status = 'revoked' where workspace_id = $1 and id = $2 and status = 'pending' returning id`,
      [workspaceId, id],
    );
    if (rows.length > 0) return true;
    const exists = await db.query('select 1 from workspace_invitations where workspace_id = $1 and id = $2', [workspaceId, id]);
    return exists.rows.length > 0 ? 'not_pending' : false;
  },

  async invitationByToken(db: SqlExecutor, tokenHash: string) {
    const { rows } = await db.query<InvitationRow & { workspace_id: string; workspace_name: string }>(
      `select ${INVITATION_COLUMNS.split(', ').map((c) => `i.${c.trim()}`).join(', ')}, i.workspace_id, w.name as workspace_name
         from workspace_invitations i join workspaces w on w.id = i.workspace_id where i.token_hash = $1`,
      [tokenHash],
    );
    return rows[0] ?? null;
  },

  /** Marks a pending, unexpired invitation accepted; false when another request took it first. */
  async takeInvitation(db: SqlExecutor, id: string) {
    const { rows } = await db.query(
      `update workspace_invitations set status = 'accepted', accepted_at = now() where id = $1 and status = 'pending' and expires_at > now() returning id`,
      [id],
    );
    return rows.length > 0;
  },

  async createApiKey(db: SqlExecutor, v: { workspaceId: string; name: string; role: TRole; hash: string; prefix: string; createdBy: string | null }) {
    const { rows } = await db.query<ApiKeyListRow>(
      `insert into api_keys (workspace_id, name, role, key_hash, prefix, created_by) values ($1, $2, $3, $4, $5, $6)
       returning ${API_KEY_COLUMNS}`,
      [v.workspaceId, v.name, v.role, v.hash, v.prefix, v.createdBy],
    );
    return rows[0]!;
  },

  async listApiKeys(db: SqlExecutor, workspaceId: string) {
    const { rows } = await db.query<ApiKeyListRow>(
      `select ${API_KEY_COLUMNS} from api_keys where workspace_id = $1 order by created_at desc limit 500`,
      [workspaceId],
    );
    return rows;
  },

  async revokeApiKey(db: SqlExecutor, workspaceId: string, id: string) {
    const { rows } = await db.query(
      `update api_keys set revoked_at = coalesce(revoked_at, now()) where workspace_id = $1 and id = $2 returning id`,
      [workspaceId, id],
    );
    return rows.length > 0;
  },
};

const INVITATION_COLUMNS = 'id, email, role, status, expires_at::text, created_at::text';
export interface InvitationRow {
  id: string;
  email: string;
  role: TRole;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
  expires_at: string;
  created_at: string;
}
/** Pending invitations past their time show as expired. */
export const invitationView = <T extends InvitationRow>(r: T): T =>
  r.status === 'pending' && Date.parse(r.expires_at) <= Date.now() ? { ...r, status: 'expired' } : r;

const API_KEY_COLUMNS =
  'id, name, role, prefix, created_at::text, created_by, (select email from users u where u.id = created_by) as created_by_email, last_used_at::text, revoked_at::text';
export interface ApiKeyListRow {
  id: string;
  name: string;
  role: TRole;
  prefix: string;
  created_at: string;
  created_by: string | null;
  created_by_email: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}
