/**
 * What people are told of an administrator's decisions: a suspended account at sign-in, a hidden
 * listing on the owner's own list and in a notification, and the outcome of a report. The server
 * and the screens use these words verbatim.
 */
export const moderationTexts = {
  suspended: {
    code: 'ACCOUNT_SUSPENDED',
    signIn: (reason: string) =>
      `Your account is suspended, so you cannot sign in. Reason: ${reason} If you think this is a mistake, write to support@lendwell.app.`,
  },
  hiddenListing: {
    badge: 'Hidden by Lendwell',
    reason: (reason: string) => `Hidden by Lendwell: ${reason}`,
    notificationTitle: 'Your listing was hidden',
    notificationBody: (title: string, reason: string) =>
      `Lendwell hid "${title}" from search and its page. Reason: ${reason}`,
    action: 'See your listings',
  },
  reportOutcome: {
    notificationTitle: {
      resolved: 'We acted on your report',
      dismissed: 'We looked into your report',
    },
    notificationBody: (outcome: 'resolved' | 'dismissed', note: string) =>
      outcome === 'resolved'
        ? `Thank you for your report. We took action. ${note}`
        : `Thank you for your report. We found nothing against our rules. ${note}`,
    action: 'Open notifications',
  },
} as const;
