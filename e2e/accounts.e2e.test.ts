import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, VIEWPORTS, type Viewport } from './support/browser';
import { RESOURCE_401, RESOURCE_403, useServer, useSession } from './support/journey';
import type { TestServer } from './support/server';

interface Campaign {
  id: string;
  product_name: string;
}

const PASSWORD = 'journey-password-123';

/** The link of the newest account email to `to` whose text has `pattern` (the server writes them to the outbox). */
async function linkFromOutbox(server: TestServer, to: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = (await server.outbox()).find((m) => m.to === to && pattern.test(m.text));
    if (mail) return pattern.exec(mail.text)![0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email to ${to} with ${pattern}`);
}

const switcher = (page: Page) => page.getByRole('button', { name: /^Workspace: / });

/** The header's workspace switcher names the workspace and the caller's role in it. */
async function expectWorkspace(page: Page, name: string, role: string) {
  await page.getByRole('button', { name: `Workspace: ${name}, your role: ${role}. Switch workspace` }).waitFor();
}

async function campaignNames(page: Page): Promise<string[]> {
  await page.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();
  await page.locator('ul[aria-label="Campaign list"] > li').first().waitFor();
  return page.locator('ul[aria-label="Campaign list"] > li h2').allInnerTexts();
}

describe.each(VIEWPORTS)('first start, nobody owns the server yet ($name)', (vp) => {
  const unclaimed = useServer({ owner: false, creators: 40 });
  const session = useSession(unclaimed, vp, { signedIn: false });

  it('the first visitor creates the owner account from /dashboard and lands in the demo workspace', async () => {
    const { page, screenshot, expectConsoleError } = session();
    expectConsoleError(RESOURCE_401); // /me before anyone signed in
    await page.goto('/dashboard');
    await page.waitForURL('**/setup?next=%2Fdashboard');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshot('40-setup');

    await page.getByLabel('Name').fill('Olive Owner');
    await page.getByLabel('Email').fill(`olive-${vp.name}@example.com`);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be at least 10 characters').waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('Recent Campaigns').waitFor();
    // The seeded demo data is there, and it is the owner's.
    expect(await page.locator('main').getByRole('list').first().getByRole('button').count()).toBeGreaterThan(0);
    await expect(switcher(page).getAttribute('aria-label')).resolves.toMatch(/your role: owner/);
    const status = (await (await fetch(`${unclaimed().url}/api/v1/setup`)).json()) as { needs_owner: boolean };
    expect(status.needs_owner).toBe(false);

    // Signing out and in again, through the user menu and the sign-in page.
    await page.getByRole('button', { name: 'Account: Olive Owner' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto('/campaigns');
    await page.waitForURL('**/sign-in?next=%2Fcampaigns');
    await page.getByLabel('Email').fill(`olive-${vp.name}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await screenshot('41-sign-in-error');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/campaigns');
    await page.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();
  });
});

const server = useServer({ creators: 60 });

