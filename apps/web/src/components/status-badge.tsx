import { Badge, type BadgeTone } from '@/components/ui/badge';
import { capitalize, humanize } from '@/lib/format';

const CAMPAIGN_TONES: Record<string, BadgeTone> = {
  active: 'green',
  planning: 'blue',
  paused: 'yellow',
  completed: 'purple',
  draft: 'neutral',
};

export function CampaignStatusBadge({ status }: { status: string }) {
  return <Badge tone={CAMPAIGN_TONES[status] ?? 'neutral'}>{capitalize(status)}</Badge>;
}

const OUTREACH_TONES: Record<string, BadgeTone> = {
  pending: 'neutral',
  contacted: 'blue',
  calling: 'primary',
  in_discussion: 'blue',
  negotiating: 'yellow',
  agreed: 'green',
  declined: 'red',
  no_answer: 'neutral',
  failed: 'red',
};

/** Outreach statuses are shown as their own words (underscores as spaces). */
export function OutreachStatusBadge({ status }: { status: string }) {
  return <Badge tone={OUTREACH_TONES[status] ?? 'neutral'}>{humanize(status)}</Badge>;
}
