import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { TDeliverableStatus, TPortalOffer } from '@inflow/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageTitle } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { fileToBase64, usePortalAction, usePortalDecline, usePortalOffer } from './api/portal';

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

/** "Paid on ..." only once the money has moved; "Processing" while the provider settles it; a failure said plainly. */
function PaymentBadge({ m }: { m: TPortalOffer['milestones'][number] }) {
  if (m.payment === 'paid') return <Badge tone="green">{m.paid_at ? `Paid on ${formatDate(m.paid_at)}` : 'Paid'}</Badge>;
  if (m.payment === 'processing') return <Badge tone="blue">Processing</Badge>;
  if (m.payment === 'failed') return <Badge tone="red">Payment failed</Badge>;
  return <Badge tone={m.status === 'payable' ? 'blue' : 'neutral'}>{m.status === 'payable' ? 'Due' : 'Pending'}</Badge>;
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
              <PaymentBadge m={m} />
            </li>
          ))}
        </ul>
        {o.milestones.some((m) => m.payment === 'failed') && (
          <p role="status" className="mt-3 text-sm text-destructive">
            A payment did not go through, so nothing was paid for it. The brand sees this too and can send it again; please check that your payout details
            on this page are right.
          </p>
        )}
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

const CONTRACT_STATUS: Record<NonNullable<TPortalOffer['contract']>['status'], string> = {
  awaiting_creator: 'waiting for your signature',
  awaiting_brand: 'signed by you, waiting for the brand',
  signed: 'signed by both',
  superseded: 'replaced by a newer version',
};

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
        <CardDescription>{c ? `Version ${c.version} · ${CONTRACT_STATUS[c.status]}` : 'The brand has not sent the contract yet.'}</CardDescription>
      </CardHeader>
      {!c && (
        <CardContent>
          <Decline token={token} />
        </CardContent>
      )}
      {c && (
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm">
            <a className="underline" href={c.signed_pdf_url ?? c.pdf_url} target="_blank" rel="noreferrer">
              {c.signed_pdf_url ? 'Download the signed contract (PDF)' : 'Read the contract (PDF)'}
            </a>
            <span className="block break-all text-xs text-muted-foreground">SHA-256 {c.sha256}</span>
            {c.signed_sha256 && (
              <>
                <a className="underline" href={c.pdf_url} target="_blank" rel="noreferrer">
                  Read the contract as sent (PDF)
                </a>
                <span className="block break-all text-xs text-muted-foreground">Signed copy SHA-256 {c.signed_sha256}</span>
              </>
            )}
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
          ) : null}
          {c.status === 'awaiting_creator' ? (
            <Decline token={token} />
          ) : (
            c.creator_signature && <p role="status" className="text-sm">Signed by {c.creator_signature.name} on {formatDate(c.creator_signature.at)}{c.status === 'signed' ? '; countersigned by the brand.' : '; waiting for the brand to countersign.'}</p>
          )}
        </CardContent>
      )}
    </Card>
  );
}

function Decline({ token }: { token: string }) {
  const decline = usePortalDecline(token);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (decline.isSuccess)
    return (
      <p role="status" className="text-sm">
        You declined this offer. The brand has been told, and this link no longer works.
      </p>
    );
  if (!open)
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Decline the offer
        </Button>
      </div>
    );
  return (
    <form
      className="flex flex-col gap-2 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        decline.mutate(reason.trim() ? { reason: reason.trim() } : {});
      }}
    >
      <Label htmlFor="decline-reason">Why are you declining? (optional, the brand will see it)</Label>
      <Textarea id="decline-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={2} />
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" size="sm" disabled={decline.isPending}>
          Decline for good
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {decline.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(decline.error, 'Could not decline')}
        </p>
      )}
    </form>
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

const STATE_LABEL: Record<TDeliverableStatus['state'], string> = { not_started: 'Not started', in_review: 'In review', changes_requested: 'Changes requested', approved: 'Approved', live: 'Live' };
const MAX_FILE = 700 * 1024;

type SubmissionBody = { deliverable_index: number; kind: 'draft' | 'live'; url?: string; file?: { name: string; content_type: string; data_base64: string } };

