import { useState, type FormEvent } from 'react';
import type { TDealDetail, TMilestone } from '@inflow/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDate, formatMoney } from '@/lib/format';
import { useReleaseMilestone } from '../api/deal';
import { Refusal } from './refusal';

const CONDITION: Record<TMilestone['condition'], string> = {
  signed: 'when the contract is signed by both',
  draft_approved: 'when every draft is approved',
  post_live: 'when every post is live',
};

const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function ReleaseForm({ dealId, m, currency, onDone }: { dealId: string; m: TMilestone; currency: string; onDone: () => void }) {
  const release = useReleaseMilestone(dealId);
  const [reference, setReference] = useState('');
  const [paidAt, setPaidAt] = useState(() => localDate(new Date()));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Today is "now"; an earlier day is sent as its local noon, so it reads as that day in the user's time zone.
    const at = paidAt && paidAt !== localDate(new Date()) ? new Date(`${paidAt}T12:00:00`) : null;
    release.mutate({ milestoneId: m.id, reference: reference.trim() || undefined, paid_at: at && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2 rounded-md border p-3" aria-label={`Release ${m.name}`}>
      <p className="text-sm">
        Record the payment of {formatMoney(m.amount, currency)} you made outside Inflow (bank transfer, UPI...). It is recorded once; a second release is refused.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`ref-${m.id}`}>Payment reference (optional)</Label>
          <Input id={`ref-${m.id}`} value={reference} onChange={(e) => setReference(e.target.value)} maxLength={200} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`paid-${m.id}`}>Paid on</Label>
          <Input id={`paid-${m.id}`} type="date" value={paidAt} max={localDate(new Date())} onChange={(e) => setPaidAt(e.target.value)} />
        </div>
      </div>
      <div className="flex gap-2">
        {m.status !== 'released' && (
          <Button type="submit" size="sm" disabled={release.isPending}>
            {release.isPending ? 'Recording...' : `Release ${formatMoney(m.amount, currency)}`}
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

export function MilestonesCard({ deal, canWrite }: { deal: TDealDetail; canWrite: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const paid = deal.milestones.filter((m) => m.payout).reduce((s, m) => s + m.amount, 0);
  return (
    <Card role="region" aria-label="Payments">
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>
          {formatMoney(paid, deal.currency)} of {formatMoney(deal.price, deal.currency)} paid. A milestone becomes payable when its condition is met; an approver releases it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {deal.milestones.map((m) => (
            <li key={m.id} className="py-3" aria-label={m.name}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">
                    {m.name}: {formatMoney(m.amount, deal.currency)} ({m.percent}%)
                  </p>
                  <p className="text-xs text-muted-foreground">Payable {CONDITION[m.condition]}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={m.status === 'released' ? 'green' : m.status === 'payable' ? 'blue' : 'neutral'}>
                    {m.status === 'released' ? 'Released' : m.status === 'payable' ? 'Payable' : 'Pending'}
                  </Badge>
                  {canWrite && m.status === 'payable' && open !== m.id && (
                    <Button size="sm" onClick={() => setOpen(m.id)}>
                      Release
                    </Button>
                  )}
                </div>
              </div>
              {m.payout && (
                <p className="mt-1 text-xs text-muted-foreground">
                  Paid {formatDate(m.payout.paid_at)} via {m.payout.provider}
                  {m.payout.reference ? ` · reference ${m.payout.reference}` : ''} · released by {m.payout.released_by}
                  {m.payout.status && m.payout.status !== 'paid' ? ` · ${m.payout.status}` : ''}
                </p>
              )}
              {open === m.id && <ReleaseForm dealId={deal.id} m={m} currency={deal.currency} onDone={() => setOpen(null)} />}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
