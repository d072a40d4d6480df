import { Link } from 'react-router';
import { Check, Loader2, Phone, Search, Settings2, Sparkles, Handshake, Circle, XCircle } from 'lucide-react';
import type { TAgentEvent, TCampaign, TRunSettings } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { plural } from '@/lib/format';
import { STREAM_ERROR_TEXT, type AgentStream } from '../api/agent-stream';
import { CopilotSettings } from './copilot-settings';

export const PHASES = [
  { key: 'matching', label: 'Matching', icon: Sparkles, text: 'Ranking creators for this campaign' },
  { key: 'finding', label: 'Finding', icon: Search, text: 'Choosing the creators to call' },
  { key: 'calling', label: 'Calling', icon: Phone, text: 'Phoning creators' },
  { key: 'negotiating', label: 'Negotiating', icon: Handshake, text: 'Agreeing rates within budget' },
] as const;

export function phaseIndex(phase: TAgentEvent['phase'] | null): number {
  if (phase === 'done') return PHASES.length;
  const i = PHASES.findIndex((p) => p.key === phase);
  return i;
}

/** Deals the run proposed (waiting for approval), from its 'deal' events. */
export function proposedDealIds(events: readonly TAgentEvent[]): string[] {
  return events.filter((e) => e.status === 'deal' && e.data.deal_status === 'proposed' && typeof e.data.deal_id === 'string').map((e) => e.data.deal_id as string);
}

export type CopilotView = 'settings' | 'progress';

/**
 * The Auto Co-Pilot: first its run settings (nothing starts without them), then the run's phases and progress. A run
 * already going opens straight on its progress.
 */
export function CopilotDialog({
  view,
  onClose,
  onStarted,
  agent,
  campaign,
  stillNeeded,
  onViewLogs,
}: {
  view: CopilotView | null;
  onClose: () => void;
  onStarted: () => void;
  agent: AgentStream;
  campaign: TCampaign;
  stillNeeded: number;
  onViewLogs: () => void;
}) {
  return (
    <Dialog open={view !== null} onOpenChange={(o) => !o && onClose()}>
      {view === 'settings' ? (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <Settings2 className="size-5 text-primary" aria-hidden="true" /> Auto Co-Pilot settings
            </DialogTitle>
            <DialogDescription>
              The agents will find, call and negotiate with creators for {campaign.product_name}. Choose how far they may go before they start.
            </DialogDescription>
          </DialogHeader>
          <CopilotSettings
            campaign={campaign}
            stillNeeded={stillNeeded}
            onCancel={onClose}
            onStart={async (settings: TRunSettings) => {
              const refused = await agent.start(settings);
              if (!refused) onStarted();
              return refused;
            }}
          />
        </DialogContent>
      ) : (
        <CopilotProgress agent={agent} campaign={campaign} onClose={onClose} onViewLogs={onViewLogs} />
      )}
    </Dialog>
  );
}

function CopilotProgress({ agent, campaign, onClose, onViewLogs }: { agent: AgentStream; campaign: TCampaign; onClose: () => void; onViewLogs: () => void }) {
  const productName = campaign.product_name;
  const proposed = proposedDealIds(agent.events).length;
  const finished = agent.status === 'finished';
  const failed = agent.status === 'failed';
  const current = finished ? PHASES.length : phaseIndex(agent.phase);
  const waiting = agent.status === 'connecting' || agent.status === 'loading';

  return (
    <DialogContent className="max-w-lg">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" /> Auto Co-Pilot in Action
        </DialogTitle>
        <DialogDescription>
          Our AI agents are matching, finding, calling and negotiating with creators for {productName}. They keep working in
          the background: you can close this window at any time and follow along in the Agent Logs.
        </DialogDescription>
      </DialogHeader>

      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Phases">
        {PHASES.map((p, i) => {
          const done = i < current || finished;
          const active = i === current && !finished && !failed;
          const Icon = p.icon;
          return (
            <li
              key={p.key}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-1 rounded-lg border p-3 text-center text-xs',
                active && 'border-primary bg-indigo-50 text-indigo-900',
                done && 'border-green-200 bg-green-50 text-green-900',
                !done && !active && 'text-muted-foreground',
              )}
            >
              <span className="grid size-8 place-content-center rounded-full bg-white ring-1 ring-inset ring-current/20">
                {done ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : active ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Icon className="size-4" aria-hidden="true" />
                )}
              </span>
              <span className="font-semibold">{p.label}</span>
              <span className="sr-only">{done ? '(done)' : active ? '(in progress)' : '(waiting)'}</span>
            </li>
          );
        })}
      </ol>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">
            {finished ? 'Finished' : failed ? 'Stopped' : waiting ? 'Starting the agents…' : (PHASES[current]?.text ?? 'Working…')}
          </span>
          <span className="tabular-nums text-muted-foreground">{Math.round(agent.progress)}%</span>
        </div>
        <Progress value={agent.progress} label="Auto Co-Pilot progress" />
        <p className="min-h-10 text-sm text-muted-foreground" aria-live="polite">
          {failed ? (
            <span className="flex items-start gap-1.5 text-destructive">
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {agent.latest?.message}
            </span>
          ) : agent.latest ? (
            agent.latest.message
          ) : agent.streamError ? null : (
            <span className="flex items-center gap-1.5">
              <Circle className="size-3 animate-pulse" aria-hidden="true" /> Connecting to the agent service…
            </span>
          )}
        </p>
        {agent.streamError && (
          <p role="alert" className="text-sm text-destructive">
            {STREAM_ERROR_TEXT} {agent.reconnecting ? 'Reconnecting…' : agent.streamErrorDetail}
          </p>
        )}
      </div>

      {proposed > 0 && (
        <p className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-purple-200 bg-purple-50 px-3 py-2 text-sm text-purple-900">
          <span>{plural(proposed, 'deal')} proposed: no money is committed until you approve.</span>
          <Link to={`/deals?campaign_id=${campaign.id}`} className="font-medium underline underline-offset-4">
            Review deals
          </Link>
        </p>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onViewLogs}>
          View Logs
        </Button>
        <Button onClick={onClose}>{finished || failed ? 'Close' : 'Keep working in background'}</Button>
      </DialogFooter>
    </DialogContent>
  );
}
