/** Timestamps arrive as Date (node-postgres, PGlite) or text (casts); the wire carries ISO 8601. */
export function iso(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string') return new Date(v).toISOString();
  throw new TypeError(`expected a timestamp, got ${typeof v}`);
}
export function isoOrNull(v: unknown): string | null {
  return v === null || v === undefined ? null : iso(v);
}
export function num(v: unknown): number {
  return typeof v === 'number' ? v : Number(v);
}
export function round(v: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
