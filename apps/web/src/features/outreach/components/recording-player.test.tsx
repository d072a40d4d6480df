import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordingPlayer } from './recording-player';

// jsdom has no media pipeline: drive the <audio> element by hand.
let paused = true;
beforeEach(() => {
  paused = true;
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => vi.restoreAllMocks());

function loadAudio(duration: number) {
  const audio = screen.getByTestId('recording-audio') as HTMLAudioElement;
  Object.defineProperty(audio, 'duration', { configurable: true, value: duration });
  fireEvent(audio, new Event('loadedmetadata'));
  return audio;
}

describe('RecordingPlayer', () => {
  it('shows m:ss times and plays / pauses', async () => {
    render(<RecordingPlayer src="blob:rec" />);
    const audio = loadAudio(125);
    expect(screen.getByLabelText('Duration')).toHaveTextContent('2:05');
    expect(screen.getByLabelText('Current time')).toHaveTextContent('0:00');

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    audio.currentTime = 61;
    fireEvent(audio, new Event('timeupdate'));
    expect(screen.getByLabelText('Current time')).toHaveTextContent('1:01');

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('seeks in 1 second steps with the keyboard', async () => {
    render(<RecordingPlayer src="blob:rec" />);
    const audio = loadAudio(30);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('aria-valuemax', '30');
    seek.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(audio.currentTime).toBe(3);
    expect(screen.getByLabelText('Current time')).toHaveTextContent('0:03');
  });

  it('mutes, sets volume from 0 to 1 in 0.1 steps, and changes speed', async () => {
    render(<RecordingPlayer src="blob:rec" />);
    const audio = loadAudio(30);
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('aria-valuemin', '0');
    expect(volume).toHaveAttribute('aria-valuemax', '1');
    volume.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(audio.volume).toBeCloseTo(0.8);

    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');

    const speeds = screen.getByRole('group', { name: 'Playback speed' });
    expect([...speeds.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['0.5x', '1x', '1.5x', '2x']);
    await userEvent.click(screen.getByRole('button', { name: '1.5x' }));
    expect(audio.playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: '1.5x' })).toHaveAttribute('aria-pressed', 'true');
  });
});
