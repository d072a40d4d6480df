import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { elementRoutes, routes } from './router';
import { RouteTree, toElementRoutes } from './route-tree';
import { RouteError } from './route-error';

describe('routing', () => {
  it("shows the 404 page with 'Return to Home' for unknown paths", async () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <RouteTree routes={elementRoutes} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it("shows 'Unexpected Application Error!' with the error text when a route throws", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Boom(): never {
      throw new Error('Kaboom in the campaign list');
    }
    const tree = toElementRoutes([{ path: '/', Component: Boom, ErrorBoundary: RouteError }]);
    render(
      <MemoryRouter>
        <RouteTree routes={tree} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Kaboom in the campaign list')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('declares every route of the spec table', () => {
    const paths: string[] = [];
    const walk = (rs: typeof routes, prefix: string) =>
      rs.forEach((r) => {
        const p = r.index ? prefix : r.path ? (r.path.startsWith('/') ? r.path : `${prefix}${prefix.endsWith('/') ? '' : '/'}${r.path}`) : prefix;
        if (r.index || (r.path && !r.children)) paths.push(p);
        if (r.children) walk(r.children, p);
      });
    walk(routes, '');
    expect(paths.sort()).toEqual(
      [
        '/',
        '/*',
        '/campaign/:id/irm',
        '/campaigns',
        '/campaigns/:id',
        '/campaigns/:id/influencers',
        '/campaigns/new',
        '/conversation/:id',
        '/dashboard',
        '/discover',
        '/irm',
        '/deals',
        // The marketer's desk (issue 16): the outbox, shortlists, 'My tasks', and the unsubscribe link of every email.
        '/outbox',
        '/lists',
        '/tasks',
        '/unsubscribe/:token',
        // From deal to results (issue 15): the creator portal (outside the shell) and the campaign report.
        '/portal/:token',
        '/campaigns/:id/report',
        // The brand's side of a deal (contract, content, payouts) and the workspace's contract template.
        '/deals/:id',
        '/settings/contract-template',
        // Discovery: a creator's profile (issue 12) and the CSV import page with its mapping step (issue 16).
        '/creators/:id',
        '/creators/import',
        // Accounts: the pages outside the shell, and the workspace settings inside it.
        '/sign-in',
        '/sign-up',
        '/setup',
        '/forgot-password',
        '/reset-password',
        '/verify-email',
        '/invite/:token',
        '/settings',
        '/settings/members',
        '/settings/api-keys',
        '/settings/audit',
      ].sort(),
    );
  });
});
