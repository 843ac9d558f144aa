/** The notification settings and one-click unsubscribe pages' words, loaded with those pages only. */
export const notificationSettingsTexts = {
  pageTitle: 'Notification settings',
  intro:
    'You always see notifications in Lendwell. Choose which of them are also sent to you by email.',
  emailColumn: 'Email',
  save: 'Save settings',
  saving: 'Saving...',
  saved: 'Your notification settings are saved.',
  saveFailed: 'Your settings could not be saved. Please try again.',
  loadFailed: 'Your notification settings could not be loaded.',
  categories: {
    booking_requests: {
      label: 'Booking requests',
      description: 'Someone asks to rent one of your items.',
    },
    booking_updates: {
      label: 'Booking updates',
      description: 'Requests accepted, declined, expired or cancelled, and rentals ending.',
    },
    payments: { label: 'Payments', description: 'Payments made and refunds.' },
    reminders: { label: 'Reminders', description: 'The day before a rental starts.' },
    messages: {
      label: 'Messages',
      description: 'Messages left unread for 10 minutes, one email per conversation.',
    },
    reviews: { label: 'Reviews', description: 'Someone reviews you or one of your items.' },
    saved_searches: {
      label: 'Saved searches',
      description: 'New listings that match a search you saved, at most once a day for each.',
    },
  },
  unsubscribeTitle: 'Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  unsubscribed: (category: string) =>
    `You will no longer get emails about ${category.toLowerCase()}. You still see them in Lendwell.`,
  unsubscribeFailed:
    'This unsubscribe link is not valid. Sign in to change your notification settings.',
  invalidToken: 'This unsubscribe link is not valid.',
  manageLink: 'Choose which emails you get',
};
