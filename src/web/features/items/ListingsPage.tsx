import { SearchX } from 'lucide-react';
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import { LISTINGS_PAGE_SIZE, LISTINGS_SKELETON_COUNT } from '../../../shared/items';
import type { Item } from '../../../shared/schemas/items';
import { Alert } from '../../components/ui/Alert';
import { EmptyState } from '../../components/ui/EmptyState';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import type { SearchedDates } from '../../lib/itemLink';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { useCategories } from '../categories';
import { SaveSearchButton } from '../savedSearches';
import { useItems } from './api';
import { DeleteRefusal } from './DeleteRefusal';
import { useFilterProblems } from './filterProblems';
import { cardPhotoAt, ItemCard, ItemCardSkeleton, itemGridClasses } from './ItemCard';
import { type FilterValues, ListingsFilters } from './ListingsFilters';
import {
  type ListingsView,
  listingsParams,
  readFilters,
  readPage,
  readView,
} from './listingsAddress';
import { listingsFilters } from './listingsQuery';
import { NearMiss } from './NearMiss';
import { Pagination } from './Pagination';
import { useDeleteItemWithConfirm } from './useDeleteItemWithConfirm';
import { ViewSwitch } from './ViewSwitch';

/** Placeholders stand for no item, so fixed keys are right here. */
const SKELETON_KEYS = Array.from(
  { length: LISTINGS_SKELETON_COUNT },
  (_, index) => `skeleton-${index}`,
);

type MapView = ComponentType<{ items: Item[]; dates?: SearchedDates; onShowList(): void }>;

/** Shown when the map's code did not arrive: the list is a click away. */
function MapNotLoaded({ onShowList }: { onShowList(): void }) {
  return (
    <Alert tone="error">
      {i18n._('listings.mapFailed')}{' '}
      <button type="button" className="font-medium underline" onClick={onShowList}>
        {i18n._('listings.showList')}
      </button>
    </Alert>
  );
}

/**
 * The map and its library load when the map is first asked for, never with the page: most
 * visits use the list. A failed download is a component too.
 */
const lazyListingsMap = () =>
  lazy(
    (): Promise<{ default: MapView }> =>
      import('../maps').then(
        (module) => ({ default: module.ListingsMap }),
        () => ({ default: MapNotLoaded }),
      ),
  );

/** The map failing in the browser (an old one, a library bug) leaves the page and its list. */
class MapFailureBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function MapPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[60vh] min-h-80 animate-pulse rounded-2xl border border-slate-200 bg-slate-100 md:h-[34rem]"
    />
  );
}

/** The server's reason for refusing a search, or the general one when it did not answer it. */
function loadProblem(error: Error | null): string {
  if (error instanceof ApiError && error.status === 400) return error.message;
  return i18n._('listings.loadFailed');
}

/** Browse and search; every filter lives in the URL so a search can be shared and survives reload. */
/** Where a click on a card leads. */
const loadItemPage = () => import('./ItemDetailPage');

/**
 * Fetches the item page's code once the listings are idle, so that a click on a card moves to
 * the item at once instead of waiting for that code to arrive.
 */
function usePrefetchedItemPage(): void {
  useEffect(() => {
    const prefetch = () => void loadItemPage().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, 1_000);
    return () => window.clearTimeout(timer);
  }, []);
}

