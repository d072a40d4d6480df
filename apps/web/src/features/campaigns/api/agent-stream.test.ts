import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { TAgentEvent } from '@inflow/contracts';
import { FINISHED_TEXT, STREAM_ERROR_TEXT, isFinishedEvent, parseAgentEvent, readAgentStream, useAgentStream } from './agent-stream';

const ev = (seq: number, over: Partial<TAgentEvent> = {}): TAgentEvent => ({
  seq,
  run_id: 'run-1',
  message: `step ${seq}`,
  progress: seq * 10,
  status: 'info',
  phase: 'matching',
  timestamp: '2025-03-05T09:00:00.000Z',
  data: {},
  ...over,
});

const sse = (events: TAgentEvent[], { close = true } = {}) => {
  const text = ': hello\n\n' + events.map((e) => `id: ${e.seq}\ndata: ${JSON.stringify(e)}\n\n`).join('');
  return new ReadableStream<Uint8Array>({
    start(c) {
      // Split mid-line to exercise the line reader.
      const bytes = new TextEncoder().encode(text);
      c.enqueue(bytes.slice(0, 17));
      c.enqueue(bytes.slice(17));
      if (close) c.close();
    },
  });
};

afterEach(() => vi.unstubAllGlobals());

describe('agent events', () => {
  it('parses data lines and ignores junk', () => {
    expect(parseAgentEvent(JSON.stringify(ev(1)))).toMatchObject({ seq: 1, message: 'step 1' });
    expect(parseAgentEvent('not json')).toBeNull();
    expect(parseAgentEvent('{"no":"message"}')).toBeNull();
  });
  it('is finished on status completed or progress 100', () => {
    expect(isFinishedEvent(ev(1, { status: 'completed', progress: 90 }))).toBe(true);
    expect(isFinishedEvent(ev(1, { progress: 100 }))).toBe(true);
    expect(isFinishedEvent(ev(1))).toBe(false);
  });
});

