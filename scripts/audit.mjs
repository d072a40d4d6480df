// CI's dependency audit: `npm audit --omit=dev`, failing on a high or critical advisory that is not accepted in
// docs/decisions/accepted-advisories.json (each with its reason). When the registry cannot answer the audit, it says
// so and CI goes on.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** @returns {{ ok: boolean, lines: string[] }} */
export function evaluate(report, accepted) {
  if (!report || typeof report !== 'object' || report.error || !report.metadata?.vulnerabilities) {
    const why = report?.error?.summary || report?.error?.code || report?.message || 'no audit report';
    return { ok: true, lines: [`npm audit: the registry could not answer the audit (${why}); not checked this time.`] };
  }
  const blocking = [];
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity !== 'high' && v.severity !== 'critical') continue;
    const ids = (v.via ?? []).filter((x) => typeof x === 'object').map((x) => x.url?.split('/').pop() ?? String(x.source));
    const open = ids.length === 0 ? [`${name}`] : ids.filter((id) => !accepted.has(id));
    if (open.length > 0) blocking.push(`${name} (${v.severity}): ${open.join(', ')}`);
  }
  const m = report.metadata.vulnerabilities;
  const lines = [`npm audit: ${m.critical ?? 0} critical, ${m.high ?? 0} high, ${m.moderate ?? 0} moderate, ${m.low ?? 0} low in production dependencies.`];
  if (blocking.length) lines.push('Not accepted (fix, or record the reason in docs/decisions/accepted-advisories.json):', ...blocking.map((b) => `  - ${b}`));
  return { ok: blocking.length === 0, lines };
}

if (process.argv[1] === import.meta.filename) {
  const file = path.join(root, 'docs/decisions/accepted-advisories.json');
  const accepted = new Set(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).map((a) => a.id) : []);
  const r = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let report;
  try {
    report = JSON.parse(r.stdout || 'null');
  } catch {
    report = { error: { summary: (r.stderr || r.stdout || '').trim().split('\n').pop() } };
  }
  const { ok, lines } = evaluate(report, accepted);
  console.log(lines.join('\n'));
  process.exit(ok ? 0 : 1);
}
