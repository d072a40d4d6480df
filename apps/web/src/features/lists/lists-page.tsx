import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListChecks, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TShortlist, TShortlistDetail } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { ExportCsvButton } from '@/components/export-csv-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { apiRequest } from '@/lib/api-client';
import { useCampaignOptions } from '@/lib/campaign-options';
import { formatCompact, formatDate } from '@/lib/format';
import { platformLabel } from '@/lib/constants';

/** Shortlists: named lists of creators; one goes into a campaign in one step. */
export function ListsPage() {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('list');
  const [name, setName] = useState('');
  const lists = useQuery({ queryKey: ['lists'], queryFn: ({ signal }) => apiRequest<TShortlist[]>('/api/v1/lists', { signal }) });
  const create = useMutation({
    mutationFn: (n: string) => apiRequest<TShortlistDetail>('/api/v1/lists', { method: 'POST', body: { name: n } }),
    onSuccess: (l) => {
      setName('');
      void qc.invalidateQueries({ queryKey: ['lists'] });
      setParams({ list: l.id });
    },
  });
  const current = selectedId ?? lists.data?.[0]?.id ?? null;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Shortlists</PageTitle>
      <PageHeader title="Shortlists" description="Keep creators on named lists before a campaign exists, then add a whole list to a campaign." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim() && !create.isPending) create.mutate(name.trim());
            }}
          >
            <label htmlFor="list-name" className="sr-only">
              New shortlist name
            </label>
            <Input id="list-name" placeholder="New shortlist" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              Create
            </Button>
          </form>
          {create.isError && <p role="alert" className="text-sm text-destructive">{create.error.message}</p>}
          {lists.isPending ? (
            <LoadingState text="Loading shortlists..." />
          ) : lists.isError ? (
            <ErrorState title="Shortlists could not be loaded" message={lists.error.message} onRetry={() => void lists.refetch()} />
          ) : lists.data.length === 0 ? (
            <EmptyState icon={<ListChecks className="size-8" aria-hidden="true" />} title="No shortlists yet" description="Create one here, or save creators from Discover." />
          ) : (
            <nav aria-label="Shortlists">
              <ul className="flex flex-col gap-1">
                {lists.data.map((l) => (
                  <li key={l.id}>
                    <button
                      type="button"
                      onClick={() => setParams({ list: l.id })}
                      aria-current={l.id === current ? 'true' : undefined}
                      className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-accent aria-[current=true]:bg-indigo-50 aria-[current=true]:font-semibold"
                    >
                      <span className="min-w-0 truncate">{l.name}</span>
                      <span className="text-muted-foreground">{l.creator_count}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        {current && <ListDetail id={current} onDeleted={() => setParams({})} />}
      </div>
    </div>
  );
}

function ListDetail({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const qc = useQueryClient();
  const [campaignId, setCampaignId] = useState('');
  const list = useQuery({ queryKey: ['lists', id], queryFn: ({ signal }) => apiRequest<TShortlistDetail>(`/api/v1/lists/${id}`, { signal }) });
  const campaigns = useCampaignOptions();
  const toCampaign = useMutation({
    mutationFn: () => apiRequest<{ message: string }>(`/api/v1/lists/${id}/add-to-campaign`, { method: 'POST', body: { campaign_id: campaignId } }),
    onSuccess: (r) => {
      toast.success('Shortlist added to the campaign', { description: r.message });
      void qc.invalidateQueries({ queryKey: ['outreach'] });
    },
  });
  const remove = useMutation({
    mutationFn: (creatorId: string) => apiRequest(`/api/v1/lists/${id}/creators/${creatorId}`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['lists'] }),
  });
  const del = useMutation({
    mutationFn: () => apiRequest(`/api/v1/lists/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['lists'] });
      onDeleted();
    },
  });
  if (list.isPending) return <LoadingState text="Loading the shortlist..." />;
  if (list.isError) return <ErrorState title="The shortlist could not be loaded" message={list.error.message} onRetry={() => void list.refetch()} />;
  const l = list.data;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle className="break-words">{l.name}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {l.creator_count} {l.creator_count === 1 ? 'creator' : 'creators'} · updated {formatDate(l.updated_at)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton path={`/api/v1/lists/${id}/export.csv`} />
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              if (window.confirm(`Delete the shortlist “${l.name}”? The creators stay in the directory.`)) del.mutate();
            }}
          >
            <Trash2 aria-hidden="true" /> Delete list
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (campaignId && !toCampaign.isPending) toCampaign.mutate();
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor="list-campaign" className="text-sm font-medium">
              Add this list to a campaign
            </label>
            <NativeSelect id="list-campaign" value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
              <option value="">Choose a campaign…</option>
              {campaigns.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.product_name} · {c.brand_name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={!campaignId || l.creator_count === 0 || toCampaign.isPending}>
            {toCampaign.isPending ? 'Adding...' : 'Add to campaign'}
          </Button>
        </form>
        {toCampaign.isError && <p role="alert" className="text-sm text-destructive">{toCampaign.error.message}</p>}
        {l.creators.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No creators yet. Save some from <Link to="/discover" className="text-primary underline-offset-4 hover:underline">Discover</Link>.
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Creators on this list">
            {l.creators.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-medium">{c.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {platformLabel(c.platform)} · {c.followers_count === null ? 'followers unknown' : `${formatCompact(c.followers_count)} followers`}
                    {c.niche ? ` · ${c.niche}` : ''}
                  </p>
                </div>
                <Button size="sm" variant="ghost" onClick={() => remove.mutate(c.id)} aria-label={`Remove ${c.name} from the list`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