describe('readAgentStream', () => {
  it('requests the spec parameters and yields each event', async () => {
    const fetch = vi.fn(async () => new Response(sse([ev(1), ev(2)]), { headers: { 'Content-Type': 'text/event-stream' } }));
    vi.stubGlobal('fetch', fetch);
    const seen: number[] = [];
    await readAgentStream({ campaignId: 'c1', lastEventId: '4', signal: new AbortController().signal, onEvent: (e) => void seen.push(e.seq) });
    expect(seen).toEqual([1, 2]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/campaign-trigger/trigger/c1/stream?force_refresh=false&max_creators=5&call_priority=high_match');
    expect((init.headers as Record<string, string>)['Last-Event-ID']).toBe('4');
    expect((init.headers as Record<string, string>).Accept).toBe('text/event-stream');
  });
});

describe('useAgentStream', () => {
  it('is idle without runs, then starts one with a POST and streams it to the end', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/campaign-trigger/runs')) return new Response('[]');
      if (init?.method === 'POST') return new Response(JSON.stringify({ id: 'run-1', state: 'queued' }), { status: 201 });
      return new Response(
        sse([
          ev(1, { status: 'started' }),
          ev(2, { status: 'creators_found', phase: 'finding', data: { creator_details: [] } }),
          ev(3, { status: 'completed', phase: 'done', progress: 100 }),
        ]),
      );
    });
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useAgentStream('c1'));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    const settings = { max_creators: 2, require_approval: true, calling_hours: { start: '10:00', end: '19:00' } };
    await act(async () => expect(await result.current.start(settings)).toBeNull());
    await waitFor(() => expect(result.current.status).toBe('finished'));
    expect(result.current.events.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(result.current.progress).toBe(100);
    expect(FINISHED_TEXT).toBe('Agent finished execution.');
    // The run starts with a POST; the stream itself is a GET that only attaches.
    const calls = fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(calls.slice(1)).toEqual([
      'POST /api/campaign-trigger/trigger/c1',
      'GET /api/campaign-trigger/trigger/c1/stream?force_refresh=false&max_creators=5&call_priority=high_match',
    ]);
    // The run settings travel as the POST's JSON body.
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual(settings);
  });

  it('attaches to an active run on mount and resumes with Last-Event-ID after a drop', async () => {
    let streams = 0;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/campaign-trigger/runs?campaign_id=c1') {
        return new Response(JSON.stringify([{ id: 'run-1', state: 'running', created_at: '2025-03-05T09:00:00Z' }]));
      }
      if (url === '/api/campaign-trigger/runs/run-1') return new Response(JSON.stringify({ id: 'run-1', state: 'running' }));
      streams += 1;
      if (streams === 1) return new Response(sse([ev(1), ev(2)])); // the connection drops mid-run
      expect((init?.headers as Record<string, string>)['Last-Event-ID']).toBe('2');
      return new Response(sse([ev(2), ev(3, { status: 'completed', progress: 100 })])); // replay overlaps
    });
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useAgentStream('c1'));
    await waitFor(() => expect(result.current.streamError).toBe(STREAM_ERROR_TEXT));
    expect(result.current.reconnecting).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('finished'), { timeout: 4000 });
    expect(result.current.events.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(result.current.streamError).toBeNull();
  });

  it('shows the stored log of a finished run and can start a new one', async () => {
    const stored = { id: 'run-0', state: 'completed', created_at: '2025-03-04T09:00:00Z', events: [ev(1, { run_id: 'run-0', status: 'completed', progress: 100 })] };
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/campaign-trigger/runs')) return new Response(JSON.stringify([stored]));
      if (init?.method === 'POST') return new Response(JSON.stringify({ id: 'run-2', state: 'queued' }), { status: 201 });
      return new Response(sse([ev(1, { run_id: 'run-2', status: 'started', progress: 5 })], { close: false }));
    });
    vi.stubGlobal('fetch', fetch);
    const { result, unmount } = renderHook(() => useAgentStream('c1'));
    await waitFor(() => expect(result.current.status).toBe('finished'));
    expect(result.current.runId).toBe('run-0');
    await act(async () => void (await result.current.start({ require_approval: true })));
    await waitFor(() => expect(result.current.runId).toBe('run-2'));
    expect(result.current.status).toBe('streaming');
    expect(result.current.events).toHaveLength(1);
    unmount();
  });

  it('stops retrying when the server refuses the stream', async () => {
    let streamed = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith('/api/campaign-trigger/runs')) return new Response('[]');
        if (init?.method === 'POST') return new Response(JSON.stringify({ id: 'run-1', state: 'queued' }), { status: 201 });
        streamed += 1;
        return new Response(JSON.stringify({ message: 'Campaign not found', code: 'NOT_FOUND' }), { status: 404 });
      }),
    );
    const { result } = renderHook(() => useAgentStream('c1'));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    await act(async () => void (await result.current.start({ require_approval: true })));
    await waitFor(() => expect(result.current.streamError).toBe(STREAM_ERROR_TEXT));
    expect(result.current.reconnecting).toBe(false);
    expect(result.current.streamErrorDetail).toBe('HTTP error! status: 404, message: Campaign not found');
    expect(streamed).toBe(1);
  });

  it('resolves with the server\'s reason when it refuses to start a run, and changes nothing', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/campaign-trigger/runs')) return new Response('[]');
      if (init?.method === 'POST') {
        return new Response(JSON.stringify({ message: 'The campaign is completed: the Co-Pilot only runs for campaigns in planning or active.', code: 'run_refused' }), {
          status: 409,
        });
      }
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useAgentStream('c1'));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    let refusal: string | null = null;
    await act(async () => void (refusal = await result.current.start({ require_approval: true })));
    expect(refusal).toBe('The campaign is completed: the Co-Pilot only runs for campaigns in planning or active.');
    expect(result.current.status).toBe('idle');
    expect(result.current.streamError).toBeNull();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/stream'))).toHaveLength(0);
  });
});
