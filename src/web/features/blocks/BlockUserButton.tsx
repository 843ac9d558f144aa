import { Ban } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';
import { useAuth } from '../auth';
import { useBlockState } from './api';
import { useBlockConfirm } from './useBlockConfirm';

/**
 * "Block user" or, once the signed-in person blocked them, "Unblock user"; each asks first.
 * Nothing for a visitor signed out or for one's own profile.
 */
export function BlockUserButton({
  userId,
  name,
  className = '',
}: {
  userId: string;
  /** The person's name as the page shows it. */
  name: string;
  className?: string;
}) {
  const auth = useAuth();
  const applies = auth.status === 'signedIn' && auth.user.id !== userId;
  const state = useBlockState(userId, applies);
  const confirm = useBlockConfirm();
  if (!applies) return null;
  const blockedByYou = state.data?.blockedByYou ?? false;
  const text = i18n._(blockedByYou ? 'blocks.unblock' : 'blocks.block');
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={`text-slate-600 hover:text-red-700 ${className}`}
        disabled={state.isPending}
        onClick={(event) =>
          confirm.ask(
            { userId, name, action: blockedByYou ? 'unblock' : 'block' },
            event.currentTarget,
          )
        }
      >
        <Ban aria-hidden="true" className="h-4 w-4" />
        {text}
      </Button>
      {confirm.dialog}
    </>
  );
}
