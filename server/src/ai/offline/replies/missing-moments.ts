/**
 * Life moments not yet covered by any memory, most important first, named with
 * the writer's own people ("Your wedding day with Margaret").
 */
import type { MemoryForAi } from '#server/ai/ai-provider.ts';
import { profileMemories } from '../readers/memory-profile.ts';
import { openMoments } from './life-moments.ts';

export function missingMomentsOffline(memories: MemoryForAi[]): string[] {
  return openMoments(profileMemories(memories)).map((m) => m.text);
}
