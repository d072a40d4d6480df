import { describe, expect, it } from 'vitest';
import { SseLineParser } from './sse';

describe('SseLineParser', () => {
  it("reads 'data: ' lines, tracks ids and ignores comments", () => {
    const p = new SseLineParser();
    const out = p.push(': heartbeat\n\nid: 1\ndata: {"a":1}\n\nid: 2\ndata: {"a":2}\n\nevent: x\nretry: 5\n');
    expect(out).toEqual([
      { id: '1', data: '{"a":1}' },
      { id: '2', data: '{"a":2}' },
    ]);
    expect(p.lastEventId).toBe('2');
  });

  it('joins lines split across chunks, including CRLF split in the middle', () => {
    const p = new SseLineParser();
    expect(p.push('id: 7\r\nda')).toEqual([]);
    expect(p.push('ta: {"m":"hel')).toEqual([]);
    expect(p.push('lo"}\r')).toEqual([]);
    expect(p.push('\n\r\n')).toEqual([{ id: '7', data: '{"m":"hello"}' }]);
  });

  it('flushes a last line without a newline', () => {
    const p = new SseLineParser();
    p.push('data: {"x":1}');
    expect(p.flush()).toEqual([{ id: null, data: '{"x":1}' }]);
  });
});
