import { useQuery } from '@tanstack/react-query';
import type { TOutreach } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const getOutreachList = (signal?: AbortSignal) => apiRequest<TOutreach[]>('/api/v1/outreach/', { signal });

export const useOutreachList = () =>
  useQuery({ queryKey: ['outreach', 'list'], queryFn: ({ signal }) => getOutreachList(signal) });
