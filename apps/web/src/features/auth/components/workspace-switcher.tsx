import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Building2, Check, ChevronsUpDown, Plus } from 'lucide-react';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@/components/ui/menu';
import { errorMessage } from '@/lib/api-client';
import { changeWorkspace, useCurrentMe } from '@/lib/session';
import { switchWorkspace } from '../api/switch-workspace';

// The dialog (Radix Dialog and the form) is not part of the first render of every screen: loaded when first opened.
const CreateWorkspaceDialog = lazy(() => import('./create-workspace-dialog'));

/**
 * The current workspace and the caller's role in it; the menu opens another workspace or creates one.
 * `leaveBeforeSwitch` moves off a screen that belongs to the old workspace (a campaign's page, say) before switching.
 */
export function WorkspaceSwitcher({ leaveBeforeSwitch }: { leaveBeforeSwitch: () => unknown }) {
  const me = useCurrentMe();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  if (creating && !dialogUsed) setDialogUsed(true);
  const change = useMutation({
    mutationFn: async (workspaceId: string) => {
      await leaveBeforeSwitch();
      return switchWorkspace(workspaceId);
    },
    onSuccess: (next) => changeWorkspace(client, next),
    onError: (e) => toast.error('Could not switch workspace', { description: errorMessage(e, 'Please try again.') }),
  });
  const current = me.workspace;
  return (
    <>
      <Menu
        label={`Workspace: ${current.name}, your role: ${me.role}. Switch workspace`}
        buttonClassName="h-9 min-w-0 max-w-56 px-2 sm:max-w-64"
        button={
          <>
            <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="flex min-w-0 flex-col items-start leading-tight">
              <span className="max-w-full truncate text-sm font-medium" data-testid="current-workspace">
                {current.name}
              </span>
              <span className="text-[11px] capitalize text-muted-foreground">{me.role}</span>
            </span>
            <ChevronsUpDown className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          </>
        }
      >
        <MenuLabel>Workspaces</MenuLabel>
        {me.workspaces.map((ws) => (
          <MenuItem
            key={ws.id}
            checked={ws.id === current.id}
            disabled={change.isPending}
            onSelect={() => {
              if (ws.id !== current.id) change.mutate(ws.id);
            }}
          >
            <Check className={ws.id === current.id ? 'text-primary' : 'invisible'} aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">{ws.name}</span>
            <span className="text-xs capitalize text-muted-foreground">{ws.role}</span>
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem onSelect={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          New workspace
        </MenuItem>
      </Menu>
      {dialogUsed && (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} beforeSwitch={leaveBeforeSwitch} />
        </Suspense>
      )}
    </>
  );
}
