import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Building2, Loader2, Package, Phone, Search, Sparkles, SquareKanban, Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TBrand, TCampaign, TProduct } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { ExportCsvButton } from '@/components/export-csv-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { PageTitle } from '@/components/ui/page';
import { CampaignStatusBadge } from '@/components/status-badge';
import { isApiError, isNotFound } from '@/lib/api-client';
import { capitalize, formatMoney, plural } from '@/lib/format';
import { useCampaign } from './api/get-campaign';
import { useBrand } from './api/get-brand';
import { useCampaignOutreach } from './api/get-campaign-outreach';
import { useInitiateCall } from './api/initiate-call';
import { OutreachTable } from './components/outreach-table';
import { filterOutreach } from './lib/search';
import { isOnCall } from './lib/calls';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

function pickProduct(brand: TBrand | undefined, c: TCampaign): TProduct | null {
  if (!brand) return null;
  return (
    brand.products.find((p) => p.id === c.product_id) ??
    brand.products.find((p) => p.name.toLowerCase() === c.product_name.toLowerCase()) ??
    null
  );
}

function ProductCard({ campaign, product }: { campaign: TCampaign; product: TProduct | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Package className="size-4 text-primary" aria-hidden="true" /> Product Details
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3">
          <Field label="Name">{product?.name ?? campaign.product_name}</Field>
          <Field label="Description">{product?.description || campaign.product_description}</Field>
          <Field label="Category">{product?.category || capitalize(campaign.product_niche)}</Field>
          <Field label="Price range">{product?.price_range}</Field>
          <Field label="Target audience">{product?.target_audience || campaign.target_audience}</Field>
          {product && product.key_features.length > 0 && (
            <div>
              <dt className="text-xs font-medium text-muted-foreground">Key features</dt>
              <dd>
                <ul className="mt-1 list-inside list-disc text-sm">
                  {product.key_features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          <Field label="Budget">{formatMoney(campaign.total_budget, campaign.currency)}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}

function BrandCard({ campaign, brand, loading }: { campaign: TCampaign; brand: TBrand | undefined; loading: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-4 text-primary" aria-hidden="true" /> Brand Details
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : (
          <dl className="grid grid-cols-1 gap-3">
            <Field label="Name">{brand?.name ?? campaign.brand_name}</Field>
            <Field label="Industry">{brand?.industry}</Field>
            <Field label="Mission">{brand?.mission}</Field>
            {brand && brand.values.length > 0 && <Field label="Values">{brand.values.join(', ')}</Field>}
            <Field label="Target market">{brand?.target_market}</Field>
            <Field label="Brand voice">{brand?.brand_voice}</Field>
            {!brand && <p className="text-sm text-muted-foreground">No brand profile has been added for {campaign.brand_name} yet.</p>}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

export function CampaignOutreachPage() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const brand = useBrand(campaign.data?.brand_id);
  const outreach = useCampaignOutreach(id);
  const call = useInitiateCall();
  const [calling, setCalling] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => filterOutreach(outreach.data ?? [], search, ['creator', 'channel', 'status']), [outreach.data, search]);

  if (campaign.isPending) return <LoadingState text="Loading campaign outreach..." />;
  if (campaign.isError) {
    const notFound = isNotFound(campaign.error) || (isApiError(campaign.error) && campaign.error.status === 400);
    return (
      <ErrorState
        title={notFound ? 'Campaign not found' : 'Failed to load data'}
        message={notFound ? null : campaign.error.message}
        onRetry={notFound ? undefined : () => void campaign.refetch()}
        action={
          <Button asChild variant="outline">
            <Link to="/campaigns">Back to Campaigns</Link>
          </Button>
        }
      />
    );
  }
  const c = campaign.data;

  const startCall = (outreachId: string) => {
    setCalling(outreachId);
    call.mutate(outreachId, {
      onSuccess: (r) => toast.success('Call Initiated', { description: r.message || 'Call has been initiated successfully' }),
      onError: (e) =>
        toast.error('Error', {
          description: `Failed to initiate call. Please try again.${isApiError(e) && e.serverMessage ? ` (${e.serverMessage})` : ''}`,
        }),
      onSettled: () => setCalling(null),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{`Outreach · ${c.product_name}`}</PageTitle>
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={`/campaigns/${c.id}`}>
          <ArrowLeft aria-hidden="true" /> Back to Campaign
        </Link>
      </Button>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">Influencer outreach</p>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{c.product_name}</h1>
            <CampaignStatusBadge status={c.status} />
          </div>
          <p className="mt-1 text-muted-foreground">{c.brand_name}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/irm?view=board&campaign=${c.id}`}>
              <SquareKanban aria-hidden="true" /> Pipeline board
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/campaigns/${c.id}/influencers`}>
              <Sparkles aria-hidden="true" /> Find Influencers
            </Link>
          </Button>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <ProductCard campaign={c} product={pickProduct(brand.data, c)} />
        <BrandCard campaign={c} brand={brand.data} loading={brand.isLoading} />
      </div>

      <section aria-labelledby="outreach-title" className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="outreach-title" className="text-lg font-semibold">
              Creators {outreach.data && <span className="text-muted-foreground">({outreach.data.length})</span>}
            </h2>
            <ExportCsvButton path="/api/v1/outreach/export.csv" query={{ campaign_id: c.id }} />
          </div>
          <div className="relative sm:w-80">
            <label htmlFor="campaign-irm-search" className="sr-only">
              Search by creator name, channel name or status
            </label>
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="campaign-irm-search"
              type="search"
              className="pl-9"
              placeholder="Search creator, channel or status"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        {outreach.isPending ? (
          <Card className="flex flex-col gap-2 p-4" role="status" aria-label="Loading outreach">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </Card>
        ) : outreach.isError ? (
          <ErrorState title="Failed to load data" message={outreach.error.message} onRetry={() => void outreach.refetch()} retrying={outreach.isFetching} />
        ) : outreach.data.length === 0 ? (
          <EmptyState
            icon={<Users />}
            title="No creators in outreach yet"
            description="Run the AI Influencer Match or add creators from Discover."
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to={`/campaigns/${c.id}/influencers`}>Find Influencers</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/discover">Discover Influencers</Link>
                </Button>
              </div>
            }
          />
        ) : rows.length === 0 ? (
          <EmptyState icon={<Search />} title="No matches" description={`Nothing matches “${search.trim()}”.`} />
        ) : (
          <>
            <p className="sr-only" aria-live="polite">
              {plural(rows.length, 'creator')}
            </p>
            <Card className="overflow-hidden">
              <OutreachTable
                entries={rows}
                actions={(o) => {
                  const onCall = isOnCall(o);
                  // Nobody calls a creator who asked not to be contacted.
                  const closed = o.status === 'do_not_contact';
                  return (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={calling !== null || onCall || closed || !o.creator_phone}
                      onClick={() => startCall(o.id)}
                      aria-label={`Call ${o.creator_name}`}
                      title={closed ? 'Asked not to be contacted' : o.creator_phone ? `Call ${o.creator_phone}` : 'No phone number on file'}
                    >
                      {calling === o.id || onCall ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Phone aria-hidden="true" />}
                      {calling === o.id ? 'Initiating...' : onCall ? 'On call' : 'Call'}
                    </Button>
                  );
                }}
              />
            </Card>
          </>
        )}
      </section>
    </div>
  );
}
