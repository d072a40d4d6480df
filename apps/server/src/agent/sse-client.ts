/**
 * A small server-sent-events reader over fetch, for tests and benchmarks (the web app has its own).
 * Parses `id:`, `data:` and comment lines; one message per blank line.
 */
export interface SseMessage {
  id: string | null;
  data: string;
}

export interface SseReadResult<T> {
  status: number;
  contentType: string | null;
  /** Parsed `data:` payloads, in order. */
  events: T[];
  /** The `id:` of each message (null when it had none). */
  ids: (string | null)[];
  /** Comment lines seen (e.g. heartbeats). */
  comments: number;
  /** The response body when the server answered with JSON instead of a stream. */
  body?: unknown;
  /** True when the server ended the stream; false when we stopped reading. */
  ended: boolean;
}

export interface SseReadOptions<T> {
  headers?: Record<string, string>;
  /** Stop reading (and disconnect) once this returns true. */
  until?: (events: T[]) => boolean;
  /** Called for every event as it arrives. */
  onEvent?: (e: T) => void;
  signal?: AbortSignal;
}

export function createSseParser() {
  let buffer = '';
  let id: string | null = null;
  let data: string[] = [];
  let comments = 0;
  return {
    push(chunk: string): SseMessage[] {
      buffer += chunk;
      const out: SseMessage[] = [];
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (line === '') {
          if (data.length) out.push({ id, data: data.join('\n') });
          id = null;
          data = [];
        } else if (line.startsWith(':')) comments++;
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        else if (line.startsWith('id:')) id = line.slice(3).trim();
      }
      return out;
    },
    get comments() {
      return comments;
    },
  };
}

/** Opens an SSE URL and reads it to its end (or until `until` says stop). */
export async function readSse<T = unknown>(url: string, opts: SseReadOptions<T> = {}): Promise<SseReadResult<T>> {
  const ctrl = new AbortController();
  opts.signal?.addEventListener('abort', () => ctrl.abort(), { once: true });
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...opts.headers }, signal: ctrl.signal });
  const contentType = res.headers.get('content-type');
  const result: SseReadResult<T> = { status: res.status, contentType, events: [], ids: [], comments: 0, ended: false };
  if (!contentType?.startsWith('text/event-stream')) {
    const text = await res.text();
    try {
      result.body = JSON.parse(text);
    } catch {
      result.body = text;
    }
    result.ended = true;
    return result;
  }
  const parser = createSseParser();
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        result.ended = true;
        break;
      }
      let stop = false;
      for (const m of parser.push(value)) {
        const e = JSON.parse(m.data) as T;
        result.events.push(e);
        result.ids.push(m.id);
        opts.onEvent?.(e);
        if (opts.until?.(result.events)) {
          stop = true;
          break;
        }
      }
      if (stop) break;
    }
  } catch (err) {
    if (!ctrl.signal.aborted) throw err;
  } finally {
    result.comments = parser.comments;
    if (!result.ended) {
      ctrl.abort();
      await reader.cancel().catch(() => undefined);
    }
  }
  return result;
}
