import { useQuery } from '@tanstack/react-query';
import type { TSimilarCreators } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const getSimilarCreators = (id: string, signal?: AbortSignal) =>
  apiRequest<TSimilarCreators>(`/api/v1/creators/${encodeURIComponent(id)}/similar`, { query: { limit: 10 }, signal });

export const useSimilarCreators = (id: string | null) =>
  useQuery({
    queryKey: ['creators', 'similar', id],
    queryFn: ({ signal }) => getSimilarCreators(id!, signal),
    enabled: Boolean(id),
  });
