import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { ExternalLink, Sparkles, Wand2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import { PRODUCT_NAME } from '@/lib/constants';
import { useProposedDealCount } from '@/lib/deal-queries';
import { ADSYNTH_URL, PLATFORM_NAV, SETTINGS_NAV } from './nav-items';

/** Deals waiting for approval, next to their nav item (hidden at 0 or while unknown). */
function ProposedDealsBadge({ collapsed }: { collapsed: boolean }) {
  const count = useProposedDealCount().data ?? 0;
  if (count === 0) return null;
  const label = `${count} waiting for approval`;
  if (collapsed) {
    return (
      <span className="absolute right-1 top-1 grid min-w-4 place-content-center rounded-full bg-primary px-1 text-[10px] leading-4 font-semibold text-primary-foreground">
        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        <span className="sr-only">, {label}</span>
      </span>
    );
  }
  return (
    <span className="ml-auto rounded-full bg-primary px-2 text-xs leading-5 font-semibold text-primary-foreground">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">, {label}</span>
    </span>
  );
}

export type WrapItem = (label: string, item: ReactElement) => ReactElement;
const asIs: WrapItem = (_label, item) => item;

/** The sidebar's content; `wrap` adds tooltips to the icons when collapsed. */
export function SidebarBody({ collapsed, onNavigate, wrap = asIs }: { collapsed: boolean; onNavigate?: () => void; wrap?: WrapItem }) {
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
        className={cn('m-2 flex items-center gap-2 rounded-md p-1.5 hover:bg-sidebar-accent/60', collapsed && 'mx-1.5 justify-center')}
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
                {wrap(
                  item.title,
                  <Link
                    to={item.to}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    className={cn(itemClass(active), item.to === '/deals' && 'relative')}
                  >
                    <Icon aria-hidden="true" />
                    <span className={cn(collapsed && 'sr-only')}>{item.title}</span>
                    {item.to === '/deals' && <ProposedDealsBadge collapsed={collapsed} />}
                  </Link>,
                )}
              </li>
            );
          })}
        </ul>
      </nav>

      <nav aria-label="Workspace" className="px-2">
        <p className={cn('px-2.5 pb-1 text-xs font-medium text-muted-foreground', collapsed && 'sr-only')}>Workspace</p>
        <ul>
          <li>
            {wrap(
              SETTINGS_NAV.title,
              <Link
                to={SETTINGS_NAV.to}
                onClick={onNavigate}
                aria-current={pathname.startsWith(SETTINGS_NAV.section) ? 'page' : undefined}
                className={itemClass(pathname.startsWith(SETTINGS_NAV.section))}
              >
                <SETTINGS_NAV.icon aria-hidden="true" />
                <span className={cn(collapsed && 'sr-only')}>{SETTINGS_NAV.title}</span>
              </Link>,
            )}
          </li>
        </ul>
      </nav>

      <nav aria-label="Tools" className="px-2">
        <p className={cn('px-2.5 pb-1 text-xs font-medium text-muted-foreground', collapsed && 'sr-only')}>Tools</p>
        <ul>
          <li>
            {wrap(
              'Adsynth (opens in a new tab)',
              <a href={ADSYNTH_URL} target="_blank" rel="noopener noreferrer" className={itemClass(false)}>
                <Wand2 aria-hidden="true" />
                <span className={cn(collapsed && 'sr-only')}>Adsynth</span>
                {!collapsed && <ExternalLink className="ml-auto !size-3.5 text-muted-foreground" aria-hidden="true" />}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>,
            )}
          </li>
        </ul>
      </nav>
    </div>
  );
}
