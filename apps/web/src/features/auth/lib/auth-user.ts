import type { QueryClient } from '@tanstack/react-query';
import type { TUser } from '@inflow/contracts';
import { forgetSession } from '@/lib/session';

/**
 * The user the last sign-in, sign-up or setup answered with. /me cannot tell who is signed in while that user has no
 * workspace yet (it answers 403 no_workspace), and the invitation page needs the email then.
 */
export const AUTH_USER_KEY = ['auth-user'] as const;

export function startSession(client: QueryClient, user: TUser) {
  forgetSession(client);
  client.setQueryData(AUTH_USER_KEY, user);
}
