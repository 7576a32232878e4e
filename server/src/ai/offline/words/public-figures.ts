/**
 * The public figures older storytellers date their memories by ("the day Kennedy was shot", "the night Churchill lost
 * the election"). Such a name says when, not who: the people of a memory are the people of the storyteller's life
 * (server/src/ai/eval/EVAL-LOG.md §640). One the storyteller met ("I shook hands with Mandela") is one of them.
 */
import type { Token } from '../readers/tokens.ts';

/** As a memory names them: a surname or the name they went by, lower case. */
const PUBLIC_FIGURES = new Set([
  'churchill',
  'winston churchill',
  'gandhi',
  'mahatma gandhi',
  'indira gandhi',
  'kennedy',
  'jfk',
  'john kennedy',
  'john f kennedy',
  'bobby kennedy',
  'robert kennedy',
  'nixon',
  'richard nixon',
  'hitler',
  'adolf hitler',
  'stalin',
  'mussolini',
  'roosevelt',
  'fdr',
  'franklin roosevelt',
  'truman',
  'eisenhower',
  'ike',
  'mandela',
  'nelson mandela',
  'thatcher',
  'margaret thatcher',
  'maggie thatcher',
  'reagan',
  'ronald reagan',
  'elvis',
  'elvis presley',
  'lennon',
  'john lennon',
  'the beatles',
  'beatles',
  'sinatra',
  'frank sinatra',
  'nehru',
  'jinnah',
  'khrushchev',
  'castro',
  'fidel castro',
  'attlee',
  'de gaulle',
  'mao',
  'chairman mao',
  'gorbachev',
  'nkrumah',
  'kwame nkrumah',
  'kenyatta',
  'jomo kenyatta',
  'nyerere',
  'martin luther king',
  'neil armstrong',
  'armstrong',
  'princess diana',
  'princess di',
  'lady di',
  'marilyn monroe',
  'muhammad ali',
  'pele',
  'pelé',
]);

/** Words of meeting in a sentence: "we met", "shook hands with", "she sang for us". */
const MEETING = new Set([
  'met',
  'meet',
  'meeting',
  'shook',
  'shake',
  'shaking',
  'spoke',
  'talked',
  'danced',
  'served',
]);

/** Whether `name`, found at token `first`, is a public figure the memory only mentions. */
export function isPublicFigureMentioned(name: string, tokens: Token[], first: number): boolean {
  const key = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ');
  if (!PUBLIC_FIGURES.has(key)) return false;
  const sentence = tokens[first]?.sentence;
  return !tokens.some((t) => t.sentence === sentence && MEETING.has(t.lower));
}
