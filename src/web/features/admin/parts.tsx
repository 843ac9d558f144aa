import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { createElement, Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { pageCountOf } from '../../../shared/admin';
import type { MessageId } from '../../../shared/i18n/messageIds';
import type { AdminPaging } from '../../../shared/schemas/admin';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { SelectField } from '../../components/ui/Field';
import { Spinner } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';

/** A count in the page's language ("1,204"). */
export const formatCount = (count: number) => new Intl.NumberFormat(formatLocale).format(count);

/** Stands for an argument in a translated sentence until it is replaced by its element. */
const ARGUMENT_MARK = '\u0000';

/**
 * A translated sentence with elements (a link, a name in bold) where its arguments stand,
 * wherever the language puts them: the sentence stays whole in the catalog.
 */
export function Sentence({ id, parts }: { id: MessageId; parts: Record<string, ReactNode> }) {
  const marks = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${ARGUMENT_MARK}${name}${ARGUMENT_MARK}`]),
  );
  // Split on the marks, the pieces alternate: words, an argument's name, words, … They are the
  // sentence's fixed parts in its order, so they are children of their own, not a keyed list.
  const pieces = i18n._(id, marks).split(ARGUMENT_MARK);
  return createElement(
    Fragment,
    null,
    ...pieces.map((piece, position) => (position % 2 === 1 ? parts[piece] : piece)),
  );
}

/** Loading, failure (with a retry) or the answer, the same way on every screen of the console. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex items-center gap-3 py-10 text-slate-600" role="status">
        <Spinner />
        {i18n._('shell.loading')}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{query.error.message || i18n._('admin.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {i18n._('errors.retry')}
        </Button>
      </div>
    );
  }
  return children(query.data);
}

export function Empty({ title }: { title: string }) {
  return <EmptyState icon={Inbox} title={title} />;
}

/** A list's filters live in the address, so that Back returns to the same page of results. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    page,
    get: (name: string) => params.get(name) ?? '',
    /** Sets filters and goes back to the first page, or sets the page alone. */
    set(changes: Record<string, string>) {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      setParams(next);
    },
  };
}

type ListParams = ReturnType<typeof useListParams>;

/**
 * An admin list screen: its filters, then loading or failure, an empty notice, or one page of rows
 * with a pager that keeps the filters.
 */
export function PagedList<T extends AdminPaging, I>({
  filters,
  query,
  list,
  rowsOf,
  emptyTitle,
  renderRow,
}: {
  filters: ReactNode;
  query: UseQueryResult<T>;
  list: ListParams;
  rowsOf(data: T): readonly I[];
  emptyTitle: string;
  renderRow(row: I): ReactNode;
}) {
  return (
    <div className="space-y-4">
      {filters}
      <QueryView query={query}>
        {(data) => {
          const rows = rowsOf(data);
          return rows.length === 0 ? (
            <Empty title={emptyTitle} />
          ) : (
            <>
              <Rows>{rows.map(renderRow)}</Rows>
              <Pager paging={data} onPage={(page) => list.set({ page: String(page) })} />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

export function Pager({ paging, onPage }: { paging: AdminPaging; onPage(page: number): void }) {
  const pages = pageCountOf(paging.total, paging.pageSize);
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={i18n._('admin.pages')}
      className="flex items-center justify-between gap-3 pt-4"
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={paging.page <= 1}
        onClick={() => onPage(paging.page - 1)}
      >
        {i18n._('admin.previous')}
      </Button>
      <span className="text-sm text-slate-600">
        {i18n._('admin.page', { page: paging.page, pages })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={paging.page >= pages}
        onClick={() => onPage(paging.page + 1)}
      >
        {i18n._('admin.next')}
      </Button>
    </nav>
  );
}

const badgeTones = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  sky: 'bg-sky-50 text-sky-800 ring-sky-200',
} as const;
export type BadgeTone = keyof typeof badgeTones;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${badgeTones[tone]}`}
    >
      {children}
    </span>
  );
}

/** A card of the console: a heading and its rows. */
export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The rows of a list: one card per row on phones, a bordered list on wider screens. */
export function Rows({ children }: { children: ReactNode }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {children}
    </ul>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      {children}
    </li>
  );
}

/** A list page's status filter: every state by its label, or all of them. */
export function StatusFilter<S extends string>({
  statuses,
  labels,
  value,
  onChange,
  className,
}: {
  statuses: readonly S[];
  /** Each state's label, by message id. */
  labels: Record<S, MessageId>;
  value: string;
  onChange: (status: string) => void;
  className?: string;
}) {
  return (
    <SelectField
      label={i18n._('admin.status')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      <option value="">{i18n._('admin.all')}</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {i18n._(labels[status])}
        </option>
      ))}
    </SelectField>
  );
}
