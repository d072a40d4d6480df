import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TMember, TOutreach, TOutreachStatus } from '@inflow/contracts';
import { apiRequest, isApiError } from '@/lib/api-client';

export interface BoardFilters {
  campaign?: string;
  /** `me`, `none` or a user id. */
  owner?: string;
}

export const boardKey = (f: BoardFilters): QueryKey => ['outreach', 'board', f.campaign ?? '', f.owner ?? ''];

export const useBoardEntries = (f: BoardFilters) =>
  useQuery({
    queryKey: boardKey(f),
    queryFn: ({ signal }) => apiRequest<TOutreach[]>('/api/v1/outreach/', { query: { campaign_id: f.campaign, owner: f.owner }, signal }),
  });


export const useMembers = (workspaceId: string | undefined) =>
  useQuery({
    queryKey: ['members', workspaceId],
    queryFn: ({ signal }) => apiRequest<TMember[]>(`/api/v1/workspaces/${encodeURIComponent(workspaceId!)}/members`, { signal }),
    enabled: Boolean(workspaceId),
    staleTime: 60_000,
  });

/** The server's own words when it refuses (e.g. "Can't move from Contacted to Agreed: ..."). */
export const refusalText = (e: unknown) => (isApiError(e) && e.serverMessage ? e.serverMessage : e instanceof Error ? e.message : 'The change was not saved');

function patchEntry(qc: ReturnType<typeof useQueryClient>, key: QueryKey, id: string, change: Partial<TOutreach>) {
  qc.setQueryData<TOutreach[]>(key, (list) => list?.map((e) => (e.id === id ? { ...e, ...change } : e)));
}

/**
 * A drop on another column: the same PATCH as any other status change (the server applies the state machine's rules
 * and audits the move). The card moves at once; when the server refuses, it goes back to the column it came from.
 */
export function useMoveEntry(key: QueryKey) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, to }: { entry: TOutreach; to: TOutreachStatus }) =>
      apiRequest<TOutreach>(`/api/v1/outreach/${encodeURIComponent(entry.id)}`, { method: 'PATCH', body: { status: to, expected_status: entry.status } }),
    onMutate: async ({ entry, to }) => {
      await qc.cancelQueries({ queryKey: key });
      patchEntry(qc, key, entry.id, { status: to });
    },
    onError: (_e, { entry }) => patchEntry(qc, key, entry.id, { status: entry.status }),
    onSuccess: (saved) => {
      patchEntry(qc, key, saved.id, saved);
      void qc.invalidateQueries({ queryKey: ['outreach'] });
      void qc.invalidateQueries({ queryKey: ['timeline', saved.id] });
    },
  });
}

/** A new owner for an entry (a member's user id, or null for nobody). */
export function useSetOwner(key: QueryKey) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, owner }: { entry: TOutreach; owner: string | null }) =>
      apiRequest<TOutreach>(`/api/v1/outreach/${encodeURIComponent(entry.id)}`, { method: 'PATCH', body: { owner_user_id: owner } }),
    onSuccess: (saved) => {
      patchEntry(qc, key, saved.id, saved);
      void qc.invalidateQueries({ queryKey: ['outreach'] });
    },
  });
}
