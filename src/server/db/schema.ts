import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_TOKEN_PURPOSES, type AccountTokenPurpose } from '../../shared/account';
import { BOOKING_STATUSES, CANCELLERS } from '../../shared/bookings';
import { CANCELLATION_POLICIES } from '../../shared/cancellationPolicy';
import {
  CLAIM_STATUSES,
  DEPOSIT_MODES,
  DEPOSIT_STATUSES,
  DEPOSIT_STATUSES_WITH_CAPTURE,
} from '../../shared/deposits';
import { SOURCE_LOCALE } from '../../shared/i18n/locales';
import { AVAILABILITIES, CONDITIONS, DURATIONS, ITEM_STATUSES } from '../../shared/items';
import { LEDGER_ACCOUNTS, LEDGER_KINDS, PAYOUT_STATUSES } from '../../shared/ledger';
import type { LiveEventType, LivePayload } from '../../shared/live';
import {
  ADMIN_ACTIONS,
  type AdminAction,
  AUDIT_TARGETS,
  type AuditTarget,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
} from '../../shared/moderation';
import type { Cents } from '../../shared/money';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_KINDS } from '../../shared/notifications';
import { REVIEW_DIRECTIONS, type ReviewDirection } from '../../shared/reviewWindow';
import { DEFAULT_ROLE, ROLES, type Role } from '../../shared/roles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    profileImageUrl: text('profile_image_url'),
    disclaimerAcceptedAt: timestamp('disclaimer_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    role: text('role').$type<Role>().notNull().default(DEFAULT_ROLE),
    /** Set when the person followed a link mailed to their current address. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when the account was deleted: the row stays, emptied, for the records others keep. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The centre of the person's ZIP code; null while it is empty or unknown. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Set while an administrator has suspended the account: sign-in is refused with the reason. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** The language of the person's pages, emails and notifications (one the product speaks). */
    locale: text('locale').notNull().default(SOURCE_LOCALE),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    check('users_role_valid', oneOf(table.role, ROLES)),
    check(
      'users_suspension_has_reason',
      sql`(${table.suspendedAt} is null) = (${table.suspensionReason} is null)`,
    ),
    check(
      'users_coordinates_valid',
      sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null or (${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180))`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Rate-limit counters all server processes share (see features/rateLimits). Unlogged in the
 * migration: a database crash may forget them, and nothing else.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * Single-use links mailed to a person (password reset, address verification, address change).
 * Only a digest of the token is kept; `email` is the address the link was sent to, which is the
 * address it proves (for a change, the new one).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('account_tokens_user_id_idx').on(table.userId, table.purpose),
    index('account_tokens_expires_at_idx').on(table.expiresAt),
    check('account_tokens_purpose_valid', oneOf(table.purpose, ACCOUNT_TOKEN_PURPOSES)),
  ],
);

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Filled by the items_search_vector trigger (migration 0004); never written by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** `column IN ('a', 'b')` from a constant list of the shared domain, for CHECK constraints. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').$type<Cents>().notNull(),
    duration: text('duration', { enum: DURATIONS }).notNull().default('day'),
    condition: text('condition', { enum: CONDITIONS }).notNull().default('Good'),
    availability: text('availability', { enum: AVAILABILITIES }).notNull().default('Available'),
    location: text('location').notNull().default(''),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    imageUrls: text('image_urls').array().notNull(),
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector'),
    /** The centre of the item's ZIP code, never its street address; null while unknown. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The IANA time zone the item's dates are judged in, found from its place. */
    timeZone: text('time_zone').notNull(),
    /** The owner's rules for a request; null: no rule. */
    minRentalDays: integer('min_rental_days'),
    maxRentalDays: integer('max_rental_days'),
    minNoticeDays: integer('min_notice_days'),
    /** Why an administrator hid the listing, shown to its owner; set while status is hidden. */
    hiddenReason: text('hidden_reason'),
    /** Hidden with its owner's suspension, so reinstating the owner shows it again. */
    hiddenWithSuspension: boolean('hidden_with_suspension').notNull().default(false),
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICIES })
      .notNull()
      .default('flexible'),
    /** Held on the renter's card for the rental; 0: no deposit. */
    depositCents: integer('deposit_cents')
      .$type<Cents>()
      .notNull()
      .default(0 as Cents),
  },
  (table) => [
    check('items_price_non_negative', sql`${table.priceCents} >= 0`),
    check('items_duration_valid', oneOf(table.duration, DURATIONS)),
    check('items_condition_valid', oneOf(table.condition, CONDITIONS)),
    check('items_availability_valid', oneOf(table.availability, AVAILABILITIES)),
    check('items_status_valid', oneOf(table.status, ITEM_STATUSES)),
    check(
      'items_hidden_has_reason',
      sql`(${table.status} = 'hidden') = (${table.hiddenReason} is not null)`,
    ),
    // A listing withdrawn with its deleted owner keeps no photos.
    check(
      'items_image_count',
      sql`cardinality(${table.imageUrls}) between 1 and 10 or (${table.status} = 'inactive' and cardinality(${table.imageUrls}) = 0)`,
    ),
    index('items_status_created_at_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    index('items_owner_id_idx').on(table.ownerId),
    index('items_category_id_idx').on(table.categoryId),
    index('items_price_idx').on(table.priceCents),
    index('items_search_vector_idx').using('gin', table.searchVector),
    index('items_title_trgm_idx').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    index('items_place_trgm_idx').using('gin', sql`${itemPlaceText(table)} gin_trgm_ops`),
    check(
      'items_coordinates_valid',
      sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null or (${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180))`,
    ),
    check(
      'items_rental_rules_valid',
      sql`(${table.minRentalDays} is null or ${table.minRentalDays} between 1 and 365) and (${table.maxRentalDays} is null or ${table.maxRentalDays} between 1 and 365) and (${table.minRentalDays} is null or ${table.maxRentalDays} is null or ${table.minRentalDays} <= ${table.maxRentalDays}) and (${table.minNoticeDays} is null or ${table.minNoticeDays} between 0 and 365)`,
    ),
    index('items_active_point_idx')
      .using('gist', sql`point(${table.longitude}, ${table.latitude})`)
      .where(sql`${table.status} = 'active' and ${table.latitude} is not null`),
  ],
);

