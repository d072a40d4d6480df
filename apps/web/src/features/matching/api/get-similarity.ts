import { useQuery } from '@tanstack/react-query';
import type { TSimilarityResponse } from '@inflow/contracts';
import { apiRequest, isNotFound } from '@/lib/api-client';

/** The campaign's last stored match run; null when it has never been matched. */
export async function getSimilarity(campaignId: string, signal?: AbortSignal): Promise<TSimilarityResponse | null> {
  try {
    return await apiRequest<TSimilarityResponse>(`/api/v1/ai/campaign-similarity/${encodeURIComponent(campaignId)}`, { signal });
  } catch (e) {
    if (isNotFound(e)) return null;
    throw e;
  }
}

export const useSimilarity = (campaignId: string) =>
  useQuery({ queryKey: ['similarity', campaignId], queryFn: ({ signal }) => getSimilarity(campaignId, signal) });
