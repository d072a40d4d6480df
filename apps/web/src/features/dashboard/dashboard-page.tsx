import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BarChart3, Megaphone, MessageSquareReply, Plus, Users, Wallet } from 'lucide-react';
import type { TDashboard } from '@inflow/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { CampaignStatusBadge } from '@/components/status-badge';
import { formatCompact, formatDate, formatMoney, formatNumber, formatPercent, plural } from '@/lib/format';
import { useDashboard } from './api/get-dashboard';
import { RoiCard } from './components/roi-card';

function StatCard({ title, icon, value, note }: { title: string; icon: ReactNode; value: ReactNode; note?: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <span className="text-muted-foreground [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-bold">{value}</div>
        {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}

const noData = <span className="text-lg font-semibold text-muted-foreground">No data yet</span>;

export function DashboardStats({ data }: { data: TDashboard }) {
  const spend = data.committed_spend.filter((s) => s.amount > 0);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Active Campaigns"
        icon={<Megaphone />}
        value={formatNumber(data.active_campaigns)}
        note={`${plural(data.total_campaigns, 'campaign')} in total`}
      />
      <StatCard
        title="Influencers Contacted"
        icon={<Users />}
        value={formatNumber(data.influencers_contacted)}
        note="Creators with an outreach entry"
      />
      <StatCard
        title="Response Rate"
        icon={<MessageSquareReply />}
        value={data.response_rate === null ? noData : formatPercent(data.response_rate)}
        note={data.response_rate === null ? 'Appears once creators have been called' : 'Contacted creators who answered a call'}
      />
      <StatCard
        title="Committed Spend"
        icon={<Wallet />}
        value={
          spend.length === 0 ? (
            noData
          ) : (
            <span className="flex flex-col">
              {spend.map((s) => (
                <span key={s.currency}>{formatMoney(s.amount, s.currency)}</span>
              ))}
            </span>
          )
        }
        note={
          data.deals > 0
            ? `${plural(data.deals, 'deal')} · ${formatCompact(data.reach)} followers reached`
            : 'Agreed creator deals appear here'
        }
      />
    </div>
  );
}

export function DashboardPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useDashboard();
  const navigate = useNavigate();

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Dashboard</PageTitle>
      <PageHeader
        title="Dashboard"
        description="Your campaigns and creator outreach at a glance."
        actions={
          <Button asChild>
            <Link to="/campaigns/new">
              <Plus aria-hidden="true" /> Create New Campaign
            </Link>
          </Button>
        }
      />

      {isPending ? (
        <LoadingState text="Loading dashboard data..." />
      ) : isError ? (
        <ErrorState title="Failed to fetch dashboard data" message={error.message} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <DashboardStats data={data} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <RoiCard />
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <Card className="lg:col-span-2">
              <CardHeader>
                <CardTitle>Recent Campaigns</CardTitle>
              </CardHeader>
              <CardContent>
                {data.recent_campaigns.length === 0 ? (
                  <div className="flex flex-col items-start gap-3 py-4 text-sm text-muted-foreground">
                    <p>No campaigns yet.</p>
                    <Button asChild size="sm">
                      <Link to="/campaigns/new">Create Your First Campaign</Link>
                    </Button>
                  </div>
                ) : (
                  <ul className="divide-y">
                    {data.recent_campaigns.slice(0, 3).map((c) => (
                      <li key={c.id}>
                        <button
                          type="button"
                          onClick={() => navigate(`/campaigns/${c.id}`)}
                          className="flex w-full items-center justify-between gap-3 rounded-md px-2 py-3 text-left hover:bg-muted/60 cursor-pointer"
                        >
                          <span className="min-w-0">
                            <span className="block truncate font-medium">{c.product_name}</span>
                            <span className="block truncate text-xs text-muted-foreground">
                              {c.brand_name} · created {formatDate(c.created_at)}
                            </span>
                          </span>
                          <span className="flex shrink-0 flex-col items-end gap-1">
                            <span className="text-sm font-semibold">{formatMoney(c.total_budget, c.currency)}</span>
                            <CampaignStatusBadge status={c.status} />
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Quick Actions</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-2">
                <Button asChild variant="outline" className="justify-start">
                  <Link to="/campaigns/new">
                    <Plus aria-hidden="true" /> Create New Campaign
                  </Link>
                </Button>
                <Button asChild variant="outline" className="justify-start">
                  <Link to="/irm">
                    <Users aria-hidden="true" /> Manage Influencers
                  </Link>
                </Button>
                <Button asChild variant="outline" className="justify-start">
                  <Link to="/campaigns">
                    <BarChart3 aria-hidden="true" /> View Analytics
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
