import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOutreach } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** Idempotent on the server: returns the existing entry for this campaign and creator. */
export const createOutreach = (campaignId: string, creatorId: string) =>
  apiRequest<TOutreach>('/api/v1/outreach/', { method: 'POST', body: { campaign_id: campaignId, creator_id: creatorId } });

export const useCreateOutreach = (campaignId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (creatorId: string) => createOutreach(campaignId, creatorId),
    onSuccess: (entry) => {
      qc.setQueryData(['outreach', 'entry', entry.id], entry);
      void qc.invalidateQueries({ queryKey: ['outreach', 'list'] });
      void qc.invalidateQueries({ queryKey: ['outreach', 'campaign', campaignId] });
      void qc.invalidateQueries({ queryKey: ['campaign', campaignId] });
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
};
