import { useQuery } from '@tanstack/react-query';
import type { TOutreach } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';
import { isOnCall } from '../lib/calls';

export const getCampaignOutreach = (campaignId: string, signal?: AbortSignal) =>
  apiRequest<TOutreach[]>(`/api/v1/outreach/campaign/${encodeURIComponent(campaignId)}`, { signal });

export const useCampaignOutreach = (campaignId: string) =>
  useQuery({
    queryKey: ['outreach', 'campaign', campaignId],
    queryFn: ({ signal }) => getCampaignOutreach(campaignId, signal),
    // While a call runs the row's status changes on the server; follow it.
    refetchInterval: (query) => (query.state.data?.some(isOnCall) ? 3000 : false),
  });
