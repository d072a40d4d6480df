import { createContext, useContext } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TMe, TSetupStatus } from '@inflow/contracts';
import { apiRequest, isApiError } from './api-client';

/**
 * Who is signed in and in which workspace: read once by the app shell's gate, then by any screen that needs the role.
 * Shared code because the shell, the header menus and the settings screens all read it.
 */
export const ME_QUERY_KEY = ['me'] as const;
export const SETUP_QUERY_KEY = ['setup'] as const;

export const fetchMe = (signal?: AbortSignal) => apiRequest<TMe>('/api/v1/me', { signal });
export const fetchSetupStatus = (signal?: AbortSignal) => apiRequest<TSetupStatus>('/api/v1/setup', { signal });

export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => fetchMe(signal), staleTime: 60_000 });
}

/**
 * The /me the app shell's gate rendered with. A context rather than the query itself: when the cache is cleared
 * (sign-out, a workspace change) the screens still on the way out keep the value they were drawn with.
 */
export const CurrentMeContext = createContext<TMe | null>(null);

export function useCurrentMe(): TMe {
  const me = useContext(CurrentMeContext);
  if (!me) throw new Error('useCurrentMe must be used inside the signed-in app shell.');
  return me;
}

export function useSetupStatus() {
  return useQuery({ queryKey: SETUP_QUERY_KEY, queryFn: ({ signal }) => fetchSetupStatus(signal), staleTime: 0 });
}

export const isUnauthorized = (e: unknown) => isApiError(e) && e.status === 401;
/** Signed in, but a member of no workspace yet. */
export const isNoWorkspace = (e: unknown) => isApiError(e) && e.status === 403 && e.code === 'no_workspace';

export const canManageWorkspace = (role: TMe['role']) => role === 'owner' || role === 'admin';

/**
 * A new identity or workspace: forget everything cached for the old one so no screen shows its data, then let /me
 * load again.
 */
export function forgetSession(client: QueryClient) {
  client.clear();
}

const notMe = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== ME_QUERY_KEY[0];

/**
 * The active workspace changed (the server's cookie already names the new one): nothing cached for the old one may
 * show. Unused queries are dropped, `go` (if any) moves to a screen of the new workspace, then every query still
 * on screen starts again from empty. A screen that only exists in the old workspace should be left before the
 * switch, so none of its queries asks the server again.
 */
export async function changeWorkspace(client: QueryClient, me: TMe, go?: () => unknown) {
  client.setQueryData(ME_QUERY_KEY, me);
  client.removeQueries({ predicate: (q) => notMe(q) && q.getObserversCount() === 0 });
  await go?.();
  await client.resetQueries({ predicate: notMe });
}
