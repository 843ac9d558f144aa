import { adminTexts } from '../../../shared/adminTexts';
import { ITEM_STATUSES } from '../../../shared/items';
import { useAdminListings } from './api';
import { ListingRow } from './ListingRow';
import { PagedList, StatusFilter, useListParams } from './parts';
import { SearchForm } from './UsersPage';

const t = adminTexts.listings;

export function ListingsPage() {
  const list = useListParams();
  const search = list.get('search');
  const status = list.get('status');
  const listings = useAdminListings(search, status, list.page);
  return (
    <PagedList
      filters={
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
          <SearchForm
            label={t.searchLabel}
            initial={search}
            onSearch={(text) => list.set({ search: text })}
          />
          <StatusFilter
            statuses={ITEM_STATUSES}
            labels={t.statuses}
            value={status}
            onChange={(next) => list.set({ status: next })}
          />
        </div>
      }
      query={listings}
      list={list}
      rowsOf={(data) => data.listings}
      emptyTitle={t.empty}
      renderRow={(listing) => <ListingRow key={listing.id} listing={listing} />}
    />
  );
}
