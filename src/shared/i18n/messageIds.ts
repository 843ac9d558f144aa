import type account from './catalogs/en-US/account.json';
import type accountData from './catalogs/en-US/accountData.json';
import type admin from './catalogs/en-US/admin.json';
import type auth from './catalogs/en-US/auth.json';
import type availability from './catalogs/en-US/availability.json';
import type blocks from './catalogs/en-US/blocks.json';
import type bookings from './catalogs/en-US/bookings.json';
import type calendar from './catalogs/en-US/calendar.json';
import type categories from './catalogs/en-US/categories.json';
import type chat from './catalogs/en-US/chat.json';
import type dashboard from './catalogs/en-US/dashboard.json';
import type deadLetters from './catalogs/en-US/deadLetters.json';
import type deposits from './catalogs/en-US/deposits.json';
import type disclaimer from './catalogs/en-US/disclaimer.json';
import type earnings from './catalogs/en-US/earnings.json';
import type emails from './catalogs/en-US/emails.json';
import type errors from './catalogs/en-US/errors.json';
import type home from './catalogs/en-US/home.json';
import type items from './catalogs/en-US/items.json';
import type legal from './catalogs/en-US/legal.json';
import type listings from './catalogs/en-US/listings.json';
import type live from './catalogs/en-US/live.json';
import type login from './catalogs/en-US/login.json';
import type mailbox from './catalogs/en-US/mailbox.json';
import type moderation from './catalogs/en-US/moderation.json';
import type money from './catalogs/en-US/money.json';
import type notificationSettings from './catalogs/en-US/notificationSettings.json';
import type notifications from './catalogs/en-US/notifications.json';
import type payments from './catalogs/en-US/payments.json';
import type places from './catalogs/en-US/places.json';
import type profile from './catalogs/en-US/profile.json';
import type profiles from './catalogs/en-US/profiles.json';
import type receipts from './catalogs/en-US/receipts.json';
import type reports from './catalogs/en-US/reports.json';
import type reset from './catalogs/en-US/reset.json';
import type reviews from './catalogs/en-US/reviews.json';
import type savedSearches from './catalogs/en-US/savedSearches.json';
import type shell from './catalogs/en-US/shell.json';
import type signup from './catalogs/en-US/signup.json';
import type terms from './catalogs/en-US/terms.json';
import type uploads from './catalogs/en-US/uploads.json';

/** The source (English) catalogs by namespace: every other language has the same keys. */
type SourceCatalogs = {
  account: typeof account;
  accountData: typeof accountData;
  admin: typeof admin;
  auth: typeof auth;
  availability: typeof availability;
  blocks: typeof blocks;
  bookings: typeof bookings;
  calendar: typeof calendar;
  categories: typeof categories;
  chat: typeof chat;
  dashboard: typeof dashboard;
  deadLetters: typeof deadLetters;
  deposits: typeof deposits;
  disclaimer: typeof disclaimer;
  earnings: typeof earnings;
  emails: typeof emails;
  errors: typeof errors;
  home: typeof home;
  items: typeof items;
  legal: typeof legal;
  listings: typeof listings;
  live: typeof live;
  login: typeof login;
  mailbox: typeof mailbox;
  moderation: typeof moderation;
  money: typeof money;
  notificationSettings: typeof notificationSettings;
  notifications: typeof notifications;
  payments: typeof payments;
  places: typeof places;
  profile: typeof profile;
  profiles: typeof profiles;
  receipts: typeof receipts;
  reports: typeof reports;
  reset: typeof reset;
  reviews: typeof reviews;
  savedSearches: typeof savedSearches;
  shell: typeof shell;
  signup: typeof signup;
  terms: typeof terms;
  uploads: typeof uploads;
};

export type Namespace = keyof SourceCatalogs;
export const NAMESPACES = [
  'account',
  'accountData',
  'admin',
  'auth',
  'availability',
  'blocks',
  'bookings',
  'calendar',
  'categories',
  'chat',
  'dashboard',
  'deadLetters',
  'deposits',
  'disclaimer',
  'earnings',
  'emails',
  'errors',
  'home',
  'items',
  'legal',
  'listings',
  'live',
  'login',
  'mailbox',
  'moderation',
  'money',
  'notificationSettings',
  'notifications',
  'payments',
  'places',
  'profile',
  'profiles',
  'receipts',
  'reports',
  'reset',
  'reviews',
  'savedSearches',
  'shell',
  'signup',
  'terms',
  'uploads',
] as const satisfies readonly Namespace[];

/** `namespace.key` of every message: a misspelt or missing id fails the type check. */
export type MessageId = {
  [N in Namespace]: `${N}.${keyof SourceCatalogs[N] & string}`;
}[Namespace];

declare module '@lingui/core' {
  interface Register {
    messageIds: MessageId;
  }
}
