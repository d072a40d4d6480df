import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './support/browser';
import { useServer, useSession } from './support/journey';

const server = useServer({ creators: 600 });

interface Campaign {
  id: string;
  product_name: string;
  status: string;
  stats: { committed_spend: number; proposed_spend: number; deals: number };
}
interface Deal {
  id: string;
  creator_name: string;
  status: string;
  price: number;
  currency: string;
}
interface Run {
  id: string;
  state: string;
}

/** What the app shows for money here (formatMoney in the browser's en-IN locale). */
const inr = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(n) ? 0 : 2,
  }).format(n);

const proposedDeals = (campaignId: string) => server().api<Deal[]>('GET', `/api/v1/deals?campaign_id=${campaignId}&status=proposed`);

async function waitForRunEnd(campaignId: string) {
  for (let i = 0; i < 600; i++) {
    const [run] = await server().api<Run[]>('GET', `/api/campaign-trigger/runs?campaign_id=${campaignId}&limit=1`);
    if (run && (run.state === 'completed' || run.state === 'failed')) return run;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the run did not end');
}

/** The sidebar is a sheet on phones: open it first. */
async function openNav(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  return page.getByRole('navigation', { name: 'Platform' });
}

describe.each(VIEWPORTS)('Auto Co-Pilot under control: settings, approvals, one budget ($name)', (vp) => {
  const session = useSession(server, vp);
  const mobile = vp.name === 'mobile';

  it('starts a run from its settings with approval on, then one proposed deal is approved and another rejected; the campaign becomes active', async () => {
    const { page, screenshot } = session();
    const c = await server().api<Campaign>('POST', '/api/v1/campaigns/', {
      product_name: `Approval Run Shoes ${vp.name}`,
      brand_name: 'Stride Labs',
      product_description: 'Lightweight running shoes for city runners.',
      target_audience: 'Runners in India aged 20-35',
      key_use_cases: 'Morning runs, marathons',
      campaign_goal: 'Awareness and sales',
      product_niche: 'fitness',
      total_budget: 2_500_000,
      currency: 'INR',
      planned_creators: 6,
    });
    expect(c.status).toBe('planning');

    await page.goto(`/campaigns/${c.id}`);
    await page.getByRole('heading', { name: c.product_name, level: 1 }).waitFor();
    // The title row: the campaign's name and its status badge.
    const header = page.getByRole('heading', { name: c.product_name, level: 1 }).locator('xpath=..');
    await header.getByText('Planning', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Deals' }).getByText(/^No deals yet/).waitFor();

    // Nothing starts without the settings: they open first, with the campaign's defaults.
    await page.getByRole('button', { name: 'Auto Co-Pilot' }).click();
    const settings = page.getByRole('dialog', { name: 'Auto Co-Pilot settings' });
    await settings.waitFor();
    const creators = settings.getByLabel('Creators to call');
    expect(await creators.inputValue()).toBe('6'); // what the campaign still needs
    const approval = settings.getByRole('checkbox', { name: 'Deals need my approval' });
    expect(await approval.getAttribute('aria-checked')).toBe('true');
    await settings.getByText(/still needs 6 deals for its 6 planned creators/).waitFor();

    // Validated before anything is sent; the keyboard goes to the first field to fix.
    await creators.fill('12');
    await settings.getByLabel('Countries to call').fill('India');
    await settings.getByRole('button', { name: 'Start run' }).click();
    await settings.getByText('Enter a whole number from 1 to 10').waitFor();
    await settings.getByText('Use two-letter country codes such as IN, US (not INDIA)').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true' && (document.activeElement as HTMLInputElement).value === '12');
    await screenshot('60-copilot-settings-errors');

    await creators.fill('5');
    await settings.getByLabel('Countries to call').fill('');
    await settings.getByRole('checkbox', { name: 'Set calling hours for this run' }).click();
    await settings.getByLabel('From').fill('00:00');
    await settings.getByLabel('Until').fill('23:59');
    await screenshot('61-copilot-settings');

    // The settings are the POST's JSON body.
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`/api/campaign-trigger/trigger/${c.id}`));
    await page.keyboard.press('Enter'); // submits from the focused field
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({ require_approval: true, max_creators: 5, calling_hours: { start: '00:00', end: '23:59' } });

    const progress = page.getByRole('dialog', { name: 'Auto Co-Pilot in Action' });
    await progress.waitFor();
    await progress.getByText(/^Finished: called \d+ creators?/).waitFor({ timeout: 90_000 });
    const finished = await progress.getByText(/^Finished: called/).innerText();
    expect(finished).not.toMatch(/closed \d+ deals? for/); // nothing is committed without approval

    // Two proposed deals to decide on; the simulated creators do not always say yes, so top up through the API if needed.
    let proposed = await proposedDeals(c.id);
    if (proposed.length > 0) await progress.getByRole('link', { name: 'Review deals' }).waitFor();
    for (let i = 0; proposed.length < 2 && i < 4; i++) {
      await server().api('POST', `/api/campaign-trigger/trigger/${c.id}`, { max_creators: 3, require_approval: true });
      await waitForRunEnd(c.id);
      proposed = await proposedDeals(c.id);
    }
    expect(proposed.length).toBeGreaterThanOrEqual(2);
    expect((await server().api<Campaign>('GET', `/api/v1/campaigns/${c.id}`)).stats.committed_spend).toBe(0);
    await screenshot('62-copilot-finished');
    await page.keyboard.press('Escape');
    await progress.waitFor({ state: 'hidden' });

    // The log links proposed deals to the approval list.
    await page.reload();
    await page.getByRole('button', { name: 'Agent Logs' }).click();
    const sheet = page.getByRole('dialog', { name: 'Campaign Agent Logs' });
    await sheet.getByText('Agent finished execution.').waitFor();
    if (await sheet.getByText(/^Deal proposed: /).count()) await sheet.getByRole('link', { name: 'Review in Deals to approve' }).first().waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    // Approve one from the campaign page, with the call's evidence next to it.
    const [toApprove, toReject] = proposed;
    const deals = page.getByRole('region', { name: 'Deals' });
    const card = deals.getByRole('article', { name: toApprove!.creator_name });
    await card.getByText('Waiting for approval').waitFor();
    for (const t of ['Price', 'Creator asked', 'Allowed up to', 'Deliverables']) await card.getByText(t, { exact: true }).waitFor();
    await card.locator('dd').first().filter({ hasText: inr(toApprove!.price) }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot('63-campaign-deals');
    await card.getByRole('button', { name: `Approve deal with ${toApprove!.creator_name}` }).click();
    await page.getByText('Deal approved', { exact: true }).waitFor();
    await card.getByText('Agreed', { exact: true }).waitFor();

    // The first agreed deal makes the campaign active, and commits exactly its price.
    await header.getByText('Active', { exact: true }).waitFor();
    await page.getByTestId('committed-spend').filter({ hasText: inr(toApprove!.price) }).waitFor();
    const after = await server().api<Campaign>('GET', `/api/v1/campaigns/${c.id}`);
    expect(after.status).toBe('active');
    expect(after.stats.committed_spend).toBe(toApprove!.price);
    expect(after.stats.deals).toBe(1);

    // Reject another from the Deals to approve list (sidebar, with its count), with a reason.
    const nav = await openNav(page, mobile);
    const link = nav.getByRole('link', { name: /^Deals to approve/ });
    // The badge counts the whole workspace's proposed deals (other journeys' too).
    const waiting = (await server().api<Deal[]>('GET', '/api/v1/deals?status=proposed')).length;
    await nav.getByText(`, ${waiting} waiting for approval`).waitFor({ state: 'attached' });
    await link.click();
    await page.waitForURL('**/deals');
    await page.getByRole('heading', { name: 'Deals to approve', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: 'To approve deals' });
    // The list spans every campaign (the same creator may have a deal in another one): pick this campaign's.
    const ofCampaign = (name: string, l = list) => l.getByRole('article', { name }).filter({ hasText: c.product_name });
    const rejectCard = ofCampaign(toReject!.creator_name);
    await rejectCard.waitFor();
    expect(await ofCampaign(toApprove!.creator_name).count()).toBe(0);
    await screenshot('64-deals-to-approve');
    await rejectCard.getByRole('button', { name: `Reject deal with ${toReject!.creator_name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reject this deal?' });
    await confirm.getByLabel('Reason (optional)').fill('Too expensive for this launch');
    await screenshot('65-reject-deal');
    await confirm.getByRole('button', { name: 'Reject deal' }).click();
    await page.getByText('Deal rejected', { exact: true }).waitFor();
    await rejectCard.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Rejected', exact: true }).click();
    await ofCampaign(toReject!.creator_name, page.getByRole('list', { name: 'Rejected deals' })).getByText(/Too expensive for this launch/).waitFor();
    const rejected = await server().api<Deal>('GET', `/api/v1/deals/${toReject!.id}`);
    expect(rejected.status).toBe('rejected');
    // Rejecting commits nothing.
    expect((await server().api<Campaign>('GET', `/api/v1/campaigns/${c.id}`)).stats.committed_spend).toBe(toApprove!.price);

    // The conversation shows the agreed deal, and the states by their one label.
    await page.getByRole('button', { name: 'Agreed', exact: true }).click();
    await ofCampaign(toApprove!.creator_name, page.getByRole('list', { name: 'Agreed deals' })).getByRole('link', { name: toApprove!.creator_name }).click();
    await page.waitForURL('**/conversation/**');
    await page.getByRole('region', { name: 'Deal' }).getByText('Agreed', { exact: true }).waitFor();
    await page.getByText('Outreach status').waitFor();
    const overview = page.locator('[role="tabpanel"][data-state="active"]');
    await overview.getByText('Agreed', { exact: true }).waitFor();
    for (const f of ['Channel', 'Message Type']) await overview.getByText(f, { exact: true }).waitFor();
    await overview.getByText('Phone', { exact: true }).waitFor();
    await overview.getByText('Call', { exact: true }).waitFor();
    await screenshot('66-conversation-deal');
  });

  it('shows the reason when a run is refused, and starts nothing', async () => {
    const { page, expectConsoleError } = session();
    expectConsoleError(/status of 409/);
    const c = await server().api<Campaign>('POST', '/api/v1/campaigns/', {
      product_name: `Closed Bottle ${vp.name}`,
      brand_name: 'Stride Labs',
      product_niche: 'fitness',
      total_budget: 200_000,
      currency: 'INR',
      planned_creators: 2,
      status: 'completed',
    });
    await page.goto(`/campaigns/${c.id}`);
    await page.getByRole('button', { name: 'Auto Co-Pilot' }).click();
    const settings = page.getByRole('dialog', { name: 'Auto Co-Pilot settings' });
    await settings.getByRole('button', { name: 'Start run' }).click();
    await settings.getByRole('alert').filter({ hasText: 'The Auto Co-Pilot did not start: The campaign is completed' }).waitFor();
    expect(await server().api<Run[]>('GET', `/api/campaign-trigger/runs?campaign_id=${c.id}`)).toEqual([]);
  });
});
