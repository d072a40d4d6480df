import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TAgentEvent } from '@inflow/contracts';
import { describe, expect, it } from 'vitest';
import { createEventHub, formatSse, openSse } from './stream.js';

const RUN = '11111111-1111-4111-8111-111111111111';
const ev = (seq: number): TAgentEvent => ({
  seq,
  run_id: RUN,
  message: `event ${seq}`,
  progress: seq,
  status: 'info',
  phase: 'calling',
  timestamp: new Date(0).toISOString(),
  data: {},
});
const tick = () => new Promise((r) => setTimeout(r, 5));

/** A table of events that the hub reads, standing in for agent_events. */
function fakeRepo(initial: number) {
  const rows = Array.from({ length: initial }, (_, i) => ev(i + 1));
  let reads = 0;
  return {
    rows,
    reads: () => reads,
    repo: {
      async events(_runId: string, afterSeq = 0) {
        reads++;
        await tick();
        return rows.filter((e) => e.seq > afterSeq);
      },
    },
  };
}

describe('event hub', () => {
  it('replays stored events, then live ones, each once and in order, whatever order they arrive in', async () => {
    const db = fakeRepo(3);
    const hub = createEventHub({ repo: db.repo, pollIntervalMs: 10_000 });
    const got: number[] = [];
    const sub = hub.subscribe(RUN, { afterSeq: 1, onEvent: (e) => got.push(e.seq) });
    await tick();
    await tick();
    expect(got).toEqual([2, 3]);
    // 5 is committed and published before 4 is: the hub reads the table instead of skipping 4.
    db.rows.push(ev(4), ev(5));
    hub.publish(ev(5));
    hub.publish(ev(4));
    hub.publish(ev(5));
    await tick();
    await tick();
    expect(got).toEqual([2, 3, 4, 5]);
    db.rows.push(ev(6));
    hub.publish(ev(6));
    expect(got).toEqual([2, 3, 4, 5, 6]);
    sub.close();
    expect(hub.watched()).toBe(0);
    hub.close();
  });

  it('serves many subscribers from one read of the table', async () => {
    const db = fakeRepo(10);
    const hub = createEventHub({ repo: db.repo, pollIntervalMs: 10_000 });
    const logs = Array.from({ length: 100 }, () => [] as number[]);
    const subs = logs.map((log, i) => hub.subscribe(RUN, { afterSeq: i % 10, onEvent: (e) => log.push(e.seq) }));
    await tick();
    await tick();
    logs.forEach((log, i) => expect(log).toEqual(Array.from({ length: 10 - (i % 10) }, (_, k) => (i % 10) + k + 1)));
    expect(db.reads()).toBe(1);
    subs.forEach((s) => s.close());
    hub.close();
  });

  it('picks up events written by another process by polling', async () => {
    const db = fakeRepo(1);
    const hub = createEventHub({ repo: db.repo, pollIntervalMs: 20 });
    const got: number[] = [];
    const sub = hub.subscribe(RUN, { afterSeq: 0, onEvent: (e) => got.push(e.seq) });
    db.rows.push(ev(2), ev(3));
    for (let i = 0; i < 100 && got.length < 3; i++) await tick();
    expect(got).toEqual([1, 2, 3]);
    sub.close();
    hub.close();
  });
});

describe('SSE connection', () => {
  it('sends the first chunk with the headers, id and data lines per event, and heartbeat comments', async () => {
    const server = createServer((_req, res) => {
      const conn = openSse(res, { 'x-test': '1' }, formatSse(ev(1)), 30);
      setTimeout(() => conn.send(ev(2)), 80);
      setTimeout(() => conn.end(), 100);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(res.headers.get('x-test')).toBe('1');
      const text = await res.text();
      expect(text.startsWith(`id: 1\ndata: ${JSON.stringify(ev(1))}\n\n`)).toBe(true);
      expect(text).toContain(`id: 2\ndata: ${JSON.stringify(ev(2))}\n\n`);
      expect(text.match(/^: ping$/gm)?.length).toBeGreaterThanOrEqual(1);
    } finally {
      server.close();
    }
  });
});
