import { LayoutDashboard, MessageCircle, Package, Settings, UserRound } from 'lucide-react';

/** The signed-in account links shared by the avatar menu and the mobile menu. */
export const accountLinks = [
  { to: '/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/profile', label: 'My Profile', Icon: UserRound },
  { to: '/my-listings', label: 'My Items', Icon: Package },
  { to: '/inbox', label: 'Messages', Icon: MessageCircle },
  { to: '/account', label: 'Account settings', Icon: Settings },
] as const;
