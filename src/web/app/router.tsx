import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Namespace } from '../../shared/i18n/messageIds';
import { firstListingsQuery, itemQuery } from '../features/items';
import { loadNamespaces } from '../lib/i18n';
import { AddItemRoute } from './AddItemRoute';
import { createFirstPageWait } from './firstRenderData';
import { AppLayout } from './layout/AppLayout';
import { queryClient } from './providers';
import { RequireAuth } from './RequireAuth';

const firstPageWait = createFirstPageWait();

const signedIn = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;

/** Loads a page's code, and its words in the person's language, when its route is first visited. */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
  namespaces: readonly Namespace[] = [],
) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}

/** The same, behind the sign-in guard. */
function signedInPage<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => {
    const Component = pick(await load());
    return { element: signedIn(<Component />) };
  };
}

/** With or without an item segment: /chat/{itemId or general}?with=… and /chat?with=…. */
const chatPage = signedInPage(
  () => import('../features/messages/ChatPage'),
  (m) => m.ChatPage,
);

const mailboxPage = lazyPage(
  () => import('../features/mailbox/MailboxPage'),
  (m) => m.MailboxPage,
);

const routes: RouteObject[] = [
  {
    path: '/',
    lazy: lazyPage(
      () => import('../features/home/HomePage'),
      (m) => m.HomePage,
    ),
  },
  {
    path: '/login',
    lazy: lazyPage(
      () => import('../features/auth/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/signup',
    lazy: lazyPage(
      () => import('../features/auth/SignupPage'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: '/dashboard',
    lazy: lazyPage(
      () => import('../features/dashboard/DashboardPage'),
      (m) => m.DashboardPage,
    ),
  },
  { path: '/add-item', element: <AddItemRoute /> },
  {
    path: '/listings',
    // The unfiltered first page in the cache before the page first renders, as for an item.
    // A filtered address may name a category, whose id comes from another answer first.
    loader: ({ request }) =>
      new URL(request.url).search === ''
        ? firstPageWait.dataForFirstRender(queryClient.prefetchQuery(firstListingsQuery()))
        : null,
    lazy: lazyPage(
      () => import('../features/items/ListingsPage'),
      (m) => m.ListingsPage,
      ['listings', 'places'],
    ),
  },
  {
    path: '/item/:id',
    // The item in the cache before the page first renders: its photo and title are drawn at
    // once rather than after a skeleton. The page handles a failure itself.
    loader: ({ params }) =>
      firstPageWait.dataForFirstRender(queryClient.prefetchQuery(itemQuery(params.id ?? ''))),
    lazy: lazyPage(
      () => import('../features/items/ItemDetailPage'),
      (m) => m.ItemDetailPage,
    ),
  },
  {
    path: '/edit-item/:id',
    lazy: signedInPage(
      () => import('../features/items/EditItemPage'),
      (m) => m.EditItemPage,
    ),
  },
  { path: '/chat/:itemId', lazy: chatPage },
  { path: '/chat', lazy: chatPage },
  {
    path: '/inbox',
    lazy: signedInPage(
      () => import('../features/messages/InboxPage'),
      (m) => m.InboxPage,
    ),
  },
  {
    path: '/reset-password',
    lazy: lazyPage(
      () => import('../features/auth/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: '/verify-email',
    lazy: lazyPage(
      () => import('../features/account/VerifyEmailPage'),
      (m) => m.VerifyEmailPage,
    ),
  },
  {
    path: '/bookings/:id/receipt',
    lazy: signedInPage(
      () => import('../features/receipts/ReceiptPage'),
      (m) => m.ReceiptPage,
    ),
  },
  {
    path: '/account',
    lazy: signedInPage(
      () => import('../features/account/AccountPage'),
      (m) => m.AccountPage,
    ),
  },
  {
    path: '/profile',
    lazy: signedInPage(
      () => import('../features/users/ProfilePage'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: '/my-listings',
    lazy: lazyPage(
      () => import('../features/items/MyListingsPage'),
      (m) => m.MyListingsPage,
    ),
  },
  {
    path: '/payment/:itemId',
    lazy: signedInPage(
      () => import('../features/payments/PaymentRedirectPage'),
      (m) => m.PaymentRedirectPage,
    ),
  },
  {
    path: '/payment-success',
    lazy: lazyPage(
      () => import('../features/payments/PaymentSuccessPage'),
      (m) => m.PaymentSuccessPage,
    ),
  },
  {
    path: '/review/:itemId',
    lazy: signedInPage(
      () => import('./ReviewPage'),
      (m) => m.ReviewPage,
    ),
  },
  {
    path: '/review-renter/:bookingId',
    lazy: signedInPage(
      () => import('../features/reviews/ReviewRenterPage'),
      (m) => m.ReviewRenterPage,
    ),
  },
  {
    path: '/bookings/:id/claim',
    lazy: signedInPage(
      () => import('../features/deposits/ClaimPage'),
      (m) => m.ClaimPage,
    ),
  },
  {
    path: '/users/:id',
    lazy: lazyPage(
      () => import('./PublicProfileRoute'),
      (m) => m.PublicProfileRoute,
    ),
  },
  {
    path: '/account/data',
    lazy: signedInPage(
      () => import('../features/account/MyDataPage'),
      (m) => m.MyDataPage,
    ),
  },
  {
    path: '/account/blocked',
    lazy: signedInPage(
      () => import('../features/blocks/BlockedPeoplePage'),
      (m) => m.BlockedPeoplePage,
    ),
  },
  {
    path: '/reports',
    lazy: signedInPage(
      () => import('../features/reports/MyReportsPage'),
      (m) => m.MyReportsPage,
    ),
  },
  {
    path: '/notifications',
    lazy: signedInPage(
      () => import('../features/notifications/NotificationsPage'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: '/account/notifications',
    lazy: signedInPage(
      () => import('../features/notifications/NotificationSettingsPage'),
      (m) => m.NotificationSettingsPage,
    ),
  },
  {
    path: '/saved-searches',
    lazy: signedInPage(
      () => import('../features/savedSearches/SavedSearchesPage'),
      (m) => m.SavedSearchesPage,
    ),
  },
  {
    path: '/earnings',
    lazy: signedInPage(
      () => import('../features/earnings/EarningsPage'),
      (m) => m.EarningsPage,
    ),
  },
  {
    path: '/unsubscribe/:token/:category',
    lazy: lazyPage(
      () => import('../features/notifications/UnsubscribePage'),
      (m) => m.UnsubscribePage,
    ),
  },
  {
    path: '/privacy-policy',
    lazy: lazyPage(
      () => import('../features/legal/PrivacyPolicyPage'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: '/terms-of-service',
    lazy: lazyPage(
      () => import('../features/legal/TermsOfServicePage'),
      (m) => m.TermsOfServicePage,
    ),
  },
  {
    path: '/disclaimer',
    lazy: lazyPage(
      () => import('../features/legal/DisclaimerPage'),
      (m) => m.DisclaimerPage,
    ),
  },
  {
    // The console's own sections are routed inside its lazy chunk.
    path: '/admin/*',
    lazy: lazyPage(
      () => import('../features/admin/AdminConsole'),
      (m) => m.AdminConsole,
    ),
  },
  // Development servers only: the API behind it does not exist in production.
  { path: '/dev/mailbox', lazy: mailboxPage },
  { path: '/dev/mailbox/:emailId', lazy: mailboxPage },
  {
    path: '*',
    lazy: lazyPage(
      () => import('./NotFoundPage'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** The local provider's hosted checkout stands alone, as Stripe's page would: no layout, no sign-in. */
const localCheckout: RouteObject = {
  path: '/checkout/:sessionId',
  lazy: lazyPage(
    () => import('../features/payments/LocalCheckoutPage'),
    (m) => m.LocalCheckoutPage,
  ),
};

export const router = createBrowserRouter([
  localCheckout,
  { element: <AppLayout />, children: routes },
]);

firstPageWait.endOnceShown(router);
