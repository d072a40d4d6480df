import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Mail, Trash2, UserPlus, Users } from 'lucide-react';
import type { TInvitation, TMember, TRole } from '@inflow/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, TextField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, ErrorState, LoadingState, Spinner } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { NO_ERRORS, serverFormErrors, type FormErrors } from '@/lib/form-errors';
import { canManageWorkspace, useCurrentMe } from '@/lib/session';
import { useCreateInvitation, type TInvitableRole } from './api/create-invitation';
import { useInvitations } from './api/get-invitations';
import { useMembers } from './api/get-members';
import { useRemoveMember } from './api/remove-member';
import { useRevokeInvitation } from './api/revoke-invitation';
import { useUpdateMember } from './api/update-member';
import { ConfirmDialog } from './components/confirm-dialog';
import { ManagersOnly, SettingsFrame } from './components/settings-frame';
import { INVITABLE_ROLES, ROLE_HINTS } from './lib/roles';

const failed = (title: string) => (e: unknown) => toast.error(title, { description: errorMessage(e, 'Please try again.') });

export function MembersPage() {
  const me = useCurrentMe();
  if (!canManageWorkspace(me.role)) {
    return (
      <SettingsFrame title="Members">
        <ManagersOnly what="members" />
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title="Members">
      <InviteForm workspaceId={me.workspace.id} />
      <MemberList workspaceId={me.workspace.id} selfId={me.user?.id ?? null} />
      <InvitationList workspaceId={me.workspace.id} />
    </SettingsFrame>
  );
}

function InviteForm({ workspaceId }: { workspaceId: string }) {
  const invite = useCreateInvitation(workspaceId);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [role, setRole] = useState<TInvitableRole>('member');
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email) return setErrors({ fields: { email: 'Email is required' }, form: null });
    setErrors(NO_ERRORS);
    invite.mutate(
      { email, role },
      {
        onSuccess: (inv) => {
          toast.success('Invitation sent', { description: `${inv.email} will get an email with a link to join as ${inv.role}.` });
          form.reset();
        },
        onError: (err) => setErrors(serverFormErrors(err, { email: 'Email', role: 'Role' })),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-4" aria-hidden="true" />
          Invite someone
        </CardTitle>
        <CardDescription>They get an email with a link to join this workspace.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-label="Invite someone" className="flex flex-col gap-3">
          <FormError>{errors.form}</FormError>
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
            <TextField label="Email" name="email" type="email" autoComplete="off" placeholder="name@company.com" required error={errors.fields.email} />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="invite-role">Role</Label>
              <NativeSelect id="invite-role" value={role} onChange={(e) => setRole(e.target.value as TInvitableRole)} aria-describedby="invite-role-hint">
                {INVITABLE_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {r[0]!.toUpperCase() + r.slice(1)}
                  </option>
                ))}
              </NativeSelect>
              <p id="invite-role-hint" className="text-xs text-muted-foreground">
                {ROLE_HINTS[role]}
              </p>
            </div>
            <Button type="submit" disabled={invite.isPending} className="sm:mt-5">
              {invite.isPending ? <Spinner /> : <Mail aria-hidden="true" />}
              {invite.isPending ? 'Sending…' : 'Send invitation'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function MemberList({ workspaceId, selfId }: { workspaceId: string; selfId: string | null }) {
  const members = useMembers(workspaceId);
  if (members.isPending) return <LoadingState text="Loading members…" />;
  if (members.isError) {
    return <ErrorState title="Could not load the members" message={errorMessage(members.error, '')} onRetry={() => void members.refetch()} retrying={members.isFetching} />;
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-4" aria-hidden="true" />
          Members ({members.data.length})
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Members" className="divide-y">
          {members.data.map((m) => (
            <MemberRow key={m.user_id} workspaceId={workspaceId} member={m} self={m.user_id === selfId} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function MemberRow({ workspaceId, member, self }: { workspaceId: string; member: TMember; self: boolean }) {
  const update = useUpdateMember(workspaceId);
  const remove = useRemoveMember(workspaceId);
  const [confirming, setConfirming] = useState(false);
  const [limit, setLimit] = useState(member.approval_limit === null ? '' : String(member.approval_limit));
  const fixed = member.role === 'owner' || self;
  const savedLimit = member.approval_limit === null ? '' : String(member.approval_limit);

  const onLimit = (e: FormEvent) => {
    e.preventDefault();
    const value = limit.trim() === '' ? null : Number(limit);
    if (value !== null && (!Number.isFinite(value) || value < 0)) return toast.error('The approval limit must be a positive number, or empty for no limit');
    update.mutate(
      { userId: member.user_id, approval_limit: value },
      { onSuccess: () => toast.success(`Approval limit of ${member.name} saved`), onError: failed('Could not save the approval limit') },
    );
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:gap-4" aria-label={member.name}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{member.name}</span>
          {self && <Badge tone="outline">You</Badge>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
        <p className="text-xs text-muted-foreground">Joined {formatDate(member.joined_at)}</p>
      </div>
      {member.role === 'member' && (
        <form onSubmit={onLimit} className="flex items-end gap-2" aria-label={`Approval limit of ${member.name}`}>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`limit-${member.user_id}`} className="text-xs text-muted-foreground">
              Approval limit
            </Label>
            <Input
              id={`limit-${member.user_id}`}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              placeholder="No limit"
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
              className="w-32"
            />
          </div>
          <Button type="submit" variant="outline" size="sm" className="h-9" disabled={update.isPending || limit === savedLimit}>
            Save
          </Button>
        </form>
      )}
      <div className="flex items-center gap-2">
        {fixed ? (
          <Badge tone={roleTone(member.role)} className="capitalize">
            {member.role}
          </Badge>
        ) : (
          <NativeSelect
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={update.isPending}
            className="w-32"
            onChange={(e) => {
              const role = e.target.value as TRole;
              update.mutate(
                { userId: member.user_id, role },
                { onSuccess: () => toast.success(`${member.name} is now ${role}`), onError: failed('Could not change the role') },
              );
            }}
          >
            {INVITABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {r[0]!.toUpperCase() + r.slice(1)}
              </option>
            ))}
          </NativeSelect>
        )}
        {!fixed && (
          <Button variant="ghost" size="icon" aria-label={`Remove ${member.name}`} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${member.name}?`}
        description={`${member.email} loses access to this workspace at once. You can invite them again later.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(member.user_id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(`${member.name} was removed`);
            },
            onError: failed('Could not remove the member'),
          })
        }
      />
    </li>
  );
}

function roleTone(role: TRole): BadgeTone {
  return role === 'owner' ? 'purple' : role === 'admin' ? 'primary' : role === 'member' ? 'blue' : 'neutral';
}

const STATUS_TONE: Record<TInvitation['status'], BadgeTone> = { pending: 'yellow', accepted: 'green', revoked: 'neutral', expired: 'red' };

function InvitationList({ workspaceId }: { workspaceId: string }) {
  const invitations = useInvitations(workspaceId);
  const revoke = useRevokeInvitation(workspaceId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-4" aria-hidden="true" />
          Invitations
        </CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <LoadingState text="Loading invitations…" className="py-8" />
        ) : invitations.isError ? (
          <ErrorState title="Could not load the invitations" message={errorMessage(invitations.error, '')} onRetry={() => void invitations.refetch()} />
        ) : invitations.data.length === 0 ? (
          <EmptyState title="No invitations yet" description="Invite someone with the form above." className="py-8" />
        ) : (
          <ul aria-label="Invitations" className="divide-y">
            {invitations.data.map((inv) => (
              <li key={inv.id} aria-label={inv.email} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{inv.email}</p>
                  <p className="text-xs text-muted-foreground">
                    Sent {formatDate(inv.created_at)}
                    {inv.status === 'pending' && ` · expires ${formatDate(inv.expires_at)}`}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={roleTone(inv.role)} className="capitalize">
                    {inv.role}
                  </Badge>
                  <Badge tone={STATUS_TONE[inv.status]} className="capitalize">
                    {inv.status}
                  </Badge>
                  {inv.status === 'pending' && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="ml-auto sm:ml-2"
                      disabled={revoke.isPending && revoke.variables === inv.id}
                      onClick={() =>
                        revoke.mutate(inv.id, {
                          onSuccess: () => toast.success(`Invitation for ${inv.email} withdrawn`),
                          onError: failed('Could not withdraw the invitation'),
                        })
                      }
                    >
                      Revoke
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
