import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiKeysKey } from './get-api-keys';

export const revokeApiKey = (workspaceId: string, keyId: string) =>
  apiRequest<void>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/api-keys/${encodeURIComponent(keyId)}`, { method: 'DELETE' });

export function useRevokeApiKey(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeApiKey(workspaceId, keyId),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysKey(workspaceId) }),
  });
}
