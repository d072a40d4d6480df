import { useQuery } from '@tanstack/react-query';
import type { TBrand } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** Accepts a brand id or a campaign id. Optional on screen: a failure only hides the brand's details. */
export const getBrand = (id: string, signal?: AbortSignal) =>
  apiRequest<TBrand>(`/api/v1/brands/${encodeURIComponent(id)}`, { signal });

export const useBrand = (id: string) =>
  useQuery({ queryKey: ['brand', id], queryFn: ({ signal }) => getBrand(id, signal), retry: false });
