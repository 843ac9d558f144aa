/** The words of calendar feeds and exports: the account section and the events themselves. */
export const calendarTexts = {
  section: 'Calendar feed',
  intro:
    'Subscribe to your rentals, as owner and as renter, in Google Calendar, Apple Calendar or Outlook with a private link.',
  privateNote:
    'Anyone with the link can see your rentals. Keep it private; if it leaks, make a new one.',
  none: 'You have no calendar link yet.',
  activeSince: (date: string) => `Your calendar link is active since ${date}.`,
  shownOnce:
    'Copy your link now: for your privacy it is shown only once. You can make a new one at any time.',
  create: 'Create calendar link',
  regenerate: 'Make a new link',
  regenerateNote: 'The old link stops working.',
  revoke: 'Turn off',
  revoked: 'Your calendar link is turned off.',
  copy: 'Copy link',
  copied: 'Copied',
  linkLabel: 'Your calendar link',
  failed: 'That did not work. Try again.',
  feedName: (firstName: string) => `Lendwell rentals of ${firstName}`,
  itemFeedName: (title: string) => `${title}: booked dates on Lendwell`,
  lending: (title: string, renter: string) => `Lending ${title} to ${renter}`,
  renting: (title: string, owner: string) => `Renting ${title} from ${owner}`,
  requested: (summary: string) => `Requested: ${summary}`,
  booked: 'Booked',
  blocked: 'Not available',
  description: 'See the rental on your Lendwell dashboard.',
  downloadItem: 'Download booked dates (.ics)',
  notFound: 'Calendar not found.',
} as const;
