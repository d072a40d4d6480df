import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { RESOURCE_404, useServer, useSession } from './support/journey';

const server = useServer({ creators: 200 });

interface Campaign {
  id: string;
  product_name: string;
  status: string;
  brief: string;
  total_budget: number;
  target_cities: string[];
  product_niche: string;
  niches: string[];
}

const BRIEF = `Hey team, quick one from the brand side.
We're launching Laps Zero by Brewline, an alcohol-free premium lager for race weekends.
We want 12 creators in India on Instagram, 2 reels each, to reach adults 21-35 who follow motorsport.
Use cases: race-day watch parties and track days. Goal: 20,000 trial cans in the launch month.
Niche: Premium Beer, Lifestyle & Motorsport Integration. Budget is ₹50K per creator.`;

describe.each(VIEWPORTS)('Campaign plans: build, correct, confirm, edit, delete ($name)', (vp) => {
  const session = useSession(server, vp);

  it('paste a brief, correct a field, Generate again keeps it, confirm, land on the campaign, then edit it from its page', async () => {
    const { page, screenshot, expectConsoleError } = session();
    expectConsoleError(RESOURCE_404); // the new campaign has no stored match run yet
    let extractions = 0;
    page.on('response', (r) => {
      if (r.url().endsWith('/api/v1/ai/extract-campaign') && r.status() === 200) extractions++;
    });
    await page.goto('/campaigns/new');
    await page.getByLabel('Campaign brief').fill(BRIEF);
    await page.getByRole('button', { name: 'Generate Campaign' }).click();
    const name = page.getByLabel(/^Product Name/);
    await name.waitFor();
    await expect.poll(() => extractions).toBe(1);

    // The user corrects one field, then generates again: the correction stays.
    const corrected = `Laps Zero Launch ${vp.name}`;
    await name.fill(corrected);
    await page.getByRole('button', { name: 'Generate Campaign' }).click();
    await expect.poll(() => extractions).toBe(2);
    await page.getByRole('button', { name: 'Generate Campaign' }).waitFor();
    expect(await page.getByLabel(/^Product Name/).inputValue()).toBe(corrected);
    await screenshot('campaign-plan-01-regenerated');

    // Whatever the extractor left empty is filled by hand (the journey tests the builder, not the extractor).
    for (const label of [/^Brand Name/, /^Product Description/, /^Target Audience/, /^Key Use Cases/, /^Campaign Goal/, /^Product Niche/]) {
      const field = page.getByLabel(label);
      if ((await field.inputValue()).trim() === '') await field.fill('Filled in by the journey');
    }
    const budget = page.getByLabel(/^Total Budget/);
    if ((await budget.inputValue()).trim() === '') await budget.fill('600000');

    await page.getByRole('button', { name: 'Review plan' }).click();
    const confirm = page.getByRole('region', { name: 'Confirm your campaign' });
    await confirm.getByText(corrected, { exact: true }).waitFor();
    await screenshot('campaign-plan-02-confirm');
    const ack = confirm.getByRole('checkbox', { name: /I have checked the values marked/ });
    if (await ack.count()) await ack.check();
    await confirm.getByRole('button', { name: 'Create Campaign' }).click();
    await page.getByText('Campaign Created').waitFor();
    await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: corrected, level: 1 }).waitFor();
    const id = page.url().split('/').pop()!;

    // The campaign keeps the brief it was made from, and shows it.
    const stored = await server().api<Campaign>('GET', `/api/v1/campaigns/${id}`);
    expect(stored.brief).toBe(BRIEF.trim());
    expect(stored.product_name).toBe(corrected);
    await page.getByText('Original brief').click();
    await page.getByText(/alcohol-free premium lager for race weekends/).first().waitFor();

    // Edit it from its page.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit campaign' });
    await dialog.getByLabel(/^Cities/).fill('Mumbai, Pune');
    await dialog.getByLabel(/^Total Budget/).fill('750000');
    await screenshot('campaign-plan-03-edit');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Campaign updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('definition').filter({ hasText: 'Mumbai, Pune' }).waitFor();
    const edited = await server().api<Campaign>('GET', `/api/v1/campaigns/${id}`);
    expect(edited.target_cities).toEqual(['Mumbai', 'Pune']);
    expect(edited.total_budget).toBe(750000);
  });

  it('deletes another campaign after confirming: it leaves the list and is archived', async () => {
    const { page, screenshot } = session();
    const other = await server().api<Campaign>('POST', '/api/v1/campaigns/', {
      product_name: `Throwaway Campaign ${vp.name}`,
      brand_name: 'Brewline',
      product_description: 'A campaign made by mistake',
      target_audience: 'Nobody',
      key_use_cases: 'None',
      campaign_goal: 'None',
      product_niche: 'Premium Beer, Lifestyle & Motorsport Integration',
      total_budget: 100000,
    });
    expect(other.niches).toEqual(['food', 'lifestyle', 'automotive']);
    await page.goto(`/campaigns/${other.id}`);
    await page.getByRole('heading', { name: other.product_name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this campaign?' });
    await dialog.waitFor();
    await screenshot('campaign-plan-04-delete');
    // Nothing happens before the confirmation.
    expect((await server().api<Campaign>('GET', `/api/v1/campaigns/${other.id}`)).status).toBe('planning');
    await dialog.getByRole('button', { name: 'Delete campaign' }).click();
    await page.getByText('Campaign deleted').waitFor();
    await page.waitForURL(/\/campaigns$/);
    const list = page.getByRole('list', { name: 'Campaign list' });
    await list.waitFor();
    await expect(list.getByText(other.product_name).count()).resolves.toBe(0);
    expect((await server().api<Campaign>('GET', `/api/v1/campaigns/${other.id}`)).status).toBe('archived');
    const listed = await server().api<Campaign[]>('GET', '/api/v1/campaigns/?limit=100');
    expect(listed.map((c) => c.id)).not.toContain(other.id);

    // The Archived filter shows it.
    await page.getByRole('button', { name: 'Archived' }).click();
    await list.getByText(other.product_name, { exact: true }).waitFor();
    await screenshot('campaign-plan-05-archived');
  });
});
