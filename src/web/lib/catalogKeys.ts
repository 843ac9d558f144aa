import { SHELL } from '../../shared/i18n/catalogFiles';

/**
 * Every page the router loads on demand, by its module's path under src/web. Each has a catalog
 * of its own: the words its code and what it loads can show, found in the source at build
 * (`scripts/vite/catalogs.ts`), so that a page downloads only its own words.
 */
export const PAGES = [
  'features/home/HomePage.tsx',
  'features/auth/LoginPage.tsx',
  'features/auth/SignupPage.tsx',
  'features/auth/ResetPasswordPage.tsx',
  'features/dashboard/DashboardPage.tsx',
  'features/items/AddItemPage.tsx',
  'features/items/ListingsPage.tsx',
  'features/items/ItemDetailPage.tsx',
  'features/items/EditItemPage.tsx',
  'features/items/MyListingsPage.tsx',
  'features/messages/ChatPage.tsx',
  'features/messages/InboxPage.tsx',
  'features/account/VerifyEmailPage.tsx',
  'features/account/AccountPage.tsx',
  'features/account/MyDataPage.tsx',
  'features/receipts/ReceiptPage.tsx',
  'features/users/ProfilePage.tsx',
  'features/payments/PaymentRedirectPage.tsx',
  'features/payments/PaymentSuccessPage.tsx',
  'app/ReviewPage.tsx',
  'features/reviews/ReviewRenterPage.tsx',
  'features/deposits/ClaimPage.tsx',
  'app/PublicProfileRoute.tsx',
  'features/blocks/BlockedPeoplePage.tsx',
  'features/reports/MyReportsPage.tsx',
  'features/notifications/NotificationsPage.tsx',
  'features/notifications/NotificationSettingsPage.tsx',
  'features/savedSearches/SavedSearchesPage.tsx',
  'features/earnings/EarningsPage.tsx',
  'features/notifications/UnsubscribePage.tsx',
  'features/legal/PrivacyPolicyPage.tsx',
  'features/legal/TermsOfServicePage.tsx',
  'features/legal/DisclaimerPage.tsx',
  'features/mailbox/MailboxPage.tsx',
  'features/admin/AdminConsole.tsx',
  'features/payments/LocalCheckoutPage.tsx',
  'app/NotFoundPage.tsx',
] as const;

export type PagePath = (typeof PAGES)[number];

/**
 * Parts a page or the shell loads later, on use, whose words are many enough to leave out of
 * the first download: each has a catalog of its own, loaded beside its code
 * (`withMessages`), and the catalogs of what loads it leave its words out.
 */
export const LAZY_PARTS = [
  'features/items/SortablePhotos.tsx',
  'features/dashboard/DisclaimerDialog.tsx',
] as const;

export type LazyPartPath = (typeof LAZY_PARTS)[number];

export { SHELL };

/** What a catalog is named by: a page, a part loaded later, or the shell. */
export type CatalogKey = PagePath | LazyPartPath | typeof SHELL;
