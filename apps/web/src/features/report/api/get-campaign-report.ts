import type { TCampaignReport } from '@inflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getCampaignReport = (id: string) => apiRequest<TCampaignReport>(`/api/v1/campaigns/${encodeURIComponent(id)}/report`);

export function useCampaignReport(id: string) {
  return useQuery({ queryKey: ['campaign-report', id], queryFn: () => getCampaignReport(id) });
}
