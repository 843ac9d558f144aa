import { createBrowserRouter, type RouteObject } from 'react-router';
import { firstListingsQuery, itemQuery } from '../features/items';
import type { PagePath } from '../lib/catalogKeys';
import { loadMessages } from '../lib/i18n';
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
  page: PagePath,
) {
  return async () => {
    const [module] = await Promise.all([load(), loadMessages(page)]);
    return { Component: pick(module) };
  };
}

/** The same, behind the sign-in guard. */
function signedInPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
  page: PagePath,
) {
  return async () => {
    const [module] = await Promise.all([load(), loadMessages(page)]);
    const Component = pick(module);
    return { element: signedIn(<Component />) };
  };
}

/** With or without an item segment: /chat/{itemId or general}?with=… and /chat?with=…. */
const chatPage = signedInPage(
  () => import('../features/messages/ChatPage'),
  (m) => m.ChatPage,
  'features/messages/ChatPage.tsx',
);

const mailboxPage = lazyPage(
  () => import('../features/mailbox/MailboxPage'),
  (m) => m.MailboxPage,
  'features/mailbox/MailboxPage.tsx',
);

const routes: RouteObject[] = [
  {
    path: '/',
    lazy: lazyPage(
      () => import('../features/home/HomePage'),
      (m) => m.HomePage,
      'features/home/HomePage.tsx',
    ),
  },
  {
    path: '/login',
    lazy: lazyPage(
      () => import('../features/auth/LoginPage'),
      (m) => m.LoginPage,
      'features/auth/LoginPage.tsx',
    ),
  },
  {
    path: '/signup',
    lazy: lazyPage(
      () => import('../features/auth/SignupPage'),
      (m) => m.SignupPage,
      'features/auth/SignupPage.tsx',
    ),
  },
  {
    path: '/dashboard',
    lazy: lazyPage(
      () => import('../features/dashboard/DashboardPage'),
      (m) => m.DashboardPage,
      'features/dashboard/DashboardPage.tsx',
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
      'features/items/ListingsPage.tsx',
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
      'features/items/ItemDetailPage.tsx',
    ),
  },
  {
    path: '/edit-item/:id',
    lazy: signedInPage(
      () => import('../features/items/EditItemPage'),
      (m) => m.EditItemPage,
      'features/items/EditItemPage.tsx',
    ),
  },
  { path: '/chat/:itemId', lazy: chatPage },
  { path: '/chat', lazy: chatPage },
  {
    path: '/inbox',
    lazy: signedInPage(
      () => import('../features/messages/InboxPage'),
      (m) => m.InboxPage,
      'features/messages/InboxPage.tsx',
    ),
  },
  {
    path: '/reset-password',
    lazy: lazyPage(
      () => import('../features/auth/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
      'features/auth/ResetPasswordPage.tsx',
    ),
  },
  {
    path: '/verify-email',
    lazy: lazyPage(
      () => import('../features/account/VerifyEmailPage'),
      (m) => m.VerifyEmailPage,
      'features/account/VerifyEmailPage.tsx',
    ),
  },
  {
    path: '/bookings/:id/receipt',
    lazy: signedInPage(
      () => import('../features/receipts/ReceiptPage'),
      (m) => m.ReceiptPage,
      'features/receipts/ReceiptPage.tsx',
    ),
  },
  {
    path: '/account',
    lazy: signedInPage(
      () => import('../features/account/AccountPage'),
      (m) => m.AccountPage,
      'features/account/AccountPage.tsx',
    ),
  },
  {
    path: '/profile',
    lazy: signedInPage(
      () => import('../features/users/ProfilePage'),
      (m) => m.ProfilePage,
      'features/users/ProfilePage.tsx',
    ),
  },
  {
    path: '/my-listings',
    lazy: lazyPage(
      () => import('../features/items/MyListingsPage'),
      (m) => m.MyListingsPage,
      'features/items/MyListingsPage.tsx',
    ),
  },
  {
    path: '/payment/:itemId',
    lazy: signedInPage(
      () => import('../features/payments/PaymentRedirectPage'),
      (m) => m.PaymentRedirectPage,
      'features/payments/PaymentRedirectPage.tsx',
    ),
  },
  {
    path: '/payment-success',
    lazy: lazyPage(
      () => import('../features/payments/PaymentSuccessPage'),
      (m) => m.PaymentSuccessPage,
      'features/payments/PaymentSuccessPage.tsx',
    ),
  },
  {
    path: '/review/:itemId',
    lazy: signedInPage(
      () => import('./ReviewPage'),
      (m) => m.ReviewPage,
      'app/ReviewPage.tsx',
    ),
  },
  {
    path: '/review-renter/:bookingId',
    lazy: signedInPage(
      () => import('../features/reviews/ReviewRenterPage'),
      (m) => m.ReviewRenterPage,
      'features/reviews/ReviewRenterPage.tsx',
    ),
  },
  {
    path: '/bookings/:id/claim',
    lazy: signedInPage(
      () => import('../features/deposits/ClaimPage'),
      (m) => m.ClaimPage,
      'features/deposits/ClaimPage.tsx',
    ),
  },
  {
    path: '/users/:id',
    lazy: lazyPage(
      () => import('./PublicProfileRoute'),
      (m) => m.PublicProfileRoute,
      'app/PublicProfileRoute.tsx',
    ),
  },
  {
    path: '/account/data',
    lazy: signedInPage(
      () => import('../features/account/MyDataPage'),
      (m) => m.MyDataPage,
      'features/account/MyDataPage.tsx',
    ),
  },
  {
    path: '/account/blocked',
    lazy: signedInPage(
      () => import('../features/blocks/BlockedPeoplePage'),
      (m) => m.BlockedPeoplePage,
      'features/blocks/BlockedPeoplePage.tsx',
    ),
  },
  {
    path: '/reports',
    lazy: signedInPage(
      () => import('../features/reports/MyReportsPage'),
      (m) => m.MyReportsPage,
      'features/reports/MyReportsPage.tsx',
    ),
  },
  {
    path: '/notifications',
    lazy: signedInPage(
      () => import('../features/notifications/NotificationsPage'),
      (m) => m.NotificationsPage,
      'features/notifications/NotificationsPage.tsx',
    ),
  },
  {
    path: '/account/notifications',
    lazy: signedInPage(
      () => import('../features/notifications/NotificationSettingsPage'),
      (m) => m.NotificationSettingsPage,
      'features/notifications/NotificationSettingsPage.tsx',
    ),
  },
  {
    path: '/saved-searches',
    lazy: signedInPage(
      () => import('../features/savedSearches/SavedSearchesPage'),
      (m) => m.SavedSearchesPage,
      'features/savedSearches/SavedSearchesPage.tsx',
    ),
  },
  {
    path: '/earnings',
    lazy: signedInPage(
      () => import('../features/earnings/EarningsPage'),
      (m) => m.EarningsPage,
      'features/earnings/EarningsPage.tsx',
    ),
  },
  {
    path: '/unsubscribe/:token/:category',
    lazy: lazyPage(
      () => import('../features/notifications/UnsubscribePage'),
      (m) => m.UnsubscribePage,
      'features/notifications/UnsubscribePage.tsx',
    ),
  },
  {
    path: '/privacy-policy',
    lazy: lazyPage(
      () => import('../features/legal/PrivacyPolicyPage'),
      (m) => m.PrivacyPolicyPage,
      'features/legal/PrivacyPolicyPage.tsx',
    ),
  },
  {
    path: '/terms-of-service',
    lazy: lazyPage(
      () => import('../features/legal/TermsOfServicePage'),
      (m) => m.TermsOfServicePage,
      'features/legal/TermsOfServicePage.tsx',
    ),
  },
  {
    path: '/disclaimer',
    lazy: lazyPage(
      () => import('../features/legal/DisclaimerPage'),
      (m) => m.DisclaimerPage,
      'features/legal/DisclaimerPage.tsx',
    ),
  },
  {
    // The console's own sections are routed inside its lazy chunk.
    path: '/admin/*',
    lazy: lazyPage(
      () => import('../features/admin/AdminConsole'),
      (m) => m.AdminConsole,
      'features/admin/AdminConsole.tsx',
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
      'app/NotFoundPage.tsx',
    ),
  },
];

/**
 * What the document's first page draws while its route's code, words and first data load: nothing,
 * so the page appears whole at once rather than as a shell that then fills. Named, so the router
 * knows it is meant (without one it warns on every first load).
 */
function FirstLoad() {
  return null;
}

/** The local provider's hosted checkout stands alone, as Stripe's page would: no layout, no sign-in. */
const localCheckout: RouteObject = {
  path: '/checkout/:sessionId',
  HydrateFallback: FirstLoad,
  lazy: lazyPage(
    () => import('../features/payments/LocalCheckoutPage'),
    (m) => m.LocalCheckoutPage,
    'features/payments/LocalCheckoutPage.tsx',
  ),
};

export const router = createBrowserRouter([
  localCheckout,
  { element: <AppLayout />, HydrateFallback: FirstLoad, children: routes },
]);

firstPageWait.endOnceShown(router);
