import { Globe, Mail, UserRound } from 'lucide-react';
import type { TCreator, TOutreach } from '@inflow/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { isLocalImage } from '@/components/ui/avatar';
import { Avatar } from '@/components/ui/avatar';
import { capitalize, formatCompact, formatPercent } from '@/lib/format';
import { platformLabel } from '@/lib/constants';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium break-all">{value}</dd>
    </div>
  );
}

export function CreatorProfileCard({ outreach, creator }: { outreach: TOutreach; creator: TCreator | undefined }) {
  const name = creator?.name ?? outreach.creator_name;
  const avatar = creator?.profile_image ?? outreach.creator_avatar;
  const email = creator?.email ?? outreach.creator_email;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Creator Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-center gap-3">
          {isLocalImage(avatar) ? (
            <Avatar name={name} src={avatar} className="size-14 text-base" />
          ) : (
            <span className="grid size-14 shrink-0 place-content-center rounded-full bg-indigo-50 text-indigo-600" aria-hidden="true">
              <UserRound className="size-7" />
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{name}</p>
            <p className="truncate text-sm text-muted-foreground">{creator?.channel_name ?? outreach.creator_channel_name}</p>
            <Badge tone="primary" className="mt-1">
              {platformLabel(creator?.platform ?? outreach.creator_platform)}
            </Badge>
          </div>
        </div>
        <dl className="mt-4 divide-y">
          {creator ? (
            <>
              <Row label="Followers" value={formatCompact(creator.followers_count)} />
              <Row label="Engagement rate" value={formatPercent(creator.engagement_rate, 2)} />
              <Row label="Average views" value={formatCompact(creator.avg_views)} />
              <Row label="Niche" value={capitalize(creator.niche)} />
            </>
          ) : (
            <Row label="Handle" value={`@${outreach.creator_handle}`} />
          )}
          <Row
            label="Email"
            value={
              email ? (
                <a href={`mailto:${email}`} className="inline-flex items-center gap-1 text-primary hover:underline">
                  <Mail className="size-3.5" aria-hidden="true" /> {email}
                </a>
              ) : (
                '—'
              )
            }
          />
          <Row
            label="Country"
            value={
              creator ? (
                <span className="inline-flex items-center gap-1">
                  <Globe className="size-3.5" aria-hidden="true" /> {creator.country}
                </span>
              ) : (
                '—'
              )
            }
          />
        </dl>
      </CardContent>
    </Card>
  );
}
