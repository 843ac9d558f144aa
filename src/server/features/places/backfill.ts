import { and, asc, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { parseLocation } from '../../../shared/location';
import type { Db } from '../../db/client';
import { items, users } from '../../db/schema';
import { zipCentroid } from './zipCentroids';

/** Rows read and written per statement: small enough not to hold locks for long. */
const BATCH_SIZE = 500;

interface Located {
  id: string;
  latitude: number;
  longitude: number;
}

/** Sets the centres of one batch; a row given its coordinates meanwhile is left as it is. */
async function writeCentres(db: Db, table: typeof items | typeof users, rows: Located[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${row.latitude}::float8, ${row.longitude}::float8)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${table} set latitude = centre.latitude, longitude = centre.longitude
    from (values ${values}) as centre(id, latitude, longitude)
    where ${table.id} = centre.id and ${table.latitude} is null`);
}

/**
 * Walks the rows without coordinates in id order, a batch at a time, once: a row whose ZIP code
 * is unknown stays null and is not read again in this run.
 */
async function backfillTable(
  db: Db,
  table: typeof items | typeof users,
  zipColumn: SQL,
  waiting: SQL,
  zipOf: (stored: string) => string,
): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let written = 0;
  for (;;) {
    const batch = await db
      .select({ id: table.id, stored: sql<string>`${zipColumn}` })
      .from(table)
      .where(and(isNull(table.latitude), waiting, gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(BATCH_SIZE);
    const located = batch.flatMap((row) => {
      const centre = zipCentroid(zipOf(row.stored));
      return centre ? [{ id: row.id, ...centre }] : [];
    });
    await writeCentres(db, table, located);
    written += located.length;
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) return written;
    after = last.id;
  }
}

/**
 * Gives the items and people written before coordinates existed (or by a tool that bypassed the
 * services) the centre of their ZIP code. Run after the migrations at every start: it reads only
 * rows still without coordinates, so a second run, or a second process at once, writes nothing
 * twice and changes nothing.
 */
export async function backfillCoordinates(db: Db): Promise<{ items: number; users: number }> {
  const itemCount = await backfillTable(
    db,
    items,
    sql`${items.zipCode}`,
    ne(items.zipCode, ''),
    (zip) => zip,
  );
  const userCount = await backfillTable(
    db,
    users,
    sql`${users.location}`,
    sql`${users.location} <> '' and ${users.deletedAt} is null`,
    (stored) => parseLocation(stored).zipCode,
  );
  return { items: itemCount, users: userCount };
}
