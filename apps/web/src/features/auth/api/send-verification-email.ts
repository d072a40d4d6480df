import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sendVerificationEmail = () => apiRequest<void>('/api/v1/auth/send-verification-email', { method: 'POST' });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