describe.each(VIEWPORTS)('accounts, workspaces and roles ($name)', (vp: Viewport) => {
  const session = useSession(server, vp);

  it('invites a member, who signs up from the link, accepts and works in the workspace as member', async () => {
    const { page, screenshot } = session();
    const email = `mia-${vp.name}@example.com`;
    await page.goto('/settings/members');
    await page.getByRole('heading', { name: 'Members', level: 2 }).waitFor();
    await page.getByRole('list', { name: 'Members' }).getByText(server().owner.email).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('member');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent').waitFor();
    const invitation = page.getByRole('list', { name: 'Invitations' }).getByRole('listitem', { name: email });
    await invitation.getByText('pending').waitFor();
    await screenshot('42-settings-members');

    const link = await linkFromOutbox(server(), email, /\/invite\/[A-Za-z0-9_-]+/);
    const guest = await openSession(server().url, vp);
    try {
      guest.expectConsoleError(RESOURCE_401); // /me while signed out
      guest.expectConsoleError(RESOURCE_403); // /me while signed in with no workspace yet
      const p = guest.page;
      await p.goto(link);
      await p.getByRole('heading', { name: /^Join / }).waitFor();
      // What the invitation is: the workspace, the role and the email it is for.
      await p.locator('dd', { hasText: email }).waitFor();
      await p.locator('dd', { hasText: /^member$/ }).waitFor();
      await guest.screenshot('43-invite');
      await p.getByRole('link', { name: 'Create an account' }).click();
      await p.waitForURL('**/sign-up?**');
      await expect(p.getByLabel('Email').inputValue()).resolves.toBe(email);
      await p.getByLabel('Name').fill(`Mia ${vp.name}`);
      await p.getByLabel('Password').fill(PASSWORD);
      await guest.screenshot('44-sign-up');
      await p.getByRole('button', { name: 'Create account' }).click();
      await p.waitForURL((u) => u.pathname === link);
      await p.getByRole('button', { name: 'Accept invitation' }).click();
      await p.waitForURL((u) => u.pathname === '/dashboard');
      const wsName = (await switcher(p).getAttribute('aria-label'))!.match(/^Workspace: (.+), your role/)![1]!;
      await expectWorkspace(p, wsName, 'member');
      await p.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      // A member sees why the settings have no forms.
      await p.goto('/settings/members');
      await p.getByText('Only owners and admins can manage members').waitFor();
      await guest.screenshot('45-settings-as-member');
      expect(guest.unexpectedErrors.join('\n'), 'unexpected console errors').toBe('');
    } finally {
      await guest.close();
    }

    await page.reload();
    const row = page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: `Mia ${vp.name}` });
    await expect(row.getByRole('combobox', { name: `Role of Mia ${vp.name}` }).inputValue()).resolves.toBe('member');
    await invitation.getByText('accepted').waitFor();
  });

  it('an agency user switches between two workspaces in the header and sees only each one’s campaigns', async () => {
    const { page, screenshot } = session();
    await page.goto('/campaigns');
    const demo = await campaignNames(page);
    const demoName = (await switcher(page).getAttribute('aria-label'))!.match(/^Workspace: (.+), your role/)![1]!;

    const clientName = `Client ${vp.name}`;
    await switcher(page).click();
    await page.getByRole('menuitem', { name: 'New workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workspace' });
    await dialog.getByLabel('Workspace name').fill(clientName);
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectWorkspace(page, clientName, 'owner');

    // The browser's session now works in the new workspace: a campaign made there belongs to it only.
    const product = `Client product ${vp.name}`;
    const res = await page.context().request.post(`${server().url}/api/v1/campaigns/`, {
      headers: { Origin: server().url },
      data: {
        product_name: product,
        brand_name: 'Client Brand',
        product_description: 'A product of the second workspace.',
        target_audience: 'Cyclists in India aged 25-40',
        key_use_cases: 'Weekend rides',
        campaign_goal: 'Awareness',
        product_niche: 'fitness',
        total_budget: 100000,
        currency: 'INR',
      },
    });
    expect(res.status()).toBe(201);
    const clientCampaign = (await res.json()) as Campaign;
    await page.goto('/campaigns');
    expect(await campaignNames(page)).toEqual([product]);
    await screenshot('46-workspace-client');

    await switcher(page).click();
    await screenshot('47-workspace-menu');
    await page.getByRole('menuitemradio', { name: new RegExp(demoName) }).click();
    await expectWorkspace(page, demoName, 'owner');
    await page.waitForFunction(
      (p) => ![...document.querySelectorAll('ul[aria-label="Campaign list"] > li h2')].some((h) => h.textContent === p),
      product,
    );
    const back = await campaignNames(page);
    expect(back).not.toContain(product);
    expect(back.slice(0, 3)).toEqual(demo.slice(0, 3));

    // By keyboard: open the menu with the arrow key and pick the client workspace.
    await switcher(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menu').waitFor();
    await page.getByRole('menuitemradio', { name: new RegExp(clientName) }).focus();
    await page.keyboard.press('Enter');
    await expectWorkspace(page, clientName, 'owner');
    await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Campaign list"] > li').length === 1);
    expect(await campaignNames(page)).toEqual([product]);

    // A campaign's own page belongs to its workspace: switching away goes to the dashboard.
    await page.goto(`/campaigns/${clientCampaign.id}`);
    await page.getByRole('heading', { name: product, level: 1 }).waitFor();
    await switcher(page).click();
    await page.getByRole('menuitemradio', { name: new RegExp(demoName) }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await expectWorkspace(page, demoName, 'owner');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });

  it('creates an API key that is shown once, uses it, revokes it, and the audit log records it', async () => {
    const { page, screenshot } = session();
    await page.goto('/settings/api-keys');
    await page.getByRole('heading', { name: 'API keys', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Create API key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    const name = `Journey key ${vp.name}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Role', { exact: true }).selectOption('member');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const created = page.getByRole('dialog', { name: 'API key created' });
    await created.getByText("It won't be shown again.", { exact: false }).waitFor();
    const key = await created.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key.length).toBeGreaterThan(20);
    await screenshot('48-api-key-created');
    await created.getByRole('button', { name: 'Done' }).click();
    await created.waitFor({ state: 'hidden' });
    // Shown once: nowhere on the page any more.
    expect(await page.locator('main').innerText()).not.toContain(key);

    const call = () => fetch(`${server().url}/api/v1/campaigns/?limit=1`, { headers: { Authorization: `Bearer ${key}` } });
    expect((await call()).status).toBe(200);

    const row = page.getByRole('list', { name: 'API keys' }).getByRole('listitem', { name });
    await page.reload();
    await row.getByText(/^Last used /).waitFor();
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke ${name}?` });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Revoked', { exact: true }).waitFor();
    await screenshot('49-api-keys');
    expect((await call()).status).toBe(401);

    await page.goto('/settings/audit');
    const log = page.getByRole('table', { name: 'Audit log' });
    await log.waitFor();
    expect(await log.locator('tbody tr').count()).toBeGreaterThan(1);
    await log.getByText(/api_key/).first().waitFor();
    await screenshot('50-audit');
  });

  it('a new user without an invitation creates their own workspace', async () => {
    const { page, screenshot, expectConsoleError } = session();
    expectConsoleError(RESOURCE_403); // /me before the workspace exists
    await page.context().clearCookies();
    await page.goto('/sign-up');
    await page.getByLabel('Name').fill('Sol Solo');
    await page.getByLabel('Email').fill(`sol-${vp.name}@example.com`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Create your workspace' }).waitFor();
    await screenshot('51-create-workspace');
    await page.getByLabel('Workspace name').fill(`Solo studio ${vp.name}`);
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await expectWorkspace(page, `Solo studio ${vp.name}`, 'owner');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('No campaigns yet.').waitFor();
  });

  it('resets a forgotten password from the emailed link, and confirms the email only on a click', async () => {
    const { page, screenshot, expectConsoleError } = session();
    expectConsoleError(RESOURCE_401); // the old password, after the reset
    expectConsoleError(RESOURCE_403); // /me of a user with no workspace yet
    const email = `rita-${vp.name}@example.com`;
    await page.context().clearCookies();
    const signUp = await page.context().request.post(`${server().url}/api/v1/auth/sign-up`, {
      headers: { Origin: server().url },
      data: { name: 'Rita Reset', email, password: PASSWORD },
    });
    expect(signUp.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await screenshot('52-forgot-password');

    const reset = await linkFromOutbox(server(), email, /\/reset-password\?token=[A-Za-z0-9_.-]+/);
    await page.goto(reset);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Repeat the new password').fill('a-brand-new-password');
    await screenshot('53-reset-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');

    await page.getByRole('heading', { name: 'Create your workspace' }).waitFor();

    // The verification link changes nothing until the button is pressed.
    const sent = await page.context().request.post(`${server().url}/api/v1/auth/send-verification-email`, { headers: { Origin: server().url } });
    expect(sent.status()).toBe(202);
    const verify = await linkFromOutbox(server(), email, /\/verify-email\?token=[A-Za-z0-9_.-]+/);
    await page.goto(verify);
    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await screenshot('54-verify-email');
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.getByText('Thank you, your email address is confirmed.').waitFor();
  });
});
