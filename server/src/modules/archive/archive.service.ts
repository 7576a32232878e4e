/**
 * The export: a ZIP written while it is sent. Memories are read a page at a
 * time, and the next page is only added once the ZIP writer has reached the
 * end of the previous one, so memory stays flat however large the archive.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import {
  ARCHIVE_FORMAT_VERSION,
  type ArchiveManifestDocument,
  type ArchiveManifestEntry,
  type ArchiveManifestInterview,
} from '#shared/archive-format.ts';
import type { InterviewAnswerRow, InterviewSessionRow } from '../interviews/interviews.repository.ts';
import type { UploadedFileRow } from '../memory-types.ts';
import type { createArchiveRepository } from './archive.repository.ts';
import {
  type ArchivedFragmentRow,
  archiveFileName,
  basePathOf,
  fileDocument,
  fragmentDocument,
  interviewBasePathOf,
  interviewDocument,
  readmeText,
  recordingPathOf,
  sharingDocument,
} from './archive-layout.ts';
import '#server/lib/zip/native-crc32.ts';

const PAGE_SIZE = 50;
/** Interviews hold many answers each: fewer of them to a page. */
const INTERVIEW_PAGE_SIZE = 10;
/** Formats that are compressed already (deflating them again costs time and saves nothing). */
const STORED_AS_IS = new Set([
  'application/pdf',
  'audio/mpeg',
  'audio/wav',
  'audio/mp4',
  'application/epub+zip',
]);

