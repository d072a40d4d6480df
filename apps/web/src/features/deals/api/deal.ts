import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TContract, TDealDetail, TDeliverableStatus, TMetricsSnapshot, TMilestone, TPortalLinkState, TSubmission } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** One deal's brand-side screen: its terms, contract, portal link, content, metrics and payouts. */
const enc = encodeURIComponent;
export const dealKey = (id: string) => ['deal', id] as const;

export interface ContractDetail extends TContract {
  events: { action: string; actor: string; ip: string | null; user_agent: string | null; sha256: string | null; at: string }[];
}
export interface PortalLink {
  url: string;
  expires_at: string;
  emailed_to: string | null;
}

export const useDeal = (id: string) => useQuery({ queryKey: [...dealKey(id), 'detail'], queryFn: ({ signal }) => apiRequest<TDealDetail>(`/api/v1/deals/${enc(id)}`, { signal }) });
export const useDealContent = (id: string) =>
  useQuery({ queryKey: [...dealKey(id), 'content'], queryFn: ({ signal }) => apiRequest<TDeliverableStatus[]>(`/api/v1/deals/${enc(id)}/content`, { signal }) });
export const useDealMetrics = (id: string) =>
  useQuery({ queryKey: [...dealKey(id), 'metrics'], queryFn: ({ signal }) => apiRequest<TMetricsSnapshot[]>(`/api/v1/deals/${enc(id)}/metrics`, { signal }) });
export const useContractVersions = (id: string) =>
  useQuery({ queryKey: [...dealKey(id), 'contracts'], queryFn: ({ signal }) => apiRequest<TContract[]>(`/api/v1/deals/${enc(id)}/contracts`, { signal }) });
export const usePortalLinks = (id: string) =>
  useQuery({ queryKey: [...dealKey(id), 'portal-links'], queryFn: ({ signal }) => apiRequest<TPortalLinkState[]>(`/api/v1/deals/${enc(id)}/portal-links`, { signal }) });
export const useContractDetail = (dealId: string, contractId: string | undefined) =>
  useQuery({
    queryKey: [...dealKey(dealId), 'contract', contractId],
    queryFn: ({ signal }) => apiRequest<ContractDetail>(`/api/v1/contracts/${enc(contractId!)}`, { signal }),
    enabled: !!contractId,
  });

/** A write on the deal: everything shown for the deal is read again after it (and the lists that count money). */
function useDealMutation<TVars, TResult>(dealId: string, fn: (v: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: dealKey(dealId) });
      void qc.invalidateQueries({ queryKey: ['campaign-report'] });
      void qc.invalidateQueries({ queryKey: ['roi-summary'] });
    },
  });
}

export const useGenerateContract = (dealId: string) =>
  useDealMutation(dealId, () => apiRequest<TContract>(`/api/v1/deals/${enc(dealId)}/contract`, { method: 'POST' }));
export const useCountersign = (dealId: string) =>
  useDealMutation(dealId, (v: { contractId: string; full_name: string; consent: boolean }) =>
    apiRequest<TContract>(`/api/v1/contracts/${enc(v.contractId)}/countersign`, { method: 'POST', body: { full_name: v.full_name, consent: v.consent } }),
  );
export const useSendPortalLink = (dealId: string) =>
  useDealMutation(dealId, () => apiRequest<PortalLink>(`/api/v1/deals/${enc(dealId)}/portal-link`, { method: 'POST', body: {} }));
export const useRevokePortalLink = (dealId: string) =>
  useDealMutation(dealId, () => apiRequest<void>(`/api/v1/deals/${enc(dealId)}/portal-link`, { method: 'DELETE' }));
export const useApproveDraft = (dealId: string) =>
  useDealMutation(dealId, (submissionId: string) => apiRequest<TSubmission>(`/api/v1/submissions/${enc(submissionId)}/approve`, { method: 'POST' }));
export const useRequestChanges = (dealId: string) =>
  useDealMutation(dealId, (v: { submissionId: string; comment: string }) =>
    apiRequest<TSubmission>(`/api/v1/submissions/${enc(v.submissionId)}/request-changes`, { method: 'POST', body: { comment: v.comment } }),
  );
export const useComment = (dealId: string) =>
  useDealMutation(dealId, (v: { submissionId: string; body: string }) =>
    apiRequest<TSubmission>(`/api/v1/submissions/${enc(v.submissionId)}/comments`, { method: 'POST', body: { body: v.body } }),
  );
export type MetricsInput = Partial<Record<'views' | 'reach' | 'likes' | 'comments' | 'shares' | 'saves', number>> & { captured_at?: string };
export const useAddMetrics = (dealId: string) =>
  useDealMutation(dealId, (v: { submissionId: string; input: MetricsInput }) =>
    apiRequest<TMetricsSnapshot>(`/api/v1/submissions/${enc(v.submissionId)}/metrics`, { method: 'POST', body: v.input }),
  );
export const useReleaseMilestone = (dealId: string) =>
  useDealMutation(dealId, (v: { milestoneId: string; reference?: string; paid_at?: string }) =>
    apiRequest<TMilestone>(`/api/v1/milestones/${enc(v.milestoneId)}/release`, { method: 'POST', body: { reference: v.reference, paid_at: v.paid_at } }),
  );
