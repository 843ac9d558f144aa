import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package declares it as a const enum, which isolated modules cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the email is unknown, so that a login for a missing
 * account takes as long as one with a wrong password and does not reveal who has an account.
 */
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  return decoyHash;
}
