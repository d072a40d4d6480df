import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { TCampaignReport } from '@inflow/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatMoney, formatNumber, formatPercent, plural } from '@/lib/format';
import { useMe } from '@/lib/session';
import { useCampaignReport } from './api/get-campaign-report';
import { CsvImport } from './components/csv-import';

const ReportCharts = lazy(() => import('./components/report-charts'));
const NO_DATA = 'No data yet';

const money = (v: number | null, c: string) => (v === null ? NO_DATA : formatMoney(v, c));
const count = (v: number | null) => (v === null ? NO_DATA : formatNumber(v));
const pct = (v: number | null) => (v === null ? NO_DATA : formatPercent(v * 100));

/** The campaign report: every figure computed from stored data, or "No data yet". */
export function ReportPage() {
  const { id = '' } = useParams();
  const report = useCampaignReport(id);
  const role = useMe().data?.role;
  const canImport = role !== undefined && role !== 'viewer';
  if (report.isPending) return <LoadingState text="Loading report..." />;
  if (report.isError) return <ErrorState title="Could not load the report" message={report.error.message} onRetry={() => report.refetch()} />;
  const r = report.data;
  const hasSeries = r.over_time.length > 0;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{`Report: ${r.campaign_name}`}</PageTitle>
      <PageHeader
        title={`${r.campaign_name}: report`}
        description={<>Generated {formatDateTime(r.generated_at)}. Empty figures have no data behind them yet.</>}
        actions={
          <>
            <a className="text-sm underline" href={`/api/v1/campaigns/${encodeURIComponent(id)}/report.csv`} download>
              Export CSV
            </a>
            <a className="text-sm underline" href={`/api/v1/campaigns/${encodeURIComponent(id)}/report.pdf`} download>
              Export PDF
            </a>
            <Link className="text-sm underline" to={`/campaigns/${id}`}>
              Back to campaign
            </Link>
          </>
        }
      />
      <Kpis r={r} />
      {hasSeries ? (
        <Suspense fallback={<LoadingState text="Loading charts..." />}>
          <ReportCharts report={r} />
        </Suspense>
      ) : (
        <p className="text-sm text-muted-foreground">No metrics or orders yet: charts appear once post figures or orders are imported.</p>
      )}
      <Card role="region" aria-label="Data">
        <CardHeader>
          <CardTitle>Data behind the figures</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Sources r={r} />
          {canImport ? (
            <div className="grid gap-4 lg:grid-cols-2">
              <CsvImport campaignId={id} kind="orders" />
              <CsvImport campaignId={id} kind="metrics" />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Members, admins and owners import orders and post metrics; as a viewer you can read the report.</p>
          )}
          <p className="text-xs text-muted-foreground">
            Orders also arrive from Shopify&rsquo;s orders/create webhook (signed with SHOPIFY_WEBHOOK_SECRET), attributed by the creators&rsquo; promo codes. Metrics can be entered by hand on each deal&rsquo;s page.
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>By creator</CardTitle>
        </CardHeader>
        <CardContent>
          {r.by_creator.length === 0 ? (
            <p className="text-sm text-muted-foreground">No agreed deals yet.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  {['Creator', 'Spend', 'Paid', 'Views', 'Engagements', 'CPM', 'CPE', 'Conversions', 'Revenue', 'ROI', 'Delivered'].map((h) => (
                    <TableHead key={h}>{h}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {r.by_creator.map((c) => (
                  <TableRow key={c.deal_id}>
                    <TableCell>
                      <Link className="font-medium underline" to={`/deals/${c.deal_id}`}>
                        {c.creator_name}
                      </Link>
                    </TableCell>
                    <TableCell>{formatMoney(c.spend, r.currency)}</TableCell>
                    <TableCell>
                      {formatMoney(c.paid, r.currency)}
                      {c.paid_in_progress > 0 && <span className="ml-1 text-xs text-muted-foreground">(+{formatMoney(c.paid_in_progress, r.currency)} in progress)</span>}
                    </TableCell>
                    <TableCell>{count(c.views)}</TableCell>
                    <TableCell>{count(c.engagements)}</TableCell>
                    <TableCell>{money(c.cpm, r.currency)}</TableCell>
                    <TableCell>{money(c.cpe, r.currency)}</TableCell>
                    <TableCell>{count(c.conversions)}</TableCell>
                    <TableCell>{money(c.revenue, r.currency)}</TableCell>
                    <TableCell>{pct(c.roi)}</TableCell>
                    <TableCell>
                      {c.deliverables_done}/{c.deliverables_total}
                      {c.deliverables_late > 0 && <span className="ml-1 text-destructive">({c.deliverables_late} late)</span>}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Sources({ r }: { r: TCampaignReport }) {
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-label="Sources">
      {r.sources.metrics.length === 0 ? (
        <li>Post metrics: none yet.</li>
      ) : (
        r.sources.metrics.map((m) => (
          <li key={m.source}>
            Post metrics from {m.source === 'csv' ? 'CSV imports' : m.source === 'manual' ? 'manual entry' : m.source}: {plural(m.snapshots, 'snapshot')}, latest {formatDateTime(m.latest)}
          </li>
        ))
      )}
      <li>{r.sources.orders.count ? `Orders: ${plural(r.sources.orders.count, 'order')}, last recorded ${formatDateTime(r.sources.orders.latest)}` : 'Orders: none yet.'}</li>
    </ul>
  );
}

function Kpis({ r }: { r: TCampaignReport }) {
  const items: [string, string][] = [
    ['Spend / budget', `${money(r.spend, r.currency)} / ${formatMoney(r.budget, r.currency)}`],
    ['Paid out', formatMoney(r.paid, r.currency)],
    // Released but not settled at the provider yet: shown apart, never counted as paid.
    ...(r.paid_in_progress > 0 ? [['Payouts in progress', formatMoney(r.paid_in_progress, r.currency)] as [string, string]] : []),
    ['Reach', count(r.reach)],
    ['Views', count(r.views)],
    ['Engagements', count(r.engagements)],
    ['Engagement rate', pct(r.engagement_rate)],
    ['CPM', money(r.cpm, r.currency)],
    ['Cost per engagement', money(r.cpe, r.currency)],
    ['Conversions', count(r.conversions)],
    ['Revenue', money(r.revenue, r.currency)],
    ['ROI', pct(r.roi)],
    ['Deliverables', `${r.deliverables.done}/${r.deliverables.total} live${r.deliverables.late ? `, ${r.deliverables.late} late` : ''}`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-label="Figures">
      {items.map(([k, v]) => (
        <div key={k} className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">{k}</dt>
          <dd className="text-lg font-semibold">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
