import { PackageOpen, Plus } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { SignInRequired } from '../../components/ui/SignInRequired';
import { LoadingScreen } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { useMyItems } from './api';
import { DeleteRefusal } from './DeleteRefusal';
import { cardPhotoAt, ItemCard, itemGridClasses } from './ItemCard';
import { useDeleteItemWithConfirm } from './useDeleteItemWithConfirm';

export function MyListingsPage() {
  useDocumentTitle(i18n._('items.myListings'));
  const auth = useAuth();
  const items = useMyItems(auth.status === 'signedIn');
  const { deletingId, refusedId, dismissRefusal, confirmAndDelete } = useDeleteItemWithConfirm();

  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signedOut') {
    return <SignInRequired message={i18n._('items.signInToSeeListings')} />;
  }

  const list = items.data ?? [];
  // Availability casing differs between forms and statistics: compare case-blind.
  const count = (availability: string) =>
    list.filter(
      (item) => item.status !== 'hidden' && item.availability.toLowerCase() === availability,
    ).length;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{i18n._('items.myListings')}</h1>
          <p className="mt-1 text-slate-600">{i18n._('items.myListingsIntro')}</p>
        </div>
        <ButtonLink to="/add-item">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {i18n._('items.listNewItem')}
        </ButtonLink>
      </header>

      <dl className="grid grid-cols-3 gap-3">
        {[
          [i18n._('items.stats.total'), list.length],
          [i18n._('items.stats.available'), count('available')],
          [i18n._('items.stats.rented'), count('rented')],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      {refusedId && <DeleteRefusal itemId={refusedId} onClose={dismissRefusal} />}

      {items.isPending ? (
        <LoadingScreen />
      ) : items.isError ? (
        <Alert tone="error">{i18n._('items.myListingsLoadFailed')}</Alert>
      ) : list.length === 0 ? (
        <EmptyState icon={PackageOpen} title={i18n._('items.noListings')}>
          <ButtonLink to="/add-item">{i18n._('items.listFirstItem')}</ButtonLink>
        </EmptyState>
      ) : (
        <div className={itemGridClasses}>
          {list.map((item, index) =>
            item.status === 'hidden' ? (
              // Out of search and its page: the owner alone sees it here, with the reason.
              <div key={item.id} className="space-y-2">
                <ItemCard item={item} photo={cardPhotoAt(index)} headingLevel={2} />
                <Alert tone="error">
                  {i18n._('moderation.hiddenReason', { reason: item.hiddenReason ?? '' })}
                </Alert>
              </div>
            ) : (
              <ItemCard
                key={item.id}
                item={item}
                photo={cardPhotoAt(index)}
                headingLevel={2}
                deleting={deletingId === item.id}
                onDelete={() => confirmAndDelete(item.id)}
              />
            ),
          )}
        </div>
      )}
    </div>
  );
}
