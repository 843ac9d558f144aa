import { MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { notificationSettingsTexts } from '../../../shared/notificationSettingsTexts';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../../../shared/notifications';
import { ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';
import { Spinner } from '../../components/ui/Spinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUnsubscribe } from './api';

const m = notificationSettingsTexts;

const isCategory = (value: string | undefined): value is NotificationCategory =>
  NOTIFICATION_CATEGORIES.some((category) => category === value);

/**
 * /unsubscribe/:token/:category, the link in every notification email: it switches that
 * category's emails off at once, without a sign-in. The page does it, not the GET itself, so a
 * mail scanner that follows links unsubscribes nobody.
 */
export function UnsubscribePage() {
  useDocumentTitle(m.unsubscribeTitle);
  const { token = '', category } = useParams();
  const unsubscribe = useUnsubscribe();
  const valid = token !== '' && isCategory(category);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (isCategory(category) && token !== '') mutate({ token, category });
  }, [mutate, token, category]);

  const manage = (
    <ButtonLink to="/account/notifications" variant="secondary">
      {m.manageLink}
    </ButtonLink>
  );
  if (!valid || unsubscribe.isError) {
    return (
      <PageState
        icon={MailX}
        iconClassName="text-red-500"
        title={m.unsubscribeTitle}
        message={m.unsubscribeFailed}
        action={manage}
      />
    );
  }
  if (!unsubscribe.isSuccess) {
    return (
      <output className="flex justify-center gap-2 py-24 text-slate-600">
        <Spinner className="h-5 w-5" />
        {m.unsubscribing}
      </output>
    );
  }
  return (
    <PageState
      icon={MailX}
      iconClassName="text-emerald-600"
      title={m.unsubscribeTitle}
      message={m.unsubscribed(m.categories[unsubscribe.data.category].label)}
      action={manage}
    />
  );
}
