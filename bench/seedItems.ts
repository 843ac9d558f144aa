import { knownZipCodes, timeZoneOfPlace, zipCentroid } from '../src/server/features/places';
import { ADJECTIVES, NOUNS_BY_CATEGORY, PHRASES, PLACES, STREETS } from './vocabulary';

/** Runs one parameterised statement on whichever driver the benchmark opened. */
export type RunSql = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

const FAKE_IMAGE = `/uploads/${'ab'.repeat(32)}.jpg`;

/**
 * Every ZIP code with a known centre, the centre and its time zone: where bench items are spread,
 * each keeping the zone a listed item would.
 */
function realPlaces() {
  const zips = knownZipCodes();
  const places = zips.map((zip) => {
    const centre = zipCentroid(zip) ?? { latitude: 0, longitude: 0 };
    return { centre, timeZone: timeZoneOfPlace(zip, centre) };
  });
  return {
    zips,
    latitudes: places.map(({ centre }) => centre.latitude),
    longitudes: places.map(({ centre }) => centre.longitude),
    timeZones: places.map(({ timeZone }) => timeZone),
  };
}

/**
 * Owners and items in two INSERT … SELECT statements; the triggers index every row. Each item
 * sits on a real ZIP code, picked uniformly (so about three items per ZIP code: many near a
 * city's centre, where ZIP codes are small), with that ZIP code's centre as its coordinates.
 * Then some of the days ahead are taken, by owners' blocks and confirmed rentals.
 */
export async function seedBenchItems(run: RunSql, itemCount: number, ownerCount = 2000) {
  const places = realPlaces();
  await run(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT 'bench' || g || '@example.com', 'not-a-hash', 'Owner', 'Number ' || g
     FROM generate_series(1, $1::int) g`,
    [ownerCount],
  );
  const nouns = Object.entries(NOUNS_BY_CATEGORY).flatMap(([category, words]) =>
    words.map((word) => ({ word, category: Number(category) })),
  );
  await run(
    `WITH vocabulary AS (
       SELECT $1::text[] AS nouns, $2::int[] AS noun_categories, $3::text[] AS adjectives,
              $4::text[] AS phrases, $5::text[] AS cities, $6::text[] AS zips,
              $7::text[] AS streets, (SELECT array_agg(id) FROM users) AS owners
     ), picks AS (
       SELECT 1 + floor(random() * cardinality(nouns))::int AS noun,
              1 + floor(random() * cardinality(adjectives))::int AS adjective,
              1 + floor(random() * cardinality(phrases))::int AS phrase1,
              1 + floor(random() * cardinality(phrases))::int AS phrase2,
              1 + floor(random() * cardinality(cities))::int AS place,
              1 + floor(random() * cardinality(owners))::int AS owner,
              1 + floor(random() * cardinality($10::text[]))::int AS zip,
              random() AS price, random() AS age, random() AS mix
       FROM vocabulary, generate_series(1, $8::int)
     )
     INSERT INTO items (owner_id, title, description, price_cents, duration, condition,
                        availability, location, city, zip_code, category_id, image_urls, status,
                        created_at, latitude, longitude, time_zone)
     SELECT owners[owner],
            initcap(adjectives[adjective] || ' ' || nouns[noun]),
            initcap(adjectives[adjective]) || ' ' || nouns[noun] || ', ' || phrases[phrase1]
              || '. ' || upper(left(phrases[phrase2], 1)) || substr(phrases[phrase2], 2) || '.',
            (round((3 + price * price * 250)::numeric, 2) * 100)::int,
            (ARRAY['hour', 'day', 'day', 'day', 'week', 'month'])[1 + floor(mix * 6)::int],
            (ARRAY['Excellent', 'Good', 'Good', 'Fair'])[1 + floor(price * 4)::int],
            CASE WHEN mix < 0.9 THEN 'Available' ELSE 'Unavailable' END,
            (1 + floor(age * 998)::int) || ' ' || streets[1 + floor(mix * cardinality(streets))::int],
            cities[place], ($10::text[])[zip], noun_categories[noun], ARRAY[$9::text],
            CASE WHEN age < 0.03 THEN 'inactive' ELSE 'active' END,
            now() - age * interval '365 days',
            ($11::float8[])[zip], ($12::float8[])[zip], ($13::text[])[zip]
     FROM picks, vocabulary`,
    [
      nouns.map((noun) => noun.word),
      nouns.map((noun) => noun.category),
      ADJECTIVES,
      PHRASES,
      PLACES.map(([city]) => city),
      PLACES.map(([, zip]) => zip),
      STREETS,
      itemCount,
      FAKE_IMAGE,
      places.zips,
      places.latitudes,
      places.longitudes,
      places.timeZones,
    ],
  );
  await takeDays(run);
  // A bulk load leaves GIN entries in the pending list; a service would have vacuumed by now.
  await run('VACUUM ANALYZE');
}

/**
 * A block of 2 to 8 days for a third of the items and a confirmed rental of 1 to 5 days (the
 * trigger writes its calendar row) for a fifth, somewhere in the next 120 days, apart.
 */
async function takeDays(run: RunSql) {
  await run(
    `INSERT INTO item_calendar (item_id, kind, from_date, to_date, note)
     SELECT id, 'block', start, start + 2 + floor(random() * 7)::int, 'away'
     FROM (SELECT id, current_date + floor(random() * 60)::int AS start FROM items
           WHERE random() < 0.33) AS blocked`,
  );
  await run(
    `INSERT INTO bookings (item_id, owner_id, renter_id, from_date, to_date, total_cents, status)
     SELECT items.id, items.owner_id, renter.id, start, start + 1 + floor(random() * 5)::int,
            items.price_cents, 'confirmed'
     FROM (SELECT id, current_date + 70 + floor(random() * 50)::int AS start FROM items
           WHERE random() < 0.2) AS rented
     JOIN items ON items.id = rented.id
     CROSS JOIN LATERAL (SELECT id FROM users WHERE users.id <> items.owner_id LIMIT 1) AS renter`,
  );
}
