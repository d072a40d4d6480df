import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TOutreach } from '@inflow/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { OutreachStatusBadge } from '@/components/status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import { platformLabel } from '@/lib/constants';

/** Rows open the conversation: click anywhere, or Tab to the name link and press Enter. */
export function OutreachTable({
  entries,
  showCampaign,
  actions,
}: {
  entries: TOutreach[];
  showCampaign?: boolean;
  actions?: (o: TOutreach) => ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-12">
            <span className="sr-only">Avatar</span>
          </TableHead>
          <TableHead>Influencer</TableHead>
          {showCampaign ? <TableHead className="hidden md:table-cell">Campaign</TableHead> : <TableHead className="hidden md:table-cell">Channel</TableHead>}
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          <TableHead className="hidden md:table-cell">Last contact</TableHead>
          <TableHead className="hidden xl:table-cell">Owner</TableHead>
          {!showCampaign && <TableHead className="hidden lg:table-cell">Agreed rate</TableHead>}
          {actions && <TableHead className="text-right">Actions</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((o) => (
          <TableRow key={o.id} className="cursor-pointer" onClick={() => navigate(`/conversation/${o.id}`)}>
            <TableCell>
              <Avatar name={o.creator_name} src={o.creator_avatar} />
            </TableCell>
            <TableCell>
              <Link
                to={`/conversation/${o.id}`}
                className="font-medium hover:underline"
                onClick={(e) => e.stopPropagation()}
              >
                {o.creator_name}
              </Link>
              <p className="text-xs text-muted-foreground">
                @{o.creator_handle} · {platformLabel(o.creator_platform)}
              </p>
              {/* Small screens: the hidden columns, folded into this cell. */}
              <div className="mt-1 flex flex-col items-start gap-1 text-xs text-muted-foreground md:hidden">
                <span className="sm:hidden">
                  <OutreachStatusBadge status={o.status} />
                </span>
                <span>{showCampaign ? o.campaign_name : o.creator_channel_name}</span>
                <span>{o.last_contact ? `Last contact ${formatDateTime(o.last_contact)}` : 'Not contacted yet'}</span>
              </div>
            </TableCell>
            {showCampaign ? (
              <TableCell className="hidden md:table-cell">
                <p className="max-w-56 truncate">{o.campaign_name}</p>
                <p className="max-w-56 truncate text-xs text-muted-foreground">{o.brand_name}</p>
              </TableCell>
            ) : (
              <TableCell className="hidden max-w-48 truncate md:table-cell">{o.creator_channel_name || '—'}</TableCell>
            )}
            <TableCell className="hidden sm:table-cell">
              <OutreachStatusBadge status={o.status} />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-sm text-muted-foreground md:table-cell">
              {o.last_contact ? formatDateTime(o.last_contact) : 'Not contacted yet'}
            </TableCell>
            <TableCell className="hidden max-w-40 truncate text-sm xl:table-cell">{o.owner_name ?? <span className="text-muted-foreground">Unassigned</span>}</TableCell>
            {!showCampaign && (
              <TableCell className="hidden whitespace-nowrap tabular-nums lg:table-cell">
                {o.agreed_rate !== null ? formatMoney(o.agreed_rate, o.currency) : '—'}
              </TableCell>
            )}
            {actions && (
              <TableCell onClick={(e) => e.stopPropagation()}>
                <div className="flex justify-end gap-1.5">{actions(o)}</div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
