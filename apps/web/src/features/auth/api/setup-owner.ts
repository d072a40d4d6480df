import { useMutation } from '@tanstack/react-query';
import type { TSignUp, TUser } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** First start: creates the owner of the demo workspace and signs them in (409 once an owner exists). */
export const setupOwner = (body: TSignUp) => apiRequest<{ user: TUser }>('/api/v1/setup', { method: 'POST', body });

export const useSetupOwner = () => useMutation({ mutationFn: setupOwner });
