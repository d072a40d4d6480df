import { z } from 'zod';
import { ZId } from './common.js';

/** Workspace roles, strongest first. */
export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('must be an email address'));
const password = z.string().min(10, 'must be at least 10 characters').max(128, 'must be at most 128 characters');
const personName = z.string().trim().min(1, 'is required').max(120);
const token = z.string().trim().min(16, 'is not a valid token').max(512);

export const ZUser = z.object({ id: z.string(), email: z.string(), name: z.string(), email_verified: z.boolean() });
export type TUser = z.infer<typeof ZUser>;

export const ZSignUp = z.object({ name: personName, email, password });
export type TSignUp = z.infer<typeof ZSignUp>;
export const ZSignIn = z.object({ email, password: z.string().min(1, 'is required').max(128) });
export type TSignIn = z.infer<typeof ZSignIn>;
export const ZRequestPasswordReset = z.object({ email });
export const ZResetPassword = z.object({ token, password });
export const ZVerifyEmail = z.object({ token });
export const ZAuthResult = z.object({ user: ZUser });

/** First start without INIT_*: the first visitor creates the owner account of the demo workspace. */
export const ZSetupStatus = z.object({ needs_owner: z.boolean(), workspace_name: z.string().nullable() });
export type TSetupStatus = z.infer<typeof ZSetupStatus>;

export const ZWorkspaceRef = z.object({ id: ZId, name: z.string() });
export const ZWorkspaceWithRole = ZWorkspaceRef.extend({ role: ZRole });
export type TWorkspaceWithRole = z.infer<typeof ZWorkspaceWithRole>;
export const ZWorkspaceCreate = z.object({ name: z.string().trim().min(1, 'is required').max(120) });

export const ZMe = z.object({
  user: ZUser.nullable(),
  api_key: z.object({ id: ZId, name: z.string() }).nullable(),
  workspace: ZWorkspaceRef,
  role: ZRole,
  /** Largest deal this caller may approve (null: no limit; owners and admins have none). */
  approval_limit: z.number().nullable(),
  workspaces: z.array(ZWorkspaceWithRole),
});
export type TMe = z.infer<typeof ZMe>;
export const ZSwitchWorkspace = z.object({ workspace_id: ZId });

export const ZMember = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZRole,
  approval_limit: z.number().nullable(),
  joined_at: z.string(),
});
export type TMember = z.infer<typeof ZMember>;
export const ZMemberUpdate = z
  .object({
    role: ZRole,
    approval_limit: z.number().min(0).max(1e12).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'body must contain role or approval_limit' });

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const ZInvitation = z.object({
  id: ZId,
  email: z.string(),
  role: ZRole,
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;
export const ZInvitationCreate = z.object({ email, role: ZRole.exclude(['owner']) });
/** What the invitation link shows before accepting (public, by token). */
export const ZInvitationPreview = z.object({
  workspace_name: z.string(),
  email: z.string(),
  role: ZRole,
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;
export const ZInvitationAccepted = z.object({ workspace: ZWorkspaceRef, role: ZRole });

export const ZApiKey = z.object({
  id: ZId,
  name: z.string(),
  role: ZRole,
  /** First characters of the key, to tell keys apart; the key itself is shown once. */
  prefix: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** Email of the person who created the key (null for keys from INIT_* or whose creator is gone). */
  created_by_email: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;
export const ZApiKeyCreate = z.object({ name: z.string().trim().min(1, 'is required').max(120), role: ZRole });
export const ZApiKeyCreated = ZApiKey.extend({ key: z.string() });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_type: z.enum(['user', 'api_key', 'system', 'anonymous']),
  actor_id: z.string().nullable(),
  actor_label: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(64).optional(),
});
