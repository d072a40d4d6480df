import { useInfiniteQuery } from '@tanstack/react-query';
import type { TCampaign, TCampaignStatus } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** The spec's page size: 20, Load More advances the offset by 20. */
export const CAMPAIGN_PAGE_SIZE = 20;

export interface CampaignListParams {
  status?: TCampaignStatus;
  limit?: number;
  offset?: number;
}

export const getCampaigns = (params: CampaignListParams, signal?: AbortSignal) =>
  apiRequest<TCampaign[]>('/api/v1/campaigns/', {
    query: { status: params.status, limit: params.limit ?? CAMPAIGN_PAGE_SIZE, offset: params.offset ?? 0 },
    signal,
  });

export const useCampaignPages = (status: TCampaignStatus | undefined) =>
  useInfiniteQuery({
    queryKey: ['campaigns', 'pages', status ?? 'all'],
    queryFn: ({ pageParam, signal }) => getCampaigns({ status, offset: pageParam, limit: CAMPAIGN_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastOffset) => (last.length < CAMPAIGN_PAGE_SIZE ? undefined : lastOffset + CAMPAIGN_PAGE_SIZE),
  });
