import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useDeleteItem } from './api';

/** What the server answers when a rental still holds the listing. */
const HELD_BY_RENTALS = 'ITEM_HAS_RENTALS';

/**
 * Delete after the spec's confirmation; a failure is reported, never silent. A listing a rental
 * still holds is named in `refusedId`, for the page to explain what to do instead.
 */
export function useDeleteItemWithConfirm() {
  const deleteItem = useDeleteItem();
  const [refusedId, setRefusedId] = useState<string>();
  return {
    deletingId: deleteItem.isPending ? deleteItem.variables : undefined,
    refusedId,
    dismissRefusal: () => setRefusedId(undefined),
    confirmAndDelete(id: string) {
      if (!window.confirm(i18n._('items.deleteConfirm'))) return;
      setRefusedId(undefined);
      deleteItem.mutate(id, {
        onSuccess: () => toast.success(i18n._('items.deleted')),
        onError: (error) => {
          if (error instanceof ApiError && error.code === HELD_BY_RENTALS) setRefusedId(id);
          else toast.error(i18n._('items.deleteFailed'));
        },
      });
    },
  };
}
