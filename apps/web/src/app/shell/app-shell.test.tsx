import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TMe } from '@inflow/contracts';
import { json, stubApi } from '@/test/render';
import { queryClient } from '../query-client';
import { AppShell } from './app-shell';

// The shell sits behind the sign-in gate: these tests are signed in.
const ME: TMe = {
  user: { id: 'u1', email: 'owner@example.com', name: 'Olive Owner', email_verified: true },
  api_key: null,
  workspace: { id: '00000000-0000-4000-8000-000000000001', name: 'Demo Workspace' },
  role: 'owner',
  approval_limit: null,
  workspaces: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Demo Workspace', role: 'owner' }],
};

function renderShell(url = '/dashboard') {
  const router = createMemoryRouter(
    [{ Component: AppShell, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.stubGlobal('fetch', stubApi({ 'GET /api/v1/me': () => json(ME) }).fetch);
});

afterEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('app shell', () => {
  it('has the Platform and Tools groups, the welcome line and the active item', async () => {
    renderShell('/discover');
    const platform = await screen.findByRole('navigation', { name: 'Platform' });
    expect(within(platform).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Campaigns',
      'Discover Influencers',
      'Influencer Manager',
      'Deals to approve',
      'Shortlists',
      'My tasks',
      'Outbox',
    ]);
    expect(within(platform).getByRole('link', { name: 'Discover Influencers' })).toHaveAttribute('aria-current', 'page');
    expect(within(platform).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    const adsynth = within(screen.getByRole('navigation', { name: 'Tools' })).getByRole('link', { name: /Adsynth/ });
    expect(adsynth).toHaveAttribute('target', '_blank');
    expect(adsynth).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Welcome back to Inflow')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Inflow/ })).toHaveAttribute('href', '/');
  });

  it('toggles with Ctrl+B / Cmd+B and the header button, saving the state in a 7-day cookie', async () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    renderShell();
    const toggle = await screen.findByRole('button', { name: 'Toggle Sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(cookie).toHaveBeenLastCalledWith(expect.stringMatching(/^sidebar_state=false; path=\/; max-age=604800/));
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderShell();
    expect(await screen.findByRole('button', { name: 'Toggle Sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });
});
