/**
 * Where each memory goes in the archive, and what its JSON says. Pure: no I/O.
 * The documents are typed by the schemas the import reads them with (shared/archive-format.ts).
 * See docs/decisions/104-archive-layout.md.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { memoryAnalysisSchema } from '#shared/ai.ts';
import {
  ARCHIVE_SOURCE_LABELS,
  type ArchivedAddedBy,
  type ArchivedCleanCopy,
  type ArchivedSharing,
  type ArchiveSource,
  type archivedFileSchema,
  type archivedFragmentSchema,
  type archivedInterviewSchema,
} from '#shared/archive-format.ts';
import type { ReleaseState } from '#shared/family.ts';
import { interviewName } from '#shared/interviews.ts';
import type { RecordingContainer } from '#shared/recordings.ts';
import type { InterviewAnswerRow, InterviewSessionRow } from '../interviews/interviews.repository.ts';
import type { MemoryFragmentRow, UploadedFileRow } from '../memory-types.ts';
import { dnaOf, storedFileOf, transcriptSegmentsOf } from '../presenters.ts';

export const SOURCE_FOLDERS = {
  fragment: 'typed-memories',
  file: 'uploaded-files',
} as const satisfies Record<ArchiveSource, string>;

/** Interviews sit beside the memories, in the month they were held (docs/decisions/1529). */
export const INTERVIEWS_FOLDER = 'interviews';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `memories-archive-yyyy-MM-dd.zip`, the day in UTC. */
export function archiveFileName(now: Date): string {
  return `memories-archive-${isoDay(now)}.zip`;
}

/** A file-name-safe, readable version of a title: "Grandma's Letter (1952)" → "grandmas-letter-1952". */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'memory';
}

/** `2024/2024-05/typed-memories/2024-05-01_my-first-bike_1a2b3c4d`: by year, month, source; date first in the name. */
export function basePathOf(source: ArchiveSource, title: string, id: string, createdAt: Date): string {
  return pathIn(SOURCE_FOLDERS[source], title, id, createdAt);
}

/** `2026/2026-11/interviews/2026-11-20_interview-childhood_1a2b3c4d`: by the day the interview was held. */
export function interviewBasePathOf(session: Pick<InterviewSessionRow, 'topics' | 'id' | 'startedAt'>) {
  return pathIn(INTERVIEWS_FOLDER, interviewName(session), session.id, session.startedAt);
}

function pathIn(folder: string, title: string, id: string, createdAt: Date) {
  const day = isoDay(createdAt);
  return `${day.slice(0, 4)}/${day.slice(0, 7)}/${folder}/${day}_${slugOf(title)}_${id.slice(0, 8)}`;
}

/**
 * An answer's recording beside its interview's JSON: `<interview>_answer-03.webm`, numbered as the answers are
 * in the file, so a list of the folder shows them in the order she gave them.
 */
export function recordingPathOf(interviewBase: string, answerNumber: number, storageKey: string) {
  const extension = storageKey.slice(storageKey.lastIndexOf('.')).toLowerCase();
  return `${interviewBase}_answer-${String(answerNumber).padStart(2, '0')}${extension}`;
}

/** The question a memory answers, only on a memory that answers one (decision 203). */
const answeredQuestionOf = (row: { answersQuestion: string | null }) =>
  row.answersQuestion ? { answersQuestion: row.answersQuestion } : {};

/** What was shared with the family, left out, or opens on a day (decision 1515). */
const releaseOf = (row: { shareState: ReleaseState; opensOn: string | null }) => ({
  shareState: row.shareState,
  opensOn: row.opensOn,
});

/** A typed memory as the archive reads it: with who added it, in words, when a family member did (decision 1516). */
export type ArchivedFragmentRow = MemoryFragmentRow & { addedByWords: ArchivedAddedBy | null };

/**
 * The clean copy as the archive keeps it (docs/decisions/910): only one made from the words being exported, and
 * a choice of the clean copy made before her words changed goes as "unreviewed", as the app itself counts it.
 */
export function cleanCopyDocument(
  row: Pick<MemoryFragmentRow, 'cleanCopy' | 'cleanCopyOf' | 'cleanCopyChoice' | 'cleanCopyEdit'>,
  words: string,
): ArchivedCleanCopy {
  const fresh =
    row.cleanCopy !== null && row.cleanCopyOf === createHash('md5').update(words, 'utf8').digest('hex');
  const choice =
    fresh || row.cleanCopyChoice === 'own-words' || row.cleanCopyChoice === 'unreviewed'
      ? row.cleanCopyChoice
      : 'unreviewed';
  return { text: fresh ? row.cleanCopy : null, choice, edited: row.cleanCopyEdit };
}

