import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CircleAlert, CircleCheck, Plus } from 'lucide-react';
import type { TAudience, TCreator } from '@inflow/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { SaveToShortlist } from '@/components/lists/save-to-shortlist';
import { AddCreatorsToCampaignDialog } from '@/components/add-creators-to-campaign-dialog';
import { EngagementBadge } from '@/components/score-badge';
import { platformLabel } from '@/lib/constants';
import { capitalize, displayName, formatCompact, formatDate, formatMoney, formatNumber } from '@/lib/format';
import { isNotFound } from '@/lib/api-client';
import { useCreator } from './api/get-creator';
import { useCreatorHistory } from './api/get-creator-history';
import { useAudienceQuality } from './api/get-audience-quality';
import { useLookalikes } from './api/get-lookalikes';

const VERDICT: Record<string, { label: string; tone: BadgeTone }> = {
  genuine: { label: 'Looks genuine', tone: 'green' },
  doubtful: { label: 'Some doubts', tone: 'yellow' },
  suspicious: { label: 'Suspicious', tone: 'red' },
};

function Stat({ label, value, hint }: { label: string; value: React.ReactNode; hint?: string }) {
  return (
    <div className="rounded-lg border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="mt-1 text-lg font-semibold tabular-nums">{value}</p>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** Shares as bars, largest first; "Unknown" when the data has nothing for this dimension (never invented). */
function Shares({ title, shares, label }: { title: string; shares: Record<string, number> | null | undefined; label: (k: string) => string }) {
  const entries = Object.entries(shares ?? {})
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1]);
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Unknown: not stored for this creator.</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {entries.slice(0, 8).map(([k, v]) => (
            <li key={k} className="grid grid-cols-[8rem_1fr_3rem] items-center gap-2 text-sm">
              <span className="truncate">{label(k)}</span>
              <span className="h-2 rounded-full bg-muted" aria-hidden="true">
                <span className="block h-2 rounded-full bg-indigo-500" style={{ width: `${Math.round(v * 100)}%` }} />
              </span>
              <span className="text-right tabular-nums">{Math.round(v * 100)}%</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A split that only names the creator's own country and language (what an imported profile knows) is not a measured audience. */
function audienceKnown(a: TAudience | null | undefined, c: TCreator): boolean {
  if (!a) return false;
  const countries = Object.keys(a.countries ?? {});
  const ages = Object.values(a.age ?? {}).some((v) => v > 0);
  const genders = a.gender ? a.gender.female + a.gender.male + a.gender.other > 0 : false;
  return ages || genders || countries.some((k) => k !== c.country);
}

function AudienceCard({ creator }: { creator: TCreator }) {
  const a = creator.audience;
  const known = audienceKnown(a, creator);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audience</CardTitle>
      </CardHeader>
      <CardContent>
        {!known ? (
          <p className="text-sm text-muted-foreground" data-testid="audience-unknown">
            Audience data: unknown. Only the creator’s own market ({displayName('region', creator.country)}, {displayName('language', creator.language)}) is on record.
          </p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            <Shares title="Countries" shares={a!.countries} label={(k) => displayName('region', k)} />
            <Shares title="Languages" shares={a!.languages} label={(k) => displayName('language', k)} />
            <Shares title="Age" shares={a!.age} label={(k) => k} />
            <Shares title="Gender" shares={a!.gender} label={capitalize} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function QualityCard({ id, score }: { id: string; score: number }) {
  const q = useAudienceQuality(id);
  const verdict = q.data ? VERDICT[q.data.verdict] : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Audience quality <span className="tabular-nums">{score}/100</span>
          {verdict && <Badge tone={verdict.tone}>{verdict.label}</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <Skeleton className="h-20" />
        ) : q.isError ? (
          <ErrorState title="Could not load the audience-quality signals" onRetry={() => void q.refetch()} retrying={q.isFetching} />
        ) : (
          <div className="flex flex-col gap-3 text-sm">
            <ul className="flex flex-col gap-2" aria-label="Audience quality signals">
              {q.data.signals.map((s) => (
                <li key={s.signal} className="flex gap-2">
                  {s.ok ? (
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-600" aria-label="within the norm" />
                  ) : (
                    <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-600" aria-label="outside the norm" />
                  )}
                  <span>
                    <span className="font-medium">{s.signal}:</span> {s.detail}
                  </span>
                </li>
              ))}
            </ul>
            {q.data.unknown.length > 0 && <p className="text-xs text-muted-foreground">Not assessed (no data): {q.data.unknown.join('; ')}.</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryCard({ id }: { id: string }) {
  const h = useCreatorHistory(id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>With this workspace</CardTitle>
      </CardHeader>
      <CardContent>
        {h.isPending ? (
          <Skeleton className="h-16" />
        ) : h.isError ? (
          <ErrorState title="Could not load the history" onRetry={() => void h.refetch()} retrying={h.isFetching} />
        ) : h.data.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No campaigns, outreach or calls with this creator yet.</p>
        ) : (
          <Table aria-label="Campaigns and conversations with this creator">
            <TableHeader>
              <TableRow>
                <TableHead>Campaign</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden sm:table-cell">Agreed rate</TableHead>
                <TableHead className="hidden sm:table-cell">Calls</TableHead>
                <TableHead className="hidden md:table-cell">Last contact</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {h.data.entries.map((e) => (
                <TableRow key={e.outreach_id}>
                  <TableCell>
                    <Link to={`/campaigns/${e.campaign_id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {e.campaign_name}
                    </Link>
                    {e.last_call_summary && <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">{e.last_call_summary}</p>}
                  </TableCell>
                  <TableCell>
                    <Link to={`/conversation/${e.outreach_id}`} className="underline-offset-4 hover:underline">
                      {capitalize(e.status.replaceAll('_', ' '))}
                    </Link>
                  </TableCell>
                  <TableCell className="hidden tabular-nums sm:table-cell">{e.agreed_rate === null ? '—' : formatNumber(e.agreed_rate)}</TableCell>
                  <TableCell className="hidden tabular-nums sm:table-cell">{e.calls}</TableCell>
                  <TableCell className="hidden md:table-cell">{e.last_contact ? formatDate(e.last_contact) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function LookalikesCard({ id }: { id: string }) {
  const l = useLookalikes(id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lookalikes (same market and size)</CardTitle>
      </CardHeader>
      <CardContent>
        {l.isPending ? (
          <Skeleton className="h-16" />
        ) : l.isError ? (
          <ErrorState title="Could not load lookalikes" onRetry={() => void l.refetch()} retrying={l.isFetching} />
        ) : l.data.similar.length === 0 ? (
          <p className="text-sm text-muted-foreground">No creator of the same market and size is close enough.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {l.data.similar.map((s) => (
              <li key={s.id}>
                <Link to={`/creators/${s.id}`} className="flex items-center gap-3 rounded-md border p-2 hover:bg-muted/60">
                  <Avatar name={s.name} src={s.profile_image} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{s.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {formatCompact(s.followers_count)} · {s.country} · {Math.round(s.similarity * 100)}% similar
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function CreatorProfilePage() {
  const { id = '' } = useParams();
  const creator = useCreator(id);
  const [adding, setAdding] = useState(false);

  if (creator.isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-label="Loading creator">
        <Skeleton className="h-16" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (creator.isError) {
    return isNotFound(creator.error) ? (
      <EmptyState title="Creator not found" description="This creator is not in the directory." action={<Link to="/discover">Back to Discover</Link>} />
    ) : (
      <ErrorState title={`Error loading creator: ${creator.error.message}`} onRetry={() => void creator.refetch()} retrying={creator.isFetching} />
    );
  }
  const c = creator.data;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{c.name}</PageTitle>
      <Link to="/discover" className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" /> Discover
      </Link>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            <Avatar name={c.name} src={c.profile_image} /> {c.name}
          </span>
        }
        description={
          <span>
            @{c.handle} · {platformLabel(c.platform)} · {capitalize(c.niche)} · {displayName('region', c.country)} · {displayName('language', c.language)}
          </span>
        }
        actions={
          <>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> Add to campaign
            </Button>
            <SaveToShortlist creator={c} />
          </>
        }
      />
      {c.bio && <p className="max-w-3xl text-sm text-muted-foreground">{c.bio}</p>}
      <section aria-label="Stats" className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Stat label="Followers" value={formatNumber(c.followers_count)} />
        <Stat label="Engagement" value={<EngagementBadge rate={c.engagement_rate} />} />
        <Stat label="Average views" value={c.avg_views > 0 ? formatNumber(c.avg_views) : 'Unknown'} />
        <Stat label="Rate per post" value={c.typical_rate > 0 ? formatMoney(c.typical_rate, c.currency) : 'Unknown'} hint={c.typical_rate > 0 ? 'typical, as stored' : undefined} />
        <Stat label="Audience quality" value={`${c.audience_quality}/100`} />
      </section>
      {c.topics.length > 0 && (
        <div className="flex flex-wrap gap-1.5" aria-label="Topics">
          {c.topics.map((t) => (
            <Badge key={t} tone="outline">
              {t}
            </Badge>
          ))}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <AudienceCard creator={c} />
        <QualityCard id={c.id} score={c.audience_quality} />
      </div>
      <HistoryCard id={c.id} />
      <LookalikesCard id={c.id} />
      <AddCreatorsToCampaignDialog creators={[{ id: c.id, name: c.name }]} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
