import { Text } from '@react-email/text';
import type { EmailChangedMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Sent to the old address once the change is made, so a takeover does not go unnoticed. */
export const emailChangedMail: MailTemplate<EmailChangedMailData> = {
  subject: () => 'Your email address was changed',
  Body: ({ data, site }) => (
    <EmailLayout
      site={site}
      preview={`Your account now uses ${data.newEmail}.`}
      heading="Your email address was changed"
    >
      <Text style={{ margin: '0 0 12px' }}>{`Hello ${data.firstName},`}</Text>
      <Text style={{ margin: '0 0 12px' }}>
        {`Your ${site.name} account now uses ${data.newEmail}; this address no longer signs in and receives no more emails from us.`}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>
        If you did not make this change, reply to our support address at once.
      </Text>
    </EmailLayout>
  ),
};
