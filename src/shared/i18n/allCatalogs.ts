import { type I18n, setupI18n } from '@lingui/core';
import { regionalLocale } from '../marketplace';
import enAccount from './catalogs/en-US/account.json' with { type: 'json' };
import enAccountData from './catalogs/en-US/accountData.json' with { type: 'json' };
import enAdmin from './catalogs/en-US/admin.json' with { type: 'json' };
import enAuth from './catalogs/en-US/auth.json' with { type: 'json' };
import enAvailability from './catalogs/en-US/availability.json' with { type: 'json' };
import enBlocks from './catalogs/en-US/blocks.json' with { type: 'json' };
import enBookings from './catalogs/en-US/bookings.json' with { type: 'json' };
import enCalendar from './catalogs/en-US/calendar.json' with { type: 'json' };
import enCategories from './catalogs/en-US/categories.json' with { type: 'json' };
import enChat from './catalogs/en-US/chat.json' with { type: 'json' };
import enDashboard from './catalogs/en-US/dashboard.json' with { type: 'json' };
import enDeadLetters from './catalogs/en-US/deadLetters.json' with { type: 'json' };
import enDeposits from './catalogs/en-US/deposits.json' with { type: 'json' };
import enDisclaimer from './catalogs/en-US/disclaimer.json' with { type: 'json' };
import enEarnings from './catalogs/en-US/earnings.json' with { type: 'json' };
import enEmails from './catalogs/en-US/emails.json' with { type: 'json' };
import enErrors from './catalogs/en-US/errors.json' with { type: 'json' };
import enHome from './catalogs/en-US/home.json' with { type: 'json' };
import enItems from './catalogs/en-US/items.json' with { type: 'json' };
import enLegal from './catalogs/en-US/legal.json' with { type: 'json' };
import enListings from './catalogs/en-US/listings.json' with { type: 'json' };
import enLive from './catalogs/en-US/live.json' with { type: 'json' };
import enLogin from './catalogs/en-US/login.json' with { type: 'json' };
import enMailbox from './catalogs/en-US/mailbox.json' with { type: 'json' };
import enModeration from './catalogs/en-US/moderation.json' with { type: 'json' };
import enMoney from './catalogs/en-US/money.json' with { type: 'json' };
import enNotificationSettings from './catalogs/en-US/notificationSettings.json' with {
  type: 'json',
};
import enNotifications from './catalogs/en-US/notifications.json' with { type: 'json' };
import enPayments from './catalogs/en-US/payments.json' with { type: 'json' };
import enPlaces from './catalogs/en-US/places.json' with { type: 'json' };
import enProfile from './catalogs/en-US/profile.json' with { type: 'json' };
import enProfiles from './catalogs/en-US/profiles.json' with { type: 'json' };
import enReceipts from './catalogs/en-US/receipts.json' with { type: 'json' };
import enReports from './catalogs/en-US/reports.json' with { type: 'json' };
import enReset from './catalogs/en-US/reset.json' with { type: 'json' };
import enReviews from './catalogs/en-US/reviews.json' with { type: 'json' };
import enSavedSearches from './catalogs/en-US/savedSearches.json' with { type: 'json' };
import enShell from './catalogs/en-US/shell.json' with { type: 'json' };
import enSignup from './catalogs/en-US/signup.json' with { type: 'json' };
import enTerms from './catalogs/en-US/terms.json' with { type: 'json' };
import enUploads from './catalogs/en-US/uploads.json' with { type: 'json' };
import esAccount from './catalogs/es-US/account.json' with { type: 'json' };
import esAccountData from './catalogs/es-US/accountData.json' with { type: 'json' };
import esAdmin from './catalogs/es-US/admin.json' with { type: 'json' };
import esAuth from './catalogs/es-US/auth.json' with { type: 'json' };
import esAvailability from './catalogs/es-US/availability.json' with { type: 'json' };
import esBlocks from './catalogs/es-US/blocks.json' with { type: 'json' };
import esBookings from './catalogs/es-US/bookings.json' with { type: 'json' };
import esCalendar from './catalogs/es-US/calendar.json' with { type: 'json' };
import esCategories from './catalogs/es-US/categories.json' with { type: 'json' };
import esChat from './catalogs/es-US/chat.json' with { type: 'json' };
import esDashboard from './catalogs/es-US/dashboard.json' with { type: 'json' };
import esDeadLetters from './catalogs/es-US/deadLetters.json' with { type: 'json' };
import esDeposits from './catalogs/es-US/deposits.json' with { type: 'json' };
import esDisclaimer from './catalogs/es-US/disclaimer.json' with { type: 'json' };
import esEarnings from './catalogs/es-US/earnings.json' with { type: 'json' };
import esEmails from './catalogs/es-US/emails.json' with { type: 'json' };
import esErrors from './catalogs/es-US/errors.json' with { type: 'json' };
import esHome from './catalogs/es-US/home.json' with { type: 'json' };
import esItems from './catalogs/es-US/items.json' with { type: 'json' };
import esLegal from './catalogs/es-US/legal.json' with { type: 'json' };
import esListings from './catalogs/es-US/listings.json' with { type: 'json' };
import esLive from './catalogs/es-US/live.json' with { type: 'json' };
import esLogin from './catalogs/es-US/login.json' with { type: 'json' };
import esMailbox from './catalogs/es-US/mailbox.json' with { type: 'json' };
import esModeration from './catalogs/es-US/moderation.json' with { type: 'json' };
import esMoney from './catalogs/es-US/money.json' with { type: 'json' };
import esNotificationSettings from './catalogs/es-US/notificationSettings.json' with {
  type: 'json',
};
import esNotifications from './catalogs/es-US/notifications.json' with { type: 'json' };
import esPayments from './catalogs/es-US/payments.json' with { type: 'json' };
import esPlaces from './catalogs/es-US/places.json' with { type: 'json' };
import esProfile from './catalogs/es-US/profile.json' with { type: 'json' };
import esProfiles from './catalogs/es-US/profiles.json' with { type: 'json' };
import esReceipts from './catalogs/es-US/receipts.json' with { type: 'json' };
import esReports from './catalogs/es-US/reports.json' with { type: 'json' };
import esReset from './catalogs/es-US/reset.json' with { type: 'json' };
import esReviews from './catalogs/es-US/reviews.json' with { type: 'json' };
import esSavedSearches from './catalogs/es-US/savedSearches.json' with { type: 'json' };
import esShell from './catalogs/es-US/shell.json' with { type: 'json' };
import esSignup from './catalogs/es-US/signup.json' with { type: 'json' };
import esTerms from './catalogs/es-US/terms.json' with { type: 'json' };
import esUploads from './catalogs/es-US/uploads.json' with { type: 'json' };
import { type CatalogFile, compileCatalog } from './compile';
import { type AppLocale, type Locale, PSEUDO_LOCALE, SOURCE_LOCALE } from './locales';
import { marketplaceWords } from './marketplaceWords';
import type { MessageId, Namespace } from './messageIds';

