/**
 * The campaign report as a shareable PDF (pdf-lib, standard Helvetica, A4 landscape): the headline figures, the table
 * by creator, the figures over time and where they come from. It is drawn from the same TCampaignReport as the JSON
 * and CSV exports, so the three never disagree; a figure without data reads "No data".
 */
import type { TCampaignReport } from '@inflow/contracts';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { PageFlow, winAnsi } from '../../lib/pdf-flow.js';

const PAGE = { w: 841.89, h: 595.28, margin: 40 };
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.85, 0.85, 0.88);
export const NO_DATA = 'No data';

export const pdfMoney = (v: number | null, currency: string) =>
  v === null ? NO_DATA : `${currency} ${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const pdfCount = (v: number | null) => (v === null ? NO_DATA : v.toLocaleString('en-US', { maximumFractionDigits: 2 }));
export const pdfPercent = (v: number | null) => (v === null ? NO_DATA : `${(v * 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`);

class Sheet extends PageFlow {
  constructor(doc: PDFDocument, font: PDFFont, bold: PDFFont, footer: string) {
    super(doc, font, bold, footer, { ...PAGE, footerY: 20, footerColor: MUTED });
  }
  text(s: string, o: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const size = o.size ?? 10;
    this.ensure(size * 1.5);
    this.page.drawText(fit(winAnsi(s), o.bold ? this.bold : this.font, size, PAGE.w - 2 * PAGE.margin), { x: PAGE.margin, y: this.y - size, size, font: o.bold ? this.bold : this.font, color: o.color ?? INK });
    this.y -= size * 1.5 + (o.gap ?? 0);
  }
  /** Label/value tiles, four to a row. */
  tiles(items: [string, string][]) {
    const cols = 4;
    const w = (PAGE.w - 2 * PAGE.margin) / cols;
    for (let i = 0; i < items.length; i += cols) {
      this.ensure(40);
      items.slice(i, i + cols).forEach(([label, value], j) => {
        const x = PAGE.margin + j * w;
        this.page.drawRectangle({ x, y: this.y - 36, width: w - 8, height: 36, borderColor: RULE, borderWidth: 0.8 });
        this.page.drawText(winAnsi(label), { x: x + 6, y: this.y - 13, size: 8, font: this.font, color: MUTED });
        this.page.drawText(fit(winAnsi(value), this.bold, 12, w - 20), { x: x + 6, y: this.y - 29, size: 12, font: this.bold, color: INK });
      });
      this.y -= 44;
    }
  }
  /** A table with a header row; widths are fractions of the line, numbers right-aligned. */
  table(head: string[], rows: string[][], widths: number[]) {
    const total = PAGE.w - 2 * PAGE.margin;
    const xs = widths.reduce<number[]>((acc, _w, i) => [...acc, i === 0 ? PAGE.margin : acc[i - 1]! + widths[i - 1]! * total], []);
    const row = (cells: string[], bold: boolean) => {
      this.ensure(16);
      cells.forEach((c, i) => {
        const font = bold ? this.bold : this.font;
        const w = widths[i]! * total - 6;
        const s = fit(winAnsi(c), font, 8, w);
        const x = i === 0 ? xs[i]! : xs[i]! + w - font.widthOfTextAtSize(s, 8);
        this.page.drawText(s, { x, y: this.y - 10, size: 8, font, color: INK });
      });
      this.page.drawLine({ start: { x: PAGE.margin, y: this.y - 14 }, end: { x: PAGE.margin + total, y: this.y - 14 }, thickness: 0.4, color: RULE });
      this.y -= 16;
    };
    row(head, true);
    for (const r of rows) {
      if (this.y - 16 < PAGE.margin) {
        this.newPage();
        row(head, true);
      }
      row(r, false);
    }
  }
}

/** Cuts a text to the width, with an ellipsis. */
function fit(s: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(s, size) <= width) return s;
  let n = s.length;
  while (n > 1 && font.widthOfTextAtSize(`${s.slice(0, n)}...`, size) > width) n--;
  return `${s.slice(0, n)}...`;
}

export async function renderReportPdf(r: TCampaignReport): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const at = new Date(r.generated_at);
  doc.setTitle(winAnsi(`Campaign report: ${r.campaign_name}`));
  doc.setProducer('Inflow');
  doc.setCreator('Inflow');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const s = new Sheet(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), `Inflow campaign report ${r.campaign_id} - generated ${r.generated_at}`);
  const c = r.currency;
  s.text(`Campaign report: ${r.campaign_name}`, { size: 18, bold: true, gap: 2 });
  s.text(`Generated ${r.generated_at.replace('T', ' ').slice(0, 16)} UTC. Every figure is computed from stored data; "${NO_DATA}" means nothing was recorded yet.`, { size: 9, color: MUTED, gap: 8 });
  s.tiles([
    ['Spend (agreed deals)', pdfMoney(r.spend, c)],
    ['Budget', pdfMoney(r.budget, c)],
    ['Paid out', pdfMoney(r.paid, c)],
    ['Deliverables live', `${r.deliverables.done} of ${r.deliverables.total}${r.deliverables.late ? `, ${r.deliverables.late} late` : ''}`],
    ['Reach', pdfCount(r.reach)],
    ['Views', pdfCount(r.views)],
    ['Engagements', pdfCount(r.engagements)],
    ['Engagement rate', pdfPercent(r.engagement_rate)],
    ['CPM', pdfMoney(r.cpm, c)],
    ['CPE', pdfMoney(r.cpe, c)],
    ['Conversions', pdfCount(r.conversions)],
    ['Revenue', pdfMoney(r.revenue, c)],
    ['ROI', pdfPercent(r.roi)],
  ]);
  s.y -= 6;
  s.text('By creator', { size: 13, bold: true, gap: 2 });
  if (r.by_creator.length === 0) s.text('No agreed deals yet.', { color: MUTED });
  else
    s.table(
      ['Creator', 'Spend', 'Paid', 'Views', 'Engagements', 'CPM', 'CPE', 'Conversions', 'Revenue', 'ROI', 'Live / late'],
      r.by_creator.map((x) => [
        x.creator_name,
        pdfMoney(x.spend, c),
        pdfMoney(x.paid, c),
        pdfCount(x.views),
        pdfCount(x.engagements),
        pdfMoney(x.cpm, c),
        pdfMoney(x.cpe, c),
        pdfCount(x.conversions),
        pdfMoney(x.revenue, c),
        pdfPercent(x.roi),
        `${x.deliverables_done}/${x.deliverables_total}${x.deliverables_late ? ` (${x.deliverables_late} late)` : ''}`,
      ]),
      [0.16, 0.1, 0.1, 0.07, 0.08, 0.09, 0.08, 0.07, 0.11, 0.07, 0.07],
    );
  s.y -= 8;
  s.text('Over time', { size: 13, bold: true, gap: 2 });
  if (r.over_time.length === 0) s.text('No metrics or orders yet.', { color: MUTED });
  else
    s.table(
      ['Date', 'Views (cumulative)', 'Engagements (cumulative)', 'Conversions that day', 'Revenue that day'],
      r.over_time.map((d) => [d.date, pdfCount(d.views), pdfCount(d.engagements), pdfCount(d.conversions), pdfMoney(d.revenue, c)]),
      [0.2, 0.2, 0.2, 0.2, 0.2],
    );
  s.y -= 8;
  s.text('Sources', { size: 13, bold: true, gap: 2 });
  if (r.sources.metrics.length === 0) s.text('Post metrics: none recorded.', { size: 9 });
  for (const m of r.sources.metrics) s.text(`Post metrics from ${m.source}: ${m.snapshots} snapshot${m.snapshots === 1 ? '' : 's'}, latest ${m.latest}`, { size: 9 });
  s.text(r.sources.orders.count ? `Orders: ${r.sources.orders.count}, last imported ${r.sources.orders.latest}` : 'Orders: none imported.', { size: 9, gap: 6 });
  s.text('CPM = spend / views x 1000. CPE = spend / engagements (likes + comments + shares + saves). Engagement rate = engagements / views. ROI = (revenue - spend) / spend.', {
    size: 8,
    color: MUTED,
  });
  return Buffer.from(await doc.save());
}
