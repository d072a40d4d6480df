import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeSmtp } from '../apps/server/test/fake-smtp-server.js';
import { createSmtpMailer } from '../apps/server/src/modules/email/mailer.js';
import { VIEWPORTS } from './support/browser';
import { useServer, useSession } from './support/journey';
import type { TestServer } from './support/server';

interface Campaign {
  id: string;
  product_name: string;
}
interface Creator {
  id: string;
  name: string;
  email: string | null;
}
interface Outreach {
  id: string;
  creator_id: string;
  creator_name: string;
  creator_email: string | null;
}
interface OutboxEntry {
  id: string;
  state: string;
  body: string;
  to: string;
}

async function newCampaign(server: TestServer, name: string) {
  return server.api<Campaign>('POST', '/api/v1/campaigns/', {
    product_name: name,
    brand_name: 'Glow Labs',
    product_niche: 'beauty',
    total_budget: 600_000,
    currency: 'INR',
    planned_creators: 4,
  });
}

/** An outreach entry, in a campaign of its own, for a creator with an email address on record. */
async function entryWithEmail(server: TestServer, tag: string, skip: number) {
  const c = await newCampaign(server, `Mail Serum ${tag}`);
  const { creators } = await server.api<{ creators: Creator[] }>('GET', '/api/v1/creators?limit=100&offset=0');
  const creator = creators.filter((x) => x.email)[skip]!;
  const o = await server.api<Outreach>('POST', '/api/v1/outreach/', { campaign_id: c.id, creator_id: creator.id });
  return { campaign: c, entry: o };
}

/** Compose from the "Introduction" template, edit, check the preview (merge fields filled); the caller sends. */
async function composeAndPreview(page: Page, entry: Outreach, campaign: Campaign) {
  await page.goto(`/conversation/${entry.id}`);
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compose email' });
  const template = dialog.getByLabel('Template');
  await template.locator('option', { hasText: 'Gentle follow-up' }).waitFor({ state: 'attached' });
  await template.selectOption({ label: 'Gentle follow-up' });
  await template.selectOption({ label: 'Introduction' });
  expect(await dialog.getByLabel('Subject').inputValue()).toBe('Collaboration with {{brand_name}}: {{product_name}}');
  // Edit before sending: a line of our own.
  const body = dialog.getByLabel('Message');
  await body.fill(`${await body.inputValue()}\n\nP.S. Samples ship this week.`);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('preview-body');
  await preview.waitFor();
  const firstName = entry.creator_name.split(/\s+/)[0]!;
  await preview.getByText(new RegExp(`Hi ${firstName}`)).waitFor();
  expect(await preview.innerText()).toContain('P.S. Samples ship this week.');
  expect(await preview.innerText()).not.toContain('{{');
  await dialog.getByTestId('preview-subject').getByText(`Collaboration with Glow Labs: ${campaign.product_name}`).waitFor();
  await dialog.getByText(`To`, { exact: true }).waitFor();
  await dialog.getByText(entry.creator_email!, { exact: true }).waitFor();
  return dialog;
}

