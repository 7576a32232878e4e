/**
 * A lifetime of memories for one person, written straight into the e2e server's database (found through its data
 * folder, as operator.ts does): thousands of memories in one statement, where the API would take minutes.
 */
import { readFileSync } from 'node:fs';
import { e2eDataDirFile } from './operator.ts';

const TOPICS = ['Family', 'Childhood', 'Work', 'Travel', 'Love', 'Hobbies'];

/**
 * Stores `count` typed memories for the person with this e-mail: "Memory 1" … with varied words, Memory DNA and
 * dates, one in ten about fishing. Answers nothing; the person sees them after a reload.
 */
export async function seedMemories(email: string, count: number) {
  const port = process.env.E2E_PORT ?? '4300';
  const dataDir = readFileSync(e2eDataDirFile(port), 'utf8');
  const { parseConfig } = await import('#server/config.ts');
  const { connectDatabase } = await import('#server/db/connect.ts');
  const connection = await connectDatabase(parseConfig({ DATA_DIR: dataDir }));
  try {
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
  } finally {
    await connection.close();
  }
}
