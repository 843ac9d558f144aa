import { type FormEvent, useState } from 'react';
import type { MessageId } from '../../../shared/i18n/messageIds';
import type { NotificationCategory } from '../../../shared/notifications';
import type { NotificationPreference } from '../../../shared/schemas/notifications';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AccountNav } from '../account';
import { usePreferences, useSavePreferences } from './api';

/** Each category's name and what it covers, by message id. */
const CATEGORY_WORDS: Record<NotificationCategory, { label: MessageId; description: MessageId }> = {
  booking_requests: {
    label: 'notificationSettings.label.bookingRequests',
    description: 'notificationSettings.hint.bookingRequests',
  },
  booking_updates: {
    label: 'notificationSettings.label.bookingUpdates',
    description: 'notificationSettings.hint.bookingUpdates',
  },
  payments: {
    label: 'notificationSettings.label.payments',
    description: 'notificationSettings.hint.payments',
  },
  reminders: {
    label: 'notificationSettings.label.reminders',
    description: 'notificationSettings.hint.reminders',
  },
  messages: {
    label: 'notificationSettings.label.messages',
    description: 'notificationSettings.hint.messages',
  },
  reviews: {
    label: 'notificationSettings.label.reviews',
    description: 'notificationSettings.hint.reviews',
  },
  saved_searches: {
    label: 'notificationSettings.label.savedSearches',
    description: 'notificationSettings.hint.savedSearches',
  },
};

/** /account/notifications: which notifications also come by email. */
export function NotificationSettingsPage() {
  useDocumentTitle(i18n._('notificationSettings.pageTitle'));
  const preferences = usePreferences();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {i18n._('notificationSettings.pageTitle')}
      </h1>
      <AccountNav />
      <div className="mt-6">
        {preferences.isPending ? (
          <output className="block h-64 animate-pulse rounded-xl bg-slate-100">
            <span className="sr-only">{i18n._('shell.loading')}</span>
          </output>
        ) : preferences.isError ? (
          <div className="space-y-3">
            <Alert tone="error">{i18n._('notificationSettings.loadFailed')}</Alert>
            <Button variant="secondary" onClick={() => preferences.refetch()}>
              {i18n._('errors.retry')}
            </Button>
          </div>
        ) : (
          <PreferencesForm initial={preferences.data} />
        )}
      </div>
    </div>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreference[] }) {
  const save = useSavePreferences();
  const [chosen, setChosen] = useState(
    () => new Map(initial.map((preference) => [preference.category, preference.email])),
  );

  const toggle = (category: NotificationCategory, email: boolean) => {
    save.reset();
    setChosen((current) => new Map(current).set(category, email));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate([...chosen].map(([category, email]) => ({ category, email })));
  };

  return (
    <form onSubmit={submit} className="space-y-5">
      <fieldset className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <legend className="sr-only">{i18n._('notificationSettings.pageTitle')}</legend>
        <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-600 sm:px-5">
          {i18n._('notificationSettings.intro')}
        </p>
        <ul className="divide-y divide-slate-100">
          {[...chosen].map(([category, email]) => {
            const { label, description } = CATEGORY_WORDS[category];
            const id = `email-${category}`;
            return (
              <li
                key={category}
                className="flex items-center justify-between gap-4 px-4 py-4 sm:px-5"
              >
                <div className="min-w-0">
                  <label htmlFor={id} className="font-medium text-slate-900">
                    {i18n._(label)}
                  </label>
                  <p id={`${id}-description`} className="text-sm text-slate-600">
                    {i18n._(description)}
                  </p>
                </div>
                {/* Around the box too, so a tap anywhere on "Email" and the box toggles it. */}
                <label className="flex shrink-0 cursor-pointer items-center gap-2 px-1">
                  <span aria-hidden="true" className="text-sm text-slate-600">
                    {i18n._('notificationSettings.emailColumn')}
                  </span>
                  <input
                    id={id}
                    type="checkbox"
                    checked={email}
                    aria-describedby={`${id}-description`}
                    onChange={(event) => toggle(category, event.target.checked)}
                    className="h-5 w-5 rounded border-slate-300 text-emerald-600 accent-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600"
                  />
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {save.isSuccess && <Alert tone="success">{i18n._('notificationSettings.saved')}</Alert>}
      {save.isError && <Alert tone="error">{i18n._('notificationSettings.saveFailed')}</Alert>}
      <Button type="submit" loading={save.isPending}>
        {i18n._(save.isPending ? 'notificationSettings.saving' : 'notificationSettings.save')}
      </Button>
    </form>
  );
}
