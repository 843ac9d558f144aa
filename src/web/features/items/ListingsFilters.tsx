import { LocateFixed, Search, SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { Category } from '../../../shared/categories';
import { DEFAULT_SEARCH_RADIUS, placeFilters, SEARCH_RADII } from '../../../shared/items';
import { marketplace, marketplaceTerms, smallestAmount } from '../../../shared/marketplace';
import { Button } from '../../components/ui/Button';
import { inputClasses } from '../../components/ui/Field';
import { currencySymbol } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { categoryLabel } from '../categories';
import { useExamplePlace } from './api';
import type { FilterProblems } from './filterProblems';
import { loadItemsQuerySchema } from './filterProblems';
import { NO_FILTERS } from './listingsAddress';
import type { FilterValues } from './listingsQuery';
import { useLocateZip } from './locateZip';

export type { FilterValues } from './listingsQuery';

const SORT_OPTIONS = [
  { value: '', label: 'listings.sort.relevance' },
  { value: 'newest', label: 'listings.sort.newest' },
  { value: 'price_asc', label: 'listings.sort.priceAsc' },
  { value: 'price_desc', label: 'listings.sort.priceDesc' },
] as const;
const DISTANCE_SORT = { value: 'distance', label: 'listings.sort.distance' } as const;

/** The filters folded away on a phone, counted on the button that shows them. */
const FOLDED: (keyof FilterValues)[] = [
  'category',
  'location',
  'minPrice',
  'maxPrice',
  'near',
  'from',
];

interface ListingsFiltersProps {
  values: FilterValues;
  categories: Category[];
  problems: FilterProblems;
  onApply(values: FilterValues): void;
  /** Actions that belong to the current search, shown beside Clear filters (saving it). */
  actions?: ReactNode;
}

/** Narrow enough for two side by side on a phone. */
const dateInputClasses = `${inputClasses} min-w-0 max-sm:px-2`;

/** One filter's message under it, named by the control it belongs to. */
function Problem({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  );
}

/** Text fields apply on submit (Enter or Search); choices from lists apply at once. */
export function ListingsFilters({
  values,
  categories,
  problems,
  onApply,
  actions,
}: ListingsFiltersProps) {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const [unfolded, setUnfolded] = useState(false);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;

  const set = (field: keyof FilterValues) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const applyNow = (changes: Partial<FilterValues>) => {
    const next = { ...draft, ...changes };
    // Distance is measured from the ZIP code searched near: without one there is none.
    if (!next.near && next.sort === DISTANCE_SORT.value) next.sort = '';
    setDraft(next);
    onApply(next);
  };
  const located = useLocateZip((zipCode) => applyNow({ near: zipCode }));
  // A place is a ZIP code where ZIP codes' centres are known (the US), else a city's name; only
  // a ZIP code can be found from where the browser is.
  const byZipCode = marketplace().postalCodePlaces;
  // The example is a place that has items, so a first search finds something.
  const examplePlace = useExamplePlace();

  function submit(event: FormEvent) {
    event.preventDefault();
    // On a phone the unfolded filters would cover the results they asked for; a problem found
    // in them unfolds them again.
    setUnfolded(false);
    applyNow({});
  }
  const hasFilters = Object.values(values).some(Boolean);
  const foldedInUse = FOLDED.filter((name) => values[name] !== '').length;
  const hasProblems = Object.keys(problems).length > 0;
  // A problem in a folded filter must be seen, so the filters unfold for it.
  const showFolded = unfolded || hasProblems;
  const sortOptions = draft.near || values.near ? [...SORT_OPTIONS, DISTANCE_SORT] : SORT_OPTIONS;
  const invalid = (name: keyof FilterValues) => (problems[name] ? true : undefined);
  const describedBy = (name: keyof FilterValues) =>
    problems[name] ? id(`${name}-problem`) : undefined;
  const datesProblem = problems.from ?? problems.to;

  return (
    <search>
      <form
        onSubmit={submit}
        // The check of the filters loads with the first sign of use, not with the page.
        onFocusCapture={() => void loadItemsQuerySchema().catch(() => undefined)}
        aria-label={i18n._('listings.filterItems')}
        className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-12"
      >
        <div className="flex gap-2 md:col-span-4">
          <label className="min-w-0 flex-1">
            <span className="sr-only">{i18n._('listings.search')}</span>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-2.5 left-3 h-5 w-5 text-slate-400"
              />
              <input
                type="search"
                placeholder={i18n._('listings.searchPlaceholder')}
                value={draft.search}
                onChange={(event) => set('search')(event.target.value)}
                className={`${inputClasses} pl-10`}
              />
            </div>
          </label>
          <Button
            variant="secondary"
            className="shrink-0 md:hidden"
            aria-expanded={showFolded}
            aria-controls={`${id('more')} ${id('where-when')}`}
            onClick={() => setUnfolded((current) => !current)}
          >
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            {i18n._('listings.filters', { count: foldedInUse })}
          </Button>
        </div>
        <div
          id={id('more')}
          className={`${showFolded ? 'grid' : 'hidden'} grid-cols-1 gap-3 md:col-span-8 md:grid md:grid-cols-8`}
        >
          <label className="md:col-span-4">
            <span className="sr-only">{i18n._('items.category')}</span>
            <select
              value={draft.category}
              onChange={(event) => applyNow({ category: event.target.value })}
              className={inputClasses}
            >
              <option value="">{i18n._('listings.allCategories')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.name}>
                  {categoryLabel(category.name)}
                </option>
              ))}
            </select>
          </label>
          <div className="md:col-span-4">
            <div className="grid grid-cols-2 gap-2">
              <label>
                <span className="sr-only">{i18n._('listings.minPrice')}</span>
                <input
                  type="number"
                  min={0}
                  step={smallestAmount()}
                  inputMode="decimal"
                  placeholder={i18n._('listings.minPricePlaceholder', {
                    currency: currencySymbol(),
                  })}
                  value={draft.minPrice}
                  onChange={(event) => set('minPrice')(event.target.value)}
                  aria-invalid={invalid('minPrice')}
                  aria-describedby={describedBy('minPrice')}
                  className={inputClasses}
                />
              </label>
              <label>
                <span className="sr-only">{i18n._('listings.maxPrice')}</span>
                <input
                  type="number"
                  min={0}
                  step={smallestAmount()}
                  inputMode="decimal"
                  placeholder={i18n._('listings.maxPricePlaceholder', {
                    currency: currencySymbol(),
                  })}
                  value={draft.maxPrice}
                  onChange={(event) => set('maxPrice')(event.target.value)}
                  aria-invalid={invalid('maxPrice')}
                  aria-describedby={describedBy('maxPrice')}
                  className={inputClasses}
                />
              </label>
            </div>
            <Problem id={id('minPrice-problem')} text={problems.minPrice} />
            <Problem id={id('maxPrice-problem')} text={problems.maxPrice} />
          </div>
        </div>

        <div
          id={id('where-when')}
          className={`${showFolded ? 'grid' : 'hidden'} grid-cols-1 gap-3 sm:grid-cols-2 md:col-span-12 md:grid md:grid-cols-12`}
        >
          <div className="md:col-span-4">
            <label htmlFor={id('near')} className="mb-1 block text-sm font-medium text-slate-700">
              {i18n._('listings.nearZip', marketplaceTerms())}
            </label>
            <div className="flex gap-2">
              <input
                id={id('near')}
                autoComplete={byZipCode ? 'off' : 'address-level2'}
                maxLength={100}
                placeholder={
                  examplePlace.data
                    ? i18n._('listings.placePlaceholder', { place: examplePlace.data })
                    : undefined
                }
                value={draft.near || draft.location}
                onChange={(event) =>
                  setDraft((current) => ({
                    ...current,
                    ...placeFilters(event.target.value, byZipCode),
                  }))
                }
                aria-invalid={invalid('near') ?? invalid('location')}
                aria-describedby={
                  (problems.near ?? problems.location)
                    ? id('near-problem')
                    : located.problem
                      ? id('locate-problem')
                      : undefined
                }
                className={`${inputClasses} min-w-0`}
              />
              {byZipCode && (
                <Button
                  variant="secondary"
                  className="shrink-0"
                  loading={located.locating}
                  onClick={() => void located.locate()}
                >
                  <LocateFixed aria-hidden="true" className="h-4 w-4" />
                  {i18n._('listings.useMyLocation')}
                </Button>
              )}
            </div>
            <Problem id={id('near-problem')} text={problems.near ?? problems.location} />
            {located.problem && (
              <p id={id('locate-problem')} role="alert" className="mt-1 text-sm text-red-700">
                {located.problem}
              </p>
            )}
          </div>
          <div className="md:col-span-2">
            <label htmlFor={id('radius')} className="mb-1 block text-sm font-medium text-slate-700">
              {i18n._('listings.within')}
            </label>
            <select
              id={id('radius')}
              value={draft.radius || String(DEFAULT_SEARCH_RADIUS)}
              disabled={!draft.near}
              onChange={(event) => applyNow({ radius: event.target.value })}
              aria-invalid={invalid('radius')}
              aria-describedby={describedBy('radius')}
              className={inputClasses}
            >
              {SEARCH_RADII.map((radius) => (
                <option key={radius} value={String(radius)}>
                  {i18n._('listings.radius', { ...marketplaceTerms(), distance: radius })}
                </option>
              ))}
            </select>
            <Problem id={id('radius-problem')} text={problems.radius} />
          </div>
          <fieldset className="min-w-0 sm:col-span-2 md:col-span-6">
            <legend className="mb-1 block text-sm font-medium text-slate-700">
              {i18n._('listings.availableDates')}
            </legend>
            <div className="flex items-center gap-2">
              <label className="min-w-0 flex-1">
                <span className="sr-only">{i18n._('listings.firstDay')}</span>
                <input
                  type="date"
                  value={draft.from}
                  onChange={(event) => set('from')(event.target.value)}
                  aria-invalid={invalid('from')}
                  aria-describedby={datesProblem ? id('dates-problem') : id('dates-hint')}
                  className={dateInputClasses}
                />
              </label>
              <span aria-hidden="true" className="text-slate-400">
                –
              </span>
              <label className="min-w-0 flex-1">
                <span className="sr-only">{i18n._('listings.returnDay')}</span>
                <input
                  type="date"
                  value={draft.to}
                  min={draft.from || undefined}
                  onChange={(event) => set('to')(event.target.value)}
                  aria-invalid={invalid('to')}
                  aria-describedby={datesProblem ? id('dates-problem') : id('dates-hint')}
                  className={dateInputClasses}
                />
              </label>
            </div>
            {datesProblem ? (
              <Problem id={id('dates-problem')} text={datesProblem} />
            ) : (
              <p id={id('dates-hint')} className="mt-1 text-xs text-slate-500">
                {i18n._('listings.datesHint')}
              </p>
            )}
          </fieldset>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3 md:col-span-12">
          <div>
            <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-600">
              {i18n._('listings.sortBy')}
              <select
                value={draft.sort}
                onChange={(event) => applyNow({ sort: event.target.value })}
                aria-invalid={invalid('sort')}
                className={`${inputClasses} w-auto py-1.5`}
              >
                {sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {i18n._(option.label)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="flex flex-wrap gap-2">
            {actions}
            {hasFilters && (
              <Button
                variant="ghost"
                onClick={() => {
                  located.clearProblem();
                  setDraft(NO_FILTERS);
                  onApply(NO_FILTERS);
                }}
              >
                <X aria-hidden="true" className="h-4 w-4" />
                {i18n._('listings.clearFilters')}
              </Button>
            )}
            <Button type="submit">{i18n._('listings.search')}</Button>
          </div>
        </div>
      </form>
    </search>
  );
}
