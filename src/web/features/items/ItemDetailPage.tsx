import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  Calendar,
  CalendarX2,
  LayoutDashboard,
  MapPin,
  Pencil,
  ShieldCheck,
  Tag,
  UserRound,
} from 'lucide-react';
import { Link, useParams } from 'react-router';
import { mayReadItemAddress } from '../../../shared/bookings';
import {
  CANCELLATION_POLICY_NAME_IDS,
  CANCELLATION_POLICY_RULE_IDS,
} from '../../../shared/cancellationPolicyNames';
import { AVAILABILITY_LABELS, CONDITION_LABELS, durationLabel } from '../../../shared/itemLabels';
import type { BookingList } from '../../../shared/schemas/bookings';
import type { Item } from '../../../shared/schemas/items';
import { ButtonLink } from '../../components/ui/Button';
import { VerifiedMark } from '../../components/ui/VerifiedMark';
import { formatCurrency, formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { bookingKeys } from '../../lib/queryKeys';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { BookingPanel } from '../bookings';
import { categoryLabel } from '../categories';
import { ReportButton } from '../reports';
import { ItemReviews, RatingBadge } from '../reviews';
import { useItem, useItemAddress } from './api';
import { ImageGallery } from './ImageGallery';
import { ItemDetailSkeleton, ItemNotFound } from './ItemStates';

export function ItemDetailPage() {
  const { id = '' } = useParams();
  const item = useItem(id);
  useDocumentTitle(item.data?.title ?? i18n._('items.itemTitle'));
  if (item.isPending) return <ItemDetailSkeleton />;
  if (item.isError) return <ItemNotFound />;
  return <ItemDetail item={item.data} />;
}

function Chip({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
      {children}
    </span>
  );
}

function ItemDetail({ item }: { item: Item }) {
  const auth = useAuth();
  const isOwner = auth.user?.id === item.owner_id;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label={i18n._('items.breadcrumb')} className="mb-4 text-sm text-slate-500">
        <Link to="/listings" className="hover:text-emerald-700">
          {i18n._('shell.browse')}
        </Link>{' '}
        / <span className="text-slate-700">{categoryLabel(item.category)}</span>
      </nav>
      {/* On phones the booking panel follows the item's facts and comes before its reviews. */}
      <div className="grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="space-y-8 lg:col-span-2">
          <ImageGallery title={item.title} imageUrls={item.image_urls} />
          <section className="space-y-4">
            <div className="space-y-1">
              <h1 className="text-3xl font-bold break-words text-slate-900">{item.title}</h1>
              <RatingBadge rating={item.rating} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Chip>
                <Tag aria-hidden="true" className="h-3.5 w-3.5" />
                {categoryLabel(item.category)}
              </Chip>
              <Chip>
                {i18n._('items.conditionChip', {
                  condition: i18n._(CONDITION_LABELS[item.condition]),
                })}
              </Chip>
              <Chip>{i18n._(AVAILABILITY_LABELS[item.availability])}</Chip>
              {item.city && (
                <Chip>
                  <MapPin aria-hidden="true" className="h-3.5 w-3.5" />
                  {item.city}
                </Chip>
              )}
            </div>
            <p className="text-slate-900">
              <span className="text-3xl font-bold">{formatCurrency(item.price)}</span>{' '}
              <span className="text-slate-500">{i18n._(durationLabel(item.duration))}</span>
            </p>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">
                {i18n._('items.description')}
              </h2>
              <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-700">
                {item.description}
              </p>
            </div>
            <ItemTerms item={item} />
            <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-3">
              <div>
                <dt className="flex items-center gap-1 text-sm text-slate-500">
                  <UserRound aria-hidden="true" className="h-4 w-4" /> {i18n._('items.listedBy')}
                </dt>
                <dd className="mt-1 flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <Link
                    to={`/users/${item.owner_id}`}
                    className="rounded hover:text-emerald-700 hover:underline focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none"
                  >
                    {item.ownerName}
                  </Link>
                  {item.ownerEmailVerified && <VerifiedMark />}
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-1 text-sm text-slate-500">
                  <Calendar aria-hidden="true" className="h-4 w-4" /> {i18n._('items.listedOn')}
                </dt>
                <dd className="mt-1 font-medium text-slate-900">{formatDate(item.createdAt)}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1 text-sm text-slate-500">
                  <MapPin aria-hidden="true" className="h-4 w-4" /> {i18n._('items.location')}
                </dt>
                <dd className="mt-1 font-medium break-words text-slate-900">
                  <ItemPlace item={item} readerId={auth.user?.id ?? null} />
                </dd>
              </div>
            </dl>
          </section>
        </div>
        <aside className="lg:sticky lg:top-24 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start">
          {isOwner ? <OwnerActions itemId={item.id} /> : <BookingPanel item={item} />}
          {auth.status === 'signedIn' && !isOwner && (
            <div className="mt-3 flex justify-end">
              <ReportButton targetType="listing" targetId={item.id} label={item.title} />
            </div>
          )}
        </aside>
        <div className="lg:col-span-2">
          <ItemReviews itemId={item.id} ownerId={item.owner_id} rating={item.rating} />
        </div>
      </div>
    </div>
  );
}

