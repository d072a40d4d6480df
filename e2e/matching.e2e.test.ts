import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { RESOURCE_404, useServer, useSession } from './support/journey';

const server = useServer({ creators: 600 });

interface Campaign {
  id: string;
  product_name: string;
  brand_name: string;
}

describe.each(VIEWPORTS)('AI influencer match ($name)', (vp) => {
  const session = useSession(server, vp);

  it('runs the match, shows coloured scores, adds selected creators to outreach and opens a conversation', async () => {
    const { page, screenshot, expectConsoleError } = session();
    expectConsoleError(RESOURCE_404); // no stored match run before the first one
    const campaigns = await server().api<Campaign[]>('GET', '/api/v1/campaigns/?status=planning&limit=100');
    const c = campaigns[vp.name === 'desktop' ? 0 : 1]!;

    await page.goto(`/campaigns/${c.id}/influencers`);
    await page.getByText('No matches yet for this campaign').waitFor();

    await page.goto(`/campaigns/${c.id}`);
    await page.getByRole('button', { name: 'AI Influencer Match' }).click();
    await page.waitForURL(`**/campaigns/${c.id}/influencers`);
    await page.getByRole('heading', { name: c.product_name, level: 1 }).waitFor();
    await page.getByText(c.brand_name).first().waitFor();
    await page.getByText(/^\d+ match(es)?$/).waitFor();
    const rows = page.locator('main table tbody tr');
    await rows.first().waitFor();
    const n = await rows.count();
    expect(n).toBeGreaterThan(1);

    // Scores are coloured by the spec's thresholds.
    const badges = await rows.locator('td:nth-child(3) [data-tone]').evaluateAll((els) =>
      els.map((e) => [Number.parseFloat(e.textContent ?? ''), e.getAttribute('data-tone')] as const),
    );
    for (const [score, tone] of badges) {
      expect(tone).toBe(score >= 80 ? 'green' : score >= 60 ? 'blue' : score >= 40 ? 'yellow' : 'red');
    }
    // The shortlist's cost against the budget, and why each creator is there.
    const summary = page.getByTestId('shortlist-summary');
    await summary.getByText(/^Shortlist of \d+ of \d+ creators: .+ of .+ budget$/).waitFor();
    await expect(summary.getByRole('progressbar', { name: 'Budget used by the shortlist' }).getAttribute('aria-valuenow')).resolves.toMatch(/^\d+$/);
    await expect(rows.first().getByTestId('match-why').textContent()).resolves.toMatch(/engagements for/);
    await screenshot('16-similar-influencers');

    // Select all, then deselect one: 'Outreach (n-1)'.
    await page.getByRole('checkbox', { name: 'Select all influencers' }).click();
    await page.getByRole('button', { name: `Outreach (${n})` }).waitFor();
    const firstName = (await rows.first().locator('td:nth-child(2) p').first().innerText()).trim();
    await page.getByRole('checkbox', { name: `Select ${firstName}` }).click();
    await expect(page.getByRole('checkbox', { name: 'Select all influencers' }).getAttribute('data-state')).resolves.toBe('indeterminate');
    await page.getByRole('button', { name: `Outreach (${n - 1})` }).click();
    await page.getByText(/creators? added to outreach/).waitFor();

    const outreach = await server().api<{ creator_name: string }[]>('GET', `/api/v1/outreach/campaign/${c.id}`);
    expect(outreach.length).toBeGreaterThanOrEqual(n - 1);

    // Contact opens (creating if needed) that creator's conversation.
    await page.getByRole('button', { name: `Contact ${firstName}` }).click();
    await page.waitForURL(/\/conversation\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Conversation Details' }).waitFor();
    await page.getByText(`Detailed view of your conversation with ${firstName}`).waitFor();

    // The match run is stored per campaign: it is there after a reload.
    await page.goto(`/campaigns/${c.id}/influencers`);
    await rows.first().waitFor();
  });
});
