import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS } from './support/browser';
import { useServer, useSession } from './support/journey';

const server = useServer({ creators: 300 });

interface Campaign {
  id: string;
  product_name: string;
}
interface Creator {
  id: string;
  name: string;
}
interface Outreach {
  id: string;
  status: string;
  creator_name: string;
}

/** A campaign of this journey's own with three entries: one Contacted, one New, one Negotiating. */
async function arrange(tag: string, offset: number) {
  const c = await server().api<Campaign>('POST', '/api/v1/campaigns/', {
    product_name: `Board Serum ${tag}`,
    brand_name: 'Glow Labs',
    product_niche: 'beauty',
    total_budget: 900_000,
    currency: 'INR',
    planned_creators: 3,
  });
  const { creators } = await server().api<{ creators: Creator[] }>('GET', `/api/v1/creators?limit=3&offset=${offset}`);
  const { entries } = await server().api<{ entries: Outreach[] }>('POST', '/api/v1/outreach/bulk', { campaign_id: c.id, creator_ids: creators.map((x) => x.id) });
  const [contacted, fresh, negotiating] = entries as [Outreach, Outreach, Outreach];
  await server().api('PATCH', `/api/v1/outreach/${contacted.id}`, { status: 'contacted' });
  await server().api('PATCH', `/api/v1/outreach/${negotiating.id}`, { status: 'negotiating' });
  await server().api('POST', '/api/v1/tasks', { title: 'Send the product brief', due_date: '2031-01-15', outreach_id: contacted.id });
  return { campaign: c, contacted, fresh };
}

const column = (page: Page, stage: string) => page.getByTestId(`column-${stage}`);
const cardIn = (page: Page, stage: string, name: string) => column(page, stage).getByRole('article', { name });

/** A real mouse drag: press on the card (not on its link or menu), move in steps past the activation distance, release. */
async function mouseDrag(page: Page, card: Locator, target: Locator) {
  const from = (await card.getByTestId('card-price').boundingBox())!;
  await target.scrollIntoViewIfNeeded();
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
}

/**
 * The keyboard sensor: focus the grip, Space to pick up, Right arrow once per stage, Space to drop. Each step waits
 * for what a screen reader is told (dnd-kit's live region), as a person waits to hear it.
 */
async function keyboardMove(page: Page, name: string, from: string, through: string[]) {
  // dnd-kit announces a pick-up or a move in the same frame, before it has attached its listeners to the board's
  // scrolling; a person's next key comes a good deal later than one frame, so the journey lets two frames pass.
  const settled = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  const heard = async (text: string) => {
    await page.getByRole('status').filter({ hasText: text }).waitFor({ state: 'attached' });
    await settled();
  };
  await page.getByRole('button', { name: `Move ${name}` }).focus();
  await page.keyboard.press('Space');
  await heard(`Picked up ${name} from ${from}.`);
  for (const stage of through) {
    await page.keyboard.press('ArrowRight');
    await heard(`${name} is over ${stage}.`);
  }
  await page.keyboard.press('Space');
  await heard(`${name} was dropped on ${through.at(-1)}; saving.`);
}

describe.each(VIEWPORTS)('pipeline board ($name)', (vp) => {
  const session = useSession(server, vp);
  const mobile = vp.name === 'mobile';

  it('moves an entry from Contacted to Negotiating; the list view and the conversation timeline show the move', async () => {
    const { page, screenshot } = session();
    const { campaign, contacted } = await arrange(vp.name, mobile ? 30 : 0);
    const name = contacted.creator_name;

    // The list is the default view; the toggle opens the board.
    await page.goto('/irm');
    await page.getByRole('navigation', { name: 'Outreach view' }).getByRole('link', { name: 'Board' }).click();
    await page.waitForURL(/\/irm\?view=board/);
    await page.getByLabel('Campaign', { exact: true }).selectOption(campaign.id);
    await page.waitForURL(new RegExp(`campaign=${campaign.id}`));

    const card = cardIn(page, 'contacted', name);
    await card.waitFor();
    await card.getByTestId('card-task').getByText('Send the product brief').waitFor();
    expect(await column(page, 'negotiating').getByRole('article').count()).toBe(1);
    await screenshot('80-pipeline-board');

    if (mobile) await keyboardMove(page, name, 'Contacted', ['Negotiating']);
    else await mouseDrag(page, card, column(page, 'negotiating'));

    await page.getByRole('status').filter({ hasText: `Moved ${name} to Negotiating.` }).waitFor();
    await cardIn(page, 'negotiating', name).waitFor();
    expect(await cardIn(page, 'contacted', name).count()).toBe(0);
    expect((await server().api<Outreach>('GET', `/api/v1/outreach/${contacted.id}`)).status).toBe('negotiating');
    // Still there after a reload: the server has it.
    await page.reload();
    await cardIn(page, 'negotiating', name).waitFor();
    await screenshot('81-pipeline-board-moved');

    // The list view shows the new stage.
    await page.getByRole('navigation', { name: 'Outreach view' }).getByRole('link', { name: 'List' }).click();
    await page.waitForURL((u) => u.pathname === '/irm' && !u.search.includes('board'));
    await page.getByLabel('Search by influencer or campaign name').fill(campaign.product_name);
    const row = page.locator('main table tbody tr').filter({ hasText: name });
    await row.getByText('Negotiating', { exact: true }).filter({ visible: true }).first().waitFor();

    // The conversation's timeline has the move, by whom.
    await row.getByRole('link', { name }).click();
    await page.waitForURL(`**/conversation/${contacted.id}`);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Moved from contacted to negotiating').waitFor();
    await timeline.getByRole('listitem').filter({ hasText: 'Moved from contacted to negotiating' }).getByText(/Status · .* · owner/).waitFor();
    await screenshot('82-timeline-move');
  });

  it('refuses an illegal move with the server’s reason and puts the card back', async () => {
    const { page, expectConsoleError } = session();
    expectConsoleError(/status of 409/);
    const { campaign, fresh } = await arrange(`${vp.name} refused`, mobile ? 40 : 10);
    const name = fresh.creator_name;
    await page.goto(`/irm?view=board&campaign=${campaign.id}`);
    await cardIn(page, 'new', name).waitFor();
    // New → (Contacted, Negotiating, Deal proposed): a deal is only proposed from a call.
    await keyboardMove(page, name, 'New', ['Contacted', 'Negotiating', 'Deal proposed']);
    await page.getByRole('alert').filter({ hasText: `${name} stays in New. Can't move from New to Deal proposed` }).waitFor();
    await cardIn(page, 'new', name).waitFor();
    expect(await cardIn(page, 'deal_proposed', name).count()).toBe(0);
    expect((await server().api<Outreach>('GET', `/api/v1/outreach/${fresh.id}`)).status).toBe('new');
  });
});
