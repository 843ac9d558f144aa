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
  adminsOnly: 'Only administrators can read the mailbox on this server.',
  signInTitle: 'Sign in to read your mail',
  signIn:
    'The mailbox holds password reset links, so it shows mail only to the person it is addressed to, and to administrators. Sign in to read yours.',
  signInAction: 'Sign in',
  introOwn:
    'The emails sent to your address, newest first. Only development servers show this page.',
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
