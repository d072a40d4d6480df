/**
 * Live delivery of a run's events to stream clients.
 *
 * Events are rows first (runs.repo appendEvent); this module only tells clients about rows. Per watched run,
 * the hub keeps the run's log in memory, contiguous from seq 1 (read once from the table when the first
 * client attaches), and extends it from two sources: the in-process bus (`publish`, called right after a
 * local commit: instant) and a poller that reads rows after the last sequence number (how a stream served by
 * one process sees a run executed by another). An event that arrives ahead of a gap makes the hub read the
 * table instead of guessing, so the log stays exact. Each subscriber has a cursor into that log: it gets
 * every event after its cursor exactly once and in order, and attaching costs no query of its own, so
 * hundreds of clients can follow one run.
 */
import type { ServerResponse } from 'node:http';
import type { TAgentEvent } from '@inflow/contracts';
import type { RunsRepo } from './runs.repo.js';

export interface Subscription {
  close(): void;
}

export interface EventHubOptions {
  repo: Pick<RunsRepo, 'events'>;
  /** How often a watched run's table is read for events written by other processes. */
  pollIntervalMs?: number;
  onError?: (err: unknown) => void;
}

export interface SubscribeOptions {
  /** Deliver events with seq greater than this (0: from the start). */
  afterSeq: number;
  onEvent: (e: TAgentEvent) => void;
}

interface Subscriber {
  cursor: number;
  onEvent: (e: TAgentEvent) => void;
}

interface Tail {
  /** events[i].seq === i + 1 */
  events: TAgentEvent[];
  subscribers: Set<Subscriber>;
  timer: NodeJS.Timeout;
  /** The read in progress, if any (one at a time per run). */
  reading: Promise<void> | null;
  /** Another read was asked for while one was running. */
  again: boolean;
}

export function createEventHub({ repo, pollIntervalMs = 400, onError }: EventHubOptions) {
  const tails = new Map<string, Tail>();
  let closed = false;

  function flush(tail: Tail, sub: Subscriber) {
    while (sub.cursor < tail.events.length && tail.subscribers.has(sub)) {
      const e = tail.events[sub.cursor]!;
      sub.cursor = e.seq;
      sub.onEvent(e);
    }
  }

  function append(tail: Tail, events: TAgentEvent[]): boolean {
    let grew = false;
    for (const e of events) {
      if (e.seq !== tail.events.length + 1) continue;
      tail.events.push(e);
      grew = true;
    }
    if (grew) for (const sub of [...tail.subscribers]) flush(tail, sub);
    return grew;
  }

  /** Reads the rows after the last one held (single-flight per run). */
  function read(runId: string, tail: Tail): Promise<void> {
    if (tail.reading) {
      tail.again = true;
      return tail.reading;
    }
    tail.reading = (async () => {
      do {
        tail.again = false;
        try {
          append(tail, await repo.events(runId, tail.events.length));
        } catch (err) {
          onError?.(err);
        }
      } while (tail.again && !closed && tails.get(runId) === tail);
    })().finally(() => {
      tail.reading = null;
    });
    return tail.reading;
  }

  function tailFor(runId: string): Tail {
    let tail = tails.get(runId);
    if (!tail) {
      const t: Tail = {
        events: [],
        subscribers: new Set(),
        reading: null,
        again: false,
        timer: setInterval(() => {
          if (!closed) void read(runId, t);
        }, pollIntervalMs),
      };
      t.timer.unref();
      tails.set(runId, t);
      void read(runId, t);
      tail = t;
    }
    return tail;
  }

  return {
    /** A local writer committed this event. */
    publish(e: TAgentEvent) {
      if (!e.run_id) return;
      const tail = tails.get(e.run_id);
      if (!tail) return;
      // In order: append now. Ahead of a gap: the missing rows are committed already, so read them.
      if (e.seq === tail.events.length + 1 && !tail.reading) append(tail, [e]);
      else if (e.seq > tail.events.length) void read(e.run_id, tail);
    },

    /** Every event after `afterSeq`, exactly once, in order: first the stored ones, then live ones. */
    subscribe(runId: string, { afterSeq, onEvent }: SubscribeOptions): Subscription {
      const tail = tailFor(runId);
      const sub: Subscriber = { cursor: Math.max(0, afterSeq), onEvent };
      tail.subscribers.add(sub);
      flush(tail, sub);
      return {
        close() {
          if (!tail.subscribers.delete(sub)) return;
          if (tail.subscribers.size === 0 && tails.get(runId) === tail) {
            clearInterval(tail.timer);
            tails.delete(runId);
          }
        },
      };
    },

    /** Runs being watched in this process (for tests and diagnostics). */
    watched: () => tails.size,

    close() {
      closed = true;
      for (const t of tails.values()) clearInterval(t.timer);
      tails.clear();
    },
  };
}
export type EventHub = ReturnType<typeof createEventHub>;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // Proxies such as nginx must not buffer the stream.
  'x-accel-buffering': 'no',
} as const;

/** One event in SSE form: `id:` (the sequence number, for Last-Event-ID) and a single `data:` line of JSON. */
export function formatSse(e: TAgentEvent, withId = true): string {
  return `${withId ? `id: ${e.seq}\n` : ''}data: ${JSON.stringify(e)}\n\n`;
}

export interface SseConnection {
  send(e: TAgentEvent, withId?: boolean): void;
  end(): void;
  readonly closed: boolean;
  onClose(fn: () => void): void;
}

/** Writes SSE to a raw response: heartbeat comments keep proxies and browsers from timing the stream out. */
export function openSse(
  res: ServerResponse,
  headers: Record<string, string | number | string[]>,
  /** Sent with the headers, in the same packet (an event formatted with formatSse); a comment when omitted. */
  firstChunk = ': connected\n\n',
  heartbeatMs = 15_000,
): SseConnection {
  // Small writes must leave at once: with Nagle's algorithm an event written after the headers waited for
  // the client's delayed ACK (~40 ms).
  res.socket?.setNoDelay(true);
  res.writeHead(200, { ...headers, ...SSE_HEADERS });
  res.write(firstChunk);
  // Node corks a response's first write until the next tick; the run's database work that follows (PGlite
  // resolves queries as a long chain of microtasks) could hold that tick back for tens of milliseconds.
  res.uncork();
  let closed = false;
  const closers: (() => void)[] = [];
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': ping\n\n');
  }, heartbeatMs);
  heartbeat.unref();
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const fn of closers.splice(0)) fn();
  };
  res.on('close', finish);
  res.on('error', finish);
  return {
    send(e, withId = true) {
      if (!closed) res.write(formatSse(e, withId));
    },
    end() {
      if (closed) return;
      finish();
      res.end();
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
  };
}
