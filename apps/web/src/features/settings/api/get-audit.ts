import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAuditEntry } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const AUDIT_PAGE_SIZE = 50;

export const getAudit = (query: { limit: number; before?: number; action?: string }, signal?: AbortSignal) =>
  apiRequest<TAuditEntry[]>('/api/v1/audit', { query, signal });

/** Newest first; each further page starts before the oldest entry shown. */
export const useAudit = (workspaceId: string, action: string, enabled = true) =>
  useInfiniteQuery({
    queryKey: ['workspace', workspaceId, 'audit', action],
    queryFn: ({ pageParam, signal }) => getAudit({ limit: AUDIT_PAGE_SIZE, before: pageParam, action: action || undefined }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < AUDIT_PAGE_SIZE ? undefined : last.at(-1)?.id),
    enabled,
  });
