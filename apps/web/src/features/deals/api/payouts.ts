import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPayoutAccount, TPayoutProviderInfo } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';
import { dealKey } from './deal';

const enc = encodeURIComponent;

/** The payout provider the server is configured with (members and up; it never changes while the server runs). */
export const usePayoutProvider = (enabled: boolean) =>
  useQuery({
    queryKey: ['payout-provider'],
    queryFn: ({ signal }) => apiRequest<TPayoutProviderInfo>('/api/v1/payouts/provider', { signal }),
    enabled,
    staleTime: Infinity,
  });

/** The creator's Stripe connected account set for a deal, if any. */
export const usePayoutAccount = (dealId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...dealKey(dealId), 'payout-account'],
    queryFn: ({ signal }) => apiRequest<{ account: TPayoutAccount | null }>(`/api/v1/deals/${enc(dealId)}/payout-account`, { signal }),
    enabled,
  });

export const useSetPayoutAccount = (dealId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiRequest<TPayoutAccount>(`/api/v1/deals/${enc(dealId)}/payout-account`, { method: 'PUT', body: { provider: 'stripe', account_id: accountId } }),
    onSettled: () => void qc.invalidateQueries({ queryKey: dealKey(dealId) }),
  });
};
