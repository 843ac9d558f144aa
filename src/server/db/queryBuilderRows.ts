import { Column, type DriverValueDecoder, is, SQL } from 'drizzle-orm';
import pg from 'pg';

const { builtins } = pg.types;
const textKeptTypes: ReadonlySet<number> = new Set([
  builtins.DATE,
  builtins.TIMESTAMP,
  builtins.TIMESTAMPTZ,
  builtins.INTERVAL,
  // Arrays of date, timestamp, timestamptz, interval and numeric.
  1182,
  1115,
  1185,
  1187,
  1231,
]);
/**
 * The type parsers the query builder hands node-postgres: dates, times, intervals and numeric
 * arrays stay text, for the columns' own decoders; every other type is parsed as pg does.
 */
export const queryBuilderTypes: pg.CustomTypesConfig = {
  getTypeParser: (type, format) =>
    textKeptTypes.has(type) ? (value: string) => value : pg.types.getTypeParser(type, format),
};

interface ColumnReader {
  key: string;
  decoder: DriverValueDecoder<unknown, unknown>;
}

function isDecoder(value: unknown): value is DriverValueDecoder<unknown, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'mapFromDriverValue') === 'function'
  );
}

/** The decoder `mapWith` gave the SQL: the query builder's, though left out of its types. */
function sqlDecoder(name: string, key: string, sql: SQL): DriverValueDecoder<unknown, unknown> {
  const decoder: unknown = Reflect.get(sql, 'decoder');
  if (isDecoder(decoder)) return decoder;
  throw new Error(`prepared read ${name} finds no decoder for ${key}`);
}

/** As the query builder decodes a flat selection: a column's own decoder, or its SQL's. */
function columnReaders(name: string, selection: object): ColumnReader[] {
  return Object.entries(selection).map(([key, field]: [string, unknown]) => {
    if (is(field, Column)) return { key, decoder: field };
    if (is(field, SQL)) return { key, decoder: sqlDecoder(name, key, field) };
    if (is(field, SQL.Aliased)) return { key, decoder: sqlDecoder(name, key, field.sql) };
    throw new Error(`prepared read ${name} selects ${key}, neither a column nor SQL`);
  });
}

/**
 * Maps the rows of a flat selection, read in array mode, as the query builder's `mapResultRow`
 * does (a null stays null, any other value goes through its field's decoder), with each field's
 * decoder found once rather than for every value. Any other shape, such as a nested object or
 * a table under one key, is refused here.
 */
export function flatRowMapper(name: string, selection: object) {
  const readers = columnReaders(name, selection);
  return {
    keys: readers.map((reader) => reader.key),
    toRow(values: readonly unknown[]): Record<string, unknown> {
      const row: Record<string, unknown> = {};
      readers.forEach(({ key, decoder }, index) => {
        const value = values[index];
        row[key] = value === null ? null : decoder.mapFromDriverValue(value);
      });
      return row;
    },
  };
}
