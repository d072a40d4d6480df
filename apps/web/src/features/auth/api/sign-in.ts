import { useMutation } from '@tanstack/react-query';
import type { TSignIn, TUser } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const signIn = (body: TSignIn) => apiRequest<{ user: TUser }>('/api/v1/auth/sign-in', { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn });
