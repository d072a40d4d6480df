import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { RESOURCE_404, useServer, useSession } from './support/journey';

const server = useServer({ creators: 200 });

const BRIEF = `Hi team! We're launching BoltBuds by Sonix, sweat-proof wireless earbuds with a 30-hour battery.
We want fitness and tech creators to make workout reels for gym-goers aged 18-30 in India.
Goal: drive 5,000 pre-orders in the launch month.
We plan 8 to 10 creator profiles at ₹70K-80K each.`;

describe.each(VIEWPORTS)('AI Campaign Builder ($name)', (vp) => {
  const session = useSession(server, vp);

  it('brief -> extracted fields -> fix -> confirm -> create -> redirect to the new campaign', async () => {
    const { page, screenshot, expectConsoleError } = session();
    expectConsoleError(RESOURCE_404); // the new campaign has no stored match run yet
    await page.goto('/campaigns/new');
    await page.getByRole('heading', { name: 'AI Campaign Builder' }).waitFor();
    const generate = page.getByRole('button', { name: 'Generate Campaign' });
    await expect(generate.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Campaign brief').fill(BRIEF);
    await page.getByText(`${BRIEF.length} / 20,000 characters`).waitFor();
    await generate.click();
    await page.getByText(/Campaign Details Extracted Successfully!|Missing Information/).first().waitFor();
    await screenshot('09-builder-extracted');

    // The form can be corrected before creating: the budget is the higher end of every range.
    const budget = page.getByLabel(/^Total Budget/);
    if ((await budget.inputValue()) === '') await budget.fill('800000');
    expect(Number(await budget.inputValue())).toBe(800000);
    const name = page.getByLabel(/^Product Name/);
    await name.fill('BoltBuds Launch');
    for (const label of [/^Brand Name/, /^Product Description/, /^Target Audience/, /^Key Use Cases/, /^Campaign Goal/]) {
      const field = page.getByLabel(label);
      if ((await field.inputValue()).trim() === '') await field.fill('Filled in by the journey');
    }
    if ((await page.getByLabel(/^Product Niche/).inputValue()) === '') await page.getByLabel(/^Product Niche/).fill('Fitness and tech');
    // Nothing is created before the confirm step, which shows the whole plan with the corrections.
    await page.getByRole('button', { name: 'Review plan' }).click();
    const confirm = page.getByRole('region', { name: 'Confirm your campaign' });
    await confirm.waitFor();
    await confirm.getByText('BoltBuds Launch', { exact: true }).waitFor();
    await screenshot('09b-builder-confirm');
    const checked = confirm.getByRole('checkbox', { name: /I have checked the values marked/ });
    // Values the AI was unsure of must be acknowledged; with none flagged, Create is one click.
    if (await checked.count()) {
      await expect(confirm.getByRole('button', { name: 'Create Campaign' }).isDisabled()).resolves.toBe(true);
      await checked.check();
    }
    await confirm.getByRole('button', { name: 'Create Campaign' }).click();
    await page.getByText('Campaign Created').waitFor();
    await page.getByText('Your campaign has been created successfully.').waitFor();
    await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'BoltBuds Launch', level: 1 }).waitFor();
    await screenshot('10-builder-created');
  });

  it('a brief without the essentials shows the Missing Information card', async () => {
    const { page, screenshot } = session();
    await page.goto('/campaigns/new');
    await page.getByLabel('Campaign brief').fill('We want some influencers to post about our thing.');
    await page.getByRole('button', { name: 'Generate Campaign' }).click();
    const card = page.getByRole('alert').filter({ hasText: 'Missing Information' });
    await card.waitFor();
    await card.getByText('Total Budget', { exact: true }).waitFor();
    await card.getByText(/^Oops! Looks like your brief is missing: .+\. Please add these details to your brief for a complete campaign setup!$/).waitFor();
    await screenshot('11-builder-missing');
    await page.getByRole('button', { name: 'Review plan' }).click();
    await page.getByText(/^Please fill: /).waitFor();
    // Gaps keep the user on the form: no confirm step, nothing to create.
    await expect(page.getByRole('region', { name: 'Confirm your campaign' }).count()).resolves.toBe(0);
  });
});
