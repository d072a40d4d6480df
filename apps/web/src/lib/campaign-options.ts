import { useQuery } from '@tanstack/react-query';
import type { TCampaign } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** Campaigns offered by pickers (add to campaign, shortlists, board filters): the newest 100, one cache entry. */
export const useCampaignOptions = (enabled = true) =>
  useQuery({
    queryKey: ['campaigns', 'options'],
    queryFn: ({ signal }) => apiRequest<TCampaign[]>('/api/v1/campaigns/', { query: { limit: 100, offset: 0 }, signal }),
    enabled,
  });
