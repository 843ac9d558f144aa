import { BellRing, Search, Trash2 } from 'lucide-react';
import type { SavedSearch } from '../../../shared/schemas/savedSearches';
import { Button, ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryList } from '../../components/ui/QueryList';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useDeleteSavedSearch, useSavedSearches } from './api';

/** /saved-searches: each saved search, a way to its listings, and to delete it. */
export function SavedSearchesPage() {
  useDocumentTitle(i18n._('savedSearches.title'));
  const saved = useSavedSearches();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {i18n._('savedSearches.title')}
      </h1>
      <p className="mt-2 text-slate-600">{i18n._('savedSearches.intro')}</p>
      <div className="mt-6">
        <QueryList
          query={saved}
          placeholders={{ count: 3, rowClassName: 'h-24' }}
          loadFailed={i18n._('savedSearches.loadFailed')}
          retry={i18n._('errors.retry')}
          empty={
            <EmptyState icon={BellRing} title={i18n._('savedSearches.empty')}>
              <p>{i18n._('savedSearches.emptyHint')}</p>
              <ButtonLink to="/listings" className="mt-4">
                <Search aria-hidden="true" className="h-4 w-4" />
                {i18n._('savedSearches.browse')}
              </ButtonLink>
            </EmptyState>
          }
        >
          {(searches) => (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
              {searches.map((search) => (
                <SavedSearchRow key={search.id} search={search} />
              ))}
            </ul>
          )}
        </QueryList>
      </div>
    </div>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const remove = useDeleteSavedSearch();
  const confirmAndDelete = () => {
    if (!window.confirm(i18n._('savedSearches.removeConfirm', { summary: search.summary }))) {
      return;
    }
    remove.mutate(search.id, {
      onSuccess: () => toast.success(i18n._('savedSearches.removed')),
      onError: () => toast.error(i18n._('savedSearches.removeFailed')),
    });
  };
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
      data-testid="saved-search"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{search.summary}</p>
        <p className="mt-1 text-sm text-slate-600">
          {i18n._('savedSearches.savedOn', { date: formatDate(search.createdAt) })}
          {search.lastAlertAt && (
            <> · {i18n._('savedSearches.lastAlert', { date: formatDate(search.lastAlertAt) })}</>
          )}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <ButtonLink
          to={search.listingsPath}
          variant="secondary"
          size="sm"
          aria-label={i18n._('savedSearches.openLabel', { summary: search.summary })}
        >
          <Search aria-hidden="true" className="h-4 w-4" />
          {i18n._('savedSearches.open')}
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          loading={remove.isPending}
          onClick={confirmAndDelete}
          aria-label={i18n._('savedSearches.removeLabel', { summary: search.summary })}
        >
          {!remove.isPending && <Trash2 aria-hidden="true" className="h-4 w-4" />}
          {i18n._('savedSearches.remove')}
        </Button>
      </div>
    </li>
  );
}
