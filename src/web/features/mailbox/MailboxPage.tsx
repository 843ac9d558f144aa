import { Inbox, LockKeyhole } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';
import { Spinner } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { useMailbox, useMailboxEmail } from './api';
import { MailboxList } from './MailboxList';
import { MailboxReader } from './MailboxReader';
import { SendTestEmail } from './SendTestEmail';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * /dev/mailbox and /dev/mailbox/:emailId: the emails a development server kept or sent, shown
 * to administrators, and on the demo each person's own; signed out, the page asks to sign in.
 * On a production server the API has no such routes, and the page says so.
 */
export function MailboxPage() {
  useDocumentTitle(i18n._('mailbox.title'));
  const auth = useAuth();
  const location = useLocation();
  const { emailId } = useParams();
  const signedIn = auth.status === 'signedIn';
  const mailbox = useMailbox(signedIn);
  const open = useMailboxEmail(signedIn ? emailId : undefined);

  if (auth.status === 'signedOut') {
    return (
      <PageState
        icon={LockKeyhole}
        title={i18n._('mailbox.signInTitle')}
        message={i18n._('mailbox.signIn')}
        action={
          <ButtonLink to="/login" state={{ from: location }}>
            {i18n._('mailbox.signInAction')}
          </ButtonLink>
        }
      />
    );
  }

  if (mailbox.isError && isForbidden(mailbox.error)) {
    return (
      <PageState
        icon={Inbox}
        title={i18n._('mailbox.title')}
        message={i18n._('mailbox.adminsOnly')}
        action={<ButtonLink to="/">{i18n._('shell.goHome')}</ButtonLink>}
      />
    );
  }

  if (mailbox.isError && isNotFound(mailbox.error)) {
    return (
      <PageState
        icon={Inbox}
        title={i18n._('mailbox.title')}
        message={i18n._('mailbox.unavailable')}
        action={<ButtonLink to="/">{i18n._('shell.goHome')}</ButtonLink>}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {i18n._('mailbox.title')}
          </h1>
          <p className="mt-1 text-slate-600">
            {auth.user?.role === 'admin' ? i18n._('mailbox.intro') : i18n._('mailbox.introOwn')}
          </p>
        </div>
        <SendTestEmail />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_1fr]">
        <div className={emailId ? 'hidden lg:block' : ''}>
          {mailbox.isPending ? (
            <Spinner className="h-6 w-6 text-emerald-700" />
          ) : mailbox.isError ? (
            <div className="space-y-3">
              <Alert tone="error">{i18n._('mailbox.loadFailed')}</Alert>
              <Button variant="secondary" onClick={() => mailbox.refetch()}>
                {i18n._('errors.retry')}
              </Button>
            </div>
          ) : (
            <MailboxList emails={mailbox.data} openId={emailId} />
          )}
        </div>
        <div className={emailId ? '' : 'hidden lg:block'}>
          {!emailId ? (
            <p className="text-slate-600">{i18n._('mailbox.choose')}</p>
          ) : open.isPending ? (
            <Spinner className="h-6 w-6 text-emerald-700" />
          ) : open.isError ? (
            <Alert tone="error">
              {isNotFound(open.error) ? i18n._('mailbox.notFound') : i18n._('mailbox.loadFailed')}
            </Alert>
          ) : (
            <MailboxReader email={open.data} />
          )}
        </div>
      </div>
    </div>
  );
}
