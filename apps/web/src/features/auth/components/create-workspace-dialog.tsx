import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CreateWorkspaceForm } from './create-workspace-form';

/** The workspace switcher's 'New workspace' dialog: its own chunk, loaded when first opened (docs/decisions/0023). */
export default function CreateWorkspaceDialog({
  open,
  onOpenChange,
  beforeSwitch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  beforeSwitch: () => unknown;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New workspace</DialogTitle>
          <DialogDescription>You will own it and can invite others. Each workspace has its own campaigns and creators.</DialogDescription>
        </DialogHeader>
        <CreateWorkspaceForm autoFocus beforeSwitch={beforeSwitch} onCreated={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
