import { DEFAULT_SEARCH_RADIUS, LARGEST_SEARCH_RADIUS } from '../../../shared/items';
import { marketplace } from '../../../shared/marketplace';
import { toCents } from '../../../shared/money';
import { rentalLengthsOrdered } from '../../../shared/rentalRules';
import type {
  CreateItem,
  Item,
  ItemsPage,
  ItemsQuery,
  OwnItem,
  UpdateItem,
} from '../../../shared/schemas/items';
import { CHECK_VIOLATION, sqlStateOf } from '../../db/errors';
import { badRequest, forbidden, notFound } from '../../errors';
import type { ItemChange } from '../../live/cacheChannel';
import { itemPlaceColumns, refuseUnknownPlace } from '../places';
import { createPageFinder, type ItemsReads, resultPageKey } from './findPage';
import { type ItemPage, toItem, toItemPage, toOwnItem } from './presenters';
import type { ItemRecord } from './repo';
import { createTtlCache } from './ttlCache';

export interface ItemsServiceOptions {
  /** When an item is listed, changed or removed; the demo seed sets it back to list in the past. */
  now: () => Date;
  /**
   * How long result pages and browse totals are served from memory (0: never), and item pages
   * when no process hears changes (`announceChange` absent); for as long again an expired one is
   * still served while a single read replaces it. Writes through this service invalidate them
   * at once, in every process told by `announceChange`.
   */
  cacheTtlMs?: number;
  /**
   * How long item pages are served from memory when changes are announced. Every change that
   * alters a page is then heard (database triggers notify on commit, decision 0026), so this
   * only bounds what an unheard change could leave (a notice lost while no connection listened
   * is answered by dropping everything).
   */
  itemPageTtlMs?: number;
  /**
   * Tells the other processes on this database (and this one) that an item, or without an id
   * the listings, changed; each then calls `dropCached`. Without it only this process knows.
   */
  announceChange?: (itemId?: string) => Promise<void>;
  /** Told after an item is listed, without waiting: saved searches look for news. */
  onListed?: () => void;
  /**
   * Takes the item off the marketplace as its bookings allow (refused while a rental holds it;
   * its requests declined). Returns false when it was no longer listed.
   */
  withdraw: (id: string, at: Date) => Promise<boolean>;
}

/** Item pages are the most read: a popular one is served from memory, sparing a database trip. */
const CACHE_TTL_MS = 5_000;
const ANNOUNCED_ITEM_PAGE_TTL_MS = 5 * 60_000;
const CACHE_MAX_ENTRIES = 5_000;
/** A result page holds up to a page of items (~25 kB of JSON-ready objects): fewer are kept. */
const RESULT_PAGES_MAX_ENTRIES = 1_000;

