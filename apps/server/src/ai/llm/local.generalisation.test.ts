// Briefs written for this project (not the dev file): other products, niches, currencies and
// phrasings, some with missing fields. They were written in batches, each with its expectations fixed
// before the extractor first saw it; the first-run ("blind") share of fully correct briefs per batch
// was g 86%, h 71%, k 59%, m 65%, n 65%, p 65%, q 65%, r 80%, s 81%, t 93%, and the rules were then
// made more general (never keyed to one brief). Three expectations are still missed on purpose rather
// than special-cased: k03 and n15 (creators of two niches asked for), s14 (a joke about the name).
// They guard against rules that only fit the dev briefs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate, formatReport, parseEvalFile } from '../../../scripts/eval-briefs.js';
import { createLocalLlm } from './local.js';

const lines = parseEvalFile(readFileSync(new URL('./__fixtures__/briefs-extra.jsonl', import.meta.url), 'utf8'));

describe('local extractor on briefs beyond the dev file', () => {
  it('has a varied set to check', () => {
    expect(lines.length).toBeGreaterThanOrEqual(15);
    expect(new Set(lines.map((l) => l.expected.product_niche)).size).toBeGreaterThanOrEqual(14);
    expect(lines.filter((l) => l.missing.length > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('meets the same accuracy targets as the dev file', async () => {
    const llm = createLocalLlm();
    const report = await evaluate(lines, (brief) => llm.extractCampaign(brief));
    const summary = formatReport(report);
    expect(report.fieldAccuracy, summary).toBeGreaterThanOrEqual(0.95);
    expect(report.briefAccuracy, summary).toBeGreaterThanOrEqual(0.85);
    // Budgets are the field a wrong guess costs most on: hold them to a higher bar.
    expect(report.perField.total_budget.correct / report.total, summary).toBeGreaterThanOrEqual(0.95);
  });
});
