/**
 * Evaluation of the offline AI engine's Memory DNA on the hand-labelled set in
 * server/src/ai/eval/memories.json. Prints precision, recall and F1 for people,
 * places and time, and topic agreement; exits non-zero when a target is missed.
 *
 * Matching rules (see server/src/ai/eval/score.ts): case-insensitive, accents and
 * punctuation ignored; people match on the name without its relation suffix
 * ("Tom" = "Tom (brother)"); a place or time must equal one of the answers the
 * label accepts; topics by name.
 *
 * Targets (offline provider, all items): people F1 ≥ 0.85, places F1 ≥ 0.80,
 * time F1 ≥ 0.80; on the speech transcripts of the 'spoken' split: people ≥ 0.95,
 * places ≥ 0.90, time ≥ 0.95.
 *
 * Then the chapter drafts of server/src/ai/eval/chapter-drafts.json (docs/decisions/904): groundedness and
 * recall of the offline drafts (targets: both 100%), and, when an AI endpoint is configured the way the app
 * is (AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_TIMEOUT_MS), the same figures for Clio's drafts (reported,
 * not gated: they depend on the model).
 *
 *   npm run eval:ai            summary table
 *   npm run eval:ai -- --errors   also list every disagreement
 *   npm run eval:ai -- --skip spoken-blind-4   leave a split out (a held-back split stays unseen while rules change)
 *
 * Then the clean copy (issue 32, docs/decisions/671) on server/src/ai/eval/clean-copy.json, gated: fillers removed
 * ≥ 0.98, content words kept ≥ 0.99, sentence-boundary F1 on unpunctuated speech ≥ 0.90, known names' capitals
 * ≥ 0.95, no sentence split after an abbreviation (its items h01–h10 and b01–b16, the first and second held-back
 * sets, also shown apart);
 * and on clean-copy-held-back-3.json, reported only (`--skip clean-copy-held-back-3` keeps it unseen).
 *
 * How the sets are split and scored is decision 1623; each round's figures go in server/src/ai/eval/EVAL-LOG.md.
 */
import { createAiEngine } from '#server/ai/ai-engine.ts';
import {
  addScores,
  type DraftScore,
  NO_SCORE,
  scoreOfflineDraft,
  scoreWrittenDraft,
} from '#server/ai/eval/chapter-draft-score.ts';
import { evalChapters, evalProjectCount } from '#server/ai/eval/chapter-drafts.ts';
import cleanCopyTuning from '#server/ai/eval/clean-copy.json' with { type: 'json' };
import cleanCopyHeldBack3 from '#server/ai/eval/clean-copy-held-back-3.json' with { type: 'json' };
import {
  CLEAN_COPY_GOALS,
  type CleanCopyItem,
  cleanCopyFigures,
  scoreCleanCopies,
} from '#server/ai/eval/clean-copy-score.ts';
import { measureLifeOrderFlags } from '#server/ai/eval/life-order-flags.ts';
import evalSet from '#server/ai/eval/memories.json' with { type: 'json' };
import { add, type Counts, prf, scorePeople, scoreSingle, scoreTopics, ZERO } from '#server/ai/eval/score.ts';
import { analyzeMemoryText } from '#server/ai/offline/readers/analyze.ts';
import { draftChapterOffline } from '#server/ai/offline/replies/chapter-draft.ts';
import { parseConfig } from '#server/config.ts';

interface Item {
  id: string;
  split: string;
  text: string;
  people: string[];
  where: string[];
  when: string[];
  topics: string[];
}

const TARGETS = { people: 0.85, places: 0.8, time: 0.8 };
/**
 * Speech transcripts (issue 17) are held to more: people ≥ .95, places ≥ .90, time ≥ .95 on the 'spoken' split the
 * rules were shaped on. 'spoken-2' to 'spoken-7' (a second to seventh round of the same kinds) are
 * shown against the same figures; 'spoken-blind' to 'spoken-blind-8', like 'holdout' and 'fresh', gate nothing: each
 * was scored blind, and is reported as it came out.
 */
const SPOKEN_TARGETS = { people: 0.95, places: 0.9, time: 0.95 };
const SPOKEN_SPLITS = [
  'spoken',
  'spoken-blind',
  'spoken-2',
  'spoken-blind-2',
  'spoken-3',
  'spoken-blind-3',
  'spoken-4',
  'spoken-blind-4',
  'spoken-5',
  'spoken-blind-5',
  'spoken-6',
  'spoken-blind-6',
  'spoken-7',
  'spoken-blind-7',
  'spoken-blind-8',
  'spoken-blind-9',
  'spoken-blind-10',
];
const GATED_SPOKEN_SPLITS = ['spoken'];
const showErrors = process.argv.includes('--errors');
const skipped = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--skip' ? [arg] : []));
const items = (evalSet.items as Item[]).filter((item) => !skipped.includes(item.split));