/**
 * City and ZIP as one lower-case text, so that one trigram index serves the location filter.
 * Never the street address: it is shared only once a booking is confirmed, and a filter that
 * matched it would let anyone test which item sits at an address. Queries must use this very
 * expression for the planner to match the index.
 */
export function itemPlaceText(table: { city: AnyPgColumn; zipCode: AnyPgColumn }): SQL {
  return sql`lower(${table.city} || ' ' || ${table.zipCode})`;
}

/**
 * One row per word of an active item's search vector, with the keys result pages are sorted and
 * filtered by, so that a one-word search never visits the items it does not show. Kept by
 * triggers (migration 0020); never written by the application. `rank` is `ts_rank` of the item
 * for a query of this word alone.
 */
export const itemSearchPostings = pgTable(
  'item_search_postings',
  {
    lexeme: text('lexeme').notNull(),
    itemId: uuid('item_id').notNull(),
    rank: real('rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    priceCents: integer('price_cents').$type<Cents>().notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (table) => [
    index('item_search_postings_lexeme_idx').on(
      table.lexeme,
      table.rank.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.itemId.desc().nullsFirst(),
      table.priceCents,
      table.categoryId,
    ),
    index('item_search_postings_item_id_idx').on(table.itemId),
  ],
);

/**
 * Every word that has appeared in an item title, kept by a trigger (migration 0004): the
 * dictionary that misspelt searches are corrected against.
 */
export const itemTitleWords = pgTable('item_title_words', {
  word: text('word').primaryKey(),
});

/**
 * A request to rent an item for the half-open range [from_date, to_date). Migration 0005 adds
 * the exclusion constraint that keeps confirmed and completed bookings of one item apart.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    renterId: uuid('renter_id')
      .notNull()
      .references(() => users.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).$type<Cents>().notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Fixed when requested: the item's policy, the fees of the day and the item's deposit. */
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICIES })
      .notNull()
      .default('flexible'),
    serviceFeeCents: bigint('service_fee_cents', { mode: 'number' })
      .$type<Cents>()
      .notNull()
      .default(0 as Cents),
    commissionCents: bigint('commission_cents', { mode: 'number' })
      .$type<Cents>()
      .notNull()
      .default(0 as Cents),
    depositCents: bigint('deposit_cents', { mode: 'number' })
      .$type<Cents>()
      .notNull()
      .default(0 as Cents),
    cancelledBy: text('cancelled_by', { enum: CANCELLERS }),
  },
  (table) => [
    check('bookings_dates_ordered', sql`${table.fromDate} < ${table.toDate}`),
    check('bookings_total_non_negative', sql`${table.totalCents} >= 0`),
    check('bookings_status_valid', oneOf(table.status, BOOKING_STATUSES)),
    index('bookings_renter_created_idx').on(table.renterId, table.createdAt),
    index('bookings_owner_created_idx').on(table.ownerId, table.createdAt),
    index('bookings_item_idx').on(table.itemId),
    index('bookings_open_status_idx')
      .on(table.status)
      .where(sql`${table.status} in ('pending', 'confirmed')`),
  ],
);

