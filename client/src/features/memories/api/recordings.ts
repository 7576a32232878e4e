import { ApiError, request } from '#client/lib/api-request.ts';
import { recordingsApi } from '#shared/recordings-api.ts';

export const startRecording = (mimeType: string) => request(recordingsApi.start, { body: { mimeType } });

export const finishRecording = (id: string, durationMs: number) =>
  request(recordingsApi.finish, { params: { id }, body: { durationMs } });

/** Sends one piece of a recording as it is made; the bytes go as they are, not as JSON. */
export async function sendRecordingChunk(id: string, seq: number, chunk: Blob): Promise<void> {
  const response = await fetch(`/api/recordings/${encodeURIComponent(id)}/chunks/${seq}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: chunk,
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
}
