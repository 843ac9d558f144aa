import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { demoSeedRuns, users } from '../db/schema';

/** The one row of demo_seed_runs. */
const RUN_ID = 1;

/**
 * Whether a start should seed the demo: into an empty database, or to finish a seed that began
 * and never recorded its end (its process was killed, or a step failed). A database that has
 * people and no record of a seed (its own data, or seeded before the record existed) is left
 * alone, as is one whose seed completed.
 */
export async function isDemoSeedDue(db: Db): Promise<boolean> {
  const [run] = await db.select().from(demoSeedRuns).where(eq(demoSeedRuns.id, RUN_ID));
  if (run) return run.completedAt === null;
  const [people] = await db.select({ total: count() }).from(users);
  return (people?.total ?? 0) === 0;
}

/** Committed before the seed writes anything, so that an interruption is seen as one. */
export async function recordDemoSeedStarted(db: Db): Promise<void> {
  await db.insert(demoSeedRuns).values({ id: RUN_ID }).onConflictDoNothing();
}

export async function recordDemoSeedCompleted(db: Db): Promise<void> {
  await db.update(demoSeedRuns).set({ completedAt: new Date() }).where(eq(demoSeedRuns.id, RUN_ID));
}
