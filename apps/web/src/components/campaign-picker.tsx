import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Loader2, Plus } from 'lucide-react';
import type { TCampaign } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CampaignStatusBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';

/** Completed and archived campaigns take no new creators: the server refuses them, so they are not offered. */
const CLOSED = new Set(['completed', 'archived']);

/**
 * The campaigns a creator (or several) can be added to, each with an Add button: loading, failure with a retry, none
 * open (with a way to create one), or the list. Used by every "add to campaign" dialog.
 */
export function CampaignPicker({
  campaigns,
  pendingId,
  onPick,
  addLabel,
}: {
  campaigns: UseQueryResult<TCampaign[]>;
  /** The campaign being added to, if any: its button spins and every button waits. */
  pendingId: string | null;
  onPick: (c: TCampaign) => void;
  addLabel: (c: TCampaign) => string;
}) {
  if (campaigns.isPending) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-label="Loading campaigns">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (campaigns.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
        <p>Failed to fetch campaigns. Please try again.</p>
        <Button size="sm" variant="outline" onClick={() => void campaigns.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const open = campaigns.data.filter((c) => !CLOSED.has(c.status));
  if (open.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm">
        <p className="text-muted-foreground">
          {campaigns.data.length === 0 ? 'You have no campaigns yet.' : 'You have no open campaigns: completed and archived campaigns take no new creators.'}
        </p>
        <Button asChild>
          <Link to="/campaigns/new">
            <Plus aria-hidden="true" /> Create Campaign
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="-mx-2 flex max-h-80 flex-col overflow-y-auto" aria-label="Campaigns">
      {open.map((c) => (
        <li key={c.id} className="flex items-center justify-between gap-3 rounded-md px-2 py-2 hover:bg-muted/60">
          <div className="min-w-0">
            <p className="truncate font-medium">{c.product_name}</p>
            <p className="flex items-center gap-2 truncate text-xs text-muted-foreground">
              {c.brand_name} · {formatMoney(c.total_budget, c.currency)} <CampaignStatusBadge status={c.status} />
            </p>
          </div>
          <Button size="sm" onClick={() => onPick(c)} disabled={pendingId !== null} aria-label={addLabel(c)}>
            {pendingId === c.id ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {pendingId === c.id ? 'Adding...' : 'Add'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
