import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Loader2, MessageSquare, RefreshCw, Send, Sparkles, UserSearch } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TMatch, TSimilarityResponse } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Card } from '@/components/ui/card';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { PageTitle } from '@/components/ui/page';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ScoreBadge, EngagementBadge } from '@/components/score-badge';
import { capitalize, formatCompact, formatDateTime, formatMoney, plural } from '@/lib/format';
import { platformLabel } from '@/lib/constants';
import { useSimilarity } from './api/get-similarity';
import { useRunSimilarity } from '@/lib/run-similarity';
import { useBulkOutreach } from './api/bulk-outreach';
import { useCreateOutreach } from './api/create-outreach';
import { useCampaign } from './api/get-campaign';
import { DetailedScores } from './components/detailed-scores';

function MatchesTable({ campaignId, matches }: { campaignId: string; matches: TMatch[] }) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [contacting, setContacting] = useState<string | null>(null);
  const bulk = useBulkOutreach(campaignId);
  const contact = useCreateOutreach(campaignId);

  const allSelected = matches.length > 0 && selected.size === matches.length;
  const someSelected = selected.size > 0 && !allSelected;

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });

  const outreach = () => {
    const ids = [...selected];
    if (ids.length === 0) return; // the spec: at least one selected creator
    bulk.mutate(ids, {
      onSuccess: (r) => {
        setSelected(new Set());
        const added = r.created === 0 ? 'No new creators added to outreach' : `${plural(r.created, 'creator')} added to outreach`;
        toast.success(added, {
          description: r.existing > 0 ? `${plural(r.existing, 'creator was', 'creators were')} already in outreach.` : 'Find them under View Influencers.',
        });
      },
      onError: (e) => toast.error('Error', { description: `Failed to initiate outreach. ${e.message}` }),
    });
  };

  const openConversation = (m: TMatch) => {
    setContacting(m.id);
    contact.mutate(m.id, {
      onSuccess: (entry) => void navigate(`/conversation/${entry.id}`),
      onError: (e) => toast.error('Error', { description: `Failed to initiate outreach. ${e.message}` }),
      onSettled: () => setContacting(null),
    });
  };

  return (
    <Card className="overflow-hidden">
      <div className="flex min-h-14 flex-wrap items-center justify-between gap-2 border-b px-4 py-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {selected.size > 0 ? `${selected.size} selected` : 'Select creators to add them to outreach'}
        </p>
        {selected.size > 0 && (
          <Button size="sm" onClick={outreach} disabled={bulk.isPending}>
            {bulk.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Outreach ({selected.size})
          </Button>
        )}
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <Checkbox
                aria-label="Select all influencers"
                checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                onCheckedChange={(v) => setSelected(v === true ? new Set(matches.map((m) => m.id)) : new Set())}
              />
            </TableHead>
            <TableHead>Influencer</TableHead>
            <TableHead className="whitespace-normal">Match Score</TableHead>
            <TableHead className="hidden md:table-cell">Niche</TableHead>
            <TableHead className="hidden md:table-cell">Followers</TableHead>
            <TableHead className="hidden md:table-cell">Engagement</TableHead>
            <TableHead className="hidden whitespace-normal md:table-cell">Collaboration Rate</TableHead>
            <TableHead className="hidden whitespace-normal lg:table-cell">Expected engagements</TableHead>
            <TableHead className="hidden whitespace-normal sm:table-cell">Detailed Scores</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {matches.map((m) => {
            const isSel = selected.has(m.id);
            return (
              <TableRow key={m.id} data-state={isSel ? 'selected' : undefined}>
                <TableCell>
                  <Checkbox aria-label={`Select ${m.influencer_name}`} checked={isSel} onCheckedChange={(v) => toggle(m.id, v === true)} />
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-3 sm:min-w-48">
                    <Avatar name={m.influencer_name} src={m.avatar} className="hidden sm:inline-flex" />
                    <div className="min-w-0">
                      <p className="font-medium">{m.influencer_name}</p>
                      <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                        @{m.handle} · {platformLabel(m.platform)}
                      </p>
                      <p className="font-mono text-[10px] text-muted-foreground" title={m.id}>
                        ID: {m.id.slice(0, 8)}
                        <span className="sr-only">{m.id.slice(8)}</span>
                      </p>
                      <p className="mt-1 flex flex-wrap items-center gap-1">
                        <Badge tone={m.shortlisted ? 'primary' : 'outline'}>{m.shortlisted ? 'Shortlisted' : 'Alternate'}</Badge>
                        {m.neighbour_niche && <Badge tone="outline">Neighbouring niche</Badge>}
                      </p>
                      <p className="mt-1 hidden max-w-md text-xs whitespace-normal text-muted-foreground sm:block" data-testid="match-why">
                        {m.why}
                      </p>
                      {/* Small screens: the hidden columns, folded into this cell. */}
                      <div className="mt-1 flex flex-col gap-0.5 text-xs text-muted-foreground md:hidden">
                        <span>
                          {capitalize(m.niche)} · {formatCompact(m.followers)} followers · {formatMoney(m.collaboration_rate, m.currency)} · ≈
                          {formatCompact(m.expected_engagements)} engagements · quality {m.audience_quality}
                        </span>
                        <span>
                          <EngagementBadge rate={m.engagement} />
                        </span>
                        <span className="sm:hidden">
                          Niche {Math.round(m.detailed_score_values.niche_match)} · Audience {Math.round(m.detailed_score_values.audience_match)} ·
                          Engagement {Math.round(m.detailed_score_values.engagement_score)} · Budget fit {Math.round(m.detailed_score_values.budget_fit)}
                        </span>
                      </div>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <ScoreBadge score={m.match_score} label="Match score" />
                </TableCell>
                <TableCell className="hidden md:table-cell">
                  <Badge tone="outline">{capitalize(m.niche)}</Badge>
                </TableCell>
                <TableCell className="hidden tabular-nums md:table-cell">{formatCompact(m.followers)}</TableCell>
                <TableCell className="hidden md:table-cell">
                  <EngagementBadge rate={m.engagement} />
                </TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums md:table-cell">{formatMoney(m.collaboration_rate, m.currency)}</TableCell>
                <TableCell className="hidden tabular-nums lg:table-cell">
                  {formatCompact(m.expected_engagements)}
                  <span className="block text-xs text-muted-foreground">quality {m.audience_quality}</span>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <DetailedScores match={m} />
                </TableCell>
                <TableCell>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={contacting !== null}
                    onClick={() => openConversation(m)}
                    aria-label={`Contact ${m.influencer_name}`}
                  >
                    {contacting === m.id ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MessageSquare aria-hidden="true" />}
                    <span className="hidden sm:inline">{contacting === m.id ? 'Opening...' : 'Contact'}</span>
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
}

/** The shortlist's cost against the budget and what it is expected to earn. */
function ShortlistSummary({ data }: { data: TSimilarityResponse }) {
  const pct = Math.min(100, Math.max(0, data.budget_used_pct));
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="shortlist-summary">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          Shortlist of {data.shortlist_size} of {data.shortlist_target} creators: {formatMoney(data.shortlist_cost, data.currency)} of{' '}
          {formatMoney(data.total_budget, data.currency)} budget
        </p>
        <p className="text-sm text-muted-foreground">≈ {formatCompact(data.expected_engagements)} expected engagements per post round</p>
      </div>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Budget used by the shortlist"
        aria-valuenow={Math.round(pct)}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full bg-primary" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {data.budget_used_pct}% of the budget. Chosen as one set: the creators whose rates fit the budget together with the most expected engagements
        (followers × engagement × audience quality).
        {data.shortfall_reason && <span className="block font-medium text-foreground">{data.shortfall_reason}</span>}
      </p>
    </Card>
  );
}

export function SimilarInfluencersPage() {
  const { id = '' } = useParams();
  const q = useSimilarity(id);
  const campaign = useCampaign(id);
  const run = useRunSimilarity();
  const data = q.data;

  const matches = useMemo(() => data?.matches ?? [], [data]);
  const productName = data?.product_name ?? campaign.data?.product_name ?? 'Campaign';
  const brandName = data?.brand_name ?? campaign.data?.brand_name ?? '';

  const rerun = () =>
    run.mutate(id, {
      onError: () => toast.error('Error', { description: 'Failed to find similar influencers. Please try again.' }),
    });

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{`Similar influencers · ${productName}`}</PageTitle>
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={`/campaigns/${id}`}>
          <ArrowLeft aria-hidden="true" /> Back to Campaign
        </Link>
      </Button>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">Similar influencers</p>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{productName}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-muted-foreground">
            {brandName && <span>{brandName}</span>}
            {data && <Badge tone="primary">{plural(data.total_matches, 'match', 'matches')}</Badge>}
            {data && data.matches.length < data.total_matches && <span className="text-xs">showing the top {data.matches.length}</span>}
            {data && <span className="text-xs">Matched {formatDateTime(data.created_at)}</span>}
          </p>
        </div>
        {data && (
          <Button variant="outline" onClick={rerun} disabled={run.isPending}>
            {run.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
            {run.isPending ? 'Matching...' : 'Run match again'}
          </Button>
        )}
      </div>

      {q.isPending ? (
        <LoadingState text="Loading influencers..." />
      ) : q.isError ? (
        <ErrorState title="Failed to load influencers" message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : data === null ? (
        <EmptyState
          icon={<Sparkles />}
          title="No matches yet for this campaign"
          description="Run the AI Influencer Match to rank creators on niche, audience, engagement and budget fit."
          action={
            <Button onClick={rerun} disabled={run.isPending}>
              {run.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              {run.isPending ? 'Matching...' : 'Run AI Influencer Match'}
            </Button>
          }
        />
      ) : matches.length === 0 ? (
        <EmptyState
          icon={<UserSearch />}
          title="No influencer data found"
          description="No creator scored above the match threshold. Try widening the campaign's niche or audience, then run the match again."
        />
      ) : (
        <>
          {data && <ShortlistSummary data={data} />}
          <MatchesTable campaignId={id} matches={matches} />
        </>
      )}
    </div>
  );
}
