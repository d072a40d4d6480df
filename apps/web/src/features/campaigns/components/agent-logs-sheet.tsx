import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CheckCircle2, Loader2, Play, RefreshCw, XCircle } from 'lucide-react';
import type { TAgentEvent, TCreatorDetail } from '@inflow/contracts';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatCompact, formatMoney, formatPercent, formatTime, humanize } from '@/lib/format';
import { FINISHED_TEXT, STREAM_ERROR_TEXT, type AgentStream } from '../api/agent-stream';

const STATUS_TONES: Partial<Record<TAgentEvent['status'], BadgeTone>> = {
  started: 'primary',
  creators_found: 'blue',
  calling: 'primary',
  call_completed: 'blue',
  negotiating: 'yellow',
  deal: 'green',
  no_deal: 'neutral',
  warning: 'yellow',
  completed: 'green',
  failed: 'red',
};

function CreatorDetails({ creators, currency }: { creators: TCreatorDetail[]; currency: string }) {
  if (creators.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Creators found">
      {creators.map((c) => (
        <li key={c.id} className="rounded-md border bg-background p-2.5 text-xs">
          <p className="font-semibold text-sm">{c.name}</p>
          <p className="text-muted-foreground">
            {humanize(c.niche)} · {formatCompact(c.followers)} followers
          </p>
          <p className="mt-1 flex justify-between gap-2">
            <span>Typical rate {formatMoney(c.typical_rate, currency)}</span>
            <span className="font-medium">Match {formatPercent(c.match_score * 100, 0)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function AgentLogsSheet({
  open,
  onOpenChange,
  agent,
  currency,
  campaignId,
  onStart,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  agent: AgentStream;
  currency: string;
  campaignId: string;
  /** Opens the run settings: a run never starts without them. */
  onStart: () => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const count = agent.events.length;
  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    // Follow new lines unless the reader scrolled up to look at older ones.
    if (el.scrollHeight - el.scrollTop - el.clientHeight < 120) el.scrollTop = el.scrollHeight;
  }, [count]);
  useEffect(() => {
    if (!open) return;
    // Opening the sheet shows the latest lines.
    const id = requestAnimationFrame(() => {
      const el = listRef.current;
      if (el) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(id);
  }, [open]);

  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const finished = agent.status === 'finished';
  const failed = agent.status === 'failed';
  const running = agent.status === 'streaming' || agent.status === 'connecting';

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="h-[75dvh]">
        <SheetHeader>
          <SheetTitle>Campaign Agent Logs</SheetTitle>
          <SheetDescription>What the Auto Co-Pilot is doing, as it happens. Times are in your time zone ({tz}).</SheetDescription>
        </SheetHeader>
        <div className="px-4">
          <Progress value={agent.progress} label="Agent progress" />
        </div>
        <ol ref={listRef} className="flex-1 overflow-y-auto px-4" aria-live="polite" aria-relevant="additions">
          {agent.status === 'loading' && (
            <li className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading agent logs...
            </li>
          )}
          {agent.status === 'idle' && count === 0 && (
            <li className="py-6 text-sm text-muted-foreground">
              No agent run yet for this campaign. Start the Auto Co-Pilot to let the agents find, call and negotiate with creators.
            </li>
          )}
          {agent.events.map((e) => (
            <li key={`${e.run_id}:${e.seq}:${e.timestamp}`} className="border-b py-2.5 last:border-0">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <time dateTime={e.timestamp} className="font-mono text-muted-foreground">
                  {formatTime(e.timestamp)}
                </time>
                {e.status === 'deal' && e.data.deal_status === 'proposed' ? (
                  <Badge tone="purple">deal proposed</Badge>
                ) : (
                  <Badge tone={STATUS_TONES[e.status] ?? 'neutral'}>{humanize(e.status)}</Badge>
                )}
                <span className="ml-auto tabular-nums text-muted-foreground">{Math.round(e.progress)}%</span>
              </div>
              <p className={e.status === 'failed' ? 'mt-1 text-sm text-destructive' : 'mt-1 text-sm'}>{e.message}</p>
              {e.status === 'creators_found' && (
                <CreatorDetails creators={e.data.creator_details ?? []} currency={currency} />
              )}
              {e.status === 'deal' && e.data.deal_status === 'proposed' && (
                <Link
                  to={`/deals?campaign_id=${campaignId}`}
                  onClick={() => onOpenChange(false)}
                  className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
                >
                  Review in Deals to approve <ArrowRight className="size-3.5" aria-hidden="true" />
                </Link>
              )}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3 border-t px-4 py-3 text-sm">
          {agent.streamError ? (
            <p role="alert" className="flex items-center gap-2 text-destructive">
              <XCircle className="size-4" aria-hidden="true" /> {STREAM_ERROR_TEXT}
              {agent.reconnecting ? <span className="text-muted-foreground">Reconnecting…</span> : agent.streamErrorDetail && <span className="text-muted-foreground">{agent.streamErrorDetail}</span>}
            </p>
          ) : finished ? (
            <p className="flex items-center gap-2 font-medium text-green-700">
              <CheckCircle2 className="size-4" aria-hidden="true" /> {FINISHED_TEXT}
            </p>
          ) : failed ? (
            <p className="flex items-center gap-2 font-medium text-destructive">
              <XCircle className="size-4" aria-hidden="true" /> The run stopped before finishing.
            </p>
          ) : running ? (
            <p className="flex items-center gap-2 text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {agent.status === 'connecting' ? 'Connecting to the agent...' : 'Agents are working...'}
            </p>
          ) : null}
          <div className="ml-auto flex gap-2">
            {agent.streamError && !agent.reconnecting && (
              <Button size="sm" variant="outline" onClick={agent.retry}>
                <RefreshCw aria-hidden="true" /> Reconnect
              </Button>
            )}
            {(finished || failed || agent.status === 'idle') && (
              <Button size="sm" onClick={onStart}>
                <Play aria-hidden="true" /> {agent.status === 'idle' ? 'Start Auto Co-Pilot' : 'Start new run'}
              </Button>
            )}
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
