import { useQuery } from '@tanstack/react-query';
import type { TCreator } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const getCreator = (id: string, signal?: AbortSignal) => apiRequest<TCreator>(`/api/v1/creators/${id}`, { signal });

export const useCreator = (id: string) => useQuery({ queryKey: ['creator', id], queryFn: ({ signal }) => getCreator(id, signal) });
