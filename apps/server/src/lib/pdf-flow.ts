/**
 * Text flowing down pdf-lib pages (contracts, reports): a page with its footer, the cursor `y`, a new page when the
 * next block would cross the bottom margin. Standard fonts only cover WinAnsi, so text is reduced to it.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export function winAnsi(s: string): string {
  return s
    .replace(/₹/g, 'INR ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/ /g, ' ')
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/g, '?');
}

export interface PageLayout {
  w: number;
  h: number;
  margin: number;
  /** Baseline of the footer line. */
  footerY: number;
  footerColor: ReturnType<typeof rgb>;
}

export class PageFlow {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly footer: string,
    readonly layout: PageLayout,
  ) {
    this.newPage();
  }
  newPage() {
    const { w, h, margin, footerY, footerColor } = this.layout;
    this.page = this.doc.addPage([w, h]);
    this.y = h - margin;
    this.page.drawText(winAnsi(this.footer), { x: margin, y: footerY, size: 7, font: this.font, color: footerColor });
  }
  /** Starts a new page unless `height` more fits above the bottom margin. */
  ensure(height: number) {
    if (this.y - height < this.layout.margin) this.newPage();
  }
}
