import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { TCampaign, TCampaignCreatorsAdded } from '@inflow/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CampaignStatusBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';
import { apiRequest, isApiError } from '@/lib/api-client';

const CLOSED = new Set(['completed', 'archived']);

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
  const campaigns = useQuery({
    queryKey: ['campaigns', 'options'],
    queryFn: ({ signal }) => apiRequest<TCampaign[]>('/api/v1/campaigns/', { query: { limit: 100, offset: 0 }, signal }),
    enabled: open,
  });
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
  const openCampaigns = campaigns.data?.filter((c) => !CLOSED.has(c.status));
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
        {campaigns.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading campaigns">
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
            <p className="text-muted-foreground">You have no open campaigns: completed and archived campaigns take no new creators.</p>
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
                <Button size="sm" onClick={() => add.mutate(c)} disabled={add.isPending} aria-label={`Add to ${c.product_name}`}>
                  {add.isPending && add.variables?.id === c.id ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
                  {add.isPending && add.variables?.id === c.id ? 'Adding...' : 'Add'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
