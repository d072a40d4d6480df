import type { TCallRecord, TConversation, TOutreach } from '@inflow/contracts';

const TERMINAL = new Set(['done', 'completed', 'failed', 'no_answer', 'busy', 'canceled', 'cancelled', 'declined', 'ended', 'error']);

/** A call still happening (or being analysed): the screen keeps polling it. */
export function isCallActive(call: Pick<TCallRecord, 'status' | 'ended_at'> | null | undefined): boolean {
  if (!call) return false;
  return !TERMINAL.has(call.status.toLowerCase()) && call.ended_at === null;
}

/** A call still running on an outreach entry, read from its latest phone conversation (the entry has no 'calling' state). */
export function isOnCall(o: Pick<TOutreach, 'conversations'>): boolean {
  const c = (o.conversations ?? []).filter((x) => x.channel === 'phone');
  const latest = latestConversation(c);
  return latest !== null && !TERMINAL.has(latest.status.toLowerCase());
}

/** The latest conversation of an outreach entry, by timestamp. */
export function latestConversation(list: readonly TConversation[] | null | undefined): TConversation | null {
  if (!list || list.length === 0) return null;
  return [...list].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))[0] ?? null;
}

export function hasAnalysis(call: TCallRecord | null | undefined): boolean {
  if (!call) return false;
  return Object.keys(call.evaluation_results ?? {}).length > 0 || call.extracted_data !== null;
}