function Reply({ token, submissionId }: { token: string; submissionId: string }) {
  const reply = usePortalAction<{ body: string }>(token, 'POST', `/submissions/${encodeURIComponent(submissionId)}/comments`);
  const [body, setBody] = useState('');
  return (
    <form
      className="ml-4 flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        reply.mutate({ body: body.trim() }, { onSuccess: () => setBody('') });
      }}
    >
      <Input aria-label="Reply to the brand" placeholder="Reply to the brand" value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} required />
      <Button type="submit" size="sm" variant="outline" disabled={!body.trim() || reply.isPending}>
        Reply
      </Button>
      {reply.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(reply.error, 'Could not send')}
        </p>
      )}
    </form>
  );
}

function DeliverableBlock({ token, d }: { token: string; d: TDeliverableStatus }) {
  const submit = usePortalAction<SubmissionBody>(token, 'POST', '/submissions');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const kind = d.state === 'approved' || d.state === 'live' ? 'live' : 'draft';
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'draft' && file) {
      if (file.size > MAX_FILE) return setFileError('Files up to 700 KB can be uploaded here; share a link for larger videos');
      setFileError(null);
      const body: SubmissionBody = { deliverable_index: d.index, kind, file: { name: file.name, content_type: file.type || 'application/octet-stream', data_base64: await fileToBase64(file) } };
      if (url.trim()) body.url = url.trim();
      submit.mutate(body, {
        onSuccess: () => {
          setUrl('');
          setFile(null);
          setFileKey((k) => k + 1);
        },
      });
      return;
    }
    if (!url.trim()) return setFileError(kind === 'draft' ? 'Give a link to your draft or choose a file' : 'Give the link of the live post');
    setFileError(null);
    submit.mutate({ deliverable_index: d.index, kind, url: url.trim() }, { onSuccess: () => setUrl('') });
  };
  return (
    <section aria-label={`Deliverable ${d.index + 1}`} className="flex flex-col gap-2 border-b pb-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <strong>
          {d.count} × {d.platform} {d.format}
        </strong>
        <Badge tone={d.state === 'live' || d.state === 'approved' ? 'green' : d.state === 'changes_requested' ? 'yellow' : 'neutral'}>{STATE_LABEL[d.state]}</Badge>
        {d.due_date && <span className="text-sm text-muted-foreground">due {formatDate(d.due_date)}</span>}
        {d.overdue && <Badge tone="red">Overdue</Badge>}
      </div>
      {d.drafts.map((s, i) => (
        <div key={s.id} className="flex flex-col gap-1 text-sm">
          <span>
            Draft v{s.version}: {STATE_LABEL[s.status]}{' '}
            {s.url && (
              <a className="underline" href={s.url} target="_blank" rel="noreferrer noopener">
                link
              </a>
            )}{' '}
            {s.has_file && (
              <a className="underline" href={`/api/portal/${encodeURIComponent(token)}/submissions/${encodeURIComponent(s.id)}/file`} download>
                {s.file_name ?? 'file'}
              </a>
            )}
          </span>
          {s.comments.map((c) => (
            <p key={c.id} className="ml-4 text-muted-foreground">
              {c.author_label}: {c.body}
            </p>
          ))}
          {i === 0 && s.comments.length > 0 && d.state !== 'live' && <Reply token={token} submissionId={s.id} />}
        </div>
      ))}
      {d.live.map((s) => (
        <p key={s.id} className="text-sm">
          Live:{' '}
          <a className="underline" href={s.url ?? '#'} target="_blank" rel="noreferrer noopener">
            {s.url}
          </a>
        </p>
      ))}
      {d.state !== 'live' && (
        <form className="flex flex-col gap-2" onSubmit={(e) => void send(e)} noValidate>
          <div className="flex gap-2">
            <Input
              aria-label={kind === 'live' ? 'Live post URL' : 'Draft link'}
              placeholder={kind === 'live' ? 'https://www.instagram.com/reel/…' : 'Link to your draft'}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              type="url"
            />
            <Button type="submit" disabled={submit.isPending}>
              {kind === 'live' ? 'Submit live post' : 'Submit draft'}
            </Button>
          </div>
          {kind === 'draft' && (
            <label className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              or upload a file (up to 700 KB):
              <input key={fileKey} type="file" aria-label="Draft file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="text-sm" />
            </label>
          )}
        </form>
      )}
      {fileError && (
        <p role="alert" className="text-sm text-destructive">
          {fileError}
        </p>
      )}
      {submit.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(submit.error, 'Could not submit')}
        </p>
      )}
    </section>
  );
}
