import { z } from 'zod';
import { isCalendarDate } from '../calendarDates';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY } from '../cancellationPolicy';
import type { MessageId } from '../i18n/messageIds';
import { MAX_ITEM_IMAGES, UPLOADED_IMAGE_URL } from '../images';
import {
  AVAILABILITIES,
  CONDITIONS,
  DEFAULT_AVAILABILITY,
  DEFAULT_CONDITION,
  DEFAULT_DURATION,
  DURATIONS,
  ITEM_SORTS,
  ITEM_STATUSES,
  MAX_PAGE_SIZE,
  SEARCH_RADII,
} from '../items';
import { currencyDigits, isPlaceName, largestAmount, marketplace } from '../marketplace';
import { isWholeCents } from '../money';
import { NOTICE_DAYS_LIMITS, RENTAL_DAYS_LIMITS, rentalLengthsOrdered } from '../rentalRules';
import { timestampSchema } from './common';
import { optionalPostalCode, requiredText } from './fields';
import { reviewStatsSchema } from './reviews';

/** The item as every reader sees it (the first of each field's names). */
export const itemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  duration: z.enum(DURATIONS),
  /**
   * The street address, in the owner's own reads only (their listings, create and update): every
   * other reader gets an empty string and sees the city and ZIP code.
   */
  location: z.string(),
  city: z.string(),
  zipCode: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  condition: z.enum(CONDITIONS),
  availability: z.enum(AVAILABILITIES),
  image_urls: z.array(z.string()),
  imageUrl: z.string().nullable(),
  owner_id: z.string(),
  ownerName: z.string(),
  /** The owner's "verified" mark: they proved they read mail at their address. */
  ownerEmailVerified: z.boolean(),
  status: z.enum(ITEM_STATUSES),
  createdAt: timestampSchema,
  /** From the item's reviews; average 0 while there are none. */
  rating: reviewStatsSchema,
  /**
   * Where the item roughly is: its ZIP code's centre, never the street address. Null when the
   * ZIP code is unknown.
   */
  area: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /**
   * The IANA time zone where the item is ("Pacific/Honolulu"): its rentals' days begin and end
   * at midnight there, and every date rule (today, notice, deadlines) is judged on its clock.
   */
  timeZone: z.string(),
  /**
   * The distance from the place searched near, in the marketplace's unit (miles in the US,
   * kilometres in most countries); present only in such a search.
   */
  distance: z.number().optional(),
  /** The owner's rules for a request: nights at least and at most, days of notice. */
  minRentalDays: z.number().int().nullable(),
  maxRentalDays: z.number().int().nullable(),
  minNoticeDays: z.number().int().nullable(),
  /** How much of a confirmed rental a renter's cancellation gives back (see cancellationPolicy). */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  /** The security deposit held for a rental, in dollars; 0: none. */
  deposit: z.number(),
});
export type Item = z.infer<typeof itemSchema>;

export const itemResponseSchema = z.object({ item: itemSchema });

/** An item on its owner's own list: why an administrator hid it (null while it is shown). */
export const ownItemSchema = itemSchema.extend({ hiddenReason: z.string().nullable() });
export type OwnItem = z.infer<typeof ownItemSchema>;
/** GET /api/items/my-items: live listings and those hidden by an administrator. */
export const ownItemListSchema = z.object({ items: z.array(ownItemSchema) });

