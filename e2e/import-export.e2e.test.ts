import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Download, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { useServer, useSession } from './support/journey';

const server = useServer({ creators: 300 });

/**
 * A sheet as an agency sends it: its own headers ("Instagram Handle", "Mobile", no Country), 10-digit Indian mobiles
 * without +91, Indian number formats, categories outside the niches, a name a spreadsheet would run as a formula,
 * and one bad row (a phone number too short).
 */
const agencyCsv = (t: string) =>
  [
    'Name,Instagram Handle,Followers,Category,Mobile,Email,City,Engagement,Price',
    `Riya Mehta,@riya.mamaji${t},"2,30,000",Mom & Baby,98765 43210,riya.mamaji${t}@agency.test,Pune,4.2%,"₹35,000"`,
    `Sneha Pillai,sneha.mommy${t},45K,Mommy blogger,91234 56780,,Kochi,5,12000`,
    `@neha.styles,neha.styles${t},1.1L,Mom & Baby,99887 76655,,Delhi,3.3,₹20K`,
    `Bad Number,bad.number.row${t},10K,Parenting,12345,,Delhi,2,5000`,
    `Kavya Iyer,kavya.cooks${t},1.2L,Food & Travel,+91 99000 11223,kavya${t}@agency.test,Chennai,3.1,₹20K`,
  ].join('\n');

