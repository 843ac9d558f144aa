import { Text } from '@react-email/text';
import { APP_NAME } from '../../../shared/constants';
import type { MailboxTestMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Sent from the local mailbox page on request: shows that mail leaves and how it looks. */
export const mailboxTestMail: MailTemplate<MailboxTestMailData> = {
  subject: () => `Test email from ${APP_NAME}`,
  Body: ({ data, site }) => (
    <EmailLayout
      site={site}
      preview="Email from this server works."
      heading={`Hi ${data.firstName}, email works`}
      action={{ label: 'Open the mailbox', path: '/dev/mailbox' }}
    >
      <Text style={{ margin: '0 0 12px' }}>
        You asked for this test email on the mailbox page of {site.name}. It was rendered, queued
        and delivered the way every other email is.
      </Text>
    </EmailLayout>
  ),
};
