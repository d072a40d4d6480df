import * as DialogPrimitive from '@radix-ui/react-dialog';
import { SidebarBody } from './sidebar-body';

/** Under 768 px the sidebar is an off-canvas sheet. Loaded the first time it opens. */
export default function MobileSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          id="app-sidebar"
          className="fixed inset-y-0 left-0 z-50 w-(--sidebar-width-mobile) max-w-[85vw] border-r bg-sidebar shadow-xl focus:outline-none"
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <SidebarBody collapsed={false} onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
