/**
 * Memory DNA (when, where, who) and topics of one memory, offline.
 *
 * The rules hand each other values (a `Person`, a `When`); this is the one place
 * they become the Memory DNA's strings, "Tom (brother)" and "Summer 1965"
 * (docs/decisions/631).
 */

import { formatPerson } from '#server/ai/rules/person.ts';
import type { MemoryAnalysis } from '#shared/ai.ts';
import { isLowercaseText, MAX_ENTITY_CHARS, MAX_TOPIC_CHARS, normalizeText } from './normalize.ts';
import { extractPeople } from './people.ts';
import { extractPlace } from './places.ts';
import { extractWhen, mentionsHistoricEvent } from './time.ts';
import { tokenize } from './tokens.ts';
import { detectTopics } from './topics.ts';
import { restoreTranscript } from './transcript.ts';

export function analyzeMemoryText(input: string): MemoryAnalysis {
  const text = normalizeText(input);
  if (!text) return { whenHappened: null, whereHappened: null, peopleInvolved: [], topics: [] };
  const written = cut(text, MAX_ENTITY_CHARS);
  // A transcript gets back what speech lost (transcript.ts), then is read like typed text where it can be.
  const head = isLowercaseText(written) ? restoreTranscript(written) : written;
  const lowercase = isLowercaseText(head);
  const { tokens } = tokenize(head);
  const people = extractPeople(tokens, lowercase);
  const whereHappened = extractPlace(head, tokens, lowercase, people);
  const when = extractWhen(head, tokens);

  const topicText = cut(text, MAX_TOPIC_CHARS);
  const topicTokens = topicText.length === head.length ? tokens : tokenize(topicText).tokens;
  // A name alone can say who someone is to the writer too ("Buddy", "Mama").
  const relations = people.map((p) => p.relation ?? p.name.toLowerCase());
  const topics = detectTopics(topicTokens, topicText, {
    relations,
    when,
    where: whereHappened,
    historicEvent: mentionsHistoricEvent(head),
  });
  return {
    whenHappened: when?.label ?? null,
    whereHappened,
    peopleInvolved: people.map(formatPerson),
    topics,
  };
}

/** Cut at a sentence or word boundary near `max` so no word is split. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const stop = Math.max(slice.lastIndexOf('. '), slice.lastIndexOf(' '));
  return stop > max / 2 ? slice.slice(0, stop + 1) : slice;
}
