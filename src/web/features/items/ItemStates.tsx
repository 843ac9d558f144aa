import { PackageX, ShieldX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';
import { Spinner } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';

export function ItemNotFound() {
  return (
    <PageState
      icon={PackageX}
      title={i18n._('items.notFoundTitle')}
      message={i18n._('items.notFoundMessage')}
      action={
        <ButtonLink to="/listings" size="lg">
          {i18n._('shell.browse')}
        </ButtonLink>
      }
    />
  );
}

export function EditAccessDenied() {
  return (
    <PageState
      icon={ShieldX}
      iconClassName="text-red-500"
      title={i18n._('items.accessDenied')}
      message={i18n._('items.notAllowedToEdit')}
      action={
        <ButtonLink to="/dashboard" size="lg">
          {i18n._('items.goToDashboard')}
        </ButtonLink>
      }
    />
  );
}

/**
 * The item page while its item loads, in the page's own shapes: the photo keeps its place when
 * it arrives, and the footer stays below the first screen instead of being pushed down by it.
 */
export function ItemDetailSkeleton() {
  return (
    <div className="mx-auto min-h-screen max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div aria-hidden="true" className="mb-4 h-5 w-40 animate-pulse rounded bg-slate-200" />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <output className="flex aspect-[4/3] flex-col items-center justify-center gap-3 rounded-2xl bg-slate-100 text-slate-600">
            <Spinner className="h-8 w-8 text-emerald-700" />
            <span>{i18n._('items.loadingDetails')}</span>
          </output>
          <div aria-hidden="true" className="space-y-4">
            <div className="h-9 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-7 w-1/2 animate-pulse rounded-full bg-slate-200" />
            <div className="h-9 w-1/4 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
        <div
          aria-hidden="true"
          className="hidden h-80 animate-pulse rounded-2xl bg-slate-200 lg:block"
        />
      </div>
    </div>
  );
}
