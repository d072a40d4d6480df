import { apiFetch } from '@/lib/api-client';

/** Downloads a call's recording; a 404 carries the server's reason (no recording, still running...). */
export async function getRecording(conversationId: string, signal?: AbortSignal): Promise<Blob> {
  const res = await apiFetch(`/api/v1/outreach/call/${encodeURIComponent(conversationId)}/audio`, {
    headers: { Accept: 'audio/*' },
    signal,
  });
  return res.blob();
}
