import { ImageOff, MapPin } from 'lucide-react';
import { CONDITION_LABELS, durationLabel } from '../../../shared/itemLabels';
import type { Condition } from '../../../shared/items';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';

interface ItemPreviewProps {
  title: string;
  price: string;
  duration: string;
  category?: string;
  city: string;
  condition: Condition;
  imageUrl?: string;
}

/** How the listing card will look, updated as the owner types. */
export function ItemPreview({
  title,
  price,
  duration,
  category,
  city,
  condition,
  imageUrl,
}: ItemPreviewProps) {
  const amount = Number(price);
  return (
    <section aria-label={i18n._('items.livePreview')} className="space-y-2">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {i18n._('items.livePreview')}
      </h2>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="aspect-[4/3] bg-slate-100">
          {imageUrl ? (
            <img src={imageUrl} alt="" className="h-full w-full object-cover" />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 text-slate-400">
              <ImageOff aria-hidden="true" className="h-8 w-8" />
              <span className="text-sm text-slate-600">{i18n._('items.previewPhoto')}</span>
            </div>
          )}
        </div>
        <div className="space-y-1 p-4">
          <p className="text-xs font-medium text-emerald-700">
            {category || i18n._('items.category')}
          </p>
          <p className="font-semibold break-words text-slate-900">
            {title.trim() || i18n._('items.previewTitle')}
          </p>
          <p className="flex items-center gap-1 text-sm text-slate-500">
            <MapPin aria-hidden="true" className="h-3.5 w-3.5" />
            {city.trim() || i18n._('items.city')} · {i18n._(CONDITION_LABELS[condition])}
          </p>
          <p className="pt-2 text-slate-900">
            <span className="text-lg font-bold">
              {formatCurrency(Number.isFinite(amount) && price !== '' ? amount : 0)}
            </span>{' '}
            <span className="text-sm text-slate-500">{i18n._(durationLabel(duration))}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
