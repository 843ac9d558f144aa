import { useState } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messageIds';
import type { AdminDeadLetter } from '../../../shared/schemas/deadLetters';
import { Button } from '../../components/ui/Button';
import { errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';
import { toast } from '../../lib/toast';
import { useDeadLetters, useDiscardDeadLetter, useRetryDeadLetter } from './api';
import { Badge, PagedList, Row, Sentence, useListParams } from './parts';
import { ReasonDialog } from './ReasonDialog';

const when = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'short' });

/** The kinds of event named in plain words; any other shows as it is stored. */
const TYPE_LABELS: Partial<Record<string, MessageId>> = { 'mail.send': 'deadLetters.email' };

function typeLabel(type: string): string {
  const label = TYPE_LABELS[type];
  return label ? i18n._(label) : type;
}

/**
 * What the outbox gave up on: an administrator retries one once its cause is fixed (a mailbox
 * that exists again, a provider's setting) or discards it.
 */
export function DeadLettersPage() {
  const list = useListParams();
  const deadLetters = useDeadLetters(list.page);
  return (
    <PagedList
      filters={<p className="max-w-3xl text-sm text-slate-600">{i18n._('deadLetters.intro')}</p>}
      query={deadLetters}
      list={list}
      rowsOf={(data) => data.deadLetters}
      emptyTitle={i18n._('deadLetters.empty')}
      renderRow={(deadLetter) => <DeadLetterRow key={deadLetter.id} deadLetter={deadLetter} />}
    />
  );
}

function DeadLetterRow({ deadLetter }: { deadLetter: AdminDeadLetter }) {
  const retry = useRetryDeadLetter();
  const discard = useDiscardDeadLetter();
  const [discarding, setDiscarding] = useState(false);
  const type = typeLabel(deadLetter.type);
  const retryFailed = i18n._('deadLetters.retryFailed');
  return (
    <Row>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="red">{type}</Badge>
          <span className="text-sm text-slate-600">
            {i18n._('deadLetters.attempts', { count: deadLetter.attempts })}
          </span>
        </p>
        {deadLetter.recipient && (
          <p className="text-sm break-all text-slate-800">
            {i18n._('deadLetters.recipient', { recipient: deadLetter.recipient })}
          </p>
        )}
        {deadLetter.booking && (
          <p className="text-sm text-slate-800">
            <Sentence
              id="deadLetters.booking"
              parts={{
                booking: (
                  <Link
                    to={`/admin/bookings/${deadLetter.booking.id}`}
                    className="text-emerald-800 underline"
                  >
                    {deadLetter.booking.label}
                  </Link>
                ),
              }}
            />
          </p>
        )}
        {deadLetter.deadAt && (
          <p className="text-sm text-slate-600">
            {i18n._('deadLetters.failedOn', { when: when.format(new Date(deadLetter.deadAt)) })}
          </p>
        )}
        <p className="text-sm text-slate-700">
          <span className="font-medium">{i18n._('deadLetters.lastError')}</span>{' '}
          <code className="rounded bg-slate-100 px-1 py-0.5 text-xs break-all text-red-800">
            {deadLetter.lastError ?? i18n._('deadLetters.noError')}
          </code>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          loading={retry.isPending}
          aria-label={i18n._('deadLetters.retryLabel', { type })}
          onClick={() =>
            retry.mutate(
              { id: deadLetter.id },
              {
                onSuccess: () => toast.success(i18n._('deadLetters.retried')),
                onError: (error) =>
                  toast.error(errorText(error, { failed: retryFailed, thrown: retryFailed })),
              },
            )
          }
        >
          {i18n._(retry.isPending ? 'deadLetters.retrying' : 'deadLetters.retry')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={i18n._('deadLetters.discardLabel', { type })}
          onClick={() => setDiscarding(true)}
        >
          {i18n._('deadLetters.discard')}
        </Button>
      </div>
      <ReasonDialog
        open={discarding}
        onClose={() => setDiscarding(false)}
        title={i18n._('deadLetters.discardTitle')}
        description={i18n._('deadLetters.discardBody')}
        label={i18n._('admin.note')}
        required={false}
        danger
        confirmLabel={i18n._('deadLetters.discard')}
        doneMessage={i18n._('deadLetters.discarded')}
        submit={(reason) => discard.mutateAsync({ id: deadLetter.id, reason })}
      />
    </Row>
  );
}
