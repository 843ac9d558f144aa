import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client';
import { missingMigrations, NOT_READY_MESSAGES, readMigrationJournal } from './readiness';

const journal = [
  { tag: '0000_first', when: 1_000 },
  { tag: '0001_second', when: 2_000 },
  { tag: '0002_third', when: 3_000 },
];

describe('missingMigrations', () => {
  it('finds nothing missing when every migration is recorded', () => {
    expect(missingMigrations(journal, [3_000, 1_000, 2_000])).toEqual([]);
  });

  it('names each unrecorded migration in journal order, gaps included', () => {
    expect(missingMigrations(journal, [2_000])).toEqual(['0000_first', '0002_third']);
  });

  it('names them all on a database that recorded none', () => {
    expect(missingMigrations(journal, [])).toEqual(['0000_first', '0001_second', '0002_third']);
  });

  it('ignores records of migrations this build does not know (a newer build migrated)', () => {
    expect(missingMigrations(journal, [1_000, 2_000, 3_000, 4_000])).toEqual([]);
  });
});

describe('NOT_READY_MESSAGES.pending', () => {
  it('counts and names the migrations, one or many', () => {
    expect(NOT_READY_MESSAGES.pending(['0002_third'])).toBe(
      '1 database migration is not applied: 0002_third.',
    );
    expect(NOT_READY_MESSAGES.pending(['0001_second', '0002_third'])).toBe(
      '2 database migrations are not applied: 0001_second, 0002_third.',
    );
  });
});

describe('readMigrationJournal', () => {
  it('reads the shipped journal, oldest first, each with its tag and time', async () => {
    const shipped = await readMigrationJournal(MIGRATIONS_DIR);
    expect(shipped[0]?.tag).toBe('0000_extensions');
    const times = shipped.map((migration) => migration.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
