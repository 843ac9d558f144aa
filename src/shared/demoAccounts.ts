/**
 * The demo accounts seeded into a new database and offered by the login page's picker.
 * `accountRole` is what the account may do; `role` is only the picker's label.
 * They exist only in demo data (DEMO_DATA=on); never reuse these passwords elsewhere.
 */
export const DEMO_ACCOUNTS = [
  {
    role: 'Main demo',
    accountRole: 'user',
    email: 'demo@lendwell.app',
    password: 'Demo1234!',
    firstName: 'Alex',
    lastName: 'Morgan',
    phone: '5550100101',
    location: { address: '12 Elm Street', city: 'Springfield', zipCode: '62701' },
  },
  {
    role: 'Regular user',
    accountRole: 'user',
    email: 'user@lendwell.app',
    password: 'User1234!',
    firstName: 'Jamie',
    lastName: 'Rivera',
    phone: '5550100102',
    location: { address: '48 Oak Avenue', city: 'Springfield', zipCode: '62702' },
  },
  {
    role: 'Item owner',
    accountRole: 'user',
    email: 'owner@lendwell.app',
    password: 'Owner1234!',
    firstName: 'Sam',
    lastName: 'Patel',
    phone: '5550100103',
    location: { address: '7 Maple Court', city: 'Chatham', zipCode: '62629' },
  },
  {
    role: 'Administrator',
    accountRole: 'admin',
    email: 'admin@lendwell.app',
    password: 'Admin1234!',
    firstName: 'Taylor',
    lastName: 'Brooks',
    phone: '5550100104',
    location: { address: '1 Civic Plaza', city: 'Springfield', zipCode: '62701' },
  },
] as const;

/**
 * Whether a sign-in uses a demo administrator's published password. Such a login may open the
 * console only on the machine the server runs on: on an exposed demo anyone could type it.
 */
export function isPublishedAdminLogin(email: string, password: string): boolean {
  return DEMO_ACCOUNTS.some(
    (account) =>
      account.accountRole === 'admin' &&
      account.email === email.trim().toLowerCase() &&
      account.password === password,
  );
}
