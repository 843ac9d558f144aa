import { ImageOff, MapPin, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { distanceWords } from '../../../shared/distance';
import {
  CARD_PHOTO_SIZES,
  IMAGE_MAX_DIMENSION,
  photoSrcSet,
  thumbnailUrl,
} from '../../../shared/images';
import { AVAILABILITY_LABELS, durationLabel } from '../../../shared/itemLabels';
import type { Item } from '../../../shared/schemas/items';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { itemLink, type SearchedDates } from '../../lib/itemLink';
import { formatLocale } from '../../lib/locale';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { categoryLabel } from '../categories';
import { RatingBadge } from '../reviews';

interface ItemCardProps {
  item: Pick<
    Item,
    'id' | 'title' | 'price' | 'duration' | 'city' | 'category' | 'imageUrl' | 'rating'
  > &
    Partial<Pick<Item, 'availability' | 'distance'>>;
  /** Shown only on the caller's own items. */
  onDelete?: () => void;
  deleting?: boolean;
  /**
   * `first` for the card that is likely the page's largest picture (fetched first), `visible`
   * for the others of the first screen, `later` (the default) for cards loaded when scrolled to.
   */
  photo?: 'first' | 'visible' | 'later';
  /** The level of the card's title under the page's headings: 2 right under the page's h1. */
  headingLevel?: 2 | 3;
  /** The dates searched for, carried to the item's booking panel. */
  dates?: SearchedDates;
}

/** The stored photo is at most 1200 px wide, drawn at 4:3: the size tells the box its shape. */
const PHOTO_WIDTH = IMAGE_MAX_DIMENSION;
const PHOTO_HEIGHT = (IMAGE_MAX_DIMENSION * 3) / 4;

export function ItemCard({
  item,
  onDelete,
  deleting = false,
  photo = 'later',
  headingLevel = 3,
  dates,
}: ItemCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const pagePainted = useAfterFirstPaint();
  const showPhoto = photo === 'first' || pagePainted;
  return (
    // The card's own corners clip an outline on its link, so the whole card shows its focus.
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md has-[>a:focus-visible]:ring-2 has-[>a:focus-visible]:ring-emerald-600 has-[>a:focus-visible]:ring-offset-2">
      <Link
        to={itemLink(item.id, dates)}
        className="group/link flex flex-1 flex-col focus:outline-none"
      >
        <div className="aspect-[4/3] overflow-hidden bg-slate-100">
          {item.imageUrl ? (
            // Only the first card's photo may be the page's largest picture; the others start
            // once the page is on screen, so that none is fetched alongside it.
            <img
              src={showPhoto ? thumbnailUrl(item.imageUrl) : undefined}
              srcSet={showPhoto ? photoSrcSet(item.imageUrl) : undefined}
              sizes={CARD_PHOTO_SIZES}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              alt=""
              loading={photo === 'later' ? 'lazy' : 'eager'}
              fetchPriority={photo === 'first' ? 'high' : undefined}
              className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-slate-400">
              <ImageOff aria-hidden="true" className="h-8 w-8" />
            </div>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs font-medium text-emerald-700">{categoryLabel(item.category)}</p>
          <Title className="line-clamp-2 font-semibold text-slate-900 group-focus-visible/link:underline">
            {item.title}
          </Title>
          {(item.city || item.distance !== undefined) && (
            <p className="flex items-center gap-1 text-sm text-slate-500">
              <MapPin aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              {item.city}
              {item.distance !== undefined && (
                <>
                  {item.city && <span aria-hidden="true">·</span>}
                  <span className="font-medium text-slate-700">
                    <span aria-hidden="true">
                      {i18n._('items.distance', distanceWords(item.distance, formatLocale))}
                    </span>
                    <span className="sr-only">
                      {i18n._('items.distanceAway', distanceWords(item.distance, formatLocale))}
                    </span>
                  </span>
                </>
              )}
            </p>
          )}
          <RatingBadge rating={item.rating} compact />
          <p className="mt-auto pt-2 text-slate-900">
            <span className="text-lg font-bold">{formatCurrency(item.price)}</span>{' '}
            <span className="text-sm text-slate-500">{i18n._(durationLabel(item.duration))}</span>
          </p>
        </div>
      </Link>
      {item.availability && item.availability !== 'Available' && (
        <span className="absolute top-3 left-3 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-medium text-white">
          {i18n._(AVAILABILITY_LABELS[item.availability])}
        </span>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={i18n._('items.deleteLabel', { title: item.title })}
          className="absolute top-3 right-3 rounded-full bg-white/95 p-2 text-red-600 shadow hover:bg-red-50 disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </article>
  );
}

export function ItemCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="item-skeleton"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="aspect-[4/3] animate-pulse bg-slate-200" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/4 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}

/** The photo loading of the card at `index` in a list that opens the page. */
export function cardPhotoAt(index: number): NonNullable<ItemCardProps['photo']> {
  if (index === 0) return 'first';
  // Four columns at most: the first row is on screen at every width.
  return index < 4 ? 'visible' : 'later';
}

export const itemGridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
