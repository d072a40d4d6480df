import { useQuery } from '@tanstack/react-query';
import type { TCallRecord } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';
import { isCallActive } from '../lib/calls';

/** Every call of an outreach entry, newest first. */
export const getCalls = (outreachId: string, signal?: AbortSignal) =>
  apiRequest<TCallRecord[]>(`/api/v1/outreach/${encodeURIComponent(outreachId)}/calls`, { signal });

export const callsKey = (outreachId: string) => ['outreach', 'calls', outreachId] as const;

export const useCalls = (outreachId: string, options: { expectCall?: boolean } = {}) =>
  useQuery({
    queryKey: callsKey(outreachId),
    queryFn: ({ signal }) => getCalls(outreachId, signal),
    // Poll while a call runs (or was just started and has not shown up yet).
    refetchInterval: (query) => (options.expectCall || query.state.data?.some(isCallActive) ? 1500 : false),
  });
