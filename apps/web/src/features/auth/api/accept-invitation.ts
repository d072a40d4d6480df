import { useMutation } from '@tanstack/react-query';
import type { TRole } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const acceptInvitation = (token: string) =>
  apiRequest<{ workspace: { id: string; name: string }; role: TRole }>(`/api/v1/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
  });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
