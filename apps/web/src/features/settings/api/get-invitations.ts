import { useQuery } from '@tanstack/react-query';
import type { TInvitation } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const invitationsKey = (workspaceId: string) => ['workspace', workspaceId, 'invitations'] as const;

export const getInvitations = (workspaceId: string, signal?: AbortSignal) =>
  apiRequest<TInvitation[]>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/invitations`, { signal });

export const useInvitations = (workspaceId: string, enabled = true) =>
  useQuery({ queryKey: invitationsKey(workspaceId), queryFn: ({ signal }) => getInvitations(workspaceId, signal), enabled });
