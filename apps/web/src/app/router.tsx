import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './route-error';
import { BootFallback } from './boot-fallback';

// Every screen is its own chunk (route-level code splitting): the first render of / or /dashboard
// only downloads the entry, the router and that one screen.
const page = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  lazy: load,
  ErrorBoundary: RouteError,
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    ErrorBoundary: RouteError,
    HydrateFallback: BootFallback,
    children: [
      {
        index: true,
        lazy: () => import('@/features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
      },
      {
        lazy: () => import('./shell/app-shell').then((m) => ({ Component: m.AppShell })),
        children: [
          page('dashboard', () => import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage }))),
          page('campaigns', () => import('@/features/campaigns/campaigns-page').then((m) => ({ Component: m.CampaignsPage }))),
          page('campaigns/new', () =>
            import('@/features/campaigns/campaign-builder-page').then((m) => ({ Component: m.CampaignBuilderPage })),
          ),
          page('campaigns/:id', () =>
            import('@/features/campaigns/campaign-detail-page').then((m) => ({ Component: m.CampaignDetailPage })),
          ),
          page('campaigns/:id/influencers', () =>
            import('@/features/matching/similar-influencers-page').then((m) => ({ Component: m.SimilarInfluencersPage })),
          ),
          page('campaign/:id/irm', () =>
            import('@/features/outreach/campaign-outreach-page').then((m) => ({ Component: m.CampaignOutreachPage })),
          ),
          page('conversation/:id', () =>
            import('@/features/outreach/conversation-page').then((m) => ({ Component: m.ConversationPage })),
          ),
          page('discover', () => import('@/features/discover/discover-page').then((m) => ({ Component: m.DiscoverPage }))),
          page('irm', () => import('@/features/outreach/influencer-manager-page').then((m) => ({ Component: m.InfluencerManagerPage }))),
        ],
      },
      { path: '*', lazy: () => import('./not-found').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export const router = createBrowserRouter(routes);
