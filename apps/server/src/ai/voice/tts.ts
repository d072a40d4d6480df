/**
 * Offline text-to-speech for simulated call recordings.
 *
 * `createEspeakTts()` runs Debian's `espeak-ng` program (an external binary, GPL-3; it is executed, never
 * linked) once per turn with `--stdout`, and joins the WAV segments in Node into one standard PCM WAV with
 * ~300 ms of silence between turns. Agent and creator speak with two distinguishable voices. When the binary
 * is missing, `available()` is false and `synthesize()` returns null: the call still works, only without a
 * recording.
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { joinWavs } from './wav.js';

export interface TtsTurn {
  role: 'agent' | 'creator';
  text: string;
}

export interface TimedSpeech {
  /** One PCM WAV with all turns. */
  wav: Buffer;
  contentType: 'audio/wav';
  /** Start of each turn in the recording, seconds. */
  starts: number[];
  /** Length of each turn's speech, seconds. */
  durations: number[];
  /** Length of the recording, seconds. */
  duration: number;
}

export interface TtsEngine {
  readonly name: string;
  available(): Promise<boolean>;
  /** One WAV of all turns, or null when the engine is unavailable. */
  synthesize(turns: TtsTurn[]): Promise<Buffer | null>;
  /** Like synthesize, and says where each turn starts, so transcripts can match the recording. */
  synthesizeTimed?(turns: TtsTurn[]): Promise<TimedSpeech | null>;
  /** Why the engine is unavailable, in plain words (after available() resolved false). */
  unavailableReason?(): string | null;
}

export interface EspeakVoice {
  /** espeak-ng voice name, e.g. 'en-us' or 'en-gb+f3'. */
  voice: string;
  /** Words per minute. */
  speed: number;
  /** 0-99. */
  pitch: number;
}

export interface EspeakTtsOptions {
  binary?: string;
  voices?: { agent: EspeakVoice; creator: EspeakVoice };
  /** Per espeak-ng process. */
  timeoutMs?: number;
  /** Silence between turns. */
  gapMs?: number;
  /** espeak-ng processes running at once across all calls (default: number of CPUs). */
  concurrency?: number;
}

export const DEFAULT_ESPEAK_VOICES = {
  agent: { voice: 'en-us', speed: 170, pitch: 45 },
  creator: { voice: 'en-gb+f3', speed: 175, pitch: 60 },
} as const satisfies { agent: EspeakVoice; creator: EspeakVoice };

const MAX_TURN_CHARS = 2000;

/** What we hand to espeak-ng: plain text, no control characters, bounded length. */
export function speakableText(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > MAX_TURN_CHARS ? clean.slice(0, MAX_TURN_CHARS) : clean;
}

function limiter(max: number) {
  let active = 0;
  const queue: Array<() => void> = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await fn();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

export function createEspeakTts(options: EspeakTtsOptions = {}): TtsEngine {
  const binary = options.binary ?? 'espeak-ng';
  const voices = options.voices ?? DEFAULT_ESPEAK_VOICES;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const gapMs = options.gapMs ?? 300;
  const limit = limiter(Math.max(1, options.concurrency ?? os.availableParallelism?.() ?? os.cpus().length));
  let availability: Promise<boolean> | null = null;
  let reason: string | null = null;

  const run = (args: string[]) =>
    limit(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          execFile(binary, args, { encoding: 'buffer', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, windowsHide: true }, (err, stdout, stderr) => {
            if (err) {
              const e = err as NodeJS.ErrnoException & { killed?: boolean };
              const why = e.code === 'ENOENT' ? `${binary} is not installed` : e.killed ? `${binary} timed out after ${timeoutMs} ms` : `${binary} failed: ${stderr.toString().trim() || e.message}`;
              reject(Object.assign(new Error(why), { code: e.code }));
              return;
            }
            resolve(stdout);
          });
        }),
    );

  const available = () => {
    availability ??= run(['--version'])
      .then(() => true)
      .catch((e: Error) => {
        reason = `${e.message}; the recording is unavailable (install espeak-ng to get recordings of simulated calls)`;
        return false;
      });
    return availability;
  };

  const synthesizeTimed = async (turns: TtsTurn[]): Promise<TimedSpeech | null> => {
    if (!(await available())) return null;
    const spoken = turns.map((t) => ({ ...t, text: speakableText(t.text) })).filter((t) => t.text.length > 0);
    if (spoken.length === 0) return null;
    const segments = await Promise.all(
      spoken.map((t) => {
        const v = voices[t.role];
        // '--' ends the options, so text starting with '-' is spoken, not parsed.
        return run(['-v', v.voice, '-s', String(v.speed), '-p', String(v.pitch), '--stdout', '--', t.text]);
      }),
    );
    const joined = joinWavs(segments, gapMs);
    // Map timings back to the caller's turns (empty turns get a zero-length slot at the previous end).
    const starts: number[] = [];
    const durations: number[] = [];
    let k = 0;
    let lastEnd = 0;
    for (const t of turns) {
      if (speakableText(t.text).length > 0) {
        starts.push(joined.starts[k]!);
        durations.push(joined.durations[k]!);
        lastEnd = joined.starts[k]! + joined.durations[k]!;
        k++;
      } else {
        starts.push(lastEnd);
        durations.push(0);
      }
    }
    return { wav: joined.wav, contentType: 'audio/wav', starts, durations, duration: joined.duration };
  };

  return {
    name: 'espeak-ng',
    available,
    synthesizeTimed,
    synthesize: async (turns) => (await synthesizeTimed(turns))?.wav ?? null,
    unavailableReason: () => reason,
  };
}

/** A TTS engine that never produces audio (for tests or when recordings are switched off). */
export function createNoTts(reason = 'Recording is unavailable: speech synthesis is switched off.'): TtsEngine {
  return {
    name: 'none',
    available: async () => false,
    synthesize: async () => null,
    synthesizeTimed: async () => null,
    unavailableReason: () => reason,
  };
}
