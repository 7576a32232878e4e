import { useFilesAndInterviews } from '#client/lib/files-and-interviews.ts';
import { useReleases } from '#client/lib/releases.ts';
import type { ReleaseStatus } from '#shared/family.ts';
import type { Interview } from '#shared/interviews.ts';
import type { UploadedFile } from '#shared/memories.ts';

/** What "Release everything so far" will not share in full, counted from the lists the storyteller already has. */
export interface ReleaseHolds {
  /** Spoken interview answers whose automatic words are not checked: the family hears them, reads nothing. */
  uncheckedAnswers: number;
  /** Recordings whose automatic transcript is not checked: the same. */
  uncheckedRecordings: number;
  /** Items the storyteller left out: they stay private. */
  leftOut: number;
}

/** Counts what waits (decision 811); an item left out is counted once, as left out. */
export function releaseHolds(
  files: readonly Pick<UploadedFile, 'id' | 'status' | 'transcriptChecked'>[],
  interviews: readonly Pick<Interview, 'id' | 'answers'>[],
  releases: readonly Pick<ReleaseStatus, 'kind' | 'id' | 'state'>[],
): ReleaseHolds {
  const leftOut = new Set(
    releases.filter((status) => status.state === 'left-out').map((status) => `${status.kind}:${status.id}`),
  );
  const uncheckedRecordings = files.filter(
    (file) => file.status === 'ready' && !file.transcriptChecked && !leftOut.has(`file:${file.id}`),
  ).length;
  const uncheckedAnswers = interviews
    .filter((interview) => !leftOut.has(`interview:${interview.id}`))
    .flatMap((interview) => interview.answers)
    .filter(
      (answer) => answer.hasAudio && answer.status === 'ready' && answer.text && !answer.wordsChecked,
    ).length;
  return { uncheckedAnswers, uncheckedRecordings, leftOut: leftOut.size };
}

/** What waits, once the storyteller's files, interviews and release states are read. */
export function useReleaseHolds(enabled: boolean) {
  const { files, interviews } = useFilesAndInterviews(enabled);
  const releases = useReleases();
  const ready = files.isSuccess && interviews.isSuccess && releases.isSuccess;
  return ready ? releaseHolds(files.data, interviews.data, releases.data) : undefined;
}

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The confirmation's sentences, one per kind of item held back; empty when everything is shared in full. */
export function releaseHoldSentences(holds: ReleaseHolds): string[] {
  const sentences: string[] = [];
  const waits = (n: number) =>
    n === 1
      ? 'your family will hear it but not read it until you check it in My Memories.'
      : 'your family will hear them but not read them until you check them in My Memories.';
  if (holds.uncheckedAnswers > 0)
    sentences.push(
      `${count(holds.uncheckedAnswers, 'spoken answer', 'spoken answers')} whose words you have not checked yet: ${waits(holds.uncheckedAnswers)}`,
    );
  if (holds.uncheckedRecordings > 0)
    sentences.push(
      `${count(holds.uncheckedRecordings, 'recording', 'recordings')} whose words you have not checked yet: ${waits(holds.uncheckedRecordings)}`,
    );
  if (holds.leftOut > 0)
    sentences.push(
      `${count(holds.leftOut, 'memory, chapter or book', 'memories, chapters and books')} you left out: ${holds.leftOut === 1 ? 'it stays' : 'they stay'} private.`,
    );
  return sentences;
}