describe('shortlists and email (no SMTP configured)', () => {
  const server = useServer({ creators: 300 });

  describe.each(VIEWPORTS)('$name', (vp) => {
    const session = useSession(server, vp);

    it('selects creators on Discover, saves them as a list and adds it to a campaign in one step; the campaign’s outreach has them', async () => {
      const { page, screenshot } = session();
      const campaign = await newCampaign(server(), `Shortlist Launch ${vp.name}`);
      await page.goto('/discover');
      const picks = page.getByRole('checkbox', { name: /^Select (?!every)/ });
      await picks.first().waitFor();
      const names: string[] = [];
      for (let i = 0; i < 3; i++) {
        const box = picks.nth(i);
        names.push((await box.getAttribute('aria-label'))!.replace(/^Select /, ''));
        await box.click();
      }
      const bar = page.getByRole('region', { name: 'Selected creators' });
      await bar.getByText('3 selected').waitFor();
      await bar.getByRole('button', { name: 'Save as list' }).click();

      const dialog = page.getByRole('dialog', { name: 'Save as a shortlist' });
      await dialog.getByText(`3 creators selected: ${names.join(', ')}`).waitFor();
      await dialog.getByLabel('List name').fill(`Glow picks ${vp.name}`);
      const select = dialog.getByLabel(/Also add the list to a campaign/);
      await select.locator('option', { hasText: campaign.product_name }).waitFor({ state: 'attached' });
      await select.selectOption({ label: `${campaign.product_name} · Glow Labs` });
      await screenshot('83-save-selection-as-list');
      await dialog.getByRole('button', { name: 'Save and add to campaign' }).click();
      await dialog.getByRole('status').getByText(`Saved “Glow picks ${vp.name}” with 3 creators.`).waitFor();
      await dialog.getByRole('status').getByText(/3 added/).waitFor();
      await bar.waitFor({ state: 'detached' });

      await dialog.getByRole('link', { name: 'Open the campaign\'s outreach' }).click();
      await page.waitForURL(`**/campaign/${campaign.id}/irm`);
      for (const n of names) await page.locator('main table tbody tr').filter({ hasText: n }).first().waitFor();
      await screenshot('84-campaign-outreach-from-list');

      // The list is kept on its own too.
      const lists = await server().api<{ name: string; creator_count: number }[]>('GET', '/api/v1/lists');
      expect(lists.find((l) => l.name === `Glow picks ${vp.name}`)?.creator_count).toBe(3);
    });

    it('composes from a template, previews, sends without SMTP and says so; the outbox shows the message', async () => {
      const { page, screenshot } = session();
      const { entry, campaign } = await entryWithEmail(server(), vp.name, vp.name === 'mobile' ? 1 : 0);
      const dialog = await composeAndPreview(page, entry, campaign);
      await dialog.getByText('Email sending is not set up (no SMTP server): the message will be saved to the outbox, not delivered.').waitFor();
      await dialog.getByRole('button', { name: 'Send email' }).click();
      await dialog.getByRole('status').getByText('Saved to the outbox — email sending is not set up').waitFor();
      expect(await dialog.getByText(/Email Sent/i).count()).toBe(0);
      await screenshot('85-email-outbox-message');

      await dialog.getByRole('link', { name: 'Open the outbox' }).click();
      await page.waitForURL(`**/outbox?outreach_id=${entry.id}`);
      const item = page.getByRole('list', { name: 'Emails' }).getByRole('listitem').filter({ hasText: 'Collaboration with Glow Labs' });
      await item.getByText('Not sent', { exact: true }).waitFor();
      await item.getByText('Show the message').click();
      await item.getByText('P.S. Samples ship this week.').waitFor();
      await screenshot('86-outbox-entry');
      const rows = await server().api<OutboxEntry[]>('GET', `/api/v1/outbox?outreach_id=${entry.id}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ state: 'outbox', to: entry.creator_email });
    });
  });
});

describe('email over SMTP (a fake SMTP server on 127.0.0.1)', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const server = useServer(() => ({ creators: 300, deps: { mailer: createSmtpMailer(smtp.url), mailFrom: 'Glow Labs <team@glow.test>' } }));
  const session = useSession(server, VIEWPORTS[0]);

  it('sends one message for a double-clicked Send, delivered exactly once', async () => {
    if (process.env.E2E_BASE_URL) return; // the fake SMTP server is this process's: only with a server started here
    const { page, screenshot } = session();
    const { entry, campaign } = await entryWithEmail(server(), 'smtp', 2);
    const dialog = await composeAndPreview(page, entry, campaign);
    expect(await dialog.getByText(/Email sending is not set up/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Send email' }).dblclick();
    await dialog.getByRole('status').getByText(`Email to ${entry.creator_name} is queued for sending; the outbox shows when it is delivered`).waitFor();

    const toCreator = () => smtp.received.filter((m) => m.to.includes(entry.creator_email!));
    for (let i = 0; i < 200 && toCreator().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    // Give a duplicate every chance to arrive.
    await new Promise((r) => setTimeout(r, 1500));
    expect(toCreator()).toHaveLength(1);
    expect(toCreator()[0]!.subject).toBe(`Collaboration with Glow Labs: ${campaign.product_name}`);
    expect(toCreator()[0]!.text).toContain('P.S. Samples ship this week.');

    await dialog.getByRole('link', { name: 'Open the outbox' }).click();
    const item = page.getByRole('list', { name: 'Emails' }).getByRole('listitem');
    await item.getByText('Sent', { exact: true }).waitFor();
    expect(await item.count()).toBe(1);
    await screenshot('87-outbox-sent-over-smtp');
    const rows = await server().api<OutboxEntry[]>('GET', `/api/v1/outbox?outreach_id=${entry.id}`);
    expect(rows.map((r) => r.state)).toEqual(['sent']);
  });
});
