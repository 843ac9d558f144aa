import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../../shared/admin';
import type { AdminUser } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useAdminUsers } from './api';
import { Badge, PagedList, Row, useListParams } from './parts';

export function UserBadges({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.role === 'admin' && <Badge tone="sky">{i18n._('admin.users.adminBadge')}</Badge>}
      {user.suspendedAt && <Badge tone="red">{i18n._('admin.users.suspendedBadge')}</Badge>}
      {user.deleted && <Badge tone="slate">{i18n._('admin.users.deletedBadge')}</Badge>}
    </span>
  );
}

/** A search box whose text is sent when the form is submitted, not on every key. */
export function SearchForm({
  label,
  initial,
  onSearch,
}: {
  label: string;
  initial: string;
  onSearch(text: string): void;
}) {
  const [text, setText] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <search>
      <form onSubmit={submit} className="flex items-end gap-2">
        <Field
          label={label}
          type="search"
          value={text}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit">{i18n._('admin.search')}</Button>
      </form>
    </search>
  );
}

export function UsersPage() {
  const list = useListParams();
  const search = list.get('search');
  const users = useAdminUsers(search, list.page);
  return (
    <PagedList
      filters={
        <SearchForm
          label={i18n._('admin.users.search')}
          initial={search}
          onSearch={(text) => list.set({ search: text })}
        />
      }
      query={users}
      list={list}
      rowsOf={(data) => data.users}
      emptyTitle={i18n._('admin.users.empty')}
      renderRow={(user) => (
        <Row key={user.id}>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/admin/users/${user.id}`}
                className="font-semibold text-emerald-800 hover:underline"
              >
                {user.name}
              </Link>
              <UserBadges user={user} />
            </div>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
          <p className="text-sm text-slate-500">
            {i18n._('admin.users.memberSince', { date: formatDate(user.createdAt) })}
          </p>
        </Row>
      )}
    />
  );
}
