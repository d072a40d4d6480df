import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const resetPassword = (body: { token: string; password: string }) =>
  apiRequest<void>('/api/v1/auth/reset-password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