/** The item's cancellation policy with its rule, and the deposit held when it asks for one. */
function ItemTerms({ item }: { item: Item }) {
  return (
    <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
      <div>
        <dt className="flex items-center gap-1 text-sm text-slate-500">
          <CalendarX2 aria-hidden="true" className="h-4 w-4" /> {i18n._('terms.cancellationPolicy')}
        </dt>
        <dd className="mt-1 text-slate-900">
          <span className="font-medium">
            {i18n._(CANCELLATION_POLICY_NAME_IDS[item.cancellationPolicy])}
          </span>
          <span className="block text-sm text-slate-600">
            {i18n._(CANCELLATION_POLICY_RULE_IDS[item.cancellationPolicy])}
          </span>
        </dd>
      </div>
      {item.deposit > 0 && (
        <div>
          <dt className="flex items-center gap-1 text-sm text-slate-500">
            <ShieldCheck aria-hidden="true" className="h-4 w-4" /> {i18n._('money.depositHeld')}
          </dt>
          <dd className="mt-1 text-slate-900">
            <span className="font-medium">{formatCurrency(item.deposit)}</span>
            <span className="block text-sm text-slate-600">{i18n._('money.depositNote')}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}

function OwnerActions({ itemId }: { itemId: string }) {
  return (
    <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{i18n._('items.ownerActions')}</h2>
      <p className="text-sm text-slate-600">{i18n._('items.yourListing')}</p>
      <ButtonLink to={`/edit-item/${itemId}`} className="w-full">
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {i18n._('items.editItem')}
      </ButtonLink>
      <ButtonLink to="/dashboard" variant="secondary" className="w-full">
        <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
        {i18n._('items.goToDashboard')}
      </ButtonLink>
    </section>
  );
}

/**
 * The statuses of the reader's own bookings of an item, as far as this tab already knows them
 * (their dashboard's list, when it was read): the page asks the server for none of its own.
 */
function knownBookingStatuses(queryClient: QueryClient, itemId: string): string[] {
  return queryClient
    .getQueriesData<InfiniteData<BookingList>>({ queryKey: bookingKeys.mine('as_renter') })
    .flatMap(([, data]) => data?.pages ?? [])
    .flatMap((page) => page.bookings)
    .filter((booking) => booking.item_id === itemId)
    .map((booking) => booking.status);
}

/**
 * The city and ZIP code for everyone; the street address for those it is shared with, asked for
 * only when the server's own rule lets the reader read it, so no one else's view logs a refusal:
 * the owner, and a renter whose booking this tab knows (the booking card shows it too).
 */
function ItemPlace({ item, readerId }: { item: Item; readerId: string | null }) {
  const queryClient = useQueryClient();
  const readable = mayReadItemAddress({
    readerId,
    ownerId: item.owner_id,
    readerBookingStatuses: readerId === null ? [] : knownBookingStatuses(queryClient, item.id),
  });
  const address = useItemAddress(item.id, readable);
  if (address.data) {
    const { location, city, zipCode } = address.data;
    return <>{[location, city, zipCode].filter(Boolean).join(', ')}</>;
  }
  return (
    <>
      {[item.city, item.zipCode].filter(Boolean).join(', ') || '—'}
      <span className="mt-1 block text-sm font-normal text-slate-500">
        {i18n._('bookings.addressAfterConfirmation')}
      </span>
    </>
  );
}
