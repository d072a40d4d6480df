// The extractor on briefs it was never tuned on (round 3 of issue 14; ADR 0009).
//
// How these sets were made: briefs-heldout-3.jsonl (64 briefs) and briefs-heldout-4.jsonl (40 briefs) were
// written by hand, in many styles (e-mails with headers and signatures, Slack and WhatsApp pastes, bullets,
// 'Key: value' forms, tables, Q/A, all-lowercase chat, Hinglish, formal letters, agency briefs), niches and
// currencies (lakh/crore/K/M/L/Cr, ₹/Rs/INR/$/USD/€/£, amounts in words, ranges, 'se' ranges, per-creator
// rates, retainers, distractor amounts), about a quarter with withheld values. Each file was labelled and
// committed before the extractor first ran on it (af5701c and ee648c1); only their summary tables were ever
// read (`--summary`), never a brief's failures. The rules were changed on separate tuning briefs
// (briefs-tuning-3.jsonl) only.
// Measured (fields / whole briefs / missing exact):
//   held-out-3: blind 89.8% / 60.9% / 65.6%; after round 3 (c1aebd8) 92.5% / 70.3% / 76.6%
//   held-out-4: blind 92.5% / 52.5% / 87.5%; after round 3 (c1aebd8) 94.4% / 67.5% / 90.0%
// (held-out-3 was run four times in all, held-out-4 three times; see ADR 0009.)
// briefs-heldout-5.jsonl (40 briefs) has another author than every set above: the lead wrote and labelled it
// while round 3 was under way and kept it outside the repository, so the person tuning never saw it. It was run
// twice: on a mid-round snapshot (91.7% / 62.5% / 72.5%) and after round 3 (15d1069): 93.3% / 67.5% / 80.0%;
// with the niche model retrained on tuning-3 as well: 93.6% / 70.0% / 80.0% (held-out-4: 95.3% / 72.5% / 90.0%).
// Round 4 (ADR 0009) tuned on a fresh hand-written set, briefs-tuning-4.jsonl (250 briefs in ten batches, each
// committed with its blind figure before any fix: 44, 48, 48, 80, 60, 52, 36, 52, 64, 64% whole); every held-out
// set was run twice in round 4, summary only: at its start (= the figures after round 3 with the retrained niche
// model, above) and at its end (c94078f):
//   held-out-3: 92.5% / 70.3% / 76.6% -> 94.4% / 75.0% / 82.8%
//   held-out-4: 95.3% / 72.5% / 90.0% -> 95.3% / 72.5% / 90.0%
//   held-out-5: 93.6% / 70.0% / 80.0% -> 95.0% / 75.0% / 85.0%
//   (held-out-2 sealed 97.0 / 80.0 / 93.3 -> 97.3 / 82.2 / 93.3; old held-out 96.0 / 77.0 / 93.0 -> 97.0 / 81.0 / 96.0)
//   tuning-4: blind per batch as above, 88.5% fields / 54.8% whole / 70.0% missing exact over all 250 -> 99.7% / 98.0% / 99.6%
// Round 5 (ADR 0009) added a trained name-candidate scorer (name-model.ts). After it, each set once more, summary only:
//   held-out-3 95.5% / 75.0% / 85.9%, held-out-4 96.7% / 75.0% / 95.0%, held-out-5 97.5% / 85.0% / 95.0%
//   (held-out-2 sealed 97.3 / 82.2 / 93.3, old held-out 97.1 / 81.0 / 96.0).
// briefs-heldout-7.jsonl (60 briefs) is the hardest measure: written after round 4 by an author who never saw the
// extractor, any other set or any code, as six people of their own voice (an FMCG brand manager, a Gen-Z intern, a US
// founder, a European agency director, a tier-2 small-business owner writing Hinglish, a procurement RFP writer),
// 10 briefs each, a third with withheld values; kept outside the repository and run twice, summary only: before
// round 5 (8e85e5e) 77.0% / 16.7% / 55.0%, after it (7b52676) 78.3% / 16.7% / 55.0%. (Its niche labels were mapped to
// the canonical list before any run: tech -> technology, music -> entertainment, sports -> fitness.) The set written
// before it the same way (held-out-6) went 33.3% -> 40.0% whole over round 4 and then became briefs-tuning-5.
// Round 6 tuned on two more outside authors' sets (briefs-tuning-6.jsonl, 80 briefs, and tuning-5). held-out-7 was run a
// third time after it (4681710), summary only: 79.8% / 20.0% / 56.7%. briefs-heldout-8.jsonl (60 briefs) is by yet
// another outside author, six voices of its own choosing (a Lagos talent manager in Pidgin-flavoured English and naira,
// a retired Stuttgart engineer's formal letters and a tender in EUR/CHF with German number formats, a São Paulo
// coordinator's Portuguese-English DMs in R$, a Seoul manager's slide notes in KRW incl. '1.5억 원', a Johannesburg
// partnerships head's forms and minutes in rand, a Manila assistant's Slack forwards in AUD/USD/SGD/GBP/PHP), written
// to the canonical niche list, kept outside the repository and run twice, summary only: before round 6 (c14cdaa)
// 69.8% / 18.3% / 41.7%, after it (4681710) 71.9% / 20.0% / 48.3%. In round 6 held-out-3, -4, -5 and held-out-2 sealed
// did not move; the round-1 held-out set went to 97.8% / 84.0% / 98.0%.
// Round 7 (locale-aware money, tuned on briefs-tuning-7.jsonl by another outside author) was prompted by held-out-8's
// author reporting which currencies it used (naira, KRW, R$, rand, EUR/CHF written the German way), never by its
// briefs or failures. After it (4fbb7e8), summary only: held-out-8 75.4% / 28.3% / 56.7% (budget 56.7 -> 80.0%; its
// third run), held-out-7 79.8% / 20.0% / 56.7% (unchanged; fourth run), held-out-3 95.7% / 76.6% / 85.9%, the
// others unchanged.
// Round 8 (ADR 0009) tuned on two more outside authors (briefs-tuning-8.jsonl, -9, 160 briefs) and on -5 to -7, with a
// gazetteer for the name model, a text-field sentence classifier, multilingual labels and cues, and budgets in more
// layouts. briefs-heldout-9.jsonl (60 briefs) is by yet another outside author (six voices: a UK hotel group's PR email
// threads, an indie game studio's Discord posts, a Ho Chi Minh City agency's second-language English in VND/USD, a
// Canadian nonprofit's formal sections, an agency's call notes, a UK founder's voice-note transcripts), kept outside the
// repository and run twice, summary only: blind at 40040cf 69.3% / 13.3% / 43.3%, after round 8 (68b09c6) 72.4% / 21.7% /
// 48.3%. After round 8, summary only: held-out-7 84.4% / 26.7% / 66.7% (fifth run), held-out-8 82.6% / 28.3% / 65.0%
// (fourth), held-out-3 96.4% / 79.7% / 89.1%, held-out-5 98.9% / 90.0% / 100%, held-out-4 unchanged.
// Round 9 tuned on two more outside authors' sets (briefs-tuning-10.jsonl, -11, 160 briefs; -11 written as briefs are
// pasted: forwarded mail, Notion, form exports, corrected threads, speaker notes, voice memos, answer sheets). After it
// (ae280f7), summary only: held-out-7 86.1% / 33.3% / 66.7% (sixth run), held-out-8 82.8% / 30.0% / 66.7% (fifth),
// held-out-9 73.3% / 21.7% / 48.3% (third), held-out-3 96.9% / 81.3% / 90.6%, the others unchanged.
// Round 10 tuned on three more outside authors' sets (briefs-tuning-12.jsonl, -13, -14, 240 briefs; everyday Indian
// marketers, rarely seen voices, writing habits) with truecasing for lowercase briefs. After it, summary only:
// held-out-7 88.7% / 43.3% / 75.0% (seventh run), held-out-8 83.9% / 31.7% / 68.3% (sixth), held-out-9 75.9% / 21.7% /
// 53.3% (fourth), the others unchanged or up (ADR 0009, round 10).
// Round 11 (a closed-class word at a name's edge, a mail's sender line, review marks for doubted names): held-out-7 89.1%
// / 45.0% / 76.7% (eighth run), every other set unchanged (ADR 0009, round 11).
// Round 12 (features for invented words; the model's fill thresholds chosen from a grid that reaches 0.02, never
// guessing one ordinary word): held-out-8 85.9% / 35.0% / 76.7% (seventh run), held-out-7 89.8% / 45.0% / 76.7%,
// held-out-9 unchanged, the others unchanged (ADR 0009, round 12).
// Round 13 (voice memos cut where the speaker turns to a point, a reply above quoted mail read as the later message;
// field, name and niche models retrained on every tuning set): held-out-7 90.7% / 50.0% / 78.3%, held-out-8 86.9% /
// 35.0% / 80.0%, held-out-9 79.4% / 23.3% / 63.3%, held-out-3, -4, -5 unchanged (ADR 0009, round 13).
// Round 14 (money in every accepted currency's local notation, more header/greeting/agency name rules, a stopword-free
// niche model; name model retrained on tuning-16): held-out-7 90.6% / 50.0% / 78.3%, held-out-8 88.0% / 41.7% / 80.0%,
// held-out-9 80.6% / 23.3% / 63.3%, held-out-3 97.0% / 82.8% / 90.6% (ADR 0009, round 14).
// briefs-heldout-17.jsonl, -18 and -19 (60 briefs each) are by three more outside authors who got only RULES.md and a
// list of voices (Santiago, Budapest, Kuwait City, Penang, Lucknow, Chicago; Buenos Aires, Stockholm, Muscat, Hong Kong,
// Kochi, Brisbane; Guadalajara, Porto Alegre, Copenhagen, Busan, Cebu, Nagpur). They were kept outside the repository
// during round 14, read as summaries only, three runs each: held-out-17 blind 81.1% / 20.0% / 58.3% -> 84.6% / 33.3% /
// 68.3%; held-out-18 blind 77.0% / 26.7% / 51.7% -> 79.1% / 26.7% / 55.0%; held-out-19 (written mid-round) 78.1% / 25.0%
// / 55.0% on the round's starting code, 79.1% / 26.7% / 55.0% blind on the code it first met, 79.4% / 26.7% / 55.0% at the
// end. They are committed at the end of the round because the sets kept outside before (held-out-10 to -16) were lost
// with the machine they were on.
// briefs-heldout-20.jsonl to -24 (60 briefs each) are by five more outside authors of round 15, who wrote the kind of
// brief issue 14 describes (mostly English and Hinglish; emails, Slack/WhatsApp, forms, notes, voice memos; lakh,
// crore, K, M, $, €, £, in words, ranges, rates, retainers, corrections, distractors): Bengaluru, Mumbai, Delhi,
// Kolkata; New York, London, Toronto, Sydney, Dubai; Hyderabad, Chennai, Singapore, Lagos, Pune; Mumbai, Los Angeles,
// Birmingham, Chennai, Nairobi; Indore, Seattle, Glasgow, Bhubaneswar, Toronto. Kept outside the repository during the
// round and read as summaries only. Blind: held-out-20 91.5% / 55.0% / 80.0%, -21 81.5% / 23.3% / 60.0%, -22 89.6% /
// 45.0% / 78.3% (at 648708c, the round's start); -23 85.2% / 33.3% / 70.0% and -24 82.0% / 28.3% / 60.0% (at f181f18,
// written mid-round; at 648708c 84.4% / 33.3% / 68.3% and 81.9% / 26.7% / 60.0%). Their figures after the round are in
// the thresholds below and in ADR 0009 (round 15). briefs-heldout-25.jsonl and -26 (Kolkata, San Francisco, Cardiff,
// Ahmedabad, Melbourne; Chandigarh, Dallas, Edinburgh, Coimbatore, Cape Town) were commissioned mid-round and run only
// once every change of the round was in: 84.3% / 30.0% / 66.7% and 83.7% / 31.7% / 68.3% (on the round's starting code
// 84.3% / 28.3% / 66.7% and 83.1% / 28.3% / 68.3%).
// briefs-heldout-27.jsonl and -28 (Nagpur, Brooklyn, Belfast, Thiruvananthapuram, Johannesburg; Mysuru, Phoenix,
// Leicester, Guwahati, Wellington) were committed unrun in round 15 and measured blind at the start of round 16 (d0bd830):
// 79.8% / 21.7% / 66.7% and 80.9% / 20.0% / 78.3%; they were guards (summary only) through round 16. briefs-heldout-29.jsonl
// and -30 (Varanasi, Nashik, Seattle, Liverpool, Perth; Dehradun, Vijayawada, Montreal, Sheffield, Nairobi) were
// written by two more outside authors during round 16, kept outside the repository and run only once every change of the
// round was in: 84.8% / 33.3% / 61.7% and 90.7% / 53.3% / 78.3% (on the round's starting code 84.1% / 31.7% / 60.0% and
// 89.8% / 46.7% / 78.3%). Round 16's figures for every set are in ADR 0009.
// The thresholds sit just below the latest figures: they guard against regressions on unseen text; the issue's
// targets (95% / 80% / 85%) are met on held-out-3, -5 and the round-1 set, and on none of held-out-7 to -9 and -17 to
// -30.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate, formatReport, parseEvalFile } from '../../../scripts/eval-briefs.js';
import { createLocalLlm } from './local.js';

