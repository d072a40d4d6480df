import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFRef } from 'pdf-lib';
import { openSession, VIEWPORTS } from './support/browser';
import { useServer, useSession } from './support/journey';

/**
 * From deal to results through the UI: the brand in the app (signed in), the creator on the portal page in a second
 * browser with no session of the brand's, following the link from the email in the outbox. The journey ends on the
 * campaign report with CPM, CPE and ROI computed from what was entered, and a downloaded PDF of it.
 */
const server = useServer({ creators: 60 });
const desktop = VIEWPORTS[0];

interface DealDetail {
  id: string;
  promo_code: string;
  milestones: { id: string; name: string; amount: number; status: string }[];
  contract: { id: string; sha256: string; status: string } | null;
}

/** What the app shows for money and percentages here (the browser's en-IN locale). */
const inr = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: Number.isInteger(n) ? 0 : 2 }).format(n);
const pct = (ratio: number) => new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(ratio);
const pdfMoney = (v: number) => `INR ${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}

/** A file for an <input type="file">. */
const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

async function reloadDeal(page: Page) {
  await page.reload();
  await page.getByRole('region', { name: 'Terms' }).waitFor();
}

describe('from deal to results in the browser (desktop)', () => {
  const session = useSession(server, desktop);

  it('contract, portal signature, countersignature, review, post, metrics, payout, orders, report and its PDF', async () => {
    const s = server();
    const { page, screenshot, expectConsoleError } = session();
    const db = s.db!;
    const creator = (await db.query<{ id: string; name: string }>(`select id, name from creators where handle is not null order by followers_count desc limit 1`)).rows[0]!;
    const email = 'journey-creator@creators.test';
    await db.query(`insert into creator_contacts (workspace_id, creator_id, email) values ($1, $2, $3) on conflict do nothing`, [s.workspaceId, creator.id, email]);
    const campaign = await s.api<{ id: string }>('POST', '/api/v1/campaigns', {
      product_name: 'Journey Glow Serum',
      brand_name: 'Lumen',
      product_niche: 'beauty',
      total_budget: 200_000,
      currency: 'INR',
      planned_creators: 2,
    });
    // The brand records the agreed deal by hand: agreed at once and committed on the campaign's budget.
    await page.goto('/deals');
    await page.getByRole('button', { name: 'Record a deal' }).click();
    const form = page.getByRole('dialog', { name: 'Record a deal' });
    await form.getByLabel('Campaign').selectOption({ label: 'Journey Glow Serum (INR)' });
    await form.getByLabel('Search creators by name').fill(creator.name);
    await form.getByRole('radio', { name: creator.name }).first().check();
    await form.getByLabel('Price (INR)').fill('40000');
    const d1 = form.getByRole('group', { name: 'Deliverable 1' });
    await d1.getByLabel('Format').fill('reel');
    await d1.getByLabel('Due date').fill('2020-01-10');
    const m2 = form.getByRole('group', { name: 'Milestone 2' });
    await m2.getByLabel('Milestone name').fill('Draft approved');
    await m2.getByLabel('Percent').fill('20');
    await m2.getByLabel('Payable when').selectOption('draft_approved');
    await form.getByRole('button', { name: 'Record deal' }).click();
    // Checked before anything is sent: the milestones add up to 50%.
    await form.getByRole('alert').getByText('The milestones add up to 50%; they must add up to 100%').waitFor();
    await form.getByRole('button', { name: 'Add a milestone' }).click();
    const m3 = form.getByRole('group', { name: 'Milestone 3' });
    await m3.getByLabel('Milestone name').fill('Post live');
    await m3.getByLabel('Percent').fill('50');
    await m3.getByLabel('Payable when').selectOption('post_live');
    await screenshot('79-record-deal');
    await form.getByRole('button', { name: 'Record deal' }).click();
    await page.waitForURL(/\/deals\/[0-9a-f-]{36}$/);
    const deal = await s.api<DealDetail>('GET', `/api/v1/deals/${page.url().split('/').pop()}`);
    expect(deal.milestones.map((m) => [m.name, m.amount])).toEqual([
      ['On signing', 12_000],
      ['Draft approved', 8_000],
      ['Post live', 20_000],
    ]);
    expect((await s.api<{ stats: { committed_spend: number } }>('GET', `/api/v1/campaigns/${campaign.id}`)).stats.committed_spend).toBe(40_000);

    // The agreed deals list leads to the same page.
    await page.goto('/deals?status=agreed');
    await page.getByRole('link', { name: `Contract, content and payments: ${creator.name} (Journey Glow Serum)` }).click();
    await page.waitForURL(`**/deals/${deal.id}`);
    const terms = page.getByRole('region', { name: 'Terms' });
    await terms.getByText(inr(40_000)).waitFor();
    await terms.getByText(deal.promo_code, { exact: true }).waitFor();
    const payments = page.getByRole('region', { name: 'Payments' });
    for (const [name, amount] of [['On signing', 12_000], ['Draft approved', 8_000], ['Post live', 20_000]] as const) {
      await payments.getByRole('listitem', { name }).getByText(`${name}: ${inr(amount)}`).waitFor();
    }
    expect(await payments.getByText('Pending', { exact: true }).count()).toBe(3);
    const content = page.getByRole('region', { name: 'Content' });
    await content.getByText('Overdue', { exact: true }).waitFor();

    // Generate the contract: a PDF whose SHA-256 is shown, and is the hash of the bytes downloaded.
    const contractCard = page.getByRole('region', { name: 'Contract' });
    await contractCard.getByRole('button', { name: 'Generate contract' }).click();
    await contractCard.getByText('Version 1', { exact: true }).waitFor();
    await contractCard.getByText('Waiting for the creator to sign').waitFor();
    const shown = (await contractCard.getByTestId('contract-sha256').innerText()).trim();
    const stored = (await s.api<DealDetail>('GET', `/api/v1/deals/${deal.id}`)).contract!;
    expect(shown).toBe(stored.sha256);
    const [contractDownload] = await Promise.all([page.waitForEvent('download'), contractCard.getByRole('link', { name: 'Download contract PDF' }).click()]);
    const contractPdf = await bytesOf(contractDownload);
    expect(sha(contractPdf)).toBe(shown);
    expect((await PDFDocument.load(contractPdf)).getPageCount()).toBeGreaterThanOrEqual(1);

    // Send the portal link: emailed (the outbox, offline).
    const portalCard = page.getByRole('region', { name: 'Creator portal' });
    await portalCard.getByRole('button', { name: 'Send portal link' }).click();
    await portalCard.getByText(email).waitFor();
    await portalCard.getByTestId('portal-link-state').getByText('Active', { exact: true }).waitFor();
    await screenshot('80-deal-contract-sent');
    const mail = await db.query<{ body: string; transport: string }>(`select body, transport from emails where to_address = $1 order by created_at desc limit 1`, [email]);
    expect(mail.rows[0]!.transport).toBe('outbox');
    const token = /\/portal\/([\w-]+)/.exec(mail.rows[0]!.body)![1]!;
    expect(await portalCard.getByTestId('portal-url').innerText()).toContain(token);

    // The creator: another browser, without the brand's session, follows the emailed link.
    const creatorSession = await openSession(s.url, desktop);
    try {
      const cp = creatorSession.page;
      expect((await creatorSession.context.request.get(`${s.url}/api/v1/deals/${deal.id}`)).status()).toBe(401);
      await cp.goto(`/portal/${token}`);
      await cp.getByRole('heading', { level: 1 }).filter({ hasText: 'Journey Glow Serum' }).waitFor();
      await cp.getByText(`SHA-256 ${shown}`).waitFor();
      await cp.getByLabel('Type your full name to sign').fill('Priya Sharma');
      await cp.getByRole('checkbox', { name: /agree to sign it electronically/ }).check();
      await cp.getByRole('button', { name: 'Accept and sign' }).click();
      await cp.getByText(/Signed by Priya Sharma .*waiting for the brand to countersign/).waitFor();
      await cp.getByLabel('UPI ID (name@bank)').fill('priya.s@okhdfc');
      await cp.getByRole('button', { name: 'Save payout details' }).click();
      await cp.getByText('On file: UPI pr***@okhdfc').waitFor();
      await creatorSession.screenshot('81-portal-signed');

      // The brand sees the creator's signature and countersigns with a typed name and consent.
      await reloadDeal(page);
      const creatorSig = contractCard.getByRole('group', { name: 'Creator signature' });
      await creatorSig.getByText('Creator: Priya Sharma').waitFor();
      await creatorSig.getByText(shown).waitFor();
      const countersign = contractCard.getByRole('button', { name: 'Countersign' });
      expect(await countersign.isDisabled()).toBe(true);
      await contractCard.getByLabel('Type your full name to countersign').fill('Asha Rao');
      await contractCard.getByRole('checkbox', { name: /sign it electronically for the brand/ }).check();
      await countersign.click();
      await contractCard.getByText('Signed by both').waitFor();
      await contractCard.getByRole('group', { name: 'Brand signature' }).getByText('Brand: Asha Rao').waitFor();
      await contractCard.getByRole('link', { name: 'Download signed PDF' }).waitFor();
      const signedContract = (await s.api<DealDetail>('GET', `/api/v1/deals/${deal.id}`)).contract!;
      expect(signedContract.status).toBe('signed');

      // Draft 1 from the portal; the brand asks for changes.
      await cp.reload();
      await cp.getByText(/countersigned by the brand/).waitFor();
      await cp.getByLabel('Draft link').fill('https://drive.example.com/draft-1');
      await cp.getByRole('button', { name: 'Submit draft' }).click();
      await cp.getByText(/Draft v1: In review/).waitFor();
      await reloadDeal(page);
      const draft1 = content.getByRole('article', { name: 'Draft version 1' });
      await draft1.getByRole('button', { name: 'Request changes' }).click();
      await draft1.getByLabel('What should change?').fill('Show the bottle in the first 3 seconds');
      await draft1.getByRole('button', { name: 'Send back for changes' }).click();
      await draft1.getByText('Changes requested', { exact: true }).waitFor();
      await draft1.getByText('Show the bottle in the first 3 seconds').waitFor();

      // The creator replies, then hands in draft 2 as a file; the brand downloads the same bytes and approves it.
      await cp.reload();
      await cp.getByText('Show the bottle in the first 3 seconds').waitFor();
      await cp.getByLabel('Reply to the brand').fill('On it, new cut coming');
      await cp.getByRole('button', { name: 'Reply' }).click();
      await cp.getByText(/: On it, new cut coming/).waitFor();
      const draftBytes = Buffer.from('draft two: not really a video, but bytes all the same');
      await cp.getByLabel('Draft file').setInputFiles({ name: 'draft-v2.mp4', mimeType: 'video/mp4', buffer: draftBytes });
      await cp.getByRole('button', { name: 'Submit draft' }).click();
      await cp.getByText(/Draft v2: In review/).waitFor();
      await reloadDeal(page);
      await draft1.getByText('On it, new cut coming').waitFor();
      const draft2 = content.getByRole('article', { name: 'Draft version 2' });
      const [draftDownload] = await Promise.all([page.waitForEvent('download'), draft2.getByRole('link', { name: 'Download draft-v2.mp4' }).click()]);
      expect((await bytesOf(draftDownload)).equals(draftBytes)).toBe(true);
      await draft2.getByRole('button', { name: 'Approve' }).click();
      await draft2.getByText('Approved', { exact: true }).waitFor();

      // The live post from the portal.
      await cp.reload();
      await cp.getByLabel('Live post URL').fill('https://www.instagram.com/reel/JourneyReel1/');
      await cp.getByRole('button', { name: 'Submit live post' }).click();
      await cp.getByText('https://www.instagram.com/reel/JourneyReel1/').waitFor();
      await creatorSession.screenshot('82-portal-live');
      // Creators open the link on their phones: the portal fits a phone's width.
      await cp.setViewportSize({ width: 375, height: 812 });
      await cp.reload();
      await cp.getByRole('heading', { level: 1 }).waitFor();
      expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(creatorSession.unexpectedErrors).toEqual([]);
    } finally {
      await creatorSession.close();
    }

    // Metrics entered by hand on the live post (the latest snapshot: its figures are the report's).
    await reloadDeal(page);
    const post = content.getByRole('article', { name: 'Live post https://www.instagram.com/reel/JourneyReel1/' });
    await post.getByText(/No metrics yet/).waitFor();
    const entered: [string, string][] = [
      ['Views', '20000'],
      ['Likes', '1400'],
      ['Comments', '200'],
      ['Shares', '100'],
      ['Saves', '300'],
    ];
    for (const [label, value] of entered) await post.getByLabel(label, { exact: true }).fill(value);
    await post.getByRole('button', { name: 'Save metrics' }).click();
    const snapshots = post.getByRole('table', { name: 'Metrics snapshots' });
    await snapshots.getByText('Manual', { exact: true }).waitFor();
    await snapshots.getByText('20,000').waitFor();

    // Every milestone is payable now; the first is released and recorded once.
    const signing = payments.getByRole('listitem', { name: 'On signing' });
    await signing.getByText('Payable', { exact: true }).waitFor();
    await signing.getByRole('button', { name: 'Release' }).click();
    await signing.getByLabel('Payment reference (optional)').fill('NEFT-0001');
    await signing.getByRole('button', { name: `Release ${inr(12_000)}` }).click();
    await signing.getByText('Paid', { exact: true }).waitFor();
    await signing.getByText(/^Paid on .* reference NEFT-0001/).waitFor();
    // A second release of a milestone (someone else released it meanwhile, this page still offers it) is refused with the server's reason.
    const approved = payments.getByRole('listitem', { name: 'Draft approved' });
    await approved.getByRole('button', { name: 'Release' }).click();
    await s.api('POST', `/api/v1/milestones/${deal.milestones[1]!.id}/release`, { reference: 'UPI-elsewhere' });
    expectConsoleError(/status of 409/);
    await approved.getByRole('button', { name: `Release ${inr(8_000)}` }).click();
    await approved.getByRole('alert').filter({ hasText: '“Draft approved” was released already; nothing is paid twice' }).waitFor();
    const ledger = await s.api<{ milestone_id: string }[]>('GET', `/api/v1/campaigns/${campaign.id}/payouts`);
    expect(ledger.filter((p) => p.milestone_id === deal.milestones[1]!.id)).toHaveLength(1);
    expect(ledger.filter((p) => p.milestone_id === deal.milestones[0]!.id)).toHaveLength(1);
    await screenshot('83-deal-paid');

    // The report: metrics (an older CSV snapshot with reach) and orders imported twice.
    await page.getByRole('link', { name: 'Campaign report' }).click();
    await page.waitForURL(`**/campaigns/${campaign.id}/report`);
    await page.getByRole('heading', { name: 'Journey Glow Serum: report' }).waitFor();
    const metricsForm = page.getByRole('form', { name: 'Import post metrics (CSV)' });
    await metricsForm.getByLabel('Import post metrics (CSV)').setInputFiles(csvFile('insights.csv', 'Permalink,Date,Views,Reach,Likes,Comments,Shares,Saves\nhttps://instagram.com/reel/JourneyReel1,2026-02-01,10000,8000,700,100,50,150\n'));
    await metricsForm.getByRole('button', { name: 'Import', exact: true }).click();
    await metricsForm.getByRole('status').getByText('1 new snapshot, 0 duplicates skipped, 0 lines refused.').waitFor();
    const orders = `order_id,date,code,amount\nJ-1,2026-02-02,${deal.promo_code},30000\nJ-2,2026-02-03,${deal.promo_code.toLowerCase()},30000\nJ-3,2026-02-03,NOPE,500\n`;
    const ordersForm = page.getByRole('form', { name: 'Import orders (CSV)' });
    await ordersForm.getByLabel('Import orders (CSV)').setInputFiles(csvFile('orders.csv', orders));
    await ordersForm.getByRole('button', { name: 'Import', exact: true }).click();
    await ordersForm.getByRole('status').getByText('2 new orders, 0 duplicates skipped, 1 line refused.').waitFor();
    await ordersForm.getByText(/Line 4: code 'NOPE' matches no creator/).waitFor();
    await ordersForm.getByLabel('Import orders (CSV)').setInputFiles(csvFile('orders.csv', orders));
    await ordersForm.getByRole('button', { name: 'Import', exact: true }).click();
    await ordersForm.getByRole('status').getByText('0 new orders, 2 duplicates skipped, 1 line refused.').waitFor();

    // The figures, computed here from what was entered: spend 40,000; views 20,000; engagements 1,400+200+100+300; revenue 60,000.
    const spend = 40_000;
    const views = 20_000;
    const engagements = 1_400 + 200 + 100 + 300;
    const revenue = 30_000 + 30_000;
    const cpm = (spend / views) * 1000;
    const cpe = spend / engagements;
    const roi = (revenue - spend) / spend;
    const tile = (label: string) =>
      page
        .locator('dl[aria-label="Figures"] > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) })
        .locator('dd');
    await tile('Revenue').filter({ hasText: inr(revenue) }).waitFor();
    expect(await tile('CPM').innerText()).toBe(inr(cpm));
    expect(await tile('Cost per engagement').innerText()).toBe(inr(cpe));
    expect(await tile('ROI').innerText()).toBe(pct(roi));
    expect(await tile('Views').innerText()).toBe(new Intl.NumberFormat('en-IN').format(views));
    expect(await tile('Reach').innerText()).toBe(new Intl.NumberFormat('en-IN').format(8_000));
    expect(await tile('Conversions').innerText()).toBe('2');
    expect(await tile('Paid out').innerText()).toBe(inr(12_000 + 8_000));
    await page.getByRole('figure', { name: 'Views and engagements over time' }).waitFor();
    await screenshot('84-report');

    // The PDF export downloads, opens, and carries the same figures.
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export PDF' }).click()]);
    expect(pdfDownload.suggestedFilename()).toBe(`campaign-${campaign.id}-report.pdf`);
    const reportPdf = await bytesOf(pdfDownload);
    expect(reportPdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(reportPdf);
    for (const f of [pdfMoney(spend), pdfMoney(cpm), pdfMoney(cpe), pdfMoney(revenue), `${(roi * 100).toFixed(2)}%`]) expect(text, f).toContain(f);
    // And the CSV export beside it.
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const csvText = (await bytesOf(csvDownload)).toString('utf8');
    expect(csvText.split('\n')[0]).toContain('creator,spend,paid,reach,views,engagements');
    expect(csvText).toContain(`Total,${spend},20000,8000,${views},${engagements}`);

    // The dashboard's Total ROI card: this campaign is the only one with orders.
    await page.goto('/dashboard');
    const roiCard = page.getByRole('region', { name: 'Total ROI' });
    await roiCard.getByTestId('roi-INR').getByText(`+${pct(roi)}`).waitFor();
    await roiCard.getByText(inr(revenue)).waitFor();
    // The dashboard loaded no chart library and no report code (a fresh document: only its own scripts).
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((n) => /report-charts|report-page|deal-page/.test(n))).toEqual([]);
    await screenshot('85-dashboard-roi');

    // The brand revokes the portal link: it stops working at once for the creator.
    await page.goto(`/deals/${deal.id}`);
    await page.getByRole('region', { name: 'Creator portal' }).getByRole('button', { name: 'Revoke link' }).click();
    await page.getByRole('region', { name: 'Creator portal' }).getByText(/The link was revoked/).waitFor();
    await page.getByRole('region', { name: 'Creator portal' }).getByText(/No active link/).waitFor();
    const late = await openSession(s.url, desktop);
    try {
      late.expectConsoleError(/status of 410/);
      await late.page.goto(`/portal/${token}`);
      await late.page.getByText('This link no longer works').waitFor();
      await late.page.getByText('This link was revoked; ask the brand for a new one').waitFor();
      expect(late.unexpectedErrors).toEqual([]);
    } finally {
      await late.close();
    }

    // On a phone's width the deal page and the report fit without scrolling sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [path, ready, shot] of [
      [`/deals/${deal.id}`, page.getByRole('region', { name: 'Payments' }), '86-deal-narrow'],
      [`/campaigns/${campaign.id}/report`, page.getByRole('region', { name: 'Data' }), '87-report-narrow'],
    ] as const) {
      await page.goto(path);
      await ready.waitFor();
      await screenshot(shot);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});
