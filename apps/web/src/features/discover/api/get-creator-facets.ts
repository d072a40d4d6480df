import { useQuery } from '@tanstack/react-query';
import type { TCreatorFacets } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** Every country and language present in the directory, with counts. */
export const getCreatorFacets = (signal?: AbortSignal) => apiRequest<TCreatorFacets>('/api/v1/creators/facets', { signal });

export const useCreatorFacets = () =>
  useQuery({ queryKey: ['creators', 'facets'], queryFn: ({ signal }) => getCreatorFacets(signal), staleTime: 5 * 60_000 });
