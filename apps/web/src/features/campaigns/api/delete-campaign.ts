import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCampaign } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** DELETE archives the campaign (204); 409 while an Auto Co-Pilot run or a call is active. */
export const deleteCampaign = async (id: string) => {
  await apiRequest<void>(`/api/v1/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const restoreCampaign = (id: string) => apiRequest<TCampaign>(`/api/v1/campaigns/${encodeURIComponent(id)}/restore`, { method: 'POST' });

export const useDeleteCampaign = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCampaign(id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['campaign', id] });
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
};

export const useRestoreCampaign = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => restoreCampaign(id),
    onSuccess: (campaign) => {
      qc.setQueryData(['campaign', id], campaign);
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
};
