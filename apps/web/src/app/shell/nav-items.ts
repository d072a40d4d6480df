import { CheckSquare, Handshake, Inbox, LayoutDashboard, ListChecks, Megaphone, Search, Settings, Users } from 'lucide-react';

export const PLATFORM_NAV = [
  { title: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { title: 'Campaigns', to: '/campaigns', icon: Megaphone },
  { title: 'Discover Influencers', to: '/discover', icon: Search },
  { title: 'Influencer Manager', to: '/irm', icon: Users },
  { title: 'Deals to approve', to: '/deals', icon: Handshake },
  { title: 'Shortlists', to: '/lists', icon: ListChecks },
  { title: 'My tasks', to: '/tasks', icon: CheckSquare },
  { title: 'Outbox', to: '/outbox', icon: Inbox },
] as const;

/** Members, API keys and the audit log of the current workspace. */
export const SETTINGS_NAV = { title: 'Settings', to: '/settings/members', icon: Settings, section: '/settings/' } as const;

export const ADSYNTH_URL = import.meta.env.VITE_ADSYNTH_URL || 'https://adsynth.ai';
