import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Bot, Loader2, ScrollText, Sparkles, Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TCampaign, TCampaignStatus } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { PageTitle } from '@/components/ui/page';
import { CampaignStatusBadge } from '@/components/status-badge';
import { EDITABLE_CAMPAIGN_STATUSES } from '@/lib/constants';
import { isApiError, isNotFound } from '@/lib/api-client';
import { capitalize, formatCompact, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { useCampaign } from './api/get-campaign';
import { useUpdateCampaign } from './api/update-campaign';
import { useRunSimilarity } from '@/lib/run-similarity';
import { CampaignDeals } from '@/components/deals/campaign-deals';
import { DEALS_KEY, useDeals } from '@/lib/deals';
import { useAgentStream } from './api/agent-stream';
import { CopilotDialog, type CopilotView } from './components/copilot-dialog';
import { AgentLogsSheet } from './components/agent-logs-sheet';
import { campaignTimeline, hasResults } from './components/campaign-card';
import { dealsStillNeeded } from './lib/run-settings';
import { CampaignActions } from './components/campaign-actions';
import { CampaignPlanCard } from './components/campaign-plan-card';

function StatusControl({ campaign }: { campaign: TCampaign }) {
  const id = useId();
  const update = useUpdateCampaign(campaign.id);
  const options: string[] = [...EDITABLE_CAMPAIGN_STATUSES];
  if (!options.includes(campaign.status)) options.unshift(campaign.status);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Status
      </label>
      <NativeSelect
        id={id}
        className="w-36"
        value={campaign.status}
        disabled={update.isPending}
        onChange={(e) => {
          const status = e.target.value as TCampaignStatus;
          update.mutate(
            { status },
            {
              onSuccess: () => toast.success('Status updated', { description: `The campaign is now ${capitalize(status)}.` }),
              onError: (err) => toast.error('Error', { description: err.message }),
            },
          );
        }}
      >
        {options.map((s) => (
          <option key={s} value={s} disabled={s === 'draft'}>
            {capitalize(s)}
          </option>
        ))}
      </NativeSelect>
      {update.isPending && <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label="Saving status" />}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      <p className="mt-1 whitespace-pre-line text-sm leading-relaxed">{children}</p>
    </section>
  );
}

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Card>
      <CardContent className="p-5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-xl font-bold break-words">{value}</p>
        {note && <p className="mt-0.5 text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}

/** Where the budget stands: agreed deals, proposed deals and ceilings held by calls in progress, then what is free. */
function BudgetBar({ campaign }: { campaign: TCampaign }) {
  const { total_budget: total, currency } = campaign;
  const s = campaign.stats;
  const parts = [
    { label: 'Committed', value: s.committed_spend, className: 'bg-green-600' },
    { label: 'Proposed', value: s.proposed_spend, className: 'bg-purple-500' },
    { label: 'Held by calls', value: s.reserved, className: 'bg-amber-400' },
  ];
  const used = parts.reduce((n, p) => n + p.value, 0);
  const pct = (v: number) => (total > 0 ? Math.min(100, (v / total) * 100) : 0);
  return (
    <div>
      <p className="mb-1 flex flex-wrap justify-between gap-x-2 text-xs text-muted-foreground">
        <span>Budget use</span>
        <span>
          {formatMoney(Math.max(0, total - used), currency)} of {formatMoney(total, currency)} free
        </span>
      </p>
      <div
        className="flex h-2 overflow-hidden rounded-full bg-muted"
        role="img"
        aria-label={`${parts.map((p) => `${p.label} ${formatMoney(p.value, currency)}`).join(', ')} of ${formatMoney(total, currency)}`}
      >
        {parts.map((p) => (p.value > 0 ? <span key={p.label} className={p.className} style={{ width: `${pct(p.value)}%` }} /> : null))}
      </div>
    </div>
  );
}

function CampaignDetail({ campaign }: { campaign: TCampaign }) {
  const c = campaign;
  const navigate = useNavigate();
  const agent = useAgentStream(c.id);
  const similarity = useRunSimilarity();
  const [copilot, setCopilot] = useState<CopilotView | null>(null);
  const deals = useDeals({ campaign_id: c.id });
  const [logsOpen, setLogsOpen] = useState(false);
  const agentBusy = agent.status === 'connecting' || agent.status === 'streaming';
  const qc = useQueryClient();

  // When a run we watched ends, the campaign's numbers (contacted, deals, spend) have changed.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && (agent.status === 'finished' || agent.status === 'failed')) {
      void qc.invalidateQueries({ queryKey: ['campaign', c.id] });
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      void qc.invalidateQueries({ queryKey: ['outreach'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
      void qc.invalidateQueries({ queryKey: DEALS_KEY });
    }
    wasBusy.current = agentBusy;
  }, [agent.status, agentBusy, c.id, qc]);

  const overview = [
    ['Product Description', c.product_description],
    ['Campaign Goal', c.campaign_goal],
    ['Target Audience', c.target_audience],
    ['Key Use Cases', c.key_use_cases],
  ].filter(([, v]) => v && v.trim()) as [string, string][];

  const s = c.stats;

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{c.product_name}</PageTitle>
      <Button variant="ghost" size="sm" className="self-start" onClick={() => navigate('/campaigns')}>
        <ArrowLeft aria-hidden="true" /> Back
      </Button>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{c.product_name}</h1>
            <CampaignStatusBadge status={c.status} />
          </div>
          <p className="mt-1 text-muted-foreground">{c.brand_name}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusControl campaign={c} />
          <CampaignActions campaign={c} />
          <Button onClick={() => setCopilot(agentBusy ? 'progress' : 'settings')}>
            {agentBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Bot aria-hidden="true" />}
            Auto Co-Pilot
          </Button>
          <Button variant="outline" onClick={() => setLogsOpen(true)}>
            <ScrollText aria-hidden="true" /> Agent Logs
          </Button>
          <Button asChild variant="outline">
            <Link to={`/campaigns/${c.id}/report`}>Report</Link>
          </Button>
        </div>
      </div>

      {c.status === 'archived' && (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          This campaign is archived: it is hidden from your lists and starts no Co-Pilot runs or calls. Restore it to work on it again.
        </p>
      )}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Stat label="Total Budget" value={formatMoney(c.total_budget, c.currency)} note={`Across ${c.planned_creators} planned creators`} />
        <Stat label="Influencers" value={formatNumber(c.influencer_count)} note="In outreach for this campaign" />
        <Stat label="Niche" value={c.product_niche ? capitalize(c.product_niche) : '—'} note={campaignTimeline(c)} />
      </div>

      <CampaignPlanCard campaign={c} />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Overview</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {overview.length === 0 ? (
              <p className="text-sm text-muted-foreground">No description yet.</p>
            ) : (
              overview.map(([title, text]) => (
                <Section key={title} title={title}>
                  {text}
                </Section>
              ))
            )}
          </CardContent>
        </Card>
        <div className="flex flex-col gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Actions</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              <Button
                disabled={similarity.isPending}
                onClick={() =>
                  similarity.mutate(c.id, {
                    onSuccess: () => void navigate(`/campaigns/${c.id}/influencers`),
                    onError: () => toast.error('Error', { description: 'Failed to find similar influencers. Please try again.' }),
                  })
                }
              >
                {similarity.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                {similarity.isPending ? 'Matching...' : 'AI Influencer Match'}
              </Button>
              <Button asChild variant="outline">
                <Link to={`/campaign/${c.id}/irm`}>
                  <Users aria-hidden="true" /> View Influencers
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to={`/campaigns/${c.id}/influencers`}>Open last match results</Link>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Results</CardTitle>
            </CardHeader>
            <CardContent>
              {!hasResults(c) ? (
                <p className="text-sm text-muted-foreground">No data yet</p>
              ) : (
                <dl className="grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-muted-foreground">Contacted</dt>
                    <dd className="font-semibold">{formatNumber(s.creators_contacted)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Response rate</dt>
                    <dd className="font-semibold">{s.response_rate === null ? '—' : formatPercent(s.response_rate)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Deals agreed</dt>
                    <dd className="font-semibold">{formatNumber(s.deals)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Committed</dt>
                    <dd className="font-semibold" data-testid="committed-spend">
                      {formatMoney(s.committed_spend, c.currency)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Proposed</dt>
                    <dd className="font-semibold">{formatMoney(s.proposed_spend, c.currency)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Held by calls</dt>
                    <dd className="font-semibold">{formatMoney(s.reserved, c.currency)}</dd>
                  </div>
                  <div className="col-span-2">
                    <BudgetBar campaign={c} />
                  </div>
                  <div className="col-span-2">
                    <dt className="text-muted-foreground">Reach (followers of creators with a deal)</dt>
                    <dd className="font-semibold">{formatCompact(s.reach)}</dd>
                  </div>
                </dl>
              )}
            </CardContent>
          </Card>
        </div>
      </div>

      <CampaignDeals campaignId={c.id} />

      <CopilotDialog
        view={copilot}
        onClose={() => setCopilot(null)}
        onStarted={() => setCopilot('progress')}
        agent={agent}
        campaign={c}
        stillNeeded={dealsStillNeeded(c, deals.data)}
        onViewLogs={() => {
          setCopilot(null);
          setLogsOpen(true);
        }}
      />
      <AgentLogsSheet
        open={logsOpen}
        onOpenChange={setLogsOpen}
        agent={agent}
        currency={c.currency}
        campaignId={c.id}
        onStart={() => {
          setLogsOpen(false);
          setCopilot('settings');
        }}
      />
    </div>
  );
}

export function CampaignDetailPage() {
  const { id = '' } = useParams();
  const q = useCampaign(id);
  if (q.isPending) return <LoadingState text="Loading campaign details..." />;
  if (q.isError) {
    // A malformed id (400) is, to a person, a campaign that does not exist.
    const notFound = isNotFound(q.error) || (isApiError(q.error) && q.error.status === 400);
    return (
      <div className="flex flex-col gap-4">
        <PageTitle>{notFound ? 'Campaign not found' : 'Campaign'}</PageTitle>
        <ErrorState
          title={notFound ? 'Campaign not found' : 'Failed to fetch campaign details. Please try again later.'}
          message={notFound ? null : q.error.message}
          onRetry={notFound ? undefined : () => void q.refetch()}
          retrying={q.isFetching}
          action={
            <Button asChild variant="outline">
              <Link to="/campaigns">Back to Campaigns</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <CampaignDetail campaign={q.data} />;
}
