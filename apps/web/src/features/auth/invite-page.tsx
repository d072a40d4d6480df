import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { TUser } from '@inflow/contracts';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { ErrorState, LoadingState, Spinner } from '@/components/ui/states';
import { errorMessage, isNotFound } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { serverFormErrors } from '@/lib/form-errors';
import { withNext } from '@/lib/next-param';
import { forgetSession, isNoWorkspace, useMe } from '@/lib/session';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitation } from './api/get-invitation';
import { useSignOut } from './api/sign-out';
import { switchWorkspace } from './api/switch-workspace';
import { AuthCard, authLinkClass } from './components/auth-card';
import { AUTH_USER_KEY } from './lib/auth-user';

const STATUS_TEXT = {
  accepted: 'This invitation has already been accepted.',
  revoked: 'This invitation has been withdrawn. Ask the workspace owner for a new one.',
  expired: 'This invitation has expired. Ask the workspace owner for a new one.',
} as const;

export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const invitation = useInvitation(token);
  const me = useMe();
  const cachedUser = useQuery<TUser | null>({ queryKey: AUTH_USER_KEY, queryFn: () => null, enabled: false }).data;
  const accept = useAcceptInvitation();
  const signOut = useSignOut();
  const here = `/invite/${encodeURIComponent(token)}`;

  if (invitation.isPending || me.isPending) {
    return (
      <AuthCard title="Invitation">
        <LoadingState text="Loading the invitation…" className="py-8" />
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard title="Invitation">
        {isNotFound(invitation.error) ? (
          <p role="alert" className="text-sm">
            This invitation link is not valid. Check that you opened the whole link from the email.
          </p>
        ) : (
          <ErrorState title="Could not load the invitation" message={errorMessage(invitation.error, '')} onRetry={() => void invitation.refetch()} />
        )}
      </AuthCard>
    );
  }

  const inv = invitation.data;
  // Signed in with a workspace (/me answers), or signed in with none yet (403 no_workspace).
  const signedIn = me.isSuccess || isNoWorkspace(me.error);
  const signedInEmail = me.data?.user?.email ?? cachedUser?.email ?? null;
  const otherAccount = signedIn && signedInEmail !== null && signedInEmail.toLowerCase() !== inv.email.toLowerCase();

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: async (r) => {
        // Open the workspace just joined; whatever was cached belonged to the previous one.
        await switchWorkspace(r.workspace.id).catch(() => undefined);
        forgetSession(client);
        toast.success(`You joined ${r.workspace.name}`, { description: `Your role: ${r.role}` });
        void navigate('/dashboard', { replace: true });
      },
    });

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        forgetSession(client);
        void me.refetch();
      },
    });

  return (
    <AuthCard title={`Join ${inv.workspace_name}`} description="You have been invited to a workspace.">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-muted/60 p-4 text-sm">
        <dt className="text-muted-foreground">Workspace</dt>
        <dd className="font-medium break-words">{inv.workspace_name}</dd>
        <dt className="text-muted-foreground">Role</dt>
        <dd>
          <Badge tone="primary">{inv.role}</Badge>
        </dd>
        <dt className="text-muted-foreground">For</dt>
        <dd className="font-medium break-words">{inv.email}</dd>
        {inv.status === 'pending' && (
          <>
            <dt className="text-muted-foreground">Expires</dt>
            <dd>{formatDate(inv.expires_at)}</dd>
          </>
        )}
      </dl>
      <div className="mt-5 flex flex-col gap-3">
        {inv.status !== 'pending' ? (
          <p role="alert" className="text-sm">
            {STATUS_TEXT[inv.status]}
          </p>
        ) : otherAccount ? (
          <>
            <p className="text-sm">
              You are signed in as <strong className="font-medium break-words">{signedInEmail}</strong>, but this invitation is for{' '}
              <strong className="font-medium break-words">{inv.email}</strong>. Sign out, then sign in or sign up with that email.
            </p>
            <Button variant="outline" onClick={onSignOut} disabled={signOut.isPending}>
              {signOut.isPending && <Spinner />}
              Sign out
            </Button>
          </>
        ) : signedIn ? (
          <>
            <FormError>{accept.isError ? serverFormErrors(accept.error, {}).form : null}</FormError>
            <Button onClick={onAccept} disabled={accept.isPending || accept.isSuccess}>
              {(accept.isPending || accept.isSuccess) && <Spinner />}
              {accept.isPending || accept.isSuccess ? 'Joining…' : 'Accept invitation'}
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm">
              Sign in or create an account with <strong className="font-medium break-words">{inv.email}</strong> to join.
            </p>
            <Link to={withNext('/sign-in', here)} className={buttonVariants()}>
              Sign in to accept
            </Link>
            <Link to={`${withNext('/sign-up', here)}&email=${encodeURIComponent(inv.email)}`} className={buttonVariants({ variant: 'outline' })}>
              Create an account
            </Link>
          </>
        )}
      </div>
      {signedIn && !otherAccount && inv.status !== 'pending' && (
        <p className="mt-4 text-sm">
          <Link to="/dashboard" className={authLinkClass}>
            Go to the dashboard
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
