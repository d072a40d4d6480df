import type { TRole } from '@inflow/contracts';

// Mirrors ROLES in packages/contracts (type-checked), declared here so the bundle does not pull in zod.
export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const satisfies readonly TRole[];
export const INVITABLE_ROLES = ['admin', 'member', 'viewer'] as const satisfies readonly TRole[];

export const ROLE_HINTS: Record<TRole, string> = {
  owner: 'Everything, including the workspace itself',
  admin: 'Manages members, API keys and all data',
  member: 'Works on campaigns; approves deals up to a limit',
  viewer: 'Reads only',
};

/** The roles a caller may hand out: never a stronger one than their own. */
export function grantableRoles(own: TRole): TRole[] {
  return ROLES.slice(ROLES.indexOf(own));
}
