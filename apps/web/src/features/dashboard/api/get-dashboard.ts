import { useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const getDashboard = (signal?: AbortSignal) => apiRequest<TDashboard>('/api/v1/dashboard', { signal });

export const useDashboard = () =>
  useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => getDashboard(signal) });
