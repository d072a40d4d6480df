import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/states';
import { serverFormErrors } from '@/lib/form-errors';
import { useVerifyEmail } from './api/verify-email';
import { AuthCard, authLinkClass } from './components/auth-card';

/** Opening the link changes nothing (mail scanners open links too): the user confirms with the button. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();

  if (verify.isSuccess) {
    return (
      <AuthCard title="Email confirmed">
        <p role="status" className="text-sm">
          Thank you, your email address is confirmed.{' '}
          <Link to="/dashboard" className={authLinkClass}>
            Go to the dashboard
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your email" description="Confirm that this email address is yours.">
      {token ? (
        <div className="flex flex-col gap-4">
          <FormError>{verify.isError ? serverFormErrors(verify.error, {}).form : null}</FormError>
          <Button className="w-full" disabled={verify.isPending} onClick={() => verify.mutate(token)}>
            {verify.isPending && <Spinner />}
            {verify.isPending ? 'Confirming…' : 'Confirm my email'}
          </Button>
        </div>
      ) : (
        <p role="alert" className="text-sm">
          This link has no confirmation token. Open the link from your email again.
        </p>
      )}
    </AuthCard>
  );
}
