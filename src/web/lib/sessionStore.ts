import type { PrivateUser } from '../../shared/schemas/users';

const TOKEN_KEY = 'lendwell.token';
const USER_KEY = 'lendwell.user';

/** The session as kept in browser storage between visits: the token and the last known user. */
export const sessionStore = {
  token(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },

  user(): PrivateUser | null {
    const saved = localStorage.getItem(USER_KEY);
    if (!saved) return null;
    try {
      return JSON.parse(saved) as PrivateUser;
    } catch {
      return null;
    }
  },

  save(token: string, user: PrivateUser): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },

  saveUser(user: PrivateUser): void {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },

  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  },
};
