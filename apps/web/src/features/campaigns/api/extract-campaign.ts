import { useMutation } from '@tanstack/react-query';
import type { TExtractCampaignResponse } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const extractCampaign = (brief: string) =>
  apiRequest<TExtractCampaignResponse>('/api/v1/ai/extract-campaign', { method: 'POST', body: { brief } });

export const useExtractCampaign = () => useMutation({ mutationFn: extractCampaign });
