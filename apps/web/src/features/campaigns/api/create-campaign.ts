import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCampaign, TCampaignCreate } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const createCampaign = (body: TCampaignCreate) =>
  apiRequest<TCampaign>('/api/v1/campaigns/', { method: 'POST', body });

export const useCreateCampaign = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (campaign) => {
      qc.setQueryData(['campaign', campaign.id], campaign);
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
};
