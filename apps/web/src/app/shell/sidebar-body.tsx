import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { ExternalLink, Sparkles, Wand2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import { PRODUCT_NAME } from '@/lib/constants';
import { ADSYNTH_URL, PLATFORM_NAV } from './nav-items';

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
                  <Link to={item.to} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={itemClass(active)}>
                    <Icon aria-hidden="true" />
                    <span className={cn(collapsed && 'sr-only')}>{item.title}</span>
                  </Link>,
                )}
              </li>
            );
          })}
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
