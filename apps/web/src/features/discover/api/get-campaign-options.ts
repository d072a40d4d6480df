import { useQuery } from '@tanstack/react-query';
import type { TCampaign } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** Campaigns to add a creator to (newest 100). */
export const getCampaignOptions = (signal?: AbortSignal) =>
  apiRequest<TCampaign[]>('/api/v1/campaigns/', { query: { limit: 100, offset: 0 }, signal });

export const useCampaignOptions = (enabled: boolean) =>
  useQuery({ queryKey: ['campaigns', 'options'], queryFn: ({ signal }) => getCampaignOptions(signal), enabled });
