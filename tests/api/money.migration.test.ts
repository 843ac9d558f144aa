import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from '../../src/server/db/client';

const MONEY_MIGRATION = '0008_money_in_cents';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations folder as it was before money moved to cents. */
function migrationsBeforeCents(): string {
  const folder = mkdtempSync(join(tmpdir(), 'lendwell-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
  const cents = journal.entries.find((entry) => entry.tag === MONEY_MIGRATION);
  if (!cents) throw new Error(`${MONEY_MIGRATION} is not in the journal`);
  journal.entries = journal.entries.filter((entry) => entry.when < cents.when);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe(`migration ${MONEY_MIGRATION}`, () => {
  let client: PGlite | undefined;
  let folder: string | undefined;

  const query = async <Row>(sql: string, params: unknown[] = []): Promise<Row[]> => {
    if (!client) throw new Error('the database is not open');
    return (await client.query<Row>(sql, params)).rows;
  };

  beforeAll(async () => {
    folder = migrationsBeforeCents();
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle(client), { migrationsFolder: folder });
    const [user] = await query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name) VALUES ('a@b.test', 'x', 'Sam')
       RETURNING id`,
    );
    const [renter] = await query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name) VALUES ('c@d.test', 'x', 'Jo')
       RETURNING id`,
    );
    const [item] = await query<{ id: string }>(
      `INSERT INTO items (owner_id, title, description, price, category_id, image_urls)
       VALUES ($1, 'Cordless drill', 'Two batteries.', 19.99, 1, ARRAY['/uploads/a.jpg']),
              ($1, 'Tent', 'Sleeps four.', 999999.99, 3, ARRAY['/uploads/b.jpg'])
       RETURNING id`,
      [user?.id],
    );
    await query(
      `INSERT INTO bookings (item_id, renter_id, owner_id, from_date, to_date, total_price)
       VALUES ($1, $2, $3, '2030-01-01', '2030-01-04', 59.97)`,
      [item?.id, renter?.id, user?.id],
    );
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  });

  afterAll(async () => {
    await client?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('moves prices and totals to whole cents', async () => {
    expect(await query(`SELECT title, price_cents FROM items ORDER BY price_cents`)).toEqual([
      { title: 'Cordless drill', price_cents: 1999 },
      { title: 'Tent', price_cents: 99999999 },
    ]);
    const [booking] = await query<{ total_cents: unknown }>(`SELECT total_cents FROM bookings`);
    expect(Number(booking?.total_cents)).toBe(5997);
  });

  it('drops the decimal columns', async () => {
    const columns = await query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name IN ('items', 'bookings') AND column_name IN ('price', 'total_price')`,
    );
    expect(columns).toEqual([]);
  });

  it('keeps the price index and the non-negative checks on the cents', async () => {
    const [index] = await query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'items_price_idx'`,
    );
    expect(index?.indexdef).toContain('(price_cents)');
    await expect(query(`UPDATE items SET price_cents = -1`)).rejects.toThrow(
      /items_price_non_negative/,
    );
    await expect(query(`UPDATE bookings SET total_cents = -1`)).rejects.toThrow(
      /bookings_total_non_negative/,
    );
  });

  it('keeps the search trigger working', async () => {
    await query(`UPDATE items SET title = 'Hammer drill' WHERE price_cents = 1999`);
    const found = await query<{ title: string }>(
      `SELECT title FROM items WHERE search_vector @@ websearch_to_tsquery('english', 'hammer')`,
    );
    expect(found).toEqual([{ title: 'Hammer drill' }]);
  });
});
