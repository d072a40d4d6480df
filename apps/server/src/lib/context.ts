import type { TRole } from '@inflow/contracts';

/** Who acts: a signed-in user (session cookie) or an API key (which acts for the user who created it). */
export type Actor =
  | { type: 'user'; userId: string; email: string; name: string }
  | { type: 'api_key'; keyId: string; name: string; userId: string | null }
  | { type: 'system'; name: string };

/** Who a request acts for, resolved once per request from its session or API key (auth/identity.ts). */
export interface RequestContext {
  workspaceId: string;
  role: TRole;
  actor: Actor;
  /** Largest deal this caller may approve; null = no limit. */
  approvalLimit: number | null;
  ip?: string;
}

const RANK: Record<TRole, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };
export const roleAtLeast = (role: TRole, min: TRole) => RANK[role] >= RANK[min];

/** A context for work the product does by itself (seeding, resumed runs, CLIs acting for a workspace). */
export const systemContext = (workspaceId: string, name = 'system'): RequestContext => ({
  workspaceId,
  role: 'owner',
  actor: { type: 'system', name },
  approvalLimit: null,
});
