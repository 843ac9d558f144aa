import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';

/** The booking facts a public profile shows. */
export function createProfilesRepo(db: Db) {
  return {
    /**
     * How many confirmed rentals this owner called off: only an owner's cancellation of a
     * confirmed booking records the owner as the one who cancelled (the partial index serves it).
     */
    async ownerCancellations(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ cancelled: count() })
        .from(bookings)
        .where(and(eq(bookings.ownerId, ownerId), eq(bookings.cancelledBy, 'owner')));
      return row?.cancelled ?? 0;
    },
  };
}

export type ProfilesRepo = ReturnType<typeof createProfilesRepo>;
