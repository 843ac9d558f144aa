import type { PrivateUser } from '../../../shared/schemas/users';
import { ApiError } from '../../lib/api';

/**
 * What a failed check of the saved session means. Only the server's 401 says the session has
 * ended; anything else (a tab leaving mid-answer, a busy or unreachable server) is no proof,
 * so the person stays signed in as last saved, and the next call that the server refuses ends
 * the session then.
 */
export function afterFailedSessionCheck(
  error: unknown,
  savedUser: PrivateUser | null,
): { signOut: true } | { signOut: false; user: PrivateUser } {
  const refused = error instanceof ApiError && error.status === 401;
  if (refused || !savedUser) return { signOut: true };
  return { signOut: false, user: savedUser };
}
