import { ITEM_STATUSES } from '../../../shared/items';
import { i18n } from '../../lib/i18n';
import { useAdminListings } from './api';
import { ListingRow } from './ListingRow';
import { PagedList, StatusFilter, useListParams } from './parts';
import { LISTING_STATUS_LABELS } from './statusLabels';
import { SearchForm } from './UsersPage';

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
            label={i18n._('admin.listings.search')}
            initial={search}
            onSearch={(text) => list.set({ search: text })}
          />
          <StatusFilter
            statuses={ITEM_STATUSES}
            labels={LISTING_STATUS_LABELS}
            value={status}
            onChange={(next) => list.set({ status: next })}
          />
        </div>
      }
      query={listings}
      list={list}
      rowsOf={(data) => data.listings}
      emptyTitle={i18n._('admin.listings.empty')}
      renderRow={(listing) => <ListingRow key={listing.id} listing={listing} />}
    />
  );
}
