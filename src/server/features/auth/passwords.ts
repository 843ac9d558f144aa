import { hash, verify } from '@node-rs/argon2';

/** How much work a new password hash costs; verification reads the cost from the hash. */
export type PasswordHashCost = 'standard' | 'test';

const ARGON2_COSTS: Record<PasswordHashCost, { memoryCost: number; timeCost: number }> = {
  /** OWASP's argon2id baseline: 19 MiB of memory, 2 passes. */
  standard: { memoryCost: 19_456, timeCost: 2 },
  /** The least argon2id accepts: test suites sign up hundreds of throwaway accounts. */
  test: { memoryCost: 8, timeCost: 1 },
};

function argon2Options(cost: PasswordHashCost) {
  return {
    // Algorithm.Argon2id: the package declares it as a const enum, which isolated modules cannot import.
    algorithm: 2,
    parallelism: 1,
    ...ARGON2_COSTS[cost],
  };
}

export function hashPassword(password: string, cost: PasswordHashCost = 'standard') {
  return hash(password, argon2Options(cost));
}

export function createPasswordHasher(cost: PasswordHashCost = 'standard') {
  let decoyHash: Promise<string> | undefined;
  return {
    hash: (password: string) => hashPassword(password, cost),

    async verify(passwordHash: string, password: string): Promise<boolean> {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },

    /**
     * A hash to verify against when the email is unknown, so that a login for a missing
     * account takes as long as one with a wrong password and does not reveal who has an account.
     */
    decoyHash(): Promise<string> {
      decoyHash ??= hashPassword('decoy password that matches no account', cost);
      return decoyHash;
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
