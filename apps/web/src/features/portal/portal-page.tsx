import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { TDeliverableStatus, TPortalOffer } from '@inflow/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageTitle } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDate, formatMoney, humanize } from '@/lib/format';
import { usePortalAction, usePortalOffer } from './api/portal';

/** The creator portal: outside the app shell, reached by the secret link in the creator's email. */
export function PortalPage() {
  const { token = '' } = useParams();
  const offer = usePortalOffer(token);
  if (offer.isPending) return <LoadingState text="Loading your offer..." />;
  if (offer.isError) {
    const gone = isApiError(offer.error) && (offer.error.status === 410 || offer.error.status === 404);
    return (
      <div className="mx-auto max-w-xl py-16">
        <PageTitle>Creator portal</PageTitle>
        <ErrorState title={gone ? 'This link no longer works' : 'Could not load your offer'} message={gone && isApiError(offer.error) ? (offer.error.serverMessage ?? offer.error.message) : offer.error.message} onRetry={gone ? undefined : () => offer.refetch()} />
      </div>
    );
  }
  const o = offer.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{`Offer: ${o.deal.campaign_name}`}</PageTitle>
      <header>
        <p className="text-sm text-muted-foreground">{o.deal.brand_name ?? 'Brand'} · link valid until {formatDate(o.expires_at)}</p>
        <h1 className="text-2xl font-bold">
          {o.deal.campaign_name}: {formatMoney(o.deal.price, o.deal.currency)}
        </h1>
        <p className="text-muted-foreground">For {o.deal.creator_name}</p>
      </header>
      <OfferTerms offer={o} />
      <ContractCard token={token} offer={o} />
      <PayoutCard token={token} offer={o} />
      <Card>
        <CardHeader>
          <CardTitle>Content</CardTitle>
          <CardDescription>Share each draft for review, then the link of the live post.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {o.deliverables.map((d) => (
            <DeliverableBlock key={d.index} token={token} d={d} />
          ))}
        </CardContent>
      </Card>
    </div>
  );
}

function OfferTerms({ offer: o }: { offer: TPortalOffer }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {o.milestones.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-4">
              <span>
                {m.name} ({m.percent}%): {formatMoney(m.amount, o.deal.currency)}
              </span>
              <Badge tone={m.status === 'released' ? 'green' : m.status === 'payable' ? 'blue' : 'neutral'}>
                {m.status === 'released' ? `Paid ${formatDate(m.paid_at)}` : m.status === 'payable' ? 'Due' : 'Pending'}
              </Badge>
            </li>
          ))}
        </ul>
        {o.deal.promo_code && (
          <p className="mt-4 text-sm">
            Your promo code: <strong>{o.deal.promo_code}</strong>
            {o.deal.utm_url && !o.deal.utm_url.startsWith('?') && (
              <>
                {' '}· your link: <span className="break-all">{o.deal.utm_url}</span>
              </>
            )}
          </p>
        )}
        {o.deal.usage_rights && <p className="mt-2 text-sm text-muted-foreground">Usage rights: {o.deal.usage_rights}</p>}
      </CardContent>
    </Card>
  );
}

function ContractCard({ token, offer: o }: { token: string; offer: TPortalOffer }) {
  const sign = usePortalAction<{ full_name: string; consent: boolean }>(token, 'POST', '/sign');
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const c = o.contract;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sign.mutate({ full_name: name, consent });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contract</CardTitle>
        <CardDescription>{c ? `Version ${c.version} · ${humanize(c.status)}` : 'The brand has not sent the contract yet.'}</CardDescription>
      </CardHeader>
      {c && (
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm">
            <a className="underline" href={c.signed_pdf_url ?? c.pdf_url} target="_blank" rel="noreferrer">
              {c.signed_pdf_url ? 'Download the signed contract (PDF)' : 'Read the contract (PDF)'}
            </a>
            <span className="block break-all text-xs text-muted-foreground">SHA-256 {c.sha256}</span>
          </p>
          {c.status === 'awaiting_creator' ? (
            <form onSubmit={submit} className="flex flex-col gap-3">
              <div className="flex flex-col gap-1">
                <Label htmlFor="full-name">Type your full name to sign</Label>
                <Input id="full-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required />
              </div>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} className="mt-1" />
                I have read the contract and agree to sign it electronically.
              </label>
              <Button type="submit" disabled={!name.trim() || !consent || sign.isPending}>
                {sign.isPending ? 'Signing...' : 'Accept and sign'}
              </Button>
              {sign.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(sign.error, 'Could not sign')}
                </p>
              )}
            </form>
          ) : (
            c.creator_signature && <p role="status" className="text-sm">Signed by {c.creator_signature.name} on {formatDate(c.creator_signature.at)}{c.status === 'signed' ? '; countersigned by the brand.' : '; waiting for the brand to countersign.'}</p>
          )}
        </CardContent>
      )}
    </Card>
  );
}

