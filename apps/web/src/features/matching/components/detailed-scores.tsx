import type { TMatch } from '@inflow/contracts';
import { scoreTone } from '@/lib/format';
import { cn } from '@/lib/utils';

const BAR: Record<string, string> = {
  green: 'bg-green-500',
  blue: 'bg-blue-500',
  yellow: 'bg-yellow-500',
  red: 'bg-red-500',
};

const ROWS = [
  ['niche_match', 'Niche'],
  ['audience_match', 'Audience'],
  ['engagement_score', 'Engagement'],
  ['budget_fit', 'Budget fit'],
] as const;

export function DetailedScores({ match }: { match: TMatch }) {
  return (
    <dl className="grid min-w-40 grid-cols-[auto_1fr_auto] items-center gap-x-2 gap-y-0.5 text-xs">
      {ROWS.map(([key, label]) => {
        const value = match.detailed_score_values?.[key] ?? Number.parseFloat(match.detailed_scores[key]);
        const v = Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : 0;
        return (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div className={cn('h-full rounded-full', BAR[scoreTone(v)])} style={{ width: `${v}%` }} />
            </dd>
            <dd className="tabular-nums text-right font-medium">{Math.round(v)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
