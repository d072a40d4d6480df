import { LayoutDashboard, Megaphone, Search, Users } from 'lucide-react';

export const PLATFORM_NAV = [
  { title: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { title: 'Campaigns', to: '/campaigns', icon: Megaphone },
  { title: 'Discover Influencers', to: '/discover', icon: Search },
  { title: 'Influencer Manager', to: '/irm', icon: Users },
] as const;

export const ADSYNTH_URL = import.meta.env.VITE_ADSYNTH_URL || 'https://adsynth.ai';
