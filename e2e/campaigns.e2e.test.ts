import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { RESOURCE_404, useServer, useSession } from './support/journey';

const server = useServer();

interface Campaign {
  id: string;
  product_name: string;
  status: string;
}

async function ensureCampaigns(n: number) {
  const list = await server().api<Campaign[]>('GET', '/api/v1/campaigns/?limit=100');
  for (let i = list.length; i < n; i++) {
    await server().api('POST', '/api/v1/campaigns/', {
      product_name: `Journey Product ${i + 1}`,
      brand_name: 'Journey Brand',
      product_description: 'A product made by the browser journeys.',
      target_audience: 'Runners in India aged 20-35',
      key_use_cases: 'Morning runs',
      campaign_goal: 'Awareness',
      product_niche: 'fitness',
      total_budget: 300000,
      currency: 'INR',
    });
  }
}

describe.each(VIEWPORTS)('campaigns ($name)', (vp) => {
  const session = useSession(server, vp);

  it('lists campaigns, filters by status and loads more by 20', async () => {
    await ensureCampaigns(24);
    const { page, screenshot } = session();
    await page.goto('/campaigns');
    const cards = page.locator('ul[aria-label="Campaign list"] > li');
    await page.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();
    await cards.first().waitFor();
    expect(await cards.count()).toBe(20);
    await screenshot('05-campaigns');
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Campaign list"] > li').length > 20);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Planning', exact: true }).click();
    await page.waitForURL('**/campaigns?status=planning');
    await page.locator('button[aria-pressed="true"]', { hasText: 'Planning' }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('ul[aria-label="Campaign list"] > li')].every((li) => li.textContent?.includes('Planning')));
    // Planning campaigns offer Find Influencers and show no performance block.
    await cards.first().getByRole('link', { name: /Find influencers/ }).waitFor();
    expect(await page.getByText('Performance').count()).toBe(0);

    await page.getByRole('button', { name: 'Completed', exact: true }).click();
    await page.waitForURL('**/campaigns?status=completed');
    await page.getByText('Completed', { exact: true }).first().waitFor();
    await page.getByText('Performance').first().waitFor();
  });

  it('opens a campaign: overview, stats, actions and a status change', async () => {
    const { page, screenshot } = session();
    const [first] = await server().api<Campaign[]>('GET', '/api/v1/campaigns/?status=active&limit=1');
    await page.goto(`/campaigns/${first!.id}`);
    await page.getByRole('heading', { name: first!.product_name, level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe(`${first!.product_name} · Inflow`);
    for (const t of ['Total Budget', 'Influencers', 'Niche', 'Product Description', 'Campaign Goal', 'Target Audience', 'Key Use Cases']) {
      await page.getByText(t, { exact: true }).first().waitFor();
    }
    await page.getByRole('button', { name: 'AI Influencer Match' }).waitFor();
    await page.getByRole('link', { name: 'View Influencers' }).waitFor();
    await screenshot('06-campaign-detail');

    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption('paused');
    await page.getByText('Status updated').waitFor();
    const after = await server().api<Campaign>('GET', `/api/v1/campaigns/${first!.id}`);
    expect(after.status).toBe('paused');
    await status.selectOption('active');
    await page.getByText('The campaign is now Active.').waitFor();

    await page.getByRole('link', { name: 'View Influencers' }).click();
    await page.waitForURL(`**/campaign/${first!.id}/irm`);
    await page.getByText('Product Details').waitFor();
    await page.getByText('Brand Details').waitFor();
    await page.locator('main table tbody tr').first().waitFor();
    await screenshot('07-campaign-outreach');
    const search = page.getByLabel('Search by creator name, channel name or status');
    // Statuses read the same everywhere: the demo entries are New, found by their label.
    await page.locator('main table tbody tr').first().getByText('New', { exact: true }).filter({ visible: true }).waitFor();
    await search.fill('New');
    await page.locator('main table tbody tr').first().waitFor();
    await search.fill('zzzz-nobody');
    await page.getByText('No matches').waitFor();
  });

  it('shows the API error text and recovers with Retry', async () => {
    const { page, screenshot, expectConsoleError } = session();
    expectConsoleError(/status of 503/);
    let fail = true;
    await page.route('**/api/v1/dashboard', (route) =>
      fail
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Database is restarting', code: 'unavailable' }) })
        : route.fallback(),
    );
    await page.goto('/dashboard');
    await page.getByText('Loading dashboard data...').waitFor();
    // Three retries (1 s, 2 s, 4 s) before the error shows.
    await page.getByText('Failed to fetch dashboard data').waitFor({ timeout: 20_000 });
    await page.getByText('HTTP error! status: 503, message: Database is restarting').waitFor();
    await screenshot('08-api-error');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Active Campaigns').waitFor();
  });

  it('says when the server cannot be reached', async () => {
    const { page, expectConsoleError } = session();
    expectConsoleError(/ERR_FAILED|ERR_CONNECTION|Failed to load resource/);
    await page.route('**/api/v1/campaigns/?**', (route) => route.abort('connectionrefused'));
    await page.goto('/campaigns');
    await page.getByText('Failed to fetch campaigns. Please try again later.').waitFor({ timeout: 20_000 });
    await page.getByText(`Unable to connect to the server at ${server().url}. Please check if the server is running and accessible.`).waitFor();
    await page.unroute('**/api/v1/campaigns/?**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('ul[aria-label="Campaign list"] > li').first().waitFor();
  });

  it('a campaign without brand profile still shows its product', async () => {
    const { page, expectConsoleError } = session();
    expectConsoleError(RESOURCE_404);
    const c = await server().api<Campaign>('POST', '/api/v1/campaigns/', {
      product_name: 'Orphan Bottle',
      brand_name: 'No Profile Co',
      product_description: 'A steel bottle.',
      target_audience: 'Hikers',
      key_use_cases: 'Hiking',
      campaign_goal: 'Sales',
      product_niche: 'travel',
      total_budget: 100000,
      currency: 'INR',
    });
    await page.goto(`/campaign/${c.id}/irm`);
    await page.getByText('Product Details').waitFor();
    await page.getByText('No creators in outreach yet').waitFor();
    await page.getByText('A steel bottle.').waitFor();
  });
});
