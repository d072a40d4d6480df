import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { useServer, useSession } from './support/journey';

const server = useServer({ creators: 300 });

interface Outreach {
  id: string;
  creator_name: string;
  campaign_name: string;
  conversation_id: string | null;
  creator_email: string | null;
  creator_phone: string | null;
}

describe.each(VIEWPORTS)('conversation: call, analysis, transcript, recording, email ($name)', (vp) => {
  const session = useSession(server, vp);

  it('opens a conversation from the Influencer Manager', async () => {
    const { page, screenshot } = session();
    await page.goto('/irm');
    const rows = page.locator('main table tbody tr');
    await rows.first().waitFor();
    await screenshot('17-influencer-manager');
    const all = await server().api<Outreach[]>('GET', '/api/v1/outreach/');
    const target = all[3]!;
    await page.getByLabel('Search by influencer or campaign name').fill(target.creator_name);
    await rows.filter({ hasText: target.campaign_name }).first().waitFor();
    await page.getByLabel('Search by influencer or campaign name').fill(target.campaign_name);
    await rows.filter({ hasText: target.creator_name }).first().getByRole('link', { name: target.creator_name }).click();
    await page.waitForURL(/\/conversation\//);
    await page.getByRole('heading', { name: 'Conversation Details' }).waitFor();
    await page.getByText('Creator Profile').waitFor();
  });

  it('places a simulated call, then shows the analysis and transcript and plays the recording', async () => {
    const { page, screenshot } = session();
    const all = await server().api<Outreach[]>('GET', '/api/v1/outreach/');
    const target = all.find((o) => !o.conversation_id && o.creator_email && o.creator_phone)!;
    await page.goto(`/conversation/${target.id}`);
    await page.getByText(`Detailed view of your conversation with ${target.creator_name}`).waitFor();

    // Before any call.
    await page.getByRole('tab', { name: 'Call Analysis' }).click();
    await page.getByText('No call analysis available').waitFor();
    await page.getByRole('tab', { name: 'Transcript' }).click();
    await page.getByText('No transcript available').waitFor();
    await page.getByRole('tab', { name: 'Call Recording' }).click();
    await page.getByText('No call recording available').waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await screenshot('18-conversation-before-call');

    await page.getByRole('button', { name: 'Call', exact: true }).click();
    await page.getByText('Call Initiated', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Call in progress' }).waitFor();
    // The call runs on the server in real time; the page follows it.
    await page.getByRole('button', { name: 'Call', exact: true }).waitFor({ timeout: 60_000 });
    await page.getByText('Call Summary').waitFor();
    await page.getByText(/^\d+ seconds$/).waitFor();

    await page.getByRole('tab', { name: 'Call Analysis' }).click();
    await page.getByText('Evaluation Results').waitFor();
    await page.getByText('Interest level').waitFor();
    await page.getByText('Extracted Information').waitFor();
    expect(await page.locator('[role="tabpanel"][data-state="active"]').innerText()).not.toMatch(/\w_\w+ \w/); // underscores shown as spaces
    await screenshot('19-call-analysis');

    await page.getByRole('tab', { name: 'Transcript' }).click();
    const transcript = page.getByRole('list', { name: 'Call transcript' });
    await transcript.waitFor();
    await transcript.getByText('Agent', { exact: true }).first().waitFor();
    await transcript.getByText('Creator', { exact: true }).first().waitFor();
    await expect(transcript.evaluate((e) => getComputedStyle(e).maxHeight)).resolves.toBe('600px');
    await screenshot('20-transcript');

    await page.getByRole('tab', { name: 'Call Recording' }).click();
    await page.getByRole('button', { name: 'Load Recording' }).click();
    const audio = page.getByTestId('recording-audio');
    await audio.waitFor({ state: 'attached' });
    await page.waitForFunction(() => {
      const a = document.querySelector<HTMLAudioElement>('[data-testid="recording-audio"]');
      return a && Number.isFinite(a.duration) && a.duration > 0;
    });
    const duration = await audio.evaluate((a: HTMLAudioElement) => a.duration);
    expect(duration).toBeGreaterThan(0);
    await page.getByLabel('Duration').filter({ hasText: /^\d+:\d\d$/ }).waitFor();

    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('[data-testid="recording-audio"]')!.currentTime > 0);

    // Seek with the keyboard (1 s steps), change speed, mute.
    const seek = page.getByRole('slider', { name: 'Seek' });
    await seek.focus();
    const before = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction((b) => document.querySelector<HTMLAudioElement>('[data-testid="recording-audio"]')!.currentTime >= b + 4, before);
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('[data-testid="recording-audio"]')!.currentTime < 2);
    await page.getByRole('button', { name: '1.5x' }).click();
    await expect(audio.evaluate((a: HTMLAudioElement) => a.playbackRate)).resolves.toBe(1.5);
    await page.getByRole('button', { name: 'Mute' }).click();
    await expect(audio.evaluate((a: HTMLAudioElement) => a.muted)).resolves.toBe(true);
    await screenshot('21-recording');
    await page.getByRole('button', { name: 'Pause' }).click();

    await page.getByRole('button', { name: 'Email' }).click();
    await page.getByText('Email Sent', { exact: true }).waitFor();
    await page.getByText(`Follow-up email sent to ${target.creator_name}`).waitFor();

    // Leaving releases the recording's object URL (the probe below provokes the browser's own error line).
    session().expectConsoleError(/ERR_FILE_NOT_FOUND @ blob:/);
    const src = await audio.getAttribute('src');
    await page.getByRole('button', { name: 'Back to Campaign' }).click();
    await page.waitForURL(/\/campaign\/.+\/irm$/);
    const stillThere = await page.evaluate(async (u) => {
      try {
        await fetch(u!);
        return true;
      } catch {
        return false;
      }
    }, src);
    expect(stillThere).toBe(false);
  });
});