export function createItemsService(repo: ItemsReads, options: ItemsServiceOptions) {
  const { now } = options;
  const ttlMs = options.cacheTtlMs ?? CACHE_TTL_MS;
  const details = createTtlCache<ItemPage>({
    ttlMs:
      ttlMs > 0 && options.announceChange
        ? (options.itemPageTtlMs ?? ANNOUNCED_ITEM_PAGE_TTL_MS)
        : ttlMs,
    staleMs: ttlMs,
    maxEntries: CACHE_MAX_ENTRIES,
  });
  const totals = createTtlCache<number>({
    ttlMs,
    staleMs: ttlMs,
    maxEntries: CACHE_MAX_ENTRIES,
  });
  // A text search costs PostgreSQL a few µs per matching item (heap visit, rank): hundreds of
  // matches make it the dearest read. Searches repeat (popular words, paging back), so a
  // result page is reused for a few seconds and dropped by any item write.
  const resultPages = createTtlCache<ItemsPage>({
    ttlMs,
    staleMs: ttlMs,
    maxEntries: RESULT_PAGES_MAX_ENTRIES,
  });
  const findPage = createPageFinder(repo, totals);
  const examplePlaces = createTtlCache<string | null>({ ttlMs, staleMs: ttlMs, maxEntries: 1 });

  /**
   * How far the nearest item matching everything but the radius is, within the largest radius a
   * search offers: a search as cheap as any near one (the box keeps it to the index), where one
   * across the whole Earth cost twenty times a search's time. Null when none is that near.
   */
  async function nearestWithinReach(query: ItemsQuery): Promise<number | null> {
    if ((query.radius ?? DEFAULT_SEARCH_RADIUS) >= LARGEST_SEARCH_RADIUS) return null;
    const wider = { ...query, radius: LARGEST_SEARCH_RADIUS, page: 1, limit: 1 };
    const [nearest] = (await findPage({ ...wider, sort: 'distance' })).items;
    return nearest?.distance ?? null;
  }

  async function requireActive(id: string): Promise<ItemRecord> {
    const item = await repo.findActiveById(id);
    if (!item) throw notFound('items.notFound');
    return item;
  }

  /** The item's page from memory, or read and kept. */
  function page(id: string): Promise<ItemPage> {
    return details.load(id, async () => toItemPage(await requireActive(id)));
  }

  /** The owner alone may change an item; anyone else learns it exists but is refused. */
  async function requireOwned(id: string, callerId: string, refusal: string): Promise<ItemRecord> {
    const item = await requireActive(id);
    if (item.ownerId !== callerId) throw forbidden(refusal);
    return item;
  }

  /** This process's cached pages: one item's, and every result page and total. */
  function dropCached(id?: string) {
    totals.clear();
    resultPages.clear();
    examplePlaces.clear();
    if (id) details.invalidate(id);
  }

  /** Called after every write, never before: a read racing the write must not be kept. */
  async function forget(id?: string) {
    dropCached(id);
    await options.announceChange?.(id);
  }

  return {
    async browse(query: ItemsQuery): Promise<ItemsPage> {
      // A well-formed ZIP code or city without a known centre: nothing to search near.
      if (query.near !== undefined) refuseUnknownPlace(query.near);
      return resultPages.load(resultPageKey(query), async () => {
        const found = await findPage(query);
        if (query.near === undefined || found.total > 0) return found;
        return { ...found, nearest: await nearestWithinReach(query) };
      });
    },

    /** The place the most live items are at, for the search field's example; null for none. */
    examplePlace(): Promise<string | null> {
      return examplePlaces.load('', () =>
        repo.busiestPlace(marketplace().postalCodePlaces ? 'zipCode' : 'city'),
      );
    },

    async listOwn(ownerId: string): Promise<{ items: OwnItem[] }> {
      const owned = await repo.listOwnedByOwner(ownerId);
      return {
        items: owned.map((record) => ({ ...toOwnItem(record), hiddenReason: record.hiddenReason })),
      };
    },

    /** The owner's live listings as anyone reads them, for their public profile. */
    async listLiveByOwner(ownerId: string): Promise<Item[]> {
      return (await repo.listActiveByOwner(ownerId)).map(toItem);
    },

    async get(id: string): Promise<Item> {
      return (await page(id)).item;
    },

    /** The API's answer for the item's page, as its response schema writes it. */
    async getJson(id: string): Promise<string> {
      return (await page(id)).json;
    },

    /** The caller owns the new item whatever the body says; status always starts active. */
    async create(ownerId: string, input: CreateItem): Promise<Item> {
      const id = await repo.insert(
        {
          ownerId,
          title: input.title,
          description: input.description,
          priceCents: toCents(input.price),
          duration: input.duration,
          condition: input.condition,
          availability: input.availability,
          location: input.location,
          city: input.city,
          zipCode: input.zipCode,
          ...itemPlaceColumns(input),
          categoryId: input.categoryId,
          imageUrls: input.imageUrls,
          minRentalDays: input.minRentalDays ?? null,
          maxRentalDays: input.maxRentalDays ?? null,
          minNoticeDays: input.minNoticeDays ?? null,
          cancellationPolicy: input.cancellationPolicy,
          depositCents: toCents(input.deposit),
        },
        now(),
      );
      await forget();
      options.onListed?.();
      return toOwnItem(await requireActive(id));
    },

    async update(id: string, callerId: string, input: UpdateItem): Promise<Item> {
      const current = await requireOwned(id, callerId, 'items.notAllowedToEdit');
      // A rule left out keeps its value, so the pair is checked as it will be stored.
      const lengths = {
        minRentalDays:
          input.min_rental_days === undefined ? current.minRentalDays : input.min_rental_days,
        maxRentalDays:
          input.max_rental_days === undefined ? current.maxRentalDays : input.max_rental_days,
      };
      if (!rentalLengthsOrdered(lengths)) {
        throw badRequest('terms.rentalDaysOrder', 'min_rental_days');
      }
      const updated = await repo
        .update(
          id,
          {
            title: input.title,
            description: input.description,
            priceCents: toCents(input.price),
            duration: input.duration,
            condition: input.condition,
            availability: input.availability,
            location: input.location,
            city: input.city,
            zipCode: input.zip_code,
            ...itemPlaceColumns({ zipCode: input.zip_code, city: input.city }),
            categoryId: input.category_id,
            ...(input.image_urls !== undefined && { imageUrls: input.image_urls }),
            ...(input.min_rental_days !== undefined && { minRentalDays: input.min_rental_days }),
            ...(input.max_rental_days !== undefined && { maxRentalDays: input.max_rental_days }),
            ...(input.min_notice_days !== undefined && { minNoticeDays: input.min_notice_days }),
            ...(input.cancellation_policy !== undefined && {
              cancellationPolicy: input.cancellation_policy,
            }),
            ...(input.deposit !== undefined && { depositCents: toCents(input.deposit) }),
          },
          now(),
        )
        .catch((error: unknown) => {
          // Another save changed the other length meanwhile: the database's check has the last word.
          if (sqlStateOf(error) === CHECK_VIOLATION) {
            throw badRequest('terms.rentalDaysOrder', 'min_rental_days');
          }
          throw error;
        });
      await forget(id);
      if (!updated) throw notFound('items.notFound');
      return toOwnItem(await requireActive(id));
    },

    /** For writes elsewhere that change what an item shows, such as a new review or a rental. */
    forgetItem(id: string): Promise<void> {
      return forget(id);
    },

    /** Another process (or this one) announced a change: drop what this process cached. */
    dropChanged(change: ItemChange): void {
      if (change.kind === 'listings') dropCached();
      else if (change.kind === 'item') dropCached(change.itemId);
      else if (change.kind === 'owner') {
        // Result pages name owners too.
        dropCached();
        details.invalidateWhere((kept) => kept.item.owner_id === change.ownerId);
      } else {
        // Result pages name categories too.
        dropCached();
        details.invalidateWhere((kept) => kept.item.categoryId === change.categoryId);
      }
    },

    /** Changes may have gone unannounced (the LISTEN connection was down): drop everything. */
    dropAllCached(): void {
      dropCached();
      details.clear();
    },

    async remove(id: string, callerId: string): Promise<void> {
      await requireOwned(id, callerId, 'items.notAllowedToDelete');
      const deactivated = await options.withdraw(id, now());
      await forget(id);
      if (!deactivated) throw notFound('items.notFound');
    },
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
