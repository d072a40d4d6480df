import type { TPortalOffer, TSubmission } from '@inflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = (token: string) => ['portal', token] as const;
const base = (token: string) => `/api/portal/${encodeURIComponent(token)}`;

export function usePortalOffer(token: string) {
  return useQuery({ queryKey: key(token), queryFn: () => apiRequest<TPortalOffer>(base(token)), retry: false });
}

/** A portal write; the offer is read again after it. */
export function usePortalAction<TBody>(token: string, method: 'POST' | 'PUT', path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<TPortalOffer | TSubmission>(`${base(token)}${path}`, { method, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(token) }),
  });
}
