/**
 * The offline voice provider (default). A call really happens in time:
 * initiated (ringing) -> in-progress (talking; the transcript grows) -> processing (analysis and recording)
 * -> done, over ~6 s by default (`timeScale` multiplies every phase; tests use a tiny value).
 *
 * The conversation is our negotiation agent talking with a simulated creator whose persona (hidden price
 * floor, ask, interest, preferred content, timeline, patience) comes from the creator record and a seed
 * (agent/negotiation.ts). Deals happen only at or under the request's ceiling and at or above the creator's
 * floor. The recording is real synthesized speech of the transcript (tts.ts; espeak-ng), one PCM WAV, with
 * transcript times matching the audio; without a TTS engine the call still completes and
 * `recording_unavailable_reason` says why there is no recording.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createRng,
  hashSeed,
  interestLevel,
  isInterested,
  makePersona,
  negotiate,
  type CreatorPersona,
  type NegotiationMove,
  type NegotiationResult,
  type Rng,
} from '../../agent/negotiation.js';
import { createMemorySimulatedCallStore, type SimulatedCallRecord, type SimulatedCallStore } from './simulated-store.js';
import { createEspeakTts, type TtsEngine, type TtsTurn } from './tts.js';
import { wavDurationSeconds } from './wav.js';
import {
  emptyExtractedData,
  formatMoney,
  validateStartCallRequest,
  VoiceProviderError,
  type CallResult,
  type CallStatus,
  type EvaluationResult,
  type ExtractedData,
  type NegotiationRecord,
  type StartCallRequest,
  type TranscriptEntry,
  type VoiceProvider,
} from './voice.js';

// ---------------------------------------------------------------------------------------------------------
// The conversation (pure, deterministic)
// ---------------------------------------------------------------------------------------------------------

export interface ScriptLine {
  role: 'agent' | 'creator';
  /** As shown in the transcript (amounts formatted, e.g. ₹75,000). */
  text: string;
  /** As spoken by the TTS (amounts in words, e.g. 75,000 rupees). */
  speech: string;
}

export interface SimulatedConversation {
  persona: CreatorPersona;
  negotiation: NegotiationResult;
  lines: ScriptLine[];
  /** Estimated start of each line, whole seconds (replaced by the recording's timings when there is one). */
  estimatedTimes: number[];
  estimatedDuration: number;
  summary: string;
  call_successful: boolean;
  evaluation_results: Record<string, EvaluationResult>;
  extracted_data: ExtractedData;
  negotiationRecord: NegotiationRecord;
}

const SPOKEN_CURRENCY: Record<string, [string, string]> = {
  USD: ['dollar', 'dollars'],
  INR: ['rupee', 'rupees'],
  EUR: ['euro', 'euros'],
  GBP: ['pound', 'pounds'],
  CAD: ['Canadian dollar', 'Canadian dollars'],
  AUD: ['Australian dollar', 'Australian dollars'],
  JPY: ['yen', 'yen'],
};

/** An amount the way a person says it: spokenMoney(75000, 'INR') -> '75,000 rupees'. */
export function spokenMoney(amount: number, currency: string): string {
  const n = Math.round(amount);
  const names = SPOKEN_CURRENCY[currency.toUpperCase()];
  const unit = names ? names[n === 1 ? 0 : 1] : currency.toUpperCase().split('').join(' ');
  return `${n.toLocaleString('en-US')} ${unit}`;
}

function compactCount(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')} million`;
  if (n >= 10_000) return `${Math.round(n / 1000)} thousand`;
  return Math.round(n).toLocaleString('en-US');
}

function firstSentence(text: string, max = 180): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) return '';
  const m = /^(.+?[.!?])(\s|$)/.exec(t);
  let s = m ? m[1]! : t;
  if (s.length > max) s = `${s.slice(0, max).replace(/\s+\S*$/, '')}`;
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

