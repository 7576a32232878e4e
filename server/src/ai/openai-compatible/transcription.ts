/**
 * Speech to text through `POST {baseUrl}/audio/transcriptions` (OpenAI,
 * whisper.cpp server, LocalAI, vLLM …): multipart upload of the recording.
 */
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'zod';
import {
  TRANSCRIPT_WORDS_MAX,
  type Transcript,
  type TranscriptSegment,
  type TranscriptWord,
} from '#shared/voice.ts';
import {
  authHeaders,
  type EndpointConfig,
  endpoint,
  fetchWithDeadline,
  ProviderError,
} from './chat-completions.ts';

/** The most of the person's names and places sent as a prompt: whisper reads about 224 tokens of it. */
const MAX_PROMPT_CHARS = 600;

/**
 * The recording's text and its sentences with their times (`verbose_json`), and each sentence's words with theirs
 * when the endpoint gives them (`timestamp_granularities[]` word and segment, as OpenAI's API does). When the person's Memory DNA already
 * holds names and places, they go along as the `prompt`, so "Bertie" and "Kraków" are written as the family
 * writes them. An endpoint that ignores `verbose_json` and answers `{text}` still works, without timings;
 * one that gives sentences but no words still has its sentences timed.
 */
export async function transcribeRemote(
  config: EndpointConfig & { model: string },
  audioPath: string,
  hints: { vocabulary?: string[] } = {},
): Promise<Transcript> {
  const form = new FormData();
  form.append('file', await openAsBlob(audioPath), basename(audioPath));
  form.append('model', config.model);
  form.append('response_format', 'verbose_json');
  // OpenAI gives words only when asked, and then sentences only when asked too.
  form.append('timestamp_granularities[]', 'segment');
  form.append('timestamp_granularities[]', 'word');
  const prompt = promptOf(hints.vocabulary ?? []);
  if (prompt) form.append('prompt', prompt);
  const body = await fetchWithDeadline(
    endpoint(config.baseUrl, '/audio/transcriptions'),
    { method: 'POST', headers: authHeaders(config.apiKey), body: form },
    config.timeoutMs,
  );
  const parsed = verboseTranscriptSchema.safeParse(body);
  if (!parsed.success) throw new ProviderError('schema', 'transcription response has no "text"');
  const segments = (parsed.data.segments ?? [])
    .map((segment) => ({
      startMs: Math.round(segment.start * 1000),
      endMs: Math.round(segment.end * 1000),
      text: segment.text.trim(),
    }))
    .filter((segment) => segment.text && segment.endMs >= segment.startMs);
  return { text: parsed.data.text.trim(), segments: withWords(segments, parsed.data.words ?? []) };
}

const timedSchema = z.object({ start: z.number().min(0), end: z.number().min(0) });
const verboseTranscriptSchema = z.object({
  text: z.string(),
  segments: z.array(timedSchema.extend({ text: z.string() })).optional(),
  words: z.array(timedSchema.extend({ word: z.string() })).optional(),
});

/**
 * OpenAI lists the recording's words apart from its sentences: each word goes to the sentence it is said in (the
 * last one that starts at or before its middle), in order. A sentence no word falls in keeps only its own moment.
 */
function withWords(
  segments: TranscriptSegment[],
  words: readonly { start: number; end: number; word: string }[],
): TranscriptSegment[] {
  const bySentence = segments.map((): TranscriptWord[] => []);
  for (const w of words) {
    const word = w.word.trim();
    const startMs = Math.round(w.start * 1000);
    const endMs = Math.round(w.end * 1000);
    if (!word || endMs < startMs) continue;
    const middle = (startMs + endMs) / 2;
    const at = segments.findLastIndex((segment) => segment.startMs <= middle);
    bySentence[Math.max(0, at)]?.push({ word, startMs, endMs });
  }
  return segments.map((segment, s) => {
    const sentenceWords = bySentence[s]!.slice(0, TRANSCRIPT_WORDS_MAX);
    return sentenceWords.length > 0 ? { ...segment, words: sentenceWords } : segment;
  });
}

/** "Names and places: Tom, Joan, Kraków." — whole names only, as many as fit. */
function promptOf(vocabulary: string[]): string {
  const names: string[] = [];
  let length = 0;
  // "Tom (brother)" is sent as "Tom": the recogniser needs the spelling, not the relation.
  const spellings = vocabulary.map((word) => word.replace(/\s*\([^)]*\)\s*$/, '').trim()).filter(Boolean);
  for (const name of new Set(spellings)) {
    if (length + name.length + 2 > MAX_PROMPT_CHARS) break;
    names.push(name);
    length += name.length + 2;
  }
  return names.length > 0 ? `Names and places: ${names.join(', ')}.` : '';
}
