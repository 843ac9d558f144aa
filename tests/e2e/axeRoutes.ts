import { readFileSync } from 'node:fs';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { receiptNumber } from '../../src/shared/receipts';
import type { AxeWorld } from './axeWorld';

/** What a visit should land on: the document title (before " · Lendwell") and the page's h1. */
export interface Landing {
  title: string;
  heading?: string;
}

export interface RouteCase {
  /** The path pattern exactly as the router declares it. */
  pattern: string;
  /** Which state of the page, where one pattern has several cases. */
  variant?: string;
  path: (world: AxeWorld) => string;
  anonymous: (world: AxeWorld) => Landing;
  signedIn: (world: AxeWorld) => Landing;
}

const signInPage: Landing = { title: 'Sign in', heading: 'Welcome back' };
const dashboard: Landing = { title: 'Dashboard', heading: 'Dashboard' };
const dashboardLandings = {
  anonymous: () => ({ title: 'Dashboard', heading: 'Authentication Required' }),
  signedIn: () => dashboard,
};

/** The same landing whoever visits. */
const either = (landing: Landing) => ({ anonymous: () => landing, signedIn: () => landing });

/** A page behind the sign-in guard, which sends visitors to the login form. */
const guarded = (landing: (world: AxeWorld) => Landing) => ({
  anonymous: () => signInPage,
  signedIn: landing,
});

/** The mailbox shows no mail signed out: it explains why and offers to sign in. */
const mailboxLandings = {
  anonymous: () => ({ title: 'Mailbox', heading: 'Sign in to read your mail' }),
  signedIn: () => ({ title: 'Mailbox', heading: 'Mailbox' }),
};

const itemPage = (world: AxeWorld): Landing => ({
  title: world.neighbourItem.title,
  heading: world.neighbourItem.title,
});
const chatWithNeighbour = (world: AxeWorld): Landing => ({
  title: 'Chat',
  heading: world.neighbour.publicName,
});

