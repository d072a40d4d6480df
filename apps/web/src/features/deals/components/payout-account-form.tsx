import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/format';
import { usePayoutAccount, useSetPayoutAccount } from '../api/payouts';
import { Refusal } from './refusal';

/** Where Stripe transfers this deal's milestones: the creator's connected account (owners and admins set it; Stripe checks it). */
export function PayoutAccountForm({ dealId }: { dealId: string }) {
  const current = usePayoutAccount(dealId, true);
  const save = useSetPayoutAccount(dealId);
  const [accountId, setAccountId] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(accountId.trim(), { onSuccess: () => setAccountId('') });
  };
  const account = current.data?.account;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-md border p-3" aria-label="Stripe connected account">
      <p className="text-sm" data-testid="payout-account-current">
        {current.isPending
          ? 'Loading the creator’s Stripe account...'
          : current.isError
            ? 'Could not load the creator’s Stripe account.'
            : account
              ? `Payments go to the Stripe connected account ${account.account_id} (set by ${account.updated_by}, ${formatDateTime(account.updated_at)}).`
              : 'No Stripe connected account yet: milestones cannot be sent until one is set.'}
      </p>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`acct-${dealId}`}>Creator’s Stripe connected account id</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`acct-${dealId}`}
            className="max-w-xs"
            placeholder="acct_..."
            value={accountId}
            onChange={(e) => setAccountId(e.target.value)}
            maxLength={80}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" size="sm" disabled={save.isPending || !accountId.trim()}>
            {save.isPending ? 'Checking with Stripe...' : account ? 'Change account' : 'Save account'}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">Onboard the creator in your Stripe dashboard (Connect), then paste their account id. Stripe checks it can receive transfers.</p>
      </div>
      <Refusal error={save.error} fallback="Could not save the account" />
    </form>
  );
}
