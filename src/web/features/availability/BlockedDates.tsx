import { CalendarOff, Download, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { addDays, type CalendarDate, daysBetween } from '../../../shared/calendarDates';
import { itemCalendarPath } from '../../../shared/calendarFeed';
import { BLOCK_NOTE_MAX_LENGTH } from '../../../shared/rentalRules';
import type { Block, BlockFormInput, CreateBlock } from '../../../shared/schemas/availability';
import { todayIn } from '../../../shared/timeZones';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Field } from '../../components/ui/Field';
import { Spinner } from '../../components/ui/Spinner';
import { errorText } from '../../lib/api';
import { formatCalendarDate, formatDateRange } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazyZodResolver';
import { toast } from '../../lib/toast';
import { useBlocks, useCreateBlock, useDeleteBlock } from './api';

const resolver = lazyZodResolver(() =>
  import('../../../shared/schemas/availability').then((m) => m.blockFormSchema),
);

const EMPTY_FORM: BlockFormInput = { fromDate: '', lastDate: '', note: '' };

/** One message for a refusal without words of its own and for a request that never arrived. */
const failedAs = (message: string) => ({ failed: message, thrown: message });

/** The blocked days as the owner thinks of them: first to last, both included. */
function blockedDaysText(block: Pick<Block, 'fromDate' | 'toDate'>): string {
  const last = addDays(block.toDate, -1);
  return last === block.fromDate
    ? formatCalendarDate(block.fromDate)
    : formatDateRange(block.fromDate, last);
}

/**
 * The owner's blocked dates on the edit page: the list with a way to remove each, and a form
 * to add one. Each change is saved at once, apart from the item's own form.
 */
export function BlockedDates({ itemId, timeZone }: { itemId: string; timeZone: string }) {
  const headingId = useId();
  const blocks = useBlocks(itemId);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {i18n._('availability.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{i18n._('availability.hint')}</p>
      <a
        href={itemCalendarPath(itemId)}
        download
        className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-emerald-800 hover:underline focus-visible:underline"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {i18n._('availability.downloadItem')}
      </a>
      <div className="mt-4">
        {blocks.isPending ? (
          <output className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" /> {i18n._('availability.loading')}
          </output>
        ) : blocks.isError ? (
          <Alert tone="error">
            <span>{i18n._('availability.loadFailed')}</span>{' '}
            <button
              type="button"
              className="font-medium underline"
              onClick={() => void blocks.refetch()}
            >
              {i18n._('errors.retry')}
            </button>
          </Alert>
        ) : blocks.data.length === 0 ? (
          <EmptyState icon={CalendarOff} title={i18n._('availability.empty')} />
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {blocks.data.map((block) => (
              <BlockRow key={block.id} itemId={itemId} block={block} />
            ))}
          </ul>
        )}
      </div>
      <AddBlockForm itemId={itemId} timeZone={timeZone} />
    </section>
  );
}

function BlockRow({ itemId, block }: { itemId: string; block: Block }) {
  const remove = useDeleteBlock(itemId);
  const dates = blockedDaysText(block);
  const onRemove = () =>
    remove.mutate(block.id, {
      onSuccess: () => toast.success(i18n._('availability.removed')),
      onError: (error) =>
        toast.error(errorText(error, failedAs(i18n._('availability.removeFailed')))),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{dates}</p>
        <p className="break-words text-sm text-slate-500">
          {i18n._('availability.dayCount', { days: daysBetween(block.fromDate, block.toDate) })}
          {block.note && ` · ${block.note}`}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRemove}
        loading={remove.isPending}
        aria-label={i18n._('availability.removeLabel', { dates })}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {i18n._('availability.remove')}
      </Button>
    </li>
  );
}

/** `timeZone` is the item's: a block's days are judged where the item is. */
function AddBlockForm({ itemId, timeZone }: { itemId: string; timeZone: string }) {
  const create = useCreateBlock(itemId);
  const form = useForm<BlockFormInput, unknown, CreateBlock>({
    resolver,
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const today: CalendarDate = todayIn(timeZone, new Date());
  const firstDay = form.watch('fromDate');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.success(i18n._('availability.added'));
      form.reset(EMPTY_FORM);
    } catch {
      // Shown beside the form from the mutation's error.
    }
  });

  // The form's own checks are shown by their fields; the server's refusal by the button.
  const refusal = create.isError
    ? errorText(create.error, failedAs(i18n._('availability.addFailed')))
    : undefined;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 space-y-4"
      aria-label={i18n._('availability.add')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={i18n._('availability.firstDay')}
          type="date"
          min={today}
          error={errors.fromDate?.message}
          {...form.register('fromDate', { onChange: () => create.reset() })}
        />
        <Field
          label={i18n._('availability.lastDay')}
          type="date"
          min={firstDay || today}
          error={errors.lastDate?.message}
          {...form.register('lastDate', { onChange: () => create.reset() })}
        />
        <Field
          label={i18n._('availability.note')}
          className="sm:col-span-2"
          maxLength={BLOCK_NOTE_MAX_LENGTH}
          placeholder={i18n._('availability.notePlaceholder')}
          error={errors.note?.message}
          {...form.register('note')}
        />
      </div>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          <CalendarOff aria-hidden="true" className="h-4 w-4" />
          {i18n._('availability.add')}
        </Button>
      </div>
    </form>
  );
}
