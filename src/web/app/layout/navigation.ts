import {
  Bell,
  LayoutDashboard,
  MessageCircle,
  Package,
  Settings,
  UserRound,
  Wallet,
} from 'lucide-react';

/** The signed-in account links shared by the avatar menu and the mobile menu. */
export const accountLinks = [
  { to: '/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/profile', label: 'My Profile', Icon: UserRound },
  { to: '/my-listings', label: 'My Items', Icon: Package },
  { to: '/earnings', label: 'Earnings', Icon: Wallet },
  { to: '/inbox', label: 'Messages', Icon: MessageCircle },
  { to: '/saved-searches', label: 'Saved searches', Icon: Bell },
  { to: '/account', label: 'Account settings', Icon: Settings },
] as const;

/** The admin console, linked only for administrators (the server refuses everyone else). */
export const adminLink = { to: '/admin', label: 'Admin' } as const;

/** The avatar button's look, the same before and after the account menu's code has loaded. */
export const accountMenuButtonClass =
  'flex items-center rounded-full ring-offset-2 hover:ring-2 hover:ring-emerald-200';
