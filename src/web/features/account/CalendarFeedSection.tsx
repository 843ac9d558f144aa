import { CalendarSync, Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { errorText } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './calendarFeedApi';

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

/**
 * The person's private calendar link: made, made anew (the old one stops working) or turned
 * off. Only its hash is kept on the server, so the address is shown once, right after it is made.
 */
export function CalendarFeedSection() {
  const headingId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const newUrl = create.data?.feed.url;
  const failure = create.error ?? revoke.error ?? feed.error;
  const live = feed.data ?? null;

  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarSync aria-hidden="true" className="h-5 w-5 text-emerald-700" />
        {i18n._('calendar.section')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{i18n._('calendar.intro')}</p>
      <div className="mt-4 space-y-3">
        {feed.isPending ? (
          <output className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" />
          </output>
        ) : newUrl && live ? (
          <NewLink url={newUrl} />
        ) : live ? (
          <p className="text-sm text-slate-800">
            {i18n._('calendar.activeSince', { date: formatDate(live.created_at) })}
          </p>
        ) : (
          <p className="text-sm text-slate-800">
            {revoke.isSuccess ? i18n._('calendar.revoked') : i18n._('calendar.none')}
          </p>
        )}
        {failure && (
          <Alert tone="error">
            {errorText(failure, {
              failed: i18n._('calendar.failed'),
              thrown: i18n._('calendar.failed'),
            })}
          </Alert>
        )}
        <p className="text-xs text-slate-500">{i18n._('calendar.privateNote')}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={live ? 'secondary' : 'primary'}
            loading={create.isPending}
            onClick={() => {
              revoke.reset();
              create.mutate();
            }}
          >
            {live ? i18n._('calendar.regenerate') : i18n._('calendar.create')}
          </Button>
          {live && (
            <Button
              variant="ghost"
              loading={revoke.isPending}
              onClick={() => {
                create.reset();
                revoke.mutate();
              }}
            >
              {i18n._('calendar.revoke')}
            </Button>
          )}
        </div>
        {live && <p className="text-xs text-slate-500">{i18n._('calendar.regenerateNote')}</p>}
      </div>
    </section>
  );
}

function NewLink({ url }: { url: string }) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {i18n._('calendar.linkLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          {copied ? i18n._('calendar.copied') : i18n._('calendar.copy')}
        </Button>
      </div>
      <Alert tone="info">{i18n._('calendar.shownOnce')}</Alert>
    </div>
  );
}
