import { useQuery } from '@tanstack/react-query';
import type { TSimilarCreators } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** Lookalikes: same market and size band (the server's defaults). */
export const getLookalikes = (id: string, signal?: AbortSignal) =>
  apiRequest<TSimilarCreators>(`/api/v1/creators/${id}/similar`, { query: { limit: 6 }, signal });

export const useLookalikes = (id: string) => useQuery({ queryKey: ['creator-lookalikes', id], queryFn: ({ signal }) => getLookalikes(id, signal) });
