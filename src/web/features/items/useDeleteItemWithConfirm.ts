import { messages } from '../../../shared/messages';
import { toast } from '../../lib/toast';
import { useDeleteItem } from './api';

/** Delete after the spec's confirmation; a failure is reported, never silent. */
export function useDeleteItemWithConfirm() {
  const deleteItem = useDeleteItem();
  return {
    deletingId: deleteItem.isPending ? deleteItem.variables : undefined,
    confirmAndDelete(id: string) {
      if (!window.confirm(messages.items.deleteConfirm)) return;
      deleteItem.mutate(id, {
        onSuccess: () => toast.success('Item deleted.'),
        onError: () => toast.error(messages.items.deleteFailed),
      });
    },
  };
}
