import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../src/ai/llm/__fixtures__');

/**
 * The labelled briefs the extractor's trained models (name-model, niche-model) learn from: tuning corpora only
 * (ADR 0009). [file, split kept] — the open part of held-out-2 is tuning data by design; its sealed part and every
 * other held-out set are never read.
 */
export const TRAINING_SOURCES: ReadonlyArray<readonly [string, string | null]> = [
  ['briefs-tuning.jsonl', null],
  ['briefs-extra.jsonl', null],
  ['briefs-tuning-2.jsonl', null],
  ['briefs-heldout-2.jsonl', 'open'],
  ['briefs-tuning-3.jsonl', null],
  ['briefs-tuning-4.jsonl', null],
  ['briefs-tuning-5.jsonl', null],
  ['briefs-tuning-6.jsonl', null],
  ['briefs-tuning-8.jsonl', null],
  ['briefs-tuning-9.jsonl', null],
  ['briefs-tuning-10.jsonl', null],
  ['briefs-tuning-11.jsonl', null],
  ['briefs-tuning-12.jsonl', null],
  ['briefs-tuning-13.jsonl', null],
  ['briefs-tuning-14.jsonl', null],
  ['briefs-tuning-15.jsonl', null],
  ['briefs-tuning-16.jsonl', null],
  ['briefs-tuning-17.jsonl', null],
  ['briefs-tuning-18.jsonl', null],
  ['briefs-tuning-19.jsonl', null],
  ['briefs-tuning-20.jsonl', null],
  ['briefs-tuning-21.jsonl', null],
  ['briefs-tuning-22.jsonl', null],
  ['briefs-tuning-23.jsonl', null],
  ['briefs-tuning-24.jsonl', null],
];

/** The briefs of TRAINING_SOURCES in order, each with the file it came from. */
export function* trainingBriefs<T extends { split?: string }>(): Generator<{ source: string; brief: T }> {
  for (const [source, split] of TRAINING_SOURCES) {
    for (const line of readFileSync(resolve(dir, source), 'utf8').split('\n').filter(Boolean)) {
      const brief = JSON.parse(line) as T;
      if (split && brief.split !== split) continue;
      yield { source, brief };
    }
  }
}

/** How a model records what it was trained on. */
export const trainedOn = () => TRAINING_SOURCES.map(([f, s]) => (s ? `${f} (${s})` : f));