export const routeCases: RouteCase[] = [
  {
    pattern: '/',
    path: () => '/',
    ...either({
      title: 'Borrow from your neighbours',
      heading: 'Rent out what you own. Rent in what you need.',
    }),
  },
  {
    pattern: '/login',
    path: () => '/login',
    anonymous: () => signInPage,
    signedIn: () => dashboard,
  },
  {
    pattern: '/signup',
    path: () => '/signup',
    anonymous: () => ({ title: 'Create an account', heading: 'Create your account' }),
    signedIn: () => dashboard,
  },
  { pattern: '/dashboard', path: () => '/dashboard', ...dashboardLandings },
  {
    pattern: '/dashboard',
    variant: 'bookings tab',
    path: () => '/dashboard?tab=bookings',
    ...dashboardLandings,
  },
  {
    pattern: '/dashboard',
    variant: 'items tab',
    path: () => '/dashboard?tab=items',
    ...dashboardLandings,
  },
  {
    pattern: '/add-item',
    path: () => '/add-item',
    anonymous: () => ({ title: 'List an Item', heading: 'Login Required' }),
    signedIn: () => ({ title: 'List an Item', heading: 'List an Item' }),
  },
  {
    pattern: '/listings',
    path: () => '/listings',
    ...either({ title: 'Browse Items', heading: 'Browse Items' }),
  },
  {
    pattern: '/listings',
    variant: 'the map, near a ZIP code',
    path: () => '/listings?near=62701&radius=50&view=map',
    ...either({ title: 'Browse Items', heading: 'Browse Items' }),
  },
  {
    pattern: '/item/:id',
    path: (world) => `/item/${world.neighbourItem.id}`,
    anonymous: itemPage,
    signedIn: itemPage,
  },
  {
    pattern: '/item/:id',
    variant: "the viewer's own",
    path: (world) => `/item/${world.ownItem.id}`,
    anonymous: (world) => ({ title: world.ownItem.title, heading: world.ownItem.title }),
    signedIn: (world) => ({ title: world.ownItem.title, heading: world.ownItem.title }),
  },
  {
    pattern: '/edit-item/:id',
    path: (world) => `/edit-item/${world.ownItem.id}`,
    ...guarded(() => ({ title: 'Edit Item', heading: 'Edit Item' })),
  },
  {
    pattern: '/chat/:itemId',
    path: (world) => `/chat/${world.neighbourItem.id}?with=${world.neighbour.id}`,
    ...guarded(chatWithNeighbour),
  },
  {
    pattern: '/chat',
    variant: 'general',
    path: (world) => `/chat?with=${world.neighbour.id}`,
    ...guarded(chatWithNeighbour),
  },
  {
    pattern: '/chat',
    variant: 'nobody to chat with',
    path: () => '/chat',
    ...guarded(() => ({ title: 'Chat', heading: inEnglish('chat.notAvailable') })),
  },
  {
    pattern: '/inbox',
    path: () => '/inbox',
    ...guarded(() => ({ title: 'Messages', heading: 'Messages' })),
  },
  {
    pattern: '/reset-password',
    path: () => '/reset-password?token=a-link-from-an-email',
    ...either({ title: 'Choose a new password', heading: 'Choose a new password' }),
  },
  {
    pattern: '/reset-password',
    variant: 'without a token',
    path: () => '/reset-password',
    ...either({ title: 'Choose a new password', heading: 'Choose a new password' }),
  },
  {
    pattern: '/verify-email',
    variant: 'a link that no longer works',
    path: () => '/verify-email?token=no-such-link',
    ...either({ title: 'Confirm your email address', heading: 'Confirm your email address' }),
  },
  {
    pattern: '/account',
    path: () => '/account',
    ...guarded(() => ({ title: 'Account settings', heading: 'Account settings' })),
  },
  {
    pattern: '/profile',
    path: () => '/profile',
    ...guarded(() => ({ title: 'My Profile', heading: 'My Profile' })),
  },
  {
    pattern: '/my-listings',
    path: () => '/my-listings',
    anonymous: () => ({ title: 'My Listings', heading: 'Login Required' }),
    signedIn: () => ({ title: 'My Listings', heading: 'My Listings' }),
  },
  {
    // Without a booking to pay for the page explains; with one it goes on to the checkout.
    pattern: '/payment/:itemId',
    path: (world) => `/payment/${world.neighbourItem.id}`,
    ...guarded(() => ({ title: 'Payment', heading: 'No booking to pay for' })),
  },
  {
    pattern: '/payment-success',
    path: (world) => `/payment-success?session_id=${world.paidSessionId}`,
    anonymous: () => ({
      title: inEnglish('payments.resultTitle'),
      heading: 'Sign in to see your payment',
    }),
    signedIn: () => ({
      title: inEnglish('payments.resultTitle'),
      heading: inEnglish('payments.successTitle'),
    }),
  },
  {
    pattern: '/checkout/:sessionId',
    path: (world) => `/checkout/${world.openSessionId}`,
    ...either({ title: 'Checkout' }),
  },
  {
    pattern: '/review/:itemId',
    path: (world) => `/review/${world.neighbourItem.id}`,
    ...guarded(() => ({ title: 'Write a Review', heading: 'Write a Review' })),
  },
  {
    pattern: '/review-renter/:bookingId',
    path: (world) => `/review-renter/${world.ownItemBookingId}`,
    ...guarded(() => ({
      title: inEnglish('reviews.reviewRenterTitle'),
      heading: inEnglish('reviews.reviewRenterTitle'),
    })),
  },
  {
    pattern: '/bookings/:id/receipt',
    path: (world) => `/bookings/${world.paidBookingId}/receipt`,
    ...guarded((world) => ({
      title: inEnglish('receipts.pageTitle', { number: receiptNumber(world.paidBookingId) }),
      heading: inEnglish('receipts.title'),
    })),
  },
  {
    // A request for the viewer's own listing is no ended rental to claim on: the page says so.
    pattern: '/bookings/:id/claim',
    path: (world) => `/bookings/${world.ownItemBookingId}/claim`,
    ...guarded(() => ({
      title: inEnglish('deposits.fileClaim'),
      heading: inEnglish('deposits.fileClaim'),
    })),
  },
  {
    pattern: '/users/:id',
    path: (world) => `/users/${world.neighbour.id}`,
    ...either({ title: 'Sam O.', heading: 'Sam O.' }),
  },
  {
    pattern: '/account/data',
    path: () => '/account/data',
    ...guarded(() => ({
      title: inEnglish('account.myData'),
      heading: inEnglish('account.myData'),
    })),
  },
  {
    pattern: '/account/blocked',
    path: () => '/account/blocked',
    ...guarded(() => ({
      title: inEnglish('blocks.pageTitle'),
      heading: inEnglish('blocks.pageTitle'),
    })),
  },
  {
    pattern: '/reports',
    path: () => '/reports',
    ...guarded(() => ({
      title: inEnglish('reports.pageTitle'),
      heading: inEnglish('reports.pageTitle'),
    })),
  },
  {
    pattern: '/notifications',
    path: () => '/notifications',
    ...guarded(() => ({ title: 'Notifications', heading: 'Notifications' })),
  },
  {
    pattern: '/earnings',
    path: () => '/earnings',
    ...guarded(() => ({
      title: inEnglish('shell.earnings'),
      heading: inEnglish('shell.earnings'),
    })),
  },
  {
    pattern: '/saved-searches',
    path: () => '/saved-searches',
    ...guarded(() => ({
      title: inEnglish('savedSearches.title'),
      heading: inEnglish('savedSearches.title'),
    })),
  },
  {
    pattern: '/account/notifications',
    path: () => '/account/notifications',
    ...guarded(() => ({ title: 'Notification settings', heading: 'Notification settings' })),
  },
  {
    pattern: '/unsubscribe/:token/:category',
    variant: 'a link that is not valid',
    path: () => '/unsubscribe/not-a-token/messages',
    ...either({ title: 'Unsubscribe', heading: 'Unsubscribe' }),
  },
  {
    pattern: '/privacy-policy',
    path: () => '/privacy-policy',
    ...either({ title: 'Privacy Policy', heading: 'Privacy Policy' }),
  },
  {
    pattern: '/terms-of-service',
    path: () => '/terms-of-service',
    ...either({ title: 'Terms of Service', heading: 'Terms of Service' }),
  },
  {
    pattern: '/disclaimer',
    path: () => '/disclaimer',
    ...either({ title: 'Platform Disclaimer', heading: 'Platform Disclaimer' }),
  },
  {
    pattern: '/dev/mailbox',
    path: () => '/dev/mailbox',
    ...mailboxLandings,
  },
  {
    pattern: '/dev/mailbox/:emailId',
    path: (world) => `/dev/mailbox/${world.mailboxEmailId}`,
    ...mailboxLandings,
  },
  {
    // Signed in as a person who is not an administrator: the console refuses them.
    pattern: '/admin/*',
    path: () => '/admin',
    anonymous: () => signInPage,
    signedIn: () => ({
      title: inEnglish('admin.title'),
      heading: inEnglish('admin.refusal.title'),
    }),
  },
  {
    pattern: '*',
    path: () => '/no/such/page',
    ...either({ title: 'Page not found', heading: 'Page not found' }),
  },
];

/**
 * Every path pattern the web app's router declares, read from its source so that a route added
 * there without a case here fails the suite. Each `path:` must be a plain string to be counted.
 */
export function declaredRoutePatterns(): string[] {
  const source = readFileSync(new URL('../../src/web/app/router.tsx', import.meta.url), 'utf8');
  const declarations = source.match(/\bpath:[^,}\n]*/g) ?? [];
  return declarations.map((declaration) => {
    const literal = /^path:\s*'([^']+)'\s*$/.exec(declaration);
    if (!literal?.[1]) throw new Error(`router path is not a plain string: ${declaration}`);
    return literal[1];
  });
}
