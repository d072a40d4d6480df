import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Evaluate = (report: unknown, accepted: Set<string>) => { ok: boolean; lines: string[] };

describe('CI dependency audit (scripts/audit.mjs)', () => {
  it('fails on a high or critical advisory not accepted, passes when accepted, and goes on when the registry cannot answer', async () => {
    const { evaluate } = (await import(path.join(root, 'scripts/audit.mjs'))) as { evaluate: Evaluate };
    const report = {
      metadata: { vulnerabilities: { critical: 0, high: 1, moderate: 1, low: 0 } },
      vulnerabilities: {
        lodash: { severity: 'high', via: [{ source: 1, url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc' }] },
        minimist: { severity: 'moderate', via: [{ source: 2, url: 'https://github.com/advisories/GHSA-dddd-eeee-ffff' }] },
      },
    };
    const failed = evaluate(report, new Set());
    expect(failed.ok).toBe(false);
    expect(failed.lines.join('\n')).toContain('lodash (high): GHSA-aaaa-bbbb-cccc');
    expect(evaluate(report, new Set(['GHSA-aaaa-bbbb-cccc'])).ok).toBe(true);
    const unreachable = evaluate({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 }, new Set());
    expect(unreachable.ok).toBe(true);
    expect(unreachable.lines[0]).toMatch(/could not answer the audit \(405 Method Not Allowed/);
  });
});
