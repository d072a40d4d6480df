// npm run eval:briefs -- <file.jsonl> [--direct] [--split open|sealed] [--summary]
// Runs every brief of a jsonl file (format of shared/eval/briefs-dev.jsonl) through brief extraction and
// prints per-field accuracy, the share of fully correct briefs and the failures.
// Rules: names exact (case-insensitive), niche exact, budget exact, each text field contains all listed
// keywords (case-insensitive), missing labels equal as a set.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { emptyPlan, type ExtractionResult } from '../src/ai/llm/llm.js';
import { createLlmProvider } from '../src/ai/llm/index.js';
import { loadConfig } from '../src/config.js';
import { buildTestApp } from '../test/helpers.js';

export interface EvalLine {
  id: string;
  brief: string;
  expected: {
    product_name: string;
    brand_name: string;
    product_niche: string;
    total_budget: number | null;
    product_description: string[];
    target_audience: string[];
    key_use_cases: string[];
    campaign_goal: string[];
  };
  missing: string[];
  /** 'open' or 'sealed' (held-out round 2): only a sealed part's aggregate may be looked at. */
  split?: string;
  /** Optional plan expectations (scored separately, not part of the field accuracy). */
  plan?: { planned_creators?: number | null; platforms?: string[] };
}

export type Extract = (brief: string) => Promise<ExtractionResult>;

export const EVAL_FIELDS = [
  'product_name',
  'brand_name',
  'product_description',
  'target_audience',
  'key_use_cases',
  'campaign_goal',
  'product_niche',
  'total_budget',
  'missing',
] as const;
export type EvalField = (typeof EVAL_FIELDS)[number];

export interface FieldFailure {
  field: EvalField;
  expected: unknown;
  got: unknown;
}

export interface BriefOutcome {
  id: string;
  ok: boolean;
  failures: FieldFailure[];
  error?: string;
  ms: number;
  /** The fields the extractor marked for review. */
  review?: string[];
}

/** Fields whose wrong value the builder can mark for review (the text fields are shown in full, the list is checked). */
export const REVIEWABLE = ['product_name', 'brand_name', 'product_niche', 'total_budget'] as const;

export interface EvalReport {
  total: number;
  /** Briefs whose missing-fields list is exactly the expected set. */
  missingExact: number;
  /** Briefs that are complete / incomplete by their labels, and how many of each were told right. */
  complete: { total: number; toldComplete: number };
  incomplete: { total: number; toldIncomplete: number };
  /** Plan expectations, where the corpus gives them. */
  plan: Record<'planned_creators' | 'platforms', { correct: number; total: number }>;
  perField: Record<EvalField, { correct: number; total: number }>;
  /**
   * Per reviewable field: values shown wrong (a non-empty value that is not the expected one) and how many of them
   * carried no review mark (a wrong value the user is not told to check); and right values marked for review.
   */
  review: Record<(typeof REVIEWABLE)[number], { wrong: number; unflagged: number; flaggedRight: number }>;
  fieldAccuracy: number;
  briefAccuracy: number;
  outcomes: BriefOutcome[];
}

const norm = (s: unknown) => (typeof s === 'string' ? s.replace(/\s+/g, ' ').trim().toLowerCase() : '');

export function parseEvalFile(text: string): EvalLine[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l, i) => {
      try {
        return JSON.parse(l) as EvalLine;
      } catch {
        throw new Error(`line ${i + 1} is not valid JSON`);
      }
    });
}

export function checkResult(line: EvalLine, r: ExtractionResult): FieldFailure[] {
  const e = line.expected;
  const c = r.campaign;
  const fails: FieldFailure[] = [];
  if (norm(c.product_name) !== norm(e.product_name)) fails.push({ field: 'product_name', expected: e.product_name, got: c.product_name });
  if (norm(c.brand_name) !== norm(e.brand_name)) fails.push({ field: 'brand_name', expected: e.brand_name, got: c.brand_name });
  for (const f of ['product_description', 'target_audience', 'key_use_cases', 'campaign_goal'] as const) {
    const text = norm(c[f]);
    const absent = e[f].filter((k) => !text.includes(norm(k)));
    if (absent.length) fails.push({ field: f, expected: e[f], got: c[f] });
  }
  if (c.product_niche !== e.product_niche) fails.push({ field: 'product_niche', expected: e.product_niche, got: c.product_niche });
  const budgetOk =
    e.total_budget === null ? c.total_budget === null : c.total_budget !== null && Math.abs(c.total_budget - e.total_budget) < 1e-6;
  if (!budgetOk) fails.push({ field: 'total_budget', expected: e.total_budget, got: c.total_budget });
  const want = new Set(line.missing);
  const got = new Set(r.missing_fields);
  if (want.size !== got.size || [...want].some((m) => !got.has(m))) fails.push({ field: 'missing', expected: line.missing, got: r.missing_fields });
  return fails;
}

type PlanLike = { planned_creators?: number | null; platforms?: string[] };

