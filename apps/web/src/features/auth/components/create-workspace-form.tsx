import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/states';
import { NO_ERRORS, serverFormErrors, type FormErrors } from '@/lib/form-errors';
import { changeWorkspace } from '@/lib/session';
import { createWorkspace } from '../api/create-workspace';
import { switchWorkspace } from '../api/switch-workspace';

/**
 * Creates a workspace (the caller owns it) and opens it. `beforeSwitch` leaves a screen of the old workspace once
 * the new one exists; `onCreated` goes on in the new one.
 */
export function CreateWorkspaceForm({
  onCreated,
  beforeSwitch,
  autoFocus,
}: {
  onCreated?: (me: TMe) => unknown;
  beforeSwitch?: () => unknown;
  autoFocus?: boolean;
}) {
  const client = useQueryClient();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const create = useMutation({
    mutationFn: async (name: string) => {
      const ws = await createWorkspace(name);
      await beforeSwitch?.();
      return switchWorkspace(ws.id);
    },
    onSuccess: (me) => changeWorkspace(client, me, onCreated && (() => onCreated(me))),
    onError: (err) => setErrors(serverFormErrors(err, { name: 'Name' })),
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get('name') ?? '').trim();
    if (!name) return setErrors({ fields: { name: 'Name is required' }, form: null });
    setErrors(NO_ERRORS);
    create.mutate(name);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Create a workspace">
      <FormError>{errors.form}</FormError>
      <TextField
        label="Workspace name"
        name="name"
        required
        maxLength={120}
        autoFocus={autoFocus}
        placeholder="e.g. Acme Marketing"
        hint="Usually your company's or your client's name."
        error={errors.fields.name}
      />
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto sm:self-end">
        {create.isPending && <Spinner />}
        {create.isPending ? 'Creating…' : 'Create workspace'}
      </Button>
    </form>
  );
}
