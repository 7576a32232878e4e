/**
 * Speech to text through `POST {baseUrl}/audio/transcriptions` (OpenAI,
 * whisper.cpp server, LocalAI, vLLM …): multipart upload of the recording.
 */
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import {
  authHeaders,
  type EndpointConfig,
  endpoint,
  fetchWithDeadline,
  ProviderError,
} from './chat-completions.ts';

export async function transcribeRemote(
  config: EndpointConfig & { model: string },
  audioPath: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', await openAsBlob(audioPath), basename(audioPath));
  form.append('model', config.model);
  form.append('response_format', 'json');
  const body = await fetchWithDeadline(
    endpoint(config.baseUrl, '/audio/transcriptions'),
    { method: 'POST', headers: authHeaders(config.apiKey), body: form },
    config.timeoutMs,
  );
  const text = (body as { text?: unknown })?.text;
  if (typeof text !== 'string') throw new ProviderError('schema', 'transcription response has no "text"');
  return text.trim();
}
