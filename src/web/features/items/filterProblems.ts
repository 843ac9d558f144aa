import { useEffect, useState } from 'react';
import { wordsFor } from '../../../shared/i18n/wordsFor';
import { i18n } from '../../lib/i18n';
import { FILTER_NAMES } from './listingsAddress';
import type { FilterValues } from './listingsQuery';

export type FilterProblems = Partial<Record<keyof FilterValues, string>>;

const isFilterName = (name: unknown): name is keyof FilterValues =>
  (FILTER_NAMES as readonly unknown[]).includes(name);

/**
 * The schema the server checks the query with, and zod with it, load only once a filter is
 * used: the unfiltered first visit downloads neither.
 */
export const loadItemsQuerySchema = () =>
  import('../../../shared/schemas/items').then((module) => module.itemsQuerySchema);

/**
 * What is wrong with the filters, by field, in the server's own words and the page's language.
 * The category is a name here; its id is found among the categories later.
 */
export async function checkFilters(values: FilterValues): Promise<FilterProblems> {
  const schema = await loadItemsQuerySchema();
  // As the search sends them: empty filters and a radius without a ZIP code are left out.
  const sent = Object.fromEntries(
    FILTER_NAMES.filter((name) => name !== 'category' && values[name] !== '')
      .filter((name) => name !== 'radius' || values.near !== '')
      .map((name) => [name, values[name]]),
  );
  const result = schema.safeParse(sent);
  const problems: FilterProblems = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (isFilterName(field)) problems[field] ??= wordsFor(i18n, issue.message);
  }
  return problems;
}

const hasAnyFilter = (values: FilterValues) => FILTER_NAMES.some((name) => values[name] !== '');

/**
 * The filters' problems once checked; `checking` until then, so that no search is sent with a
 * value the server would refuse. Without filters there is nothing to check.
 */
export function useFilterProblems(values: FilterValues): {
  checking: boolean;
  problems: FilterProblems;
} {
  const needsCheck = hasAnyFilter(values);
  const [checked, setChecked] = useState<{ values: FilterValues; problems: FilterProblems }>();
  useEffect(() => {
    if (!hasAnyFilter(values)) return;
    let current = true;
    checkFilters(values).then(
      (problems) => current && setChecked({ values, problems }),
      // Without the checking code (a dropped download) the server still checks the search.
      () => current && setChecked({ values, problems: {} }),
    );
    return () => {
      current = false;
    };
  }, [values]);
  if (!needsCheck) return { checking: false, problems: {} };
  if (checked?.values !== values) return { checking: true, problems: {} };
  return { checking: false, problems: checked.problems };
}
