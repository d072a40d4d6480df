import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOutreach } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const createOutreach = (body: { campaign_id: string; creator_id: string }) =>
  apiRequest<TOutreach>('/api/v1/outreach/', { method: 'POST', body });

export const useCreateOutreach = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOutreach,
    onSuccess: (entry) => {
      void qc.invalidateQueries({ queryKey: ['outreach'] });
      void qc.invalidateQueries({ queryKey: ['campaign', entry.campaign_id] });
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
};