export const ITEM_CALENDAR_KINDS = ['rental', 'block'] as const;
export type ItemCalendarKind = (typeof ITEM_CALENDAR_KINDS)[number];

/**
 * Every range of days an item is taken, half-open [from_date, to_date): a rental (a confirmed or
 * completed booking, written only by the bookings trigger of migration 0021) or the owner's
 * block. The migration's exclusion constraint keeps all of them apart.
 */
export const itemCalendar = pgTable(
  'item_calendar',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ITEM_CALENDAR_KINDS }).notNull(),
    bookingId: uuid('booking_id')
      .unique('item_calendar_booking_unique')
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** The owner's own word for a block ("away", "in repair"); empty for rentals. */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('item_calendar_kind_valid', oneOf(table.kind, ITEM_CALENDAR_KINDS)),
    check(
      'item_calendar_rental_has_booking',
      sql`(${table.kind} = 'rental') = (${table.bookingId} is not null)`,
    ),
    check('item_calendar_dates_ordered', sql`${table.fromDate} < ${table.toDate}`),
    index('item_calendar_item_idx').on(table.itemId, table.fromDate),
  ],
);

export const PAYMENT_RECORD_STATUSES = [
  'open',
  'paid',
  'failed',
  'expired',
  'refund_pending',
  'refunded',
] as const;

/** One checkout attempt for a booking, whichever provider ran it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    sessionId: text('session_id').notNull().unique(),
    amountCents: integer('amount_cents').$type<Cents>().notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('open'),
    /** The provider's id of the captured payment (Stripe: payment intent), needed to refund. */
    paymentReference: text('payment_reference'),
    /** The provider's hosted page for this attempt, handed out again while it stays open. */
    checkoutUrl: text('checkout_url'),
    /** When the provider closes the checkout page unpaid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What goes back, decided with the transition that refunds; set while refunding or refunded. */
    refundCents: integer('refund_cents').$type<Cents>(),
    /** When the provider confirmed the refund. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the payment was taken, as its receipt shows. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When its receipt email was queued: a capture handled twice mails one receipt. */
    receiptMailedAt: timestamp('receipt_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
    check('payments_status_valid', oneOf(table.status, PAYMENT_RECORD_STATUSES)),
    index('payments_booking_idx').on(table.bookingId),
    // A booking has at most one open checkout, whatever the concurrency.
    uniqueIndex('payments_one_open_per_booking')
      .on(table.bookingId)
      .where(sql`${table.status} = 'open'`),
    index('payments_refund_pending_idx')
      .on(table.status)
      .where(sql`${table.status} = 'refund_pending'`),
  ],
);

