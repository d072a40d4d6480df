import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoute, stubApi } from '@/test/render';
import { SignInPage } from './sign-in-page';

const USER = { id: 'u1', email: 'olive@example.com', name: 'Olive', email_verified: true };
const setupDone = () => json({ needs_owner: false, workspace_name: 'Demo Workspace' });
const landing = [
  { path: '/dashboard', element: <p>dashboard</p> },
  { path: '/campaigns', element: <p>campaigns</p> },
  { path: '/setup', element: <p>setup page</p> },
];

afterEach(() => vi.unstubAllGlobals());

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('sign-in page', () => {
  it('shows the server message when the email or password is wrong, and keeps the form', async () => {
    const api = stubApi({
      'GET /api/v1/setup': setupDone,
      'POST /api/v1/auth/sign-in': () => json({ message: 'Email or password is incorrect', code: 'invalid_credentials' }, 401),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<SignInPage />, { path: '/sign-in', url: '/sign-in', extra: landing });
    const user = await fill('olive@example.com', 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'olive@example.com', password: 'not the password' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("puts the server's field errors under their fields", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/v1/setup': setupDone,
        'POST /api/v1/auth/sign-in': () =>
          json({ message: "body field 'email': must be an email address; body field 'password': is required", code: 'validation_error' }, 400),
      }).fetch,
    );
    renderRoute(<SignInPage />, { path: '/sign-in', url: '/sign-in', extra: landing });
    const user = await fill('olive@example.com', 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email must be an email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the fields before asking the server', async () => {
    const api = stubApi({ 'GET /api/v1/setup': setupDone });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<SignInPage />, { path: '/sign-in', url: '/sign-in', extra: landing });
    const user = await fill('not-an-email', '');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email must be an email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('disables the button while signing in, then goes back to the page in next', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /api/v1/setup': setupDone, 'POST /api/v1/auth/sign-in': () => new Promise<Response>((r) => (answer = r)) }).fetch,
    );
    const { router } = renderRoute(<SignInPage />, { path: '/sign-in', url: '/sign-in?next=%2Fcampaigns%3Fstatus%3Dactive', extra: landing });
    const user = await fill('olive@example.com', 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: /Signing in/ })).toBeDisabled();
    answer(json({ user: USER }));
    expect(await screen.findByText('campaigns')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=active');
  });

  it('never follows a next that leaves the site', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/v1/setup': setupDone, 'POST /api/v1/auth/sign-in': () => json({ user: USER }) }).fetch);
    renderRoute(<SignInPage />, { path: '/sign-in', url: '/sign-in?next=https%3A%2F%2Fevil.example%2F', extra: landing });
    await fill('olive@example.com', 'correct horse battery');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('sends the first visitor to the owner setup when nobody owns the workspace', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/v1/setup': () => json({ needs_owner: true, workspace_name: 'Demo Workspace' }) }).fetch);
    const { router } = renderRoute(<SignInPage />, { path: '/sign-in', url: '/sign-in?next=%2Fcampaigns', extra: landing });
    expect(await screen.findByText('setup page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fcampaigns'));
  });
});
