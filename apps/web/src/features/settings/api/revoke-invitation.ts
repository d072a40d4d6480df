import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invitationsKey } from './get-invitations';

export const revokeInvitation = (workspaceId: string, invitationId: string) =>
  apiRequest<void>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });

export function useRevokeInvitation(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(workspaceId, invitationId),
    onSettled: () => client.invalidateQueries({ queryKey: invitationsKey(workspaceId) }),
  });
}