/**
 * Each person's private calendar feed: only the SHA-256 of its secret token is kept. Revoking or
 * regenerating sets revoked_at; at most one feed of a person is live.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('calendar_feeds_one_live_per_user')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * The local provider's own store, playing the part of Stripe's servers: what its hosted
 * checkout page shows and where it returns to. Nothing of the card is kept.
 */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').$type<Cents>().notNull(),
  currency: text('currency').notNull().default('usd'),
  description: text('description').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'failed'] })
    .notNull()
    .default('unpaid'),
  paymentReference: text('payment_reference'),
  refunded: boolean('refunded').notNull().default(false),
  /** What the refund gave back, as Stripe's refund records its amount. */
  refundedCents: integer('refunded_cents').$type<Cents>(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The deposit the page says will be held on the card; 0: none. */
  depositCents: integer('deposit_cents')
    .$type<Cents>()
    .notNull()
    .default(0 as Cents),
  /** Paid with the test card that pays here but declines every later off-session payment. */
  declinesOffSession: boolean('declines_off_session').notNull().default(false),
});

/** Plain-text messages between two people, about an item or in general (item_id null). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id),
    itemId: uuid('item_id').references(() => items.id),
    messageText: text('message_text').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check('messages_not_to_self', sql`${table.senderId} <> ${table.receiverId}`),
    check('messages_text_length', sql`char_length(${table.messageText}) between 1 and 2000`),
    index('messages_sender_created_idx').on(table.senderId, table.createdAt),
    index('messages_receiver_created_idx').on(table.receiverId, table.createdAt),
    index('messages_unread_idx').on(table.receiverId).where(sql`${table.readAt} is null`),
  ],
);

/** A renter's review of an item after a completed booking; one per booking. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The renter reviewing the item and its owner, or the owner reviewing the renter. */
    direction: text('direction').$type<ReviewDirection>().notNull(),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id),
    /** The item's owner, whichever the direction. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** The person reviewed: the owner, or the renter. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    reviewText: text('review_text').notNull(),
    createdAt: createdAt(),
    /** When everyone may read it (both sides wrote, or the window closed); null: the writer only. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    unique('reviews_booking_direction_unique').on(table.bookingId, table.direction),
    check('reviews_direction_valid', oneOf(table.direction, REVIEW_DIRECTIONS)),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_text_length', sql`char_length(${table.reviewText}) between 10 and 500`),
    index('reviews_item_created_idx').on(table.itemId, table.createdAt),
    index('reviews_reviewer_idx').on(table.reviewerId),
    index('reviews_subject_idx').on(table.subjectId, table.createdAt),
    index('reviews_hidden_idx').on(table.bookingId).where(sql`${table.revealedAt} is null`),
  ],
);

/**
 * The transactional outbox: each lifecycle transition writes its event here in the same
 * transaction as the change; the dispatcher delivers undelivered rows, at least once.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    bookingId: uuid('booking_id'),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** When the next delivery attempt may start: later after each failure, and while claimed. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Failed for good (a permanent error or too many attempts): no longer tried (migration 0037). */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    /** A dead letter an administrator closed without delivering it. */
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_events_due_idx').on(table.availableAt).where(sql`${table.deliveredAt} is null`),
    index('outbox_events_dead_idx')
      .on(table.deadAt)
      .where(sql`${table.deadAt} is not null and ${table.discardedAt} is null`),
    index('outbox_events_delivered_idx')
      .on(table.deliveredAt)
      .where(sql`${table.deliveredAt} is not null`),
    index('outbox_events_discarded_idx')
      .on(table.discardedAt)
      .where(sql`${table.discardedAt} is not null`),
    index('outbox_events_booking_idx').on(table.bookingId),
    // The mail of one account, which its deletion removes.
    index('outbox_events_mail_user_idx')
      .on(sql`(${table.payload}->>'userId')`)
      .where(sql`${table.type} = 'mail.send'`),
  ],
);

