import { useQuery } from '@tanstack/react-query';
import type { TMember } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const membersKey = (workspaceId: string) => ['workspace', workspaceId, 'members'] as const;

export const getMembers = (workspaceId: string, signal?: AbortSignal) =>
  apiRequest<TMember[]>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/members`, { signal });

export const useMembers = (workspaceId: string, enabled = true) =>
  useQuery({ queryKey: membersKey(workspaceId), queryFn: ({ signal }) => getMembers(workspaceId, signal), enabled });
