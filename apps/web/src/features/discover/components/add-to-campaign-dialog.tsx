import { useState } from 'react';
import { Link } from 'react-router';
import { Loader2, Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { TCreator } from '@inflow/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CampaignStatusBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';
import { isApiError } from '@/lib/api-client';
import { useCampaignOptions } from '../api/get-campaign-options';
import { useCreateOutreach } from '../api/create-outreach';

type CreatorLike = Pick<TCreator, 'id' | 'name'>;

const CLOSED = new Set(['completed', 'archived']);

export function AddToCampaignDialog({ creator, onClose }: { creator: CreatorLike | null; onClose: () => void }) {
  const open = creator !== null;
  const campaigns = useCampaignOptions(open);
  const add = useCreateOutreach();
  const [adding, setAdding] = useState<string | null>(null);

  // Completed (or archived) campaigns take no new creators: the server refuses them, so they are not offered.
  const openCampaigns = campaigns.data?.filter((c) => !CLOSED.has(c.status));

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
        {campaigns.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading campaigns">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : campaigns.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
            <p>Failed to fetch campaigns. Please try again.</p>
            <Button size="sm" variant="outline" onClick={() => void campaigns.refetch()}>
              Retry
            </Button>
          </div>
        ) : !openCampaigns || openCampaigns.length === 0 ? (
          <div className="flex flex-col items-start gap-3 text-sm">
            <p className="text-muted-foreground">{campaigns.data.length === 0 ? 'You have no campaigns yet.' : 'You have no open campaigns: completed campaigns take no new creators.'}</p>
            <Button asChild>
              <Link to="/campaigns/new">
                <Plus aria-hidden="true" /> Create Campaign
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="-mx-2 flex max-h-80 flex-col overflow-y-auto" aria-label="Campaigns">
            {openCampaigns.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 rounded-md px-2 py-2 hover:bg-muted/60">
                <div className="min-w-0">
                  <p className="truncate font-medium">{c.product_name}</p>
                  <p className="flex items-center gap-2 truncate text-xs text-muted-foreground">
                    {c.brand_name} · {formatMoney(c.total_budget, c.currency)} <CampaignStatusBadge status={c.status} />
                  </p>
                </div>
                <Button
                  size="sm"
                  onClick={() => addTo(c.id, c.product_name)}
                  disabled={adding !== null}
                  aria-label={`Add ${creator?.name ?? 'creator'} to ${c.product_name}`}
                >
                  {adding === c.id ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
                  {adding === c.id ? 'Adding...' : 'Add'}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {campaigns.data && campaigns.data.length > 0 && (
          <Link to="/campaigns/new" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Or create a new campaign
          </Link>
        )}
      </DialogContent>
    </Dialog>
  );
}
