import type { TAgentRun } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const getAgentRuns = (campaignId: string, signal?: AbortSignal) =>
  apiRequest<TAgentRun[]>('/api/campaign-trigger/runs', { base: 'agent', query: { campaign_id: campaignId }, signal });

export const getAgentRun = (runId: string, signal?: AbortSignal) =>
  apiRequest<TAgentRun>(`/api/campaign-trigger/runs/${encodeURIComponent(runId)}`, { base: 'agent', signal });

/** The newest run of a campaign, or null. */
export async function getLatestAgentRun(campaignId: string, signal?: AbortSignal): Promise<TAgentRun | null> {
  const runs = await getAgentRuns(campaignId, signal);
  if (!Array.isArray(runs) || runs.length === 0) return null;
  return [...runs].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0] ?? null;
}
