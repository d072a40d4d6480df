import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { TCampaign, TCampaignCreatorsAdded } from '@inflow/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CampaignPicker } from '@/components/campaign-picker';
import { apiRequest, isApiError } from '@/lib/api-client';
import { useCampaignOptions } from '@/lib/campaign-options';

/**
 * Adds one or several creators to a campaign in one action (POST /api/v1/campaigns/{id}/creators, all or nothing):
 * Discover's bulk "Add to campaign" and the creator profile. A refusal (campaign closed or full, budget spent, a rate
 * above what the budget has left) is shown as the server words it, and nothing is added.
 */
export function AddCreatorsToCampaignDialog({
  creators,
  open,
  onOpenChange,
  onAdded,
}: {
  creators: { id: string; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: (r: TCampaignCreatorsAdded) => void;
}) {
  const qc = useQueryClient();
  const campaigns = useCampaignOptions(open);
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (c: TCampaign) =>
      apiRequest<TCampaignCreatorsAdded>(`/api/v1/campaigns/${c.id}/creators`, { method: 'POST', body: { creator_ids: creators.map((x) => x.id) } }),
    onMutate: () => setError(null),
    onSuccess: (r, c) => {
      const who = creators.length === 1 ? creators[0]!.name : `${creators.length} creators`;
      toast.success(`Added to ${c.product_name}`, {
        description: r.existing > 0 ? `${r.created} added, ${r.existing} already in the campaign.` : `${who} added to “${c.product_name}”.`,
      });
      void qc.invalidateQueries({ queryKey: ['outreach'] });
      void qc.invalidateQueries({ queryKey: ['creator-history'] });
      onAdded?.(r);
      onOpenChange(false);
    },
    onError: (e) => setError(isApiError(e) && e.serverMessage ? e.serverMessage : 'Could not add the creators. Please try again.'),
  });
  const title = creators.length === 1 ? `Add ${creators[0]!.name} to a campaign` : `Add ${creators.length} creators to a campaign`;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setError(null);
        onOpenChange(o);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>All of them are added in one step, or none: an outreach entry each, so you can call or email them.</DialogDescription>
        </DialogHeader>
        {error && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm text-destructive">
            {error}
          </p>
        )}
        <CampaignPicker
          campaigns={campaigns}
          pendingId={add.isPending ? (add.variables?.id ?? null) : null}
          onPick={(c) => add.mutate(c)}
          addLabel={(c) => `Add to ${c.product_name}`}
        />
      </DialogContent>
    </Dialog>
  );
}
