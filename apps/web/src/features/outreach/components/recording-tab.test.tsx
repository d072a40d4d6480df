import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredToaster as Toaster } from '@/components/ui/toaster';
import { RecordingTab } from './recording-tab';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:recording-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('RecordingTab', () => {
  it('says so when the conversation has no call id', () => {
    render(<RecordingTab conversationId={null} call={null} />);
    expect(screen.getByText('No call recording available')).toBeInTheDocument();
  });

  it('loads the recording into an object URL and releases it on leaving', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return new Response(new Blob([new Uint8Array(44)], { type: 'audio/wav' }), { status: 200 });
      }),
    );
    const { unmount } = render(<RecordingTab conversationId="conv_1" call={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Recording' }));
    expect(screen.getByRole('button', { name: 'Loading recording...' })).toBeDisabled();
    release();
    expect(await screen.findByTestId('recording-player')).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/v1/outreach/call/conv_1/audio');
    expect(screen.getByTestId('recording-audio')).toHaveAttribute('src', 'blob:recording-1');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording-1');
  });

  it("shows the server's reason when there is no recording", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        new Response(JSON.stringify({ message: 'No recording: espeak-ng is not installed on the server.', code: 'NOT_FOUND' }), { status: 404 }),
      ),
    );
    render(
      <>
        <RecordingTab conversationId="conv_2" call={null} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load Recording' }));
    expect(await screen.findByText('No recording: espeak-ng is not installed on the server.')).toBeInTheDocument();
  });

  it('toasts the spec error when the download fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('boom', { status: 500, statusText: 'Internal Server Error' })));
    render(
      <>
        <RecordingTab conversationId="conv_3" call={null} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load Recording' }));
    expect(await screen.findByText('Failed to fetch call recording. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load Recording' })).toBeEnabled();
  });
});
