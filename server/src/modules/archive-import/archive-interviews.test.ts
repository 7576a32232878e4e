/**
 * The archive holds her interviews (docs/decisions/1529): every answer's words, the words first heard, the year she
 * fixed, whether she checked them, the clean copy and her choice, the sentences' timings and the recording itself;
 * and the import brings them back into another account, private. An archive without interviews imports as before;
 * a damaged interview is refused and changes nothing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_FORMAT_VERSION } from '#shared/archive-format.ts';
import { archiveImportMessages } from '#shared/archive-import.ts';
import { cleanCopyApi } from '#shared/clean-copy-api.ts';
import type { InterviewSession } from '#shared/interview-sessions.ts';
import type { Interview, InterviewAnswer } from '#shared/interviews.ts';
import { createMemory } from '../../../test/factories.ts';
import { convertToWebm, makeSpeechWav, makeZip, readZip, tempDir } from '../../../test/fixtures/samples.ts';
import { eventually, storedFiles } from '../../../test/fixtures/upload-helpers.ts';
import { snapshotTables } from '../../../test/security/db-snapshot.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

const TYPED = 'We kept hens and a goat called Betty.';
const CORRECTED = 'My name is Mary and I grew up on a farm in Dayton.';

let t: TestApp;
let owner: Person;
let samplesDir: string;
/** Mum's spoken answer as the browser's recorder sends it. */
let webm: Buffer;
let archive: Buffer;
let interviewId: string;
let spokenId: string;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const importArchive = (person: Person, data: Buffer) =>
  person.postFile('/api/import-archive', 'memories-archive.zip', data, { type: 'application/zip' });

async function interviewsOf(person: Person) {
  const response = await person.get('/api/interviews');
  expect(response.statusCode).toBe(200);
  return response.json() as Interview[];
}

/** What the app keeps of each answer beyond what the interviews list shows. */
async function storedAnswers(person: Person) {
  const { rows } = await t.pool.query(
    `select a.when_happened as "whenHappened", a.words_checked as "wordsChecked", a.size_bytes::int as "sizeBytes",
            s.share_state as "shareState", s.opens_on as "opensOn", s.storyteller_link_id as "linkId"
       from interview_answers a join interview_sessions s on s.id = a.session_id
      where a.user_id = $1 order by a.position`,
    [person.user.id],
  );
  return rows;
}

async function cleanCopyOf(person: Person, answerId: string) {
  const response = await person.get(`/api/clean-copies/answer/${answerId}`);
  expect(response.statusCode, response.body).toBe(200);
  return cleanCopyApi.get.response.parse(response.json());
}

