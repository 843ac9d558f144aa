import { ImageOff, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { thumbnailUrl } from '../../../shared/images';
import { durationLabel } from '../../../shared/itemLabels';
import type { Item } from '../../../shared/schemas/items';
import type { EligibleBooking } from '../../../shared/schemas/reviews';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { messageWithElements } from '../../lib/messageWithElements';
import { RentalPeriodBar } from './RentalPeriodBar';

/** The review screen's reminder of what is being reviewed: the item and the finished rental. */
export function ReviewedItemSummary({ item, booking }: { item: Item; booking: EligibleBooking }) {
  return (
    <section
      aria-label={i18n._('reviews.itemYouRented')}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex gap-4 p-5 sm:p-6">
        <div className="aspect-square w-20 shrink-0 self-start overflow-hidden rounded-xl bg-slate-100 sm:aspect-[4/3] sm:w-40">
          {item.imageUrl ? (
            <img src={thumbnailUrl(item.imageUrl)} alt="" className="h-full w-full object-cover" />
          ) : (
            <div className="flex h-full items-center justify-center text-slate-400">
              <ImageOff aria-hidden="true" className="h-8 w-8" />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <h2 className="text-lg font-semibold break-words text-slate-900 sm:text-xl">
            <Link to={`/item/${item.id}`} className="hover:underline focus-visible:underline">
              {item.title}
            </Link>
          </h2>
          <p className="line-clamp-3 break-words text-slate-600">{item.description}</p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
            <p className="flex items-center gap-1 text-slate-600">
              <UserRound aria-hidden="true" className="h-4 w-4" />
              {messageWithElements('reviews.ownerLine', {
                name: <span className="font-medium text-slate-900">{item.ownerName}</span>,
              })}
            </p>
            <p className="text-slate-900">
              <span className="font-semibold">{formatCurrency(item.price)}</span>{' '}
              <span className="text-slate-500">{i18n._(durationLabel(item.duration))}</span>
            </p>
          </div>
        </div>
      </div>
      <RentalPeriodBar fromDate={booking.from_date} toDate={booking.to_date} />
    </section>
  );
}
