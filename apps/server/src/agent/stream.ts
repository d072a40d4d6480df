/**
 * Live delivery of a run's events to stream clients.
 *
 * Events are rows first (runs.repo appendEvent); this module only tells clients about rows. Two sources feed
 * it: the in-process bus (`publish`, called right after a local commit: instant) and one poller per watched
 * run (reads rows after the last sequence number it saw: how a stream served by one process sees a run that
 * another process executes). Each subscriber keeps its own cursor, delivers every event exactly once and in
 * order, and fills any gap from the table, so it does not matter which source is first or whether both fire.
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
  receive(e: TAgentEvent): void;
}

interface Tail {
  subscribers: Set<Subscriber>;
  lastSeq: number;
  timer: NodeJS.Timeout;
  polling: boolean;
}

export function createEventHub({ repo, pollIntervalMs = 400, onError }: EventHubOptions) {
  const tails = new Map<string, Tail>();
  let closed = false;

  function broadcast(runId: string, e: TAgentEvent) {
    const tail = tails.get(runId);
    if (!tail) return;
    if (e.seq > tail.lastSeq) tail.lastSeq = e.seq;
    for (const s of tail.subscribers) s.receive(e);
  }

  async function poll(runId: string, tail: Tail) {
    if (tail.polling || closed) return;
    tail.polling = true;
    try {
      const events = await repo.events(runId, tail.lastSeq);
      for (const e of events) broadcast(runId, e);
    } catch (err) {
      onError?.(err);
    } finally {
      tail.polling = false;
    }
  }

  function tailFor(runId: string, startSeq: number): Tail {
    let tail = tails.get(runId);
    if (!tail) {
      const t: Tail = { subscribers: new Set(), lastSeq: startSeq, polling: false, timer: setInterval(() => void poll(runId, t), pollIntervalMs) };
      t.timer.unref();
      tails.set(runId, t);
      tail = t;
    }
    return tail;
  }

  return {
    /** A local writer committed this event. */
    publish(e: TAgentEvent) {
      if (e.run_id) broadcast(e.run_id, e);
    },

    /** Every event after `afterSeq`, exactly once, in order: first the stored ones, then live ones. */
    subscribe(runId: string, { afterSeq, onEvent }: SubscribeOptions): Subscription {
      let cursor = afterSeq;
      let active = true;
      let pumping = false;
      let again = false;
      let needFetch = true;
      const pending = new Map<number, TAgentEvent>();

      const deliver = (e: TAgentEvent) => {
        cursor = e.seq;
        onEvent(e);
      };
      const drain = () => {
        for (let next = pending.get(cursor + 1); next && active; next = pending.get(cursor + 1)) {
          pending.delete(next.seq);
          deliver(next);
        }
        for (const seq of pending.keys()) if (seq <= cursor) pending.delete(seq);
      };
      const pump = async () => {
        if (pumping) {
          again = true;
          return;
        }
        pumping = true;
        try {
          do {
            again = false;
            drain();
            // A gap (or the first replay): read what is missing from the table, where it is committed already.
            if (active && (needFetch || pending.size > 0)) {
              needFetch = false;
              const rows = await repo.events(runId, cursor);
              for (const e of rows) if (active && e.seq === cursor + 1) deliver(e);
              drain();
            }
          } while (again && active);
        } catch (err) {
          onError?.(err);
        } finally {
          pumping = false;
        }
      };

      const sub: Subscriber = {
        receive(e) {
          if (!active || e.seq <= cursor) return;
          pending.set(e.seq, e);
          void pump();
        },
      };
      const tail = tailFor(runId, afterSeq);
      tail.subscribers.add(sub);
      void pump();
      return {
        close() {
          if (!active) return;
          active = false;
          tail.subscribers.delete(sub);
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
export function openSse(res: ServerResponse, headers: Record<string, string | number | string[]>, heartbeatMs = 15_000): SseConnection {
  res.writeHead(200, { ...headers, ...SSE_HEADERS });
  res.flushHeaders();
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
