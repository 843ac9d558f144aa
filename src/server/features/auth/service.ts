import { isPublishedAdminLogin } from '../../../shared/demoAccounts';
import { ACCOUNT_SUSPENDED } from '../../../shared/errorCodes';
import type { Locale } from '../../../shared/i18n/locales';
import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth';
import type { AuthResponse } from '../../../shared/schemas/users';
import type { UserRow } from '../../db/schema';
import { AppError, conflict, forbidden, unauthorized } from '../../errors';
import { refuseImpossiblePhone, toPrivateUser, type UsersRepo } from '../users';
import type { PasswordHasher } from './passwords';
import type { SessionService } from './sessions';

/**
 * A suspended account is told so, with the reason, once its password is proven: someone who
 * only knows the address learns nothing more than from a wrong password.
 */
export function refuseIfSuspended(user: Pick<UserRow, 'suspensionReason'>): void {
  if (user.suspensionReason === null) return;
  throw new AppError(403, ACCOUNT_SUSPENDED, {
    id: 'moderation.suspended',
    values: { reason: user.suspensionReason },
  });
}

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
      options: { vouchedFor?: boolean; locale?: Locale } = {},
    ): Promise<AuthResponse> {
      refuseImpossiblePhone(input.phone);
      const user = await users.insertIfEmailFree({
        email: input.email,
        passwordHash: await passwords.hash(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        emailVerifiedAt: options.vouchedFor ? new Date() : null,
        // The language the person signed up in, until they choose another.
        ...(options.locale && { locale: options.locale }),
      });
      if (!user) throw conflict('signup.emailTaken', 'EMAIL_TAKEN');
      if (!options.vouchedFor) await sendVerification(user);
      return { token: await sessions.create(user.id), user: toPrivateUser(user) };
    },

    /** `fromThisMachine`: the client's address is a loopback one (the server's own machine). */
    async login(input: LoginInput, fromThisMachine: boolean): Promise<AuthResponse> {
      const user = await users.findByEmail(input.email);
      const passwordMatches = await passwords.verify(
        user?.passwordHash ?? (await passwords.decoyHash()),
        input.password,
      );
      if (!user || !passwordMatches) {
        throw unauthorized('login.invalidCredentials', 'INVALID_CREDENTIALS');
      }
      refuseIfSuspended(user);
      if (
        user.role === 'admin' &&
        !fromThisMachine &&
        isPublishedAdminLogin(input.email, input.password)
      ) {
        throw forbidden('login.publishedAdminRemote', 'PUBLISHED_ADMIN_PASSWORD_REMOTE');
      }
      return { token: await sessions.create(user.id), user: toPrivateUser(user) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
