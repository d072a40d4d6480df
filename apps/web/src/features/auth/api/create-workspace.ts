import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The caller becomes the new workspace's owner. */
export const createWorkspace = (name: string) =>
  apiRequest<{ id: string; name: string }>('/api/v1/workspaces', { method: 'POST', body: { name } });

export const useCreateWorkspace = () => useMutation({ mutationFn: createWorkspace });
