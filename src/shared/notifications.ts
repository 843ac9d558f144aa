/**
 * The kinds of news a person can get by email, each switched on or off on the preferences page.
 * In-app notifications are always kept; there is no marketing category.
 */
export const NOTIFICATION_CATEGORIES = [
  'booking_requests',
  'booking_updates',
  'payments',
  'reminders',
  'messages',
  'reviews',
  'saved_searches',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Every kind of notification, each in one category. */
export const NOTIFICATION_KIND_CATEGORIES = {
  booking_requested: 'booking_requests',
  booking_accepted: 'booking_updates',
  booking_rejected: 'booking_updates',
  booking_declined: 'booking_updates',
  booking_expired: 'booking_updates',
  booking_cancelled: 'booking_updates',
  booking_cancelled_by_admin: 'booking_updates',
  booking_cancelled_by_owner: 'booking_updates',
  rental_ended: 'booking_updates',
  booking_paid: 'payments',
  payment_refunded: 'payments',
  rental_starts_tomorrow: 'reminders',
  messages_unread: 'messages',
  review_received: 'reviews',
  saved_search_matches: 'saved_searches',
  // An administrator's decisions: no category of their own, so they are mailed as booking updates.
  listing_hidden: 'booking_updates',
  report_decided: 'booking_updates',
  damage_claim: 'payments',
  deposit_failed: 'payments',
} as const satisfies Record<string, NotificationCategory>;
export type NotificationKind = keyof typeof NOTIFICATION_KIND_CATEGORIES;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_CATEGORIES) as [
  NotificationKind,
  ...NotificationKind[],
];

export const categoryOf = (kind: NotificationKind): NotificationCategory =>
  NOTIFICATION_KIND_CATEGORIES[kind];

/** The two people of a rental. */
export type RentalParty = 'renter' | 'owner';

/** Who hears of a lifecycle event, and as which kind; the event types are the graph's. */
export const LIFECYCLE_NOTIFICATIONS: Readonly<
  Record<string, { kind: NotificationKind; to: readonly RentalParty[] }>
> = {
  'booking.requested': { kind: 'booking_requested', to: ['owner'] },
  'booking.accepted': { kind: 'booking_accepted', to: ['renter'] },
  'booking.rejected': { kind: 'booking_rejected', to: ['renter'] },
  'booking.declined': { kind: 'booking_declined', to: ['renter'] },
  'booking.expired': { kind: 'booking_expired', to: ['renter'] },
  // The renter cancels (a request, or a confirmed rental): the owner is the other side.
  'booking.cancelled': { kind: 'booking_cancelled', to: ['owner'] },
  'booking.cancelled_by_owner': { kind: 'booking_cancelled_by_owner', to: ['renter'] },
  'booking.cancelled_by_admin': { kind: 'booking_cancelled_by_admin', to: ['renter', 'owner'] },
  'booking.completed': { kind: 'rental_ended', to: ['renter', 'owner'] },
  'booking.paid_and_confirmed': { kind: 'booking_paid', to: ['renter', 'owner'] },
  'booking.paid': { kind: 'booking_paid', to: ['renter', 'owner'] },
};

/** Money that goes back is news to both, whichever transition sent it back. */
export const REFUND_NOTIFICATION = {
  kind: 'payment_refunded',
  to: ['renter', 'owner'],
} as const satisfies { kind: NotificationKind; to: readonly RentalParty[] };

/** A message left unread this long is mailed, once per conversation and unread run. */
export const MESSAGE_DIGEST_DELAY_MS = 10 * 60 * 1000;
/**
 * Only messages at most this old are mailed about: the first sweep after the digest began must
 * not mail every unread message ever sent, and a sweep that stopped for longer stays quiet.
 */
export const MESSAGE_DIGEST_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/** How often the reminders and the message digest are looked for. */
export const NOTIFICATION_SWEEP_INTERVAL_MS = 60 * 1000;

/** Notifications pages hold this many each. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
