import { Ban } from 'lucide-react';
import { Link } from 'react-router';
import { i18n } from '../../lib/i18n';

/**
 * In place of the chat's composer while a block stands: why nothing can be sent, and, for the
 * one who blocked, where to lift it.
 */
export function BlockedChatNotice({ blockedByYou }: { blockedByYou: boolean }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
      data-testid="chat-blocked"
    >
      <Ban aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-3">
        <p>{i18n._(blockedByYou ? 'blocks.chatBlockedByYou' : 'blocks.chatBlockedByThem')}</p>
        {blockedByYou && (
          <Link
            to="/account/blocked"
            className="mt-1 inline-block shrink-0 rounded font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 sm:mt-0"
          >
            {i18n._('blocks.manageBlocks')}
          </Link>
        )}
      </div>
    </div>
  );
}
