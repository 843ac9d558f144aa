import type { AuthResponse } from '../../src/shared/schemas/users';
import { newAccount } from '../../tests/api/support/users';
import { expectStatus } from './http';

export interface Account {
  id: string;
  token: string;
  email: string;
  password: string;
}

/** Signs up through the HTTP API, as a person would. */
export async function signUpOver(base: string, firstName = 'Quality'): Promise<Account> {
  const input = newAccount({ firstName, lastName: 'Runner' });
  const answer = await expectStatus<AuthResponse>(201, base, 'POST', '/api/auth/register', {
    body: input,
  });
  return { id: answer.user.id, token: answer.token, email: input.email, password: input.password };
}