export function fragmentDocument(row: ArchivedFragmentRow): z.input<typeof archivedFragmentSchema> {
  return {
    source: ARCHIVE_SOURCE_LABELS.fragment,
    id: row.id,
    name: row.name,
    text: row.text,
    ...dnaOf(row),
    cleanCopy: cleanCopyDocument(row, row.text),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...releaseOf(row),
    ...answeredQuestionOf(row),
    // Only on a memory a family member added: the storyteller's own carry nothing here.
    ...(row.addedByWords ? { addedBy: row.addedByWords } : {}),
  };
}

export function fileDocument(
  row: UploadedFileRow,
  originalPath: string | null,
): z.input<typeof archivedFileSchema> {
  return {
    source: ARCHIVE_SOURCE_LABELS.file,
    id: row.id,
    title: row.title,
    content: row.content,
    ...dnaOf(row),
    cleanCopy: cleanCopyDocument(row, row.content),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...releaseOf(row),
    ...answeredQuestionOf(row),
    ...storedFileOf(row),
    /** The original file in this archive, beside this JSON file (null when it was missing from storage). */
    originalFile: originalPath,
    ...transcriptSegmentsOf(row),
    /** False while the automatic transcript has not been checked by the person (decisions 807, 1516). */
    transcriptChecked: row.transcriptChecked,
  };
}

/**
 * One interview as the archive keeps it (docs/decisions/1529): each answer as it is, her words and the recogniser's
 * (`heard` in each corrected sentence), the clean copy as a memory carries it, her year, the check, and the name of
 * its recording beside this file (`recordings`: by answer id, null when it was missing from storage).
 */
export function interviewDocument(
  session: InterviewSessionRow,
  answers: InterviewAnswerRow[],
  recordings: ReadonlyMap<string, string | null>,
): z.input<typeof archivedInterviewSchema> {
  return {
    source: 'Interview',
    id: session.id,
    title: interviewName(session),
    person: session.person,
    topics: session.topics,
    durationSeconds: session.durationSeconds,
    startedAt: session.startedAt.toISOString(),
    finishedAt: session.finishedAt?.toISOString() ?? null,
    ...releaseOf(session),
    answers: answers.map((answer) => {
      const read = memoryAnalysisSchema.safeParse(answer.analysis);
      return {
        id: answer.id,
        question: answer.question,
        questionKey: answer.questionKey,
        text: answer.text,
        status: answer.status,
        failureReason: answer.failureReason,
        transcriptChecked: answer.wordsChecked,
        whenHappened: answer.whenHappened,
        readFromWords: read.success ? read.data : null,
        cleanCopy: cleanCopyDocument(answer, answer.text),
        ...transcriptSegmentsOf(answer),
        recording:
          answer.storageKey && answer.mimeType
            ? {
                file: recordings.get(answer.id) ?? null,
                mimeType: answer.mimeType as RecordingContainer,
                sizeBytes: answer.sizeBytes ?? 0,
              }
            : null,
        createdAt: answer.createdAt.toISOString(),
      };
    }),
  };
}

