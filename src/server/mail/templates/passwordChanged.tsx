import { Text } from '@react-email/text';
import type { PasswordChangedMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Sent after every password change or reset, so the owner learns of one they did not make. */
export const passwordChangedMail: MailTemplate<PasswordChangedMailData> = {
  subject: () => 'Your password was changed',
  Body: ({ data, site }) => (
    <EmailLayout
      site={site}
      preview={`The password of your ${site.name} account was changed.`}
      heading="Your password was changed"
      action={{ label: 'Reset it again', path: '/login?mode=forgot' }}
    >
      <Text style={{ margin: '0 0 12px' }}>{`Hello ${data.firstName},`}</Text>
      <Text style={{ margin: '0 0 12px' }}>
        {`The password of your ${site.name} account was just changed, and your other sessions were signed out.`}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>
        If this was not you, reset your password now and tell our support address.
      </Text>
    </EmailLayout>
  ),
};
