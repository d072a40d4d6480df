import { useState, type FormEvent } from 'react';
import type { TApiKeyCreated, TRole } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/states';
import { NO_ERRORS, serverFormErrors, type FormErrors } from '@/lib/form-errors';
import { useCreateApiKey } from '../api/create-api-key';
import { grantableRoles, ROLE_HINTS } from '../lib/roles';
import { ApiKeyOnce } from './api-key-once';

/** Name and role, then the new key, once. Closing the dialog forgets the key. */
export function CreateApiKeyDialog({
  workspaceId,
  ownRole,
  open,
  onOpenChange,
}: {
  workspaceId: string;
  ownRole: TRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiKey(workspaceId);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [role, setRole] = useState<TRole>('member');
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);

  const setOpen = (o: boolean) => {
    if (!o) {
      setCreated(null);
      setErrors(NO_ERRORS);
      setRole('member');
      create.reset();
    }
    onOpenChange(o);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get('name') ?? '').trim();
    if (!name) return setErrors({ fields: { name: 'Name is required' }, form: null });
    setErrors(NO_ERRORS);
    create.mutate({ name, role }, { onSuccess: setCreated, onError: (err) => setErrors(serverFormErrors(err, { name: 'Name', role: 'Role' })) });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        // The key must not vanish by a stray click outside: only the buttons and Escape close it.
        onPointerDownOutside={(e) => created && e.preventDefault()}
      >
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>API key created</DialogTitle>
              <DialogDescription>
                {created.name} acts as <span className="font-medium">{created.role}</span> in this workspace.
              </DialogDescription>
            </DialogHeader>
            <ApiKeyOnce name={created.name} secret={created.key} />
            <DialogFooter>
              <Button onClick={() => setOpen(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={onSubmit} aria-label="Create API key" className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>Create API key</DialogTitle>
              <DialogDescription>For scripts and integrations. A key acts with the role you give it, in this workspace only.</DialogDescription>
            </DialogHeader>
            <FormError>{errors.form}</FormError>
            <TextField label="Name" name="name" required maxLength={120} placeholder="e.g. CRM sync" autoFocus error={errors.fields.name} />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="api-key-role">Role</Label>
              <NativeSelect id="api-key-role" value={role} onChange={(e) => setRole(e.target.value as TRole)} aria-describedby="api-key-role-hint">
                {grantableRoles(ownRole).map((r) => (
                  <option key={r} value={r}>
                    {r[0]!.toUpperCase() + r.slice(1)}
                  </option>
                ))}
              </NativeSelect>
              <p id="api-key-role-hint" className="text-xs text-muted-foreground">
                {ROLE_HINTS[role]}
              </p>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <Spinner />}
                {create.isPending ? 'Creating…' : 'Create key'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
