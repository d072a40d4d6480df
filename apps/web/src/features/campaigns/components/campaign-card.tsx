import { Link } from 'react-router';
import { Calendar, Search, Users, Wallet } from 'lucide-react';
import type { TCampaign } from '@inflow/contracts';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { CampaignStatusBadge } from '@/components/status-badge';
import { formatCompact, formatDate, formatMoney, formatMoneyCompact, formatPercent, plural } from '@/lib/format';

export function campaignTimeline(c: Pick<TCampaign, 'start_date' | 'endDate'>): string {
  if (c.start_date && c.endDate) return `${formatDate(c.start_date)} – ${formatDate(c.endDate)}`;
  if (c.start_date) return `From ${formatDate(c.start_date)}`;
  if (c.endDate) return `Until ${formatDate(c.endDate)}`;
  return 'Not scheduled';
}

/** Something to show: creators contacted, or money agreed, proposed or held (whatever the campaign's status). */
export function hasResults(c: Pick<TCampaign, 'stats'>): boolean {
  const s = c.stats;
  return s.creators_contacted > 0 || s.deals > 0 || s.committed_spend > 0 || s.proposed_spend > 0 || s.reserved > 0;
}

/** Server-computed results only; a campaign with no outreach yet says so. */
export function PerformanceBlock({ campaign }: { campaign: TCampaign }) {
  const s = campaign.stats;
  if (!hasResults(campaign)) {
    return (
      <div className="rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">
        <p className="text-xs font-semibold uppercase tracking-wide">Performance</p>
        <p className="mt-1">No data yet</p>
      </div>
    );
  }
  return (
    <div className="rounded-lg bg-muted/60 p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Performance</p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-xs text-muted-foreground">Reach</dt>
          <dd className="font-semibold">{s.deals > 0 ? formatCompact(s.reach) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Response rate</dt>
          <dd className="font-semibold">{s.response_rate === null ? '—' : formatPercent(s.response_rate, 0)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Deals</dt>
          <dd className="font-semibold">{formatCompact(s.deals)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        {plural(s.creators_contacted, 'creator')} contacted
        {s.committed_spend > 0 && <> · {formatMoneyCompact(s.committed_spend, campaign.currency)} committed</>}
        {s.proposed_spend > 0 && <> · {formatMoneyCompact(s.proposed_spend, campaign.currency)} proposed</>}
        {s.reserved > 0 && <> · {formatMoneyCompact(s.reserved, campaign.currency)} held by calls</>}
      </p>
    </div>
  );
}

export function CampaignCard({ campaign }: { campaign: TCampaign }) {
  const c = campaign;
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold" title={c.product_name}>
              {c.product_name}
            </h2>
            <p className="truncate text-sm text-muted-foreground">{c.brand_name}</p>
          </div>
          <CampaignStatusBadge status={c.status} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <ul className="flex flex-col gap-1.5 text-sm">
          <li className="flex items-center gap-2">
            <Wallet className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="text-muted-foreground">Budget</span>
            <span className="ml-auto font-medium">{formatMoney(c.total_budget, c.currency)}</span>
          </li>
          <li className="flex items-center gap-2">
            <Users className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="text-muted-foreground">Influencers</span>
            <span className="ml-auto font-medium">{c.influencer_count}</span>
          </li>
          <li className="flex items-center gap-2">
            <Calendar className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="text-muted-foreground">Timeline</span>
            <span className="ml-auto text-right font-medium">{campaignTimeline(c)}</span>
          </li>
        </ul>
        {/* Results show whenever there is something to show, even while the campaign is still planning. */}
        {(c.status !== 'planning' || hasResults(c)) && <PerformanceBlock campaign={c} />}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link to={`/campaigns/${c.id}`} aria-label={`View details of ${c.product_name}`}>
            View Details
          </Link>
        </Button>
        {c.status === 'planning' && (
          <Button asChild size="sm" className="flex-1">
            <Link to={`/campaigns/${c.id}/influencers`} aria-label={`Find influencers for ${c.product_name}`}>
              <Search aria-hidden="true" /> Find Influencers
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
