import { useQuery } from '@tanstack/react-query';
import type { TInvitationPreview } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const getInvitation = (token: string, signal?: AbortSignal) =>
  apiRequest<TInvitationPreview>(`/api/v1/invitations/${encodeURIComponent(token)}`, { signal });

export const useInvitation = (token: string) =>
  useQuery({ queryKey: ['invitation', token], queryFn: ({ signal }) => getInvitation(token, signal) });
