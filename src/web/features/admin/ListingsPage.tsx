import { adminTexts } from '../../../shared/adminTexts';
import { ITEM_STATUSES } from '../../../shared/items';
import { SelectField } from '../../components/ui/Field';
import { useAdminListings } from './api';
import { ListingRow } from './ListingRow';
import { Empty, Pager, QueryView, Rows, useListParams } from './parts';
import { SearchForm } from './UsersPage';

const t = adminTexts.listings;

export function ListingsPage() {
  const list = useListParams();
  const search = list.get('search');
  const status = list.get('status');
  const listings = useAdminListings(search, status, list.page);
  return (
    <div className="space-y-4">
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
      <QueryView query={listings}>
        {(data) =>
          data.listings.length === 0 ? (
            <Empty title={t.empty} />
          ) : (
            <>
              <Rows>
                {data.listings.map((listing) => (
                  <ListingRow key={listing.id} listing={listing} />
                ))}
              </Rows>
              <Pager paging={data} onPage={(page) => list.set({ page: String(page) })} />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
