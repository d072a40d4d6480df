import { Badge, type BadgeTone } from '@/components/ui/badge';
import { capitalize, outreachStatusLabel } from '@/lib/format';

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
  new: 'neutral',
  contacted: 'blue',
  negotiating: 'yellow',
  deal_proposed: 'purple',
  agreed: 'green',
  declined: 'red',
  no_answer: 'neutral',
  do_not_contact: 'red',
};

/** Outreach states by their one label (New, Deal proposed, Do not contact, ...). */
export function OutreachStatusBadge({ status }: { status: string }) {
  return <Badge tone={OUTREACH_TONES[status] ?? 'neutral'}>{outreachStatusLabel(status)}</Badge>;
}

const DEAL_TONES: Record<string, BadgeTone> = { proposed: 'purple', agreed: 'green', rejected: 'red', cancelled: 'neutral' };
const DEAL_LABELS: Record<string, string> = { proposed: 'Waiting for approval', agreed: 'Agreed', rejected: 'Rejected', cancelled: 'Cancelled' };

export function DealStatusBadge({ status }: { status: string }) {
  return <Badge tone={DEAL_TONES[status] ?? 'neutral'}>{DEAL_LABELS[status] ?? capitalize(status)}</Badge>;
}
