import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TDeal, TMe } from '@inflow/contracts';
import { apiRequest } from './api-client';
import { DEALS_KEY } from './deal-queries';

/**
 * Deals: proposed by a call, agreed only when a person approves them. Shared code because three features show them
 * (the Deals to approve list, the campaign page and the conversation page) and features do not import each other.
 */
export { DEALS_KEY, dealsKey, getDeals, useDeals, useProposedDealCount, type DealFilter, type DealStatus } from './deal-queries';

/** An approval or a rejection moves money, outreach states and possibly the campaign's status: refresh all of them. */
export function refreshAfterDecision(qc: QueryClient) {
  for (const key of [DEALS_KEY, ['campaign'], ['campaigns'], ['outreach'], ['dashboard']]) void qc.invalidateQueries({ queryKey: key });
}

export function useApproveDeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TDeal>(`/api/v1/deals/${encodeURIComponent(id)}/approve`, { method: 'POST' }),
    onSettled: () => refreshAfterDecision(qc),
  });
}

export function useRejectDeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      apiRequest<TDeal>(`/api/v1/deals/${encodeURIComponent(id)}/reject`, { method: 'POST', body: reason ? { reason } : {} }),
    onSettled: () => refreshAfterDecision(qc),
  });
}

/**
 * Whether this person may decide on a deal of this price: 'viewer' (reads only), 'over_limit' (above their approval
 * limit) or 'yes'. The server decides in the end; this keeps the buttons honest.
 */
export function approvalRight(me: Pick<TMe, 'role' | 'approval_limit'>, price: number): 'yes' | 'viewer' | 'over_limit' {
  if (me.role === 'viewer') return 'viewer';
  if (me.approval_limit !== null && price > me.approval_limit) return 'over_limit';
  return 'yes';
}

/** The call's evidence, read defensively: it is a free-form record on the wire. */
export function dealEvidence(d: Pick<TDeal, 'evidence'>) {
  const e = d.evidence ?? {};
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    summary: str(e.summary),
    creatorAsk: num(e.creator_ask),
    ceiling: num(e.ceiling),
    deliverablesText: str(e.deliverables),
    rejectionReason: str(e.rejection_reason),
  };
}
