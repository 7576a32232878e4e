import { describe, expect, it } from 'vitest';
import { releaseHoldSentences, releaseHolds } from './release-holds.ts';

const answer = (
  id: string,
  over: { hasAudio?: boolean; wordsChecked?: boolean; status?: 'ready' | 'processing' },
) => ({
  id,
  question: 'Where did you grow up?',
  text: over.status === 'processing' ? '' : 'On a farm.',
  status: over.status ?? 'ready',
  hasAudio: over.hasAudio ?? true,
  wordsChecked: over.wordsChecked ?? false,
  version: 1,
});

describe('what Release everything so far will not share in full (decision 811)', () => {
  it('counts spoken answers and recordings whose words are not checked, and what was left out, once each', () => {
    const holds = releaseHolds(
      [
        { id: 'f1', status: 'ready', transcriptChecked: false },
        { id: 'f2', status: 'ready', transcriptChecked: true },
        { id: 'f3', status: 'processing', transcriptChecked: false },
        { id: 'f4', status: 'ready', transcriptChecked: false },
      ],
      [
        {
          id: 'i1',
          answers: [
            answer('a1', {}),
            answer('a2', { hasAudio: false, wordsChecked: true }),
            answer('a3', { wordsChecked: true }),
            answer('a4', { status: 'processing' }),
          ],
        },
        { id: 'i2', answers: [answer('a5', {}), answer('a6', {})] },
      ],
      [
        { kind: 'interview', id: 'i2', state: 'left-out' },
        { kind: 'file', id: 'f4', state: 'left-out' },
        { kind: 'fragment', id: 'm1', state: 'released' },
      ],
    );
    expect(holds).toEqual({ uncheckedAnswers: 1, uncheckedRecordings: 1, leftOut: 2 });
  });

  it('says each in a sentence, one or many, and nothing when all is shared in full', () => {
    expect(releaseHoldSentences({ uncheckedAnswers: 3, uncheckedRecordings: 1, leftOut: 1 })).toEqual([
      '3 spoken answers whose words you have not checked yet: your family will hear them but not read them until you check them in My Memories.',
      '1 recording whose words you have not checked yet: your family will hear it but not read it until you check it in My Memories.',
      '1 memory, chapter or book you left out: it stays private.',
    ]);
    expect(releaseHoldSentences({ uncheckedAnswers: 0, uncheckedRecordings: 0, leftOut: 2 })).toEqual([
      '2 memories, chapters and books you left out: they stay private.',
    ]);
    expect(releaseHoldSentences({ uncheckedAnswers: 0, uncheckedRecordings: 0, leftOut: 0 })).toEqual([]);
  });
});
