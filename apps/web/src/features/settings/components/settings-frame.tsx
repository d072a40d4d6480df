import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/states';
import { useCurrentMe } from '@/lib/session';
import { cn } from '@/lib/utils';

const TABS = [
  { to: '/settings/members', label: 'Members' },
  { to: '/settings/api-keys', label: 'API keys' },
  { to: '/settings/audit', label: 'Audit log' },
  { to: '/settings/contract-template', label: 'Contract template' },
] as const;

/** The settings screens of the current workspace: one heading, tabs between them, then the screen. */
export function SettingsFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const me = useCurrentMe();
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{`${title} · Settings`}</PageTitle>
      <PageHeader
        title="Settings"
        description={
          <>
            Workspace <strong className="font-medium text-foreground">{me.workspace.name}</strong> · your role:{' '}
            <span className="capitalize">{me.role}</span>
          </>
        }
      />
      <nav aria-label="Settings sections" className="-mb-2 flex gap-1 overflow-x-auto border-b">
        {TABS.map((t) => (
          <NavLink
            key={t.to}
            to={t.to}
            className={({ isActive }) =>
              cn(
                '-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                isActive ? 'border-primary text-foreground' : 'border-transparent',
              )
            }
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <section aria-labelledby="settings-section-title" className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="settings-section-title" className="text-lg font-semibold">
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
}

/** What members and viewers see instead of the forms: the server refuses their changes anyway. */
export function ManagersOnly({ what }: { what: string }) {
  const me = useCurrentMe();
  return (
    <EmptyState
      icon={<ShieldAlert />}
      title={`Only owners and admins can manage ${what}`}
      description={
        <>
          Your role in {me.workspace.name} is <span className="font-medium">{me.role}</span>. Ask an owner or admin if you need a change.
        </>
      }
    />
  );
}
