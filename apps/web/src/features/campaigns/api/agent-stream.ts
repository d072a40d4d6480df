import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { TAgentEvent, TAgentRun, TRunSettings } from '@inflow/contracts';
import { apiFetch, apiRequest, isApiError, isClientError } from '@/lib/api-client';
import { SseLineParser } from '@/lib/sse';
import { getAgentRun, getLatestAgentRun } from './agent-runs';

/** The spec's stream parameters. */
export const STREAM_QUERY = { force_refresh: false, max_creators: 5, call_priority: 'high_match' } as const;

export const STREAM_ERROR_TEXT = 'Failed to stream logs.';
export const FINISHED_TEXT = 'Agent finished execution.';

const MAX_RECONNECTS = 8;
const reconnectDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 15_000);

/** Finished per the spec: a log with status completed, or progress 100. */
export const isFinishedEvent = (e: TAgentEvent) => e.status === 'completed' || e.progress >= 100;
export const isFailedEvent = (e: TAgentEvent) => e.status === 'failed';

export function parseAgentEvent(data: string): TAgentEvent | null {
  try {
    const v = JSON.parse(data) as Partial<TAgentEvent> | null;
    if (!v || typeof v !== 'object' || typeof v.message !== 'string') return null;
    return {
      seq: typeof v.seq === 'number' ? v.seq : -1,
      run_id: typeof v.run_id === 'string' ? v.run_id : '',
      message: v.message,
      progress: typeof v.progress === 'number' ? v.progress : 0,
      status: v.status ?? 'info',
      phase: v.phase ?? 'matching',
      timestamp: typeof v.timestamp === 'string' ? v.timestamp : new Date().toISOString(),
      data: v.data && typeof v.data === 'object' ? v.data : {},
    };
  } catch {
    return null;
  }
}

export interface ReadStreamOptions {
  campaignId: string;
  lastEventId?: string;
  signal: AbortSignal;
  onOpen?: () => void;
  /** Return 'stop' to stop reading (e.g. after the final event). */
  onEvent: (e: TAgentEvent) => 'stop' | void;
}

/**
 * Starts a run with its settings as the JSON body (or finds the active one: 200). A POST, from this site only: the
 * stream's GET never starts anything, so a link or an <img> on another site cannot spend the budget. 409 when the
 * server refuses the run (campaign paused or closed, budget or planned creators already spoken for).
 */
export const triggerAgentRun = (campaignId: string, settings: TRunSettings, signal?: AbortSignal) =>
  apiRequest<TAgentRun>(`/api/campaign-trigger/trigger/${encodeURIComponent(campaignId)}`, {
    method: 'POST',
    base: 'agent',
    body: settings,
    signal,
  });

/** Opens the stream of the campaign's active (or latest) run and reads it to the end. */
export async function readAgentStream({ campaignId, lastEventId, signal, onOpen, onEvent }: ReadStreamOptions): Promise<void> {
  const res = await apiFetch(`/api/campaign-trigger/trigger/${encodeURIComponent(campaignId)}/stream`, {
    base: 'agent',
    query: STREAM_QUERY,
    headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal,
  });
  if (!res.body) throw new Error('This browser cannot read streamed responses.');
  onOpen?.();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseLineParser();
  for (;;) {
    const { done, value } = await reader.read();
    const messages = done ? parser.flush() : parser.push(value);
    for (const m of messages) {
      const event = parseAgentEvent(m.data);
      if (event && onEvent(event) === 'stop') {
        await reader.cancel().catch(() => {});
        return;
      }
    }
    if (done) return;
  }
}

export type AgentStreamStatus = 'loading' | 'idle' | 'connecting' | 'streaming' | 'finished' | 'failed';

export interface AgentStreamState {
  status: AgentStreamStatus;
  events: TAgentEvent[];
  runId: string | null;
  /** 'Failed to stream logs.' while the connection is broken. */
  streamError: string | null;
  /** The server's reason when it refused the stream (4xx), shown under the error. */
  streamErrorDetail: string | null;
  reconnecting: boolean;
}

