// The extractor against the shared dev file (shared/eval/briefs-dev.jsonl), scored by the same code as
// `npm run eval:briefs`. Targets: at least 95% of fields and 85% of whole briefs right.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluate, formatReport, parseEvalFile } from '../../../scripts/eval-briefs.js';
import { createLocalLlm } from './local.js';

// A copy of shared/eval/briefs-dev.jsonl kept in the repo, so this test runs wherever the repo is cloned.
const DEV_FILE = fileURLToPath(new URL('./__fixtures__/briefs-dev.jsonl', import.meta.url));

describe('local extractor on the dev briefs', () => {
  it('meets the accuracy targets', async () => {
    const lines = parseEvalFile(readFileSync(DEV_FILE, 'utf8'));
    expect(lines.length).toBeGreaterThanOrEqual(20);
    const llm = createLocalLlm();
    const report = await evaluate(lines, (brief) => llm.extractCampaign(brief));
    const summary = formatReport(report);
    expect(report.fieldAccuracy, summary).toBeGreaterThanOrEqual(0.95);
    expect(report.briefAccuracy, summary).toBeGreaterThanOrEqual(0.85);
  });
});
