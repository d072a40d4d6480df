import { Check, Loader2, Phone, Search, Sparkles, Handshake, Circle, XCircle } from 'lucide-react';
import type { TAgentEvent } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { STREAM_ERROR_TEXT, type AgentStream } from '../api/agent-stream';

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

export function CopilotDialog({
  open,
  onOpenChange,
  agent,
  productName,
  onViewLogs,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  agent: AgentStream;
  productName: string;
  onViewLogs: () => void;
}) {
  const finished = agent.status === 'finished';
  const failed = agent.status === 'failed';
  const current = finished ? PHASES.length : phaseIndex(agent.phase);
  const waiting = agent.status === 'connecting' || agent.status === 'loading';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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

        <DialogFooter>
          <Button variant="outline" onClick={onViewLogs}>
            View Logs
          </Button>
          <Button onClick={() => onOpenChange(false)}>{finished || failed ? 'Close' : 'Keep working in background'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
