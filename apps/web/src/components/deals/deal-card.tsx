import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Check, Loader2, X } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TDeal } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DealStatusBadge } from '@/components/status-badge';
import { isApiError } from '@/lib/api-client';
import { platformLabel } from '@/lib/constants';
import { approvalRight, dealEvidence, useApproveDeal, useRejectDeal } from '@/lib/deals';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useMe } from '@/lib/session';
import { cn } from '@/lib/utils';

/** What the server said when it refused (403 over the approval limit, 409 over the budget): shown as is. */
function refusal(e: unknown): string {
  if (isApiError(e)) return e.serverMessage ?? e.message;
  return e instanceof Error ? e.message : 'Something went wrong. Please try again.';
}

const pluralFormat = (format: string, count: number) =>
  count === 1 ? format : format.endsWith('y') ? `${format.slice(0, -1)}ies` : `${format}s`;

/** [{instagram, reel, 2}] -> '2 Instagram reels'. */
export function deliverableText(d: TDeal['deliverables'][number]): string {
  return `${d.count} ${platformLabel(d.platform)} ${pluralFormat(d.format, d.count)}`;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/** The call's summary, folded to a few lines when long so that a list of deals stays easy to scan. */
function CallSummary({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > 240;
  return (
    <div className="rounded-md bg-muted/60 p-2.5 text-sm leading-relaxed">
      <p id={id} className={cn('wrap-anywhere', long && !open && 'line-clamp-4')}>
        <span className="font-medium">From the call: </span>
        {text}
      </p>
      {long && (
        <button
          type="button"
          className="mt-1 text-xs font-medium text-primary hover:underline"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Show less' : 'Show the whole summary'}
        </button>
      )}
    </div>
  );
}

function RejectDealDialog({ deal, open, onOpenChange }: { deal: TDeal; open: boolean; onOpenChange: (o: boolean) => void }) {
  const id = useId();
  const reject = useRejectDeal();
  const [reason, setReason] = useState('');
  const close = (o: boolean) => {
    if (!o) {
      setReason('');
      reject.reset();
    }
    onOpenChange(o);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    reject.mutate(
      { id: deal.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success('Deal rejected', { description: `${deal.creator_name}'s deal for ${formatMoney(deal.price, deal.currency)} commits nothing; the conversation stays open.` });
          close(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent role="alertdialog">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Reject this deal?</DialogTitle>
            <DialogDescription>
              {deal.creator_name} proposed {formatMoney(deal.price, deal.currency)} for {deal.campaign_name}. Rejecting commits no money; the
              conversation goes back to negotiating.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={id}>Reason (optional)</Label>
            <Textarea id={id} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Too expensive for two stories" />
          </div>
          {reject.isError && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {refusal(reject.error)}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={reject.isPending}>
              {reject.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Reject deal
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * One deal with what it rests on (the call's summary, the creator's ask against the price, the deliverables) and, while it
 * is proposed, Approve and Reject for people allowed to decide. The server's refusal (approval limit, budget) is shown as is.
 */
export function DealCard({ deal, showCampaign = false, className }: { deal: TDeal; showCampaign?: boolean; className?: string }) {
  // The /me the shell's gate loaded (cached): who may decide, and up to what amount. Unknown: no buttons.
  const me = useMe().data;
  const approve = useApproveDeal();
  const [rejecting, setRejecting] = useState(false);
  const ev = dealEvidence(deal);
  const right = me ? approvalRight(me, deal.price) : 'viewer';
  const proposed = deal.status === 'proposed';
  const titleId = useId();

  const onApprove = () =>
    approve.mutate(deal.id, {
      onSuccess: (d) =>
        toast.success('Deal approved', { description: `${formatMoney(d.price, d.currency)} with ${d.creator_name} is committed to ${d.campaign_name}.` }),
    });

  return (
    <article aria-labelledby={titleId} className={cn('flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm', className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold">
            <Link to={`/conversation/${deal.outreach_id}`} className="hover:underline">
              {deal.creator_name}
            </Link>
          </h3>
          {showCampaign && (
            <p className="truncate text-sm text-muted-foreground">
              <Link to={`/campaigns/${deal.campaign_id}`} className="hover:underline">
                {deal.campaign_name}
              </Link>
            </p>
          )}
        </div>
        <DealStatusBadge status={deal.status} />
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Price">
          <span className="text-base font-bold">{formatMoney(deal.price, deal.currency)}</span>
        </Fact>
        <Fact label="Creator asked">{ev.creatorAsk !== null ? formatMoney(ev.creatorAsk, deal.currency) : '—'}</Fact>
        <Fact label="Allowed up to">{ev.ceiling !== null ? formatMoney(ev.ceiling, deal.currency) : '—'}</Fact>
        <div className="col-span-2 sm:col-span-3">
          <Fact label="Deliverables">
            {deal.deliverables.length > 0 ? deal.deliverables.map(deliverableText).join(', ') : (ev.deliverablesText ?? 'Not stated on the call')}
          </Fact>
        </div>
        {deal.timeline && (
          <div className="col-span-2 sm:col-span-3">
            <Fact label="Timeline">{deal.timeline}</Fact>
          </div>
        )}
      </dl>

      {ev.summary && <CallSummary text={ev.summary} />}

      {deal.status === 'agreed' && (
        <p className="text-xs text-muted-foreground">
          Approved{deal.approved_by ? ` by ${deal.approved_by}` : ''} · {formatDateTime(deal.approved_at)}
        </p>
      )}
      {deal.status === 'rejected' && (
        <p className="text-xs text-muted-foreground">
          Rejected{deal.rejected_by ? ` by ${deal.rejected_by}` : ''} · {formatDateTime(deal.rejected_at)}
          {ev.rejectionReason && <> · “{ev.rejectionReason}”</>}
        </p>
      )}
      {proposed && <p className="text-xs text-muted-foreground">Proposed {formatDateTime(deal.created_at)} · no money is committed until it is approved</p>}

      {proposed && right !== 'viewer' && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={onApprove}
              disabled={approve.isPending || right === 'over_limit'}
              aria-label={`Approve deal with ${deal.creator_name}`}
            >
              {approve.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
              Approve
            </Button>
            <Button size="sm" variant="outline" onClick={() => setRejecting(true)} aria-label={`Reject deal with ${deal.creator_name}`}>
              <X aria-hidden="true" /> Reject
            </Button>
          </div>
          {right === 'over_limit' && me?.approval_limit != null && (
            <p className="text-xs text-muted-foreground">
              Above your approval limit of {formatMoney(me.approval_limit, deal.currency)}: ask an admin to approve it.
            </p>
          )}
          {approve.isError && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {refusal(approve.error)}
            </p>
          )}
        </div>
      )}
      {proposed && <RejectDealDialog deal={deal} open={rejecting} onOpenChange={setRejecting} />}
    </article>
  );
}
