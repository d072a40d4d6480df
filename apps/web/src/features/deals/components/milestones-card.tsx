import { useState, type FormEvent } from 'react';
import type { TDealDetail, TMilestone } from '@inflow/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { useReleaseMilestone } from '../api/deal';
import { usePayoutProvider } from '../api/payouts';
import { PayoutAccountForm } from './payout-account-form';
import { Refusal } from './refusal';

type Provider = 'manual' | 'stripe' | 'razorpayx';
const PROVIDER: Record<string, string> = { manual: 'the manual ledger', stripe: 'Stripe', razorpayx: 'RazorpayX' };
const providerName = (p: string) => PROVIDER[p] ?? p;

const CONDITION: Record<TMilestone['condition'], string> = {
  signed: 'when the contract is signed by both',
  draft_approved: 'when every draft is approved',
  post_live: 'when every post is live',
};

const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function ReleaseForm({ dealId, m, currency, provider, onDone }: { dealId: string; m: TMilestone; currency: string; provider: Provider | undefined; onDone: () => void }) {
  const release = useReleaseMilestone(dealId);
  const [reference, setReference] = useState('');
  const [paidAt, setPaidAt] = useState(() => localDate(new Date()));
  // Through Stripe or RazorpayX the money is sent from here and the provider's time is recorded; else it is a record.
  const sends = provider === 'stripe' || provider === 'razorpayx';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Today is "now"; an earlier day is sent as its local noon, so it reads as that day in the user's time zone.
    const at = !sends && paidAt && paidAt !== localDate(new Date()) ? new Date(`${paidAt}T12:00:00`) : null;
    release.mutate({ milestoneId: m.id, reference: reference.trim() || undefined, paid_at: at && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2 rounded-md border p-3" aria-label={`Release ${m.name}`}>
      <p className="text-sm">
        {sends
          ? `Send ${formatMoney(m.amount, currency)} to the creator through ${providerName(provider!)}. It is sent once; a second release is refused.`
          : `Record the payment of ${formatMoney(m.amount, currency)} you made outside Inflow (bank transfer, UPI...). It is recorded once; a second release is refused.`}
      </p>
      {m.last_failure && (
        <p className="text-sm text-destructive">
          The last attempt did not pay{m.last_failure.reason ? `: ${m.last_failure.reason}` : ''}. Releasing again sends a new payment.
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`ref-${m.id}`}>{sends ? 'Note (optional)' : 'Payment reference (optional)'}</Label>
          <Input id={`ref-${m.id}`} value={reference} onChange={(e) => setReference(e.target.value)} maxLength={200} />
        </div>
        {!sends && (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`paid-${m.id}`}>Paid on</Label>
            <Input id={`paid-${m.id}`} type="date" value={paidAt} max={localDate(new Date())} onChange={(e) => setPaidAt(e.target.value)} />
          </div>
        )}
      </div>
      <div className="flex gap-2">
        {m.status !== 'released' && (
          <Button type="submit" size="sm" disabled={release.isPending}>
            {release.isPending ? (sends ? 'Sending...' : 'Recording...') : `Release ${formatMoney(m.amount, currency)}`}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {m.status === 'released' ? 'Close' : 'Cancel'}
        </Button>
      </div>
      <Refusal error={release.error} fallback="Could not release the payment" />
    </form>
  );
}

/** What a milestone's payment looks like now: a badge and a line that says it in plain words. */
function paymentState(m: TMilestone): { label: string; tone: BadgeTone; detail: string | null; problem: boolean } {
  const p = m.payout;
  if (!p) {
    if (m.last_failure)
      return {
        label: m.status === 'payable' ? 'Payment failed' : 'Pending',
        tone: m.status === 'payable' ? 'red' : 'neutral',
        detail: `The last payment ${m.last_failure.outcome === 'reversed' ? 'was reversed' : 'failed'}${m.last_failure.reason ? `: ${m.last_failure.reason}` : ''} (${formatDateTime(m.last_failure.at)}). Nothing was paid; release it again to retry.`,
        problem: true,
      };
    return { label: m.status === 'payable' ? 'Payable' : 'Pending', tone: m.status === 'payable' ? 'blue' : 'neutral', detail: null, problem: false };
  }
  const via = `via ${providerName(p.provider)}${p.provider_payout_id ? ` (${p.provider_payout_id})` : ''}`;
  const trail = `${p.reference ? ` · reference ${p.reference}` : ''} · released by ${p.released_by}`;
  if (p.status === 'paid') return { label: 'Paid', tone: 'green', detail: `Paid on ${formatDate(p.paid_at)} ${via}${trail}`, problem: false };
  if (p.status === 'processing')
    return { label: 'Processing', tone: 'blue', detail: `Accepted ${via} on ${formatDate(p.created_at)}; not settled yet (the provider confirms it)${trail}`, problem: false };
  if (p.last_error)
    return { label: 'Outcome unknown', tone: 'yellow', detail: `Sent ${via}, no confirmation: ${p.last_error}`, problem: true };
  return { label: 'Sending', tone: 'yellow', detail: `Being sent ${via}${trail}`, problem: false };
}

/** Re-sends a payout whose outcome is unknown (the server re-sends the same request with the same key, or says why not). */
function RetryButton({ dealId, m }: { dealId: string; m: TMilestone }) {
  const release = useReleaseMilestone(dealId);
  return (
    <div className="mt-2 flex flex-col gap-1">
      <div>
        <Button size="sm" variant="outline" disabled={release.isPending} onClick={() => release.mutate({ milestoneId: m.id })}>
          {release.isPending ? 'Retrying...' : 'Retry payment'}
        </Button>
      </div>
      <Refusal error={release.error} fallback="Could not retry the payment" />
    </div>
  );
}

export function MilestonesCard({ deal, canWrite, canManage = false }: { deal: TDealDetail; canWrite: boolean; canManage?: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const provider = usePayoutProvider(canWrite).data?.provider;
  // Paid is settled money only; released payouts the provider has not confirmed are counted apart.
  const paid = deal.milestones.filter((m) => m.payout?.status === 'paid').reduce((s, m) => s + m.amount, 0);
  const inProgress = deal.milestones.filter((m) => m.payout && m.payout.status !== 'paid').reduce((s, m) => s + m.amount, 0);
  return (
    <Card role="region" aria-label="Payments">
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>
          {formatMoney(paid, deal.currency)} of {formatMoney(deal.price, deal.currency)} paid{inProgress > 0 ? ` (${formatMoney(inProgress, deal.currency)} in progress)` : ''}. A milestone becomes payable
          when its condition is met; an approver releases it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {provider === 'stripe' && canManage && <PayoutAccountForm dealId={deal.id} />}
        <ul className="flex flex-col divide-y">
          {deal.milestones.map((m) => {
            const state = paymentState(m);
            return (
              <li key={m.id} className="py-3" aria-label={m.name}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {m.name}: {formatMoney(m.amount, deal.currency)} ({m.percent}%)
                    </p>
                    <p className="text-xs text-muted-foreground">Payable {CONDITION[m.condition]}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={state.tone} data-testid="payment-status">
                      {state.label}
                    </Badge>
                    {canWrite && m.status === 'payable' && open !== m.id && (
                      <Button size="sm" onClick={() => setOpen(m.id)}>
                        {m.last_failure ? 'Retry' : 'Release'}
                      </Button>
                    )}
                  </div>
                </div>
                {state.detail && <p className={`mt-1 text-xs wrap-anywhere ${state.problem ? 'text-destructive' : 'text-muted-foreground'}`}>{state.detail}</p>}
                {canWrite && m.payout?.resendable && <RetryButton dealId={deal.id} m={m} />}
                {open === m.id && <ReleaseForm dealId={deal.id} m={m} currency={deal.currency} provider={provider} onDone={() => setOpen(null)} />}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
