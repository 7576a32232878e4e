import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citationProblems,
  indexProblems,
  logSections,
  movedNumbers,
  numbersIn,
  recordNumbers,
  statusProblems,
  unansweredChanges,
} from './decisions-index.ts';

const root = join(import.meta.dirname, '..');
const decisionsDir = join(root, 'docs/decisions');
const fileNames = readdirSync(decisionsDir);
const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
const records = recordNumbers(fileNames);
const moved = movedNumbers(index);
const evalLog = readFileSync(join(root, 'server/src/ai/eval/EVAL-LOG.md'), 'utf8');
const sections = logSections(evalLog);
const isRecordOrMoved = (n: number) => records.has(n) || moved.includes(n);

/** The repository's own text files, where code and documentation cite decisions. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  '.screenshots',
]);
const TEXT = /\.(ts|tsx|md|json|css|html|typ|mjs)$/;
function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}
const citingFiles = [
  ...['server', 'client', 'shared', 'scripts', 'docs', 'e2e', 'bench'].flatMap((dir) =>
    textFiles(join(root, dir)),
  ),
  join(root, 'README.md'),
];

describe('the decisions index (docs/decisions/README.md)', () => {
  it('lists every decision record exactly once, and only records that exist', () => {
    expect(records.size).toBeGreaterThan(100);
    expect(indexProblems(fileNames, index)).toEqual([]);
  });

  it('names the records moved to the evaluation log, each a section of the log and no longer a file', () => {
    expect(moved).toEqual([633, 634, 635, 636, 637, 638, 639, 640, 644]);
    expect(moved.filter((n) => !sections.has(n))).toEqual([]);
  });

  it('finds an entry whose file is missing, a record left out, one listed twice, and a moved record still here', () => {
    const files = ['001-foundation.md', '002-offline-ai-engine.md', '633-a-round.md', 'README.md'];
    const broken = [
      '- [001](001-foundation.md) Foundation',
      '- [001](001-foundation.md) Foundation again',
      '- [003](003-operator-backups.md) Operator backups',
      '- [633](633-a-round.md) A round',
      '- 633–640 and 644: the rounds, moved to [the evaluation log](../../server/src/ai/eval/EVAL-LOG.md)',
    ].join('\n');
    expect(indexProblems(files, broken)).toEqual([
      'The index lists 003-operator-backups.md, which is not in docs/decisions/.',
      '001-foundation.md is listed 2 times in the index, not once.',
      '002-offline-ai-engine.md is listed 0 times in the index, not once.',
      'The index says 633 moved out, but 633-a-round.md is still here.',
    ]);
    expect(numbersIn('633–635 and 644')).toEqual([633, 634, 635, 644]);
  });
});

describe('each decision record', () => {
  const texts = new Map([...records].map(([n, file]) => [n, readFileSync(join(decisionsDir, file), 'utf8')]));

  it('says on its Status line whether it still holds, naming only records that exist', () => {
    const problems = [...records].flatMap(([n, file]) =>
      statusProblems(file, texts.get(n) ?? '', isRecordOrMoved),
    );
    expect(problems).toEqual([]);
  });

  it('is named back on the Status line of any older record it amends, replaces or supersedes', () => {
    expect(unansweredChanges(texts)).toEqual([]);
  });

  it('finds a record without a Status line, one that does not say whether it holds, and a change not named back', () => {
    const known = (n: number) => n === 1 || n === 2;
    expect(statusProblems('001-a.md', '# 001 — A\n\nWe chose Postgres.\n', known)).toEqual([
      '001-a.md has no "Status:" line.',
    ]);
    expect(statusProblems('001-a.md', '# 001 — A\n\nStatus: maybe; amended by 9\n', known)).toEqual([
      "001-a.md's Status line starts with neither Accepted, Superseded nor Amended.",
    ]);
    expect(statusProblems('001-a.md', 'Status: Superseded by 777\n', known)).toEqual([
      "001-a.md's Status line names 777, which is not a record.",
    ]);
    const older = 'Status: Accepted\n';
    expect(
      unansweredChanges(
        new Map([
          [101, older],
          [102, 'Status: Accepted (amends 101)\n'],
        ]),
      ),
    ).toEqual(["102 changes 101, but 101's Status line does not name 102."]);
    expect(
      unansweredChanges(
        new Map([
          [101, 'Status: Amended by 102\n'],
          [102, 'Status: Accepted (amends 101)\n'],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('citations of decisions in code and documentation', () => {
  it('name a record that exists, or a number moved to the evaluation log, and a section of the log that exists', () => {
    expect(citingFiles.length).toBeGreaterThan(500);
    const problems = citingFiles.flatMap((path) =>
      citationProblems(path.slice(root.length + 1), readFileSync(path, 'utf8'), isRecordOrMoved, (n) =>
        sections.has(n),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('finds a cited record that does not exist, at either end of a range, and a missing section of the log', () => {
    const isRecord = (n: number) => n === 602 || n === 632;
    const isSection = (n: number) => n === 636;
    expect(
      citationProblems(
        'a.ts',
        '// docs/decisions/602 and docs/decisions/632–634, EVAL-LOG.md §636 and EVAL-LOG.md §636–§637',
        isRecord,
        isSection,
      ),
    ).toEqual([
      'a.ts cites docs/decisions/632–634: no decision 634.',
      'a.ts cites EVAL-LOG.md §636–§637: the log has no §637.',
    ]);
  });
});
