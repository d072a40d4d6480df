import { Badge } from '@/components/ui/badge';
import { ENGAGEMENT_TIER, engagementTier, formatPercent, scoreTone } from '@/lib/format';

/** A 0-100 score coloured by the spec's thresholds (80 green, 60 blue, 40 yellow, else red). */
export function ScoreBadge({ score, label }: { score: number | string; label?: string }) {
  const n = typeof score === 'string' ? Number.parseFloat(score) : score;
  const text = Number.isFinite(n) ? `${Math.round(n * 10) / 10}%` : '—';
  return (
    <Badge tone={scoreTone(n)} aria-label={label ? `${label}: ${text}` : undefined} data-tone={scoreTone(n)}>
      {text}
    </Badge>
  );
}

/** Engagement rate (percent) with its tier: 5+ excellent, 3+ good, 1+ average, else low. */
export function EngagementBadge({ rate }: { rate: number | null | undefined }) {
  const tier = ENGAGEMENT_TIER[engagementTier(rate)];
  return (
    <Badge tone={tier.tone} title={`${tier.label} engagement`} data-tier={engagementTier(rate)}>
      {formatPercent(rate ?? null, 2)}
      <span className="sr-only"> ({tier.label} engagement)</span>
    </Badge>
  );
}
