import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The list shape is not in contracts yet; read it defensively. */
export interface EmailRecord {
  id: string;
  status: string;
  to?: string;
  to_address?: string;
  subject: string;
  body?: string;
  created_at?: string;
  sent_at?: string | null;
}

export const getEmails = (outreachId: string, signal?: AbortSignal) =>
  apiRequest<EmailRecord[] | { emails: EmailRecord[] }>(`/api/v1/outreach/${encodeURIComponent(outreachId)}/emails`, { signal }).then(
    (r) => (Array.isArray(r) ? r : (r?.emails ?? [])),
  );

export const useEmails = (outreachId: string) =>
  useQuery({ queryKey: ['outreach', 'emails', outreachId], queryFn: ({ signal }) => getEmails(outreachId, signal), retry: false });
