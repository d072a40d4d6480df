import { QueryClient } from '@tanstack/react-query';
import { GC_TIME_MS, retryDelay, shouldRetry } from '@/lib/query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: GC_TIME_MS,
        staleTime: 15_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
