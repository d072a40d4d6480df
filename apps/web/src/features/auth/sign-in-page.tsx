import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/states';
import { NO_ERRORS, serverFormErrors, type FormErrors } from '@/lib/form-errors';
import { safeNext, withNext } from '@/lib/next-param';
import { useSetupStatus } from '@/lib/session';
import { useSignIn } from './api/sign-in';
import { AuthCard, authLinkClass } from './components/auth-card';
import { startSession } from './lib/auth-user';
import { checkEmail, onlyErrors } from './lib/validate';

export function SignInPage() {
  const [params] = useSearchParams();
  const rawNext = params.get('next');
  const next = safeNext(rawNext);
  const navigate = useNavigate();
  const client = useQueryClient();
  const setup = useSetupStatus();
  const signIn = useSignIn();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  // Nobody owns the workspace yet: the first visitor creates the owner's account instead.
  if (setup.data?.needs_owner) return <Navigate to={withNext('/setup', rawNext)} replace />;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    const fields = onlyErrors({ email: checkEmail(email), password: password ? null : 'Password is required' });
    setErrors({ fields, form: null });
    if (Object.keys(fields).length) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ user }) => {
          startSession(client, user);
          void navigate(next, { replace: true });
        },
        onError: (err) => setErrors(serverFormErrors(err, { email: 'Email', password: 'Password' })),
      },
    );
  };

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to your workspace."
      footer={
        <p>
          No account yet?{' '}
          <Link to={withNext('/sign-up', rawNext)} className={authLinkClass}>
            Create an account
          </Link>
        </p>
      }
    >
      {setup.isPending ? (
        <div role="status" className="flex justify-center py-8">
          <Spinner className="size-6 text-primary" label="Loading…" />
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
          <FormError>{errors.form}</FormError>
          <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.fields.email} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.fields.password}
            labelAside={
              <Link to="/forgot-password" className={`${authLinkClass} text-xs`}>
                Forgot password?
              </Link>
            }
          />
          <Button type="submit" disabled={signIn.isPending} className="mt-2 w-full">
            {signIn.isPending && <Spinner />}
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
