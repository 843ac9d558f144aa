import { savedSearchMatchesText } from '../../../shared/notificationTexts';
import {
  DIGEST_MAX_ITEMS,
  SAVED_SEARCH_DIGEST_INTERVAL_MS,
  savedSearchListingsPath,
} from '../../../shared/savedSearches';
import type { Db } from '../../db/client';
import type { ErrorLog } from '../../errorLog';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { buildItemsSearch } from '../items';
import { type NotificationDraft, notifyInTransaction } from '../notifications';
import { itemsQueryOf, queryOf, summaryIn } from './presenters';
import { createSavedSearchesRepo, type SavedSearchRecord } from './repo';

/**
 * A listing's creation time is taken just before its row is written, so one can commit after a
 * newer one: each look goes back this far before the newest listing already told of, and the
 * hits (each listing told of once) keep those from being told twice.
 */
const SETTLE_MS = 10 * 60 * 1000;
/** With nothing new, the lower bound moves up this seldom: not a write per search per run. */
const MOVE_BOUND_AFTER_MS = 60 * 60 * 1000;

export interface SavedSearchAlertsDeps {
  db: Db;
  now: () => Date;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
  log: ErrorLog;
  /** Look at once when a listing is added (default); off, only the periodic run looks. */
  kickOnListing?: boolean;
}

const digestKey = (search: SavedSearchRecord) =>
  `saved-search:${search.id}:${search.lastDigestAt?.toISOString() ?? 'first'}`;

/** The notification of a digest, written in the transaction that records it. */
function digestDraft(search: SavedSearchRecord, titles: string[]): NotificationDraft {
  const categoryName = search.categoryName ?? undefined;
  return {
    userId: search.userId,
    kind: 'saved_search_matches',
    category: 'saved_searches',
    bookingId: null,
    dedupeKey: digestKey(search),
    ...savedSearchMatchesText({
      summary: (i18n) => summaryIn(i18n, search),
      titles,
      // Newest first, so that what the digest tells of is at the top.
      listingsPath: savedSearchListingsPath(queryOf(search), categoryName, 'newest'),
    }),
  };
}

/**
 * The alerts of saved searches: each search due (no digest in the last day) is matched against
 * the listings added since it last told of one, by the listings' own filters; a digest is the
 * notification (and its email), the listings it told of and its time, written in one
 * transaction with the search locked, so a crash loses nothing and a second run or process
 * doubles nothing.
 */
export function createSavedSearchAlerts(deps: SavedSearchAlertsDeps) {
  const { db, now } = deps;
  const repo = createSavedSearchesRepo(db);
  const stopping = new AbortController();
  let kicked: Promise<void> | undefined;
  let kickAgain = false;

  /** The listings that would be told of now, oldest first: the listings' own filters. */
  function news(tx: Db, search: SavedSearchRecord, limit: number) {
    const { where } = buildItemsSearch(
      itemsQueryOf(search),
      search.search ? { kind: 'words', text: search.search } : undefined,
    );
    const since = new Date(search.matchedUntil.getTime() - SETTLE_MS);
    return repo.matches(tx, search, where, since, limit);
  }

  /** Writes the search's digest if it is still due and has news; returns whether it wrote one. */
  async function digest(id: string): Promise<number> {
    const { written, mailIds } = await db.transaction(async (tx) => {
      const at = now();
      const search = await repo.claimDue(
        tx,
        id,
        new Date(at.getTime() - SAVED_SEARCH_DIGEST_INTERVAL_MS),
      );
      if (!search) return { written: 0, mailIds: [] };
      const found = await news(tx, search, DIGEST_MAX_ITEMS);
      const newest = found.at(-1);
      if (!newest) return { written: 0, mailIds: [] };
      // A full digest leaves the rest for the next one: the bound stops at its newest listing.
      const matchedUntil = found.length < DIGEST_MAX_ITEMS ? at : newest.createdAt;
      await repo.recordDigest(
        tx,
        id,
        found.map((item) => item.id),
        matchedUntil,
        at,
      );
      // Told newest first, as the listings it links to are sorted.
      const titles = found.map((item) => item.title).reverse();
      return notifyInTransaction(tx, [digestDraft(search, titles)]);
    });
    await deps.outbox.deliverPromptly(mailIds);
    return written;
  }

  /**
   * Writes the digests due now; returns how many. Most due searches have nothing new: one read
   * tells, and only a search with news takes the transaction that locks it and writes. Once
   * `signal` is aborted it starts no further one: what is left is still due for the next run,
   * here or in another process.
   */
  async function sweep(signal?: AbortSignal): Promise<number> {
    const at = now();
    const due = await repo.due(new Date(at.getTime() - SAVED_SEARCH_DIGEST_INTERVAL_MS));
    let written = 0;
    for (const search of due) {
      if (signal?.aborted || stopping.signal.aborted) break;
      if ((await news(db, search, 1)).length > 0) {
        written += await digest(search.id);
      } else if (at.getTime() - search.matchedUntil.getTime() > MOVE_BOUND_AFTER_MS) {
        await repo.moveMatchedUntil(search.id, at);
      }
    }
    return written;
  }

  async function runKicked() {
    do {
      kickAgain = false;
      try {
        await sweep(stopping.signal);
      } catch (error) {
        deps.log.error({ err: error }, 'the saved-search sweep after a new listing failed');
      }
    } while (kickAgain && !stopping.signal.aborted);
  }

  return {
    sweep,

    /**
     * A listing was added: look now, in the background, so the first alert comes within seconds.
     * Listings added while a look runs are taken by one more look after it.
     */
    kick(): void {
      if (deps.kickOnListing === false || stopping.signal.aborted) return;
      if (kicked) {
        kickAgain = true;
        return;
      }
      kicked = runKicked().finally(() => {
        kicked = undefined;
      });
    },

    /** Resolves once no look started by a new listing is running. */
    async settled(): Promise<void> {
      while (kicked) await kicked;
    },

    /** Finishes the digest in hand; starts no other. */
    async stop(): Promise<void> {
      stopping.abort();
      await kicked;
    },
  };
}

export type SavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>;
