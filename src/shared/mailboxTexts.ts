/** The development mailbox's words, loaded with its page only. */
export const mailboxTexts = {
  title: 'Mailbox',
  intro:
    'Every email the server has sent or kept, newest first. Only development servers show this page.',
  empty: 'No emails yet',
  emptyHint: 'Emails the site sends (password resets, notifications) appear here.',
  loadFailed: 'Could not load the mailbox.',
  notFound: 'Email not found',
  unavailable: 'The mailbox is only available on development servers.',
  choose: 'Choose an email to read it.',
  to: 'To',
  sent: 'Sent',
  waiting: 'Waiting to be sent',
  links: 'Links in this email',
  htmlPart: 'HTML',
  textPart: 'Plain text',
  frameTitle: (subject: string) => `Email: ${subject}`,
  back: 'All emails',
  sendTest: 'Send me a test email',
  testQueued: (to: string) => `A test email to ${to} is on its way.`,
  testFailed: 'The test email could not be queued.',
};