export async function evaluate(lines: EvalLine[], extract: Extract): Promise<EvalReport> {
  const perField = Object.fromEntries(EVAL_FIELDS.map((f) => [f, { correct: 0, total: 0 }])) as EvalReport['perField'];
  const outcomes: BriefOutcome[] = [];
  const complete = { total: 0, toldComplete: 0 };
  const incomplete = { total: 0, toldIncomplete: 0 };
  const plan: EvalReport['plan'] = { planned_creators: { correct: 0, total: 0 }, platforms: { correct: 0, total: 0 } };
  const review = Object.fromEntries(REVIEWABLE.map((f) => [f, { wrong: 0, unflagged: 0, flaggedRight: 0 }])) as EvalReport['review'];
  for (const line of lines) {
    const t0 = performance.now();
    let failures: FieldFailure[];
    let error: string | undefined;
    let marked: string[] | undefined;
    try {
      const r = await extract(line.brief);
      failures = checkResult(line, r);
      marked = r.review_fields ?? [];
      for (const f of REVIEWABLE) {
        const value = r.campaign[f];
        const shown = value !== null && value !== '';
        const wrong = failures.some((x) => x.field === f);
        if (shown && wrong) {
          review[f].wrong++;
          if (!marked.includes(f)) review[f].unflagged++;
        }
        if (!wrong && shown && marked.includes(f)) review[f].flaggedRight++;
      }
      const wantComplete = line.missing.length === 0;
      const bucket = wantComplete ? complete : incomplete;
      bucket.total++;
      if (wantComplete && r.missing_fields.length === 0) complete.toldComplete++;
      if (!wantComplete && r.missing_fields.length > 0) incomplete.toldIncomplete++;
      const got = (r as { plan?: PlanLike }).plan;
      if (line.plan?.planned_creators !== undefined) {
        plan.planned_creators.total++;
        if ((got?.planned_creators ?? null) === line.plan.planned_creators) plan.planned_creators.correct++;
      }
      if (line.plan?.platforms) {
        plan.platforms.total++;
        const want = [...line.plan.platforms].sort().join(',');
        if ([...(got?.platforms ?? [])].sort().join(',') === want) plan.platforms.correct++;
      }
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      failures = EVAL_FIELDS.map((field) => ({ field, expected: '(a result)', got: `error: ${error}` }));
    }
    const ms = performance.now() - t0;
    for (const f of EVAL_FIELDS) {
      perField[f].total++;
      if (!failures.some((x) => x.field === f)) perField[f].correct++;
    }
    outcomes.push({ id: line.id, ok: failures.length === 0, failures, ms, ...(error ? { error } : {}), ...(marked ? { review: marked } : {}) });
  }
  const cells = EVAL_FIELDS.reduce((n, f) => n + perField[f].total, 0);
  const right = EVAL_FIELDS.reduce((n, f) => n + perField[f].correct, 0);
  return {
    total: lines.length,
    missingExact: outcomes.filter((o) => !o.failures.some((f) => f.field === 'missing')).length,
    complete,
    incomplete,
    plan,
    perField,
    review,
    fieldAccuracy: cells ? right / cells : 0,
    briefAccuracy: lines.length ? outcomes.filter((o) => o.ok).length / lines.length : 0,
    outcomes,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v.length > 140 ? `${v.slice(0, 137)}...` : v) : JSON.stringify(v));

export function formatReport(r: EvalReport, opts: { summary?: boolean } = {}): string {
  const out: string[] = [];
  const w = Math.max(...EVAL_FIELDS.map((f) => f.length)) + 2;
  out.push(`${'field'.padEnd(w)}correct   accuracy`);
  out.push('-'.repeat(w + 18));
  for (const f of EVAL_FIELDS) {
    const { correct, total } = r.perField[f];
    out.push(`${f.padEnd(w)}${`${correct}/${total}`.padEnd(10)}${pct(total ? correct / total : 0)}`);
  }
  out.push('-'.repeat(w + 18));
  out.push(`${'all fields'.padEnd(w)}${''.padEnd(10)}${pct(r.fieldAccuracy)}`);
  const ok = r.outcomes.filter((o) => o.ok).length;
  out.push(`${'whole briefs'.padEnd(w)}${`${ok}/${r.total}`.padEnd(10)}${pct(r.briefAccuracy)}`);
  out.push(`${'missing exact'.padEnd(w)}${`${r.missingExact}/${r.total}`.padEnd(10)}${pct(r.total ? r.missingExact / r.total : 0)}`);
  out.push(
    `complete briefs told complete: ${r.complete.toldComplete}/${r.complete.total}; incomplete briefs told incomplete: ${r.incomplete.toldIncomplete}/${r.incomplete.total}`,
  );
  for (const k of ['planned_creators', 'platforms'] as const) {
    const p = r.plan[k];
    if (p.total) out.push(`plan.${k}: ${p.correct}/${p.total} (${pct(p.correct / p.total)})`);
  }
  const rv = REVIEWABLE.map((f) => `${f} ${r.review[f].unflagged}/${r.review[f].wrong}`).join(', ');
  const wrong = REVIEWABLE.reduce((n, f) => n + r.review[f].wrong, 0);
  const unflagged = REVIEWABLE.reduce((n, f) => n + r.review[f].unflagged, 0);
  const alarms = REVIEWABLE.reduce((n, f) => n + r.review[f].flaggedRight, 0);
  const av = REVIEWABLE.map((f) => `${f} ${r.review[f].flaggedRight}`).join(', ');
  out.push(`wrong values shown without a review mark: ${unflagged}/${wrong} (${rv}); right values marked for review: ${alarms} (${av})`);
  const times = r.outcomes.map((o) => o.ms).sort((a, b) => a - b);
  if (times.length) out.push(`time per brief: median ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, max ${times[times.length - 1]!.toFixed(2)} ms`);
  const failed = r.outcomes.filter((o) => !o.ok);
  if (failed.length && !opts.summary) {
    out.push('', 'Failures:');
    for (const o of failed) {
      out.push(`  ${o.id}${o.error ? ` (error: ${o.error})` : ''}`);
      if (o.error) continue;
      for (const f of o.failures) out.push(`    ${f.field}: expected ${show(f.expected)}, got ${show(f.got)}${o.review?.includes(f.field) ? ' (marked for review)' : ''}`);
    }
  }
  return out.join('\n');
}

