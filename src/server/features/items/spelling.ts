import { type SQL, sql } from 'drizzle-orm';
import { itemTitleWords } from '../../db/schema';

/** Words looked at per correction: the closest of them are kept. */
const CANDIDATE_WORDS = 5;

/**
 * The title words closest to a word within `maxEdits` edits (none when no edit is allowed), in
 * word order: the corrections a misspelt search is retried with. Of the five nearest, only
 * those at the smallest distance are kept, so a near word is never diluted by farther ones.
 * Written once as SQL, for the lookup on its own and for the retry that corrects in the same
 * statement.
 */
export function closestTitleWords(word: SQL, maxEdits: SQL): SQL {
  const typed = sql`${word}::text`;
  const edits = sql`${maxEdits}::int`;
  const distance = sql`levenshtein_less_equal(${itemTitleWords.word}, ${typed}, ${edits})`;
  return sql`select nearest.word from (
      select near.word, near.distance, min(near.distance) over () as closest
      from (
        select ${itemTitleWords.word} as word, ${distance} as distance
        from ${itemTitleWords}
        where ${edits} > 0
          and length(${itemTitleWords.word}) between length(${typed}) - ${edits}
                                                 and length(${typed}) + ${edits}
          and ${distance} <= ${edits}
        order by distance, word
        limit ${sql.raw(String(CANDIDATE_WORDS))}
      ) as near
    ) as nearest
    where nearest.distance = nearest.closest
    order by nearest.word`;
}
