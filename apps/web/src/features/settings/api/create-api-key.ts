import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiKeyCreated, TRole } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiKeysKey } from './get-api-keys';

export const createApiKey = (workspaceId: string, body: { name: string; role: TRole }) =>
  apiRequest<TApiKeyCreated>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/api-keys`, { method: 'POST', body });

export function useCreateApiKey(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; role: TRole }) => createApiKey(workspaceId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey(workspaceId) }),
  });
}
