import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { TOutboxEntry } from '@inflow/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { apiRequest } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';

const STATE: Record<TOutboxEntry['state'], { label: string; tone: BadgeTone; help: string }> = {
  outbox: { label: 'Not sent', tone: 'yellow', help: 'Saved to the outbox — email sending is not set up' },
  queued: { label: 'Queued', tone: 'blue', help: 'Waiting for the SMTP server' },
  sent: { label: 'Sent', tone: 'green', help: 'Accepted by the SMTP server' },
  failed: { label: 'Failed', tone: 'red', help: 'Not delivered' },
};

/** Every email the workspace wrote, with its body and state; refreshes while any is still queued. */
export function OutboxPage() {
  const [params] = useSearchParams();
  const outreachId = params.get('outreach_id') ?? undefined;
  const q = useQuery({
    queryKey: ['outbox', outreachId ?? 'all'],
    queryFn: ({ signal }) => apiRequest<TOutboxEntry[]>('/api/v1/outbox', { query: { outreach_id: outreachId }, signal }),
    refetchInterval: (query) => (query.state.data?.some((e) => e.state === 'queued') ? 2000 : false),
  });
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Outbox</PageTitle>
      <PageHeader
        title="Outbox"
        description={
          outreachId ? (
            <>
              Emails of one conversation · <Link to="/outbox" className="text-primary underline-offset-4 hover:underline">show all</Link>
            </>
          ) : (
            'Every email written from this workspace, with its body and what happened to it.'
          )
        }
      />
      {q.isPending ? (
        <LoadingState text="Loading the outbox..." />
      ) : q.isError ? (
        <ErrorState title="The outbox could not be loaded" message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : q.data.length === 0 ? (
        <EmptyState icon={<Inbox className="size-8" aria-hidden="true" />} title="No emails yet" description="Emails you send from a conversation appear here." />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Emails">
          {q.data.map((e) => (
            <li key={e.id}>
              <Card className="p-4">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{e.subject}</p>
                    <p className="text-sm text-muted-foreground break-all">
                      To {e.to} · <Link to={`/conversation/${e.outreach_id}`} className="text-primary underline-offset-4 hover:underline">{e.creator_name}</Link> · {e.campaign_name}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
                    <Badge tone={STATE[e.state].tone} title={STATE[e.state].help}>
                      {STATE[e.state].label}
                    </Badge>
                    <span className="text-xs text-muted-foreground">{formatDateTime(e.sent_at ?? e.created_at)}</span>
                  </div>
                </div>
                {e.state === 'outbox' && <p className="mt-2 text-sm text-amber-800">{STATE.outbox.help}</p>}
                {e.error && <p className="mt-2 text-sm text-destructive">{e.error}</p>}
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm text-primary">Show the message</summary>
                  <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap rounded-lg border bg-muted/40 p-3 font-sans text-sm">{e.body}</pre>
                </details>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