/**
 * Every catalog of every language, for the server and for tests. The browser never imports
 * this: it loads a page's namespace in one language at a time (`virtual:catalogs`).
 */
export const catalogFiles: Record<Locale, Record<Namespace, CatalogFile>> = {
  'en-US': {
    account: enAccount,
    accountData: enAccountData,
    admin: enAdmin,
    auth: enAuth,
    availability: enAvailability,
    blocks: enBlocks,
    bookings: enBookings,
    calendar: enCalendar,
    categories: enCategories,
    chat: enChat,
    dashboard: enDashboard,
    deadLetters: enDeadLetters,
    deposits: enDeposits,
    disclaimer: enDisclaimer,
    earnings: enEarnings,
    emails: enEmails,
    errors: enErrors,
    home: enHome,
    items: enItems,
    legal: enLegal,
    listings: enListings,
    live: enLive,
    login: enLogin,
    mailbox: enMailbox,
    moderation: enModeration,
    money: enMoney,
    notificationSettings: enNotificationSettings,
    notifications: enNotifications,
    payments: enPayments,
    places: enPlaces,
    profile: enProfile,
    profiles: enProfiles,
    receipts: enReceipts,
    reports: enReports,
    reset: enReset,
    reviews: enReviews,
    savedSearches: enSavedSearches,
    shell: enShell,
    signup: enSignup,
    terms: enTerms,
    uploads: enUploads,
  },
  'es-US': {
    account: esAccount,
    accountData: esAccountData,
    admin: esAdmin,
    auth: esAuth,
    availability: esAvailability,
    blocks: esBlocks,
    bookings: esBookings,
    calendar: esCalendar,
    categories: esCategories,
    chat: esChat,
    dashboard: esDashboard,
    deadLetters: esDeadLetters,
    deposits: esDeposits,
    disclaimer: esDisclaimer,
    earnings: esEarnings,
    emails: esEmails,
    errors: esErrors,
    home: esHome,
    items: esItems,
    legal: esLegal,
    listings: esListings,
    live: esLive,
    login: esLogin,
    mailbox: esMailbox,
    moderation: esModeration,
    money: esMoney,
    notificationSettings: esNotificationSettings,
    notifications: esNotifications,
    payments: esPayments,
    places: esPlaces,
    profile: esProfile,
    profiles: esProfiles,
    receipts: esReceipts,
    reports: esReports,
    reset: esReset,
    reviews: esReviews,
    savedSearches: esSavedSearches,
    shell: esShell,
    signup: esSignup,
    terms: esTerms,
    uploads: esUploads,
  },
};

function compiledMessages(locale: AppLocale) {
  const pseudo = locale === PSEUDO_LOCALE;
  const files = catalogFiles[pseudo ? SOURCE_LOCALE : locale];
  return Object.assign(
    {},
    ...Object.entries(files).map(([namespace, file]) =>
      compileCatalog(namespace, file, { pseudo }),
    ),
  );
}

const instances = new Map<string, I18n>();

/**
 * A translator for one language, holding all its messages, compiled once. Its plurals, numbers
 * and dates follow the marketplace's country (`i18n.locale` is en-CA for English in Canada).
 */
export function i18nFor(locale: AppLocale): I18n {
  const regional = regionalLocale(locale);
  const existing = instances.get(regional);
  if (existing) return existing;
  const i18n = setupI18n({
    locale: regional,
    messages: { [regional]: compiledMessages(locale) },
  });
  instances.set(regional, i18n);
  return i18n;
}

const sourceIds = new Set(Object.keys(i18nFor(SOURCE_LOCALE).messages));

/**
 * Whether a text is a message id rather than words: the server's refusals and the shared
 * schemas' messages are ids, put into the reader's language where the answer is written.
 */
export const isMessageId = (text: string): text is MessageId => sourceIds.has(text);

/** A message in a language, with what it may say of the marketplace, as a reader sees it. */
export const wordsIn =
  (locale: AppLocale) =>
  (id: MessageId, values?: Record<string, unknown>): string => {
    const i18n = i18nFor(locale);
    return i18n._(id, { ...marketplaceWords(i18n.locale), ...values });
  };

/** A message in the source language: what tests expect an English reader to see. */
export const inEnglish = wordsIn(SOURCE_LOCALE);