export function ListingsPage() {
  useDocumentTitle(i18n._('shell.browse'));
  usePrefetchedItemPage();
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const { deletingId, refusedId, dismissRefusal, confirmAndDelete } = useDeleteItemWithConfirm();
  const [ListingsMap, setListingsMap] = useState(lazyListingsMap);

  const values = useMemo(() => readFilters(params), [params]);
  const page = readPage(params);
  const view = readView(params);
  const { checking, problems } = useFilterProblems(values);
  const valid = Object.keys(problems).length === 0;
  // Both dates, and valid: the cards carry them to the item's booking panel.
  const searchedDates =
    valid && values.from && values.to ? { from: values.from, to: values.to } : undefined;
  const categoryId = categories.data?.find((category) => category.name === values.category)?.id;
  const waitingForCategory = Boolean(values.category) && categories.isPending;

  const items = useItems(
    listingsFilters(values, categoryId, page, view === 'map'),
    // A category named in the URL needs its id first; asking without it would fetch everything.
    // A filter the server would refuse is not sent at all.
    !waitingForCategory && !checking && valid,
  );

  function apply(next: FilterValues, nextPage = 1, nextView: ListingsView = view) {
    setParams(listingsParams(next, nextPage, nextView));
  }
  const showMapList = () => {
    // A failed download is tried again the next time the map is asked for.
    setListingsMap(lazyListingsMap);
    apply(values, page, 'grid');
  };

  const loading = checking || (valid && (items.isPending || waitingForCategory));
  const results = valid ? (items.data?.items ?? []) : [];
  const total = valid ? (items.data?.total ?? 0) : 0;
  const pageCount = Math.ceil(total / LISTINGS_PAGE_SIZE);
  // Problems of filters without a place of their own in the form are told here.
  const otherProblems = [problems.search, problems.sort].filter(Boolean);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{i18n._('shell.browse')}</h1>
        <p className="mt-1 text-slate-600">{i18n._('listings.intro')}</p>
      </header>
      <ListingsFilters
        values={values}
        categories={categories.data ?? []}
        problems={problems}
        onApply={apply}
        actions={<SaveSearchButton />}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {!valid
            ? i18n._('listings.fixFilters')
            : loading
              ? i18n._('listings.searching')
              : i18n._('listings.found', { count: total })}
        </p>
        <ViewSwitch view={view} onView={(next) => apply(values, page, next)} />
      </div>

      {refusedId && <DeleteRefusal itemId={refusedId} onClose={dismissRefusal} />}

      {!valid ? (
        otherProblems.length > 0 && (
          <Alert tone="error">
            {otherProblems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </Alert>
        )
      ) : view === 'map' ? (
        <Suspense fallback={<MapPlaceholder />}>
          {items.isError ? (
            <Alert tone="error">{loadProblem(items.error)}</Alert>
          ) : loading ? (
            <MapPlaceholder />
          ) : (
            <MapFailureBoundary fallback={<MapNotLoaded onShowList={showMapList} />}>
              <ListingsMap items={results} dates={searchedDates} onShowList={showMapList} />
              {total > results.length && (
                <p className="mt-3 text-sm text-slate-600">
                  {i18n._('listings.mapShowsFirst', { shown: results.length, total })}{' '}
                  <button
                    type="button"
                    className="font-medium text-emerald-700 underline"
                    onClick={() => apply(values, 1, 'grid')}
                  >
                    {i18n._('listings.showList')}
                  </button>
                </p>
              )}
            </MapFailureBoundary>
          )}
        </Suspense>
      ) : loading ? (
        <div className={itemGridClasses}>
          {SKELETON_KEYS.map((key) => (
            <ItemCardSkeleton key={key} />
          ))}
        </div>
      ) : results.length === 0 ? (
        <EmptyState icon={SearchX} title={i18n._('listings.noResults')}>
          {items.isError ? (
            <span role="alert">{loadProblem(items.error)}</span>
          ) : values.near && items.data?.nearest !== undefined ? (
            <NearMiss
              place={values.near}
              radius={values.radius}
              nearest={items.data.nearest}
              onWiden={(radius) =>
                apply(
                  radius === undefined
                    ? { ...values, near: '', radius: '' }
                    : { ...values, radius: String(radius) },
                )
              }
            />
          ) : (
            i18n._('listings.noResultsHint')
          )}
        </EmptyState>
      ) : (
        <div className={`${itemGridClasses} ${items.isPlaceholderData ? 'opacity-60' : ''}`}>
          {results.map((item, index) => (
            <ItemCard
              key={item.id}
              item={item}
              photo={cardPhotoAt(index)}
              headingLevel={2}
              dates={searchedDates}
              deleting={deletingId === item.id}
              onDelete={
                auth.user?.id === item.owner_id ? () => confirmAndDelete(item.id) : undefined
              }
            />
          ))}
        </div>
      )}
      {view !== 'map' && (
        <Pagination page={page} pageCount={pageCount} onPage={(next) => apply(values, next)} />
      )}
    </div>
  );
}
