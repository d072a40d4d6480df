import { lazy, Suspense, useState } from 'react';
import { cn } from '@/lib/utils';
import { useSidebar } from './sidebar-context';
import { SidebarBody } from './sidebar-body';

// Neither is needed for the first render of the default (expanded, desktop) layout.
const CollapsedSidebarBody = lazy(() => import('./collapsed-sidebar-body'));
const MobileSidebar = lazy(() => import('./mobile-sidebar'));

export function AppSidebar() {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();
  const [mobileUsed, setMobileUsed] = useState(false);
  if (isMobile && openMobile && !mobileUsed) setMobileUsed(true);

  if (isMobile) {
    return mobileUsed ? (
      <Suspense fallback={null}>
        <MobileSidebar open={openMobile} onOpenChange={setOpenMobile} />
      </Suspense>
    ) : null;
  }

  const collapsed = !open;
  return (
    <div data-state={collapsed ? 'collapsed' : 'expanded'} className="group/sidebar hidden md:block">
      {/* Reserves the sidebar's width in the flow; the sidebar itself is fixed. */}
      <div
        aria-hidden="true"
        className={cn('h-dvh transition-[width] duration-200', collapsed ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)')}
      />
      <aside
        id="app-sidebar"
        aria-label="Sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-20 border-r border-sidebar-border bg-sidebar transition-[width] duration-200',
          collapsed ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)',
        )}
      >
        {collapsed ? (
          <Suspense fallback={<SidebarBody collapsed />}>
            <CollapsedSidebarBody />
          </Suspense>
        ) : (
          <SidebarBody collapsed={false} />
        )}
      </aside>
    </div>
  );
}