interface Totals {
  n: number;
  people: Counts;
  places: Counts;
  time: Counts;
  topics: Counts;
  jaccard: number;
}
const empty = (): Totals => ({ n: 0, people: ZERO, places: ZERO, time: ZERO, topics: ZERO, jaccard: 0 });
const bySplit = new Map<string, Totals>([['all', empty()]]);
const errors: string[] = [];

for (const item of items) {
  const result = analyzeMemoryText(item.text);
  const people = scorePeople(result.peopleInvolved, item.people);
  const places = scoreSingle(result.whereHappened, item.where);
  const time = scoreSingle(result.whenHappened, item.when);
  const topics = scoreTopics(result.topics, item.topics);
  for (const key of ['all', item.split]) {
    const t = bySplit.get(key) ?? empty();
    bySplit.set(key, {
      n: t.n + 1,
      people: add(t.people, people),
      places: add(t.places, places),
      time: add(t.time, time),
      topics: add(t.topics, topics),
      jaccard: t.jaccard + topics.jaccard,
    });
  }
  if (people.fp || people.fn)
    errors.push(
      `${item.id} people  got ${JSON.stringify(result.peopleInvolved)}  want ${JSON.stringify(item.people)}`,
    );
  if (places.fp || places.fn)
    errors.push(
      `${item.id} where   got ${JSON.stringify(result.whereHappened)}  want ${JSON.stringify(item.where)}`,
    );
  if (time.fp || time.fn)
    errors.push(
      `${item.id} when    got ${JSON.stringify(result.whenHappened)}  want ${JSON.stringify(item.when)}`,
    );
  if (topics.jaccard < 1)
    errors.push(`${item.id} topics  got ${result.topics.join(', ')}  want ${item.topics.join(', ')}`);
}

const pct = (x: number) => x.toFixed(2);
console.log('Memory DNA, offline provider\n');
console.log('split          items  field    precision  recall  F1     (target F1)');
for (const [split, t] of bySplit) {
  for (const [field, counts] of [
    ['people', t.people],
    ['places', t.places],
    ['time', t.time],
    ['topics', t.topics],
  ] as const) {
    const { precision, recall, f1 } = prf(counts);
    const targets = SPOKEN_SPLITS.includes(split) ? SPOKEN_TARGETS : TARGETS;
    const target = field in targets ? `(${targets[field as keyof typeof targets]})` : '';
    console.log(
      `${split.padEnd(14)} ${String(t.n).padStart(5)}  ${field.padEnd(8)} ${pct(precision).padStart(9)}  ${pct(recall).padStart(6)}  ${pct(f1)}   ${target}`,
    );
  }
  console.log(
    `${split.padEnd(14)} ${String(t.n).padStart(5)}  topic agreement (mean Jaccard) ${pct(t.jaccard / t.n)}\n`,
  );
}

if (showErrors) console.log(`Disagreements:\n${errors.join('\n')}\n`);

