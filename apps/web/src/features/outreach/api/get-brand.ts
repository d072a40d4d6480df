import { useQuery } from '@tanstack/react-query';
import type { TBrand } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** Accepts a brand id or a campaign id. Optional on screen: a failure only hides the brand's details. */
export const getBrand = (id: string, signal?: AbortSignal) =>
  apiRequest<TBrand>(`/api/v1/brands/${encodeURIComponent(id)}`, { signal });

/** Only asked for when the campaign has a brand profile: no request that is sure to 404. */
export const useBrand = (id: string | null | undefined) =>
  useQuery({ queryKey: ['brand', id], queryFn: ({ signal }) => getBrand(id!, signal), retry: false, enabled: Boolean(id) });
