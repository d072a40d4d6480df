import type { TCallRecord, TOutreach } from '@inflow/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { OutreachStatusBadge } from '@/components/status-badge';
import { capitalize, formatDateTime, formatMoney, formatNumber, humanize } from '@/lib/format';
import { latestConversation } from '../lib/calls';
import type { EmailRecord } from '../api/get-emails';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

export function OverviewTab({ outreach, call, emails }: { outreach: TOutreach; call: TCallRecord | null; emails: EmailRecord[] }) {
  const conv = latestConversation(outreach.conversations);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Conversation Status</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            <Row label="Status">
              {conv ? (
                <Badge tone={conv.status === 'completed' || conv.status === 'done' ? 'green' : 'yellow'}>{humanize(conv.status)}</Badge>
              ) : (
                <Badge tone="yellow">not contacted</Badge>
              )}
            </Row>
            <Row label="Last contact">{conv ? formatDateTime(conv.timestamp) : outreach.last_contact ? formatDateTime(outreach.last_contact) : 'No contact yet'}</Row>
            {/* The entry carries its latest conversation's channel and message type (null before any contact). */}
            <Row label="Channel">{capitalize(outreach.channel ?? conv?.channel) || '—'}</Row>
            <Row label="Message Type">{capitalize(outreach.message_type ?? conv?.message_type) || '—'}</Row>
            <Row label="Outreach status">
              <OutreachStatusBadge status={outreach.status} />
            </Row>
            {outreach.agreed_rate !== null && (
              <Row label={outreach.status === 'deal_proposed' ? 'Proposed rate' : 'Agreed rate'}>{formatMoney(outreach.agreed_rate, outreach.currency)}</Row>
            )}
            {outreach.deliverables && <Row label="Deliverables">{outreach.deliverables}</Row>}
            {outreach.timeline && <Row label="Timeline">{outreach.timeline}</Row>}
          </dl>
        </CardContent>
      </Card>

      {call && (
        <Card>
          <CardHeader>
            <CardTitle>Call Summary</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm leading-relaxed">{call.summary || 'The summary appears when the call has been analysed.'}</p>
            <dl className="mt-3 divide-y">
              <Row label="Duration">{call.duration_seconds !== null ? `${formatNumber(Math.round(call.duration_seconds))} seconds` : '—'}</Row>
              <Row label="Call status">{humanize(call.status)}</Row>
              <Row label="Started">{formatDateTime(call.started_at)}</Row>
              {call.error && <Row label="Error">{call.error}</Row>}
            </dl>
          </CardContent>
        </Card>
      )}

      {emails.length > 0 && (
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Emails</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y">
              {emails.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{e.subject}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      To {e.to ?? e.to_address ?? '—'} · {formatDateTime(e.sent_at ?? e.created_at)}
                    </span>
                  </span>
                  <Badge tone={e.status === 'sent' ? 'green' : 'neutral'}>{e.status === 'outbox' ? 'not sent (outbox)' : humanize(e.status)}</Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