/** A storyteller link's requests, as the browser sends them after opening the link. */
function throughLink(token: string) {
  const send = (method: 'POST' | 'PUT', url: string, payload?: object | Buffer) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie: `heirloom.storyteller=${token}`,
        ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/octet-stream' } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  return { post: (url: string, body?: object) => send('POST', url, body), put: send.bind(null, 'PUT') };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp('sarah@example.org');
  samplesDir = await tempDir();
  webm = await convertToWebm(
    await makeSpeechWav(
      'Hello. My name is Mary. I grew up on a farm with my mother and my father.',
      samplesDir,
    ),
    samplesDir,
  );
  await createMemory(owner, { name: 'My first bike', text: 'It was red.' });

  // Mum answers through the storyteller link: one answer spoken, one typed.
  const made = await owner.post('/api/storyteller-links', { label: 'Mum' });
  expect(made.statusCode, made.body).toBe(201);
  const mum = throughLink(new URL(made.json().url).pathname.replace('/tell/', ''));
  const base = '/api/storyteller/interview-sessions';
  const started = await mum.post(base, { topics: ['Childhood'] });
  expect(started.statusCode, started.body).toBe(201);
  interviewId = (started.json() as InterviewSession).id;
  const recording = await mum.post(`${base}/${interviewId}/recordings`, {
    mimeType: 'audio/webm;codecs=opus',
  });
  expect(recording.statusCode, recording.body).toBe(201);
  const recordingId = recording.json().id as string;
  expect((await mum.put(`${base}/${interviewId}/recordings/${recordingId}/chunks/0`, webm)).statusCode).toBe(
    204,
  );
  const spoken = await mum.post(`${base}/${interviewId}/recordings/${recordingId}/finish`, {
    durationMs: 5000,
  });
  expect(spoken.statusCode, spoken.body).toBe(201);
  spokenId = (spoken.json() as InterviewSession).answers[0]!.id;
  expect((await mum.post(`${base}/${interviewId}/next`)).statusCode).toBe(200);
  expect((await mum.post(`${base}/${interviewId}/answers`, { text: TYPED })).statusCode).toBe(201);
  expect((await mum.post(`${base}/${interviewId}/finish`)).statusCode).toBe(200);

  // Her words are written down from the recording, sentence by sentence with their moments.
  const heard = await eventually(async () => {
    const answer = (await interviewsOf(owner))[0]?.answers.find((a) => a.id === spokenId);
    return answer?.status === 'ready' ? answer : undefined;
  }, 120_000);
  expect(heard.transcriptSegments?.length).toBeGreaterThan(0);

  // The owner corrects the first sentence, gives the answer its year, and accepts its clean copy.
  const answerUrl = `/api/interviews/${interviewId}/answers/${spokenId}`;
  const corrected = await owner.post(`${answerUrl}/transcript-corrections`, {
    version: heard.version,
    sentence: 0,
    text: CORRECTED,
  });
  expect(corrected.statusCode, corrected.body).toBe(200);
  const year = await owner.put(`${answerUrl}/year`, {
    year: '1952',
    version: (corrected.json() as InterviewAnswer).version,
  });
  expect(year.statusCode, year.body).toBe(200);
  const copy = await cleanCopyOf(owner, spokenId);
  const accepted = await owner.put(`/api/clean-copies/answer/${spokenId}`, {
    choice: 'accepted',
    version: copy.version,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  // Shared with the family from a later day: the import brings it in private all the same (decision 1515).
  const released = await owner.put('/api/family/releases', {
    items: [{ kind: 'interview', id: interviewId }],
    state: 'released',
    opensOn: '2999-01-01',
  });
  expect(released.statusCode, released.body).toBe(200);

  const exported = await owner.get('/api/export-memories');
  expect(exported.statusCode).toBe(200);
  archive = exported.rawPayload;
}, 240_000);

afterAll(async () => {
  await t?.close();
  if (samplesDir) await fs.rm(samplesDir, { recursive: true, force: true });
});

describe('the archive and her interviews', () => {
  it('writes each interview as a JSON file with its answers, the recording beside it and its checksum', async () => {
    const entries = await readZip(archive);
    const [root] = [...entries.keys()][0]!.split('/');
    const manifest = JSON.parse(entries.get(`${root}/manifest.json`)!.toString());
    expect(manifest.formatVersion).toBe(ARCHIVE_FORMAT_VERSION);
    expect(manifest.counts).toMatchObject({ interviews: 1, interviewAnswers: 2, interviewRecordings: 1 });
    const [listed] = manifest.interviews;
    expect(listed.file).toMatch(
      /^\d{4}\/\d{4}-\d{2}\/interviews\/\d{4}-\d{2}-\d{2}_interview-childhood_[0-9a-f]{8}\.json$/,
    );
    const doc = JSON.parse(entries.get(`${root}/${listed.file}`)!.toString());
    expect(doc).toMatchObject({
      source: 'Interview',
      id: interviewId,
      title: 'Interview: Childhood',
      person: 'Mum',
      shareState: 'released',
      opensOn: '2999-01-01',
    });
    const [spoken, typed] = doc.answers;
    expect(spoken).toMatchObject({
      text: expect.stringContaining(CORRECTED),
      whenHappened: '1952',
      transcriptChecked: false,
      cleanCopy: { choice: 'accepted', text: expect.any(String), edited: null },
      recording: { mimeType: 'audio/webm', file: expect.stringMatching(/_answer-01\.webm$/) },
    });
    // The corrected sentence keeps what the recogniser first heard, and its moment and words' moments.
    expect(spoken.transcriptSegments[0]).toMatchObject({
      text: CORRECTED,
      heard: expect.any(String),
      startMs: expect.any(Number),
      endMs: expect.any(Number),
    });
    expect(spoken.transcriptSegments[0].heard).not.toBe(CORRECTED);
    expect(spoken.transcriptSegments.some((segment: { words?: unknown[] }) => segment.words?.length)).toBe(
      true,
    );
    expect(typed).toMatchObject({ text: TYPED, transcriptChecked: true, recording: null });
    // The recording sits beside the JSON, byte for byte, with its checksum in the manifest.
    const beside = `${listed.file.replace(/\.json$/, '')}_answer-01.webm`;
    expect(listed.recordings).toEqual([
      { answerId: spokenId, file: beside, sizeBytes: webm.length, sha256: sha256(webm) },
    ]);
    expect(entries.get(`${root}/${beside}`)!.equals(webm)).toBe(true);
    const readme = entries.get(`${root}/README.txt`)!.toString();
    expect(readme).toContain('INTERVIEWS');
    expect(readme).toContain(
      '1 interview with Clio: 2 answers, 1 of them with the recording of the voice that gave it',
    );
    expect(readme).not.toContain('The interviews, chapters and books themselves are not in this archive');
  });

  it('brings the interview back into another account, answer by answer, private', async () => {
    const heir = await t.signUp();
    const response = await importArchive(heir, archive);
    expect(response.statusCode, response.body).toBe(200);
    // The interview counts as one memory, as My Memories lists it, and its recording as one file.
    expect(response.json()).toEqual({ imported: { memories: 2, files: 1 }, skipped: 0 });

    const [before] = await interviewsOf(owner);
    const [after] = await interviewsOf(heir);
    const withoutIds = ({ id: _id, answers, ...rest }: Interview) => ({
      ...rest,
      answers: answers.map(({ id: _a, version: _v, ...answer }) => answer),
    });
    // Her words, the words first heard, the check, and every sentence's and word's moment.
    expect(withoutIds(after!)).toEqual(withoutIds(before!));
    const spokenThere = after!.answers[0]!;
    expect(spokenThere).toMatchObject({ hasAudio: true, wordsChecked: false });
    expect(spokenThere.transcriptSegments![0]!.heard).toBeTruthy();

    expect(await storedAnswers(heir)).toEqual([
      {
        whenHappened: '1952',
        wordsChecked: false,
        sizeBytes: webm.length,
        shareState: 'private',
        opensOn: null,
        linkId: null,
      },
      {
        whenHappened: null,
        wordsChecked: true,
        sizeBytes: null,
        shareState: 'private',
        opensOn: null,
        linkId: null,
      },
    ]);
    const {
      id: _a,
      version: _b,
      checkedBy: checkedBefore,
      ...copyBefore
    } = await cleanCopyOf(owner, spokenId);
    const {
      id: _c,
      version: _d,
      checkedBy: checkedAfter,
      ...copyAfter
    } = await cleanCopyOf(heir, spokenThere.id);
    expect(copyAfter).toEqual(copyBefore);
    expect(copyAfter.choice).toBe('accepted');
    // The archive does not say who checked (decision 1528): the choice comes back, naming nobody.
    expect(checkedBefore).toEqual({ name: 'sarah@example.org', isYou: true });
    expect(checkedAfter).toBeNull();

    const audio = await heir.get(`/api/interviews/${after!.id}/answers/${spokenThere.id}/audio`);
    expect(audio.statusCode).toBe(200);
    expect(sha256(audio.rawPayload)).toBe(sha256(webm));

    // Imported again, it adds nothing.
    const filesOnDisk = (await storedFiles(t)).length;
    const again = await importArchive(heir, archive);
    expect(again.json()).toEqual({ imported: { memories: 0, files: 0 }, skipped: 2 });
    expect(await interviewsOf(heir)).toHaveLength(1);
    expect((await storedFiles(t)).length).toBe(filesOnDisk);
    // Nor into the account it came from, which has the interview already.
    expect((await importArchive(owner, archive)).json()).toEqual({
      imported: { memories: 0, files: 0 },
      skipped: 2,
    });
    expect(await interviewsOf(owner)).toHaveLength(1);
  });

  it('imports an archive of the older format, without interviews, as before', async () => {
    const entries = await readZip(archive);
    const older = [...entries]
      .filter(([name]) => !name.includes('/interviews/'))
      .map(([name, data]) => {
        if (!name.endsWith('/manifest.json')) return { name, data };
        const { interviews: _i, ...manifest } = JSON.parse(data.toString());
        return { name, data: JSON.stringify({ ...manifest, formatVersion: 2 }) };
      });
    const cousin = await t.signUp();
    const response = await importArchive(cousin, await makeZip(older));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: { memories: 1, files: 0 }, skipped: 0 });
    expect(await interviewsOf(cousin)).toEqual([]);
  });

  it('writes down again an answer exported while it was still being written down, or says why it cannot', async () => {
    const entries = await readZip(archive);
    /** The archive as it would be if the spoken answer had been exported before its words were written down. */
    const waiting = (withRecording: boolean) =>
      makeZip(
        [...entries]
          .filter(([name]) => withRecording || !name.endsWith('.webm'))
          .map(([name, data]) => {
            if (name.endsWith('/manifest.json') && !withRecording) {
              const manifest = JSON.parse(data.toString());
              manifest.interviews[0].recordings = [];
              return { name, data: JSON.stringify(manifest) };
            }
            if (!name.includes('/interviews/') || !name.endsWith('.json')) return { name, data };
            const doc = JSON.parse(data.toString());
            const { transcriptSegments: _s, ...answer } = doc.answers[0];
            doc.answers[0] = {
              ...answer,
              text: '',
              status: 'processing',
              recording: { ...answer.recording, file: withRecording ? answer.recording.file : null },
            };
            return { name, data: JSON.stringify(doc) };
          }),
      );
    const niece = await t.signUp();
    expect((await importArchive(niece, await waiting(true))).statusCode).toBe(200);
    const written = await eventually(async () => {
      const answer = (await interviewsOf(niece))[0]?.answers[0];
      return answer?.status === 'processing' ? undefined : answer;
    }, 120_000);
    expect(written).toMatchObject({ status: 'ready', hasAudio: true, wordsChecked: false });
    expect(written.text).toMatch(/\bgrew up\b/i);

    const nephew = await t.signUp();
    expect((await importArchive(nephew, await waiting(false))).statusCode).toBe(200);
    const [lost] = (await interviewsOf(nephew))[0]!.answers;
    expect(lost).toMatchObject({ status: 'failed', hasAudio: false });
    const { rows } = await t.pool.query('select failure_reason from interview_answers where id = $1', [
      lost!.id,
    ]);
    expect(rows[0].failure_reason).toBe(archiveImportMessages.answerRecordingMissing);
  }, 180_000);

  describe('refuses a damaged interview and changes nothing', () => {
    const cases: Array<[string, (name: string, data: Buffer) => Buffer | string, RegExp]> = [
      [
        'an interview file that is not what Heirloom wrote',
        (name, data) => {
          if (!name.endsWith('.json') || !name.includes('/interviews/')) return data;
          const doc = JSON.parse(data.toString());
          doc.answers[0].transcriptChecked = 'yes';
          return JSON.stringify(doc);
        },
        /^The archive is damaged: interview 1 of 1 is not an interview Heirloom can read\. Nothing was imported\./,
      ],
      [
        'an interview file that is not JSON',
        (name, data) => (name.endsWith('.json') && name.includes('/interviews/') ? '{"answers": [' : data),
        /^The archive is damaged: interview 1 of 1 is not valid JSON\. Nothing was imported\./,
      ],
      [
        'a recording whose bytes were changed',
        (name, data) =>
          name.endsWith('.webm') ? Buffer.concat([data.subarray(0, -1), Buffer.from([0])]) : data,
        /^The archive is damaged: the recording of answer 1 of interview 1 of 1 does not match its checksum\./,
      ],
    ];
    for (const [label, change, message] of cases) {
      it(`refuses ${label}`, async () => {
        const person = await t.signUp();
        const entries = [...(await readZip(archive))].map(([name, data]) => ({
          name,
          data: change(name, data),
        }));
        const before = await snapshotTables(t.pool);
        const filesBefore = await storedFiles(t);
        const response = await importArchive(person, await makeZip(entries));
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toMatch(message);
        expect(await snapshotTables(t.pool)).toEqual(before);
        expect(await storedFiles(t)).toEqual(filesBefore);
      });
    }
  });
});
