import { useState, type FormEvent, type ReactNode } from 'react';
import type { TSignUp } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/states';
import { NO_ERRORS, serverFormErrors, type FormErrors } from '@/lib/form-errors';
import { checkEmail, checkName, checkNewPassword, onlyErrors, PASSWORD_MIN } from '../lib/validate';

/** Name, email and a new password: the sign-up and the first-owner setup forms. */
export function AccountForm({
  label,
  submitLabel,
  pendingLabel,
  pending,
  defaultEmail,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  defaultEmail?: string;
  /** Sends the form; calls back with the server's error to show. */
  onSubmit: (body: TSignUp, onError: (e: unknown) => void) => void;
  children?: ReactNode;
}) {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = {
      name: String(form.get('name') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const fields = onlyErrors({ name: checkName(body.name), email: checkEmail(body.email), password: checkNewPassword(body.password) });
    setErrors({ fields, form: null });
    if (Object.keys(fields).length) return;
    onSubmit(body, (err) => setErrors(serverFormErrors(err, { name: 'Name', email: 'Email', password: 'Password' })));
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={label}>
      <FormError>{errors.form}</FormError>
      <TextField label="Name" name="name" autoComplete="name" required error={errors.fields.name} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={defaultEmail} error={errors.fields.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.fields.password}
      />
      {children}
      <Button type="submit" disabled={pending} className="mt-2 w-full">
        {pending && <Spinner />}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
