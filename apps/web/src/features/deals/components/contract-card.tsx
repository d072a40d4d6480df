import { useState, type FormEvent } from 'react';
import { FileSignature } from 'lucide-react';
import type { TContract, TDealDetail } from '@inflow/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/format';
import { useContractDetail, useContractVersions, useCountersign, useGenerateContract } from '../api/deal';
import { Refusal } from './refusal';

const STATUS: Record<TContract['status'], [string, BadgeTone]> = {
  awaiting_creator: ['Waiting for the creator to sign', 'yellow'],
  awaiting_brand: ['Signed by the creator: countersign', 'blue'],
  signed: ['Signed by both', 'green'],
  superseded: ['Superseded', 'neutral'],
};

function Signature({ who, sig }: { who: string; sig: NonNullable<TContract['creator_signature']> }) {
  return (
    <div className="rounded-md border p-3 text-sm" aria-label={`${who} signature`} role="group">
      <p className="font-medium">
        {who}: {sig.name}
      </p>
      <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-xs text-muted-foreground sm:grid-cols-[auto_1fr]">
        <dt>Signed</dt>
        <dd>{formatDateTime(sig.at)}</dd>
        <dt>IP</dt>
        <dd>{sig.ip ?? 'not recorded'}</dd>
        <dt>Browser</dt>
        <dd className="wrap-anywhere">{sig.user_agent ?? 'not recorded'}</dd>
        <dt>Document SHA-256</dt>
        <dd className="font-mono wrap-anywhere">{sig.sha256}</dd>
      </dl>
    </div>
  );
}

function PdfLinks({ url, label }: { url: string; label: string }) {
  return (
    <span className="inline-flex flex-wrap gap-3 text-sm">
      <a className="font-medium text-primary underline" href={url} target="_blank" rel="noreferrer">
        View {label}
      </a>
      <a className="font-medium text-primary underline" href={url} download>
        Download {label}
      </a>
    </span>
  );
}

function Countersign({ dealId, contract, canSign }: { dealId: string; contract: TContract; canSign: boolean }) {
  const sign = useCountersign(dealId);
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sign.mutate({ contractId: contract.id, full_name: name.trim(), consent });
  };
  if (!canSign) return <p className="text-sm text-muted-foreground">Members, admins and owners countersign; as a viewer you can read the contract.</p>;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-md border border-blue-200 bg-blue-50/40 p-3" aria-label="Countersign">
      <div className="flex flex-col gap-1">
        <Label htmlFor="countersign-name">Type your full name to countersign</Label>
        <Input id="countersign-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={200} required />
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} className="mt-1" />
        I have read version {contract.version} of this contract and sign it electronically for the brand.
      </label>
      <div>
        <Button type="submit" disabled={!name.trim() || !consent || sign.isPending}>
          <FileSignature aria-hidden="true" /> {sign.isPending ? 'Countersigning...' : 'Countersign'}
        </Button>
      </div>
      <Refusal error={sign.error} fallback="Could not countersign" />
    </form>
  );
}

export function ContractCard({ deal, canWrite }: { deal: TDealDetail; canWrite: boolean }) {
  const c = deal.contract;
  const generate = useGenerateContract(deal.id);
  const versions = useContractVersions(deal.id);
  const detail = useContractDetail(deal.id, c?.id);
  const [confirmNew, setConfirmNew] = useState(false);
  const agreed = deal.status === 'agreed';
  return (
    <Card role="region" aria-label="Contract">
      <CardHeader>
        <CardTitle>Contract</CardTitle>
        <CardDescription>
          Generated from the workspace template as a PDF; each version keeps the SHA-256 of its exact bytes. The creator signs on the portal, then you countersign here.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!c ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-muted-foreground">No contract yet.</p>
            {canWrite && agreed && (
              <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
                {generate.isPending ? 'Generating...' : 'Generate contract'}
              </Button>
            )}
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">Version {c.version}</span>
              <Badge tone={STATUS[c.status][1]}>{STATUS[c.status][0]}</Badge>
              <span className="text-xs text-muted-foreground">generated {formatDateTime(c.created_at)}</span>
            </div>
            <div className="flex flex-col gap-1">
              <PdfLinks url={c.pdf_url} label="contract PDF" />
              <p className="text-xs text-muted-foreground">
                SHA-256 <span className="font-mono wrap-anywhere" data-testid="contract-sha256">{c.sha256}</span>
              </p>
            </div>
            {c.creator_signature ? <Signature who="Creator" sig={c.creator_signature} /> : <p className="text-sm text-muted-foreground">The creator has not signed yet: send them the portal link.</p>}
            {c.status === 'awaiting_brand' && <Countersign dealId={deal.id} contract={c} canSign={canWrite} />}
            {c.brand_signature && <Signature who="Brand" sig={c.brand_signature} />}
            {c.signed_pdf_url && (
              <div className="flex flex-col gap-1">
                <PdfLinks url={c.signed_pdf_url} label="signed PDF" />
                <p className="text-xs text-muted-foreground">
                  Signed copy SHA-256 <span className="font-mono wrap-anywhere">{c.signed_sha256}</span>
                </p>
              </div>
            )}
            {canWrite && agreed && (
              <div className="flex flex-wrap items-center gap-2">
                {!confirmNew ? (
                  <Button variant="outline" size="sm" onClick={() => setConfirmNew(true)}>
                    Generate a new version
                  </Button>
                ) : (
                  <>
                    <span className="text-sm">Version {c.version} will be superseded{c.status === 'signed' ? ' (the signed copy stays on record)' : ''} and the creator signs again.</span>
                    <Button size="sm" onClick={() => generate.mutate(undefined, { onSettled: () => setConfirmNew(false) })} disabled={generate.isPending}>
                      Generate version {c.version + 1}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setConfirmNew(false)}>
                      Cancel
                    </Button>
                  </>
                )}
              </div>
            )}
            {detail.data && detail.data.events.length > 0 && (
              <details className="text-sm">
                <summary className="cursor-pointer font-medium">Audit trail ({detail.data.events.length})</summary>
                <ol className="mt-2 flex flex-col gap-1 text-xs text-muted-foreground">
                  {detail.data.events.map((e, i) => (
                    <li key={i}>
                      {formatDateTime(e.at)} · {e.action} · {e.actor}
                      {e.ip ? ` · ${e.ip}` : ''}
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </>
        )}
        <Refusal error={generate.error} fallback="Could not generate the contract" />
        {versions.data && versions.data.length > 1 && (
          <div>
            <h3 className="mb-1 text-sm font-medium">All versions</h3>
            <ul className="flex flex-col gap-1 text-sm" aria-label="Contract versions">
              {versions.data.map((v) => (
                <li key={v.id} className="flex flex-wrap items-center gap-2">
                  <span>Version {v.version}</span>
                  <Badge tone={STATUS[v.status][1]}>{STATUS[v.status][0]}</Badge>
                  <a className="text-primary underline" href={v.signed_pdf_url ?? v.pdf_url} target="_blank" rel="noreferrer">
                    {v.signed_pdf_url ? 'signed PDF' : 'PDF'}
                  </a>
                  <span className="font-mono text-xs text-muted-foreground">{v.sha256.slice(0, 16)}…</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
