import { describe, expect, it } from 'vitest';
import type { Interview } from './interviews.ts';
import { createMemoryFragmentSchema, type MemoryFragment, type UploadedFile } from './memories.ts';
import {
  addTag,
  buildMemoryRows,
  dnaCompleteness,
  editRefusal,
  MEMORY_KIND_OF_SOURCE,
  removeTagAt,
} from './memory-rules.ts';
import { canScheduleCall, isPastDay, telLink } from './phone-sessions.ts';

const fragment = (overrides: Partial<MemoryFragment> = {}): MemoryFragment => ({
  id: 'f1',
  name: 'The lake house',
  text: 'Summers at the lake with my brother Tom.',
  topics: ['Family'],
  whenHappened: null,
  whereHappened: null,
  peopleInvolved: [],
  createdAt: '2025-06-01T10:00:00.000Z',
  addedBy: null,
  version: 1,
  ...overrides,
});

const file = (overrides: Partial<UploadedFile> = {}): UploadedFile => ({
  id: 'u1',
  title: 'letters.txt',
  content: 'Dear Rose,',
  transcriptChecked: true,
  topics: [],
  whenHappened: '1965',
  whereHappened: null,
  peopleInvolved: [],
  createdAt: '2025-07-01T10:00:00.000Z',
  originalName: 'letters.txt',
  mimeType: 'text/plain',
  sizeBytes: 10,
  status: 'ready',
  failureReason: null,
  version: 1,
  ...overrides,
});

const interview = (overrides: Partial<Interview> = {}): Interview => ({
  id: 'i1',
  person: 'Rose',
  topics: ['Childhood', 'Family'],
  durationSeconds: 600,
  startedAt: '2025-05-01T10:00:00.000Z',
  answers: [
    {
      id: 'a1',
      question: 'Where did you grow up?',
      text: 'On a farm in Ohio.',
      status: 'ready',
      hasAudio: true,
      wordsChecked: true,
      version: 1,
    },
    {
      id: 'a2',
      question: 'Who was there?',
      text: 'My brother Tom.',
      status: 'ready',
      hasAudio: false,
      wordsChecked: true,
      version: 1,
    },
  ],
  ...overrides,
});

describe('Memory DNA completeness', () => {
  it('is None when when, where and people are all empty', () => {
    expect(dnaCompleteness({ whenHappened: null, whereHappened: '  ', peopleInvolved: [] })).toBe('None');
  });
  it('is Partial with one or two of them', () => {
    expect(dnaCompleteness({ whenHappened: '1965', whereHappened: null, peopleInvolved: [] })).toBe(
      'Partial',
    );
    expect(dnaCompleteness({ whenHappened: '1965', whereHappened: 'Ohio', peopleInvolved: [] })).toBe(
      'Partial',
    );
  });
  it('is Complete with all three', () => {
    expect(dnaCompleteness({ whenHappened: '1965', whereHappened: 'Ohio', peopleInvolved: ['Tom'] })).toBe(
      'Complete',
    );
  });
});

describe('unified memory rows', () => {
  it('puts fragments, files and the person’s own interviews in one list, newest first', () => {
    const rows = buildMemoryRows([fragment()], [file()], [interview()]);
    expect(rows.map((row) => row.source)).toEqual(['Uploaded File', 'Memory Fragment', 'Interview']);
    expect(rows.map((row) => row.kind)).toEqual(['file', 'fragment', 'interview']);
    expect(rows.map((row) => MEMORY_KIND_OF_SOURCE[row.source])).toEqual(rows.map((row) => row.kind));
    expect(rows[0]?.file?.status).toBe('ready');
    expect(rows[2]).toMatchObject({
      memory: 'Interview: Childhood & Family',
      fullText: 'Where did you grow up?\nOn a farm in Ohio.\n\nWho was there?\nMy brother Tom.',
      topics: ['Childhood', 'Family'],
      peopleInvolved: ['Rose'],
    });
  });
  it('shows no interview a person did not have', () => {
    expect(buildMemoryRows([], [], [])).toEqual([]);
  });
  it('gives dateAdded as yyyy-mm-dd', () => {
    const [row] = buildMemoryRows([fragment({ createdAt: new Date(2025, 0, 5, 12).toISOString() })], [], []);
    expect(row?.dateAdded).toBe('2025-01-05');
  });
});

describe('editing rules by source', () => {
  it('lets only memory fragments be edited, and says plainly why the others cannot be', () => {
    expect(editRefusal('fragment')).toBeUndefined();
    expect(editRefusal('interview')).toEqual({
      title: 'Cannot edit',
      description: 'Interview sessions cannot be edited.',
    });
    expect(editRefusal('file')?.description).toBe(
      'Uploaded files cannot be edited. You can delete and re-upload if needed.',
    );
  });
});

describe('tag inputs', () => {
  it('adds the trimmed word and ignores blanks', () => {
    expect(addTag(['Tom'], '  Rose ')).toEqual(['Tom', 'Rose']);
    expect(addTag(['Tom'], '   ')).toEqual(['Tom']);
  });
  it('keeps duplicates unless asked to ignore them', () => {
    expect(addTag(['Tom'], 'Tom')).toEqual(['Tom', 'Tom']);
    expect(addTag(['Tom'], 'tom', { ignoreDuplicates: true })).toEqual(['Tom']);
  });
  it('removes the tag whose x was pressed', () => {
    expect(removeTagAt(['Tom', 'Rose', 'Tom'], 1)).toEqual(['Tom', 'Tom']);
  });
});

/** Add Memory and Edit Memory enable Save with the endpoint's own schema: a name and words, not blank. */
const hasNameAndText = (name: string, text: string) =>
  createMemoryFragmentSchema.safeParse({ name, text }).success;

describe('form rules', () => {
  it('needs a name and a text that are not blank', () => {
    expect(hasNameAndText(' a ', 'b')).toBe(true);
    expect(hasNameAndText('   ', 'b')).toBe(false);
    expect(hasNameAndText('a', '\n ')).toBe(false);
  });
  it('schedules a call only with a date, a time and a topic', () => {
    const date = new Date();
    expect(canScheduleCall({ date, time: '9:00 AM', topics: ['Family'] })).toBe(true);
    expect(canScheduleCall({ date, time: '9:00 AM', topics: [] })).toBe(false);
    expect(canScheduleCall({ date: undefined, time: '9:00 AM', topics: ['Family'] })).toBe(false);
    expect(canScheduleCall({ date, time: undefined, topics: ['Family'] })).toBe(false);
  });
  it('treats days before today as past, today as selectable', () => {
    const now = new Date(2026, 4, 10, 15, 30);
    expect(isPastDay(new Date(2026, 4, 9, 23, 59), now)).toBe(true);
    expect(isPastDay(new Date(2026, 4, 10, 0, 0), now)).toBe(false);
  });
  it('builds the dial link from the configured number', () => {
    expect(telLink('+1 555 010 0100')).toBe('tel:+15550100100');
    expect(telLink('(555) 010-0100')).toBe('tel:5550100100');
  });
});
