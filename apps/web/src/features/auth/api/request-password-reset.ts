import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Always 202, whether or not the email has an account: the answer tells nobody who signed up. */
export const requestPasswordReset = (email: string) =>
  apiRequest<void>('/api/v1/auth/request-password-reset', { method: 'POST', body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
