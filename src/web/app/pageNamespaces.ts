import type { Namespace } from '../../shared/i18n/messageIds';

/**
 * The words every page needs (the header, the footer, the menus, the errors any request may
 * meet), loaded at start beside the first page's code.
 */
export const SHELL_NAMESPACES = ['shell', 'errors', 'auth'] as const satisfies readonly Namespace[];

/**
 * The namespaces each page loads with its code, keyed by the page module's path under src/web
 * (as Vite's manifest names it, so that the budget check measures the same words).
 */
export const PAGE_NAMESPACES = {
  'features/home/HomePage.tsx': ['home'],
  'features/auth/LoginPage.tsx': ['login', 'reset'],
  'features/auth/SignupPage.tsx': ['signup', 'profile'],
  'features/auth/ResetPasswordPage.tsx': ['reset', 'signup'],
  'features/dashboard/DashboardPage.tsx': ['dashboard', 'bookings', 'disclaimer'],
  'features/items/AddItemPage.tsx': ['items', 'categories', 'places'],
  'features/items/ListingsPage.tsx': ['listings', 'places', 'items'],
  'features/items/ItemDetailPage.tsx': ['items', 'bookings', 'reviews'],
  'features/items/EditItemPage.tsx': ['items', 'categories', 'places'],
  'features/items/MyListingsPage.tsx': ['items', 'dashboard'],
  'features/messages/ChatPage.tsx': ['chat', 'dashboard'],
  'features/messages/InboxPage.tsx': ['chat', 'dashboard'],
  'features/account/VerifyEmailPage.tsx': ['account'],
  'features/account/AccountPage.tsx': ['account', 'signup', 'reset'],
  'features/account/MyDataPage.tsx': ['account', 'accountData'],
  'features/receipts/ReceiptPage.tsx': ['receipts', 'money'],
  'features/users/ProfilePage.tsx': ['profile', 'items'],
  'features/payments/PaymentRedirectPage.tsx': ['payments', 'money'],
  'features/payments/PaymentSuccessPage.tsx': ['payments', 'money'],
  'app/ReviewPage.tsx': ['reviews', 'items'],
  'features/reviews/ReviewRenterPage.tsx': ['reviews'],
  'features/deposits/ClaimPage.tsx': ['deposits', 'money'],
  'app/PublicProfileRoute.tsx': ['profiles', 'reviews'],
  'features/blocks/BlockedPeoplePage.tsx': ['blocks'],
  'features/reports/MyReportsPage.tsx': ['reports'],
  'features/notifications/NotificationsPage.tsx': ['notifications'],
  'features/notifications/NotificationSettingsPage.tsx': ['notificationSettings'],
  'features/savedSearches/SavedSearchesPage.tsx': ['savedSearches', 'listings'],
  'features/earnings/EarningsPage.tsx': ['earnings', 'money'],
  'features/notifications/UnsubscribePage.tsx': ['notificationSettings'],
  'features/legal/PrivacyPolicyPage.tsx': ['legal'],
  'features/legal/TermsOfServicePage.tsx': ['legal'],
  'features/legal/DisclaimerPage.tsx': ['legal', 'disclaimer'],
  'features/mailbox/MailboxPage.tsx': ['mailbox'],
  'features/admin/AdminConsole.tsx': ['admin', 'moderation', 'deadLetters'],
  'features/payments/LocalCheckoutPage.tsx': ['payments', 'money'],
  'app/NotFoundPage.tsx': [],
} as const satisfies Record<string, readonly Namespace[]>;

export type PagePath = keyof typeof PAGE_NAMESPACES;