export const itemsPageSchema = z.object({
  items: z.array(itemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * Given when a search near a place found nothing within its radius: how far away the nearest
   * item matching everything else is (the marketplace's unit), or null when none is within the
   * largest radius a search offers.
   */
  nearest: z.number().nullable().optional(),
});
export type ItemsPage = z.infer<typeof itemsPageSchema>;

/** GET /api/items/example-place: a place with the most live items, the search field's example. */
export const examplePlaceSchema = z.object({ place: z.string().nullable() });

/** A price in dollars: at least 0, in whole cents (whole yen, where yen have no cents). */
export const priceValueSchema = z
  .number({ error: 'items.priceInvalid' })
  .min(0, 'items.priceInvalid')
  .refine((price) => price <= largestAmount(), 'items.priceInvalid')
  .refine(isWholeCents, {
    error: (): MessageId => (currencyDigits() === 0 ? 'items.priceWhole' : 'items.priceDecimals'),
  });

export const priceSchema = z.coerce.number({ error: 'items.priceInvalid' }).pipe(priceValueSchema);

/** An item's photos: one to MAX_ITEM_IMAGES uploaded ones; `requiredMessage` when there are none. */
export function imageListSchema(requiredMessage: MessageId) {
  return z
    .array(z.string().regex(UPLOADED_IMAGE_URL, 'items.imageUrlInvalid'), {
      error: requiredMessage,
    })
    .min(1, requiredMessage)
    .max(MAX_ITEM_IMAGES, 'items.tooManyImages');
}

export const imageUrlsSchema = imageListSchema('items.imagesRequired');

const policySchema = z.enum(CANCELLATION_POLICIES, { error: 'terms.policyInvalid' });
/** A deposit in dollars: 0 or more, at most two decimals; the item forms read it too. */
export const depositValueSchema = z
  .number({ error: 'terms.depositInvalid' })
  .min(0, 'terms.depositInvalid')
  .refine((deposit) => deposit <= largestAmount(), 'terms.depositInvalid')
  .refine(isWholeCents, 'terms.depositInvalid');
const depositSchema = z.coerce.number({ error: 'terms.depositInvalid' }).pipe(depositValueSchema);

/** Unknown or missing categories fall back to id 1, so any integer is accepted here. */
const categoryId = z.coerce.number().int().catch(0);

const fields = {
  title: requiredText('items.requiredFields', 120),
  description: requiredText('items.requiredFields', 5000),
  price: priceSchema,
  duration: z.enum(DURATIONS, { error: 'items.durationInvalid' }).default(DEFAULT_DURATION),
  condition: z.enum(CONDITIONS, { error: 'items.conditionInvalid' }).default(DEFAULT_CONDITION),
  availability: z
    .enum(AVAILABILITIES, { error: 'items.availabilityInvalid' })
    .default(DEFAULT_AVAILABILITY),
  location: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
};

/** An empty box or null is no rule; text from a form is read as a number. */
function fromNumberText(value: unknown): unknown {
  if (value === '' || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : Number(value);
  return value;
}

/**
 * A rule of days: a whole number within `limits`, or null for no rule. Optional: left out, a
 * new item has no rule and a changed one keeps its own.
 */
export function ruleDaysSchema(limits: { min: number; max: number }, message: MessageId) {
  return z.preprocess(
    fromNumberText,
    z
      .number({ error: message })
      .int(message)
      .min(limits.min, message)
      .max(limits.max, message)
      .nullable()
      .optional(),
  );
}

export const minRentalDaysSchema = ruleDaysSchema(RENTAL_DAYS_LIMITS, 'terms.minRentalDaysInvalid');
export const maxRentalDaysSchema = ruleDaysSchema(RENTAL_DAYS_LIMITS, 'terms.maxRentalDaysInvalid');
export const minNoticeDaysSchema = ruleDaysSchema(NOTICE_DAYS_LIMITS, 'terms.minNoticeDaysInvalid');

/** Both lengths given: the minimum may not pass the maximum (one left out is checked on save). */
const lengthsOrdered = (rules: { min?: number | null; max?: number | null }) =>
  rentalLengthsOrdered({ minRentalDays: rules.min ?? null, maxRentalDays: rules.max ?? null });

/** POST /api/items. The owner is always the caller; `ownerId` and `status` in the body are ignored. */
export const createItemSchema = z
  .object({
    ...fields,
    location: requiredText('items.requiredFields', 200),
    zipCode: optionalPostalCode().default(''),
    categoryId,
    imageUrls: imageUrlsSchema,
    minRentalDays: minRentalDaysSchema,
    maxRentalDays: maxRentalDaysSchema,
    minNoticeDays: minNoticeDaysSchema,
    cancellationPolicy: policySchema.default(DEFAULT_CANCELLATION_POLICY),
    deposit: depositSchema.default(0),
  })
  .refine((item) => lengthsOrdered({ min: item.minRentalDays, max: item.maxRentalDays }), {
    message: 'terms.rentalDaysOrder',
    path: ['minRentalDays'],
  });
export type CreateItemInput = z.input<typeof createItemSchema>;
export type CreateItem = z.output<typeof createItemSchema>;

/**
 * PUT /api/items/{id}, with the snake_case names the spec lists; image_urls and the rental
 * rules are optional (left out: kept as they are; null: no rule).
 */
export const updateItemSchema = z
  .object({
    ...fields,
    zip_code: optionalPostalCode().default(''),
    category_id: categoryId,
    image_urls: imageUrlsSchema.optional(),
    min_rental_days: minRentalDaysSchema,
    max_rental_days: maxRentalDaysSchema,
    min_notice_days: minNoticeDaysSchema,
    /** Left out: kept as they are. */
    cancellation_policy: policySchema.optional(),
    deposit: depositSchema.optional(),
  })
  .refine((item) => lengthsOrdered({ min: item.min_rental_days, max: item.max_rental_days }), {
    message: 'terms.rentalDaysOrder',
    path: ['min_rental_days'],
  });
export type UpdateItemInput = z.input<typeof updateItemSchema>;
export type UpdateItem = z.output<typeof updateItemSchema>;

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

const calendarDate = z.string().refine(isCalendarDate, 'items.availableDatesInvalid');

const optionalNumber = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : value),
  z.coerce.number().min(0).optional(),
);

/** GET /api/items query string. */
export const itemsQuerySchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    category: z.preprocess(
      (value) => (value === '' ? undefined : value),
      // Category ids are PostgreSQL integers; a larger number would fail in the database.
      z.coerce.number().int().positive().max(2_147_483_647).optional(),
    ),
    location: z.string().trim().max(100).optional(),
    minPrice: optionalNumber,
    maxPrice: optionalNumber,
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    sort: z.enum(ITEM_SORTS).optional(),
    /**
     * A place, a US ZIP code or elsewhere a city's name: only items within `radius` (miles or
     * kilometres, the marketplace's unit) of its centre.
     */
    near: z.preprocess(
      emptyAsMissing,
      z
        .string()
        .trim()
        .refine(isPlaceName, {
          error: (): MessageId =>
            marketplace().postalCodePlaces ? 'items.nearZipInvalid' : 'items.nearCityInvalid',
        })
        .optional(),
    ),
    radius: z.preprocess(
      emptyAsMissing,
      z.coerce
        .number({ error: 'items.radiusInvalid' })
        .refine(
          (radius) => (SEARCH_RADII as readonly number[]).includes(radius),
          'items.radiusInvalid',
        )
        .optional(),
    ),
    /** Only items free for the whole half-open range [from, to): no rental or owner's block in it. */
    from: z.preprocess(emptyAsMissing, calendarDate.optional()),
    to: z.preprocess(emptyAsMissing, calendarDate.optional()),
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    message: 'items.availableDatesBoth',
    path: ['from'],
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: 'items.availableDatesOrder',
    path: ['to'],
  });
export type ItemsQuery = z.output<typeof itemsQuerySchema>;