const all = bySplit.get('all')!;
const missed: string[] = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).filter(
  (k) => prf(all[k]).f1 < TARGETS[k],
);
for (const split of GATED_SPOKEN_SPLITS) {
  const totals = bySplit.get(split);
  if (!totals) continue;
  for (const k of Object.keys(SPOKEN_TARGETS) as (keyof typeof SPOKEN_TARGETS)[])
    if (prf(totals[k]).f1 < SPOKEN_TARGETS[k]) missed.push(`${k} on ${split}`);
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
function printDraftScore(label: string, score: DraftScore) {
  console.log(
    `${label.padEnd(18)} groundedness ${percent(score.grounded, score.sentences).padStart(6)} (${score.grounded}/${score.sentences} sentences)   recall ${percent(score.used, score.memories).padStart(6)} (${score.used}/${score.memories} memories)`,
  );
  if (showErrors && score.failures.length > 0) console.log(`  ${score.failures.join('\n  ')}`);
}

const chapters = evalChapters();
console.log(
  `\nChapter drafts: ${evalProjectCount} projects, ${chapters.length} chapters, ${chapters.reduce((n, c) => n + c.memories.length, 0)} memories\n`,
);
const offline = chapters.reduce(
  (sum, chapter) =>
    addScores(sum, scoreOfflineDraft(draftChapterOffline(chapter.memories), chapter.memories)),
  NO_SCORE,
);
printDraftScore('offline', offline);
if (offline.grounded < offline.sentences) missed.push('offline draft groundedness');
if (offline.used < offline.memories) missed.push('offline draft recall');

const ai = parseConfig(process.env).ai;
if (!ai.baseUrl || !ai.model) {
  console.log(
    'AI endpoint        not run: no AI endpoint is configured (set AI_BASE_URL and AI_MODEL to run it)',
  );
} else {
  let warned = 0;
  const countWarning = () => {
    warned += 1;
  };
  const engine = createAiEngine({ ...ai, log: { info: () => {}, warn: countWarning } });
  let written = NO_SCORE;
  let fellBack = 0;
  try {
    for (const chapter of chapters) {
      const draft = await engine.writeChapter(chapter.memories);
      if (!draft) {
        fellBack += 1;
        continue;
      }
      const sentences = draft.paragraphs.flatMap((paragraph) => paragraph.sentences);
      const missing = await engine.checkDraftSentences('evaluation', sentences, chapter.memories);
      written = addScores(written, scoreWrittenDraft(draft, missing, chapter.memories));
    }
  } finally {
    await engine.close?.();
  }
  printDraftScore(`AI (${ai.model})`, written);
  console.log(
    `AI endpoint        ${chapters.length - fellBack}/${chapters.length} chapters written by the model; ${fellBack} drafted offline instead (${warned} warnings)`,
  );
}
console.log('');

// The clean copy (issue 32, docs/decisions/671, 674 and 675): gated on the tuning set; the first and second
// held-back sets (h01–h10, b01–b16) are now part of it and shown apart as well; the third is reported as it comes.
const cleanCopyTuningItems = cleanCopyTuning.items as CleanCopyItem[];
const cleanCopySets = [
  { name: 'clean-copy', items: cleanCopyTuningItems, gated: true },
  {
    name: 'clean-copy (h01–h10)',
    items: cleanCopyTuningItems.filter((item) => /^h\d+$/.test(item.id)),
    gated: false,
  },
  {
    name: 'clean-copy (b01–b16)',
    items: cleanCopyTuningItems.filter((item) => /^b\d+$/.test(item.id)),
    gated: false,
  },
  { name: 'clean-copy-held-back-3', items: cleanCopyHeldBack3.items as CleanCopyItem[], gated: false },
].filter((set) => !skipped.includes(set.name));
console.log(
  'Clean copy, offline (goals: fillers ≥ 0.98, content words ≥ 0.99, boundary F1 ≥ 0.90, names ≥ 0.95, 0 splits)\n',
);
console.log(
  'set                    items  fillers  content  boundary P / R / F1   names   abbreviation splits',
);
for (const set of cleanCopySets) {
  const { counts, mistakes } = scoreCleanCopies(set.items);
  const f = cleanCopyFigures(counts);
  console.log(
    `${set.name.padEnd(22)} ${String(set.items.length).padStart(5)}  ${f.fillerRecall.toFixed(3)}    ${f.contentKept.toFixed(3)}    ${f.boundaryPrecision.toFixed(2)} / ${f.boundaryRecall.toFixed(2)} / ${f.boundaryF1.toFixed(3)}  ${f.nameCapitals.toFixed(3)}   ${f.abbreviationSplits}`,
  );
  console.log(
    `${''.padEnd(29)}(${counts.fillersRemoved}/${counts.fillers} fillers, ${counts.contentKept}/${counts.contentWords} words, ${counts.boundariesRight} of ${counts.boundariesMade} made / ${counts.boundariesWanted} wanted, ${counts.namesRight}/${counts.names} names)`,
  );
  if (showErrors && mistakes.length > 0) console.log(`  ${mistakes.join('\n  ')}`);
  if (!set.gated) continue;
  if (f.fillerRecall < CLEAN_COPY_GOALS.fillerRecall) missed.push('clean copy fillers');
  if (f.contentKept < CLEAN_COPY_GOALS.contentKept) missed.push('clean copy content words');
  if (f.boundaryF1 < CLEAN_COPY_GOALS.boundaryF1) missed.push('clean copy sentence boundaries');
  if (f.nameCapitals < CLEAN_COPY_GOALS.nameCapitals) missed.push('clean copy name capitals');
  if (f.abbreviationSplits > CLEAN_COPY_GOALS.abbreviationSplits)
    missed.push('clean copy abbreviation splits');
}
// "Your life in order" (docs/decisions/912): the dates the view flags on a written life of 45 memories.
const life = measureLifeOrderFlags();
console.log(`Your life in order: ${life.memories} memories, birth year ${life.birthYear ?? 'unknown'}`);
console.log(
  `  wrong dates ${life.wrong}: flagged ${life.flaggedWrong}, missed ${life.missedWrong}; right dates flagged ${life.falseFlags}`,
);
if (showErrors)
  for (const memory of life.details.filter(
    (d) => d.verdict.includes('MISSED') || d.verdict.includes('FALSE'),
  ))
    console.log(`  ${memory.verdict}: "${memory.name}" read ${memory.read}, happened ${memory.truth}`);
console.log('');

if (missed.length > 0) {
  console.error(`Target missed: ${missed.join(', ')}`);
  process.exit(1);
}
// The held-back sets are reported, never gated: say so, so that this line is not read as their verdict.
console.log('All gated targets met (held-back sets are reported above, not gated).');
