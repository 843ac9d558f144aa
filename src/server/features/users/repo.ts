import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<
    NewUser,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'location'
    | 'latitude'
    | 'longitude'
    | 'profileImageUrl'
    | 'locale'
  >
>;

export function createUsersRepo(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Only a live account: a deleted one's address is guessable and must open nothing. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    /** Inserts unless the email is taken (case-insensitively); undefined means taken. */
    async insertIfEmailFree(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Roles are granted by operators, never through a person's own profile. */
    async setRole(id: string, role: Role): Promise<void> {
      await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async acceptDisclaimer(id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ disclaimerAcceptedAt: sql`coalesce(${users.disclaimerAcceptedAt}, now())` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
