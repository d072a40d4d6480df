import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const signOut = () => apiRequest<void>('/api/v1/auth/sign-out', { method: 'POST' });

export const useSignOut = () => useMutation({ mutationFn: signOut });
