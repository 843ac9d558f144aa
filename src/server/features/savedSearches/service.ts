import type { AppLocale } from '../../../shared/i18n/locales';
import { DEFAULT_SEARCH_RADIUS } from '../../../shared/items';
import { centsAtLeast, centsAtMost } from '../../../shared/money';
import { MAX_SAVED_SEARCHES, savedSearchKey } from '../../../shared/savedSearches';
import type {
  SavedSearch,
  SavedSearchFilters,
  SavedSearchList,
} from '../../../shared/schemas/savedSearches';
import { AppError, conflict, notFound } from '../../errors';
import { refuseUnknownPlace } from '../places';
import { toSavedSearch } from './presenters';
import type { NewSavedSearch, SavedSearchesRepo } from './repo';

/**
 * The filters as they are kept: empty text is no filter, a ZIP code without a radius has the
 * listings' default one, a radius without a ZIP code means nothing.
 */
function normalized(filters: SavedSearchFilters): SavedSearchFilters {
  const near = filters.near || undefined;
  return {
    search: filters.search || undefined,
    category: filters.category,
    location: filters.location || undefined,
    near,
    radius: near ? (filters.radius ?? DEFAULT_SEARCH_RADIUS) : undefined,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
  };
}

function rowOf(userId: string, filters: SavedSearchFilters): NewSavedSearch {
  return {
    userId,
    search: filters.search ?? null,
    categoryId: filters.category ?? null,
    location: filters.location ?? null,
    nearZip: filters.near ?? null,
    radius: filters.radius ?? null,
    // The schema allows whole cents only, so these are the amounts asked for.
    minPriceCents: filters.minPrice === undefined ? null : centsAtLeast(filters.minPrice),
    maxPriceCents: filters.maxPrice === undefined ? null : centsAtMost(filters.maxPrice),
    queryKey: savedSearchKey(filters),
  };
}

export function createSavedSearchesService(repo: SavedSearchesRepo, deps: { now: () => Date }) {
  return {
    /** Each summed up in `locale`, the reader's language. */
    async list(userId: string, locale: AppLocale): Promise<SavedSearchList> {
      const records = await repo.listOwn(userId);
      return { savedSearches: records.map((record) => toSavedSearch(record, locale)) };
    },

    /** Refused when the person keeps the most allowed, or this very search already. */
    async create(
      userId: string,
      input: SavedSearchFilters,
      locale: AppLocale,
    ): Promise<SavedSearch> {
      const filters = normalized(input);
      if (filters.near) refuseUnknownPlace(filters.near);
      const saved = await repo.insertWithinCap(
        rowOf(userId, filters),
        MAX_SAVED_SEARCHES,
        deps.now(),
      );
      if (saved === 'duplicate')
        throw conflict('savedSearches.alreadySaved', 'SAVED_SEARCH_EXISTS');
      if (saved === 'full') {
        throw new AppError(409, 'SAVED_SEARCHES_FULL', {
          id: 'savedSearches.tooMany',
          values: { max: MAX_SAVED_SEARCHES },
        });
      }
      const record = await repo.findOwn(userId, saved.id);
      if (!record) throw notFound('savedSearches.notFound');
      return toSavedSearch(record, locale);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteOwn(userId, id))) throw notFound('savedSearches.notFound');
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
