import { parse } from 'csv-parse/sync';
import { unprocessable } from '../../http/errors.js';

export const MAX_CSV_BYTES = 5 * 1024 * 1024;
export const MAX_CSV_ROWS = 50_000;

/** Header names as the exports write them ("Publish time", "Order ID") -> publish_time, order_id. */
const key = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Rows of a CSV as objects keyed by normalised header, with their line numbers (the header is line 1). */
export function readCsvTable(text: string, aliases: Record<string, string[]>): { columns: Set<string>; rows: { line: number; get: (name: string) => string }[] } {
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: false, bom: true, trim: true }) as string[][];
  } catch (err) {
    throw unprocessable(`body: not a readable CSV file (${(err as Error).message})`);
  }
  const header = records[0];
  if (!header) throw unprocessable('body: the CSV file is empty');
  if (records.length - 1 > MAX_CSV_ROWS) throw unprocessable(`body: at most ${MAX_CSV_ROWS} rows per file`);
  const index = new Map<string, number>();
  header.forEach((h, i) => index.set(key(h), i));
  const columnOf = (name: string) => [name, ...(aliases[name] ?? [])].map((n) => index.get(n)).find((i) => i !== undefined);
  const columns = new Set(Object.keys(aliases).filter((n) => columnOf(n) !== undefined));
  const rows: { line: number; get: (name: string) => string }[] = [];
  records.slice(1).forEach((rec, i) => {
    if (rec.every((c) => c === '')) return;
    rows.push({
      line: i + 2,
      get: (name: string) => {
        const col = columnOf(name);
        return col === undefined ? '' : (rec[col] ?? '').trim();
      },
    });
  });
  return { columns, rows };
}

/** "1,234" / "1234.5" / "₹1,234.50" -> number; '' -> null; anything else -> NaN. */
export function parseNumberCell(s: string): number | null {
  if (s === '') return null;
  const cleaned = s.replace(/[,\s]/g, '').replace(/^[^\d.-]+/, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

export function parseDateCell(s: string): Date | null {
  if (!s) return null;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00Z` : s);
  return Number.isNaN(d.getTime()) ? null : d;
}
