import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronDown, ChevronLeft, ChevronRight, ListPlus, Loader2, Plus, Search, SlidersHorizontal, UsersRound, X } from 'lucide-react';
import type { TCreator } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { CreatorsCsvActions } from '@/components/creators-csv-actions';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EngagementBadge } from '@/components/score-badge';
import { capitalize, formatCompact, formatMoney, formatNumber } from '@/lib/format';
import { platformLabel } from '@/lib/constants';
import { cn } from '@/lib/utils';
import { useCreators } from './api/get-creators';
import { AddToCampaignDialog } from './components/add-to-campaign-dialog';
import { SaveToShortlist } from '@/components/lists/save-to-shortlist';
import { SaveSelectionAsList } from '@/components/lists/save-selection-as-list';
import { Checkbox } from '@/components/ui/checkbox';
import { AddCreatorsToCampaignDialog } from '@/components/add-creators-to-campaign-dialog';
import { SimilarCreatorsDialog } from './components/similar-creators-dialog';
import { FiltersPanel, type RawNumbers } from './components/filters-panel';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  matchesName,
  NUMBER_FILTERS,
  pageInfo,
  parseNumberFilter,
  toCreatorQuery,
  withFilter,
  withPage,
  type DiscoverFilters,
  type NumberFilterKey,
} from './lib/filters';

const TYPE_DELAY_MS = 350;

function rawFrom(f: DiscoverFilters): RawNumbers {
  return Object.fromEntries(NUMBER_FILTERS.map((k) => [k, f[k]?.toString() ?? ''])) as RawNumbers;
}

