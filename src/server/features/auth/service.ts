import { messages } from '../../../shared/messages';
import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth';
import type { AuthResponse } from '../../../shared/schemas/users';
import type { UserRow } from '../../db/schema';
import { conflict, unauthorized } from '../../errors';
import { toPrivateUser, type UsersRepo } from '../users';
import type { PasswordHasher } from './passwords';
import type { SessionService } from './sessions';

export function createAuthService(
  users: UsersRepo,
  sessions: SessionService,
  passwords: PasswordHasher,
  /** Mails the new account's verification link. */
  sendVerification: (user: UserRow) => Promise<void>,
) {
  return {
    /**
     * Opens an account and mails its verification link. Accounts an operator vouches for (the
     * demo accounts) start verified and get no mail.
     */
    async register(
      input: RegisterInput,
      options: { vouchedFor?: boolean } = {},
    ): Promise<AuthResponse> {
      const user = await users.insertIfEmailFree({
        email: input.email,
        passwordHash: await passwords.hash(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        emailVerifiedAt: options.vouchedFor ? new Date() : null,
      });
      if (!user) throw conflict(messages.signup.emailTaken, 'EMAIL_TAKEN');
      if (!options.vouchedFor) await sendVerification(user);
      return { token: await sessions.create(user.id), user: toPrivateUser(user) };
    },

    async login(input: LoginInput): Promise<AuthResponse> {
      const user = await users.findByEmail(input.email);
      const passwordMatches = await passwords.verify(
        user?.passwordHash ?? (await passwords.decoyHash()),
        input.password,
      );
      if (!user || !passwordMatches) {
        throw unauthorized(messages.login.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      return { token: await sessions.create(user.id), user: toPrivateUser(user) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
