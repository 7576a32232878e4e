import { type SQL, sql } from 'drizzle-orm';
import type { StorytellerDay } from './storyteller-day.ts';

/**
 * The release rules: what the family may see, in one place (docs/decisions/1510). Every shared view, download
 * and check builds its SQL from these fragments, so the rule cannot drift between them. The aliases are the
 * callers' own constants, never input; the day is the storyteller's today (storyteller-day.ts, decision 1523), which can hold
 * only digits and dashes.
 */

/** The row is released and its day has come (a release without a day opens at once). */
const openText = (alias: string, day: StorytellerDay) =>
  `(${alias}.share_state = 'released' and (${alias}.opens_on is null or ${alias}.opens_on <= '${day}'::date))`;

/** A released row whose day has not come yet. */
const waitingText = (alias: string, day: StorytellerDay) =>
  `(${alias}.share_state = 'released' and ${alias}.opens_on > '${day}'::date)`;

const memoryText = (kind: 'fragment' | 'file' | 'answer', alias: string, day: StorytellerDay) =>
  kind === 'answer'
    ? `exists (select 1 from interview_sessions vs where vs.id = ${alias}.session_id and ${openText('vs', day)})`
    : openText(alias, day);

/** Every memory in the chapter (alias of memoir_chapters) is visible; an empty chapter has none to hide. */
const chapterMemoriesText = (alias: string, day: StorytellerDay) => `not exists (
    select 1 from chapter_memories vcm
      left join memory_fragments vf on vf.id = vcm.fragment_id
      left join uploaded_files vu on vu.id = vcm.file_id
      left join interview_answers va on va.id = vcm.answer_id
      left join interview_sessions vas on vas.id = va.session_id
    where vcm.chapter_id = ${alias}.id
      and not coalesce(${openText('vf', day)} or ${openText('vu', day)} or ${openText('vas', day)}, false))`;

const chapterText = (alias: string, day: StorytellerDay) =>
  `(${openText(alias, day)} and ${chapterMemoriesText(alias, day)})`;

/** A memory named in a jsonb ref (alias of a `{ kind, id }` element) exists and is visible. */
const refText = (ref: string, day: StorytellerDay) => `coalesce(case ${ref}->>'kind'
    when 'fragment' then exists (select 1 from memory_fragments rf where rf.id = (${ref}->>'id')::uuid and ${openText('rf', day)})
    when 'file' then exists (select 1 from uploaded_files ru where ru.id = (${ref}->>'id')::uuid and ${openText('ru', day)})
    when 'answer' then exists (select 1 from interview_answers ra join interview_sessions rs on rs.id = ra.session_id
      where ra.id = (${ref}->>'id')::uuid and ${openText('rs', day)})
  end, false)`;

/**
 * A book is visible when it is open, every chapter it was made from is visible, and every memory the finished book
 * was made from (`source_refs`, kept when it was made) still exists and is visible: the file holds their words.
 * A chapter added after the book was made is not in its file, so it does not hide the book (decision 1512).
 */
const bookText = (alias: string, day: StorytellerDay) => `(${openText(alias, day)} and not exists (
    select 1 from memoir_chapters vbc where vbc.project_id = ${alias}.project_id
      and vbc.created_at <= ${alias}.made_at and not ${chapterText('vbc', day)})
  and not exists (select 1 from jsonb_array_elements(${alias}.source_refs) vref where not ${refText('vref', day)}))`;

/** The row of `alias` is released but waits for a later day. */
export const isWaiting = (alias: string, day: StorytellerDay): SQL => sql.raw(waitingText(alias, day));

/**
 * A memory (alias of its own table) is visible: typed memories and files by their own row, an interview answer
 * by its interview.
 */
export const memoryVisible = (
  kind: 'fragment' | 'file' | 'answer',
  alias: string,
  day: StorytellerDay,
): SQL => sql.raw(memoryText(kind, alias, day));

/**
 * A chapter (alias of memoir_chapters) is visible when it is open and every memory in it is visible: whatever is
 * made from a memory can be seen only by those who may see all of its sources.
 */
export const chapterVisible = (alias: string, day: StorytellerDay): SQL => sql.raw(chapterText(alias, day));

/**
 * A chapter (alias of memoir_chapters) an editor may work on (docs/decisions/1512): every memory in it is visible,
 * and so is every memory its newest draft's paragraphs came from. The chapter's own release is not asked: that
 * says whether readers see the chapter, and the editor is helping to make it.
 */
export const chapterOpenToEditor = (alias: string, day: StorytellerDay): SQL =>
  sql.raw(`(${chapterMemoriesText(alias, day)} and not exists (
    select 1 from chapter_drafts vd, jsonb_array_elements(vd.paragraphs) vp,
      jsonb_array_elements(coalesce(vp->'sources', '[]'::jsonb)) vsrc
    where vd.chapter_id = ${alias}.id
      and vd.version = (select max(vd2.version) from chapter_drafts vd2 where vd2.chapter_id = ${alias}.id)
      and not ${refText('vsrc', day)}))`);

/** A book (alias of books): open, every chapter and every memory it was made from visible. */
export const bookVisible = (alias: string, day: StorytellerDay): SQL => sql.raw(bookText(alias, day));
