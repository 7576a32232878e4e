/**
 * Rows written straight into the e2e server's database, in one statement each, where the API would take minutes:
 * a lifetime of memories, a memoir already full of chapters and themes.
 */
import { withServerDatabase } from './server-database.ts';

const TOPICS = ['Family', 'Childhood', 'Work', 'Travel', 'Love', 'Hobbies'];

/**
 * Stores `count` typed memories for the person with this e-mail: "Memory 1" … with varied words, Memory DNA and
 * dates, one in ten about fishing. Answers nothing; the person sees them after a reload.
 */
export async function seedMemories(email: string, count: number) {
  await withServerDatabase(async (connection) => {
    await connection.pool.query(
      `insert into memory_fragments (user_id, name, text, when_happened, where_happened, people_involved, topics,
                                     created_at)
       select u.id,
              'Memory ' || n,
              case when n % 10 = 0 then 'We fished for perch off the old pier, my brother Tom and I, until dark.'
                   else 'A day on the farm: feeding the hens, mending the fence and supper at six.' end,
              case when n % 3 = 0 then null else 'Summer ' || (1940 + n % 60) end,
              case when n % 4 = 0 then null else 'Millbrook' end,
              case when n % 2 = 0 then '{}'::text[] else array['Tom (brother)'] end,
              array[($2::text[])[1 + n % 6]],
              now() - make_interval(mins => n)
         from users u, generate_series(1, $3) n
        where u.email = $1`,
      [email, TOPICS, count],
    );
  });
}

/** Gives the memoir project `projectId` chapters "Part 1" … and themes "Theme 1" … up to `count` of each. */
export async function seedChaptersAndThemes(projectId: string, count: number) {
  await withServerDatabase(async (connection) => {
    await connection.pool.query(
      `insert into memoir_chapters (project_id, title, position)
       select $1, 'Part ' || n, n - 1 from generate_series(1, $2) n`,
      [projectId, count],
    );
    await connection.pool.query(
      `insert into memoir_themes (project_id, theme) select $1, 'Theme ' || n from generate_series(1, $2) n`,
      [projectId, count],
    );
  });
}

/**
 * Makes the person with `memberEmail` an accepted member of `ownerEmail`'s family with `role`, and shares every
 * typed memory of the owner's with the family at once: what accepting an invitation and releasing would do, for
 * the tests that only need someone to have something shared with them (the invitation is tested in family.spec).
 */
export async function seedSharedWith(ownerEmail: string, memberEmail: string, role: 'reader' | 'editor') {
  await withServerDatabase(async (connection) => {
    await connection.pool.query(
      `insert into family_members (owner_id, email, role, member_id, accepted_at)
       select o.id, m.email, $3, m.id, now() from users o, users m where o.email = $1 and m.email = $2`,
      [ownerEmail, memberEmail, role],
    );
    await connection.pool.query(
      `update memory_fragments set share_state = 'released', opens_on = null
        where user_id = (select id from users where email = $1)`,
      [ownerEmail],
    );
  });
}
