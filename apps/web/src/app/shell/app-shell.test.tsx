import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppShell } from './app-shell';

function renderShell(url = '/dashboard') {
  const router = createMemoryRouter(
    [{ Component: AppShell, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
  vi.restoreAllMocks();
});

describe('app shell', () => {
  it('has the Platform and Tools groups, the welcome line and the active item', () => {
    renderShell('/discover');
    const platform = screen.getByRole('navigation', { name: 'Platform' });
    expect(within(platform).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Campaigns',
      'Discover Influencers',
      'Influencer Manager',
    ]);
    expect(within(platform).getByRole('link', { name: 'Discover Influencers' })).toHaveAttribute('aria-current', 'page');
    expect(within(platform).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    const adsynth = within(screen.getByRole('navigation', { name: 'Tools' })).getByRole('link', { name: /Adsynth/ });
    expect(adsynth).toHaveAttribute('target', '_blank');
    expect(adsynth).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Welcome back to Inflow')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Inflow/ })).toHaveAttribute('href', '/');
  });

  it('toggles with Ctrl+B / Cmd+B and the header button, saving the state in a 7-day cookie', () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Toggle Sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(cookie).toHaveBeenLastCalledWith(expect.stringMatching(/^sidebar_state=false; path=\/; max-age=604800/));
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderShell();
    expect(screen.getByRole('button', { name: 'Toggle Sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });
});
