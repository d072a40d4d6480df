import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Search, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { plural } from '@/lib/format';
import { OutreachViewToggle } from '@/components/outreach-view-toggle';
import { ExportCsvButton } from '@/components/export-csv-button';
import { useOutreachList } from './api/get-outreach-list';
import { OutreachTable } from './components/outreach-table';
import { filterOutreach } from './lib/search';

export function InfluencerManagerPage() {
  const q = useOutreachList();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => filterOutreach(q.data ?? [], search, ['creator', 'campaign']), [q.data, search]);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Influencer Manager</PageTitle>
      <PageHeader
        title="Influencer Manager"
        description="Every creator you are talking to, across all campaigns."
        actions={<OutreachViewToggle view="list" />}
      />
      <div className="relative max-w-md">
        <label htmlFor="irm-search" className="sr-only">
          Search by influencer or campaign name
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id="irm-search"
          type="search"
          className="pl-9"
          placeholder="Search by influencer or campaign name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div>
        <ExportCsvButton path="/api/v1/outreach/export.csv" label="Export outreach CSV" />
      </div>
      {q.isPending ? (
        <Card className="flex flex-col gap-2 p-4" role="status" aria-label="Loading outreach">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </Card>
      ) : q.isError ? (
        <ErrorState title="Failed to load data" message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (q.data ?? []).length === 0 ? (
        <EmptyState
          icon={<Users />}
          title="No outreach yet"
          description="Add creators to a campaign from Discover or from a campaign's AI matches, then call or email them from here."
          action={
            <Button asChild>
              <Link to="/discover">Discover Influencers</Link>
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Search />} title="No matches" description={`Nothing matches “${search.trim()}”.`} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(rows.length, 'conversation')}
          </p>
          <Card className="overflow-hidden">
            <OutreachTable entries={rows} showCampaign />
          </Card>
        </>
      )}
    </div>
  );
}
