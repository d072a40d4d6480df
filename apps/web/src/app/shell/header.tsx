import { PanelLeft } from 'lucide-react';
import { PRODUCT_NAME } from '@/lib/constants';
import { useSidebar } from './sidebar-context';

export function AppHeader() {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-3 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
      <button
        type="button"
        onClick={toggle}
        aria-label="Toggle Sidebar"
        aria-controls="app-sidebar"
        aria-expanded={expanded}
        aria-keyshortcuts="Control+B Meta+B"
        title="Toggle Sidebar (Ctrl/Cmd+B)"
        className="grid size-9 place-content-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring cursor-pointer"
      >
        <PanelLeft className="size-4" aria-hidden="true" />
      </button>
      <span aria-hidden="true" className="h-5 w-px bg-border" />
      <p className="truncate text-sm font-medium">Welcome back to {PRODUCT_NAME}</p>
    </header>
  );
}
