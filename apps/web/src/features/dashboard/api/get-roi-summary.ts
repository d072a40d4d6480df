import { useQuery } from '@tanstack/react-query';
import type { TRoiSummary } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const getRoiSummary = (signal?: AbortSignal) => apiRequest<TRoiSummary>('/api/v1/reports/roi', { signal });

export const useRoiSummary = () => useQuery({ queryKey: ['roi-summary'], queryFn: ({ signal }) => getRoiSummary(signal), staleTime: 30_000 });