const dir = mkdtempSync(path.join(tmpdir(), 'inflow-import-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function download(page: Page, linkName: string | RegExp): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);
  const saved = path.join(dir, file.suggestedFilename());
  await file.saveAs(saved);
  return { file, text: readFileSync(saved, 'utf8') };
}

describe.each(VIEWPORTS)('import a messy agency CSV through the page, then export the creators ($name)', (vp) => {
  const session = useSession(server, vp);
  // Each viewport imports its own creators (the second run would otherwise update the first one's).
  const t = vp.name === 'desktop' ? '' : `.${vp.name}`;

  it('maps the columns, previews the stored values, imports with progress, downloads the errors, and exports what it imported', async () => {
    const { page, screenshot } = session();
    const csvPath = path.join(dir, `agency-sheet-${vp.name}.csv`);
    writeFileSync(csvPath, agencyCsv(t));

    // Discover links to the import page.
    await page.goto('/discover');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.waitForURL('**/creators/import');
    await page.getByRole('heading', { name: 'Import creators', level: 1 }).waitFor();

    // 1. The file and the default country (India: 10-digit mobiles become +91...).
    await page.getByLabel('CSV file').setInputFiles(csvPath);
    expect(await page.getByLabel('Default country').inputValue()).toBe('IN');
    await page.getByRole('button', { name: 'Next: match columns' }).click();

    // 2. Columns matched from their names; the person confirms them.
    await page.getByRole('heading', { name: 'Match your columns' }).waitFor();
    expect(await page.getByLabel('Instagram Handle').inputValue()).toBe('handle');
    expect(await page.getByLabel('Mobile').inputValue()).toBe('phone');
    expect(await page.getByLabel('Category').inputValue()).toBe('niche');
    expect(await page.getByLabel('Followers').inputValue()).toBe('followers_count');
    expect(await page.getByLabel('City').inputValue()).toBe('');
    await page.getByText('Platform from the header: Instagram').waitFor();
    // Email is optional: ignoring it and taking it back shows the choice is the person's.
    await page.getByLabel('Email').selectOption('');
    await page.getByLabel('Email').selectOption('email');
    await screenshot('import-mapping');
    await page.getByRole('button', { name: 'Preview rows' }).click();

    // 3. The preview: values as they will be stored, the bad row named.
    const table = page.getByRole('table', { name: 'Rows as they will be stored' });
    await table.waitFor();
    await page.getByTestId('preview-summary').getByText(/5 rows read: 4 will be imported, 1 rejected/).waitFor();
    const riya = table.getByRole('row').filter({ hasText: 'Riya Mehta' });
    await riya.getByRole('cell', { name: '+919876543210', exact: true }).waitFor();
    await riya.getByRole('cell', { name: 'parenting', exact: true }).waitFor();
    await riya.getByRole('cell', { name: 'Mom & Baby', exact: true }).waitFor();
    await riya.getByRole('cell', { name: '2,30,000', exact: true }).waitFor();
    await table.getByRole('row').filter({ hasText: 'Kavya Iyer' }).getByRole('cell', { name: 'food', exact: true }).waitFor();
    await table.getByText(/Rejected: phone: "12345" is not a valid phone number in IN/).waitFor();
    await screenshot('import-preview');

    // 4. The import runs as a job; the page follows it to the end.
    await page.getByRole('button', { name: 'Import 4 creators' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
    const stat = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    expect(await stat('Rows read').textContent()).toBe('5');
    expect(await stat('Added').textContent()).toBe('4');
    expect(await stat('Rejected').textContent()).toBe('1');
    await screenshot('import-done');

    // 5. The errors file: line and reason, as CSV.
    const errors = await download(page, 'Download errors (CSV)');
    expect(errors.file.suggestedFilename()).toMatch(/errors\.csv$/);
    const errorRows = parse(errors.text, { columns: true, bom: true }) as { line: string; reason: string }[];
    expect(errorRows).toEqual([{ line: '5', reason: expect.stringContaining('"12345"') }]);

    // What was stored: no audience was made up for the imported creators.
    const { rows } = await server().db!.query<{ handle: string; phone: string; audience: unknown }>(
      `select handle, phone, audience from creators where handle = any($1::text[]) order by handle`,
      [['riya.mamaji', 'sneha.mommy', 'neha.styles', 'kavya.cooks'].map((h) => h + t)],
    );
    expect(rows.map((r) => r.handle)).toEqual(['kavya.cooks', 'neha.styles', 'riya.mamaji', 'sneha.mommy'].map((h) => h + t));
    for (const r of rows) expect(r.audience).toBeNull();

    // 6. Export the creators Discover shows (parenting) and open the file.
    await page.goto('/discover?niche=parenting&country=IN');
    await page.getByRole('heading', { name: 'Discover Influencers' }).waitFor();
    const exported = await download(page, 'Export CSV');
    expect(exported.file.suggestedFilename()).toMatch(/^creators-\d{4}-\d{2}-\d{2}\.csv$/);
    const creators = parse(exported.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(creators.length).toBeGreaterThan(2);
    for (const c of creators) expect(c).toMatchObject({ niche: 'parenting', country: 'IN' });
    expect(creators.find((c) => c.handle === `riya.mamaji${t}`)).toMatchObject({
      name: 'Riya Mehta',
      phone: '+919876543210',
      email: `riya.mamaji${t}@agency.test`,
      topics: 'Mom & Baby',
      audience_known: 'no',
    });
    // The name a spreadsheet would run is neutralised in the file, and is plain text in the app.
    expect(creators.find((c) => c.handle === `neha.styles${t}`)?.name).toBe("'@neha.styles");
    expect(creators.find((c) => c.handle === `kavya.cooks${t}`)).toBeUndefined();
  });

  it('exports a shortlist, the outreach and the deals from their pages', async () => {
    const { page } = session();
    const db = server().db!;
    const ids = (await db.query<{ id: string }>(`select id from creators where handle = any($1::text[]) order by handle`, [[`riya.mamaji${t}`, `neha.styles${t}`]])).rows.map(
      (r) => r.id,
    );
    expect(ids).toHaveLength(2);
    const listName = `Mums for the launch (${vp.name})`;
    const list = await server().api<{ id: string }>('POST', '/api/v1/lists', { name: listName, creator_ids: ids });
    const campaign = (await db.query<{ id: string; product_name: string }>(
      `select id, product_name from campaigns where workspace_id = $1 and status in ('planning', 'active') order by created_at limit 1`,
      [server().workspaceId],
    )).rows[0]!;
    await server().api('POST', '/api/v1/outreach/bulk', { campaign_id: campaign.id, creator_ids: ids });

    // A shortlist's page.
    await page.goto(`/lists?list=${list.id}`);
    await page.getByRole('heading', { name: listName }).waitFor();
    const listCsv = parse((await download(page, 'Export CSV')).text, { columns: true, bom: true }) as Record<string, string>[];
    expect(listCsv.map((r) => r.handle).sort()).toEqual([`neha.styles${t}`, `riya.mamaji${t}`]);
    expect(listCsv.find((r) => r.handle === `neha.styles${t}`)?.name).toBe("'@neha.styles");

    // The campaign's outreach.
    await page.goto(`/campaign/${campaign.id}/irm`);
    await page.getByRole('heading', { name: /^Creators/ }).waitFor();
    const outreach = parse((await download(page, 'Export CSV')).text, { columns: true, bom: true }) as Record<string, string>[];
    expect(outreach.every((r) => r.campaign_id === campaign.id)).toBe(true);
    expect(outreach.find((r) => r.handle === `riya.mamaji${t}`)).toMatchObject({ creator: 'Riya Mehta', phone: '+919876543210', campaign: campaign.product_name });

    // All outreach, and the deals (header only when there are none of that status).
    await page.goto('/irm');
    const all = parse((await download(page, 'Export outreach CSV')).text, { columns: true, bom: true }) as Record<string, string>[];
    expect(all.length).toBeGreaterThanOrEqual(outreach.length);
    await page.goto('/deals?status=agreed');
    const deals = await download(page, 'Export agreed deals');
    expect(deals.text.split('\n')[0]).toBe('campaign,creator,status,price,currency,deliverables,timeline,approved_by,approved_at,rejected_by,rejected_at,created_at,campaign_id,creator_id,outreach_id,id');
    for (const d of parse(deals.text, { columns: true, bom: true }) as Record<string, string>[]) expect(d.status).toBe('agreed');
  });
});
