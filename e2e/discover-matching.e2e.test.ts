import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { RESOURCE_404, useServer, useSession } from './support/journey';

const server = useServer({ creators: 600 });

interface Creator {
  id: string;
  name: string;
  handle: string;
  language: string;
  audience_quality: number;
  followers_count: number;
}
interface Campaign {
  id: string;
  product_name: string;
  total_budget: number;
  currency: string;
}
interface Similarity {
  shortlist_size: number;
  shortlist_cost: number;
  total_budget: number;
  budget_used_pct: number;
}

const inr = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);

const newCampaign = (name: string, extra: Record<string, unknown> = {}) =>
  server().api<Campaign>('POST', '/api/v1/campaigns/', {
    product_name: name,
    brand_name: 'Discover Labs',
    product_description: 'Wireless earbuds with noise cancelling for commuters.',
    target_audience: 'Young professionals in India',
    key_use_cases: 'Commutes, calls',
    product_niche: 'technology',
    total_budget: 5_000_000,
    currency: 'INR',
    planned_creators: 10,
    ...extra,
  });

describe.each(VIEWPORTS)('Discover and matching: what the data knows, profiles, bulk add, cost vs budget ($name)', (vp) => {
  const session = useSession(server, vp);
  const mobile = vp.name === 'mobile';

  it('filters by Tamil (missing from the old fixed list) and by audience quality', async () => {
    const { page, screenshot } = session();
    const facets = await server().api<{ languages: { value: string; count: number }[] }>('GET', '/api/v1/creators/facets');
    expect(facets.languages.find((l) => l.value === 'ta')?.count).toBeGreaterThan(0);
    const good = await server().api<{ total: number }>('GET', '/api/v1/creators/?language=ta&min_audience_quality=80&limit=1');
    expect(good.total).toBeGreaterThan(0);

    await page.goto('/discover');
    await page.locator('[data-testid="creator-results"][aria-busy="false"]').waitFor();
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ta');
    await page.waitForURL((u) => u.searchParams.get('language') === 'ta');
    await page.getByRole('spinbutton', { name: 'Min audience quality (0-100)' }).fill('80');
    await page.waitForURL((u) => u.searchParams.get('min_audience_quality') === '80');
    await page.getByText(new RegExp(`^Showing 1–\\d+ of ${good.total} creators?$`)).waitFor();
    await screenshot('12c-discover-tamil-quality');
  });

  it('finds a creator by @handle and opens the profile: stats, audience (or unknown), quality verdict with reasons, history', async () => {
    const { page, screenshot } = session();
    // The biggest creator whose rate a ₹50 lakh campaign can pay.
    const { creators } = await server().api<{ creators: Creator[] }>('GET', '/api/v1/creators/?limit=1&sort=followers&max_rate=5000000&rate_currency=INR');
    const c = creators[0]!;
    // Some history with this workspace, so the profile has something to show.
    const camp = await newCampaign(`Profile Probe ${vp.name}`);
    await server().api('POST', `/api/v1/campaigns/${camp.id}/creators`, { creator_ids: [c.id] });

    await page.goto('/discover');
    await page.getByRole('searchbox', { name: /Search creators/ }).fill(`@${c.handle}`);
    await page.waitForURL((u) => u.searchParams.get('name') === `@${c.handle}`);
    const results = page.locator('[data-testid="creator-results"][aria-busy="false"]');
    await results.getByRole('link', { name: c.name }).first().click();
    await page.waitForURL(`**/creators/${c.id}`);
    await page.getByRole('heading', { name: c.name, level: 1 }).waitFor();
    const stats = page.getByRole('region', { name: 'Stats' });
    await stats.getByText(new Intl.NumberFormat('en-IN').format(c.followers_count)).waitFor();
    await stats.getByText(`${c.audience_quality}/100`).waitFor();
    // The verdict and at least one signal with its reason.
    await page.getByRole('list', { name: 'Audience quality signals' }).getByText(/Engagement vs the norm:/).waitFor();
    await page.getByText(/^(Looks genuine|Some doubts|Suspicious)$/).first().waitFor();
    await page.getByRole('table', { name: 'Campaigns and conversations with this creator' }).getByRole('link', { name: camp.product_name }).waitFor();
    await screenshot('12d-creator-profile');
  });

  it('bulk-adds three selected creators to a campaign in one action; a campaign whose budget cannot pay them adds none and says why', async () => {
    const { page, screenshot, expectConsoleError } = session();
    expectConsoleError(/Failed to load resource: the server responded with a status of 409/);
    // Discover opens on the biggest creators: a ₹50 crore budget pays any three of them, ₹1,000 none.
    const camp = await newCampaign(`Bulk Add Buds ${vp.name}`, { total_budget: 500_000_000 });
    const small = await newCampaign(`Bulk Small Budget ${vp.name}`, { total_budget: 1_000 });
    await page.goto('/discover');
    const results = page.locator('[data-testid="creator-results"][aria-busy="false"]');
    await results.waitFor();
    const checkboxes = results.locator('tbody').getByRole('checkbox');
    for (let i = 0; i < 3; i++) await checkboxes.nth(i).click();
    const bar = page.getByRole('region', { name: 'Selected creators' });
    await bar.getByText('3 selected').waitFor();
    await bar.getByRole('button', { name: 'Add to campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add 3 creators to a campaign' });
    await dialog.getByRole('button', { name: `Add to ${small.product_name}` }).click();
    await dialog.getByRole('alert').getByText(/each rate alone is above the ₹1,000 the budget has left; nothing was added/).waitFor();
    expect(await server().api<unknown[]>('GET', `/api/v1/outreach/campaign/${small.id}`)).toHaveLength(0);
    await dialog.getByRole('button', { name: `Add to ${camp.product_name}` }).click();
    await page.getByText(`Added to ${camp.product_name}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const entries = await server().api<unknown[]>('GET', `/api/v1/outreach/campaign/${camp.id}`);
    expect(entries).toHaveLength(3);
    // The selection is cleared once added.
    await bar.waitFor({ state: 'hidden' });
    await screenshot(mobile ? '12e-bulk-add-mobile' : '12e-bulk-add');
  });

  it('runs the AI match on a campaign and shows the shortlist cost against the budget', async () => {
    const { page, screenshot, expectConsoleError } = session();
    expectConsoleError(RESOURCE_404); // no stored match run before the first one
    const camp = await newCampaign(`Cost Budget Buds ${vp.name}`, { total_budget: 2_000_000 });
    await page.goto(`/campaigns/${camp.id}`);
    await page.getByRole('button', { name: 'AI Influencer Match' }).click();
    await page.waitForURL(`**/campaigns/${camp.id}/influencers`);
    const summary = page.getByTestId('shortlist-summary');
    await summary.getByText(/^Shortlist of \d+ of \d+ creators: .+ of .+ budget$/).waitFor();
    const run = await server().api<Similarity>('GET', `/api/v1/ai/campaign-similarity/${camp.id}`);
    expect(run.shortlist_cost).toBeLessThanOrEqual(camp.total_budget);
    await summary.getByText(`Shortlist of ${run.shortlist_size} of 10 creators: ${inr(run.shortlist_cost)} of ${inr(2_000_000)} budget`).waitFor();
    await expect(summary.getByRole('progressbar', { name: 'Budget used by the shortlist' }).getAttribute('aria-valuenow')).resolves.toBe(
      String(Math.round(Math.min(100, run.budget_used_pct))),
    );
    await screenshot('16b-match-cost-vs-budget');
  });
});
