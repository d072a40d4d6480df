import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TMe } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';
import { json, stubApi } from '@/test/render';
import { queryClient } from '../query-client';
import { AppShell } from './app-shell';

const WS = '00000000-0000-4000-8000-000000000001';
const ME: TMe = {
  user: { id: 'u1', email: 'owner@example.com', name: 'Olive Owner', email_verified: true },
  api_key: null,
  workspace: { id: WS, name: 'Demo Workspace' },
  role: 'owner',
  approval_limit: null,
  workspaces: [{ id: WS, name: 'Demo Workspace', role: 'owner' }],
};
const unauthenticated = () => json({ message: 'Sign in or send an API key', code: 'unauthenticated' }, 401);

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

/** A screen whose own query answers 401: the session ended while the app was open. */
function ExpiringPage() {
  const q = useQuery({ queryKey: ['campaigns'], queryFn: () => apiRequest('/api/v1/campaigns'), enabled: false });
  return (
    <button type="button" onClick={() => void q.refetch()}>
      load campaigns
    </button>
  );
}

function renderApp(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <Where /> },
      { path: '/setup', element: <Where /> },
      {
        Component: AppShell,
        children: [
          { path: '/campaigns', element: <p>campaign list</p> },
          { path: '/expiring', element: <ExpiringPage /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the sign-in gate of the app shell', () => {
  it('shows the boot spinner while /me loads, then the screen', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/v1/me': () => json(ME) }).fetch);
    renderApp('/campaigns');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('campaign list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Workspace: Demo Workspace, your role: owner/ })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, with the page to come back to', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /api/v1/me': unauthenticated, 'GET /api/v1/setup': () => json({ needs_owner: false, workspace_name: 'Demo Workspace' }) }).fetch,
    );
    renderApp('/campaigns?status=active');
    expect(await screen.findByTestId('where')).toHaveTextContent('/sign-in?next=%2Fcampaigns%3Fstatus%3Dactive');
    expect(screen.queryByText('campaign list')).not.toBeInTheDocument();
  });

  it('sends the first visitor of a server nobody owns to the owner setup', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/v1/me': unauthenticated, 'GET /api/v1/setup': () => json({ needs_owner: true, workspace_name: 'Demo Workspace' }) }).fetch);
    renderApp('/campaigns');
    expect(await screen.findByTestId('where')).toHaveTextContent('/setup?next=%2Fcampaigns');
  });

  it('offers to create a workspace to a user who has none', async () => {
    const api = stubApi({
      'GET /api/v1/me': () => json({ message: 'You are not a member of any workspace yet', code: 'no_workspace' }, 403),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/campaigns');
    expect(await screen.findByRole('heading', { name: 'Create your workspace' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Workspace name' })).toBeInTheDocument();
    expect(screen.queryByText('campaign list')).not.toBeInTheDocument();
  });

  it('goes to sign in when any later request answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/v1/me': () => json(ME),
        'GET /api/v1/campaigns': unauthenticated,
        'GET /api/v1/setup': () => json({ needs_owner: false, workspace_name: null }),
      }).fetch,
    );
    renderApp('/expiring');
    fireEvent.click(await screen.findByRole('button', { name: 'load campaigns' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/sign-in?next=%2Fexpiring');
  });
});
