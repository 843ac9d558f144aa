import { PackageOpen } from 'lucide-react';
import type { Item } from '../../../shared/schemas/items';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadingScreen } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { ItemCard, itemGridClasses } from '../items';

/** The owner's listings; a failed load shows as empty, as dashboard data failures do. */
export function MyItemsTab({ items, loading }: { items: Item[]; loading: boolean }) {
  if (loading) return <LoadingScreen />;
  if (items.length === 0) {
    return (
      <EmptyState icon={PackageOpen} title={i18n._('bookings.noItems')}>
        <ButtonLink to="/add-item" variant="secondary">
          {i18n._('dashboard.listNewItem')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className={itemGridClasses}>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </div>
  );
}
