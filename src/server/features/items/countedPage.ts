import { type SQL, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { ItemSort } from '../../../shared/items';
import type { Db } from '../../db/client';
import { countedRecordsOf, type MatchKeys } from './repo';
import { ordering } from './search';

/** A statement's matches before they are counted: ids, sort keys and each match's rank. */
export type ScoredMatches = SubqueryWithSelection<MatchKeys, 'scored'>;

/**
 * The matches counted by a window and cut to the page: narrow rows, not yet joined. A `gate`
 * that names no column of theirs lets them all through or none, read or not at all.
 */
export function countedMatchesOf(db: Db, sort: ItemSort, scored: ScoredMatches, gate?: SQL) {
  const matches = db
    .select({
      id: scored.id,
      createdAt: scored.createdAt,
      priceCents: scored.priceCents,
      rank: scored.rank,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(scored)
    .as('matches');
  return db
    .select({
      id: matches.id,
      createdAt: matches.createdAt,
      priceCents: matches.priceCents,
      rank: matches.rank,
      total: matches.total,
    })
    .from(matches)
    .where(gate)
    .orderBy(...ordering(sort, matches))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The matches counted by a window and cut to the page, then joined with their items' records.
 * PostgreSQL sorts only above joins: the narrow matches are sorted and cut before joining.
 */
export function countedPageOf(db: Db, sort: ItemSort, scored: ScoredMatches) {
  return countedRecordsOf(db, sort, countedMatchesOf(db, sort, scored).as('page'));
}
