import type { App } from '../../../src/server/app';
import type { RegisterInput } from '../../../src/shared/schemas/auth';
import type { AuthResponse } from '../../../src/shared/schemas/users';

let counter = 0;

export function newAccount(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  return {
    firstName: 'Robin',
    lastName: 'Lender',
    email: `robin${counter}-${Date.now()}@example.com`,
    phone: '5551234567',
    password: 'Secret123!',
    ...overrides,
  };
}

export async function signUp(
  app: App,
  overrides: Partial<RegisterInput> = {},
): Promise<AuthResponse & { password: string }> {
  const account = newAccount(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: account,
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed with ${response.statusCode}: ${response.body}`);
  }
  return { ...response.json<AuthResponse>(), password: account.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
