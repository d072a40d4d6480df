import { Link, useLocation } from 'react-router';
import { ExternalLink, Sparkles, Wand2 } from 'lucide-react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '@/lib/utils';
import { PRODUCT_NAME } from '@/lib/constants';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useSidebar } from './sidebar-context';
import { ADSYNTH_URL, PLATFORM_NAV } from './nav-items';
import type { ReactElement } from 'react';

function WithTooltip({ label, show, children }: { label: string; show: boolean; children: ReactElement }) {
  if (!show) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const itemClass = (active: boolean) =>
    cn(
      'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground transition-colors hover:bg-sidebar-accent/60 focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0',
      active && 'bg-sidebar-accent text-sidebar-accent-foreground font-semibold',
      collapsed && 'justify-center px-0',
    );
  return (
    <div className="flex h-full flex-col gap-2 overflow-y-auto overflow-x-hidden">
      <Link
        to="/"
        onClick={onNavigate}
        className={cn('m-2 flex items-center gap-2 rounded-md p-1.5 hover:bg-sidebar-accent/60', collapsed && 'justify-center')}
        aria-label={collapsed ? `${PRODUCT_NAME} home` : undefined}
      >
        <span className="grid size-8 shrink-0 place-content-center rounded-lg bg-primary text-primary-foreground">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        {!collapsed && (
          <span className="min-w-0 leading-tight">
            <span className="block font-semibold">{PRODUCT_NAME}</span>
            <span className="block text-xs text-muted-foreground">AI platform for campaigns &amp; influencers</span>
          </span>
        )}
      </Link>

      <nav aria-label="Platform" className="px-2">
        <p className={cn('px-2.5 pb-1 text-xs font-medium text-muted-foreground', collapsed && 'sr-only')}>Platform</p>
        <ul className="flex flex-col gap-0.5">
          {PLATFORM_NAV.map((item) => {
            const active = pathname === item.to;
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <WithTooltip label={item.title} show={collapsed}>
                  <Link
                    to={item.to}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    className={itemClass(active)}
                  >
                    <Icon aria-hidden="true" />
                    <span className={cn(collapsed && 'sr-only')}>{item.title}</span>
                  </Link>
                </WithTooltip>
              </li>
            );
          })}
        </ul>
      </nav>

      <nav aria-label="Tools" className="px-2">
        <p className={cn('px-2.5 pb-1 text-xs font-medium text-muted-foreground', collapsed && 'sr-only')}>Tools</p>
        <ul>
          <li>
            <WithTooltip label="Adsynth (opens in a new tab)" show={collapsed}>
              <a href={ADSYNTH_URL} target="_blank" rel="noopener noreferrer" className={itemClass(false)}>
                <Wand2 aria-hidden="true" />
                <span className={cn(collapsed && 'sr-only')}>Adsynth</span>
                {!collapsed && <ExternalLink className="ml-auto !size-3.5 text-muted-foreground" aria-hidden="true" />}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </WithTooltip>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export function AppSidebar() {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <DialogPrimitive.Root open={openMobile} onOpenChange={setOpenMobile}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <DialogPrimitive.Content
            id="app-sidebar"
            className="fixed inset-y-0 left-0 z-50 w-(--sidebar-width-mobile) focus:outline-none max-w-[85vw] border-r bg-sidebar shadow-xl"
            aria-describedby={undefined}
          >
            <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
            <SidebarBody collapsed={false} onNavigate={() => setOpenMobile(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
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
        <SidebarBody collapsed={collapsed} />
      </aside>
    </div>
  );
}
