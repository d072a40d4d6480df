import { useQuery } from '@tanstack/react-query';
import type { TApiKey } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const apiKeysKey = (workspaceId: string) => ['workspace', workspaceId, 'api-keys'] as const;

export const getApiKeys = (workspaceId: string, signal?: AbortSignal) =>
  apiRequest<TApiKey[]>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/api-keys`, { signal });

export const useApiKeys = (workspaceId: string, enabled = true) =>
  useQuery({ queryKey: apiKeysKey(workspaceId), queryFn: ({ signal }) => getApiKeys(workspaceId, signal), enabled });