/**
 * What each person's live stream pushed, kept for a while so that a tab that reconnects with
 * Last-Event-ID receives what it missed. The id orders events across all server processes.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<LiveEventType>().notNull(),
    payload: jsonb('payload').$type<LivePayload>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('live_events_user_id_idx').on(table.userId, table.id),
    index('live_events_created_at_idx').on(table.createdAt),
  ],
);

/**
 * What each person was told, kept for the bell and the notifications page. The dedupe key names
 * the event a notification comes from, so an event delivered twice notifies each person once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: NOTIFICATION_CATEGORIES }).notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    linkPath: text('link_path').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('notifications_category_valid', oneOf(table.category, NOTIFICATION_CATEGORIES)),
    uniqueIndex('notifications_user_dedupe_idx').on(table.userId, table.dedupeKey),
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

/** A person's choice of email per category; no row means the default (email on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: NOTIFICATION_CATEGORIES }).notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.category] }),
    check(
      'notification_preferences_category_valid',
      oneOf(table.category, NOTIFICATION_CATEGORIES),
    ),
  ],
);

/** The secret in a person's unsubscribe links: it switches their emails off without a sign-in. */
export const unsubscribeTokens = pgTable('unsubscribe_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Every email as it was rendered, once per outbox event: sent again after a failure from this
 * copy, never a second time once sent, and listed by the local mailbox.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxEventId: uuid('outbox_event_id').notNull(),
    to: text('to').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    unsubscribeUrl: text('unsubscribe_url'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('emails_outbox_event_id_idx').on(table.outboxEventId),
    index('emails_user_id_idx').on(table.userId),
    index('emails_created_at_idx').on(table.createdAt),
  ],
);

/**
 * A search a person keeps, to hear of new listings that match it: the listings' filters (prices
 * in whole cents), the key that makes one search per person and query, and what its alerts need.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    search: text('search'),
    categoryId: integer('category_id'),
    location: text('location'),
    nearZip: text('near_zip'),
    /** In the marketplace's distance unit. */
    radius: integer('radius'),
    minPriceCents: integer('min_price_cents').$type<Cents>(),
    maxPriceCents: integer('max_price_cents').$type<Cents>(),
    queryKey: text('query_key').notNull(),
    createdAt: createdAt(),
    /** The creation time of the newest listing an alert told of: the sweep's lower bound. */
    matchedUntil: timestamp('matched_until', { withTimezone: true }).notNull(),
    /** When the last digest was written; the next waits a day from it. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('saved_searches_user_query_idx').on(table.userId, table.queryKey),
    index('saved_searches_due_idx').on(table.lastDigestAt),
  ],
);

/** Each listing a saved search's alerts told of, once: a sweep run again tells of none twice. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.itemId] }),
    index('saved_search_hits_item_idx').on(table.itemId),
  ],
);

/**
 * A signed-in person's report of a listing, a user or a message. `targetUserId` is the person
 * the report is about (a listing's owner, a message's sender), so an administrator sees every
 * report against someone together. One open report per reporter and target.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<ReportTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    /** The administrator's note, which the reporter reads with the outcome. */
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('reports_target_type_valid', oneOf(table.targetType, REPORT_TARGETS)),
    check('reports_reason_valid', oneOf(table.reason, REPORT_REASONS)),
    check('reports_status_valid', oneOf(table.status, REPORT_STATUSES)),
    check('reports_details_length', sql`char_length(${table.details}) <= 1000`),
    uniqueIndex('reports_one_open_per_target_idx')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_status_created_idx').on(table.status, table.createdAt),
    index('reports_target_user_idx').on(table.targetUserId),
    index('reports_reporter_idx').on(table.reporterId, table.createdAt),
  ],
);

