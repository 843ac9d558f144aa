import { PackageOpen } from 'lucide-react';
import { FEATURED_ITEMS_COUNT } from '../../../shared/items';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { i18n } from '../../lib/i18n';
import { ItemCard, ItemCardSkeleton, useItems } from '../items';

const SKELETON_KEYS = Array.from(
  { length: FEATURED_ITEMS_COUNT },
  (_, index) => `featured-${index}`,
);
const gridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

export function FeaturedItems() {
  const items = useItems({ limit: FEATURED_ITEMS_COUNT, sort: 'newest' });
  const list = items.data?.items ?? [];
  return (
    <section
      aria-labelledby="featured-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-heading" className="text-3xl font-bold text-slate-900">
          {i18n._('home.featured')}
        </h2>
        <ButtonLink to="/listings" variant="ghost">
          {i18n._('home.viewAll')}
        </ButtonLink>
      </div>
      <div className="mt-8">
        {items.isPending ? (
          <div className={gridClasses}>
            {SKELETON_KEYS.map((key) => (
              <ItemCardSkeleton key={key} />
            ))}
          </div>
        ) : list.length === 0 ? (
          <EmptyState icon={PackageOpen} title={i18n._('home.empty')}>
            <ButtonLink to="/add-item">{i18n._('shell.listAnItem')}</ButtonLink>
          </EmptyState>
        ) : (
          <div className={gridClasses}>
            {list.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
