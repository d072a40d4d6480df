import type { HTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { CalendarClock, GripVertical, Loader2 } from 'lucide-react';
import type { TMember, TOutreach } from '@inflow/contracts';
import { Avatar } from '@/components/ui/avatar';
import { NativeSelect } from '@/components/ui/input';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { platformLabel } from '@/lib/constants';
import { cn } from '@/lib/utils';

export interface CardDragProps {
  /** The grip: the element a keyboard (Space/Enter) or a pointer picks the card up with. */
  handleRef?: Ref<HTMLButtonElement>;
  handleProps?: HTMLAttributes<HTMLButtonElement>;
  dragging?: boolean;
}

/** A due date as the calendar day it names (YYYY-MM-DD), whatever the viewer's time zone. */
const dueText = (d: string) => formatDate(`${d}T00:00:00Z`, { timeZone: 'UTC' });

/**
 * One creator on the board: who, what they cost so far, what is next, when we last spoke, and who owns them.
 * Only the grip starts a keyboard drag, so the name link and the owner menu keep their own keys.
 */
export function BoardCard({
  entry,
  showCampaign,
  members,
  canEdit,
  saving,
  onOwnerChange,
  handleRef,
  handleProps,
  dragging,
  overlay,
}: {
  entry: TOutreach;
  showCampaign: boolean;
  members: TMember[] | undefined;
  canEdit: boolean;
  saving?: boolean;
  onOwnerChange?: (owner: string | null) => void;
  overlay?: boolean;
} & CardDragProps) {
  const ownerId = `owner-${entry.id}`;
  // The owner may have left the workspace: still name them.
  const ownerMissing = entry.owner_user_id && !members?.some((m) => m.user_id === entry.owner_user_id);
  return (
    <article
      aria-label={entry.creator_name}
      aria-busy={saving || undefined}
      data-testid="board-card"
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm shadow-sm',
        dragging && !overlay && 'opacity-40',
        overlay && 'rotate-1 shadow-lg ring-2 ring-primary',
      )}
    >
      <div className="flex items-start gap-2">
        {canEdit && (
          <button
            type="button"
            ref={handleRef}
            data-grip
            className="-ml-1 mt-0.5 cursor-grab touch-none rounded p-0.5 text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
            {...handleProps}
            aria-label={`Move ${entry.creator_name}`}
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        )}
        <Avatar name={entry.creator_name} src={entry.creator_avatar} className="size-8 text-xs" />
        <div className="min-w-0 flex-1">
          <Link to={`/conversation/${entry.id}`} draggable={false} className="block truncate font-medium hover:underline">
            {entry.creator_name}
          </Link>
          <p className="truncate text-xs text-muted-foreground">
            @{entry.creator_handle} · {platformLabel(entry.creator_platform)}
          </p>
        </div>
        {saving && <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-label="Saving" />}
      </div>
      {showCampaign && <p className="truncate text-xs text-muted-foreground">{entry.campaign_name}</p>}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1 text-xs">
        <dt className="text-muted-foreground">Price</dt>
        <dd className="tabular-nums" data-testid="card-price">
          {entry.price === null ? 'No offer yet' : `${formatMoney(entry.price, entry.currency)} · ${entry.price_state === 'agreed' ? 'agreed' : 'offered'}`}
        </dd>
        <dt className="text-muted-foreground">Next task</dt>
        <dd className="min-w-0" data-testid="card-task">
          {entry.next_task ? (
            <span className="flex min-w-0 items-center gap-1">
              <span className="truncate">{entry.next_task.title}</span>{' '}
              {entry.next_task.due_date && (
                <span className="flex shrink-0 items-center gap-0.5 text-muted-foreground">
                  <CalendarClock className="size-3" aria-hidden="true" />
                  <span className="sr-only">due</span> {dueText(entry.next_task.due_date)}
                </span>
              )}
            </span>
          ) : (
            <span className="text-muted-foreground">None</span>
          )}
        </dd>
        <dt className="text-muted-foreground">Last contact</dt>
        <dd data-testid="card-contact">{entry.last_contact ? formatDateTime(entry.last_contact) : 'Not contacted yet'}</dd>
      </dl>
      <div className="flex items-center gap-2 text-xs">
        <label htmlFor={overlay ? undefined : ownerId} className="text-muted-foreground">
          Owner
        </label>
        {canEdit && !overlay && onOwnerChange ? (
          <NativeSelect
            id={ownerId}
            className="h-7 min-w-0 flex-1 py-0 text-xs"
            aria-label={`Owner of ${entry.creator_name}`}
            value={entry.owner_user_id ?? ''}
            disabled={saving || !members}
            onChange={(e) => onOwnerChange(e.target.value || null)}
          >
            <option value="">Unassigned</option>
            {ownerMissing && <option value={entry.owner_user_id!}>{entry.owner_name ?? 'Former member'}</option>}
            {members?.map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {m.name || m.email}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <span className="truncate">{entry.owner_name ?? 'Unassigned'}</span>
        )}
      </div>
    </article>
  );
}
