import { BadgeCheck, MailWarning } from 'lucide-react';
import type { PrivateUser } from '../../../shared/schemas/users';
import { LoadingScreen } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { AccountNav } from './AccountNav';
import { CalendarFeedSection } from './CalendarFeedSection';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ResendVerification } from './ResendVerification';

/** Email & password: the address, whether it is verified, and changing either. */
export function AccountPage() {
  const auth = useAuth();
  const title = i18n._('shell.settings');
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <AccountNav />
      {auth.status === 'signedIn' ? <AccountSections user={auth.user} /> : <LoadingScreen />}
    </section>
  );
}

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

function AccountSections({ user }: { user: PrivateUser }) {
  return (
    <div className="mt-8 space-y-8">
      <section aria-labelledby="email-heading" className={card}>
        <h2 id="email-heading" className="text-lg font-semibold text-slate-900">
          {i18n._('login.emailLabel')}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-800">
          <span className="break-all font-medium">{user.email}</span>
          {user.emailVerified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
              <BadgeCheck aria-hidden="true" className="h-4 w-4" /> {i18n._('shell.verified')}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
              <MailWarning aria-hidden="true" className="h-4 w-4" /> {i18n._('account.notVerified')}
            </span>
          )}
        </p>
        {!user.emailVerified && <ResendVerification />}
        <ChangeEmailForm />
      </section>
      <section aria-labelledby="password-heading" className={card}>
        <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
          {i18n._('login.passwordLabel')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{i18n._('account.passwordIntro')}</p>
        <ChangePasswordForm />
      </section>
      <CalendarFeedSection />
    </div>
  );
}
