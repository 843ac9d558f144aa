import { parseArgs } from 'node:util';

export type DatabaseKind = 'pglite' | 'postgres';

/** The database a script's PostgreSQL run uses: its own, so that it never meets the API tests'. */
export const QUALITY_DATABASE_URL =
  process.env.QUALITY_DATABASE_URL ??
  'postgres://lendwell_test:lendwell_test@127.0.0.1:5432/lendwell_quality';

/** Fixed ports, one per script, so that `npm run quality` never races for a free one. */
export const PORTS = {
  concurrency: 5081,
  load: 5082,
  crash: 5083,
  /** A second server on the crash run's data directory, which must be refused. */
  crashSecond: 5085,
  slow: 5084,
} as const;

export interface ScriptOptions {
  databases: DatabaseKind[];
  /** Shortens a script for trying it out; the recorded figures use the defaults. */
  quick: boolean;
  values: Record<string, string | undefined>;
}

/**
 * `--db pglite|postgres|both` (default both) and `--quick`, plus the script's own numeric
 * options (`--seconds 10`, `--rounds 5`, …).
 */
export function scriptOptions(numbers: string[] = []): ScriptOptions {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      quick: { type: 'boolean', default: false },
      ...Object.fromEntries(numbers.map((name) => [name, { type: 'string' as const }])),
    },
  });
  const db = String(values.db);
  if (!['pglite', 'postgres', 'both'].includes(db)) {
    throw new Error(`--db must be pglite, postgres or both, not ${db}`);
  }
  const databases: DatabaseKind[] = db === 'both' ? ['pglite', 'postgres'] : [db as DatabaseKind];
  const given: Record<string, unknown> = values;
  const strings = Object.fromEntries(
    numbers.map((name) => [name, given[name] === undefined ? undefined : String(given[name])]),
  );
  return { databases, quick: values.quick === true, values: strings };
}

/** A numeric option: the flag when given, else the quick or the recorded default. */
export function numberOption(
  options: ScriptOptions,
  name: string,
  recorded: number,
  quick: number,
): number {
  const given = options.values[name];
  const value = given === undefined ? (options.quick ? quick : recorded) : Number(given);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
