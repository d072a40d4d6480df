import { useMutation } from '@tanstack/react-query';
import type { TSignUp, TUser } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const signUp = (body: TSignUp) => apiRequest<{ user: TUser }>('/api/v1/auth/sign-up', { method: 'POST', body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
