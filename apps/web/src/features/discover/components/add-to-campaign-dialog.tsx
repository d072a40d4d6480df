import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import type { TCreator } from '@inflow/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CampaignPicker } from '@/components/campaign-picker';
import { isApiError } from '@/lib/api-client';
import { useCampaignOptions } from '@/lib/campaign-options';
import { useCreateOutreach } from '../api/create-outreach';

type CreatorLike = Pick<TCreator, 'id' | 'name'>;

export function AddToCampaignDialog({ creator, onClose }: { creator: CreatorLike | null; onClose: () => void }) {
  const open = creator !== null;
  const campaigns = useCampaignOptions(open);
  const add = useCreateOutreach();
  const [adding, setAdding] = useState<string | null>(null);

  const addTo = (campaignId: string, campaignName: string) => {
    if (!creator) return;
    setAdding(campaignId);
    add.mutate(
      { campaign_id: campaignId, creator_id: creator.id },
      {
        onSuccess: () => {
          toast.success('Creator added to campaign successfully', { description: `${creator.name} was added to “${campaignName}”.` });
          onClose();
        },
        onError: (e) =>
          toast.error('Error', {
            // A refusal the person can act on (e.g. the campaign was just closed) is shown as the server words it.
            description: isApiError(e) && e.status === 409 && e.serverMessage ? e.serverMessage : 'Failed to add creator to campaign. Please try again.',
          }),
        onSettled: () => setAdding(null),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to Campaign</DialogTitle>
          <DialogDescription>
            Choose a campaign for {creator?.name ?? 'this creator'}. An outreach entry is created so you can call or email them.
          </DialogDescription>
        </DialogHeader>
        <CampaignPicker
          campaigns={campaigns}
          pendingId={adding}
          onPick={(c) => addTo(c.id, c.product_name)}
          addLabel={(c) => `Add ${creator?.name ?? 'creator'} to ${c.product_name}`}
        />
        {campaigns.data && campaigns.data.length > 0 && (
          <Link to="/campaigns/new" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Or create a new campaign
          </Link>
        )}
      </DialogContent>
    </Dialog>
  );
}
