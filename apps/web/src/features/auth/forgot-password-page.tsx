import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/states';
import { NO_ERRORS, serverFormErrors, type FormErrors } from '@/lib/form-errors';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard, authLinkClass } from './components/auth-card';
import { checkEmail, onlyErrors } from './lib/validate';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    const fields = onlyErrors({ email: checkEmail(email) });
    setErrors({ fields, form: null });
    if (Object.keys(fields).length) return;
    request.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (err) => setErrors(serverFormErrors(err, { email: 'Email' })),
    });
  };

  const footer = (
    <Link to="/sign-in" className={authLinkClass}>
      Back to sign in
    </Link>
  );
  if (sentTo) {
    return (
      <AuthCard title="Check your email" footer={footer}>
        <p role="status" className="text-sm">
          If an account exists for <strong className="font-medium">{sentTo}</strong>, we have sent it a link to choose a new password.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" description="Enter your account's email and we will send you a link to choose a new password." footer={footer}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset your password">
        <FormError>{errors.form}</FormError>
        <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.fields.email} />
        <Button type="submit" disabled={request.isPending} className="w-full">
          {request.isPending && <Spinner />}
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
