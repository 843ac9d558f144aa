import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LISTINGS_PAGE_SIZE, LISTINGS_SKELETON_COUNT } from '../../../shared/items';
import { EmptyState } from '../../components/ui/EmptyState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { useCategories } from '../categories';
import { SaveSearchButton } from '../savedSearches';
import { useItems } from './api';
import { cardPhotoAt, ItemCard, ItemCardSkeleton, itemGridClasses } from './ItemCard';
import { type FilterValues, ListingsFilters } from './ListingsFilters';
import { listingsFilters, readFilters } from './listingsQuery';
import { Pagination } from './Pagination';
import { useDeleteItemWithConfirm } from './useDeleteItemWithConfirm';

/** Placeholders stand for no item, so fixed keys are right here. */
const SKELETON_KEYS = Array.from(
  { length: LISTINGS_SKELETON_COUNT },
  (_, index) => `skeleton-${index}`,
);

/** Browse and search; every filter lives in the URL so a search can be shared and survives reload. */
export function ListingsPage() {
  useDocumentTitle('Browse Items');
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const { deletingId, confirmAndDelete } = useDeleteItemWithConfirm();

  const values = useMemo(() => readFilters(params), [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const categoryId = categories.data?.find((category) => category.name === values.category)?.id;
  const waitingForCategory = Boolean(values.category) && categories.isPending;

  const items = useItems(
    listingsFilters(values, categoryId, page),
    // A category named in the URL needs its id first; asking without it would fetch everything.
    !waitingForCategory,
  );

  function apply(next: FilterValues, nextPage = 1) {
    const entries = Object.entries(next).filter(([, value]) => value !== '');
    if (nextPage > 1) entries.push(['page', String(nextPage)]);
    setParams(new URLSearchParams(entries));
  }

  const loading = items.isPending || waitingForCategory;
  const results = items.data?.items ?? [];
  const total = items.data?.total ?? 0;
  const pageCount = Math.ceil(total / LISTINGS_PAGE_SIZE);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Browse Items</h1>
        <p className="mt-1 text-slate-600">Find what you need from neighbours nearby.</p>
      </header>
      <ListingsFilters values={values} categories={categories.data ?? []} onApply={apply} />
      <SaveSearchButton />

      <p className="text-sm text-slate-600" aria-live="polite">
        {loading ? 'Searching…' : `${total} ${total === 1 ? 'item' : 'items'} found`}
      </p>

      {loading ? (
        <div className={itemGridClasses}>
          {SKELETON_KEYS.map((key) => (
            <ItemCardSkeleton key={key} />
          ))}
        </div>
      ) : results.length === 0 ? (
        <EmptyState icon={SearchX} title="No items found">
          {items.isError
            ? 'We could not load items just now. Please try again.'
            : 'Try other words, another category or a wider price range.'}
        </EmptyState>
      ) : (
        <div className={`${itemGridClasses} ${items.isPlaceholderData ? 'opacity-60' : ''}`}>
          {results.map((item, index) => (
            <ItemCard
              key={item.id}
              item={item}
              photo={cardPhotoAt(index)}
              headingLevel={2}
              deleting={deletingId === item.id}
              onDelete={
                auth.user?.id === item.owner_id ? () => confirmAndDelete(item.id) : undefined
              }
            />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} onPage={(next) => apply(values, next)} />
    </div>
  );
}
