import { Link, useParams } from 'react-router';
import type { TDealDetail } from '@inflow/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { DealStatusBadge } from '@/components/status-badge';
import { isNotFound } from '@/lib/api-client';
import { platformLabel } from '@/lib/constants';
import { formatDate, formatMoney } from '@/lib/format';
import { useMe } from '@/lib/session';
import { useDeal } from './api/deal';
import { ContentReview } from './components/content-review';
import { ContractCard } from './components/contract-card';
import { MilestonesCard } from './components/milestones-card';
import { PortalLinkCard } from './components/portal-link-card';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

function Terms({ deal }: { deal: TDealDetail }) {
  return (
    <Card role="region" aria-label="Terms">
      <CardHeader>
        <CardTitle>Terms</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Price">{formatMoney(deal.price, deal.currency)}</Fact>
          <Fact label="Deliverables">
            {deal.deliverables.length === 0 ? (
              'As agreed in writing'
            ) : (
              <ul>
                {deal.deliverables.map((d, i) => (
                  <li key={i}>
                    {d.count} × {platformLabel(d.platform)} {d.format}
                    {d.due_date ? `, due ${formatDate(d.due_date)}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </Fact>
          {deal.timeline && <Fact label="Timeline">{deal.timeline}</Fact>}
          <Fact label="Usage rights">{deal.usage_rights ?? 'Template default (organic reposts for 6 months)'}</Fact>
          <Fact label="Exclusivity">{deal.exclusivity ?? 'None'}</Fact>
          <Fact label="Promo code">{deal.promo_code ?? 'Given when the contract or portal link is made'}</Fact>
          {deal.utm_url && <Fact label="UTM link">{deal.utm_url}</Fact>}
        </dl>
      </CardContent>
    </Card>
  );
}

/** One deal, brand side: terms, contract and signatures, the creator's portal link, content review, payments. */
export function DealPage() {
  const { id = '' } = useParams();
  const deal = useDeal(id);
  const role = useMe().data?.role;
  const canWrite = !!role && role !== 'viewer';
  const canManage = role === 'owner' || role === 'admin';
  if (deal.isPending) return <LoadingState text="Loading deal..." />;
  if (deal.isError)
    return (
      <ErrorState
        title={isNotFound(deal.error) ? 'Deal not found' : 'Could not load the deal'}
        message={isNotFound(deal.error) ? 'It may belong to another workspace, or the link is wrong.' : deal.error.message}
        onRetry={isNotFound(deal.error) ? undefined : () => void deal.refetch()}
      />
    );
  const d = deal.data;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{`Deal: ${d.creator_name}`}</PageTitle>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {d.creator_name} · {d.campaign_name} <DealStatusBadge status={d.status} />
          </span>
        }
        description={`${formatMoney(d.price, d.currency)} · recorded ${formatDate(d.created_at)}${d.approved_by ? ` · agreed by ${d.approved_by}` : ''}`}
        actions={
          <>
            <Link className="text-sm font-medium text-primary underline" to={`/campaigns/${d.campaign_id}/report`}>
              Campaign report
            </Link>
            <Link className="text-sm font-medium text-primary underline" to={`/campaigns/${d.campaign_id}`}>
              Campaign
            </Link>
            <Link className="text-sm font-medium text-primary underline" to="/deals?status=agreed">
              All agreed deals
            </Link>
          </>
        }
      />
      {d.status !== 'agreed' && (
        <p className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm">
          This deal is {d.status}: contracts, portal links and payments are for agreed deals.
        </p>
      )}
      <Terms deal={d} />
      <div className="grid gap-6 xl:grid-cols-2">
        <ContractCard deal={d} canWrite={canWrite} />
        <div className="flex flex-col gap-6">
          <PortalLinkCard dealId={d.id} canWrite={canWrite} agreed={d.status === 'agreed'} />
          <MilestonesCard deal={d} canWrite={canWrite} canManage={canManage} />
        </div>
      </div>
      <ContentReview dealId={d.id} canWrite={canWrite} />
    </div>
  );
}
