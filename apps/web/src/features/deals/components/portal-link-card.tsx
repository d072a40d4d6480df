import { useState } from 'react';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { usePortalLinks, useRevokePortalLink, useSendPortalLink } from '../api/deal';
import { Refusal } from './refusal';

/**
 * The creator's secret portal link. The server keeps only its hash, so the link itself is shown once, right after it
 * is made (and it is in the creator's email); sending a new one replaces the old one.
 */
export function PortalLinkCard({ dealId, canWrite, agreed }: { dealId: string; canWrite: boolean; agreed: boolean }) {
  const send = useSendPortalLink(dealId);
  const revoke = useRevokePortalLink(dealId);
  const [revoked, setRevoked] = useState(false);
  const [copied, setCopied] = useState(false);
  const links = usePortalLinks(dealId);
  const link = !revoked ? send.data : undefined;
  const active = links.data?.find((l) => l.state === 'active');
  return (
    <Card role="region" aria-label="Creator portal">
      <CardHeader>
        <CardTitle>Creator portal</CardTitle>
        <CardDescription>
          A secret link for this creator and this deal only: they read the offer, sign, give payout details, and hand in drafts and live posts. It is emailed to them (kept in the
          outbox when no mail server is set up) and expires after 30 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {link && (
          <div className="flex flex-col gap-1 rounded-md border p-3 text-sm" role="status">
            <p>
              {link.emailed_to ? (
                <>
                  Emailed to <strong>{link.emailed_to}</strong>.
                </>
              ) : (
                'No email address on file for this creator: share the link yourself.'
              )}{' '}
              Valid until {formatDateTime(link.expires_at)}.
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1 text-xs wrap-anywhere" data-testid="portal-url">
                {link.url}
              </code>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  void navigator.clipboard?.writeText(link.url).then(() => setCopied(true));
                }}
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            </div>
          </div>
        )}
        {revoked && (
          <p role="status" className="text-sm">
            The link was revoked: it stops working at once.
          </p>
        )}
        {links.data && (
          <div className="text-sm" data-testid="portal-link-state">
            {active ? (
              <p>
                <Badge tone="green">Active</Badge> sent {formatDateTime(active.created_at)} by {active.created_by}, valid until {formatDateTime(active.expires_at)}.
              </p>
            ) : (
              <p className="text-muted-foreground">{links.data.length === 0 ? 'No link sent yet.' : 'No active link: send a new one for the creator to reach the portal.'}</p>
            )}
            {links.data.filter((l) => l.state !== 'active').length > 0 && (
              <details className="mt-1">
                <summary className="cursor-pointer text-xs text-muted-foreground">Earlier links ({links.data.filter((l) => l.state !== 'active').length})</summary>
                <ul className="mt-1 flex flex-col gap-0.5 text-xs text-muted-foreground">
                  {links.data
                    .filter((l) => l.state !== 'active')
                    .map((l) => (
                      <li key={l.id}>
                        Sent {formatDateTime(l.created_at)} · {l.state === 'revoked' ? `revoked ${formatDateTime(l.revoked_at)}` : `expired ${formatDateTime(l.expires_at)}`}
                      </li>
                    ))}
                </ul>
              </details>
            )}
          </div>
        )}
        {canWrite && agreed && (
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                setRevoked(false);
                setCopied(false);
                send.mutate();
              }}
              disabled={send.isPending}
            >
              <Send aria-hidden="true" /> {send.isPending ? 'Sending...' : link || active ? 'Send a new link' : 'Send portal link'}
            </Button>
            <Button variant="outline" onClick={() => revoke.mutate(undefined, { onSuccess: () => setRevoked(true) })} disabled={revoke.isPending || (!active && !link)}>
              Revoke link
            </Button>
          </div>
        )}
        <Refusal error={send.error} fallback="Could not send the link" />
        <Refusal error={revoke.error} fallback="Could not revoke the link" />
      </CardContent>
    </Card>
  );
}
