import {
  Bell,
  LayoutDashboard,
  type LucideIcon,
  MessageCircle,
  Package,
  Settings,
  UserRound,
  Wallet,
} from 'lucide-react';
import type { MessageId } from '../../../shared/i18n/messageIds';

/*
 * Links name their words by message id: the words are looked up when drawn, once the
 * catalogs have loaded, never when this module loads. Only the menus, loaded when opened,
 * import this module: its icons stay out of every page's first load.
 */

/** The signed-in account links shared by the avatar menu and the mobile menu. */
export const accountLinks = [
  { to: '/dashboard', label: 'shell.dashboard', Icon: LayoutDashboard },
  { to: '/profile', label: 'shell.profile', Icon: UserRound },
  { to: '/my-listings', label: 'shell.myItems', Icon: Package },
  { to: '/earnings', label: 'shell.earnings', Icon: Wallet },
  { to: '/inbox', label: 'shell.messages', Icon: MessageCircle },
  { to: '/saved-searches', label: 'shell.savedSearches', Icon: Bell },
  { to: '/account', label: 'shell.settings', Icon: Settings },
] as const satisfies readonly { to: string; label: MessageId; Icon: LucideIcon }[];

/** The admin console, linked only for administrators (the server refuses everyone else). */
export const adminLink = { to: '/admin', label: 'shell.admin' } as const satisfies {
  to: string;
  label: MessageId;
};
