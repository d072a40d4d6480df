import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface EmailSent {
  id: string;
  status: 'sent' | 'queued' | 'outbox';
  to: string;
  subject: string;
  message: string;
}

export const sendEmail = (outreachId: string) =>
  apiRequest<EmailSent>('/api/v1/outreach/email', { method: 'POST', body: { outreach_id: outreachId } });

export const useSendEmail = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: (_d, outreachId) => {
      void qc.invalidateQueries({ queryKey: ['outreach', 'emails', outreachId] });
      void qc.invalidateQueries({ queryKey: ['outreach', 'entry', outreachId] });
    },
  });
};
