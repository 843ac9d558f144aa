import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
import { Alert } from './Alert';
import { Button } from './Button';

/**
 * A list read from a query: grey placeholder rows while it loads, the failure with a retry, the empty
 * notice, or the list. The placeholders' count and height match the rows they stand for, so the page
 * does not jump when the answer comes.
 */
export function QueryList<T>({
  query,
  placeholders,
  loadFailed,
  retry,
  empty,
  children,
}: {
  query: UseQueryResult<readonly T[]>;
  placeholders: { count: number; rowClassName: string };
  loadFailed: string;
  retry: string;
  empty: ReactNode;
  children(rows: readonly T[]): ReactNode;
}) {
  if (query.isPending) {
    return (
      <output className="block space-y-3">
        <span className="sr-only">{i18n._('shell.loading')}</span>
        {Array.from({ length: placeholders.count }, (_, row) => row).map((row) => (
          <span
            key={row}
            className={`block animate-pulse rounded-xl bg-slate-100 ${placeholders.rowClassName}`}
          />
        ))}
      </output>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{loadFailed}</Alert>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {retry}
        </Button>
      </div>
    );
  }
  return query.data.length === 0 ? empty : children(query.data);
}
