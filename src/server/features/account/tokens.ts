import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  type AccountTokenPurpose,
  accountLinkPath,
  accountTokenExpiry,
} from '../../../shared/account';
import type { Db } from '../../db/client';
import { type AccountTokenRow, accountTokens } from '../../db/schema';
import { hashToken } from '../auth';

export interface IssuedLink {
  /** The path of the emailed link, token included; the only place the token ever appears. */
  linkPath: string;
}

/**
 * Issues a single-use link for the purpose and address. Earlier unused links of the same purpose
 * stop working, so only the newest email in someone's inbox is live.
 */
export async function issueAccountToken(
  tx: Db,
  request: { userId: string; purpose: AccountTokenPurpose; email: string; now: Date },
): Promise<IssuedLink> {
  const { userId, purpose, email, now } = request;
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashToken(token),
    expiresAt: accountTokenExpiry(purpose, now),
  });
  return { linkPath: accountLinkPath(purpose, token) };
}

/**
 * Uses up a live token of one of the purposes in one statement, so two clicks racing on the
 * same link cannot both succeed. Undefined when it is unknown, used, expired or of another purpose.
 */
export async function consumeAccountToken(
  tx: Db,
  token: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<AccountTokenRow | undefined> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** After the address changes, no link mailed to the old one may act on the account. */
export async function retireAccountTokens(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}