export function DiscoverPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const [search, setSearch] = useState(filters.name ?? '');
  const [raw, setRaw] = useState<RawNumbers>(() => rawFrom(filters));
  const [errors, setErrors] = useState<Partial<Record<NumberFilterKey, string>>>({});
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount(filters) > 0);
  const [addFor, setAddFor] = useState<Pick<TCreator, 'id' | 'name'> | null>(null);
  const [similarFor, setSimilarFor] = useState<TCreator | null>(null);
  // Creators picked for a new shortlist; kept across pages and filters until saved or cleared.
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [saveOpen, setSaveOpen] = useState(false);
  const [bulkAddOpen, setBulkAddOpen] = useState(false);
  const toggle = (items: Pick<TCreator, 'id' | 'name'>[], on: boolean) =>
    setSelected((m) => {
      const next = new Map(m);
      for (const c of items) {
        if (on) next.set(c.id, c.name);
        else next.delete(c.id);
      }
      return next;
    });
  const timers = useRef<Record<string, number>>({});
  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  const q = useCreators(filters);

  // A new page of results starts at the top of the list.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [filters.offset]);

  const apply = (next: DiscoverFilters) => setParams(filtersToSearchParams(next), { replace: true });

  /** Typing is applied after a short pause, against the filters as they are then. */
  const later = (key: string, fn: (f: DiscoverFilters) => DiscoverFilters) => {
    window.clearTimeout(timers.current[key]);
    timers.current[key] = window.setTimeout(() => apply(fn(filtersRef.current)), TYPE_DELAY_MS);
  };
  useEffect(() => {
    const t = timers.current;
    return () => Object.values(t).forEach((id) => window.clearTimeout(id));
  }, []);

  const onSearch = (value: string) => {
    setSearch(value);
    later('name', (f) => withFilter(f, 'name', value.trim() || undefined));
  };

  const onNumber = (key: NumberFilterKey, value: string) => {
    setRaw((r) => ({ ...r, [key]: value }));
    const parsed = parseNumberFilter(key, value);
    setErrors((e) => ({ ...e, [key]: parsed.error }));
    later(key, (f) => withFilter(f, key, parsed.value));
  };

  const clearAll = () => {
    Object.values(timers.current).forEach((id) => window.clearTimeout(id));
    setSearch('');
    setRaw(rawFrom(EMPTY_FILTERS));
    setErrors({});
    apply({ ...EMPTY_FILTERS, limit: filters.limit });
  };

  const total = q.data?.total ?? 0;
  const rows = useMemo(
    () => (q.data?.creators ?? q.data?.items ?? []).filter((c) => matchesName(c, filters.name)),
    [q.data, filters.name],
  );
  const info = pageInfo(total, filters.limit, filters.offset, q.data?.creators.length ?? 0);
  const activeCount = activeFilterCount(filters);
  const anyFilter = activeCount > 0 || Boolean(filters.name);
  const pageSelected = rows.filter((c) => selected.has(c.id)).length;

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Discover Influencers</PageTitle>
      <PageHeader
        title="Discover Influencers"
        description="Search creators by name and filter by platform, niche, audience and reach."
        actions={<CreatorsCsvActions query={toCreatorQuery(filters)} />}
      />

      <Collapsible open={filtersOpen} onOpenChange={setFiltersOpen}>
        <Card className="p-4">
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <label htmlFor="creator-search" className="sr-only">
                Search creators by name, channel or handle
              </label>
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                id="creator-search"
                type="search"
                className="pl-9"
                placeholder="Search by name, channel or handle"
                value={search}
                onChange={(e) => onSearch(e.target.value)}
              />
            </div>
            <div className="flex gap-2">
              <CollapsibleTrigger asChild>
                <Button variant="outline" aria-controls="discover-filters">
                  <SlidersHorizontal aria-hidden="true" /> Filters
                  {activeCount > 0 && <Badge tone="primary">{activeCount}</Badge>}
                  <ChevronDown className={cn('transition-transform', filtersOpen && 'rotate-180')} aria-hidden="true" />
                </Button>
              </CollapsibleTrigger>
              {anyFilter && (
                <Button variant="ghost" onClick={clearAll}>
                  <X aria-hidden="true" /> Clear
                </Button>
              )}
            </div>
          </div>
          <CollapsibleContent id="discover-filters" className="pt-4">
            <FiltersPanel
              filters={filters}
              raw={raw}
              errors={errors}
              onChoice={(key, value) => apply(withFilter(filters, key, value || undefined))}
              onNumber={onNumber}
              onLimit={(limit) => apply(withFilter(filters, 'limit', limit))}
            />
          </CollapsibleContent>
        </Card>
      </Collapsible>

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground" aria-live="polite">
        <p>
          {q.isPending
            ? 'Loading creators...'
            : q.isError
              ? ''
              : total === 0
                ? 'No creators found'
                : `Showing ${formatNumber(info.from)}–${formatNumber(info.to)} of ${formatNumber(total)} creators`}
        </p>
        {q.isFetching && !q.isPending && (
          <span className="flex items-center gap-1.5">
            <Loader2 className="size-3.5 animate-spin" aria-hidden="true" /> Updating...
          </span>
        )}
      </div>

      {selected.size > 0 && (
        <div role="region" aria-label="Selected creators" className="sticky top-2 z-10 flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-indigo-50 px-4 py-2 text-sm shadow-sm">
          <span className="font-medium">{selected.size} selected</span>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => setBulkAddOpen(true)}>
              <Plus aria-hidden="true" /> Add to campaign
            </Button>
            <Button size="sm" variant="outline" onClick={() => setSaveOpen(true)}>
              <ListPlus aria-hidden="true" /> Save as list
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
              Clear selection
            </Button>
          </div>
        </div>
      )}

      {q.isPending ? (
        <Card className="flex flex-col gap-2 p-4" role="status" aria-label="Loading creators">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </Card>
      ) : q.isError ? (
        <ErrorState title={`Error loading creators: ${q.error.message}`} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<UsersRound />}
          title="No creators match your search"
          description="Try a different name or fewer filters."
          action={
            anyFilter ? (
              <Button variant="outline" onClick={clearAll}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Card className={cn('overflow-hidden', q.isPlaceholderData && 'opacity-70')} aria-busy={q.isFetching} data-testid="creator-results">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">
                  <Checkbox
                    aria-label="Select every creator on this page"
                    checked={pageSelected === 0 ? false : pageSelected === rows.length ? true : 'indeterminate'}
                    onCheckedChange={(v) => toggle(rows, v === true)}
                  />
                </TableHead>
                <TableHead className="hidden w-12 sm:table-cell">
                  <span className="sr-only">Avatar</span>
                </TableHead>
                <TableHead>Creator</TableHead>
                <TableHead className="hidden md:table-cell">Platform</TableHead>
                <TableHead className="hidden md:table-cell">Niche</TableHead>
                <TableHead className="hidden sm:table-cell">Followers</TableHead>
                <TableHead className="hidden sm:table-cell">Engagement</TableHead>
                <TableHead className="hidden lg:table-cell">Location</TableHead>
                <TableHead className="hidden lg:table-cell">Rate</TableHead>
                <TableHead className="hidden xl:table-cell" title="Audience quality, 0-100">
                  Quality
                </TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id} data-state={selected.has(c.id) ? 'selected' : undefined}>
                  <TableCell>
                    <Checkbox aria-label={`Select ${c.name}`} checked={selected.has(c.id)} onCheckedChange={(v) => toggle([c], v === true)} />
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <Avatar name={c.name} src={c.profile_image} />
                  </TableCell>
                  <TableCell>
                    <Link to={`/creators/${c.id}`} className="font-medium underline-offset-4 hover:underline">
                      {c.name}
                    </Link>
                    <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                      @{c.handle}
                      {c.channel_name && c.channel_name !== c.name ? ` · ${c.channel_name}` : ''}
                    </p>
                    {/* Small screens: the hidden columns, folded into this cell. */}
                    <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted-foreground md:hidden">
                      <span className="sm:hidden">{formatCompact(c.followers_count)} followers ·</span>
                      {platformLabel(c.platform)} · {capitalize(c.niche)} · {c.country}
                      <span className="sm:hidden">
                        <EngagementBadge rate={c.engagement_rate} />
                      </span>
                    </p>
                  </TableCell>
                  <TableCell className="hidden md:table-cell">{platformLabel(c.platform)}</TableCell>
                  <TableCell className="hidden md:table-cell">
                    <Badge tone="outline">{capitalize(c.niche)}</Badge>
                  </TableCell>
                  <TableCell className="hidden tabular-nums sm:table-cell" title={formatNumber(c.followers_count)}>
                    {formatCompact(c.followers_count)}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <EngagementBadge rate={c.engagement_rate} />
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap lg:table-cell">
                    {c.country}
                    <span className="text-xs text-muted-foreground"> · {c.language?.toUpperCase() ?? 'language unknown'}</span>
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap tabular-nums lg:table-cell">
                    {c.typical_rate > 0 ? formatMoney(c.typical_rate, c.currency) : <span className="text-muted-foreground">Unknown</span>}
                  </TableCell>
                  <TableCell className="hidden tabular-nums xl:table-cell">
                    <Badge tone={c.audience_quality >= 80 ? 'green' : c.audience_quality >= 50 ? 'yellow' : 'red'} title="Audience quality (0-100)">
                      {c.audience_quality}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-col items-end gap-1.5 sm:flex-row sm:justify-end">
                      <Button size="sm" onClick={() => setAddFor(c)} aria-label={`Add ${c.name} to a campaign`}>
                        <Plus aria-hidden="true" /> Add
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setSimilarFor(c)} aria-label={`Find creators similar to ${c.name}`}>
                        <UsersRound aria-hidden="true" /> <span className="hidden sm:inline">Find similar</span>
                        <span className="sm:hidden">Similar</span>
                      </Button>
                      <SaveToShortlist creator={c} />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}

      {!q.isPending && !q.isError && total > 0 && (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={!info.hasPrev || q.isFetching} onClick={() => apply(withPage(filters, filters.offset - filters.limit))}>
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
          <p className="text-sm text-muted-foreground">
            Page {formatNumber(info.page)} of {formatNumber(info.pages)}
          </p>
          <Button variant="outline" size="sm" disabled={!info.hasNext || q.isFetching} onClick={() => apply(withPage(filters, filters.offset + filters.limit))}>
            Next <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}

      <AddToCampaignDialog creator={addFor} onClose={() => setAddFor(null)} />
      <AddCreatorsToCampaignDialog
        creators={[...selected].map(([id, name]) => ({ id, name }))}
        open={bulkAddOpen}
        onOpenChange={setBulkAddOpen}
        onAdded={() => setSelected(new Map())}
      />
      <SaveSelectionAsList
        creators={[...selected].map(([id, name]) => ({ id, name }))}
        open={saveOpen}
        onOpenChange={setSaveOpen}
        onSaved={() => setSelected(new Map())}
      />
      <SimilarCreatorsDialog
        creator={similarFor}
        onClose={() => setSimilarFor(null)}
        onAdd={(c) => {
          setSimilarFor(null);
          setAddFor(c);
        }}
      />
    </div>
  );
}
