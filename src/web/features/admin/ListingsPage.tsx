import { adminTexts } from '../../../shared/adminTexts';
import { ITEM_STATUSES } from '../../../shared/items';
import { SelectField } from '../../components/ui/Field';
import { useAdminListings } from './api';
import { ListingRow } from './ListingRow';
import { PagedList, useListParams } from './parts';
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
          <SelectField
            label={adminTexts.common.status}
            value={status}
            onChange={(event) => list.set({ status: event.target.value })}
          >
            <option value="">{adminTexts.common.all}</option>
            {ITEM_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t.statuses[value]}
              </option>
            ))}
          </SelectField>
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
