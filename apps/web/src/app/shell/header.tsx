import { useLocation } from 'react-router';
import { useSettledNavigate } from '@/lib/settled-navigate';
import { PanelLeft } from 'lucide-react';
import { UserMenu } from '@/features/auth/components/user-menu';
import { WorkspaceSwitcher } from '@/features/auth/components/workspace-switcher';
import { PRODUCT_NAME } from '@/lib/constants';
import { PLATFORM_NAV } from './nav-items';
import { useSidebar } from './sidebar-context';

/** Screens that exist in every workspace; any other (one campaign, one conversation) belongs to the old one. */
function survivesSwitch(pathname: string): boolean {
  return PLATFORM_NAV.some((item) => item.to === pathname) || pathname.startsWith('/settings/');
}

export function AppHeader() {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  const { pathname } = useLocation();
  const navigate = useSettledNavigate();
  const expanded = isMobile ? openMobile : open;
  return (
    <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:gap-3 sm:px-4">
      <button
        type="button"
        onClick={toggle}
        aria-label="Toggle Sidebar"
        aria-controls="app-sidebar"
        aria-expanded={expanded}
        aria-keyshortcuts="Control+B Meta+B"
        title="Toggle Sidebar (Ctrl/Cmd+B)"
        className="grid size-9 shrink-0 place-content-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring cursor-pointer"
      >
        <PanelLeft className="size-4" aria-hidden="true" />
      </button>
      <span aria-hidden="true" className="h-5 w-px shrink-0 bg-border" />
      <WorkspaceSwitcher leaveBeforeSwitch={() => (survivesSwitch(pathname) ? undefined : navigate('/dashboard'))} />
      {/* Under 640 px the workspace and account menus need the room. */}
      <p className="hidden min-w-0 flex-1 truncate text-sm font-medium sm:block">Welcome back to {PRODUCT_NAME}</p>
      <div className="ml-auto shrink-0">
        <UserMenu />
      </div>
    </header>
  );
}
