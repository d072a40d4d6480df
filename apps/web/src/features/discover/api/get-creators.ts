import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCreatorList } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';
import { toCreatorQuery, type DiscoverFilters } from '../lib/filters';

export const getCreators = (f: DiscoverFilters, signal?: AbortSignal) =>
  apiRequest<TCreatorList>('/api/v1/creators/', { query: toCreatorQuery(f), signal });

export const useCreators = (f: DiscoverFilters) =>
  useQuery({
    queryKey: ['creators', toCreatorQuery(f)],
    queryFn: ({ signal }) => getCreators(f, signal),
    placeholderData: keepPreviousData,
  });
