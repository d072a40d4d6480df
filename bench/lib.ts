/** Small helpers shared by the benchmarks: timing, percentiles, markdown tables. */

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export interface Timing {
  median: number;
  p95: number;
  n: number;
}

/** Runs fn `warmup` times untimed, then `n` times, and returns median and p95 in milliseconds. */
export async function time(fn: (i: number) => Promise<unknown>, n = 50, warmup = 5): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95), n };
}

export const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms` : 'n/a');

export function table(title: string, rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return `\n### ${title}\n\n(no rows)\n`;
  const cols = Object.keys(rows[0]!);
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  const out = [`\n### ${title}\n`, line(cols), line(cols.map(() => '---')), ...rows.map((r) => line(cols.map((c) => r[c] ?? '')))];
  return out.join('\n') + '\n';
}

export function printTable(title: string, rows: Record<string, string | number>[]) {
  process.stdout.write(table(title, rows));
}

/** Benchmarks start servers as a script would: INIT_* on first start, then `Authorization: Bearer <INIT_API_KEY>`. */
export const BENCH_INIT = {
  INIT_OWNER_EMAIL: 'bench@inflow.local',
  INIT_OWNER_PASSWORD: 'bench-password-123',
  INIT_WORKSPACE_NAME: 'Bench workspace',
  INIT_API_KEY: 'bench_api_key_0123456789_abcdefghijklmnop',
};
export const BENCH_AUTH = { authorization: `Bearer ${BENCH_INIT.INIT_API_KEY}` };
