import type { TPortalOffer, TSubmission } from '@inflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = (token: string) => ['portal', token] as const;
const base = (token: string) => `/api/portal/${encodeURIComponent(token)}`;

export function usePortalOffer(token: string) {
  return useQuery({ queryKey: key(token), queryFn: () => apiRequest<TPortalOffer>(base(token)), retry: false });
}

/** A portal write; the offer is read again after it. */
export function usePortalAction<TBody>(token: string, method: 'POST' | 'PUT', path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<TPortalOffer | TSubmission>(`${base(token)}${path}`, { method, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(token) }),
  });
}

/** Declining closes the offer and revokes the link: the page shows the outcome instead of reading the offer again. */
export function usePortalDecline(token: string) {
  return useMutation({
    mutationFn: (body: { reason?: string }) => apiRequest<{ status: 'declined' }>(`${base(token)}/decline`, { method: 'POST', body }),
  });
}

/** The bytes of a file as base64, for the JSON body of a draft upload. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}
