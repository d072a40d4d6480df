import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TCampaignReport, TContract, TDealDetail, TPortalOffer, TRoiSummary, TSubmission } from '@inflow/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestForLog } from '../src/http/log.js';
import { createLocalObjectStore } from '../src/storage/local.js';
import { buildTestApp, createWorkspaceWithKey, authedClient, signedInClient, type TestClient } from './helpers.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;

/** The text a PDF shows: every page's content streams inflated, and the strings of their Tj operators (WinAnsi). */
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
const pdfMoney = (v: number, currency = 'INR') => `${currency} ${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const csv = (api: TestClient, url: string, body: string) => api.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'text/csv' } });

async function campaign(api: TestClient, over: Record<string, unknown> = {}) {
  const res = await api.inject({
    method: 'POST',
    url: '/api/v1/campaigns',
    payload: { product_name: 'Glow Serum', brand_name: 'Lumen', product_niche: 'beauty', total_budget: 100_000, currency: 'INR', planned_creators: 3, ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

describe('from deal to results (offline defaults)', () => {
  let t: T;
  let filesDir: string;
  let creators: string[];
  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'inflow-files-'));
    t = await buildTestApp({ creators: 12, deps: { files: createLocalObjectStore(filesDir), publicUrl: 'http://localhost', shopifyWebhookSecret: 'shpss_test_secret' } });
    creators = (await t.db.query<{ id: string }>('select id from creators order by followers_count desc')).rows.map((r) => r.id);
    // A workspace's own address for the first creator: the portal link goes there.
    await t.db.query(`insert into creator_contacts (workspace_id, creator_id, email) values ($1, $2, 'priya@creators.test')`, [t.workspaceId, creators[0]]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const newDeal = (api: TestClient, campaignId: string, creatorId: string, over: Record<string, unknown> = {}) =>
    api.inject({
      method: 'POST',
      url: '/api/v1/deals',
      payload: {
        campaign_id: campaignId,
        creator_id: creatorId,
        price: 40_000,
        currency: 'INR',
        deliverables: [{ platform: 'instagram', format: 'reel', count: 1, due_date: '2020-01-10' }],
        milestones: [
          { name: 'On signing', percent: 30, condition: 'signed' },
          { name: 'Draft approved', percent: 20, condition: 'draft_approved' },
          { name: 'Post live', percent: 50, condition: 'post_live' },
        ],
        usage_rights: 'Organic reposts for 90 days.',
        landing_url: 'https://lumen.example/serum',
        ...over,
      },
    });

  it('the whole chain: deal -> contract -> portal sign -> countersign -> drafts -> post -> metrics -> payouts -> orders -> report', async () => {
    const c = await campaign(t.api);
    // 1. A deal by hand: agreed at once, committed on the ledger, milestones with derived amounts in the order given.
    const created = await newDeal(t.api, c.id, creators[0]!);
    expect(created.statusCode, created.body).toBe(201);
    const deal = created.json() as TDealDetail;
    expect(deal.status).toBe('agreed');
    expect(deal.milestones.map((m) => [m.name, m.amount, m.status])).toEqual([
      ['On signing', 12_000, 'pending'],
      ['Draft approved', 8_000, 'pending'],
      ['Post live', 20_000, 'pending'],
    ]);
    expect(deal.promo_code).toMatch(/^[A-Z0-9]{5,12}$/);
    expect(deal.utm_url).toContain('https://lumen.example/serum?');
    expect(deal.utm_url).toContain(`utm_content=${deal.promo_code!.toLowerCase()}`);
    const got = (await t.api.inject(`/api/v1/deals/${deal.id}`)).json() as TDealDetail;
    expect(got.milestones.map((m) => m.id)).toEqual(deal.milestones.map((m) => m.id));
    expect((await t.api.inject(`/api/v1/campaigns/${c.id}`)).json().status).toBe('active');

    // Report before any data: figures are null, not zero.
    const empty = (await t.api.inject(`/api/v1/campaigns/${c.id}/report`)).json() as TCampaignReport;
    expect(empty).toMatchObject({ spend: 40_000, views: null, reach: null, engagements: null, cpm: null, cpe: null, conversions: null, revenue: null, roi: null });
    // ... and so does its PDF: "No data", never a zero nobody measured.
    const emptyPdf = await pdfText((await t.api.inject(`/api/v1/campaigns/${c.id}/report.pdf`)).rawPayload);
    expect(emptyPdf).toContain('No data');
    expect(emptyPdf).toContain(pdfMoney(40_000));
    for (const label of ['Views', 'Engagements', 'CPM', 'CPE', 'Conversions', 'Revenue', 'ROI']) expect(emptyPdf, label).toContain(`${label}\nNo data`);
    expect(emptyPdf).toContain('Paid out\nINR 0.00'); // nothing paid yet is a known zero
    expect(emptyPdf).toContain('No metrics or orders yet.');
    const emptyRoi = ((await t.api.inject('/api/v1/reports/roi')).json() as TRoiSummary).campaigns.find((x) => x.campaign_id === c.id);
    expect(emptyRoi).toMatchObject({ spend: 40_000, revenue: null, roi: null, orders: 0 });

    // 2. The contract: a PDF whose SHA-256 is recorded.
    expect((await t.api.inject('/api/v1/contract-template')).json().body).toContain('{{deliverables}}');
    const gen = await t.api.inject({ method: 'POST', url: `/api/v1/deals/${deal.id}/contract` });
    expect(gen.statusCode, gen.body).toBe(201);
    const contract = gen.json() as TContract;
    expect(contract).toMatchObject({ version: 1, status: 'awaiting_creator' });
    const pdf = await t.api.inject(contract.pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha(pdf.rawPayload)).toBe(contract.sha256);
    const pages = (await PDFDocument.load(pdf.rawPayload)).getPageCount();
    expect(pages).toBeGreaterThanOrEqual(1);
    // Countersigning before the creator signs is refused.
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/contracts/${contract.id}/countersign` })).statusCode).toBe(409);

    // 3. The portal link, emailed (outbox), for this deal only.
    const link = await t.api.inject({ method: 'POST', url: `/api/v1/deals/${deal.id}/portal-link`, payload: {} });
    expect(link.statusCode, link.body).toBe(201);
    const { url, emailed_to } = link.json() as { url: string; emailed_to: string };
    expect(url).toMatch(/^http:\/\/localhost\/portal\/[\w-]{40,}$/);
    expect(emailed_to).toBe('priya@creators.test');
    const mail = await t.db.query<{ body: string; status: string; transport: string }>(`select body, status, transport from emails where to_address = 'priya@creators.test'`);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.transport).toBe('outbox');
    // The creator follows the link found in the email, not the one the API answered with.
    const emailed = /https?:\/\/\S+\/portal\/([\w-]+)/.exec(mail.rows[0]!.body);
    expect(emailed?.[0]).toBe(url);
    const token = emailed![1]!;
    expect((await t.db.query(`select 1 from portal_links where token_hash = $1`, [token])).rows).toHaveLength(0); // stored hashed
    const portal = (p: string) => `/api/portal/${token}${p}`;
    const offer = await t.app.inject({ url: portal('') });
    expect(offer.statusCode, offer.body).toBe(200);
    expect((offer.json() as TPortalOffer).deal).toMatchObject({ id: deal.id, price: 40_000, promo_code: deal.promo_code });
    const portalPdf = await t.app.inject({ url: (offer.json() as TPortalOffer).contract!.pdf_url });
    expect(sha(portalPdf.rawPayload)).toBe(contract.sha256);

    // The creator signs (typed name + consent), with time, IP, user agent and the document's hash.
    expect((await t.app.inject({ method: 'POST', url: portal('/sign'), payload: { full_name: 'Priya S', consent: false } })).statusCode).toBe(400);
    const signed = await t.app.inject({ method: 'POST', url: portal('/sign'), payload: { full_name: 'Priya S', consent: true }, headers: { 'user-agent': 'PortalTest/1.0' } });
    expect(signed.statusCode, signed.body).toBe(200);
    const sig = (signed.json() as TPortalOffer).contract!;
    expect(sig.status).toBe('awaiting_brand');
    expect(sig.creator_signature).toMatchObject({ name: 'Priya S', user_agent: 'PortalTest/1.0', sha256: contract.sha256 });
    expect(sig.creator_signature!.ip).toBeTruthy();
    expect((await t.app.inject({ method: 'POST', url: portal('/sign'), payload: { full_name: 'Priya S', consent: true } })).statusCode).toBe(409);

    // Payout details validated for format.
    const badUpi = await t.app.inject({ method: 'PUT', url: portal('/payout-details'), payload: { method: 'upi', upi_id: 'not a upi' } });
    expect(badUpi.statusCode).toBe(400);
    const badIfsc = await t.app.inject({ method: 'PUT', url: portal('/payout-details'), payload: { method: 'bank', account_holder: 'Priya S', account_number: '123456789012', ifsc: 'HDFC1234' } });
    expect(badIfsc.statusCode).toBe(422);
    expect(badIfsc.json().message).toContain('ifsc');
    const badIban = await t.app.inject({ method: 'PUT', url: portal('/payout-details'), payload: { method: 'bank', account_holder: 'Priya S', iban: 'GB82WEST12345698765433' } });
    expect(badIban.statusCode).toBe(422);
    const okIban = await t.app.inject({ method: 'PUT', url: portal('/payout-details'), payload: { method: 'bank', account_holder: 'Priya S', iban: 'GB82 WEST 1234 5698 7654 32' } });
    expect(okIban.statusCode, okIban.body).toBe(200);
    const upi = await t.app.inject({ method: 'PUT', url: portal('/payout-details'), payload: { method: 'upi', upi_id: 'priya.s@okhdfc' } });
    expect((upi.json() as TPortalOffer).payout_details).toMatchObject({ method: 'upi', summary: 'UPI pr***@okhdfc' });

    // The brand countersigns with a typed name and consent: signed, with a signed PDF (signature page + audit trail) and its own hash.
    const noConsent = await t.api.inject({ method: 'POST', url: `/api/v1/contracts/${contract.id}/countersign`, payload: { full_name: 'Asha Rao', consent: false } });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toContain('consent');
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/contracts/${contract.id}/countersign`, payload: { full_name: '  ', consent: true } })).statusCode).toBe(400);
    const cs = await t.api.inject({ method: 'POST', url: `/api/v1/contracts/${contract.id}/countersign`, payload: { full_name: 'Asha Rao', consent: true }, headers: { 'user-agent': 'BrandApp/2.0' } });
    expect(cs.statusCode, cs.body).toBe(200);
    const done = cs.json() as TContract;
    expect(done.status).toBe('signed');
    expect(done.brand_signature).toMatchObject({ name: 'Asha Rao', user_agent: 'BrandApp/2.0', sha256: contract.sha256 });
    expect(done.brand_signature!.ip).toBeTruthy();
    expect(Date.parse(done.brand_signature!.at)).not.toBeNaN();
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/contracts/${contract.id}/countersign`, payload: { full_name: 'Asha Rao', consent: true } })).statusCode).toBe(409);
    const trail = (await t.api.inject(`/api/v1/contracts/${contract.id}`)).json() as { events: { action: string; actor: string; sha256: string | null }[] };
    expect(trail.events.find((e) => e.action.startsWith('countersigned by the brand'))).toMatchObject({ actor: 'Asha Rao', sha256: contract.sha256 });
    const signedPdf = await t.api.inject(done.signed_pdf_url!);
    expect(sha(signedPdf.rawPayload)).toBe(done.signed_sha256);
    expect((await PDFDocument.load(signedPdf.rawPayload)).getPageCount()).toBe(pages + 1);
    const signedText = await pdfText(signedPdf.rawPayload);
    expect(signedText).toContain('Asha Rao');
    expect(signedText).toContain('Priya S');
    expect(signedText).toContain(contract.sha256);
    // Immutable once signed: the database refuses edits; only superseding is allowed.
    await expect(t.db.query(`update contracts set body = 'changed' where id = $1`, [contract.id])).rejects.toThrow(/cannot be edited/);
    await expect(t.db.query(`update contracts set brand_signature = null where id = $1`, [contract.id])).rejects.toThrow(/only superseded/);
    const audit = (await t.api.inject('/api/v1/audit?limit=50')).json() as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['deal.recorded', 'contract.generated', 'contract.signed_by_creator', 'contract.signed', 'portal_link.created']));

    // 5. The signing milestone is payable now; released once, refused the second time.
    const m1 = (await t.api.inject(`/api/v1/deals/${deal.id}`)).json().milestones as TDealDetail['milestones'];
    expect(m1.map((m) => m.status)).toEqual(['payable', 'pending', 'pending']);
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/milestones/${m1[2]!.id}/release` })).json().code).toBe('not_payable');
    const rel = await t.api.inject({ method: 'POST', url: `/api/v1/milestones/${m1[0]!.id}/release`, payload: { reference: 'NEFT-001', paid_at: '2026-01-05' } });
    expect(rel.statusCode, rel.body).toBe(200);
    expect(rel.json()).toMatchObject({ status: 'released', payout: { amount: 12_000, reference: 'NEFT-001', contract_id: contract.id } });
    const again = await t.api.inject({ method: 'POST', url: `/api/v1/milestones/${m1[0]!.id}/release`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_released');
    expect(again.json().message).toContain('nothing is paid twice');
    // Recorded once: one ledger row, traceable to the milestone and the signed contract.
    const ledger = (await t.api.inject(`/api/v1/campaigns/${c.id}/payouts`)).json() as { milestone_id: string; contract_id: string; amount: number }[];
    expect(ledger.filter((p) => p.milestone_id === m1[0]!.id)).toEqual([expect.objectContaining({ amount: 12_000, contract_id: contract.id })]);

    // 4. Content: a draft, changes requested, a second version, approved; a live post.
    const d1 = await t.app.inject({ method: 'POST', url: portal('/submissions'), payload: { deliverable_index: 0, kind: 'draft', url: 'https://drive.example/draft-1' } });
    expect(d1.statusCode, d1.body).toBe(201);
    const content0 = (await t.api.inject(`/api/v1/deals/${deal.id}/content`)).json();
    expect(content0[0]).toMatchObject({ state: 'in_review', overdue: true, due_date: '2020-01-10' });
    const rc = await t.api.inject({ method: 'POST', url: `/api/v1/submissions/${d1.json().id}/request-changes`, payload: { comment: 'Show the bottle in the first 3 seconds' } });
    expect(rc.statusCode, rc.body).toBe(200);
    expect((rc.json() as TSubmission).comments[0]!.body).toContain('first 3 seconds');
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/submissions/${d1.json().id}/approve` })).statusCode).toBe(409);
    const file = Buffer.from('fake video bytes');
    const d2 = await t.app.inject({
      method: 'POST',
      url: portal('/submissions'),
      payload: { deliverable_index: 0, kind: 'draft', file: { name: 'draft v2.mp4', content_type: 'video/mp4', data_base64: file.toString('base64') } },
    });
    expect(d2.statusCode, d2.body).toBe(201);
    expect(d2.json()).toMatchObject({ version: 2, has_file: true, status: 'in_review' });
    const dl = await t.api.inject(`/api/v1/submissions/${d2.json().id}/file`);
    expect(dl.rawPayload.equals(file)).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: portal(`/submissions/${d2.json().id}/comments`), payload: { body: 'Updated!' } })).statusCode).toBe(201);
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/submissions/${d2.json().id}/approve` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: portal('/submissions'), payload: { deliverable_index: 0, kind: 'live', url: 'https://example.com/post' } })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: portal('/submissions'), payload: { deliverable_index: 3, kind: 'live', url: 'https://www.instagram.com/reel/abc/' } })).statusCode).toBe(422);
    const live = await t.app.inject({ method: 'POST', url: portal('/submissions'), payload: { deliverable_index: 0, kind: 'live', url: 'https://www.instagram.com/reel/Cx12AbC/' } });
    expect(live.statusCode, live.body).toBe(201);
    expect(live.json().platform).toBe('instagram');
    const content1 = (await t.api.inject(`/api/v1/deals/${deal.id}/content`)).json();
    expect(content1[0]).toMatchObject({ state: 'live', overdue: false });

    // 6. Metrics from a CSV (insights-style headers) and by hand; every figure keeps its source and time.
    const metricsCsv = 'Permalink,Date,Views,Reach,Likes,Comments,Shares,Saves\ninstagram.com/reel/Cx12AbC,2026-02-01,10000,8000,700,100,50,150\nhttps://www.instagram.com/reel/unknown/,2026-02-01,1,1,1,1,1,1\n';
    const mi = await csv(t.api, `/api/v1/campaigns/${c.id}/metrics/import`, metricsCsv.replace('instagram.com/reel/Cx12AbC', 'https://instagram.com/reel/Cx12AbC'));
    expect(mi.statusCode, mi.body).toBe(200);
    expect(mi.json()).toMatchObject({ inserted: 1, duplicates: 0, rejected: [{ line: 3 }] });
    const mi2 = await csv(t.api, `/api/v1/campaigns/${c.id}/metrics/import`, metricsCsv.replace('instagram.com/reel/Cx12AbC', 'https://instagram.com/reel/Cx12AbC'));
    expect(mi2.json()).toMatchObject({ inserted: 0, duplicates: 1 });
    const manual = await t.api.inject({ method: 'POST', url: `/api/v1/submissions/${live.json().id}/metrics`, payload: { captured_at: '2026-02-03T10:00:00Z', views: 20_000, likes: 1_400, comments: 200, shares: 100, saves: 300 } });
    expect(manual.statusCode, manual.body).toBe(201);
    const snaps = (await t.api.inject(`/api/v1/deals/${deal.id}/metrics`)).json() as { source: string; captured_at: string }[];
    expect(snaps.map((s) => s.source)).toEqual(['csv', 'manual']);

    // The remaining milestones are payable now.
    const m2 = (await t.api.inject(`/api/v1/deals/${deal.id}`)).json().milestones as TDealDetail['milestones'];
    expect(m2.map((m) => m.status)).toEqual(['released', 'payable', 'payable']);
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/milestones/${m2[1]!.id}/release` })).statusCode).toBe(200);

    // 7. Orders imported twice: no double counting.
    const orders = `order_id,date,code,amount\nA-1,2026-02-02,${deal.promo_code},30000\nA-2,2026-02-03,${deal.promo_code!.toLowerCase()},20000\nA-3,2026-02-03,NOPE,500\nA-4,not-a-date,${deal.promo_code},1\n`;
    const o1 = await csv(t.api, `/api/v1/campaigns/${c.id}/orders/import`, orders);
    expect(o1.statusCode, o1.body).toBe(200);
    expect(o1.json()).toMatchObject({ inserted: 2, duplicates: 0 });
    expect(o1.json().rejected.map((r: { line: number }) => r.line)).toEqual([4, 5]);
    const o2 = await csv(t.api, `/api/v1/campaigns/${c.id}/orders/import`, orders);
    expect(o2.json()).toMatchObject({ inserted: 0, duplicates: 2 });
    const utmOnly = await csv(t.api, `/api/v1/campaigns/${c.id}/orders/import`, `order_id,date,code,amount,utm\nA-5,2026-02-04,,10000,${deal.utm_url}\n`);
    expect(utmOnly.json()).toMatchObject({ inserted: 1 });
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/campaigns/${c.id}/orders/import`, payload: { x: 1 } })).statusCode).toBe(415);

    // 8. The report: computed from these numbers (the latest snapshot of the one post, the deal's price, the three orders).
    const rep = (await t.api.inject(`/api/v1/campaigns/${c.id}/report`)).json() as TCampaignReport;
    const inputs = { spend: 40_000, views: 20_000, engagements: 1_400 + 200 + 100 + 300, revenue: 30_000 + 20_000 + 10_000 };
    const expected = {
      cpm: (inputs.spend / inputs.views) * 1000,
      cpe: inputs.spend / inputs.engagements,
      roi: (inputs.revenue - inputs.spend) / inputs.spend,
    };
    expect(rep).toMatchObject({ spend: inputs.spend, paid: 12_000 + 8_000, views: inputs.views, engagements: inputs.engagements, conversions: 3, revenue: inputs.revenue });
    expect(rep.cpm).toBeCloseTo(expected.cpm, 2);
    expect(rep.cpe).toBeCloseTo(expected.cpe, 4);
    expect(rep.roi).toBeCloseTo(expected.roi, 4);
    expect(rep.engagement_rate).toBeCloseTo(inputs.engagements / inputs.views, 4);
    expect(rep.reach).toBe(8_000); // the manual snapshot had no reach: the CSV's is the latest known
    expect(rep.deliverables).toEqual({ total: 1, done: 1, late: 0 });
    expect(rep.by_creator[0]).toMatchObject({ deal_id: deal.id, cpm: 2_000, roi: 0.5 });
    expect(rep.sources.metrics.map((s) => s.source).sort()).toEqual(['csv', 'manual']);
    const repCsv = await t.api.inject(`/api/v1/campaigns/${c.id}/report.csv`);
    expect(repCsv.headers['content-type']).toContain('text/csv');
    const lines = repCsv.body.trim().split('\n');
    expect(lines[0]).toBe('creator,spend,paid,reach,views,engagements,engagement_rate,cpm,cpe,conversions,revenue,roi,deliverables_done,deliverables_total,deliverables_late');
    expect(lines.at(-1)).toMatch(/^Total,40000,20000,/);
    // The CSV opens as a table whose Total row carries the same figures.
    const table = parseCsv(repCsv.body, { columns: true }) as Record<string, string>[];
    expect(table).toHaveLength(2);
    const total = table.find((row) => row.creator === 'Total')!;
    expect(Number(total.cpm)).toBeCloseTo(expected.cpm, 2);
    expect(Number(total.cpe)).toBeCloseTo(expected.cpe, 4);
    expect(Number(total.roi)).toBeCloseTo(expected.roi, 4);
    expect(Number(total.revenue)).toBe(inputs.revenue);
    expect(Number(table[0]!.views)).toBe(inputs.views);

    // The PDF export: a valid PDF (parsed by pdf-lib) that shows the same figures.
    const repPdf = await t.api.inject(`/api/v1/campaigns/${c.id}/report.pdf`);
    expect(repPdf.statusCode).toBe(200);
    expect(repPdf.headers['content-type']).toContain('application/pdf');
    expect(repPdf.headers['content-disposition']).toContain('.pdf');
    const reportDoc = await PDFDocument.load(repPdf.rawPayload);
    expect(reportDoc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(reportDoc.getTitle()).toBe('Campaign report: Glow Serum');
    const text = await pdfText(repPdf.rawPayload);
    for (const figure of [pdfMoney(inputs.spend), pdfMoney(expected.cpm), pdfMoney(expected.cpe), pdfMoney(inputs.revenue), `${(expected.roi * 100).toFixed(2)}%`, (20_000).toLocaleString('en-US')]) {
      expect(text, figure).toContain(figure);
    }
    expect(text).toContain('CPM');
    expect(text).toContain('ROI');
    expect((await t.api.inject(`/api/v1/campaigns/${c.id}/report.pdf`)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The dashboard's ROI: this campaign's spend against its attributed revenue.
    const roi = (await t.api.inject('/api/v1/reports/roi')).json() as TRoiSummary;
    expect(roi.campaigns.find((x) => x.campaign_id === c.id)).toMatchObject({ spend: inputs.spend, revenue: inputs.revenue, orders: 3 });
    expect(roi.campaigns.find((x) => x.campaign_id === c.id)!.roi).toBeCloseTo(expected.roi, 4);

    // A new version supersedes the signed contract (never edits it).
    const v2 = await t.api.inject({ method: 'POST', url: `/api/v1/deals/${deal.id}/contract` });
    expect(v2.json()).toMatchObject({ version: 2, status: 'awaiting_creator' });
    expect((await t.api.inject(`/api/v1/contracts/${contract.id}`)).json()).toMatchObject({ status: 'superseded', signed_sha256: done.signed_sha256 });
    const versions = (await t.api.inject(`/api/v1/deals/${deal.id}/contracts`)).json() as TContract[];
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'awaiting_creator'],
      [1, 'superseded'],
    ]);
    expect(versions[1]!.sha256).toBe(contract.sha256);
  });

  it('a portal link reads and changes its own deal only; revoked and expired links are refused', async () => {
    const c = await campaign(t.api);
    const a = (await newDeal(t.api, c.id, creators[1]!)).json() as TDealDetail;
    const b = (await newDeal(t.api, c.id, creators[2]!)).json() as TDealDetail;
    const tokenOf = async (id: string) => ((await t.api.inject({ method: 'POST', url: `/api/v1/deals/${id}/portal-link` })).json().url as string).split('/').pop()!;
    const ta = await tokenOf(a.id);
    const tb = await tokenOf(b.id);
    const bDraft = await t.app.inject({ method: 'POST', url: `/api/portal/${tb}/submissions`, payload: { deliverable_index: 0, kind: 'draft', url: 'https://drive.example/b' } });
    expect(bDraft.statusCode).toBe(201);
    const offerA = await t.app.inject(`/api/portal/${ta}`);
    expect(offerA.json().deal.id).toBe(a.id);
    expect(offerA.body).not.toContain(b.id);
    expect(offerA.body).not.toContain(b.promo_code!);
    expect(offerA.body).not.toContain(bDraft.json().id);
    // Contracts for both: A's link signs A's contract only.
    for (const id of [a.id, b.id]) expect((await t.api.inject({ method: 'POST', url: `/api/v1/deals/${id}/contract` })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/portal/${ta}/sign`, payload: { full_name: 'Creator A', consent: true } })).statusCode).toBe(200);
    expect(((await t.api.inject(`/api/v1/deals/${a.id}`)).json() as TDealDetail).contract!.status).toBe('awaiting_brand');
    expect(((await t.api.inject(`/api/v1/deals/${b.id}`)).json() as TDealDetail).contract!.status).toBe('awaiting_creator');
    // A's link hands in content for A only; B's deliverables are untouched.
    expect((await t.app.inject({ method: 'POST', url: `/api/portal/${ta}/submissions`, payload: { deliverable_index: 0, kind: 'draft', url: 'https://drive.example/a' } })).statusCode).toBe(201);
    const bContent = (await t.api.inject(`/api/v1/deals/${b.id}/content`)).json() as { drafts: { id: string }[] }[];
    expect(bContent[0]!.drafts.map((d) => d.id)).toEqual([bDraft.json().id]);
    // A portal token is no credential for the app's API.
    expect((await t.app.inject({ url: `/api/v1/deals/${b.id}`, headers: { authorization: `Bearer ${ta}` } })).statusCode).toBe(401);
    // A's link can't comment on or download B's submission.
    expect((await t.app.inject({ method: 'POST', url: `/api/portal/${ta}/submissions/${bDraft.json().id}/comments`, payload: { body: 'hi' } })).statusCode).toBe(404);
    expect((await t.app.inject(`/api/portal/${ta}/submissions/${bDraft.json().id}/file`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/portal/this-is-not-a-real-token-at-all')).statusCode).toBe(404);
    // Revoked: at once.
    expect((await t.api.inject({ method: 'DELETE', url: `/api/v1/deals/${a.id}/portal-link` })).statusCode).toBe(204);
    const revoked = await t.app.inject(`/api/portal/${ta}`);
    expect(revoked.statusCode).toBe(410);
    expect((await t.app.inject({ method: 'POST', url: `/api/portal/${ta}/sign`, payload: { full_name: 'X', consent: true } })).statusCode).toBe(410);
    // A new link replaces the old one.
    const tb2 = await tokenOf(b.id);
    expect((await t.app.inject(`/api/portal/${tb}`)).statusCode).toBe(410);
    expect((await t.app.inject(`/api/portal/${tb2}`)).statusCode).toBe(200);
    // The brand sees each link's state (never the token).
    const aLinks = await t.api.inject(`/api/v1/deals/${a.id}/portal-links`);
    expect(aLinks.statusCode).toBe(200);
    expect((aLinks.json() as { state: string }[]).map((l) => l.state)).toEqual(['revoked']);
    expect(aLinks.body).not.toContain(ta);
    expect(((await t.api.inject(`/api/v1/deals/${b.id}/portal-links`)).json() as { state: string }[]).map((l) => l.state)).toEqual(['active', 'revoked']);
    // Expired.
    await t.db.query(`update portal_links set expires_at = now() - interval '1 minute' where deal_id = $1 and revoked_at is null`, [b.id]);
    expect(((await t.api.inject(`/api/v1/deals/${b.id}/portal-links`)).json() as { state: string }[]).map((l) => l.state)).toEqual(['expired', 'revoked']);
    expect((await t.app.inject(`/api/portal/${tb2}`)).json().code).toBe('link_expired');
    expect((await t.app.inject(`/api/portal/${tb2}`)).statusCode).toBe(410);
    // An expired or revoked link writes nothing either.
    const draftsBefore = (await t.db.query('select count(*)::int as n from submissions where deal_id = $1', [b.id])).rows[0]!.n;
    expect((await t.app.inject({ method: 'POST', url: `/api/portal/${tb2}/submissions`, payload: { deliverable_index: 0, kind: 'draft', url: 'https://drive.example/late' } })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'POST', url: `/api/portal/${tb}/submissions`, payload: { deliverable_index: 0, kind: 'draft', url: 'https://drive.example/old' } })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'PUT', url: `/api/portal/${tb2}/payout-details`, payload: { method: 'upi', upi_id: 'late@okaxis' } })).statusCode).toBe(410);
    expect((await t.app.inject(`/api/portal/${tb2}/contract.pdf`)).statusCode).toBe(410);
    expect((await t.db.query('select count(*)::int as n from submissions where deal_id = $1', [b.id])).rows[0]!.n).toBe(draftsBefore);
    expect((await t.db.query('select 1 from payout_details where deal_id = $1', [b.id])).rows).toHaveLength(0);
    // Portal writes still pass the origin check.
    const tc = await tokenOf(a.id);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/portal/${tc}/sign`, payload: { full_name: 'X', consent: true }, headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
  });

  it('deals by hand respect the budget ledger, percents and roles; payouts respect approval limits; other workspaces see nothing', async () => {
    const c = await campaign(t.api, { total_budget: 50_000, planned_creators: 2 });
    const bad = await newDeal(t.api, c.id, creators[3]!, { milestones: [{ name: 'All', percent: 90, condition: 'signed' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sum to 100');
    expect((await newDeal(t.api, c.id, creators[3]!, { currency: 'USD' })).statusCode).toBe(422);
    const first = await newDeal(t.api, c.id, creators[3]!, { milestones: undefined });
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as TDealDetail).milestones.map((m) => [m.percent, m.amount])).toEqual([
      [30, 12_000],
      [70, 28_000],
    ]);
    expect((await newDeal(t.api, c.id, creators[3]!)).statusCode).toBe(409); // one open deal per creator and campaign
    const over = await newDeal(t.api, c.id, creators[4]!, { price: 20_000 });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('over_budget');
    expect((await t.db.query('select 1 from deals where campaign_id = $1', [c.id])).rows).toHaveLength(1); // nothing half-written

    // A member within / above their approval limit.
    const deal = first.json() as TDealDetail;
    await t.api.inject({ method: 'POST', url: `/api/v1/deals/${deal.id}/contract` });
    const token = ((await t.api.inject({ method: 'POST', url: `/api/v1/deals/${deal.id}/portal-link` })).json().url as string).split('/').pop()!;
    await t.app.inject({ method: 'POST', url: `/api/portal/${token}/sign`, payload: { full_name: 'Creator Three', consent: true } });
    const cid = (await t.api.inject(`/api/v1/deals/${deal.id}`)).json().contract.id;
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/contracts/${cid}/countersign` })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { name: 'Meera', email: 'meera@inflow.test', password: 'member-password-1' } });
    await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/invitations`, payload: { email: 'meera@inflow.test', role: 'member' } });
    const { rows: mail } = await t.db.query<{ body: string }>(`select body from account_emails where to_address = 'meera@inflow.test' and kind = 'invitation'`);
    const invite = /\/invite\/([\w-]+)/.exec(mail[0]!.body)![1]!;
    const meera = await signedInClient(t.app, 'meera@inflow.test', 'member-password-1');
    await meera.inject({ method: 'POST', url: `/api/v1/invitations/${invite}/accept` });
    const members = (await t.api.inject(`/api/v1/workspaces/${t.workspaceId}/members`)).json() as { user_id: string; email: string }[];
    const id = members.find((m) => m.email === 'meera@inflow.test')!.user_id;
    await t.api.inject({ method: 'PATCH', url: `/api/v1/workspaces/${t.workspaceId}/members/${id}`, payload: { approval_limit: 10_000 } });
    const limited = await meera.inject({ method: 'POST', url: `/api/v1/milestones/${deal.milestones[0]!.id}/release`, payload: {} });
    expect(limited.statusCode).toBe(403);
    expect(limited.json().code).toBe('over_approval_limit');
    await t.api.inject({ method: 'PATCH', url: `/api/v1/workspaces/${t.workspaceId}/members/${id}`, payload: { approval_limit: 12_000 } });
    const [r1, r2] = await Promise.all([
      meera.inject({ method: 'POST', url: `/api/v1/milestones/${deal.milestones[0]!.id}/release`, payload: {} }),
      t.api.inject({ method: 'POST', url: `/api/v1/milestones/${deal.milestones[0]!.id}/release`, payload: {} }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    expect((await t.db.query('select 1 from payouts where milestone_id = $1', [deal.milestones[0]!.id])).rows).toHaveLength(1);
    // Even a direct second row is refused by the database.
    await expect(
      t.db.query(`insert into payouts (workspace_id, campaign_id, deal_id, milestone_id, amount, currency, paid_at, released_by) select workspace_id, $2, deal_id, id, amount, 'INR', now(), 'sql' from deal_milestones where id = $1`, [
        deal.milestones[0]!.id,
        c.id,
      ]),
    ).rejects.toThrow();

    // Another workspace gets 404 everywhere.
    const other = await createWorkspaceWithKey(t.api, 'Other brand');
    const o = authedClient(t.app, other.apiKey);
    expect((await o.inject(`/api/v1/deals/${deal.id}`)).statusCode).toBe(404);
    expect((await o.inject(`/api/v1/contracts/${cid}/pdf`)).statusCode).toBe(404);
    expect((await o.inject(`/api/v1/campaigns/${c.id}/report`)).statusCode).toBe(404);
    expect((await o.inject({ method: 'POST', url: `/api/v1/milestones/${deal.milestones[1]!.id}/release`, payload: {} })).statusCode).toBe(404);
    expect((await o.inject({ method: 'POST', url: `/api/v1/deals/${deal.id}/portal-link` })).statusCode).toBe(404);
    expect((await csv(o, `/api/v1/campaigns/${c.id}/orders/import`, 'order_id,date,code,amount\nX,2026-01-01,A,1\n')).statusCode).toBe(404);
    expect((await o.inject(`/api/v1/campaigns/${c.id}/report.pdf`)).statusCode).toBe(404);
    expect((await o.inject(`/api/v1/deals/${deal.id}/contracts`)).statusCode).toBe(404);
    expect((await o.inject(`/api/v1/deals/${deal.id}/portal-links`)).statusCode).toBe(404);
    expect((await o.inject({ method: 'POST', url: `/api/v1/contracts/${cid}/countersign`, payload: { full_name: 'Intruder', consent: true } })).statusCode).toBe(404);
    expect(((await o.inject('/api/v1/reports/roi')).json() as TRoiSummary).campaigns).toEqual([]);
  });

  it('never logs a portal token', () => {
    expect(requestForLog({ method: 'GET', url: '/api/portal/abcDEF123_secret/contract.pdf?x=1' }).path).toBe('/api/portal/[token]/contract.pdf');
    expect(requestForLog({ method: 'GET', url: '/portal/abcDEF123_secret' }).path).toBe('/portal/[token]');
  });

  it('the Shopify orders/create webhook: a bad signature is refused, a replay has no effect, an order counts once', async () => {
    const c = await campaign(t.api);
    const deal = (await newDeal(t.api, c.id, creators[5]!)).json() as TDealDetail;
    const url = `/api/v1/webhooks/shopify/${t.workspaceId}/orders-create`;
    const order = (id: number) => JSON.stringify({ id, created_at: '2026-02-05T10:00:00+05:30', total_price: '2500.00', currency: 'INR', discount_codes: [{ code: deal.promo_code!.toLowerCase() }] });
    const send = (body: string, webhookId: string, hmac = createHmac('sha256', 'shpss_test_secret').update(body).digest('base64')) =>
      t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': hmac, 'x-shopify-webhook-id': webhookId } });
    const forged = await send(order(1001), 'w-0', createHmac('sha256', 'wrong').update(order(1001)).digest('base64'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('bad_signature');
    // A signature of another body (a tampered amount) and a missing signature are refused too.
    const tampered = await t.app.inject({
      method: 'POST',
      url,
      payload: order(1001).replace('2500.00', '99999.00'),
      headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': createHmac('sha256', 'shpss_test_secret').update(order(1001)).digest('base64'), 'x-shopify-webhook-id': 'w-0b' },
    });
    expect(tampered.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload: order(1001), headers: { 'content-type': 'application/json', 'x-shopify-webhook-id': 'w-0c' } })).statusCode).toBe(401);
    expect((await t.db.query(`select 1 from orders where order_id = '1001'`)).rows).toHaveLength(0);
    const ok = await send(order(1001), 'w-1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ attributed: true, duplicate: false });
    expect((await send(order(1001), 'w-1')).json()).toMatchObject({ duplicate: true }); // replay of the same delivery
    expect((await send(order(1001), 'w-2')).json()).toMatchObject({ duplicate: true }); // the same order again
    const r = (await t.api.inject(`/api/v1/campaigns/${c.id}/report`)).json() as TCampaignReport;
    expect(r).toMatchObject({ conversions: 1, revenue: 2500 });
    // A replay is refused in effect: Shopify retries anything but 2xx, so it is answered 200 duplicate and changes nothing.
    for (let i = 0; i < 3; i++) expect((await send(order(1001), 'w-1')).json()).toMatchObject({ received: true, duplicate: true });
    expect((await t.db.query(`select 1 from orders where order_id = '1001'`)).rows).toHaveLength(1);
    expect((await t.api.inject(`/api/v1/campaigns/${c.id}/report`)).json()).toMatchObject({ conversions: 1, revenue: 2500 });

    // The workspace's ROI: per currency, measured on the campaigns with order data only.
    const roi = (await t.api.inject('/api/v1/reports/roi')).json() as TRoiSummary;
    expect(roi.campaigns.find((x) => x.campaign_id === c.id)).toMatchObject({ spend: 40_000, revenue: 2500, roi: (2500 - 40_000) / 40_000, orders: 1 });
    const inr = roi.campaigns.filter((x) => x.currency === 'INR');
    const tracked = inr.filter((x) => x.orders > 0);
    expect(inr.some((x) => x.orders === 0 && x.revenue === null && x.roi === null)).toBe(true); // a campaign without orders is not a loss
    const trackedSpend = tracked.reduce((sum, x) => sum + x.spend, 0);
    const revenue = tracked.reduce((sum, x) => sum + x.revenue!, 0);
    const total = roi.totals.find((x) => x.currency === 'INR')!;
    expect(total).toMatchObject({ spend: inr.reduce((sum, x) => sum + x.spend, 0), tracked_spend: trackedSpend, revenue, campaigns: inr.length, campaigns_with_revenue: tracked.length });
    expect(total.roi).toBeCloseTo((revenue - trackedSpend) / trackedSpend, 4);
  });
});
