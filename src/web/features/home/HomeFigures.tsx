import { useQuery } from '@tanstack/react-query';
import type { HomeFigureKind } from '../../../shared/homeFigures';
import type { MessageId } from '../../../shared/i18n/messageIds';
import type { HomeFigures as Figures } from '../../../shared/schemas/homeFigures';
import { api } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';

const labels: Record<HomeFigureKind, MessageId> = {
  listed: 'home.listed',
  renters: 'home.renters',
  cities: 'home.cities',
  rating: 'home.rating',
};

/**
 * The marketplace's real figures, those the server finds large enough to show; nothing at all
 * while they load, when none is, or when they cannot be read.
 */
export function HomeFigures() {
  const figures = useQuery({
    queryKey: ['home', 'figures'],
    queryFn: ({ signal }) => api<Figures>('/home/figures', { signal }),
    staleTime: 60_000,
  });
  const shown = figures.data?.figures ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-label={i18n._('home.numbers')} className="bg-white" data-testid="home-figures">
      <dl className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-12 gap-y-6 px-4 py-12 text-center sm:px-6 lg:px-8">
        {shown.map((figure) => (
          <div key={figure.kind} className="min-w-32">
            <dd className="text-3xl font-extrabold text-emerald-700">
              {figure.kind === 'rating'
                ? i18n._('home.outOfFive', { value: figure.value })
                : new Intl.NumberFormat(formatLocale).format(figure.value)}
            </dd>
            <dt className="mt-1 text-sm text-slate-600">{i18n._(labels[figure.kind])}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
