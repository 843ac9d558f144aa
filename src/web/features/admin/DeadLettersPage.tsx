import { useState } from 'react';
import { Link } from 'react-router';
import { deadLetterTexts, deadLetterTypeLabel } from '../../../shared/deadLetterTexts';
import type { AdminDeadLetter } from '../../../shared/schemas/deadLetters';
import { Button } from '../../components/ui/Button';
import { errorText } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useDeadLetters, useDiscardDeadLetter, useRetryDeadLetter } from './api';
import { Badge, PagedList, Row, useListParams } from './parts';
import { ReasonDialog } from './ReasonDialog';

const t = deadLetterTexts;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * What the outbox gave up on: an administrator retries one once its cause is fixed (a mailbox
 * that exists again, a provider's setting) or discards it.
 */
export function DeadLettersPage() {
  const list = useListParams();
  const deadLetters = useDeadLetters(list.page);
  return (
    <PagedList
      filters={<p className="max-w-3xl text-sm text-slate-600">{t.intro}</p>}
      query={deadLetters}
      list={list}
      rowsOf={(data) => data.deadLetters}
      emptyTitle={t.empty}
      renderRow={(deadLetter) => <DeadLetterRow key={deadLetter.id} deadLetter={deadLetter} />}
    />
  );
}

function DeadLetterRow({ deadLetter }: { deadLetter: AdminDeadLetter }) {
  const retry = useRetryDeadLetter();
  const discard = useDiscardDeadLetter();
  const [discarding, setDiscarding] = useState(false);
  const type = deadLetterTypeLabel(deadLetter.type);
  return (
    <Row>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="red">{type}</Badge>
          <span className="text-sm text-slate-600">{t.attempts(deadLetter.attempts)}</span>
        </p>
        {deadLetter.recipient && (
          <p className="text-sm break-all text-slate-800">
            {t.recipient}: {deadLetter.recipient}
          </p>
        )}
        {deadLetter.booking && (
          <p className="text-sm text-slate-800">
            {t.booking}:{' '}
            <Link
              to={`/admin/bookings/${deadLetter.booking.id}`}
              className="text-emerald-800 underline"
            >
              {deadLetter.booking.label}
            </Link>
          </p>
        )}
        {deadLetter.deadAt && (
          <p className="text-sm text-slate-600">
            {t.failedOn(when.format(new Date(deadLetter.deadAt)))}
          </p>
        )}
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t.lastError}:</span>{' '}
          <code className="rounded bg-slate-100 px-1 py-0.5 text-xs break-all text-red-800">
            {deadLetter.lastError ?? t.noError}
          </code>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          loading={retry.isPending}
          aria-label={t.retryLabel(type)}
          onClick={() =>
            retry.mutate(
              { id: deadLetter.id },
              {
                onSuccess: () => toast.success(t.retried),
                onError: (error) =>
                  toast.error(errorText(error, { failed: t.retryFailed, thrown: t.retryFailed })),
              },
            )
          }
        >
          {retry.isPending ? t.retrying : t.retry}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t.discardLabel(type)}
          onClick={() => setDiscarding(true)}
        >
          {t.discard}
        </Button>
      </div>
      <ReasonDialog
        open={discarding}
        onClose={() => setDiscarding(false)}
        title={t.discardTitle}
        description={t.discardBody}
        label={t.discardNoteLabel}
        required={false}
        danger
        confirmLabel={t.discard}
        doneMessage={t.discarded}
        submit={(reason) => discard.mutateAsync({ id: deadLetter.id, reason })}
      />
    </Row>
  );
}
