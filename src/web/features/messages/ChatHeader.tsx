import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { thumbnailUrl } from '../../../shared/images';
import { displayName, fullNameOf } from '../../../shared/people';
import type { Item } from '../../../shared/schemas/items';
import type { PublicUser } from '../../../shared/schemas/users';
import { Avatar } from '../../components/ui/Avatar';
import { VerifiedMark } from '../../components/ui/VerifiedMark';
import { i18n } from '../../lib/i18n';
import { BlockUserButton } from '../blocks';

interface ChatHeaderProps {
  partner: PublicUser;
  /** null for a general conversation. */
  item: Item | null;
  /** The conversation is about a listing that is gone from the site. */
  withdrawn: boolean;
}

/**
 * The person and the listing, read in full: on a phone they wrap rather than being cut short, and
 * the status and the block control take a row of their own below.
 */
export function ChatHeader({ partner, item, withdrawn }: ChatHeaderProps) {
  const name = fullNameOf(partner) || displayName(partner);
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-2 py-3 sm:flex-nowrap sm:px-4">
      <Link
        to="/inbox"
        aria-label={i18n._('chat.backToInbox')}
        title={i18n._('chat.backToInbox')}
        className="shrink-0 rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      </Link>
      <Avatar person={partner} size="md" />
      <div className="min-w-0 flex-1">
        <h1 className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
          <Link
            to={`/users/${partner.id}`}
            className="min-w-0 rounded break-words hover:text-emerald-700 hover:underline focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none"
          >
            {name}
          </Link>
          {partner.emailVerified && <VerifiedMark />}
        </h1>
        {item ? (
          <Link
            to={`/item/${item.id}`}
            className="block text-sm break-words text-emerald-700 hover:underline"
          >
            {i18n._('chat.chattingAbout', { title: item.title })}
          </Link>
        ) : (
          <p className="text-sm text-slate-500">
            {withdrawn ? i18n._('chat.withdrawnListing') : i18n._('chat.generalConversation')}
          </p>
        )}
      </div>
      <div className="flex w-full items-center justify-end gap-3 sm:w-auto sm:shrink-0">
        <p className="flex items-center gap-1.5 text-xs font-medium text-emerald-700">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500" />
          {i18n._('chat.online')}
        </p>
        <BlockUserButton userId={partner.id} name={name} />
      </div>
      {item?.imageUrl && (
        <img
          src={thumbnailUrl(item.imageUrl)}
          alt=""
          className="hidden h-10 w-10 shrink-0 rounded-lg object-cover sm:block"
        />
      )}
    </header>
  );
}
