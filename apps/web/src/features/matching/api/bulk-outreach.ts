import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOutreach } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export interface BulkOutreachResult {
  created: number;
  existing: number;
  entries: TOutreach[];
}

export const bulkOutreach = (campaignId: string, creatorIds: string[]) =>
  apiRequest<BulkOutreachResult>('/api/v1/outreach/bulk', {
    method: 'POST',
    body: { campaign_id: campaignId, creator_ids: creatorIds },
  });

export const useBulkOutreach = (campaignId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (creatorIds: string[]) => bulkOutreach(campaignId, creatorIds),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['outreach'] });
      void qc.invalidateQueries({ queryKey: ['campaign', campaignId] });
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
};