/** sharing.json: what the archive does not hold itself, with what was shared of it (decision 1515). */
export function sharingDocument(items: Omit<ArchivedSharing, 'about'>): ArchivedSharing {
  return {
    about:
      'What was shared with the family in Heirloom, for the chapters and books (they are not in this archive) and the interviews (each is also in its own file in an "interviews" folder). shareState: "private" (not shared), "released" (shared), "left-out" (not shared). opensOn: the day the family could first see it (null: straight away).',
    ...items,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function readmeText(
  exportedAt: Date,
  counts: {
    typedMemories: number;
    uploadedFiles: number;
    interviews: number;
    interviewAnswers: number;
    interviewRecordings: number;
  },
): string {
  return `HEIRLOOM MEMORY ARCHIVE
Exported on ${exportedAt.toISOString().slice(0, 10)} at ${exportedAt.toISOString().slice(11, 16)} (UTC).

This archive holds every memory that was recorded in Heirloom: ${counts.typedMemories} typed memories and ${counts.uploadedFiles} uploaded files (documents and recordings). It also holds ${plural(counts.interviews, 'interview', 'interviews')} with Clio: ${plural(counts.interviewAnswers, 'answer', 'answers')}, ${counts.interviewRecordings} of them with the recording of the voice that gave it.

HOW IT IS ORGANISED
Memories are sorted into folders by the year and month they were added, then by where they came from:

  2024/                              the year
    2024-05/                         the month
      typed-memories/                memories that were typed in
        2024-05-01_my-first-bike_1a2b3c4d.json
      uploaded-files/                documents and recordings that were uploaded
        2024-05-03_grandmas-letter_9f8e7d6c.json
        2024-05-03_grandmas-letter_9f8e7d6c.pdf    (the original file, exactly as uploaded)
      interviews/                    interviews with Clio, by the day they were held
        2024-05-09_interview-childhood_5e6f7a8b.json
        2024-05-09_interview-childhood_5e6f7a8b_answer-01.webm    (the recording of the first answer)

Each memory is one .json file named after the day it was added and its title. The short code at the end keeps names unique.

WHAT IS IN EACH FILE
The .json files are plain text: open them with any text editor (Notepad, TextEdit) or a web browser. They contain:
  - name or title      what the memory is called
  - text or content    the memory itself; for recordings, the written transcript; for documents, their text
  - whenHappened, whereHappened, peopleInvolved    the "Memory DNA": when, where and who
  - topics             what the memory is about
  - createdAt          when it was added (dates and times are in UTC)
  - shareState         whether it was shared with the family in Heirloom: "private" (not shared), "released"
                       (shared), or "left-out" (not shared, and kept out of the chapters and the book too)
  - opensOn            for a shared memory, the day the family could first see it (null: straight away)
  - addedBy            only on a memory a family member added to this collection: who added it, their
                       name and e-mail address as they were on the day of this export
  - cleanCopy          the memory's words tidied for the book ("text": fillers such as "um" taken out, capital
                       letters and full stops put in; null when none was made yet), which the book used
                       ("choice": "unreviewed" or "accepted" the clean copy, "edited" her edit in "edited",
                       "own-words" her exact words above, which are always kept as they were)
  - transcriptChecked  for a recording: true once its written transcript was checked by a person; false
                       while it was still the automatic transcript, which may have misheard words
  - answersQuestion    only on a memory made to answer one of Heirloom's questions: that question, as it was asked
For uploaded files, the original document or recording sits right beside its .json file with the same name. Recordings play in any music or video player; documents open in a word processor, PDF reader or e-book reader.

INTERVIEWS
Each interview with Clio is one .json file in an "interviews" folder, named after the day it was held and its topics. It says who was telling the stories ("person"), the topics, when it began and ended, and whether it was shared with the family (shareState and opensOn, as above). Then come its "answers", in the order they were given. Each answer has:
  - question           the question Clio asked, as it was asked
  - questionKey        Heirloom's own short name for that question
  - text               the answer's words: what was typed, or what was said, written down, with any corrections
  - transcriptSegments for a spoken answer: its sentences, each with where it starts and ends in the recording
                       (startMs and endMs, in thousandths of a second) and each word's moment ("words"); a
                       corrected sentence also keeps what the computer first heard ("heard")
  - transcriptChecked  true once the storyteller had checked the written words of a spoken answer; false while
                       they were still the automatic ones, which may have misheard words
  - whenHappened       the year the storyteller gave the answer (null: none was given)
  - readFromWords      the when, where, who and topics Heirloom read from the answer's words
  - cleanCopy          the answer's words tidied for the book, and which words the book used, as for a memory above
  - recording          for a spoken answer, the name of its recording, which sits beside the interview's .json
                       file (null for a typed answer). To listen, drag it into a web browser such as Chrome,
                       Firefox or Edge, or open it with VLC.

sharing.json (when there are interviews, chapters or books) says which of them were shared with the family, left out, or waiting for a later day. The chapters and books themselves are not in this archive; the memories and interviews they were written from are.

manifest.json lists every memory, interview, original and recording in this archive, with counts, the export time, the format version and a SHA-256 checksum of each original and recording (to check nothing was damaged in copying).

KEEP IT SAFE
Store a copy in more than one place (for example a USB stick and a cloud drive). The files do not need Heirloom to be read.
`;
}
