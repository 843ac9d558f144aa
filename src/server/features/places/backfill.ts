import { and, asc, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { parseLocation } from '../../../shared/location';
import { marketplace } from '../../../shared/marketplace';
import type { Db } from '../../db/client';
import { dataBackfills, items, users } from '../../db/schema';
import { timeZoneOfPlace } from './timeZones';
import { zipCentroid } from './zipCentroids';

/** Rows read and written per statement: small enough not to hold locks for long. */
const BATCH_SIZE = 500;

interface Located {
  id: string;
  latitude: number;
  longitude: number;
  /** An item's zone at its new centre; people have none. */
  timeZone?: string;
}

/** Sets the centres of one batch; a row given its coordinates meanwhile is left as it is. */
async function writeCentres(db: Db, table: typeof items | typeof users, rows: Located[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::uuid, ${row.latitude}::float8, ${row.longitude}::float8, ${row.timeZone ?? null}::text)`,
    ),
    sql`, `,
  );
  const zone =
    table === items ? sql`, time_zone = coalesce(centre.time_zone, ${items.timeZone})` : sql``;
  await db.execute(sql`
    update ${table} set latitude = centre.latitude, longitude = centre.longitude${zone}
    from (values ${values}) as centre(id, latitude, longitude, time_zone)
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
      const zip = zipOf(row.stored);
      const centre = zipCentroid(zip);
      if (!centre) return [];
      return [
        {
          id: row.id,
          ...centre,
          ...(table === items && { timeZone: timeZoneOfPlace(zip, centre) }),
        },
      ];
    });
    await writeCentres(db, table, located);
    written += located.length;
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) return written;
    after = last.id;
  }
}

const ITEM_TIME_ZONES = 'item_time_zones';

/**
 * Gives each item written before time zones existed the zone of its place, once: the migration
 * gave them all one zone. The record of the backfill commits with its writes, so a second process
 * at once waits on it and then finds it done, and a crash leaves it to redo. An item whose ZIP
 * code changed since it was read here already has its new place's zone, and keeps it.
 */
async function backfillTimeZones(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(dataBackfills)
      .values({ name: ITEM_TIME_ZONES })
      .onConflictDoNothing()
      .returning({ name: dataBackfills.name });
    if (!claimed) return 0;
    const stored = await tx
      .select({
        id: items.id,
        zipCode: items.zipCode,
        latitude: items.latitude,
        longitude: items.longitude,
        timeZone: items.timeZone,
      })
      .from(items);
    const moved = stored.flatMap((row) => {
      const timeZone = timeZoneOfPlace(row.zipCode, row);
      return timeZone === row.timeZone ? [] : [{ id: row.id, zipCode: row.zipCode, timeZone }];
    });
    for (let start = 0; start < moved.length; start += BATCH_SIZE) {
      const values = sql.join(
        moved
          .slice(start, start + BATCH_SIZE)
          .map((row) => sql`(${row.id}::uuid, ${row.zipCode}, ${row.timeZone})`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${items} set time_zone = placed.time_zone
        from (values ${values}) as placed(id, zip_code, time_zone)
        where ${items.id} = placed.id and ${items.zipCode} = placed.zip_code`);
    }
    return moved.length;
  });
}

/**
 * Gives the items and people written before coordinates existed (or by a tool that bypassed the
 * services) the centre of their ZIP code, an item with the zone there; then, once ever, every
 * item written before zones existed its zone. Run after the migrations at every start: it reads
 * only rows still without coordinates, so a second run, or a second process at once, writes
 * nothing twice and changes nothing.
 */
export async function backfillCoordinates(
  db: Db,
): Promise<{ items: number; users: number; timeZones: number }> {
  // Only the US's ZIP codes have centres to look up; elsewhere a place is found when written.
  if (!marketplace().postalCodePlaces) {
    return { items: 0, users: 0, timeZones: await backfillTimeZones(db) };
  }
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
  return { items: itemCount, users: userCount, timeZones: await backfillTimeZones(db) };
}
