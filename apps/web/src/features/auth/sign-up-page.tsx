import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { safeNext, withNext } from '@/lib/next-param';
import { useSignUp } from './api/sign-up';
import { AccountForm } from './components/account-form';
import { AuthCard, authLinkClass } from './components/auth-card';
import { startSession } from './lib/auth-user';

export function SignUpPage() {
  const [params] = useSearchParams();
  const rawNext = params.get('next');
  const navigate = useNavigate();
  const client = useQueryClient();
  const signUp = useSignUp();
  return (
    <AuthCard
      title="Create an account"
      description="Sign up, then create a workspace or accept an invitation to one."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={withNext('/sign-in', rawNext)} className={authLinkClass}>
            Sign in
          </Link>
        </p>
      }
    >
      <AccountForm
        label="Create an account"
        submitLabel="Create account"
        pendingLabel="Creating account…"
        pending={signUp.isPending}
        defaultEmail={params.get('email') ?? undefined}
        onSubmit={(body, onError) =>
          signUp.mutate(body, {
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
