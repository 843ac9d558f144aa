import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { ButtonLink } from '../../components/ui/Button';
import { LoadingScreen } from '../../components/ui/Spinner';
import { errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { accountApi } from './api';

/**
 * The page a verification or address-change link opens. The link works once, so it is followed
 * by one query shared by every render (a second mount must not spend it again).
 */
export function VerifyEmailPage() {
  const title = i18n._('account.confirmHeading');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const link = useQuery({
    queryKey: ['email-link', token],
    queryFn: () => accountApi.followEmailLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const { refreshUser } = auth;
  const refreshed = useRef(false);
  useEffect(() => {
    // Once: the navbar and account page show the new address or the verified mark at once.
    if (!link.isSuccess || !signedIn || refreshed.current) return;
    refreshed.current = true;
    refreshUser().catch(() => undefined);
  }, [link.isSuccess, signedIn, refreshUser]);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-6 space-y-4">
          {token === '' && <Alert tone="error">{i18n._('account.linkInvalid')}</Alert>}
          {link.isPending && token !== '' && <LoadingScreen />}
          {link.isError && (
            <Alert tone="error">
              {errorText(link.error, {
                failed: i18n._('account.linkInvalid'),
                thrown: i18n._('account.failed'),
              })}
            </Alert>
          )}
          {link.isSuccess && (
            <div className="text-center">
              <MailCheck aria-hidden="true" className="mx-auto h-12 w-12 text-emerald-700" />
              <p className="mt-4 text-slate-800" role="status">
                {link.data.changed
                  ? i18n._('account.emailChanged', { email: link.data.email })
                  : i18n._('account.emailVerified')}
              </p>
            </div>
          )}
          {(token === '' || !link.isPending) && (
            <ButtonLink to={signedIn ? '/account' : '/login'} className="w-full">
              {signedIn ? i18n._('account.toSettings') : i18n._('login.signIn')}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
