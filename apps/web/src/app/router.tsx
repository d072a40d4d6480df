import type { RouteObject } from 'react-router';
import { RouteError } from './route-error';
import { BootFallback } from './boot-fallback';
import { toElementRoutes } from './route-tree';

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
        // Signing in, signing up, links from emails: outside the app shell and its sign-in gate.
        lazy: () => import('./public-shell').then((m) => ({ Component: m.PublicShell })),
        children: [
          page('sign-in', () => import('@/features/auth/sign-in-page').then((m) => ({ Component: m.SignInPage }))),
          page('sign-up', () => import('@/features/auth/sign-up-page').then((m) => ({ Component: m.SignUpPage }))),
          page('setup', () => import('@/features/auth/setup-page').then((m) => ({ Component: m.SetupPage }))),
          page('forgot-password', () => import('@/features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage }))),
          page('reset-password', () => import('@/features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage }))),
          page('verify-email', () => import('@/features/auth/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage }))),
          page('invite/:token', () => import('@/features/auth/invite-page').then((m) => ({ Component: m.InvitePage }))),
          page('unsubscribe/:token', () => import('@/features/email/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage }))),
          page('portal/:token', () => import('@/features/portal/portal-page').then((m) => ({ Component: m.PortalPage }))),
        ],
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
          page('campaigns/:id/report', () => import('@/features/report/report-page').then((m) => ({ Component: m.ReportPage }))),
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
          page('creators/:id', () =>
            import('@/features/creator-profile/creator-profile-page').then((m) => ({ Component: m.CreatorProfilePage })),
          ),
          page('creators/import', () => import('@/features/import/import-page').then((m) => ({ Component: m.ImportPage }))),
          page('irm', () => import('./irm-route').then((m) => ({ Component: m.IrmRoute }))),
          page('deals', () => import('@/features/deals/deals-page').then((m) => ({ Component: m.DealsPage }))),
          page('deals/:id', () => import('@/features/deals/deal-page').then((m) => ({ Component: m.DealPage }))),
          page('outbox', () => import('@/features/outbox/outbox-page').then((m) => ({ Component: m.OutboxPage }))),
          page('lists', () => import('@/features/lists/lists-page').then((m) => ({ Component: m.ListsPage }))),
          page('tasks', () => import('@/features/tasks/my-tasks-page').then((m) => ({ Component: m.MyTasksPage }))),
          page('settings', () => import('@/features/settings/settings-index').then((m) => ({ Component: m.SettingsIndex }))),
          page('settings/members', () => import('@/features/settings/members-page').then((m) => ({ Component: m.MembersPage }))),
          page('settings/api-keys', () => import('@/features/settings/api-keys-page').then((m) => ({ Component: m.ApiKeysPage }))),
          page('settings/audit', () => import('@/features/settings/audit-page').then((m) => ({ Component: m.AuditPage }))),
          page('settings/contract-template', () =>
            import('@/features/settings/contract-template-page').then((m) => ({ Component: m.ContractTemplatePage })),
          ),
        ],
      },
      { path: '*', lazy: () => import('./not-found').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

// Rendered by <RouteTree> under a <BrowserRouter> (main.tsx), not by a data router: see route-tree.tsx.
export const elementRoutes = toElementRoutes(routes);