/**
 * Every administrator action: who, what, on what, when and why. Append-only: a trigger
 * (migration 0026) refuses every UPDATE and DELETE, so not even the application can rewrite it.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<AdminAction>().notNull(),
    targetType: text('target_type').$type<AuditTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('admin_audit_log_action_valid', oneOf(table.action, ADMIN_ACTIONS)),
    check('admin_audit_log_target_type_valid', oneOf(table.targetType, AUDIT_TARGETS)),
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

/** One person blocking another: neither may message or book the other while it stands. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
    check('user_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/**
 * The ledger: every movement of money as one signed entry in cents; balances are sums of
 * entries. Append-only (a trigger of migration 0030 refuses UPDATE and DELETE); the unique
 * idempotency key keeps a replayed event or a repeated transition from writing twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** The owner whose earnings account this is; null for the marketplace and held money. */
    userId: uuid('user_id'),
    bookingId: uuid('booking_id'),
    payoutId: uuid('payout_id'),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Signed: credits are positive, debits negative. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** From when an owner may be paid this entry; until then it is pending. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('ledger_entries_account_valid', oneOf(table.account, LEDGER_ACCOUNTS)),
    check('ledger_entries_kind_valid', oneOf(table.kind, LEDGER_KINDS)),
    check(
      'ledger_entries_owner_named',
      sql`(${table.account} = 'owner') = (${table.userId} IS NOT NULL)`,
    ),
    check(
      'ledger_entries_held_booking',
      sql`${table.account} <> 'held' OR ${table.bookingId} IS NOT NULL`,
    ),
    check('ledger_entries_amount_non_zero', sql`${table.amountCents} <> 0`),
    index('ledger_entries_user_idx').on(table.userId, table.createdAt),
    index('ledger_entries_booking_idx').on(table.bookingId),
  ],
);

/** An owner's request to be paid their available balance, and how it was paid. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).$type<Cents>().notNull(),
    method: text('method', { enum: ['local', 'stripe'] }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    /** Stripe's transfer, once made. */
    transferId: text('transfer_id'),
    /** The administrator who marked a local payout paid. */
    paidBy: uuid('paid_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('payouts_amount_positive', sql`${table.amountCents} > 0`),
    check('payouts_method_valid', oneOf(table.method, ['local', 'stripe'])),
    check('payouts_status_valid', oneOf(table.status, PAYOUT_STATUSES)),
    check('payouts_paid_at_known', sql`(${table.status} = 'paid') = (${table.paidAt} IS NOT NULL)`),
    index('payouts_user_idx').on(table.userId, table.createdAt),
    index('payouts_requested_idx').on(table.createdAt).where(sql`${table.status} = 'requested'`),
  ],
);

