// Shared by the campaign detail page (AI Influencer Match) and the Similar influencers page (Run match again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSimilarityResponse } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** The spec's defaults. */
export const MATCH_THRESHOLD = 0.5;
export const MATCH_COUNT = 10;

export const runSimilarity = (campaignId: string) =>
  apiRequest<TSimilarityResponse>('/api/v1/ai/campaign-similarity', {
    method: 'POST',
    // No match_count: the shortlist is the campaign's planned creators (ADR 0008).
    body: { campaign_id: campaignId, match_threshold: MATCH_THRESHOLD },
  });

export const useRunSimilarity = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runSimilarity,
    // The Similar influencers page reads the same key, so it opens without a second request.
    onSuccess: (result, campaignId) => qc.setQueryData(['similarity', campaignId], result),
  });
};