export function createArchiveService(deps: {
  repository: ReturnType<typeof createArchiveRepository>;
  storage: StorageProvider;
  log: { error(obj: object, msg?: string): void };
}) {
  const { repository, storage, log } = deps;

  return {
    /** Starts writing the archive of `userId`; returns its file name and the stream of ZIP bytes. */
    async export(userId: string, now = new Date()) {
      const fileName = archiveFileName(now);
      const root = fileName.replace(/\.zip$/, '');
      const zip = new yazl.ZipFile();
      const output = new PassThrough();
      zip.outputStream.pipe(output);
      const fail = (error: unknown) => {
        log.error({ err: error }, 'export failed while streaming');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      };
      zip.on('error', fail);

      const counts = await repository.counts(userId);
      const options = { mtime: now };
      zip.addBuffer(
        Buffer.from(readmeText(now, counts).replace(/\n/g, '\r\n')),
        `${root}/README.txt`,
        options,
      );
      // What was shared of the interviews, chapters and books, which the archive does not hold (decision 1515).
      const sharing = await repository.sharing(userId);
      if (sharing.interviews.length + sharing.chapters.length + sharing.books.length > 0)
        zip.addBuffer(
          Buffer.from(JSON.stringify(sharingDocument(sharing), null, 2)),
          `${root}/sharing.json`,
          options,
        );

      const manifest: ArchiveManifestEntry[] = [];
      const usedPaths = new Set<string>();
      const uniquePath = (base: string) => {
        let candidate = base;
        for (let n = 2; usedPaths.has(candidate); n++) candidate = `${base}-${n}`;
        usedPaths.add(candidate);
        return candidate;
      };

      /** Adds an entry whose bytes are produced only when the writer reaches it; resolves at that moment. */
      const addLazy = (name: string, open: () => Readable | Promise<Readable>, compress: boolean) =>
        new Promise<void>((resolve) => {
          zip.addReadStreamLazy(`${root}/${name}`, { ...options, compress }, (callback) => {
            resolve();
            Promise.resolve()
              .then(open)
              .then(
                (stream) => callback(null, stream),
                (error: Error) => callback(error, undefined as unknown as Readable),
              );
          });
        });

      /** Streams `source` into the entry, filling in its size and SHA-256 as the bytes pass. */
      const measured = (source: Readable, details: { sizeBytes: number; sha256: string }) => {
        const hash = createHash('sha256');
        let sizeBytes = 0;
        source.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          sizeBytes += chunk.length;
        });
        source.on('end', () => {
          details.sha256 = hash.digest('hex');
          details.sizeBytes = sizeBytes;
        });
        return source;
      };

      const addFragment = (row: ArchivedFragmentRow) => {
        const base = uniquePath(basePathOf('fragment', row.name, row.id, row.createdAt));
        manifest.push({ id: row.id, source: 'fragment', file: `${base}.json` });
        const json = JSON.stringify(fragmentDocument(row), null, 2);
        return addLazy(`${base}.json`, () => Readable.from([Buffer.from(json)]), true);
      };

      /** Opens the original now (so a missing one is known before its JSON is written); `written` resolves when the writer reaches it. */
      const addFile = async (row: UploadedFileRow): Promise<{ written: Promise<void> }> => {
        const base = uniquePath(basePathOf('file', row.title, row.id, row.createdAt));
        const extension = path.extname(row.storageKey);
        const originalName = `${base}${extension}`;
        let original: Readable | undefined;
        try {
          original = await storage.read(row.storageKey);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
        const entry: ArchiveManifestEntry = { id: row.id, source: 'file', file: `${base}.json` };
        manifest.push(entry);
        const json = JSON.stringify(
          fileDocument(row, original ? path.posix.basename(originalName) : null),
          null,
          2,
        );
        const jsonAdded = addLazy(`${base}.json`, () => Readable.from([Buffer.from(json)]), true);
        if (!original) {
          entry.original = { missing: true };
          return { written: jsonAdded };
        }
        const source = original;
        const hash = createHash('sha256');
        const details = { file: originalName, sizeBytes: row.sizeBytes, sha256: '' };
        entry.original = details;
        const written = addLazy(
          originalName,
          () => {
            source.on('data', (chunk: Buffer) => hash.update(chunk));
            source.on('end', () => {
              details.sha256 = hash.digest('hex');
            });
            return source;
          },
          !STORED_AS_IS.has(row.mimeType),
        );
        return { written };
      };

      const interviews: ArchiveManifestInterview[] = [];
      let answersWritten = 0;
      /**
       * One interview's JSON, and each answer's recording beside it (docs/decisions/1529). A recording is only
       * looked for now (a missing one is written as missing in the JSON) and opened when the writer reaches it, so
       * an interview of many answers holds no files open while it waits.
       */
      const addInterview = async ({
        session,
        answers,
      }: {
        session: InterviewSessionRow;
        answers: InterviewAnswerRow[];
      }): Promise<{ written: Promise<unknown> }> => {
        const base = uniquePath(interviewBasePathOf(session));
        answersWritten += answers.length;
        const entry: ArchiveManifestInterview = { id: session.id, file: `${base}.json`, recordings: [] };
        interviews.push(entry);
        const recordings = new Map<string, string | null>();
        const found: Array<{ key: string; name: string; answerId: string }> = [];
        for (const [index, answer] of answers.entries()) {
          if (!answer.storageKey) continue;
          const there = await storage.exists(answer.storageKey);
          const name = recordingPathOf(base, index + 1, answer.storageKey);
          recordings.set(answer.id, there ? path.posix.basename(name) : null);
          if (there) found.push({ key: answer.storageKey, name, answerId: answer.id });
        }
        const json = JSON.stringify(interviewDocument(session, answers, recordings), null, 2);
        const written = [addLazy(`${base}.json`, () => Readable.from([Buffer.from(json)]), true)];
        for (const recording of found) {
          const details = { answerId: recording.answerId, file: recording.name, sizeBytes: 0, sha256: '' };
          entry.recordings.push(details);
          // The recorder's containers (Opus, AAC) are compressed already.
          written.push(
            addLazy(recording.name, async () => measured(await storage.read(recording.key), details), false),
          );
        }
        return { written: Promise.all(written) };
      };

      const write = async () => {
        // At most two pages are in flight: one being written, the next one waiting.
        let previousPage: Promise<unknown> = Promise.resolve();
        for await (const page of repository.fragments(userId, PAGE_SIZE)) {
          await previousPage;
          previousPage = Promise.all(page.map(addFragment));
        }
        for await (const page of repository.files(userId, PAGE_SIZE)) {
          await previousPage;
          const added: Promise<void>[] = [];
          // Sequential: each original is opened here, so a page holds at most PAGE_SIZE open files.
          for (const row of page) added.push((await addFile(row)).written);
          previousPage = Promise.all(added);
        }
        for await (const page of repository.interviews(userId, INTERVIEW_PAGE_SIZE)) {
          await previousPage;
          const added: Promise<unknown>[] = [];
          // Sequential: each interview's recordings are looked for before its JSON is written.
          for (const interview of page) added.push((await addInterview(interview)).written);
          previousPage = Promise.all(added);
        }
        await previousPage;
        // The manifest goes last, when every checksum is known: wait until the writer has finished the last file.
        await new Promise<void>((resolve) => {
          zip.addReadStreamLazy(`${root}/manifest.json`, options, (callback) => {
            const body: ArchiveManifestDocument = {
              formatVersion: ARCHIVE_FORMAT_VERSION,
              application: 'Heirloom',
              exportedAt: now.toISOString(),
              layout:
                'YYYY/YYYY-MM/<typed-memories|uploaded-files|interviews>/<date>_<title>_<id>.json, originals and recordings beside their JSON',
              counts: {
                memories: manifest.length,
                typedMemories: manifest.filter((entry) => entry.source === 'fragment').length,
                uploadedFiles: manifest.filter((entry) => entry.source === 'file').length,
                originalFiles: manifest.filter((entry) => entry.original && !('missing' in entry.original))
                  .length,
                interviews: interviews.length,
                interviewAnswers: answersWritten,
                interviewRecordings: interviews.reduce((sum, entry) => sum + entry.recordings.length, 0),
              },
              memories: manifest,
              interviews,
            };
            callback(null, Readable.from([Buffer.from(JSON.stringify(body, null, 2))]));
            resolve();
          });
          zip.end();
        });
      };
      write().catch(fail);
      return { fileName, stream: output };
    },
  };
}
