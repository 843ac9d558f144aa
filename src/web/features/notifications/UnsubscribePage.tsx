import { MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../../../shared/notifications';
import { ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';
import { Spinner } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUnsubscribe } from './api';

const isCategory = (value: string | undefined): value is NotificationCategory =>
  NOTIFICATION_CATEGORIES.some((category) => category === value);

/**
 * /unsubscribe/:token/:category, the link in every notification email: it switches that
 * category's emails off at once, without a sign-in. The page does it, not the GET itself, so a
 * mail scanner that follows links unsubscribes nobody.
 */
export function UnsubscribePage() {
  useDocumentTitle(i18n._('notificationSettings.unsubscribeTitle'));
  const { token = '', category } = useParams();
  const unsubscribe = useUnsubscribe();
  const valid = token !== '' && isCategory(category);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (isCategory(category) && token !== '') mutate({ token, category });
  }, [mutate, token, category]);

  const manage = (
    <ButtonLink to="/account/notifications" variant="secondary">
      {i18n._('notificationSettings.manageLink')}
    </ButtonLink>
  );
  if (!valid || unsubscribe.isError) {
    return (
      <PageState
        icon={MailX}
        iconClassName="text-red-500"
        title={i18n._('notificationSettings.unsubscribeTitle')}
        message={i18n._('notificationSettings.unsubscribeFailed')}
        action={manage}
      />
    );
  }
  if (!unsubscribe.isSuccess) {
    return (
      <output className="flex justify-center gap-2 py-24 text-slate-600">
        <Spinner className="h-5 w-5" />
        {i18n._('notificationSettings.unsubscribing')}
      </output>
    );
  }
  return (
    <PageState
      icon={MailX}
      iconClassName="text-emerald-600"
      title={i18n._('notificationSettings.unsubscribeTitle')}
      message={i18n._('notificationSettings.unsubscribed', {
        category: unsubscribe.data.category,
      })}
      action={manage}
    />
  );
}
