import { useQuery } from '@tanstack/react-query';
import type { TSimilarCreators } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** Which lookalikes were asked for: the creator's market and size band first, wider only when those have none. */
export type SimilarScope = 'market-and-size' | 'market' | 'anywhere';

const SCOPES: { scope: SimilarScope; same_market: boolean; same_size: boolean }[] = [
  { scope: 'market-and-size', same_market: true, same_size: true },
  { scope: 'market', same_market: true, same_size: false },
  { scope: 'anywhere', same_market: false, same_size: false },
];

export async function getSimilarCreators(id: string, signal?: AbortSignal): Promise<TSimilarCreators & { scope: SimilarScope }> {
  let last: TSimilarCreators | null = null;
  for (const s of SCOPES) {
    last = await apiRequest<TSimilarCreators>(`/api/v1/creators/${encodeURIComponent(id)}/similar`, {
      query: { limit: 10, same_market: s.same_market, same_size: s.same_size },
      signal,
    });
    if (last.similar.length > 0) return { ...last, scope: s.scope };
  }
  return { ...last!, scope: 'anywhere' };
}

export const useSimilarCreators = (id: string | null) =>
  useQuery({
    queryKey: ['creators', 'similar', id],
    queryFn: ({ signal }) => getSimilarCreators(id!, signal),
    enabled: Boolean(id),
  });
