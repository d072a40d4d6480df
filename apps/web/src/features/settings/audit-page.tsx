import { useState, type FormEvent } from 'react';
import { ScrollText } from 'lucide-react';
import type { TAuditEntry } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, ErrorState, LoadingState, Spinner } from '@/components/ui/states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { canManageWorkspace, useCurrentMe } from '@/lib/session';
import { useAudit } from './api/get-audit';
import { ManagersOnly, SettingsFrame } from './components/settings-frame';

const ACTOR_TYPE: Record<TAuditEntry['actor_type'], string> = { user: 'User', api_key: 'API key', system: 'System', anonymous: 'Anonymous' };

export function AuditPage() {
  const me = useCurrentMe();
  if (!canManageWorkspace(me.role)) {
    return (
      <SettingsFrame title="Audit log">
        <ManagersOnly what="the audit log" />
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title="Audit log">
      <AuditLog workspaceId={me.workspace.id} />
    </SettingsFrame>
  );
}

function details(d: Record<string, unknown>): string {
  const entries = Object.entries(d);
  if (!entries.length) return '';
  return entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' · ');
}

function AuditLog({ workspaceId }: { workspaceId: string }) {
  const [action, setAction] = useState('');
  const audit = useAudit(workspaceId, action);
  const entries = audit.data?.pages.flat() ?? [];

  const onFilter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setAction(String(new FormData(e.currentTarget).get('action') ?? '').trim());
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onFilter} aria-label="Filter the audit log" className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <Input id="audit-action" name="action" defaultValue={action} placeholder="e.g. api_key.create" className="w-64 max-w-full" />
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </form>
      {audit.isPending ? (
        <LoadingState text="Loading the audit log…" />
      ) : audit.isError ? (
        <ErrorState title="Could not load the audit log" message={errorMessage(audit.error, '')} onRetry={() => void audit.refetch()} retrying={audit.isFetching} />
      ) : entries.length === 0 ? (
        <EmptyState icon={<ScrollText />} title="No entries yet" description={action ? `Nothing recorded for “${action}”.` : 'Changes to members, invitations and API keys appear here.'} />
      ) : (
        <>
          <Card className="overflow-hidden">
            <Table aria-label="Audit log">
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Who</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Target</TableHead>
                  <TableHead>Details</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(e.at)}</TableCell>
                    <TableCell>
                      <span className="block max-w-56 truncate font-medium">{e.actor_label}</span>
                      <span className="text-xs text-muted-foreground">{ACTOR_TYPE[e.actor_type]}</span>
                    </TableCell>
                    <TableCell>
                      <code className="whitespace-nowrap rounded bg-muted px-1 font-mono text-xs">{e.action}</code>
                    </TableCell>
                    <TableCell className="text-xs text-muted-foreground">
                      {e.target_type ? (
                        <>
                          {e.target_type}
                          {e.target_id && <span className="block max-w-40 truncate font-mono">{e.target_id}</span>}
                        </>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell className="max-w-80 text-xs break-words text-muted-foreground">{details(e.details) || '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          {audit.hasNextPage && (
            <Button variant="outline" className="self-center" onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
              {audit.isFetchingNextPage && <Spinner />}
              {audit.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