function PayoutCard({ token, offer: o }: { token: string; offer: TPortalOffer }) {
  const save = usePortalAction<Record<string, string>>(token, 'PUT', '/payout-details');
  const [method, setMethod] = useState<'upi' | 'bank' | 'paypal'>('upi');
  const [f, setF] = useState<Record<string, string>>({});
  const field = (name: string, label: string) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`pd-${name}`}>{label}</Label>
      <Input id={`pd-${name}`} value={f[name] ?? ''} onChange={(e) => setF({ ...f, [name]: e.target.value })} />
    </div>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const all: Record<string, string> = { ...f, method };
    const body = Object.fromEntries(Object.entries(all).filter(([, v]) => v.trim() !== ''));
    save.mutate(body);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payout details</CardTitle>
        <CardDescription>{o.payout_details ? `On file: ${o.payout_details.summary}` : 'Where should the brand pay you?'}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="pd-method">Method</Label>
            <NativeSelect id="pd-method" value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
              <option value="upi">UPI</option>
              <option value="bank">Bank account</option>
              <option value="paypal">PayPal</option>
            </NativeSelect>
          </div>
          {method === 'upi' && field('upi_id', 'UPI ID (name@bank)')}
          {method === 'paypal' && field('email', 'PayPal email')}
          {method === 'bank' && (
            <>
              {field('account_holder', 'Account holder')}
              {field('iban', 'IBAN (or leave empty and give account number + IFSC)')}
              {field('account_number', 'Account number')}
              {field('ifsc', 'IFSC')}
            </>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save payout details'}
          </Button>
          {save.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(save.error, 'Could not save')}
            </p>
          )}
          {save.isSuccess && <p role="status" className="text-sm">Saved.</p>}
        </form>
      </CardContent>
    </Card>
  );
}

function DeliverableBlock({ token, d }: { token: string; d: TDeliverableStatus }) {
  const submit = usePortalAction<{ deliverable_index: number; kind: 'draft' | 'live'; url: string }>(token, 'POST', '/submissions');
  const [url, setUrl] = useState('');
  const kind = d.state === 'approved' || d.state === 'live' ? 'live' : 'draft';
  return (
    <section aria-label={`Deliverable ${d.index + 1}`} className="flex flex-col gap-2 border-b pb-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <strong>
          {d.count} × {d.platform} {d.format}
        </strong>
        <Badge tone={d.state === 'live' || d.state === 'approved' ? 'green' : d.state === 'changes_requested' ? 'yellow' : 'neutral'}>{humanize(d.state)}</Badge>
        {d.due_date && <span className="text-sm text-muted-foreground">due {formatDate(d.due_date)}</span>}
        {d.overdue && <Badge tone="red">Overdue</Badge>}
      </div>
      {d.drafts.map((s) => (
        <div key={s.id} className="text-sm">
          Draft v{s.version}: {humanize(s.status)} {s.url && <a className="underline" href={s.url} target="_blank" rel="noreferrer">link</a>}
          {s.comments.map((c) => (
            <p key={c.id} className="ml-4 text-muted-foreground">
              {c.author_label}: {c.body}
            </p>
          ))}
        </div>
      ))}
      {d.live.map((s) => (
        <p key={s.id} className="text-sm">
          Live: <a className="underline" href={s.url ?? '#'} target="_blank" rel="noreferrer">{s.url}</a>
        </p>
      ))}
      {d.state !== 'live' && (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit.mutate({ deliverable_index: d.index, kind, url }, { onSuccess: () => setUrl('') });
          }}
        >
          <Input aria-label={kind === 'live' ? 'Live post URL' : 'Draft link'} placeholder={kind === 'live' ? 'https://www.instagram.com/reel/…' : 'Link to your draft'} value={url} onChange={(e) => setUrl(e.target.value)} required />
          <Button type="submit" disabled={submit.isPending}>
            {kind === 'live' ? 'Submit live post' : 'Submit draft'}
          </Button>
        </form>
      )}
      {submit.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(submit.error, 'Could not submit')}
        </p>
      )}
    </section>
  );
}
