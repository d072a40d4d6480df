import type { TCallRecord } from '@inflow/contracts';
import { cn } from '@/lib/utils';

export function TranscriptTab({ call }: { call: TCallRecord | null }) {
  const lines = (call?.transcript ?? []).filter((t) => t.message && t.message.trim());
  if (lines.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">No transcript available</p>;
  }
  return (
    <ol className="flex max-h-[600px] flex-col gap-3 overflow-y-auto rounded-xl border bg-muted/20 p-4" aria-label="Call transcript" tabIndex={0}>
      {lines.map((t, i) => {
        const agent = t.role === 'agent';
        return (
          <li key={i} className={cn('flex flex-col gap-1', agent ? 'items-start' : 'items-end')}>
            <span className="text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{agent ? 'Agent' : 'Creator'}</span> · {Math.round(t.time_in_call_secs)}s
            </span>
            <p
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm',
                agent ? 'rounded-tl-sm bg-white ring-1 ring-border' : 'rounded-tr-sm bg-indigo-600 text-white',
              )}
            >
              {t.message}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
