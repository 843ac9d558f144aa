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

/**
 * Signs up a person who has accepted the platform disclaimer, as everyone who lists or rents
 * has; `{ acceptDisclaimer: false }` gives a newcomer who has not.
 */
export async function signUp(
  app: App,
  overrides: Partial<RegisterInput> = {},
  { acceptDisclaimer = true }: { acceptDisclaimer?: boolean } = {},
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
  const registered = response.json<AuthResponse>();
  if (acceptDisclaimer) await acceptDisclaimerAs(app, registered.token);
  return {
    ...registered,
    user: { ...registered.user, disclaimerAccepted: acceptDisclaimer },
    password: account.password,
  };
}

export async function acceptDisclaimerAs(app: App, token: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/accept-disclaimer',
    headers: bearer(token),
  });
  if (response.statusCode !== 200) {
    throw new Error(`accepting the disclaimer failed with ${response.statusCode}`);
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
