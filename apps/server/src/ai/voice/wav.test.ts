import { describe, expect, it } from 'vitest';
import { encodeWav, joinWavs, parseWav, wavDurationSeconds, WavError } from './wav.js';

const fmt = { channels: 1, sampleRate: 8000, bitsPerSample: 16 };
const tone = (frames: number, v = 1000) => {
  const b = Buffer.alloc(frames * 2);
  for (let i = 0; i < frames; i++) b.writeInt16LE(i % 2 ? v : -v, i * 2);
  return b;
};

/** A WAV with extra chunks (odd-sized LIST before fmt, one between fmt and data). */
function wavWithExtraChunks(data: Buffer): Buffer {
  const chunk = (id: string, body: Buffer) => {
    const h = Buffer.alloc(8);
    h.write(id, 0, 'ascii');
    h.writeUInt32LE(body.length, 4);
    return Buffer.concat([h, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const fmtBody = Buffer.alloc(16);
  fmtBody.writeUInt16LE(1, 0);
  fmtBody.writeUInt16LE(1, 2);
  fmtBody.writeUInt32LE(8000, 4);
  fmtBody.writeUInt32LE(16000, 8);
  fmtBody.writeUInt16LE(2, 12);
  fmtBody.writeUInt16LE(16, 14);
  const body = Buffer.concat([Buffer.from('WAVE'), chunk('LIST', Buffer.from('abc')), chunk('fmt ', fmtBody), chunk('fact', Buffer.alloc(4)), chunk('data', data)]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

describe('wav', () => {
  it('round-trips a PCM WAV', () => {
    const wav = encodeWav(fmt, [tone(8000)]);
    expect(wav.length).toBe(44 + 16000);
    const p = parseWav(wav);
    expect(p.format).toEqual(fmt);
    expect(p.data.length).toBe(16000);
    expect(wavDurationSeconds(wav)).toBe(1);
  });

  it('walks chunks properly (odd sizes padded, unknown chunks skipped)', () => {
    const p = parseWav(wavWithExtraChunks(tone(100)));
    expect(p.format).toEqual(fmt);
    expect(p.data.equals(tone(100))).toBe(true);
  });

  it('clamps a streaming data size (0x7ffff000) to the bytes present', () => {
    const wav = encodeWav(fmt, [tone(400)]);
    wav.writeUInt32LE(0x7ffff000, 4);
    wav.writeUInt32LE(0x7ffff000, 40);
    expect(parseWav(wav).data.length).toBe(800);
    expect(parseWav(Buffer.concat([wav, Buffer.alloc(1)])).data.length).toBe(800); // partial frame dropped
  });

  it('joins segments with silence and reports where each starts', () => {
    const j = joinWavs([encodeWav(fmt, [tone(800)]), encodeWav(fmt, [tone(1600)])], 300);
    expect(j.starts).toEqual([0, 0.1 + 0.3]);
    expect(j.durations).toEqual([0.1, 0.2]);
    expect(j.duration).toBeCloseTo(0.6, 10);
    const p = parseWav(j.wav);
    expect(p.data.length).toBe((800 + 2400 + 1600) * 2);
    expect(p.data.subarray(1600, 1600 + 4800).every((b) => b === 0)).toBe(true);
  });

  it('refuses what it cannot join', () => {
    expect(() => parseWav(Buffer.from('hello world, not a wav'))).toThrow(WavError);
    expect(() => joinWavs([])).toThrow(/nothing to join/);
    const other = encodeWav({ ...fmt, sampleRate: 22050 }, [tone(10)]);
    expect(() => joinWavs([encodeWav(fmt, [tone(10)]), other])).toThrow(/segment 1 has format/);
    const float = encodeWav(fmt, [tone(10)]);
    float.writeUInt16LE(3, 20);
    expect(() => parseWav(float)).toThrow(/only PCM/);
  });
});