const load = (name: string) => parseEvalFile(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8'));

const SETS = [
  { file: 'briefs-heldout-3.jsonl', size: 64, fields: 0.97, whole: 0.85, missing: 0.91 },
  { file: 'briefs-heldout-4.jsonl', size: 40, fields: 0.96, whole: 0.74, missing: 0.94 },
  { file: 'briefs-heldout-5.jsonl', size: 40, fields: 0.98, whole: 0.89, missing: 0.99 },
  { file: 'briefs-heldout-7.jsonl', size: 60, fields: 0.9, whole: 0.52, missing: 0.78 },
  { file: 'briefs-heldout-8.jsonl', size: 60, fields: 0.87, whole: 0.42, missing: 0.79 },
  { file: 'briefs-heldout-9.jsonl', size: 60, fields: 0.81, whole: 0.26, missing: 0.64 },
  { file: 'briefs-heldout-17.jsonl', size: 60, fields: 0.86, whole: 0.36, missing: 0.74 },
  { file: 'briefs-heldout-18.jsonl', size: 60, fields: 0.8, whole: 0.31, missing: 0.59 },
  { file: 'briefs-heldout-19.jsonl', size: 60, fields: 0.8, whole: 0.27, missing: 0.54 },
  { file: 'briefs-heldout-20.jsonl', size: 60, fields: 0.92, whole: 0.59, missing: 0.84 },
  { file: 'briefs-heldout-21.jsonl', size: 60, fields: 0.85, whole: 0.32, missing: 0.69 },
  { file: 'briefs-heldout-22.jsonl', size: 60, fields: 0.92, whole: 0.56, missing: 0.87 },
  { file: 'briefs-heldout-23.jsonl', size: 60, fields: 0.86, whole: 0.39, missing: 0.74 },
  { file: 'briefs-heldout-24.jsonl', size: 60, fields: 0.85, whole: 0.36, missing: 0.67 },
  { file: 'briefs-heldout-25.jsonl', size: 60, fields: 0.84, whole: 0.29, missing: 0.66 },
  { file: 'briefs-heldout-26.jsonl', size: 60, fields: 0.83, whole: 0.32, missing: 0.69 },
  { file: 'briefs-heldout-27.jsonl', size: 60, fields: 0.81, whole: 0.24, missing: 0.67 },
  { file: 'briefs-heldout-28.jsonl', size: 60, fields: 0.83, whole: 0.27, missing: 0.79 },
  { file: 'briefs-heldout-29.jsonl', size: 60, fields: 0.84, whole: 0.32, missing: 0.61 },
  { file: 'briefs-heldout-30.jsonl', size: 60, fields: 0.9, whole: 0.52, missing: 0.77 },
] as const;

describe('local extractor on never-tuned briefs (rounds 3 to 16)', () => {
  const llm = createLocalLlm();
  for (const set of SETS) {
    it(`${set.file}: at least ${Math.round(set.fields * 100)}% of fields, ${Math.round(set.whole * 100)}% of whole briefs, ${Math.round(set.missing * 100)}% missing exact`, async () => {
      const lines = load(set.file);
      expect(lines.length).toBe(set.size);
      expect(lines.filter((l) => l.missing.length > 0).length).toBeGreaterThanOrEqual(set.size / 5);
      const report = await evaluate(lines, (brief) => llm.extractCampaign(brief));
      // Summary only: the sets stay sealed, a failing run shows the table and not the briefs.
      const summary = formatReport(report, { summary: true });
      expect(report.fieldAccuracy, summary).toBeGreaterThanOrEqual(set.fields);
      expect(report.briefAccuracy, summary).toBeGreaterThanOrEqual(set.whole);
      expect(report.missingExact / report.total, summary).toBeGreaterThanOrEqual(set.missing);
    });
  }

  it('tuning-3 (the briefs round 3 was tuned on) stays at its level', async () => {
    const report = await evaluate(load('briefs-tuning-3.jsonl'), (brief) => llm.extractCampaign(brief));
    const summary = formatReport(report, { summary: true });
    expect(report.total).toBeGreaterThanOrEqual(320);
    expect(report.fieldAccuracy, summary).toBeGreaterThanOrEqual(0.98);
    expect(report.briefAccuracy, summary).toBeGreaterThanOrEqual(0.9);
    expect(report.missingExact / report.total, summary).toBeGreaterThanOrEqual(0.97);
  });

  it('tuning-4 (the briefs round 4 was tuned on) stays at its level', async () => {
    const report = await evaluate(load('briefs-tuning-4.jsonl'), (brief) => llm.extractCampaign(brief));
    const summary = formatReport(report, { summary: true });
    expect(report.total).toBeGreaterThanOrEqual(250);
    expect(report.fieldAccuracy, summary).toBeGreaterThanOrEqual(0.99);
    expect(report.briefAccuracy, summary).toBeGreaterThanOrEqual(0.95);
    expect(report.missingExact / report.total, summary).toBeGreaterThanOrEqual(0.98);
  });
});
