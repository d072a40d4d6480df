import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membersKey } from './get-members';

export const removeMember = (workspaceId: string, userId: string) =>
  apiRequest<void>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useRemoveMember(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(workspaceId, userId),
    onSettled: () => client.invalidateQueries({ queryKey: membersKey(workspaceId) }),
  });
}