/** Extraction through a running server's POST /api/v1/ai/extract-campaign. */
export function httpExtract(url: string): Extract {
  return async (brief) => {
    const res = await fetch(url, {
      method: 'POST',
      // A running server needs a caller: INFLOW_API_KEY (e.g. the INIT_API_KEY it was started with).
      headers: { 'content-type': 'application/json', ...(process.env.INFLOW_API_KEY ? { authorization: `Bearer ${process.env.INFLOW_API_KEY}` } : {}) },
      body: JSON.stringify({ brief }),
    });
    const body = (await res.json().catch(() => ({}))) as Partial<ExtractionResult> & { message?: string };
    if (!res.ok || !body.campaign) throw new Error(`HTTP ${res.status}: ${body.message ?? 'no campaign in the reply'}`);
    return { currency: 'INR', complete: false, missing_fields: [], provider: 'local', plan: emptyPlan(), review_fields: [], ...body } as ExtractionResult;
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const urlAt = args.indexOf('--url');
  const url = urlAt >= 0 ? args[urlAt + 1] : undefined;
  const splitAt = args.indexOf('--split');
  const split = splitAt >= 0 ? args[splitAt + 1] : undefined;
  const file = args.find((a, i) => !a.startsWith('--') && (urlAt < 0 || i !== urlAt + 1) && (splitAt < 0 || i !== splitAt + 1));
  if (!file || (urlAt >= 0 && !url)) {
    console.error('usage: npm run eval:briefs -- <file.jsonl> [--url http://127.0.0.1:3000/api/v1/ai/extract-campaign] (with --url, INFLOW_API_KEY is sent as the bearer key)');
    process.exitCode = 2;
    return;
  }
  // --split sealed|open keeps one part of a corpus; --summary prints the table without the failures (sealed parts).
  const lines = parseEvalFile(readFileSync(resolve(process.cwd(), file), 'utf8')).filter((l) => !split || l.split === split);
  let extract: Extract = () => Promise.reject(new Error('no extractor'));
  let via = '';
  let cleanup = async () => {};
  if (url) {
    extract = httpExtract(url);
    via = url;
  } else if (!args.includes('--direct')) {
    // The endpoint itself (POST /api/v1/ai/extract-campaign), in-process, with the LLM provider configured in the environment.
    const config = loadConfig();
    const llm = createLlmProvider({ provider: config.LLM_PROVIDER, baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL });
    const t = await buildTestApp({ deps: { llm } });
    cleanup = () => t.close();
    extract = async (brief) => {
      const res = await t.api.inject({ method: 'POST', url: '/api/v1/ai/extract-campaign', payload: { brief } });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
      return res.json();
    };
    via = `POST /api/v1/ai/extract-campaign in-process, ${llm.name} provider`;
  }
  let report;
  if (args.includes('--direct')) {
    // The provider alone, without the HTTP layer (faster; same extraction).
    await cleanup();
    const config = loadConfig();
    const llm = createLlmProvider({ provider: config.LLM_PROVIDER, baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL });
    extract = (brief) => llm.extractCampaign(brief);
    cleanup = async () => {};
    via = `${llm.name} provider, called directly`;
  }
  try {
    report = await evaluate(lines, extract);
  } finally {
    await cleanup();
  }
  console.log(`${lines.length} briefs from ${file}${split ? ` (split ${split})` : ''} (${via})\n`);
  console.log(formatReport(report, { summary: args.includes('--summary') || split === 'sealed' }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
