import { useQuery } from '@tanstack/react-query';
import type { TCallRecord } from '@inflow/contracts';
import { apiRequest, isNotFound } from '@/lib/api-client';

/** The call record of a provider conversation id; null when there is no analysis (404). */
export async function getCallAnalysis(conversationId: string, signal?: AbortSignal): Promise<TCallRecord | null> {
  try {
    return await apiRequest<TCallRecord>(`/api/v1/outreach/call/${encodeURIComponent(conversationId)}/analysis`, { signal });
  } catch (e) {
    if (isNotFound(e)) return null;
    throw e;
  }
}

export const useCallAnalysis = (conversationId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['call-analysis', conversationId],
    queryFn: ({ signal }) => getCallAnalysis(conversationId!, signal),
    enabled: enabled && Boolean(conversationId),
  });
