import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const verifyEmail = (token: string) => apiRequest<void>('/api/v1/auth/verify-email', { method: 'POST', body: { token } });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
