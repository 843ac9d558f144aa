import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AVAILABILITIES, CONDITIONS, DURATIONS, ITEM_STATUSES } from '../../shared/items';

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
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
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
  (table) => [index('sessions_user_id_idx').on(table.userId)],
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
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
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
  },
  (table) => [
    check('items_price_non_negative', sql`${table.price} >= 0`),
    check('items_duration_valid', oneOf(table.duration, DURATIONS)),
    check('items_condition_valid', oneOf(table.condition, CONDITIONS)),
    check('items_availability_valid', oneOf(table.availability, AVAILABILITIES)),
    check('items_status_valid', oneOf(table.status, ITEM_STATUSES)),
    check('items_image_count', sql`cardinality(${table.imageUrls}) between 1 and 10`),
    index('items_status_created_at_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    index('items_owner_id_idx').on(table.ownerId),
    index('items_category_id_idx').on(table.categoryId),
    index('items_price_idx').on(table.price),
    index('items_search_vector_idx').using('gin', table.searchVector),
    index('items_title_trgm_idx').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    index('items_place_trgm_idx').using('gin', sql`${itemPlaceText(table)} gin_trgm_ops`),
  ],
);

/**
 * City, ZIP and address as one lower-case text, so that one trigram index serves the location
 * filter. Queries must use this very expression for the planner to match the index.
 */
export function itemPlaceText(table: {
  city: AnyPgColumn;
  zipCode: AnyPgColumn;
  location: AnyPgColumn;
}): SQL {
  return sql`lower(${table.city} || ' ' || ${table.zipCode} || ' ' || ${table.location})`;
}

/**
 * Every word that has appeared in an item title, kept by a trigger (migration 0004): the
 * dictionary that misspelt searches are corrected against.
 */
export const itemTitleWords = pgTable('item_title_words', {
  word: text('word').primaryKey(),
});

export type UserRow = typeof users.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
