import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { Category } from '../../../shared/categories';
import { Button } from '../../components/ui/Button';
import { inputClasses } from '../../components/ui/Field';

export interface FilterValues {
  search: string;
  category: string;
  location: string;
  minPrice: string;
  maxPrice: string;
  sort: string;
}

export const SORT_OPTIONS = [
  { value: '', label: 'Best match' },
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

interface ListingsFiltersProps {
  values: FilterValues;
  categories: Category[];
  onApply(values: FilterValues): void;
}

/** Text fields apply on submit (Enter or Search); choices from lists apply at once. */
export function ListingsFilters({ values, categories, onApply }: ListingsFiltersProps) {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);

  const set = (field: keyof FilterValues) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const applyNow = (field: keyof FilterValues) => (value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    onApply(next);
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  const hasFilters = Object.values(values).some(Boolean);

  return (
    <search>
      <form
        onSubmit={submit}
        aria-label="Filter items"
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-12"
      >
        <label className="md:col-span-4">
          <span className="sr-only">Search</span>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-2.5 left-3 h-5 w-5 text-slate-400"
            />
            <input
              type="search"
              placeholder="Search drills, tents, cameras…"
              value={draft.search}
              onChange={(event) => set('search')(event.target.value)}
              className={`${inputClasses} pl-10`}
            />
          </div>
        </label>
        <label className="md:col-span-3">
          <span className="sr-only">Category</span>
          <select
            value={draft.category}
            onChange={(event) => applyNow('category')(event.target.value)}
            className={inputClasses}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.name}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className="md:col-span-2">
          <span className="sr-only">Location</span>
          <input
            placeholder="City or ZIP"
            value={draft.location}
            onChange={(event) => set('location')(event.target.value)}
            className={inputClasses}
          />
        </label>
        <div className="grid grid-cols-2 gap-2 md:col-span-3">
          <label>
            <span className="sr-only">Minimum price</span>
            <input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              placeholder="Min $"
              value={draft.minPrice}
              onChange={(event) => set('minPrice')(event.target.value)}
              className={inputClasses}
            />
          </label>
          <label>
            <span className="sr-only">Maximum price</span>
            <input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              placeholder="Max $"
              value={draft.maxPrice}
              onChange={(event) => set('maxPrice')(event.target.value)}
              className={inputClasses}
            />
          </label>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 md:col-span-12">
          <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-600">
            Sort by
            <select
              value={draft.sort}
              onChange={(event) => applyNow('sort')(event.target.value)}
              className={`${inputClasses} w-auto py-1.5`}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <div className="flex gap-2">
            {hasFilters && (
              <Button
                variant="ghost"
                onClick={() =>
                  onApply({
                    search: '',
                    category: '',
                    location: '',
                    minPrice: '',
                    maxPrice: '',
                    sort: '',
                  })
                }
              >
                <X aria-hidden="true" className="h-4 w-4" />
                Clear filters
              </Button>
            )}
            <Button type="submit">Search</Button>
          </div>
        </div>
      </form>
    </search>
  );
}
