import { useMutation } from '@tanstack/react-query';
import type { TMe } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** The server keeps the active workspace in a cookie and answers with the new /me. */
export const switchWorkspace = (workspaceId: string) =>
  apiRequest<TMe>('/api/v1/me/workspace', { method: 'POST', body: { workspace_id: workspaceId } });

export const useSwitchWorkspace = () => useMutation({ mutationFn: switchWorkspace });
