import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { useServer, useSession } from './support/journey';

const server = useServer({ creators: 600 });

interface Campaign {
  id: string;
  product_name: string;
}

describe.each(VIEWPORTS)('Auto Co-Pilot ($name)', (vp) => {
  const session = useSession(server, vp);

  it('starts a run, shows its real phase and progress, streams the logs to the end, and can start again', async () => {
    const { page, screenshot } = session();
    const active = await server().api<Campaign[]>('GET', '/api/v1/campaigns/?status=active&limit=10');
    const c = active[vp.name === 'desktop' ? 0 : 1]!;
    await page.goto(`/campaigns/${c.id}`);
    await page.getByRole('heading', { name: c.product_name, level: 1 }).waitFor();

    // A run starts from its settings (approval on by default), never from one click.
    await page.getByRole('button', { name: 'Auto Co-Pilot' }).click();
    const settings = page.getByRole('dialog', { name: 'Auto Co-Pilot settings' });
    await settings.waitFor();
    expect(await settings.getByRole('checkbox', { name: 'Deals need my approval' }).getAttribute('aria-checked')).toBe('true');
    await settings.getByLabel('Creators to call').fill('2');
    await settings.getByRole('button', { name: 'Start run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto Co-Pilot in Action' });
    await dialog.waitFor();
    await dialog.getByText(/keep working in\s+the background/).waitFor();
    for (const phase of ['Matching', 'Finding', 'Calling', 'Negotiating']) await dialog.getByText(phase, { exact: true }).waitFor();
    const bar = dialog.getByRole('progressbar', { name: 'Auto Co-Pilot progress' });
    // Progress comes from the stream, and never goes backwards.
    const seen: number[] = [];
    for (let i = 0; i < 200; i++) {
      seen.push(Number(await bar.getAttribute('aria-valuenow')));
      if (seen.at(-1) === 100) break;
      if (i === 2) await screenshot('22-copilot-dialog');
      await page.waitForTimeout(250);
    }
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await dialog.getByText(/^Finished: called \d+ creators?/).waitFor();

    await dialog.getByRole('button', { name: 'View Logs' }).click();
    const sheet = page.getByRole('dialog', { name: 'Campaign Agent Logs' });
    await sheet.waitFor();
    await sheet.getByText('Agent finished execution.').waitFor();
    await sheet.getByRole('list', { name: 'Creators found' }).waitFor();
    // Times in the user's time zone (the browser runs in Asia/Kolkata here), with its name.
    const times = await sheet.locator('time').allInnerTexts();
    expect(times.length).toBeGreaterThan(3);
    for (const t of times) expect(t).toMatch(/^\d{1,2}:\d{2}:\d{2}\s?(am|pm|AM|PM) IST$/);
    await screenshot('23-agent-logs');

    // The log is stored: after a reload the sheet shows the finished run; a new run can start.
    await page.reload();
    await page.getByRole('button', { name: 'Agent Logs' }).click();
    await sheet.getByText('Agent finished execution.').waitFor();
    const before = await sheet.locator('time').count();
    await sheet.getByRole('button', { name: 'Start new run' }).click();
    // A new run goes through its settings too, then the logs follow it.
    await settings.getByLabel('Creators to call').fill('1');
    await settings.getByRole('button', { name: 'Start run' }).click();
    await dialog.getByRole('button', { name: 'View Logs' }).click();
    await sheet.getByText(/Agents are working|Connecting to the agent/).first().waitFor();
    await sheet.getByText('Agent finished execution.').waitFor({ timeout: 90_000 });
    const firstTime = await sheet.locator('time').first().getAttribute('datetime');
    expect(Date.parse(firstTime!)).toBeGreaterThan(Date.now() - 120_000);
    expect(await sheet.locator('time').count()).toBeGreaterThan(1);
    expect(before).toBeGreaterThan(1);
  });
});
