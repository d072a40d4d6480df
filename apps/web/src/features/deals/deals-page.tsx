import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import { CheckCircle2, Handshake, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { DealCard } from '@/components/deals/deal-card';
import { ExportCsvButton } from '@/components/export-csv-button';
import { useDeals, type DealStatus } from '@/lib/deals';
import { formatMoney, plural } from '@/lib/format';
import { useMe } from '@/lib/session';
import { RecordDealDialog } from './components/record-deal-dialog';

const FILTERS: { label: string; value: DealStatus; empty: string }[] = [
  { label: 'To approve', value: 'proposed', empty: 'Nothing waits for your approval. Deals the Auto Co-Pilot negotiates appear here.' },
  { label: 'Agreed', value: 'agreed', empty: 'No deal has been approved yet.' },
  { label: 'Rejected', value: 'rejected', empty: 'No deal has been rejected.' },
];

/** Money by currency: one campaign may be in INR and another in USD. */
function totals(deals: { price: number; currency: string }[]): string {
  const by = new Map<string, number>();
  for (const d of deals) by.set(d.currency, (by.get(d.currency) ?? 0) + d.price);
  return [...by].map(([c, n]) => formatMoney(n, c)).join(' + ');
}

export function DealsPage() {
  const role = useMe().data?.role;
  const [params, setParams] = useSearchParams();
  const [recording, setRecording] = useState(false);
  const filter = FILTERS.find((f) => f.value === params.get('status')) ?? FILTERS[0]!;
  const campaignId = params.get('campaign_id') ?? undefined;
  const q = useDeals({ status: filter.value, campaign_id: campaignId });
  const deals = q.data ?? [];
  const campaignName = campaignId ? deals[0]?.campaign_name : undefined;

  const setFilter = (status: DealStatus) => {
    const next = new URLSearchParams(params);
    if (status === 'proposed') next.delete('status');
    else next.set('status', status);
    setParams(next, { replace: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Deals to approve</PageTitle>
      {recording && <RecordDealDialog open={recording} onOpenChange={setRecording} campaignId={campaignId} />}
      <PageHeader
        title="Deals to approve"
        description={
          role === 'viewer'
            ? 'Deals negotiated on calls. As a viewer you can read them; members and admins approve them.'
            : 'Deals negotiated on calls wait here until you approve them: only an approved deal commits money against the campaign budget.'
        }
        actions={
          <>
            {role && role !== 'viewer' && (
              <Button onClick={() => setRecording(true)}>
                <Plus aria-hidden="true" /> Record a deal
              </Button>
            )}
            <ExportCsvButton path="/api/v1/deals/export.csv" query={{ status: filter.value, campaign_id: campaignId }} label={`Export ${filter.label.toLowerCase()} deals`} />
          </>
        }
      />

      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Filter by deal status" className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <Button key={f.value} size="sm" variant={f.value === filter.value ? 'default' : 'outline'} aria-pressed={f.value === filter.value} onClick={() => setFilter(f.value)}>
              {f.label}
            </Button>
          ))}
        </div>
        {campaignId && (
          <span className="inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm">
            Campaign: {campaignName ?? 'this campaign'}
            <Link
              to={filter.value === 'proposed' ? '/deals' : `/deals?status=${filter.value}`}
              className="rounded-full p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground"
              aria-label="Show deals of every campaign"
            >
              <X className="size-3.5" aria-hidden="true" />
            </Link>
          </span>
        )}
      </div>

      {q.isPending ? (
        <div role="status" aria-label="Loading deals" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : q.isError ? (
        <ErrorState title="Failed to load deals" message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : deals.length === 0 ? (
        <EmptyState
          icon={filter.value === 'proposed' ? <CheckCircle2 /> : <Handshake />}
          title={filter.value === 'proposed' ? 'All caught up' : `No ${filter.label.toLowerCase()} deals`}
          description={filter.empty}
          action={
            <Button asChild variant="outline">
              <Link to="/campaigns">Go to Campaigns</Link>
            </Button>
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(deals.length, 'deal')} · {totals(deals)}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={`${filter.label} deals`}>
            {deals.map((d) => (
              <li key={d.id} className="flex min-w-0 flex-col gap-2">
                <DealCard deal={d} showCampaign className="h-full" />
                {d.status === 'agreed' && (
                  <Link to={`/deals/${d.id}`} className="text-sm font-medium text-primary underline" aria-label={`Contract, content and payments: ${d.creator_name} (${d.campaign_name})`}>
                    Contract, content and payments
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
