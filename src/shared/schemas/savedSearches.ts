import { z } from 'zod';
import { hasSearchFilter } from '../savedSearches';
import { timestampSchema } from './common';
import { itemsQuerySchema, priceValueSchema } from './items';

const query = itemsQuerySchema.shape;

/**
 * POST /api/saved-searches: the listings' own filters, read by their own rules, without the
 * page, sort or dates (a saved search is about what is listed, not when it is free). Prices are
 * whole cents, as items' are, so that the saved filter is exactly the one searched.
 */
export const savedSearchInputSchema = z
  .object({
    search: query.search,
    category: query.category,
    location: query.location,
    near: query.near,
    radius: query.radius,
    minPrice: query.minPrice.pipe(priceValueSchema.optional()),
    maxPrice: query.maxPrice.pipe(priceValueSchema.optional()),
  })
  .refine(hasSearchFilter, { message: 'savedSearches.needsFilter', path: ['search'] });
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;
export type SavedSearchFilters = z.output<typeof savedSearchInputSchema>;

export const savedSearchQuerySchema = z.object({
  search: z.string().optional(),
  category: z.number().int().optional(),
  location: z.string().optional(),
  near: z.string().optional(),
  radius: z.number().int().optional(),
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
});

export const savedSearchSchema = z.object({
  id: z.string(),
  query: savedSearchQuerySchema,
  /** The search in words: its text, category, place, distance and prices. */
  summary: z.string(),
  /** The listings page with this search's filters. */
  listingsPath: z.string(),
  createdAt: timestampSchema,
  /** When its last alert was written; null until the first. */
  lastAlertAt: timestampSchema.nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({ savedSearch: savedSearchSchema });
export const savedSearchListSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;
