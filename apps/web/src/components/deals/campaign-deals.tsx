import { useId } from 'react';
import { Link } from 'react-router';
import { Handshake } from 'lucide-react';
import type { TDeal } from '@inflow/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { useDeals } from '@/lib/deals';
import { formatMoney, plural } from '@/lib/format';
import { cn } from '@/lib/utils';
import { DealCard } from './deal-card';

const ORDER: Record<TDeal['status'], number> = { proposed: 0, agreed: 1, rejected: 2, cancelled: 3 };

/**
 * The deals of one campaign (or of one conversation with `outreachId`): the proposed ones first, with Approve and Reject,
 * then the agreed ones; rejected deals are counted, and listed only for a single conversation.
 */
export function CampaignDeals({ campaignId, outreachId, title = 'Deals' }: { campaignId: string; outreachId?: string; title?: string }) {
  const titleId = useId();
  const q = useDeals({ campaign_id: campaignId });
  const all = (q.data ?? []).filter((d) => !outreachId || d.outreach_id === outreachId);
  const shown = all.filter((d) => outreachId || d.status === 'proposed' || d.status === 'agreed').sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  const proposed = all.filter((d) => d.status === 'proposed');
  const rejected = all.length - all.filter((d) => d.status === 'proposed' || d.status === 'agreed').length;
  // A conversation with no deal has nothing to show here.
  if (outreachId && q.isSuccess && all.length === 0) return null;

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <Handshake className="size-4 text-primary" aria-hidden="true" /> {title}
          </CardTitle>
          {proposed.length > 0 && !outreachId && (
            <p className="text-sm text-muted-foreground">
              {plural(proposed.length, 'deal')} waiting for approval ·{' '}
              {formatMoney(
                proposed.reduce((s, d) => s + d.price, 0),
                proposed[0]!.currency,
              )}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {q.isPending ? (
          <div role="status" aria-label="Loading deals" className="grid gap-3 md:grid-cols-2">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : q.isError ? (
          <ErrorState title="Failed to load deals" message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isFetching} />
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No deals yet. Deals the Auto Co-Pilot or a call negotiates appear here for your approval; only an approved deal commits money.
          </p>
        ) : (
          <ul className={cn('grid gap-3', shown.length > 1 && 'md:grid-cols-2')} aria-label={outreachId ? 'Deals with this creator' : 'Deals of this campaign'}>
            {shown.map((d) => (
              <li key={d.id} className="flex min-w-0 flex-col gap-2">
                <DealCard deal={d} className="h-full" />
                {d.status === 'agreed' && (
                  <Link to={`/deals/${d.id}`} className="text-sm font-medium text-primary underline" aria-label={`Contract, content and payments: ${d.creator_name}`}>
                    Contract, content and payments
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
        {!outreachId && rejected > 0 && (
          <p className="text-xs text-muted-foreground">
            {plural(rejected, 'deal')} rejected or cancelled ·{' '}
            <Link to={`/deals?status=rejected&campaign_id=${campaignId}`} className="font-medium text-primary hover:underline">
              See them
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
