import { Text } from '@react-email/text';
import { APP_NAME } from '../../../shared/constants';
import type { MailboxTestMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Sent from the local mailbox page on request: shows that mail leaves and how it looks. */
export const mailboxTestMail: MailTemplate<MailboxTestMailData> = {
  subject: (_data, i18n) => i18n._('emails.testSubject', { site: APP_NAME }),
  Body: ({ data, site, i18n }) => (
    <EmailLayout
      site={site}
      i18n={i18n}
      preview={i18n._('emails.testPreview')}
      heading={i18n._('emails.testHeading', { firstName: data.firstName })}
      action={{ label: i18n._('emails.testAction'), path: '/dev/mailbox' }}
    >
      <Text style={{ margin: '0 0 12px' }}>{i18n._('emails.testBody', { site: site.name })}</Text>
    </EmailLayout>
  ),
};
