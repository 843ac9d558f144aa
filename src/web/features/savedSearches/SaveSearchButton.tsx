import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { SavedSearchInput } from '../../../shared/schemas/savedSearches';
import { Button, ButtonLink } from '../../components/ui/Button';
import { ApiError, errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useAuth } from '../auth';
import { useCategories } from '../categories';
import { useSavedSearches, useSaveSearch } from './api';
import { listingsHaveFilter, savedMatch, searchOfListings } from './listingsSearch';

/**
 * Saves the search the listings show, to hear of new listings that match it. Shown once there is
 * something to save (words or a filter); signed out, it leads to the sign-in and back.
 */
export function SaveSearchButton() {
  const auth = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const categories = useCategories();
  const input = searchOfListings(params, categories.data);
  if (!input || !listingsHaveFilter(input)) return null;
  if (!auth.user) {
    return (
      <ButtonLink to="/login" state={{ from: location }} variant="secondary" size="sm">
        <Bookmark aria-hidden="true" className="h-4 w-4" />
        {i18n._('savedSearches.signInToSave')}
      </ButtonLink>
    );
  }

  // A new search starts afresh: the answer to saving the last one is not about it.
  return <SaveControl key={params.toString()} input={input} />;
}

function SaveControl({ input }: { input: SavedSearchInput }) {
  const saved = useSavedSearches();
  const save = useSaveSearch();
  const already = savedMatch(input, saved.data);
  const duplicate = save.error instanceof ApiError && save.error.status === 409;
  const saveFailed = i18n._('savedSearches.saveFailed');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {already ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <BookmarkCheck aria-hidden="true" className="h-4 w-4" />
          {save.isSuccess ? i18n._('savedSearches.saved') : i18n._('savedSearches.alreadySaved')}
        </p>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          loading={save.isPending}
          onClick={() => save.mutate(input)}
        >
          <Bookmark aria-hidden="true" className="h-4 w-4" />
          {save.isPending ? i18n._('savedSearches.saving') : i18n._('savedSearches.save')}
        </Button>
      )}
      <Link
        to="/saved-searches"
        className="text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        {i18n._('savedSearches.manage')}
      </Link>
      {save.isError && !already && (
        <p
          role="alert"
          className={`w-full text-sm ${duplicate ? 'text-slate-700' : 'text-red-700'}`}
        >
          {errorText(save.error, { failed: saveFailed, thrown: saveFailed })}
        </p>
      )}
    </div>
  );
}
