import { useEffect, useRef, useState } from 'react';
import { FileAudio, Loader2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TCallRecord } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { getRecording } from '../api/get-recording';
import { isCallActive } from '../lib/calls';
import { RecordingPlayer } from './recording-player';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'loaded'; url: string } | { kind: 'unavailable'; reason: string } | { kind: 'error'; message: string };

/** The spec's Call Recording tab: 'Load Recording' fetches the audio; the object URL is released on leaving. */
export function RecordingTab({ conversationId, call }: { conversationId: string | null; call: TCallRecord | null }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const urlRef = useRef<string | null>(null);
  const ctrlRef = useRef<AbortController | null>(null);

  const release = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };

  useEffect(
    () => () => {
      ctrlRef.current?.abort();
      release();
    },
    [],
  );

  // Another call selected: drop the previous recording.
  useEffect(() => {
    ctrlRef.current?.abort();
    release();
    setState({ kind: 'idle' });
  }, [conversationId]);

  if (!conversationId) {
    return <p className="py-8 text-center text-sm text-muted-foreground">No call recording available</p>;
  }

  const load = async () => {
    ctrlRef.current?.abort();
    const ctrl = new AbortController();
    ctrlRef.current = ctrl;
    setState({ kind: 'loading' });
    try {
      const blob = await getRecording(conversationId, ctrl.signal);
      if (ctrl.signal.aborted) return;
      release();
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      setState({ kind: 'loaded', url });
    } catch (e) {
      if (ctrl.signal.aborted) return;
      if (isApiError(e) && e.status === 404) {
        setState({ kind: 'unavailable', reason: e.serverMessage ?? 'No call recording available' });
        return;
      }
      toast.error('Error', { description: 'Failed to fetch call recording. Please try again.' });
      setState({ kind: 'error', message: e instanceof Error ? e.message : 'Failed to fetch call recording. Please try again.' });
    }
  };

  const running = isCallActive(call);
  const knownUnavailable = call && !running && !call.has_recording ? call.recording_unavailable_reason : null;

  return (
    <div className="flex flex-col gap-4">
      {state.kind === 'loaded' ? (
        <RecordingPlayer src={state.url} fileName={`call-${conversationId}`} />
      ) : (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <FileAudio className="size-10 text-muted-foreground" aria-hidden="true" />
          {running ? (
            <p className="text-sm text-muted-foreground">The call is still in progress. The recording will be ready when it ends.</p>
          ) : knownUnavailable ? (
            <p className="max-w-md text-sm text-muted-foreground">{knownUnavailable}</p>
          ) : state.kind === 'unavailable' ? (
            <p role="alert" className="max-w-md text-sm text-muted-foreground">
              {state.reason}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Listen to the call between the agent and the creator.</p>
          )}
          {state.kind === 'error' && (
            <p role="alert" className="max-w-md text-sm text-destructive">
              {state.message}
            </p>
          )}
          {!running && !knownUnavailable && state.kind !== 'unavailable' && (
            <Button onClick={() => void load()} disabled={state.kind === 'loading'}>
              {state.kind === 'loading' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileAudio aria-hidden="true" />}
              {state.kind === 'loading' ? 'Loading recording...' : 'Load Recording'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
