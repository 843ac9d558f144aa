import { CalendarSync, Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { calendarTexts as t } from '../../../shared/calendarTexts';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { errorText } from '../../lib/api';
import { formatDate } from '../../lib/format';
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
        {t.section}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      <div className="mt-4 space-y-3">
        {feed.isPending ? (
          <output className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" />
          </output>
        ) : newUrl && live ? (
          <NewLink url={newUrl} />
        ) : live ? (
          <p className="text-sm text-slate-800">{t.activeSince(formatDate(live.created_at))}</p>
        ) : (
          <p className="text-sm text-slate-800">{revoke.isSuccess ? t.revoked : t.none}</p>
        )}
        {failure && (
          <Alert tone="error">{errorText(failure, { failed: t.failed, thrown: t.failed })}</Alert>
        )}
        <p className="text-xs text-slate-500">{t.privateNote}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={live ? 'secondary' : 'primary'}
            loading={create.isPending}
            onClick={() => {
              revoke.reset();
              create.mutate();
            }}
          >
            {live ? t.regenerate : t.create}
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
              {t.revoke}
            </Button>
          )}
        </div>
        {live && <p className="text-xs text-slate-500">{t.regenerateNote}</p>}
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
        {t.linkLabel}
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
          {copied ? t.copied : t.copy}
        </Button>
      </div>
      <Alert tone="info">{t.shownOnce}</Alert>
    </div>
  );
}
