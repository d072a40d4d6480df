import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRole } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';
import { membersKey } from './get-members';

export interface MemberUpdate {
  userId: string;
  role?: TRole;
  approval_limit?: number | null;
}

export const updateMember = (workspaceId: string, { userId, ...body }: MemberUpdate) =>
  apiRequest<unknown>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body,
  });

export function useUpdateMember(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (u: MemberUpdate) => updateMember(workspaceId, u),
    onSettled: () => client.invalidateQueries({ queryKey: membersKey(workspaceId) }),
  });
}
