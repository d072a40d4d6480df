import { useQuery } from '@tanstack/react-query';
import type { TCreatorHistory } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** This workspace's campaigns, outreach and calls with the creator. */
export const getCreatorHistory = (id: string, signal?: AbortSignal) => apiRequest<TCreatorHistory>(`/api/v1/creators/${id}/history`, { signal });

export const useCreatorHistory = (id: string) => useQuery({ queryKey: ['creator-history', id], queryFn: ({ signal }) => getCreatorHistory(id, signal) });
