import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInvitation, TRole } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';
import { invitationsKey } from './get-invitations';

export type TInvitableRole = Exclude<TRole, 'owner'>;

export const createInvitation = (workspaceId: string, body: { email: string; role: TInvitableRole }) =>
  apiRequest<TInvitation>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/invitations`, { method: 'POST', body });

export function useCreateInvitation(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: TInvitableRole }) => createInvitation(workspaceId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey(workspaceId) }),
  });
}
