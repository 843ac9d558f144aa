import type {
  ChangeEmailInput,
  ChangePasswordInput,
  EmailLinkResult,
  ResetConfirmInput,
} from '../../../shared/schemas/account';
import type { AuthResponse } from '../../../shared/schemas/users';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, conflict, unauthorized } from '../../errors';
import { type MailRequest, queueMail } from '../../mail/queue';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { type PasswordHasher, refuseIfSuspended, type SessionService } from '../auth';
import { toPrivateUser, type UsersRepo } from '../users';
import { createAccountRepo } from './repo';
import { consumeAccountToken, issueAccountToken, retireAccountTokens } from './tokens';

export interface AccountServiceDeps {
  db: Db;
  users: UsersRepo;
  sessions: SessionService;
  passwords: PasswordHasher;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly' | 'deliverInBackground'>;
  now: () => Date;
}

const linkInvalid = (message: string = 'account.linkInvalid') =>
  new AppError(400, 'LINK_INVALID', message, 'token');
const wrongPassword = () =>
  new AppError(403, 'WRONG_PASSWORD', 'account.currentPasswordWrong', 'currentPassword');

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createAccountService(deps: AccountServiceDeps) {
  const { db, users, sessions, passwords, now } = deps;

  /**
   * Runs an account change and queues its emails in one transaction, so a link is mailed if and
   * only if its token was stored.
   */
  function commitWithMail<T>(
    work: (tx: Db) => Promise<{ value: T; mails: MailRequest[] }>,
  ): Promise<{ value: T; eventIds: string[] }> {
    return db.transaction(async (tx) => {
      const done = await work(tx);
      return { value: done.value, eventIds: await queueMail(tx, done.mails) };
    });
  }

  /** As commitWithMail, then hands the emails to the outbox once committed. */
  async function withMail<T>(
    work: (tx: Db) => Promise<{ value: T; mails: MailRequest[] }>,
  ): Promise<T> {
    const { value, eventIds } = await commitWithMail(work);
    await deps.outbox.deliverPromptly(eventIds);
    return value;
  }

  /** The signed-in account; one deleted since the request was let in is signed out. */
  async function userOrFail(id: string): Promise<UserRow> {
    const user = await users.findById(id);
    if (!user) throw new Error(`signed-in user ${id} does not exist`);
    if (user.deletedAt) throw unauthorized('auth.required');
    return user;
  }

  async function checkPassword(user: UserRow, password: string): Promise<void> {
    if (!(await passwords.verify(user.passwordHash, password))) throw wrongPassword();
  }

  function mailVerificationLink(user: UserRow): Promise<void> {
    return withMail(async (tx) => {
      const { linkPath } = await issueAccountToken(tx, {
        userId: user.id,
        purpose: 'verify-email',
        email: user.email,
        now: now(),
      });
      const mail: MailRequest = {
        template: 'verifyEmail',
        to: user.email,
        userId: user.id,
        data: { firstName: user.firstName, linkPath },
      };
      return { value: undefined, mails: [mail] };
    });
  }

  const passwordChangedMail = (user: UserRow): MailRequest => ({
    template: 'passwordChanged',
    to: user.email,
    userId: user.id,
    data: { firstName: user.firstName },
  });

  return {
    /** The sign-up's verification link; a lost one can be asked for again from the account page. */
    sendVerificationAtSignUp: mailVerificationLink,

    async resendVerification(userId: string): Promise<{ email: string }> {
      const user = await userOrFail(userId);
      if (user.emailVerifiedAt) throw conflict('account.alreadyVerified', 'ALREADY_VERIFIED');
      await mailVerificationLink(user);
      return { email: user.email };
    },

    /** Mails a reset link when the address has an account; the caller answers the same either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const { eventIds } = await commitWithMail(async (tx) => {
        const { linkPath } = await issueAccountToken(tx, {
          userId: user.id,
          purpose: 'password-reset',
          email: user.email,
          now: now(),
        });
        const mail: MailRequest = {
          template: 'passwordReset',
          to: user.email,
          userId: user.id,
          data: { firstName: user.firstName, linkPath },
        };
        return { value: undefined, mails: [mail] };
      });
      // Waiting for the SMTP conversation here would make a known address answer later than an
      // unknown one, and tell which addresses have accounts.
      deps.outbox.deliverInBackground(eventIds);
    },

    /**
     * Sets the new password and ends every session, the thief's included; the browser that
     * followed the link gets a fresh one. Following the link also proves the address.
     */
    async confirmPasswordReset(input: ResetConfirmInput): Promise<AuthResponse> {
      const passwordHash = await passwords.hash(input.password);
      const user = await withMail(async (tx) => {
        const at = now();
        const link = await consumeAccountToken(tx, input.token, ['password-reset'], at);
        if (!link) throw linkInvalid('reset.linkInvalid');
        const repo = createAccountRepo(tx);
        const account = await repo.lockLiveAccount(link.userId);
        if (!account) throw linkInvalid('reset.linkInvalid');
        // A new password opens no session of a suspended account: the link changes nothing.
        refuseIfSuspended(account);
        let changed = await repo.setPassword(link.userId, passwordHash);
        if (!changed.emailVerifiedAt && sameAddress(changed.email, link.email)) {
          changed = await repo.markVerified(changed.id, at);
        }
        await repo.revokeSessions(changed.id, at);
        return { value: changed, mails: [passwordChangedMail(changed)] };
      });
      return { token: await sessions.create(user.id), user: toPrivateUser(user) };
    },

    /** Follows a verification or address-change link, whoever is signed in where it is opened. */
    followEmailLink(token: string): Promise<EmailLinkResult> {
      return withMail<EmailLinkResult>(async (tx) => {
        const at = now();
        const link = await consumeAccountToken(tx, token, ['verify-email', 'change-email'], at);
        if (!link) throw linkInvalid();
        const repo = createAccountRepo(tx);
        const user = await repo.lockLiveAccount(link.userId);
        if (!user) throw linkInvalid();
        if (link.purpose === 'verify-email') {
          // A link for an address the account no longer uses proves nothing about the current one.
          if (!sameAddress(user.email, link.email)) throw linkInvalid();
          await repo.markVerified(user.id, at);
          return { value: { email: user.email, changed: false }, mails: [] };
        }
        if (await repo.emailTakenByOther(link.email, user.id)) {
          throw conflict('account.emailInUse', 'EMAIL_TAKEN');
        }
        const changed = await repo.changeEmail(user.id, link.email, at);
        await retireAccountTokens(tx, user.id, at);
        const toldOldAddress: MailRequest = {
          template: 'emailChanged',
          to: user.email,
          userId: user.id,
          data: { firstName: user.firstName, newEmail: changed.email },
        };
        return { value: { email: changed.email, changed: true }, mails: [toldOldAddress] };
      });
    },

    async requestEmailChange(userId: string, input: ChangeEmailInput): Promise<void> {
      const user = await userOrFail(userId);
      await checkPassword(user, input.currentPassword);
      if (sameAddress(user.email, input.newEmail)) {
        throw new AppError(400, 'SAME_EMAIL', 'account.sameEmail', 'newEmail');
      }
      await withMail(async (tx) => {
        if (await createAccountRepo(tx).emailTakenByOther(input.newEmail, user.id)) {
          throw conflict('signup.emailTaken', 'EMAIL_TAKEN');
        }
        const { linkPath } = await issueAccountToken(tx, {
          userId: user.id,
          purpose: 'change-email',
          email: input.newEmail,
          now: now(),
        });
        const mail: MailRequest = {
          template: 'confirmEmailChange',
          to: input.newEmail,
          userId: user.id,
          data: { firstName: user.firstName, newEmail: input.newEmail, linkPath },
        };
        return { value: undefined, mails: [mail] };
      });
    },

    /** Keeps the session that asked and signs out every other one. */
    async changePassword(
      userId: string,
      sessionTokenHash: string | null,
      input: ChangePasswordInput,
    ): Promise<void> {
      const user = await userOrFail(userId);
      await checkPassword(user, input.currentPassword);
      const passwordHash = await passwords.hash(input.newPassword);
      await withMail(async (tx) => {
        const repo = createAccountRepo(tx);
        const changed = await repo.setPassword(user.id, passwordHash);
        await repo.revokeSessions(user.id, now(), sessionTokenHash);
        return { value: undefined, mails: [passwordChangedMail(changed)] };
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
