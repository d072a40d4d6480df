import { useQuery } from '@tanstack/react-query';
import type { TCreatorAudienceQuality } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** The audience-quality score with its verdict and the signals behind it. */
export const getAudienceQuality = (id: string, signal?: AbortSignal) =>
  apiRequest<TCreatorAudienceQuality>(`/api/v1/creators/${id}/audience-quality`, { signal });

export const useAudienceQuality = (id: string) =>
  useQuery({ queryKey: ['creator-quality', id], queryFn: ({ signal }) => getAudienceQuality(id, signal) });
