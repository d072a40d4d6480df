import { Link, useSearchParams } from 'react-router';
import { Loader2, Megaphone, Plus } from 'lucide-react';
import type { TCampaignStatus } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { Skeleton } from '@/components/ui/skeleton';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { cn } from '@/lib/utils';
import { useCampaignPages } from './api/get-campaigns';
import { CampaignCard } from './components/campaign-card';

const FILTERS: { label: string; value: TCampaignStatus | undefined }[] = [
  { label: 'All', value: undefined },
  { label: 'Active', value: 'active' },
  { label: 'Planning', value: 'planning' },
  { label: 'Completed', value: 'completed' },
  { label: 'Paused', value: 'paused' },
  // Deleted campaigns are archived: out of every other view, here to restore.
  { label: 'Archived', value: 'archived' },
];

export function CampaignsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = FILTERS.find((f) => f.value === raw)?.value;
  const q = useCampaignPages(status);
  const campaigns = q.data?.pages.flat() ?? [];

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Campaigns</PageTitle>
      <PageHeader
        title="Campaigns"
        description="Every campaign with its budget, creators and results."
        actions={
          <Button asChild>
            <Link to="/campaigns/new">
              <Plus aria-hidden="true" /> Create Campaign
            </Link>
          </Button>
        }
      />

      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => {
          const active = f.value === status;
          return (
            <Button
              key={f.label}
              size="sm"
              variant={active ? 'default' : 'outline'}
              aria-pressed={active}
              onClick={() => setParams(f.value ? { status: f.value } : {}, { replace: true })}
            >
              {f.label}
            </Button>
          );
        })}
      </div>

      {q.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading campaigns">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-64 rounded-xl" />
          ))}
        </div>
      ) : q.isError && campaigns.length === 0 ? (
        <ErrorState
          title="Failed to fetch campaigns. Please try again later."
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : campaigns.length === 0 ? (
        <EmptyState
          icon={<Megaphone />}
          title="No campaigns found"
          description={status ? `There are no ${status} campaigns.` : 'Describe your product in a brief and let the AI set up the campaign.'}
          action={
            <Button asChild>
              <Link to="/campaigns/new">Create Your First Campaign</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label="Campaign list" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {campaigns.map((c) => (
              <li key={c.id} className="flex">
                <div className="w-full [&>*]:h-full">
                  <CampaignCard campaign={c} />
                </div>
              </li>
            ))}
          </ul>
          {q.isFetchNextPageError && (
            <ErrorState
              title="Failed to fetch campaigns. Please try again later."
              message={q.error?.message}
              onRetry={() => void q.fetchNextPage()}
              retrying={q.isFetchingNextPage}
            />
          )}
          {q.hasNextPage && !q.isFetchNextPageError && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
                {q.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
                {q.isFetchingNextPage ? 'Loading...' : 'Load More'}
              </Button>
            </div>
          )}
          <p className={cn('text-center text-xs text-muted-foreground', q.hasNextPage && 'sr-only')} aria-live="polite">
            Showing {campaigns.length} campaign{campaigns.length === 1 ? '' : 's'}
          </p>
        </>
      )}
    </div>
  );
}