type Action =
  | { type: 'loading' }
  | { type: 'idle' }
  | { type: 'reset-connecting' }
  | { type: 'connecting' }
  | { type: 'open' }
  | { type: 'event'; event: TAgentEvent; newRun: boolean }
  | { type: 'stream-error'; reconnecting: boolean; detail?: string | null }
  | { type: 'hydrate'; run: TAgentRun };

const initialState: AgentStreamState = {
  status: 'loading',
  events: [],
  runId: null,
  streamError: null,
  streamErrorDetail: null,
  reconnecting: false,
};

function statusOfRun(run: TAgentRun): AgentStreamStatus {
  if (run.state === 'completed') return 'finished';
  if (run.state === 'failed') return 'failed';
  return 'streaming';
}

export function agentStreamReducer(state: AgentStreamState, action: Action): AgentStreamState {
  switch (action.type) {
    case 'loading':
      return { ...initialState, status: 'loading' };
    case 'idle':
      return { ...state, status: 'idle' };
    case 'reset-connecting':
      return { ...initialState, status: 'connecting' };
    case 'connecting':
      return { ...state, status: state.status === 'streaming' ? 'streaming' : 'connecting' };
    case 'open':
      return { ...state, status: 'streaming', streamError: null, streamErrorDetail: null, reconnecting: false };
    case 'event': {
      const e = action.event;
      const events = action.newRun ? [e] : [...state.events, e];
      const status: AgentStreamStatus = isFailedEvent(e) ? 'failed' : isFinishedEvent(e) ? 'finished' : 'streaming';
      return { ...state, events, runId: e.run_id || state.runId, status, streamError: null, streamErrorDetail: null, reconnecting: false };
    }
    case 'stream-error':
      return { ...state, streamError: STREAM_ERROR_TEXT, streamErrorDetail: action.detail ?? null, reconnecting: action.reconnecting };
    case 'hydrate':
      return {
        ...state,
        status: statusOfRun(action.run),
        events: action.run.events ?? state.events,
        runId: action.run.id,
        streamError: null,
        streamErrorDetail: null,
        reconnecting: false,
      };
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

/**
 * The Auto Co-Pilot of one campaign: attaches to its active run on mount (or shows the last
 * finished one), starts a run on demand, and keeps the stream alive with Last-Event-ID reconnects.
 */
export function useAgentStream(campaignId: string) {
  const [state, dispatch] = useReducer(agentStreamReducer, initialState);
  const ctrlRef = useRef<AbortController | null>(null);
  const runIdRef = useRef<string | null>(null);
  const lastSeqRef = useRef<number | null>(null);
  const terminalRef = useRef(false);

  const connect = useCallback(
    async (reset: boolean) => {
      ctrlRef.current?.abort();
      const ctrl = new AbortController();
      ctrlRef.current = ctrl;
      if (reset) {
        runIdRef.current = null;
        lastSeqRef.current = null;
        terminalRef.current = false;
        dispatch({ type: 'reset-connecting' });
      }
      let attempt = 0;
      while (!ctrl.signal.aborted) {
        try {
          dispatch({ type: 'connecting' });
          await readAgentStream({
            campaignId,
            lastEventId: lastSeqRef.current !== null && runIdRef.current ? String(lastSeqRef.current) : undefined,
            signal: ctrl.signal,
            onOpen: () => {
              attempt = 0;
              dispatch({ type: 'open' });
            },
            onEvent: (event) => {
              const newRun = Boolean(runIdRef.current && event.run_id && event.run_id !== runIdRef.current);
              if (!newRun && lastSeqRef.current !== null && event.seq >= 0 && event.seq <= lastSeqRef.current) return; // replayed
              if (event.run_id) runIdRef.current = event.run_id;
              if (event.seq >= 0) lastSeqRef.current = event.seq;
              dispatch({ type: 'event', event, newRun });
              if (isFinishedEvent(event) || isFailedEvent(event)) {
                terminalRef.current = true;
                return 'stop';
              }
            },
          });
          if (terminalRef.current || ctrl.signal.aborted) return;
          throw new Error('The stream closed before the run ended.');
        } catch (e) {
          if (ctrl.signal.aborted) return;
          if (isClientError(e)) {
            // The server refused (bad campaign, bad parameters): asking again will not help.
            dispatch({ type: 'stream-error', reconnecting: false, detail: e instanceof Error ? e.message : null });
            return;
          }
          attempt += 1;
          if (attempt > MAX_RECONNECTS) {
            dispatch({ type: 'stream-error', reconnecting: false });
            return;
          }
          dispatch({ type: 'stream-error', reconnecting: true });
          await sleep(reconnectDelay(attempt), ctrl.signal);
          if (ctrl.signal.aborted) return;
          // If the run ended while we were away, show its stored log rather than replaying it.
          if (runIdRef.current) {
            try {
              const run = await getAgentRun(runIdRef.current, ctrl.signal);
              if (run.state === 'completed' || run.state === 'failed') {
                terminalRef.current = true;
                dispatch({ type: 'hydrate', run });
                return;
              }
            } catch {
              // Fall through and try the stream again.
            }
          }
        }
      }
    },
    [campaignId],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    dispatch({ type: 'loading' });
    runIdRef.current = null;
    lastSeqRef.current = null;
    terminalRef.current = false;
    const startedBefore = ctrlRef.current;
    // The user may start a run before the history arrives; then the history must not override it.
    const userStarted = () => ctrlRef.current !== startedBefore && ctrlRef.current !== null && !ctrlRef.current.signal.aborted;
    (async () => {
      try {
        const latest = await getLatestAgentRun(campaignId, ctrl.signal);
        if (ctrl.signal.aborted || userStarted()) return;
        if (!latest) return dispatch({ type: 'idle' });
        if (latest.state === 'running' || latest.state === 'queued') return void connect(true);
        const full = latest.events ? latest : await getAgentRun(latest.id, ctrl.signal);
        if (ctrl.signal.aborted || userStarted()) return;
        runIdRef.current = full.id;
        terminalRef.current = true;
        dispatch({ type: 'hydrate', run: full });
      } catch {
        // No run history (or the agent service is unreachable): the sheet offers to start one.
        if (!ctrl.signal.aborted && !userStarted()) dispatch({ type: 'idle' });
      }
    })();
    return () => {
      ctrl.abort();
      ctrlRef.current?.abort();
    };
  }, [campaignId, connect]);

  /**
   * Start a run with these settings (or attach to the active one), then follow its stream. Resolves with the server's
   * reason when it refuses to start (nothing changes then), else with null.
   */
  const start = useCallback(
    async (settings: TRunSettings): Promise<string | null> => {
      const active = state.status === 'connecting' || state.status === 'streaming';
      if (active && !state.streamError) return null;
      if (active) {
        void connect(false);
        return null;
      }
      try {
        await triggerAgentRun(campaignId, settings);
      } catch (e) {
        if (isApiError(e)) return e.serverMessage ?? e.message;
        return e instanceof Error ? e.message : 'The Auto Co-Pilot could not start.';
      }
      void connect(true);
      return null;
    },
    [campaignId, connect, state.status, state.streamError],
  );

  /** Reconnect by hand after the automatic attempts gave up. */
  const retry = useCallback(() => void connect(false), [connect]);

  const derived = useMemo(() => {
    const latest = state.events[state.events.length - 1] ?? null;
    const progress = state.events.reduce((m, e) => Math.max(m, e.progress), 0);
    return { latest, progress, phase: latest?.phase ?? null };
  }, [state.events]);

  return { ...state, ...derived, start, retry };
}

export type AgentStream = ReturnType<typeof useAgentStream>;
