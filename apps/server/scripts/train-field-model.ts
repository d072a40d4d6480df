// node --import tsx apps/server/scripts/train-field-model.ts
// Trains the text-field sentence classifier of src/ai/llm/field-model.ts on the tuning corpora (training-briefs.ts,
// plus briefs-tuning-7.jsonl) and writes src/ai/llm/field-model.json. Examples: every content unit of every brief;
// a unit is a positive example of a field when it contains one of that field's labelled keywords. The fill threshold
// is chosen by 5-fold cross-validation (by brief): the whole extractor runs on the fold left out with a model trained
// without it, and the threshold with the most text fields right plus missing-fields lists exact wins (ties to the
// higher threshold; above 1 = model off). Never reads dev or any held-out set. Deterministic.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { trainFieldModel, unitFeatures, MODEL_FIELDS, type FieldModel } from '../src/ai/llm/field-model.js';
import { extractLocally } from '../src/ai/llm/local.js';
import { segment } from '../src/ai/llm/segment.js';
import { checkResult, type EvalLine } from './eval-briefs.js';
import { trainedOn, trainingBriefs } from './training-briefs.js';

const THRESHOLDS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 2];
const FOLDS = 5;
const EXTRA = ['briefs-tuning-7.jsonl'];

const briefs: EvalLine[] = [...trainingBriefs<EvalLine>()].map((b) => b.brief);
for (const f of EXTRA) {
  for (const line of readFileSync(resolve(import.meta.dirname, '../src/ai/llm/__fixtures__', f), 'utf8').split('\n').filter(Boolean)) briefs.push(JSON.parse(line) as EvalLine);
}

function examples(line: EvalLine): Array<{ features: string[]; y: boolean[] }> {
  const units = segment(line.brief).filter((u) => !u.chatter && !u.signature);
  return units.map((u) => {
    const t = u.text.toLowerCase();
    return {
      features: unitFeatures(u, units.length),
      y: MODEL_FIELDS.map((f) => (line.expected[f] ?? []).some((k) => k.length >= 3 && t.includes(k.toLowerCase()))),
    };
  });
}
const perBrief = briefs.map(examples);

function score(model: FieldModel | null, threshold: number, fold: number): { text: number; missing: number } {
  let text = 0;
  let missing = 0;
  briefs.forEach((line, i) => {
    if (i % FOLDS !== fold) return;
    const r = extractLocally(line.brief, { fieldModel: model, fieldThreshold: threshold });
    const failed = new Set(checkResult(line, r).map((f) => f.field));
    for (const f of MODEL_FIELDS) if (!failed.has(f)) text++;
    if (!failed.has('missing')) missing++;
  });
  return { text, missing };
}

const totals = THRESHOLDS.map(() => ({ text: 0, missing: 0 }));
for (let k = 0; k < FOLDS; k++) {
  const model = trainFieldModel(perBrief.filter((_, i) => i % FOLDS !== k).flat());
  THRESHOLDS.forEach((t, j) => {
    const s = score(model, t, k);
    totals[j]!.text += s.text;
    totals[j]!.missing += s.missing;
  });
}
THRESHOLDS.forEach((t, j) => {
  const s = totals[j]!;
  console.log(`threshold ${t > 1 ? 'off' : t.toFixed(1)}: text fields ${((s.text / (briefs.length * 4)) * 100).toFixed(2)}%, missing exact ${((s.missing / briefs.length) * 100).toFixed(2)}% (5-fold, ${briefs.length} briefs)`);
});
let best = THRESHOLDS.length - 1;
THRESHOLDS.forEach((_, j) => {
  const a = totals[j]!;
  const b = totals[best]!;
  if (a.text + a.missing > b.text + b.missing) best = j;
});
const model = trainFieldModel(perBrief.flat());
writeFileSync(
  resolve(import.meta.dirname, '../src/ai/llm/field-model.json'),
  `${JSON.stringify({ ...model, threshold: THRESHOLDS[best], trained_on: [...trainedOn(), ...EXTRA], briefs: briefs.length })}\n`,
);
console.log(`field model: ${briefs.length} briefs, ${Object.keys(model.weights).length} features, threshold ${THRESHOLDS[best]! > 1 ? 'off' : THRESHOLDS[best]}`);
