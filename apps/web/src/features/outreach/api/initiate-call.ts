import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CallInitiated {
  conversation_id: string;
  call_id: string;
  status: string;
  message: string;
}

/** No phone number: the server calls the creator's own number. */
export const initiateCall = (outreachId: string) =>
  apiRequest<CallInitiated>('/api/v1/outreach/call/initiate', { method: 'POST', body: { outreach_id: outreachId } });

export const useInitiateCall = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: initiateCall,
    onSettled: (_d, _e, outreachId) => {
      void qc.invalidateQueries({ queryKey: ['outreach'] });
      void qc.invalidateQueries({ queryKey: ['outreach', 'calls', outreachId] });
    },
  });
};
