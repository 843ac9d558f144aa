import { MessageCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type BookedRange, requestedDatesProblem } from '../../../shared/bookedRanges';
import { chatPath } from '../../../shared/chat';
import { wordsFor } from '../../../shared/i18n/wordsFor';
import { durationLabel } from '../../../shared/itemLabels';
import { toCents } from '../../../shared/money';
import { quoteBooking } from '../../../shared/pricing';
import {
  DEFAULT_BOOKING_BOUNDS,
  rentalRulesProblem,
  rentalRulesSummary,
} from '../../../shared/rentalRules';
import type { Item } from '../../../shared/schemas/items';
import { todayIn } from '../../../shared/timeZones';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { errorText } from '../../lib/api';
import { clockThere, formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth';
import { useBlockState } from '../blocks';
import { useBookedDates, useBookingBounds, useCreateBooking, useFeeSettings } from './api';
import { BookingCreated } from './BookingCreated';
import { BookingDates } from './BookingDates';
import { CostSummary } from './CostSummary';
import { type ChosenDates, useChosenDates } from './useChosenDates';

/** One empty list, so the pickers' derived days are not recomputed on every render. */
const noBookedRanges: BookedRange[] = [];

/** The renter's side of an item page: choose dates, see the price, request the booking. */
export function BookingPanel({ item }: { item: Item }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const bookedDates = useBookedDates(item.id);
  // Every date rule is judged where the item is, whatever the renter's own clock says.
  const todayThere = () => todayIn(item.timeZone, new Date());
  const createBooking = useCreateBooking();
  const fees = useFeeSettings();
  // Until the settings arrive the defaults stand in: the server checks the real ones anyway.
  const bounds = useBookingBounds().data ?? DEFAULT_BOOKING_BOUNDS;
  const [dates, setDates] = useChosenDates();
  const [problem, setProblem] = useState<string>();
  // The server refuses a request across a block either way; the panel says so before one is tried.
  const block = useBlockState(item.owner_id, auth.status === 'signedIn');
  const blocked = block.data?.blocked ?? false;
  const bookedRanges = bookedDates.data ?? noBookedRanges;
  const quote =
    dates.from && dates.to
      ? quoteBooking(toCents(item.price), item.duration, dates.from, dates.to)
      : undefined;

  const changeDates = (next: ChosenDates) => {
    setProblem(undefined);
    createBooking.reset();
    setDates(next);
  };

  const bookNow = (event: FormEvent) => {
    event.preventDefault();
    if (auth.status !== 'signedIn') {
      toast.info(i18n._('bookings.signInToBook'));
      navigate('/login', { state: { from: location } });
      return;
    }
    const found = requestedDatesProblem(dates, todayThere(), bookedRanges);
    if (found || !dates.from || !dates.to) {
      setProblem(found ? wordsFor(i18n, found) : i18n._('bookings.bothDates'));
      return;
    }
    const range = { fromDate: dates.from, toDate: dates.to };
    const broken = rentalRulesProblem(range, item, todayThere(), bounds, formatLocale);
    if (broken) {
      setProblem(i18n._(broken.message.id, broken.message.values));
      return;
    }
    setProblem(undefined);
    createBooking.mutate({ itemId: item.id, fromDate: dates.from, toDate: dates.to });
  };

  const clock = clockThere(item.timeZone);
  const rules = rentalRulesSummary(item)
    .map((rule) => i18n._(rule.id, rule.values))
    .join(' · ');
  const failed = i18n._('bookings.failed');
  const error =
    problem ??
    (createBooking.isError && errorText(createBooking.error, { failed, thrown: failed }));

  return (
    <section
      aria-labelledby="book-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="book-heading" className="text-lg font-semibold text-slate-900">
        {i18n._('bookings.heading')}
      </h2>
      <p className="text-slate-900">
        <span className="text-2xl font-bold">{formatCurrency(item.price)}</span>{' '}
        <span className="text-slate-500">{i18n._(durationLabel(item.duration))}</span>
      </p>
      {rules && <p className="text-sm font-medium text-slate-700">{rules}</p>}
      {clock && (
        <p className="text-sm text-slate-600" data-testid="item-clock">
          {i18n._('bookings.itemClock', clock)}
        </p>
      )}
      {blocked ? (
        <Alert tone="info">
          {i18n._(
            block.data?.blockedByYou ? 'blocks.bookingBlockedByYou' : 'blocks.bookingBlockedByThem',
          )}
        </Alert>
      ) : (
        <form onSubmit={bookNow} noValidate className="space-y-4">
          <BookingDates
            today={todayThere()}
            dates={dates}
            bookedRanges={bookedRanges}
            rules={item}
            bounds={bounds}
            onChange={changeDates}
          />
          <CostSummary
            price={item.price}
            duration={item.duration}
            deposit={item.deposit}
            dates={dates}
            quote={quote}
            fees={fees.data}
            feesFailed={fees.isError}
          />
          {error && <Alert tone="error">{error}</Alert>}
          {createBooking.isSuccess ? (
            <BookingCreated booking={createBooking.data.booking} />
          ) : (
            <Button
              type="submit"
              size="lg"
              className="w-full"
              loading={createBooking.isPending}
              disabled={auth.status === 'loading'}
            >
              {i18n._('bookings.bookNow')}
            </Button>
          )}
        </form>
      )}
      <ButtonLink to={chatPath(item.id, item.owner_id)} variant="secondary" className="w-full">
        <MessageCircle aria-hidden="true" className="h-4 w-4" />
        {i18n._('bookings.chatWithOwner')}
      </ButtonLink>
    </section>
  );
}
