/**
 * A line reader for text/event-stream. The agent service sends `id: n` and `data: {json}` lines
 * with a blank line after each event, and `:` comment lines as heartbeats. Like the spec's client
 * we act on lines that begin with 'data: ' and ignore the rest, keeping the last id for
 * Last-Event-ID on reconnect.
 */
export interface SseMessage {
  id: string | null;
  data: string;
}

export class SseLineParser {
  private buffer = '';
  private pendingId: string | null = null;
  lastEventId: string | null = null;

  /** Feed a chunk of text; returns the complete data messages it finished. */
  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const out: SseMessage[] = [];
    let nl: number;
    while ((nl = this.buffer.search(/\r\n|\n|\r/)) !== -1) {
      const line = this.buffer.slice(0, nl);
      const sepLen = this.buffer.startsWith('\r\n', nl) ? 2 : 1;
      // A lone '\r' at the end of a chunk may be the first half of '\r\n': wait for more.
      if (sepLen === 1 && this.buffer[nl] === '\r' && nl === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(nl + sepLen);
      const msg = this.line(line);
      if (msg) out.push(msg);
    }
    return out;
  }

  /** Call at end of stream: a final line without a newline still counts. */
  flush(): SseMessage[] {
    const rest = this.buffer;
    this.buffer = '';
    const msg = rest ? this.line(rest) : null;
    return msg ? [msg] : [];
  }

  private line(line: string): SseMessage | null {
    if (line === '') {
      this.pendingId = null;
      return null;
    }
    if (line.startsWith(':')) return null;
    if (line.startsWith('id:')) {
      const id = line.slice(3).trim();
      this.pendingId = id;
      this.lastEventId = id;
      return null;
    }
    if (line.startsWith('data: ')) {
      return { id: this.pendingId, data: line.slice('data: '.length) };
    }
    return null;
  }
}
