/**
 * Minimal RIFF/WAVE (PCM) reading and writing: enough to join synthesized speech segments into one file a
 * browser plays. Chunks are walked properly (fmt, data, and any others such as LIST are skipped, with
 * odd-size padding); a data size that overruns the buffer (as written by programs streaming to stdout,
 * e.g. espeak-ng --stdout writes 0x7ffff000) is clamped to what is there.
 */

export interface PcmFormat {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

export interface ParsedWav {
  format: PcmFormat;
  /** Raw sample bytes (a view into the input buffer). */
  data: Buffer;
}

export class WavError extends Error {
  override name = 'WavError';
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

export const blockAlign = (f: PcmFormat): number => (f.channels * f.bitsPerSample) / 8;

export function parseWav(buf: Buffer): ParsedWav {
  if (buf.length < 12) throw new WavError(`not a WAV file: ${buf.length} bytes is too short`);
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new WavError('not a WAV file: missing RIFF/WAVE header');
  }
  let format: PcmFormat | null = null;
  let data: Buffer | null = null;
  let off = 12;
  while (off + 8 <= buf.length) {
    const id = buf.toString('ascii', off, off + 4);
    const declared = buf.readUInt32LE(off + 4);
    const start = off + 8;
    const size = Math.min(declared, buf.length - start);
    if (id === 'fmt ') {
      if (size < 16) throw new WavError(`fmt chunk too short (${size} bytes)`);
      const audioFormat = buf.readUInt16LE(start);
      let pcm = audioFormat === WAVE_FORMAT_PCM;
      if (audioFormat === WAVE_FORMAT_EXTENSIBLE && size >= 40) {
        // SubFormat GUID starts with the format code.
        pcm = buf.readUInt16LE(start + 24) === WAVE_FORMAT_PCM;
      }
      if (!pcm) throw new WavError(`unsupported WAV encoding (format tag 0x${audioFormat.toString(16)}); only PCM is supported`);
      format = {
        channels: buf.readUInt16LE(start + 2),
        sampleRate: buf.readUInt32LE(start + 4),
        bitsPerSample: buf.readUInt16LE(start + 14),
      };
      if (format.channels < 1 || format.sampleRate < 1 || ![8, 16, 24, 32].includes(format.bitsPerSample)) {
        throw new WavError(`invalid PCM format: ${JSON.stringify(format)}`);
      }
    } else if (id === 'data') {
      if (!format) throw new WavError('data chunk before fmt chunk');
      const align = blockAlign(format);
      data = buf.subarray(start, start + (size - (size % align)));
      break;
    }
    off = start + declared + (declared % 2);
  }
  if (!format) throw new WavError('WAV file has no fmt chunk');
  if (!data) throw new WavError('WAV file has no data chunk');
  return { format, data };
}

export function wavHeader(format: PcmFormat, dataBytes: number): Buffer {
  const h = Buffer.alloc(44);
  const align = blockAlign(format);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(WAVE_FORMAT_PCM, 20);
  h.writeUInt16LE(format.channels, 22);
  h.writeUInt32LE(format.sampleRate, 24);
  h.writeUInt32LE(format.sampleRate * align, 28);
  h.writeUInt16LE(align, 32);
  h.writeUInt16LE(format.bitsPerSample, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/** A standard 44-byte-header PCM WAV from raw sample chunks. */
export function encodeWav(format: PcmFormat, chunks: Buffer[]): Buffer {
  const dataBytes = chunks.reduce((n, c) => n + c.length, 0);
  if (dataBytes % 2 === 1) chunks = [...chunks, Buffer.alloc(1)]; // RIFF pad byte
  return Buffer.concat([wavHeader(format, dataBytes), ...chunks]);
}

export const durationOf = (format: PcmFormat, dataBytes: number): number => dataBytes / (format.sampleRate * blockAlign(format));

export function wavDurationSeconds(wav: Buffer): number {
  const { format, data } = parseWav(wav);
  return durationOf(format, data.length);
}

const sameFormat = (a: PcmFormat, b: PcmFormat) => a.channels === b.channels && a.sampleRate === b.sampleRate && a.bitsPerSample === b.bitsPerSample;

export interface JoinedWav {
  wav: Buffer;
  /** Start of each segment in the joined audio, seconds. */
  starts: number[];
  /** Length of each segment, seconds. */
  durations: number[];
  /** Total length, seconds. */
  duration: number;
}

/** Joins WAV segments (all the same PCM format) into one WAV with `gapMs` of silence between them. */
export function joinWavs(segments: Buffer[], gapMs = 300): JoinedWav {
  if (segments.length === 0) throw new WavError('nothing to join');
  const parsed = segments.map((s, i) => {
    try {
      return parseWav(s);
    } catch (e) {
      throw new WavError(`segment ${i}: ${(e as Error).message}`);
    }
  });
  const format = parsed[0]!.format;
  parsed.forEach((p, i) => {
    if (!sameFormat(p.format, format)) {
      throw new WavError(`segment ${i} has format ${JSON.stringify(p.format)}, expected ${JSON.stringify(format)}`);
    }
  });
  const align = blockAlign(format);
  const gapFrames = Math.round((format.sampleRate * gapMs) / 1000);
  // 8-bit PCM is unsigned: silence is 0x80, not 0.
  const silence = Buffer.alloc(gapFrames * align, format.bitsPerSample === 8 ? 0x80 : 0);
  const chunks: Buffer[] = [];
  const starts: number[] = [];
  const durations: number[] = [];
  let bytes = 0;
  parsed.forEach((p, i) => {
    if (i > 0) {
      chunks.push(silence);
      bytes += silence.length;
    }
    starts.push(durationOf(format, bytes));
    durations.push(durationOf(format, p.data.length));
    chunks.push(p.data);
    bytes += p.data.length;
  });
  return { wav: encodeWav(format, chunks), starts, durations, duration: durationOf(format, bytes) };
}
