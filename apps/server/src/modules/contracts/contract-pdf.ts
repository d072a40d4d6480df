/**
 * Contract PDFs with pdf-lib (docs/decisions/0015): the filled Markdown template laid out as text (headings, bullets,
 * bold runs stripped to plain text), and for a signed contract the original pages plus a signature page with the
 * audit trail. Standard fonts only cover WinAnsi, so text is reduced to it (₹ -> INR, curly quotes -> straight).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { PageFlow, winAnsi } from '../../lib/pdf-flow.js';

const PAGE = { w: 595.28, h: 841.89, margin: 56 };

class Writer extends PageFlow {
  constructor(doc: PDFDocument, font: PDFFont, bold: PDFFont, footer: string) {
    super(doc, font, bold, footer, { ...PAGE, footerY: 28, footerColor: rgb(0.45, 0.45, 0.45) });
  }
  line(text: string, opts: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const indent = opts.indent ?? 0;
    const width = PAGE.w - 2 * PAGE.margin - indent;
    for (const l of wrap(winAnsi(text), font, size, width)) {
      this.ensure(size);
      this.page.drawText(l, { x: PAGE.margin + indent, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      this.y -= size * 1.45;
    }
    this.y -= opts.gap ?? 0;
  }
  space(n = 6) {
    this.y -= n;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  if (text.trim() === '') return [''];
  const out: string[] = [];
  let cur = '';
  for (const word of text.split(/\s+/)) {
    const next = cur ? `${cur} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) cur = next;
    else {
      if (cur) out.push(cur);
      // A word longer than the line (a URL) is cut.
      let w = word;
      while (font.widthOfTextAtSize(w, size) > width) {
        let n = w.length - 1;
        while (n > 1 && font.widthOfTextAtSize(w.slice(0, n), size) > width) n--;
        out.push(w.slice(0, n));
        w = w.slice(n);
      }
      cur = w;
    }
  }
  if (cur) out.push(cur);
  return out;
}

const plain = (s: string) => s.replace(/\*\*(.+?)\*\*/g, '$1').replace(/__(.+?)__/g, '$1').replace(/`([^`]+)`/g, '$1');

/** Lays out Markdown (headings, bullets, numbered items, paragraphs). */
function writeMarkdown(w: Writer, md: string) {
  for (const raw of md.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const h = /^(#{1,3})\s+(.*)$/.exec(line);
    if (h) {
      w.space(h[1]!.length === 1 ? 4 : 8);
      w.line(plain(h[2]!), { size: h[1]!.length === 1 ? 16 : 12, bold: true, gap: 2 });
      continue;
    }
    const b = /^\s*[-*]\s+(.*)$/.exec(line);
    if (b) {
      w.line(`-  ${plain(b[1]!)}`, { indent: 12 });
      continue;
    }
    if (line.trim() === '') {
      w.space(5);
      continue;
    }
    w.line(plain(line));
  }
}

export interface ContractMeta {
  title: string;
  contractId: string;
  version: number;
  createdAt: Date;
}

export async function renderContractPdf(markdown: string, meta: ContractMeta): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(meta.title));
  doc.setProducer('Inflow');
  doc.setCreator('Inflow');
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), `Contract ${meta.contractId} - version ${meta.version}`);
  writeMarkdown(w, markdown);
  return Buffer.from(await doc.save());
}

export interface SignatureLine {
  role: string;
  name: string;
  at: string;
  ip: string | null;
  userAgent: string | null;
  sha256: string;
}

/** The signed contract: the original pages, then a signature page with both signatures and the audit trail. */
export async function renderSignedPdf(
  original: Buffer,
  v: { contractId: string; version: number; originalSha256: string; signatures: SignatureLine[]; trail: { at: string; action: string; actor: string; ip: string | null }[]; signedAt: Date },
): Promise<Buffer> {
  const doc = await PDFDocument.load(original);
  doc.setModificationDate(v.signedAt);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), `Contract ${v.contractId} - version ${v.version} - signed`);
  w.line('Signatures', { size: 16, bold: true, gap: 4 });
  w.line(`Document SHA-256: ${v.originalSha256}`, { size: 8, gap: 8 });
  for (const s of v.signatures) {
    w.line(s.role, { size: 12, bold: true });
    w.line(s.name, { size: 14 });
    w.line(`Signed ${s.at}${s.ip ? ` from ${s.ip}` : ''}`, { size: 9 });
    if (s.userAgent) w.line(`User agent: ${s.userAgent}`, { size: 8 });
    w.line(`Signed document SHA-256: ${s.sha256}`, { size: 8, gap: 10 });
  }
  w.space(6);
  w.line('Audit trail', { size: 12, bold: true, gap: 2 });
  for (const e of v.trail) w.line(`${e.at}  ${e.action}  ${e.actor}${e.ip ? `  (${e.ip})` : ''}`, { size: 8 });
  return Buffer.from(await doc.save());
}
