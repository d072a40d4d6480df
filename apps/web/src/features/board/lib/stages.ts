import type { TOutreach, TOutreachStatus } from '@inflow/contracts';
import { OUTREACH_STATUS_LABELS } from '@/lib/constants';

/** The board's columns: the outreach state machine's stages, in the order a conversation usually goes. */
export const STAGES = Object.keys(OUTREACH_STATUS_LABELS) as TOutreachStatus[];

export const stageLabel = (s: TOutreachStatus) => OUTREACH_STATUS_LABELS[s];

export const isStage = (s: string | null | undefined): s is TOutreachStatus => !!s && (STAGES as string[]).includes(s);

/** Entries by stage, each column in the order the list gives them (latest change first). */
export function byStage(entries: readonly TOutreach[]): Record<TOutreachStatus, TOutreach[]> {
  const out = Object.fromEntries(STAGES.map((s) => [s, [] as TOutreach[]])) as Record<TOutreachStatus, TOutreach[]>;
  for (const e of entries) out[e.status]?.push(e);
  return out;
}