const lowerFirst = (s: string) => (s && !/^[A-Z]{2}/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const trimEnd = (s: string) => s.trim().replace(/[.!?,;\s]+$/, '');

interface Money {
  readonly money: number;
}

/** Tagged template producing a line with display and spoken variants of the amounts in it. */
function lineMaker(currency: string) {
  const $ = (amount: number): Money => ({ money: amount });
  const say =
    (role: ScriptLine['role']) =>
    (strings: TemplateStringsArray, ...values: Array<string | number | Money>): ScriptLine => {
      const render = (fmt: (m: Money) => string) =>
        strings.reduce((acc, s, i) => {
          const v = values[i - 1];
          const piece = v === undefined ? '' : typeof v === 'object' ? fmt(v) : String(v);
          return acc + piece + s;
        });
      return {
        role,
        text: render((m) => formatMoney(m.money, currency)),
        speech: render((m) => spokenMoney(m.money, currency)),
      };
    };
  return { $, agent: say('agent'), creator: say('creator') };
}

const WORDS_PER_SEC = { agent: 170 / 60, creator: 175 / 60 } as const;
/** Speaking time of a line, seconds (same speeds as the TTS voices). */
export const estimateSpeechSeconds = (line: Pick<ScriptLine, 'role' | 'speech'>): number =>
  Math.max(1.2, line.speech.split(/\s+/).filter(Boolean).length / WORDS_PER_SEC[line.role]);

/** Whole-second start times, strictly increasing, from each line's start in seconds. */
function toWholeSeconds(starts: number[]): number[] {
  const out: number[] = [];
  for (const s of starts) {
    const prev = out.length ? out[out.length - 1]! : -1;
    out.push(Math.max(Math.round(s), prev + 1));
  }
  return out;
}

export interface SimulateOptions {
  seed?: number | string;
  agentName?: string;
}

/**
 * The whole simulated conversation for a call request: deterministic for a given request and seed. The
 * persona depends only on the creator and the seed, so a creator behaves the same way on every call.
 */
export function simulateConversation(request: StartCallRequest, options: SimulateOptions = {}): SimulatedConversation {
  const req = request;
  const seed = options.seed ?? 'inflow';
  const agentName = options.agentName ?? 'Alex';
  const currency = req.negotiation.currency;
  const persona = makePersona(req.creator, seed);
  const range = { opening_offer: req.negotiation.opening_offer, ceiling: req.negotiation.ceiling };
  const result = negotiate(range, persona);
  const rng: Rng = createRng(hashSeed('conversation', seed, req.creator.id, req.campaign.id));
  const { $, agent, creator } = lineMaker(currency);
  const fmt = (n: number) => formatMoney(n, currency);

  const first = req.creator.name.trim().split(/\s+/)[0] ?? req.creator.name;
  const brand = req.campaign.brand_name.trim();
  const product = req.campaign.product_name.trim();
  const niche = req.creator.niche.trim() || 'creator';
  const topic = req.creator.topics.length ? rng.pick(req.creator.topics) : null;
  const deliverables = trimEnd(req.negotiation.deliverables);
  const email = req.creator.email?.trim() || null;
  const contact = email ?? `phone ${req.to_number} (no email on file)`;
  const level = interestLevel(persona.interest);
  const interested = isInterested(persona);
  // About one creator in four who is not interested asks not to be called again (deterministic per creator).
  const optsOut = !interested && createRng(hashSeed('opt-out', seed, req.creator.id)).next() < 0.25;
  const lines: ScriptLine[] = [];
  // Consecutive lines by the same speaker form one turn.
  const add = (...ls: ScriptLine[]) => {
    for (const l of ls) {
      const prev = lines.at(-1);
      if (prev && prev.role === l.role) {
        prev.text = `${prev.text} ${l.text}`;
        prev.speech = `${prev.speech} ${l.speech}`;
      } else {
        lines.push({ ...l });
      }
    }
  };

  // Greeting
  // Lawful calls: the first turn says an AI is calling, for whom, that the call is recorded, and offers to stop.
  add(
    agent`Hi ${first}, this is ${agentName}, an AI assistant calling on behalf of ${brand}. This call is recorded. If you'd rather not talk, or not be called again, just say so and I'll stop. Do you have a couple of minutes to talk about a paid collaboration?`,
  );
  add(
    level === 'high'
      ? creator`Hi ${agentName}! Sure, I have a few minutes. What do you have in mind?`
      : level === 'medium'
        ? creator`Hi. I have a few minutes, go ahead.`
        : creator`Hi. I'm a bit busy, but go ahead, quickly.`,
  );

  // Pitch
  const desc = firstSentence(req.campaign.product_description);
  const useCases = trimEnd(req.campaign.key_use_cases.replace(/\s+/g, ' ')).slice(0, 140);
  add(
    agent`We're working with ${brand} on ${product}.${desc ? ` ${desc}` : ''} We love your ${niche} content${topic ? `, especially what you do around ${topic}` : ''}, and we think your ${compactCount(req.creator.followers_count)} followers would really connect with it${useCases ? `, especially for ${lowerFirst(useCases)}` : ''}.`,
  );

  // Interest
  if (optsOut) {
    add(
      creator`Please take me off your list. I don't want to be called about brand deals again.`,
      agent`Understood, ${first}. We won't call you again. Sorry for the interruption, and have a good day.`,
    );
  } else if (!interested) {
    add(
      rng.pick([
        creator`Thanks for thinking of me, but ${product} isn't really a fit for my channel right now, so I'll pass on this one.`,
        creator`I appreciate the call, but I'm not taking on new brand partnerships at the moment.`,
      ]),
      agent`Totally understand, thanks for being upfront. Would it be alright if we reached out about future campaigns?`,
      email ? creator`Sure, you can email me at ${email}.` : creator`Sure, that's fine.`,
      agent`Great. Thanks for your time, ${first}, and have a great day!`,
    );
  } else {
    add(
      level === 'high'
        ? rng.pick([
            creator`That sounds like a great fit for my audience. I'd love to hear more.`,
            creator`Oh nice, my followers actually ask about things like this. I'm interested.`,
          ])
        : rng.pick([
            creator`It could work if it fits naturally with my content. What exactly would you need?`,
            creator`Interesting. I'm open to it, depending on the details.`,
          ]),
      agent`Great! For this campaign we're looking for ${deliverables}. What would your rate be for that?`,
    );
    // Rate discussion
    let agentOffers = 0;
    const moveLine = (m: NegotiationMove): ScriptLine => {
      switch (m.kind) {
        case 'ask':
          return rng.pick([creator`For that package I'd usually charge ${$(m.amount)}.`, creator`My rate for something like that is ${$(m.amount)}.`]);
        case 'offer':
          agentOffers++;
          if (m.final && agentOffers > 1) return agent`The most I can do is ${$(m.amount)}. That's our best and final offer for this campaign.`;
          if (agentOffers === 1) {
            return rng.pick([
              agent`Thanks for sharing. Our budget for this campaign is a little tighter. We could offer ${$(m.amount)}.`,
              agent`Understood. We're working with a fixed budget across several creators, so we were thinking ${$(m.amount)}.`,
            ]);
          }
          return rng.pick([agent`I hear you. I can move up to ${$(m.amount)}.`, agent`Let me meet you partway. How about ${$(m.amount)}?`, agent`We could stretch to ${$(m.amount)}.`]);
        case 'counter':
          if (m.final) return rng.pick([creator`Honestly, ${$(m.amount)} is the lowest I can go.`, creator`My final number would be ${$(m.amount)}.`]);
          return rng.pick([creator`Could we meet at ${$(m.amount)}?`, creator`I could come down to ${$(m.amount)}.`, creator`${$(m.amount)} would work better for me.`]);
        case 'accept':
          return m.by === 'creator'
            ? rng.pick([creator`Okay, ${$(m.amount)} works for me. Let's do it.`, creator`Deal, ${$(m.amount)} it is.`])
            : rng.pick([agent`${$(m.amount)} works for us. Let's lock that in.`, agent`Great, we can do ${$(m.amount)}.`]);
        case 'walk_away':
          if (m.reason === 'offer_far_below_floor') return creator`I'm sorry, that's too far from what I normally charge. I'll have to pass this time.`;
          if (m.reason === 'final_offer_below_floor') return creator`I appreciate it, but I can't go that low. I'll have to pass on this one.`;
          if (m.reason === 'above_ceiling') return agent`I understand. Unfortunately that's above what we can spend on this campaign, so we'll have to leave it here for now.`;
          return agent`It sounds like we can't quite meet in the middle this time.`;
      }
    };
    for (const m of result.moves) add(moveLine(m));

    if (result.deal && result.agreed_rate !== null) {
      add(
        result.moves.at(-1)?.by === 'agent' ? agent`What kind of content would you like to create for it?` : agent`Perfect. What kind of content would you like to create for it?`,
        creator`I think ${persona.preferred_content} would work best for my audience.`,
        agent`Sounds great. And what timeline works for you?`,
        creator`I could have it live ${persona.timeline}.`,
        email ? agent`Perfect. Is ${email} the best address for the brief and the contract?` : agent`Perfect. What's the best email to send the brief and the contract to?`,
        email ? creator`Yes, that's the right one.` : creator`Just text me at this number and my manager will follow up.`,
        agent`Great. So that's ${deliverables} for ${$(result.agreed_rate)}, going live ${persona.timeline}. ${brand} will confirm the deal, then the contract and the creative brief come ${email ? `to ${email}` : 'by text message'}. Thanks so much, ${first}!`,
        creator`Thank you! Looking forward to it.`,
      );
    } else {
      const creatorWalked = result.moves.at(-1)?.by === 'creator';
      add(
        creatorWalked
          ? agent`I understand, thanks for considering it. If our budget changes, we'll reach out again.`
          : creator`No worries, feel free to reach out in the future.`,
        creatorWalked ? creator`Sounds good. Thanks for calling.` : agent`Will do. Thanks for your time, ${first}, and have a great day!`,
      );
    }
  }

  // Timing estimate: speech at the TTS voices' speeds plus the recording's 300 ms gaps.
  const starts: number[] = [];
  let t = 0;
  for (const l of lines) {
    starts.push(t);
    t += estimateSpeechSeconds(l) + 0.3;
  }
  const estimatedTimes = toWholeSeconds(starts);
  const estimatedDuration = Math.max(Math.round(t), (estimatedTimes.at(-1) ?? 0) + 1);

  // Analysis
  const ask = result.creator_ask;
  const agreed = result.agreed_rate;
  const who = `${req.creator.name} (${niche}, ${compactCount(req.creator.followers_count)} followers)`;
  let summary: string;
  let collaboration_rate: string | null = null;
  let follow_up_actions: string;
  if (optsOut) {
    summary = `${who} asked not to be called again after the AI disclosure; the call ended at once. They are marked do not contact.`;
    follow_up_actions = 'None: do not contact this creator again, by any channel.';
  } else if (!interested) {
    summary = `${who} declined the collaboration with ${brand} for ${product} early in the call (low interest). They are open to hearing about future campaigns. No rates were discussed and no deal was made.`;
    follow_up_actions = `None for this campaign. ${first} may be contacted about future campaigns${email ? ` at ${email}` : ''}.`;
  } else if (agreed !== null && ask !== null) {
    const under = ask > 0 ? Math.round((100 * (ask - agreed)) / ask) : 0;
    summary = `${who} showed ${level} interest in ${brand}'s ${product}. They asked ${fmt(ask)} and agreed to ${fmt(agreed)} for ${deliverables} (${under}% under their ask, within our ceiling of ${fmt(range.ceiling)}). They prefer ${persona.preferred_content} and can publish ${persona.timeline}. Next step: send the contract and creative brief to ${contact}.`;
    collaboration_rate = `${fmt(agreed)} agreed (asked ${fmt(ask)})`;
    follow_up_actions = `Send the contract and creative brief to ${contact}; confirm ${deliverables} for ${fmt(agreed)}, going live ${persona.timeline}.`;
  } else {
    const why =
      result.outcome === 'offer_far_below_floor'
        ? 'they ended the discussion because our offers were too far below their rate'
        : result.outcome === 'final_offer_below_floor'
          ? 'our best and final offer was below what they accept'
          : result.outcome === 'above_ceiling'
            ? 'their lowest price is above our ceiling'
            : 'the two sides could not meet';
    summary = `${who} was interested (${level}) in ${brand}'s ${product}, but no price was agreed: they asked ${ask !== null ? fmt(ask) : 'an undisclosed rate'}${result.last_counter !== null && result.last_counter !== ask ? ` and came down to ${fmt(result.last_counter)}` : ''}, our best offer was ${result.last_offer !== null ? fmt(result.last_offer) : 'none'} (ceiling ${fmt(range.ceiling)}); ${why}. No deal.`;
    collaboration_rate = `No agreement: asked ${ask !== null ? fmt(ask) : 'n/a'}, lowest stated ${result.last_counter !== null ? fmt(result.last_counter) : 'n/a'}, our best offer ${result.last_offer !== null ? fmt(result.last_offer) : 'n/a'}`;
    follow_up_actions = `No deal. Revisit only if the budget for ${first} can reach ${result.last_counter !== null ? fmt(result.last_counter) : 'their rate'}.`;
  }

  const deal = agreed !== null;
  const evaluation_results: Record<string, EvaluationResult> = {
    interest_assessment: {
      result: 'success',
      rationale: !interested
        ? `${first} clearly declined the collaboration, so interest was established as low.`
        : level === 'high'
          ? `${first} said the campaign fits their audience and engaged readily in the rate discussion: high interest.`
          : `${first} was open to the collaboration depending on the details: medium interest.`,
    },
    communication_quality: {
      result: 'success',
      rationale: `The agent introduced itself and ${brand}, pitched ${product}${useCases ? ' with its key use cases' : ''}, ${interested ? `handled ${result.rounds} offer${result.rounds === 1 ? '' : 's'} without exceeding the budget ceiling, ` : 'accepted the refusal gracefully, '}and closed the call politely in ${lines.length} turns.`,
    },
    information_gathering: deal
      ? { result: 'success', rationale: `Collected the rate (${fmt(agreed)}), content preferences (${persona.preferred_content}), timeline (${persona.timeline}) and contact details (${contact}).` }
      : interested
        ? { result: 'failure', rationale: `Collected the creator's rate (${ask !== null ? fmt(ask) : 'n/a'}), but content preferences and timeline were not discussed because no price was agreed.` }
        : { result: 'failure', rationale: 'The creator declined before rates, content preferences or timeline could be discussed.' },
    next_steps: deal
      ? { result: 'success', rationale: `Agreed next step: the contract and creative brief go to ${contact}, content live ${persona.timeline}.` }
      : { result: 'failure', rationale: interested ? 'No agreement within the budget ceiling, so no next step for this campaign.' : 'The creator declined; only a possible contact about future campaigns was agreed.' },
  };

  const extracted_data: ExtractedData = {
    ...emptyExtractedData(),
    interest_level: level,
    collaboration_rate,
    content_preferences: deal ? persona.preferred_content : null,
    timeline: deal ? persona.timeline : null,
    contact_info: contact,
    follow_up_actions,
    agreed_rate: agreed,
    deliverables: deal ? deliverables : null,
  };

  return {
    persona,
    negotiation: result,
    lines,
    estimatedTimes,
    estimatedDuration,
    summary,
    call_successful: deal,
    evaluation_results,
    extracted_data,
    negotiationRecord: {
      opening_offer: range.opening_offer,
      ceiling: range.ceiling,
      currency,
      creator_ask: ask,
      agreed_rate: agreed,
      rounds: result.rounds,
      outcome: optsOut ? 'do_not_contact' : result.outcome,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The provider
// ---------------------------------------------------------------------------------------------------------

export interface SimulatedVoiceOptions {
  /**
   * Where recordings are written (created if missing); a recording is deleted with its call after retainMs.
   * Default: <os tmpdir>/inflow-simulated-calls. 'memory' keeps recordings in memory instead.
   */
  audioDir?: string | 'memory';
  /**
   * Multiplies every phase duration. 1 (default) = ringing 1 s, talking 4 s, processing 1 s (about 6 s per
   * call); 0.01 makes a call take ~60 ms. Processing also waits for the recording to be synthesized.
   */
  timeScale?: number;
  /** Phase durations at timeScale 1, ms. */
  phases?: { ringingMs?: number; talkingMs?: number; processingMs?: number };
  /** Seed of the simulated creators' personas (default 'inflow'). */
  seed?: number | string;
  /** Default: espeak-ng (createEspeakTts()). */
  tts?: TtsEngine;
  agentName?: string;
  /** Calls to these numbers are not answered and end 'failed' (for demos and tests). */
  noAnswerNumbers?: string[];
  /** How long an ended call stays available to getCall/getAudio, ms (default 1 hour). */
  retainMs?: number;
  /** The longest processing waits for the recording before finishing without one, ms (default 120 s). */
  recordingWaitMs?: number;
  /**
   * Where calls are kept (default: memory). With the database store (createDbSimulatedCallStore) a call outlives
   * the process that placed it: after a crash or restart, asking for it resumes it where the clock says it is.
   */
  store?: SimulatedCallStore;
}

export const SIMULATED_PHASES_MS = { ringingMs: 1000, talkingMs: 4000, processingMs: 1000 } as const;

interface SimCall {
  id: string;
  req: StartCallRequest;
  /** Epoch ms when the call was placed (the phases follow from it, also after a restart). */
  startedAt: number;
  conv: SimulatedConversation | null;
  status: CallStatus;
  talkStartedAt: number;
  talkMs: number;
  transcript: TranscriptEntry[] | null; // final, once done
  duration: number | null;
  audio: { body?: Buffer; file?: string } | null;
  recordingReason: string | null;
  error: string | null;
  timers: Set<NodeJS.Timeout>;
}

export interface SimulatedVoice extends VoiceProvider {
  readonly name: 'simulated';
  onCallEnded(listener: (providerCallId: string) => void): () => void;
  close(): Promise<void>;
  /** Calls currently not ended (initiated, in-progress or processing). */
  activeCalls(): number;
}

export function createSimulatedVoice(options: SimulatedVoiceOptions = {}): SimulatedVoice {
  const timeScale = options.timeScale ?? 1;
  if (!(timeScale >= 0) || !Number.isFinite(timeScale)) throw new RangeError('timeScale must be a finite number >= 0');
  const phases = { ...SIMULATED_PHASES_MS, ...options.phases };
  const ringMs = phases.ringingMs * timeScale;
  const talkMs = phases.talkingMs * timeScale;
  const processingMs = phases.processingMs * timeScale;
  const tts = options.tts ?? createEspeakTts();
  const retainMs = options.retainMs ?? 60 * 60 * 1000;
  const recordingWaitMs = options.recordingWaitMs ?? 120_000;
  const noAnswer = new Set(options.noAnswerNumbers ?? []);
  const audioDir = options.audioDir === 'memory' ? null : (options.audioDir ?? path.join(os.tmpdir(), 'inflow-simulated-calls'));
  const store = options.store ?? createMemorySimulatedCallStore();
  const calls = new Map<string, SimCall>();
  /** Calls being loaded from the store, so two concurrent asks resume a call once. */
  const resuming = new Map<string, Promise<SimCall | SimulatedCallRecord>>();
  const listeners = new Set<(id: string) => void>();
  let closed = false;

  // Timers are tracked per call so close() can cancel them, and forgotten once fired (their closures may
  // hold large buffers, e.g. the synthesized speech).
  const later = (call: SimCall, ms: number, fn: () => void) => {
    const t: NodeJS.Timeout = setTimeout(() => {
      call.timers.delete(t);
      fn();
    }, Math.max(0, ms));
    call.timers.add(t);
    return t;
  };
  const delay = (call: SimCall, ms: number) => new Promise<void>((resolve) => later(call, ms, resolve));

  const end = async (call: SimCall, status: 'done' | 'failed') => {
    if (closed) return;
    // The outcome is stored before anyone here sees it: a crash in between re-runs the call from its request
    // (the same conversation), it never loses it.
    try {
      await store.end(call.id, status, snapshot({ ...call, status }));
    } catch {
      // The store is unreachable: the call still ends in this process, which is following it.
    }
    if (closed) return;
    call.status = status;
    const evict = later(call, retainMs, () => {
      calls.delete(call.id);
      if (call.audio?.file) void rm(call.audio.file, { force: true });
    });
    evict.unref();
    for (const l of listeners) {
      try {
        l(call.id);
      } catch {
        // A listener's failure must not affect the call or other listeners.
      }
    }
  };

  async function finish(call: SimCall, speech: Promise<Synth>, processingLeftMs: number) {
    const conv = call.conv!;
    let guard: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<Synth>((resolve) => {
      guard = later(call, recordingWaitMs, () => resolve({ reason: `The recording is unavailable: speech synthesis took longer than ${Math.round(recordingWaitMs / 1000)} s.` }));
    });
    const [timed] = await Promise.all([
      Promise.race([speech, tooSlow]).finally(() => {
        clearTimeout(guard);
        if (guard) call.timers.delete(guard);
      }),
      delay(call, processingLeftMs),
    ]);
    if (closed) return;
    if (timed && 'wav' in timed) {
      const secs = toWholeSeconds(timed.starts);
      call.transcript = conv.lines.map((l, i) => ({ role: l.role, message: l.text, time_in_call_secs: secs[i]! }));
      call.duration = Math.max(1, Math.round(timed.duration));
      if (audioDir) {
        try {
          await mkdir(audioDir, { recursive: true });
          const file = path.join(audioDir, `${call.id}.wav`);
          await writeFile(file, timed.wav);
          call.audio = { file };
        } catch (e) {
          call.audio = null;
          call.recordingReason = `The recording could not be saved: ${(e as Error).message}`;
        }
      } else {
        call.audio = { body: timed.wav };
      }
    } else {
      call.transcript = conv.lines.map((l, i) => ({ role: l.role, message: l.text, time_in_call_secs: conv.estimatedTimes[i]! }));
      call.duration = conv.estimatedDuration;
      call.recordingReason = timed?.reason ?? 'The recording is unavailable.';
    }
    if (closed) return;
    await end(call, 'done');
  }

  /**
   * Runs a call from `elapsedMs` after it was placed: 0 for a new call; for a call resumed after a restart, the
   * phase the clock says it is in (its conversation is the same, being a pure function of its request).
   */
  function run(call: SimCall, elapsedMs: number) {
    const req = call.req;
    const since = () => Date.now() - call.startedAt;
    if (noAnswer.has(req.to_number)) {
      later(call, ringMs + talkMs - elapsedMs, () => {
        call.error = `No answer from ${req.to_number}.`;
        void end(call, 'failed');
      });
      return;
    }
    call.conv = simulateConversation(req, { seed: options.seed, agentName: options.agentName });
    // Synthesis starts now and runs while the call "happens"; processing waits for it.
    const speech = synthesize(call.conv.lines);
    const processing = () => {
      call.status = 'processing';
      void finish(call, speech, ringMs + talkMs + processingMs - since());
    };
    const talking = () => {
      call.status = 'in-progress';
      call.talkStartedAt = call.startedAt + ringMs;
      later(call, ringMs + talkMs - since(), processing);
    };
    if (elapsedMs < ringMs) later(call, ringMs - elapsedMs, talking);
    else if (elapsedMs < ringMs + talkMs) talking();
    else processing();
  }

  const newCall = (id: string, req: StartCallRequest, startedAt: number): SimCall => ({
    id,
    req,
    startedAt,
    conv: null,
    status: 'initiated',
    talkStartedAt: 0,
    talkMs,
    transcript: null,
    duration: null,
    audio: null,
    recordingReason: null,
    error: null,
    timers: new Set(),
  });

  /** A call this process does not hold: resumed from the store when still running, else its stored record. */
  function load(id: string): Promise<SimCall | SimulatedCallRecord> {
    const pending = resuming.get(id);
    if (pending) return pending;
    const p = (async () => {
      const rec = await store.get(id);
      if (!rec) throw new VoiceProviderError('not_found', `Unknown simulated call ${id}`, { provider: 'simulated' });
      const held = calls.get(id);
      if (held) return held;
      if (rec.state !== 'running') return rec;
      if (closed) throw new VoiceProviderError('upstream', 'The simulated voice provider is closed', { provider: 'simulated' });
      const call = newCall(id, rec.request, rec.startedAt.getTime());
      calls.set(id, call);
      run(call, Math.max(0, Date.now() - call.startedAt));
      return call;
    })().finally(() => resuming.delete(id));
    resuming.set(id, p);
    return p;
  }

  const isHeld = (c: SimCall | SimulatedCallRecord): c is SimCall => 'timers' in c;

  /** A stored recording of an ended call this process no longer holds: the file, else the same speech again. */
  async function storedAudio(rec: SimulatedCallRecord): Promise<{ body: Buffer; contentType: string } | null> {
    if (rec.state !== 'done' || !rec.result || rec.result.recording_unavailable_reason) return null;
    if (audioDir) {
      try {
        return { body: await readFile(path.join(audioDir, `${rec.id}.wav`)), contentType: 'audio/wav' };
      } catch {
        // Not on this machine (another process, or evicted): synthesize it again below.
      }
    }
    const timed = await synthesize(simulateConversation(rec.request, { seed: options.seed, agentName: options.agentName }).lines);
    return timed && 'wav' in timed ? { body: timed.wav, contentType: 'audio/wav' } : null;
  }

  type Synth = { wav: Buffer; starts: number[]; duration: number } | { reason: string } | null;
  async function synthesize(lines: ScriptLine[]): Promise<Synth> {
    const turns: TtsTurn[] = lines.map((l) => ({ role: l.role, text: l.speech }));
    try {
      if (tts.synthesizeTimed) {
        const t = await tts.synthesizeTimed(turns);
        if (t) return t;
      } else {
        const wav = await tts.synthesize(turns);
        if (wav) {
          // No timings from this engine: keep the estimated times, scaled to the recording's length.
          const duration = wavDurationSeconds(wav);
          const total = lines.reduce((s, l) => s + estimateSpeechSeconds(l) + 0.3, 0);
          let acc = 0;
          const starts = lines.map((l) => {
            const s = (acc * duration) / total;
            acc += estimateSpeechSeconds(l) + 0.3;
            return s;
          });
          return { wav, starts, duration };
        }
      }
      return { reason: tts.unavailableReason?.() ?? `The recording is unavailable: the speech engine (${tts.name}) is not available on this server.` };
    } catch (e) {
      return { reason: `The recording is unavailable: speech synthesis failed (${(e as Error).message}).` };
    }
  }

  function snapshot(call: SimCall): CallResult {
    const base: CallResult = {
      status: call.status,
      transcript: [],
      summary: null,
      duration_seconds: null,
      call_successful: null,
      evaluation_results: {},
      extracted_data: emptyExtractedData(),
    };
    const conv = call.conv;
    if (call.status === 'failed') return { ...base, error: call.error ?? 'The call failed.' };
    if (!conv || call.status === 'initiated') return base;
    if (call.status === 'in-progress' || call.status === 'processing') {
      const elapsed = call.status === 'processing' ? Infinity : ((Date.now() - call.talkStartedAt) / Math.max(1, call.talkMs)) * conv.estimatedDuration;
      base.transcript = conv.lines
        .map((l, i) => ({ role: l.role, message: l.text, time_in_call_secs: conv.estimatedTimes[i]! }))
        .filter((e) => e.time_in_call_secs <= elapsed);
      return base;
    }
    const result: CallResult = {
      status: 'done',
      transcript: (call.transcript ?? []).map((e) => ({ ...e })),
      summary: conv.summary,
      duration_seconds: call.duration,
      call_successful: conv.call_successful,
      evaluation_results: structuredClone(conv.evaluation_results),
      extracted_data: { ...conv.extracted_data },
      negotiation: { ...conv.negotiationRecord },
    };
    if (!call.audio) result.recording_unavailable_reason = call.recordingReason ?? 'The recording is unavailable.';
    return result;
  }



  return {
    name: 'simulated',

    async startCall(request) {
      if (closed) throw new VoiceProviderError('upstream', 'The simulated voice provider is closed', { provider: 'simulated' });
      const req = validateStartCallRequest(request);
      if (!(req.creator.typical_rate > 0)) {
        throw new VoiceProviderError('bad_request', `Invalid call request: creator.typical_rate must be > 0 to simulate creator ${req.creator.id}`, { provider: 'simulated' });
      }
      const id = `sim_${randomUUID().replaceAll('-', '')}`;
      const startedAt = Date.now();
      // Stored before the call "rings": from here on a restart resumes it instead of losing it.
      await store.create(id, req, new Date(startedAt));
      void store.prune(new Date(startedAt - retainMs)).catch(() => undefined);
      const call = newCall(id, req, startedAt);
      calls.set(id, call);
      run(call, 0);
      return { provider_call_id: id, provider_call_sid: null };
    },

    async getCall(id) {
      const held = calls.get(id);
      if (held) return snapshot(held);
      const c = await load(id);
      if (isHeld(c)) return snapshot(c);
      return structuredClone(c.result!);
    },

    async getAudio(id) {
      const held = calls.get(id);
      const loaded = held ?? (await load(id));
      if (!isHeld(loaded)) return storedAudio(loaded);
      const call = loaded;
      if (call.status !== 'done' || !call.audio) return null;
      if (call.audio.body) return { body: call.audio.body, contentType: 'audio/wav' };
      try {
        return { body: await readFile(call.audio.file!), contentType: 'audio/wav' };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },

    onCallEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    activeCalls() {
      let n = 0;
      for (const c of calls.values()) if (c.status !== 'done' && c.status !== 'failed') n++;
      return n;
    },

    async close() {
      closed = true;
      for (const c of calls.values()) for (const t of c.timers) clearTimeout(t);
      listeners.clear();
    },
  };
}
