import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/states';
import { NO_ERRORS, serverFormErrors, type FormErrors } from '@/lib/form-errors';
import { useResetPassword } from './api/reset-password';
import { AuthCard, authLinkClass } from './components/auth-card';
import { checkNewPassword, onlyErrors, PASSWORD_MIN } from './lib/validate';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const fields = onlyErrors({
      password: checkNewPassword(password),
      confirm: password === confirm ? null : 'The two passwords are not the same',
    });
    setErrors({ fields, form: null });
    if (Object.keys(fields).length) return;
    reset.mutate({ token, password }, { onError: (err) => setErrors(serverFormErrors(err, { password: 'Password' })) });
  };

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <p role="alert" className="text-sm">
          This link has no reset token. Open the link from your email again, or{' '}
          <Link to="/forgot-password" className={authLinkClass}>
            ask for a new one
          </Link>
          .
        </p>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <p role="status" className="text-sm">
          Your password has been changed.{' '}
          <Link to="/sign-in" className={authLinkClass}>
            Sign in
          </Link>{' '}
          with the new one.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to="/forgot-password" className={authLinkClass}>
          Ask for a new link
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Choose a new password">
        <FormError>{errors.form}</FormError>
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={errors.fields.password}
        />
        <TextField label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" required error={errors.fields.confirm} />
        <Button type="submit" disabled={reset.isPending} className="w-full">
          {reset.isPending && <Spinner />}
          {reset.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </AuthCard>
  );
}
