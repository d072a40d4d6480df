import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { useServer, useSession } from './support/journey';

const server = useServer({ creators: 600 });

interface Creator {
  id: string;
  name: string;
  platform: string;
}

describe.each(VIEWPORTS)('Discover Influencers ($name)', (vp) => {
  const session = useSession(server, vp);
  const rows = (page: ReturnType<typeof session>['page']) => page.locator('main table tbody tr');
  /** The results table says when it shows the answer to the current filters. */
  const settled = (page: ReturnType<typeof session>['page']) => page.locator('[data-testid="creator-results"][aria-busy="false"]').waitFor();

  it('searches, filters with validation, paginates', async () => {
    const { page, screenshot } = session();
    await page.goto('/discover');
    await page.getByText(/^Showing 1–40 of [\d,]+ creators$/).waitFor();
    await settled(page);
    expect(await rows(page).count()).toBe(40);
    await screenshot('12-discover');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/discover?offset=40');
    await page.getByText(/^Showing 41–80 of /).waitFor();
    await page.getByText('Page 2 of').waitFor();

    // Any filter change goes back to the first page.
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('combobox', { name: 'Platform' }).selectOption('youtube');
    await page.waitForURL((u) => u.searchParams.get('platform') === 'youtube' && !u.searchParams.has('offset'));
    await page.getByText(/^Showing 1–/).waitFor();
    await settled(page);
    // Columns: select, avatar, creator, platform, ...
    const platforms = await rows(page).locator('td:nth-child(4)').allInnerTexts();
    expect(new Set(platforms)).toEqual(new Set(['YouTube']));

    // Engagement must be 0-100: 150 is ignored (and said so), 2.5 applies.
    const engagement = page.getByLabel('Min engagement (%)');
    await expect(engagement.getAttribute('step')).resolves.toBe('0.1');
    await expect(engagement.getAttribute('min')).resolves.toBe('0');
    await engagement.fill('150');
    await page.getByText('Must be between 0 and 100: ignored').waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.has('min_engagement')).toBe(false);
    await engagement.fill('2.5');
    await page.waitForURL((u) => u.searchParams.get('min_engagement') === '2.5');
    await engagement.fill('');
    await page.waitForURL((u) => !u.searchParams.has('min_engagement'));

    await page.getByLabel('Min followers').fill('100000');
    await page.waitForURL((u) => u.searchParams.get('min_followers') === '100000');
    await page.getByLabel('Results per page').selectOption('10');
    await page.waitForURL((u) => u.searchParams.get('limit') === '10');
    await page.getByText(/^Showing 1–10 of /).waitFor();
    await settled(page);
    expect(await rows(page).count()).toBe(10);
    await screenshot('13-discover-filtered');

    // Search by name (server-side over name, channel and handle).
    const [someone] = (await server().api<{ creators: Creator[] }>('GET', '/api/v1/creators/?limit=1&offset=7')).creators;
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Search creators by name, channel or handle').fill(someone!.name);
    await page.waitForURL((u) => u.searchParams.get('name') === someone!.name);
    await rows(page).filter({ hasText: someone!.name }).first().waitFor();
  });

  it('adds a creator to a campaign and finds lookalikes', async () => {
    const { page, screenshot } = session();
    await page.goto('/discover');
    const row = rows(page).nth(3);
    await row.waitFor();
    const name = (await row.getByRole('checkbox').getAttribute('aria-label'))!.replace(/^Select /, '');
    await row.getByRole('button', { name: `Add ${name} to a campaign` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Campaign' });
    await dialog.waitFor();
    const campaigns = dialog.getByRole('list', { name: 'Campaigns' }).getByRole('listitem');
    await campaigns.first().waitFor();
    await screenshot('14-add-to-campaign');
    const campaignName = (await campaigns.first().locator('p').first().innerText()).trim();
    await campaigns.first().getByRole('button', { name: /^Add / }).click();
    await page.getByText('Creator added to campaign successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const all = await server().api<{ creator_name: string; campaign_name: string }[]>('GET', '/api/v1/outreach/');
    expect(all.some((o) => o.creator_name === name && o.campaign_name === campaignName)).toBe(true);

    await row.getByRole('button', { name: `Find creators similar to ${name}` }).click();
    const similar = page.getByRole('dialog', { name: `Creators similar to ${name}` });
    await similar.waitFor();
    await similar.getByRole('listitem').first().waitFor();
    expect(await similar.getByText(name, { exact: true }).count()).toBe(0);
    await screenshot('15-find-similar');
  });
});
