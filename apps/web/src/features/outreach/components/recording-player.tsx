import { useEffect, useRef, useState } from 'react';
import { Download, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { formatClock } from '@/lib/format';
import { cn } from '@/lib/utils';

export const SPEEDS = [0.5, 1, 1.5, 2] as const;

/** Plays a recording from an object URL: seek, m:ss times, play/pause, mute, volume and speed. */
export function RecordingPlayer({ src, fileName = 'call-recording' }: { src: string; fileName?: string }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [rate, setRate] = useState(1);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const a = audioRef.current;
    if (!a) return;
    const onTime = () => setCurrent(a.currentTime);
    const onDuration = () => setDuration(Number.isFinite(a.duration) ? a.duration : 0);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onEnded = () => {
      setPlaying(false);
      setCurrent(a.duration || a.currentTime);
    };
    const onVolume = () => {
      setMuted(a.muted);
      setVolume(a.volume);
    };
    const onError = () => setError('This recording cannot be played in this browser.');
    a.addEventListener('timeupdate', onTime);
    a.addEventListener('loadedmetadata', onDuration);
    a.addEventListener('durationchange', onDuration);
    a.addEventListener('play', onPlay);
    a.addEventListener('pause', onPause);
    a.addEventListener('ended', onEnded);
    a.addEventListener('volumechange', onVolume);
    a.addEventListener('error', onError);
    return () => {
      a.removeEventListener('timeupdate', onTime);
      a.removeEventListener('loadedmetadata', onDuration);
      a.removeEventListener('durationchange', onDuration);
      a.removeEventListener('play', onPlay);
      a.removeEventListener('pause', onPause);
      a.removeEventListener('ended', onEnded);
      a.removeEventListener('volumechange', onVolume);
      a.removeEventListener('error', onError);
    };
  }, []);

  const toggle = () => {
    const a = audioRef.current;
    if (!a) return;
    if (a.paused) {
      a.play().catch((e: unknown) => setError(e instanceof Error ? `Playback failed: ${e.message}` : 'Playback failed.'));
    } else {
      a.pause();
    }
  };

  const seek = (value: number) => {
    const a = audioRef.current;
    if (!a) return;
    a.currentTime = value;
    setCurrent(value);
  };

  const changeVolume = (v: number) => {
    const a = audioRef.current;
    if (!a) return;
    a.volume = v;
    if (v > 0 && a.muted) a.muted = false;
    setVolume(v);
  };

  const toggleMute = () => {
    const a = audioRef.current;
    if (!a) return;
    a.muted = !a.muted;
    setMuted(a.muted);
  };

  const changeRate = (r: number) => {
    const a = audioRef.current;
    if (!a) return;
    a.playbackRate = r;
    setRate(r);
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-muted/30 p-4" data-testid="recording-player">
      <audio ref={audioRef} src={src} preload="metadata" data-testid="recording-audio" />
      <div className="flex items-center gap-3">
        <Button size="icon" onClick={toggle} aria-label={playing ? 'Pause' : 'Play'} className="rounded-full">
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        <span className="w-10 text-right font-mono text-xs tabular-nums" aria-label="Current time">
          {formatClock(current)}
        </span>
        <Slider
          aria-label="Seek"
          aria-valuetext={`${formatClock(current)} of ${formatClock(duration)}`}
          min={0}
          max={Math.max(duration, 0.001)}
          step={1}
          value={[Math.min(current, duration || 0)]}
          onValueChange={(v) => seek(v[0] ?? 0)}
          disabled={duration <= 0}
          className="flex-1"
        />
        <span className="w-10 font-mono text-xs tabular-nums" aria-label="Duration">
          {formatClock(duration)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <div className="flex items-center gap-2">
          <Button size="icon-sm" variant="ghost" onClick={toggleMute} aria-label={muted ? 'Unmute' : 'Mute'} aria-pressed={muted}>
            {muted || volume === 0 ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          </Button>
          <Slider
            aria-label="Volume"
            aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
            min={0}
            max={1}
            step={0.1}
            value={[muted ? 0 : volume]}
            onValueChange={(v) => changeVolume(v[0] ?? 0)}
            className="w-28"
          />
        </div>
        <div role="group" aria-label="Playback speed" className="flex items-center gap-1">
          {SPEEDS.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => changeRate(s)}
              aria-pressed={rate === s}
              className={cn(
                'rounded-md px-2 py-1 text-xs font-medium cursor-pointer focus-visible:outline-2 focus-visible:outline-ring',
                rate === s ? 'bg-primary text-primary-foreground' : 'bg-background ring-1 ring-border hover:bg-accent',
              )}
            >
              {s}x
            </button>
          ))}
        </div>
        <a
          href={src}
          download={fileName}
          className="ml-auto inline-flex items-center gap-1.5 rounded-md text-xs font-medium text-primary hover:underline"
        >
          <Download className="size-3.5" aria-hidden="true" /> Download
        </a>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
