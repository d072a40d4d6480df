import { useQuery } from '@tanstack/react-query';
import type { TOutreach } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const getOutreach = (id: string, signal?: AbortSignal) =>
  apiRequest<TOutreach>(`/api/v1/outreach/${encodeURIComponent(id)}`, { signal });

export const outreachKey = (id: string) => ['outreach', 'entry', id] as const;

export const useOutreach = (id: string) =>
  useQuery({ queryKey: outreachKey(id), queryFn: ({ signal }) => getOutreach(id, signal) });