/** An owner's Stripe Express account, where their payouts are transferred. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeAccountId: text('stripe_account_id').notNull().unique(),
  /** Stripe's word that the account may receive transfers, read when the owner comes back. */
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A rental's security deposit, committed with the capture of its payment (to_hold) and then
 * placed, captured or released through the provider by the outbox (migration 0029).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique('deposits_booking_unique')
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The rental's payment whose card the deposit is placed on. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    amountCents: integer('amount_cents').$type<Cents>().notNull(),
    currency: text('currency').notNull().default('usd'),
    mode: text('mode', { enum: DEPOSIT_MODES }).notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('to_hold'),
    /** The provider's hold (Stripe: the deposit's own PaymentIntent), once placed. */
    providerReference: text('provider_reference'),
    /** What is taken for damage; the rest goes back. */
    capturedCents: integer('captured_cents').$type<Cents>(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('deposits_amount_positive', sql`${table.amountCents} > 0`),
    check('deposits_provider_valid', sql`${table.provider} in ('local', 'stripe')`),
    check('deposits_mode_valid', oneOf(table.mode, DEPOSIT_MODES)),
    check('deposits_status_valid', oneOf(table.status, DEPOSIT_STATUSES)),
    check(
      'deposits_captured_within_amount',
      sql`${table.capturedCents} IS NULL OR (${table.capturedCents} > 0 AND ${table.capturedCents} <= ${table.amountCents})`,
    ),
    // A decision's refund names what it awards, which may be nothing (migration 0036).
    check(
      'deposits_capture_amount_known',
      sql`${table.status} in ('refund_pending', 'refunded') OR (${oneOf(table.status, DEPOSIT_STATUSES_WITH_CAPTURE)}) = (${table.capturedCents} IS NOT NULL)`,
    ),
    index('deposits_release_due_idx')
      .on(table.releaseAt)
      .where(sql`${table.status} in ('to_hold', 'held')`),
  ],
);

/** An owner's claim on a deposit: open → accepted | disputed → decided. One per rental. */
export const damageClaims = pgTable(
  'damage_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique('damage_claims_booking_unique')
      .references(() => bookings.id, { onDelete: 'cascade' }),
    depositId: uuid('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').$type<Cents>().notNull(),
    description: text('description').notNull(),
    photoUrls: text('photo_urls').array().notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('open'),
    disputeText: text('dispute_text'),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    /** What is captured: the claimed amount when accepted, the administrator's when decided. */
    decidedCents: integer('decided_cents').$type<Cents>(),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('damage_claims_status_valid', oneOf(table.status, CLAIM_STATUSES)),
    check('damage_claims_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'damage_claims_decided_within_claim',
      sql`${table.decidedCents} IS NULL OR (${table.decidedCents} >= 0 AND ${table.decidedCents} <= ${table.amountCents})`,
    ),
    check(
      'damage_claims_decision_known',
      sql`(${table.status} in ('accepted', 'decided')) = (${table.decidedCents} IS NOT NULL)`,
    ),
    check('damage_claims_photos_count', sql`cardinality(${table.photoUrls}) between 1 and 5`),
    index('damage_claims_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** The local provider's card holds, playing Stripe's PaymentIntents: one per deposit. */
export const localDepositHolds = pgTable(
  'local_deposit_holds',
  {
    depositId: uuid('deposit_id').primaryKey(),
    reference: text('reference').notNull().unique('local_deposit_holds_reference_unique'),
    /** The rental's payment whose card holds it. */
    paymentReference: text('payment_reference').notNull(),
    amountCents: integer('amount_cents').$type<Cents>().notNull(),
    mode: text('mode', { enum: DEPOSIT_MODES }).notNull(),
    status: text('status', { enum: ['held', 'captured', 'released'] })
      .notNull()
      .default('held'),
    capturedCents: integer('captured_cents').$type<Cents>(),
    /** What was given back of the captured amount since (a disputed claim's decision). */
    refundedCents: integer('refunded_cents')
      .$type<Cents>()
      .notNull()
      .default(0 as Cents),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'local_deposit_holds_status_valid',
      sql`${table.status} in ('held', 'captured', 'released')`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type ItemCalendarRow = typeof itemCalendar.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type DamageClaimRow = typeof damageClaims.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type OutboxEventRow = typeof outboxEvents.$inferSelect;
export type LiveEventRow = typeof liveEvents.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type EmailRow = typeof emails.$inferSelect;
export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/** Data changes made once by code after a migration, each recorded when done. */
export const dataBackfills = pgTable('data_backfills', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The demo seed's progress, one row: started before its first account, completed after its last
 * review, so a start that finds it unfinished finishes it.
 */
export const demoSeedRuns = pgTable(
  'demo_seed_runs',
  {
    id: integer('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [check('demo_seed_runs_single_row', sql`${table.id} = 1`)],
);
