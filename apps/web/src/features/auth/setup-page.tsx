import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { safeNext, withNext } from '@/lib/next-param';
import { useSetupStatus } from '@/lib/session';
import { useSetupOwner } from './api/setup-owner';
import { AccountForm } from './components/account-form';
import { AuthCard, authLinkClass } from './components/auth-card';
import { startSession } from './lib/auth-user';

/** First start: nobody owns the workspace yet, and the first visitor creates the owner's account. */
export function SetupPage() {
  const [params] = useSearchParams();
  const rawNext = params.get('next');
  const navigate = useNavigate();
  const client = useQueryClient();
  const status = useSetupStatus();
  const setup = useSetupOwner();

  if (status.isPending) {
    return (
      <AuthCard title="Create your account">
        <LoadingState text="Loading…" className="py-8" />
      </AuthCard>
    );
  }
  if (status.isError) {
    return (
      <AuthCard title="Create your account">
        <ErrorState title="Could not reach the server" message={errorMessage(status.error, '')} onRetry={() => void status.refetch()} />
      </AuthCard>
    );
  }
  if (!status.data.needs_owner) {
    return (
      <AuthCard title="Create your account" description="This workspace already has an owner.">
        <p className="text-sm">
          <Link to={withNext('/sign-in', rawNext)} className={authLinkClass}>
            Sign in
          </Link>{' '}
          with your account, or ask the owner for an invitation.
        </p>
      </AuthCard>
    );
  }
  const workspace = status.data.workspace_name;
  return (
    <AuthCard
      title="Create your account"
      description={
        <>
          You are the first one here. This account will own{' '}
          {workspace ? <strong className="font-medium text-foreground">{workspace}</strong> : 'the workspace'} and can invite the rest of your
          team.
        </>
      }
    >
      <AccountForm
        label="Create your account"
        submitLabel="Create account"
        pendingLabel="Creating account…"
        pending={setup.isPending}
        onSubmit={(body, onError) =>
          setup.mutate(body, {
            onSuccess: ({ user }) => {
              startSession(client, user);
              void navigate(safeNext(rawNext), { replace: true });
            },
            onError,
          })
        }
      />
    </AuthCard>
  );
}
