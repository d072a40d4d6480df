import { Link } from 'react-router';
import { TrendingUp } from 'lucide-react';
import type { TRoiSummary } from '@inflow/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney, formatPercent, plural } from '@/lib/format';
import { useRoiSummary } from '../api/get-roi-summary';

/** A bar as wide as its share of the larger of the two amounts: plain CSS, no chart library on the dashboard. */
function Bar({ label, value, max, currency, className }: { label: string; value: number; max: number; currency: string; className: string }) {
  const pct = max > 0 ? Math.max(2, Math.round((value / max) * 100)) : 0;
  return (
    <div className="flex flex-col gap-0.5">
      <div className="flex justify-between gap-2 text-xs">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-medium tabular-nums">{formatMoney(value, currency)}</span>
      </div>
      <div className="h-2 rounded-full bg-muted" aria-hidden="true">
        <div className={`h-2 rounded-full ${className}`} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function Currency({ t }: { t: TRoiSummary['totals'][number] }) {
  if (t.revenue === null || t.roi === null) return null;
  const max = Math.max(t.tracked_spend, t.revenue);
  return (
    <div className="flex flex-col gap-2" data-testid={`roi-${t.currency}`}>
      <div className="text-2xl font-bold">
        {t.roi >= 0 ? '+' : ''}
        {formatPercent(t.roi * 100)}
        <span className="ml-2 text-xs font-normal text-muted-foreground">{t.currency}</span>
      </div>
      <Bar label="Spend" value={t.tracked_spend} max={max} currency={t.currency} className="bg-slate-400" />
      <Bar label="Attributed revenue" value={t.revenue} max={max} currency={t.currency} className="bg-indigo-600" />
      <p className="text-xs text-muted-foreground">
        {plural(t.campaigns_with_revenue, 'campaign')} with order data
        {t.campaigns > t.campaigns_with_revenue ? ` (${t.campaigns - t.campaigns_with_revenue} more without orders; ${formatMoney(t.spend - t.tracked_spend, t.currency)} not measured)` : ''}
      </p>
    </div>
  );
}

/** The dashboard's Total ROI: spend against attributed revenue, from stored deals and orders; 'No data yet' without orders. */
export function RoiCard() {
  const q = useRoiSummary();
  const tracked = q.data?.totals.filter((t) => t.roi !== null) ?? [];
  return (
    <Card role="region" aria-label="Total ROI">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">Total ROI</CardTitle>
        <span className="text-muted-foreground [&_svg]:size-4" aria-hidden="true">
          <TrendingUp />
        </span>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {q.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : q.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load ROI: {q.error.message}
          </p>
        ) : tracked.length === 0 ? (
          <div>
            <span className="text-lg font-semibold text-muted-foreground">No data yet</span>
            <p className="mt-1 text-xs text-muted-foreground">Appears once orders are imported on a campaign report (or arrive from Shopify).</p>
          </div>
        ) : (
          tracked.map((t) => <Currency key={t.currency} t={t} />)
        )}
        {tracked.length > 0 && (
          <ul className="flex flex-col gap-0.5 text-xs">
            {q.data!.campaigns
              .filter((c) => c.roi !== null)
              .slice(0, 3)
              .map((c) => (
                <li key={c.campaign_id} className="flex justify-between gap-2">
                  <Link className="truncate underline" to={`/campaigns/${c.campaign_id}/report`}>
                    {c.campaign_name}
                  </Link>
                  <span className="tabular-nums">{formatPercent(c.roi! * 100)}</span>
                </li>
              ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
