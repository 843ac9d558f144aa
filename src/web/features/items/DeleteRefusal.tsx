import { X } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { ButtonLink } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';

/**
 * The server refused to delete a listing a rental still holds: it says why, and offers what the
 * owner can do instead, taking no new requests (Unavailable) or ending the rentals first.
 */
export function DeleteRefusal({ itemId, onClose }: { itemId: string; onClose(): void }) {
  return (
    <Alert tone="error">
      <div className="flex items-start gap-3">
        <p className="flex-1">{i18n._('items.deleteHasRentals')}</p>
        <button
          type="button"
          onClick={onClose}
          aria-label={i18n._('items.dismiss')}
          className="rounded p-0.5 hover:bg-red-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <ButtonLink to={`/edit-item/${encodeURIComponent(itemId)}`} size="sm">
          {i18n._('items.deleteRefusedEdit')}
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary" size="sm">
          {i18n._('items.deleteRefusedRentals')}
        </ButtonLink>
      </div>
    </Alert>
  );
}
