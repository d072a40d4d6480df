import { useState } from 'react';
import { toast } from '@/lib/toast';
import { KeyRound, Plus } from 'lucide-react';
import type { TApiKey } from '@inflow/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { canManageWorkspace, useCurrentMe } from '@/lib/session';
import { useApiKeys } from './api/get-api-keys';
import { useRevokeApiKey } from './api/revoke-api-key';
import { ConfirmDialog } from './components/confirm-dialog';
import { CreateApiKeyDialog } from './components/create-api-key-dialog';
import { ManagersOnly, SettingsFrame } from './components/settings-frame';

export function ApiKeysPage() {
  const me = useCurrentMe();
  const [creating, setCreating] = useState(false);
  if (!canManageWorkspace(me.role)) {
    return (
      <SettingsFrame title="API keys">
        <ManagersOnly what="API keys" />
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame
      title="API keys"
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create API key
        </Button>
      }
    >
      <KeyList workspaceId={me.workspace.id} onCreate={() => setCreating(true)} />
      <CreateApiKeyDialog workspaceId={me.workspace.id} ownRole={me.role} open={creating} onOpenChange={setCreating} />
    </SettingsFrame>
  );
}

function KeyList({ workspaceId, onCreate }: { workspaceId: string; onCreate: () => void }) {
  const keys = useApiKeys(workspaceId);
  if (keys.isPending) return <LoadingState text="Loading API keys…" />;
  if (keys.isError) {
    return <ErrorState title="Could not load the API keys" message={errorMessage(keys.error, '')} onRetry={() => void keys.refetch()} retrying={keys.isFetching} />;
  }
  if (keys.data.length === 0) {
    return (
      <EmptyState
        icon={<KeyRound />}
        title="No API keys yet"
        description="Create a key to let a script or another tool use this workspace's API."
        action={<Button onClick={onCreate}>Create API key</Button>}
      />
    );
  }
  return (
    <Card>
      <CardContent className="p-0 sm:p-0">
        <ul aria-label="API keys" className="divide-y">
          {keys.data.map((k) => (
            <KeyRow key={k.id} workspaceId={workspaceId} apiKey={k} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function KeyRow({ workspaceId, apiKey: k }: { workspaceId: string; apiKey: TApiKey }) {
  const revoke = useRevokeApiKey(workspaceId);
  const [confirming, setConfirming] = useState(false);
  return (
    <li aria-label={k.name} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{k.name}</span>
          <Badge tone="primary" className="capitalize">
            {k.role}
          </Badge>
          {k.revoked_at ? <Badge tone="red">Revoked</Badge> : <Badge tone="green">Active</Badge>}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          <code className="rounded bg-muted px-1 font-mono text-xs">{k.prefix}…</code> · created {formatDate(k.created_at)}
        </p>
        <p className="text-xs text-muted-foreground">
          {k.last_used_at ? `Last used ${formatDateTime(k.last_used_at)}` : 'Never used'}
          {k.revoked_at && ` · revoked ${formatDateTime(k.revoked_at)}`}
        </p>
      </div>
      {!k.revoked_at && (
        <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={() => setConfirming(true)} aria-label={`Revoke ${k.name}`}>
          Revoke
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke ${k.name}?`}
        description="Anything using this key stops working at once. This cannot be undone."
        confirmLabel="Revoke key"
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(k.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(`${k.name} was revoked`);
            },
            onError: (e) => toast.error('Could not revoke the key', { description: errorMessage(e, 'Please try again.') }),
          })
        }
      />
    </li>
  );
}
