import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCampaign, TCampaignUpdate } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const updateCampaign = (id: string, body: TCampaignUpdate) =>
  apiRequest<TCampaign>(`/api/v1/campaigns/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const useUpdateCampaign = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCampaignUpdate) => updateCampaign(id, body),
    onSuccess: (campaign) => {
      qc.setQueryData(['campaign', id], campaign);
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
};
