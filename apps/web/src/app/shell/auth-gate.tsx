import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/states';
import { errorMessage, isApiError } from '@/lib/api-client';
import { withNext } from '@/lib/next-param';
import { CurrentMeContext, fetchSetupStatus, isNoWorkspace, isUnauthorized, SETUP_QUERY_KEY, useMe } from '@/lib/session';
import { BootFallback } from '../boot-fallback';

// Only a signed-in person with no workspace sees it: not part of every screen's first render.
const CreateWorkspaceScreen = lazy(() =>
  import('@/features/auth/components/create-workspace-screen').then((m) => ({ default: m.CreateWorkspaceScreen })),
);

/** Where a signed-out visitor goes: the sign-in page, or the owner's setup on a server nobody owns yet. */
function SignedOutRedirect() {
  const location = useLocation();
  const next = `${location.pathname}${location.search}${location.hash}`;
  const setup = useQuery({ queryKey: SETUP_QUERY_KEY, queryFn: ({ signal }) => fetchSetupStatus(signal), staleTime: 0 });
  if (setup.isPending) return <BootFallback />;
  return <Navigate to={withNext(setup.data?.needs_owner ? '/setup' : '/sign-in', next)} replace />;
}

/**
 * Every screen of the app needs a signed-in user in a workspace. Loads /me first (the boot spinner meanwhile);
 * signed out goes to sign-in, signed in with no workspace gets the create-workspace screen. Any later 401 from a
 * screen's query or action (the session ended) also goes back to sign-in.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const me = useMe();
  const client = useQueryClient();
  const [sessionEnded, setSessionEnded] = useState(false);

  useEffect(() => {
    const ended = (e: unknown) => {
      if (isUnauthorized(e)) setSessionEnded(true);
    };
    const unsubQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') ended(event.action.error);
    });
    const unsubMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') ended(event.action.error);
    });
    return () => {
      unsubQueries();
      unsubMutations();
    };
  }, [client]);

  if (sessionEnded || (me.isError && isUnauthorized(me.error))) return <SignedOutRedirect />;
  if (me.isPending) return <BootFallback />;
  if (me.isError && !me.data) {
    if (isNoWorkspace(me.error))
      return (
        <Suspense fallback={<BootFallback />}>
          <CreateWorkspaceScreen />
        </Suspense>
      );
    return (
      <div className="mx-auto max-w-xl p-6 pt-24">
        <ErrorState
          title={isApiError(me.error) && me.error.status === 0 ? 'Could not reach the server' : 'Could not load your account'}
          message={errorMessage(me.error, '')}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      </div>
    );
  }
  return <CurrentMeContext.Provider value={me.data}>{children}</CurrentMeContext.Provider>;
}
