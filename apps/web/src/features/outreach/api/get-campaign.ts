import { useQuery } from '@tanstack/react-query';
import type { TCampaign } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const getCampaign = (id: string, signal?: AbortSignal) =>
  apiRequest<TCampaign>(`/api/v1/campaigns/${encodeURIComponent(id)}`, { signal });

export const useCampaign = (id: string) =>
  useQuery({ queryKey: ['campaign', id], queryFn: ({ signal }) => getCampaign(id, signal) });
