import { useQuery } from '@tanstack/react-query';
import type { TDeal } from '@inflow/contracts';
import { apiRequest } from './api-client';

/**
 * Reading deals, apart from deciding on them (./deals): the app shell's sidebar counts proposed deals on every page,
 * and this keeps the mutation code out of the first render of /dashboard.
 */
export type DealStatus = TDeal['status'];
export interface DealFilter {
  campaign_id?: string;
  status?: DealStatus;
}

export const DEALS_KEY = ['deals'] as const;
export const dealsKey = (f: DealFilter) => ['deals', 'list', f.campaign_id ?? 'all', f.status ?? 'all'] as const;

export const getDeals = (f: DealFilter, signal?: AbortSignal) => apiRequest<TDeal[]>('/api/v1/deals', { query: { ...f }, signal });

export const useDeals = (f: DealFilter, opts: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: dealsKey(f), queryFn: ({ signal }) => getDeals(f, signal), enabled: opts.enabled ?? true, staleTime: 10_000 });

/** How many deals wait for approval in the workspace (the sidebar's badge). */
export const useProposedDealCount = () =>
  useQuery({
    queryKey: dealsKey({ status: 'proposed' }),
    queryFn: ({ signal }) => getDeals({ status: 'proposed' }, signal),
    select: (deals) => deals.length,
    staleTime: 30_000,
  });
